import type { AuditEntry, LedgerCheck } from '@sanam/contract/admin.ts';
import { accountRoutes } from '@sanam/contract/routes/account.ts';
import { memberDeskRoutes, operatorAuthRoutes } from '@sanam/contract/routes/console.ts';
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import { staffDeskRoutes } from '@sanam/contract/routes/staff.ts';
import { stepRoutes } from '@sanam/contract/routes/steps.ts';
import type { StaffList } from '@sanam/contract/staff.ts';
import type { RateEvent } from '@sanam/contract/realtime.ts';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../http/types.ts';
import { placeBet } from '../modules/betting/index.ts';
import { betsWithOutcome } from '../modules/betting/index.ts';
import { createMatch, publishRate, setBettingOpen } from '../modules/matches/index.ts';
import { recordingBus } from '../test/recording-bus.ts';
import { callRoute } from '../test/call-route.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { DEMO_OPERATORS, DEMO_PREFIGHT_MIN, DEMO_SIMULATOR_STADIUM } from './demo-data.ts';
import { seedDemo } from './demo.ts';
import { startSimulator, type Simulator, type SimulatorLog } from './simulator.ts';

/** A seeded PRNG (mulberry32), so a run's rates, names and results repeat. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function recordingLog(): SimulatorLog & { warnings: string[]; errors: string[] } {
  const warnings: string[] = [];
  const errors: string[] = [];
  return {
    warnings,
    errors,
    info: () => undefined,
    warn: (_o, msg) => warnings.push(msg),
    error: (_o, msg) => errors.push(msg),
  };
}

// generous: a shared CI machine may be slow; the simulator's own pauses are a few ms here
async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 90_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

let t: TestContext | undefined;
let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.stop();
  sim = undefined;
  await t?.close();
  t = undefined;
});

async function seededApp() {
  const ctx = await createTestApp();
  t = ctx;
  const bus = recordingBus();
  const deps: AppDeps = { db: ctx.db, config: ctx.config, realtime: bus };
  await seedDemo(deps);
  const { rows } = await ctx.db.query<{ id: number }>('SELECT id FROM stadiums WHERE name = $1', [
    DEMO_SIMULATOR_STADIUM,
  ]);
  const stadiumId = rows[0]?.id;
  if (stadiumId === undefined) throw new Error('no simulator stadium');
  return { t: ctx, deps, bus, stadiumId };
}

type SimRound = {
  id: number;
  is_end: boolean;
  result: string | null;
  next_match_id: number | null;
  settled: boolean;
};

/** The simulator's live rounds (its pre-fight rounds, opened for step tickets, are counted apart). */
async function rounds(ctx: TestContext, stadiumId: number): Promise<SimRound[]> {
  const { rows } = await ctx.db.query<SimRound>(
    `SELECT id, is_end, result, next_match_id, settled_at IS NOT NULL AS settled
       FROM matches WHERE stadium_id = $1 AND NOT is_prefight ORDER BY id`,
    [stadiumId],
  );
  return rows;
}

async function adminToken(ctx: TestContext): Promise<string> {
  const res = await callRoute(ctx.app, operatorAuthRoutes.login, {
    body: { username: 'admin', password: 'admin1234' },
  });
  return res.json<{ data: { access_token: string } }>().data.access_token;
}

async function ledgerCheckOverHttp(ctx: TestContext): Promise<LedgerCheck> {
  const res = await callRoute(ctx.app, memberDeskRoutes.ledgerCheck, { as: await adminToken(ctx) });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: LedgerCheck }>().data;
}

describe('the match simulator', { timeout: 120_000 }, () => {
  it('plays a whole round as the system actor: rates, betting, tie, a result, settlement and the next round', async () => {
    const { t, deps, bus, stadiumId } = await seededApp();
    const log = recordingLog();
    sim = startSimulator(deps, { timeScale: 0.001, random: seeded(7), log });

    const ended = await until('a simulated round ended and settled', async () =>
      (await rounds(t, stadiumId)).find((r) => r.is_end && r.settled),
    );
    await sim.stop();
    sim = undefined;
    // the settlement's BALANCE and then its CHANGE END leave in the background once it committed
    await bus.idle();

    expect(ended.result).toMatch(/^(red|blue|green|other)$/);
    const all = await rounds(t, stadiumId);
    const next = all.find((r) => r.id === ended.next_match_id);
    expect(next).toMatchObject({ is_end: false, result: null });
    expect(all.filter((r) => !r.is_end)).toHaveLength(1);

    // every step credited to the named system actor, none to a staff member
    const { rows: steps } = await t.db.query<{
      action: string;
      operator_id: number | null;
      system_actor: string | null;
    }>(
      `SELECT a.action, a.operator_id, a.system_actor FROM audit_log a
        WHERE a.target_type = 'match' AND a.target_id = $1 ORDER BY a.id`,
      [String(ended.id)],
    );
    expect(new Set(steps.map((s) => [s.system_actor, s.operator_id].join()))).toEqual(
      new Set(['demo_simulator,']),
    );
    const actions = steps.map((s) => s.action);
    expect(actions[0]).toBe('match.create');
    expect(actions.filter((a) => a === 'match.rate').length).toBeGreaterThanOrEqual(3);
    expect(actions).toEqual(
      expect.arrayContaining(['match.open', 'match.tie_open', 'match.tie_close', 'match.close']),
    );
    expect(actions[actions.length - 1]).toBe('match.end');
    // the rates it published are the console's presets, each one a current rate in turn
    const { rows: rates } = await t.db.query<{ rate_name: string }>(
      'SELECT rate_name FROM rates WHERE match_id = $1 ORDER BY id',
      [ended.id],
    );
    expect(rates.length).toBe(actions.filter((a) => a === 'match.rate').length);
    const { rows: tie } = await t.db.query<{ tie: string }>(
      'SELECT tie_multiplier::text AS tie FROM matches WHERE id = $1',
      [ended.id],
    );
    expect(tie[0]?.tie).toBe('1.700');

    // and each step reached the match room after its commit, as a console click does
    const events = bus.emitted.filter((e) => e.room === 'match' && e.id === ended.id);
    const names = events.map((e) =>
      e.event === 'RATE' ? `RATE ${(e.payload as RateEvent).announce}` : e.event,
    );
    expect(names).toEqual(
      expect.arrayContaining(['RATE changed', 'RATE open', 'RATE closed', 'OPENTIE', 'CLOSETIE']),
    );
    expect(names[names.length - 1]).toBe('CHANGE');
    expect(events.at(-1)?.payload).toMatchObject({ service: 'END', data: { nextMatch: { id: next?.id } } });

    expect((await ledgerCheckOverHttp(t)).ok).toBe(true);
    expect(log.errors).toEqual([]);

    // stopped means stopped: nothing moves afterwards
    const { rows: before } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    await new Promise((r) => setTimeout(r, 150));
    const { rows: after } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    expect(after).toEqual(before);
  });

  it('on start ends an extra dangling round, finishes the one with a rate and settles its bets', async () => {
    const { t, deps, stadiumId } = await seededApp();
    const { rows: ops } = await t.db.query<{ id: number }>(
      `SELECT id FROM operators WHERE username = 'admin'`,
    );
    const actor = { operatorId: ops[0]?.id ?? 0, ip: null };
    const round = (n: number) => ({
      stadium_id: stadiumId,
      round_name: `คู่จำลองค้าง ${n}`,
      round_type: 'bull' as const,
      red_cow_name: 'แดงค้าง (จำลอง)',
      blue_cow_name: 'น้ำเงินค้าง (จำลอง)',
      is_prefight: false,
      streaming_url: null,
    });
    const older = await createMatch(deps, actor, round(1));
    const dangling = await createMatch(deps, actor, round(2));
    const rate = await publishRate(deps, actor, dangling.id, {
      red_rate_1: 10,
      red_rate_2: 9,
      blue_rate_1: 9,
      blue_rate_2: 10,
    });
    await setBettingOpen(deps, actor, dangling.id, true);
    const { rows: members } = await t.db.query<{ id: number }>(
      `SELECT id FROM members WHERE phone = '0800000002'`,
    );
    const vip = members[0]?.id ?? 0;
    await placeBet(deps, { memberId: vip, sessionId: null }, dangling.id, {
      type: 'blue',
      amount: 250,
      rateId: rate.id,
      ref: 'sim-1',
    });

    const log = recordingLog();
    sim = startSimulator(deps, { timeScale: 0.001, random: seeded(11), log });
    const finished = await until('the dangling round settled', async () =>
      (await rounds(t, stadiumId)).find((r) => r.id === dangling.id && r.settled),
    );
    await sim.stop();
    sim = undefined;

    const all = await rounds(t, stadiumId);
    expect(all.find((r) => r.id === older.id)).toMatchObject({
      is_end: true,
      result: 'other',
      settled: true,
    });
    expect(finished.next_match_id).not.toBeNull();
    expect(all.filter((r) => !r.is_end).map((r) => r.id)).toEqual([finished.next_match_id]);
    const { rows: bets } = await t.db.query<{ status: string }>(
      `SELECT status FROM ${betsWithOutcome} b WHERE match_id = $1`,
      [dangling.id],
    );
    expect(bets).toHaveLength(1);
    expect(bets[0]?.status).not.toBe('placed');
    expect((await ledgerCheckOverHttp(t)).ok).toBe(true);
    expect(log.errors).toEqual([]);
  });

  it('logs a failed step and carries on when an operator ends the simulated round by hand', async () => {
    const { t, deps, stadiumId } = await seededApp();
    const log = recordingLog();
    sim = startSimulator(deps, { timeScale: 0.01, random: seeded(3), log });

    const running = await until('a simulated round with a rate', async () => {
      const { rows } = await t.db.query<{ id: number }>(
        `SELECT m.id FROM matches m WHERE m.stadium_id = $1 AND NOT m.is_end
            AND EXISTS (SELECT 1 FROM rates r WHERE r.match_id = m.id)`,
        [stadiumId],
      );
      return rows[0];
    });
    const res = await callRoute(t.app, matchDeskRoutes.end, {
      as: await adminToken(t),
      params: { id: running.id },
      body: { result: 'red' },
    });
    expect(res.statusCode).toBe(200);

    // a later round is played to its end by the simulator
    await until('a round after the hand-ended one ended by the simulator', async () => {
      const { rows } = await t.db.query(
        `SELECT 1 FROM audit_log a
          WHERE a.action = 'match.end' AND a.system_actor = 'demo_simulator' AND a.target_id::bigint > $1`,
        [running.id],
      );
      return rows.length > 0;
    });
    await sim.stop();
    sim = undefined;

    expect(log.warnings.length).toBeGreaterThanOrEqual(1);
    expect(log.errors).toEqual([]);
    expect((await rounds(t, stadiumId)).filter((r) => !r.is_end)).toHaveLength(1);
    expect((await ledgerCheckOverHttp(t)).ok).toBe(true);
  });

  it('keeps enough pre-fight rounds open for a step ticket: an operator ends one, the simulator opens another', async () => {
    const { t, deps, stadiumId } = await seededApp();
    const token = await adminToken(t);
    const stepRounds = async () => {
      const login = await callRoute(t.app, accountRoutes.login, {
        body: { phone: '0800000001', password: 'demo1234', agent_id: 1 },
      });
      const access = login.json<{ data: { access_token: string } }>().data.access_token;
      const res = await callRoute(t.app, stepRoutes.matches, { as: access });
      return res.json<{ data: Array<{ id: number; stadium_id: number | null }> }>().data;
    };
    const seededRounds = await stepRounds();
    expect(seededRounds).toHaveLength(DEMO_PREFIGHT_MIN);
    // the fight of one pre-fight round starts and ends: the operator ends it from the console
    const gone = seededRounds[0]?.id;
    const ended = await callRoute(t.app, matchDeskRoutes.end, {
      as: token,
      params: { id: gone },
      body: { result: 'red' },
    });
    expect(ended.statusCode).toBe(200);
    expect(await stepRounds()).toHaveLength(DEMO_PREFIGHT_MIN - 1);

    sim = startSimulator(deps, { timeScale: 0.001, random: seeded(5), log: recordingLog() });
    const topped = await until('the pre-fight rounds topped up', async () => {
      const open = await stepRounds();
      return open.length >= DEMO_PREFIGHT_MIN && open;
    });
    await sim.stop();
    sim = undefined;
    const opened = topped.filter((m) => m.stadium_id === stadiumId);
    expect(opened).toHaveLength(1);
    expect(topped.map((m) => m.id)).not.toContain(gone);
    expect(await stepRounds()).toHaveLength(DEMO_PREFIGHT_MIN);

    // the console's audit log names the simulator, not a person, for the round it opened
    const audit = await callRoute(t.app, memberDeskRoutes.audit, {
      as: token,
      query: { action: 'match.create', limit: 200 },
    });
    const rows = audit
      .json<{ data: { items: AuditEntry[] } }>()
      .data.items.filter((a) => a.target_id === String(opened[0]?.id));
    expect(rows).toEqual([
      expect.objectContaining({ operator_id: null, operator_username: null, system_actor: 'demo_simulator' }),
    ]);
    // and operator1, in whose name it used to act, has still never signed in
    const staff = await callRoute(t.app, staffDeskRoutes.list, { as: token });
    const list = staff.json<{ data: StaffList }>().data.staff;
    expect(list.find((r) => r.username === 'operator1')).toMatchObject({
      last_login_at: null,
      open_sessions: 0,
    });
    expect(list.map((r) => r.username).sort()).toEqual(DEMO_OPERATORS.map((o) => o.username).sort());
  });

  it('stays idle on a database without the demo stadium', async () => {
    const ctx = await createTestApp();
    t = ctx;
    const log = recordingLog();
    sim = startSimulator({ db: ctx.db, config: ctx.config, realtime: recordingBus() }, { log });
    await sim.stop();
    sim = undefined;
    expect(log.warnings).toEqual([expect.stringContaining('idle')]);
    const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM matches');
    expect(rows[0]?.n).toBe(0);
  });
});
