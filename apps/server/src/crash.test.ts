// Crash safety kept under test: the real server on PostgreSQL takes a burst of mixed bets,
// cashier deposits and withdrawals, is killed with SIGKILL in the middle of it (after a number of
// acknowledgements, not after a time, so it is mid-burst on a slow machine and on a fast one) and
// restarted on the same database. What members and the cashier were told must hold: every
// acknowledged operation is in the ledger, nothing refused moved money, an operation left without an
// answer happened once or not at all, and resending with the same key (a bet's ref, the
// Idempotency-Key header) takes effect at most once. Runs when TEST_DATABASE_URL is set (CI sets
// it): PGlite lives inside one process, so nothing would be left to restart on.
import { randomBytes } from 'node:crypto';
import type { OperatorRole } from '@sanam/contract/constants.ts';
import type { Match, Rate } from '@sanam/contract/matches.ts';
import { bahtToSatang } from '@sanam/contract/money.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './test/env.ts';
import type { Db } from './db/db.ts';
import { hashPassword } from './modules/auth/index.ts';
import { registerPayload } from './test/factories/members.ts';
import { createTestDb } from './test/test-app.ts';
import { killServer, serverEnv, startServer, type ServerProcess } from './test/server-process.ts';

const databaseUrl = testDatabaseUrl();

/** Requests in flight at once: enough that the kill lands on several of them. */
const CONCURRENCY = 16;
/** Five members, so each makes at most three withdraw calls in all (the burst and two resends):
 *  a person's pace, inside any per-member limit on withdrawals. */
const MEMBERS = 5;
const FUNDS_BAHT = 3_000;
const BETS_PER_MEMBER = 14;
const STAKE_BAHT = 100;
const DEPOSIT_BAHT = 200;
const WITHDRAW_BAHT = 300;
/** More than any member ever holds here (funds and deposits), so the ledger itself must refuse it. */
const TOO_MUCH_BAHT = 5_000;
/** The kill comes after this many acknowledgements: about a third of what the burst would get. */
const KILL_AFTER_ACKS = 28;

type Kind = 'bet' | 'deposit' | 'adjustment' | 'withdraw';
/** What the burst got: a 200, a 4xx, a connection that died with the process, or never sent. */
type Outcome = 'acked' | 'refused' | 'unanswered' | 'unsent';

interface Member {
  id: number;
  token: string;
}

interface Op {
  label: string;
  kind: Kind;
  member: Member;
  /** the bet's ref, or the Idempotency-Key header of a deposit, an adjustment or a withdrawal */
  key: string;
  /** what the operation does to the member's cash, in baht (a stake, a withdrawal: negative) */
  cashBaht: number;
  side?: 'red' | 'blue';
  rateId?: number;
  /** the status the server refuses it with, or null when it is meant to be accepted */
  refusedWith: number | null;
  outcome?: Outcome;
  /** the bet's or the withdrawal's id in the acknowledgement */
  ackedId?: number;
}

interface Reply {
  status: number;
  json: { success: boolean; message: string; data: unknown };
}

describe.skipIf(!databaseUrl)('a server killed mid-burst (PostgreSQL only: set TEST_DATABASE_URL)', () => {
  let db: Db;
  let drop: (() => Promise<void>) | undefined;
  let env: Record<string, string>;
  const servers: ServerProcess[] = [];
  let server: ServerProcess;
  let desk: { id: number; token: string };
  let cashier: { id: number; token: string };
  // a fresh run of the ledger check is an admin's; signed in once, since a sign-in is audited and the
  // resends are compared by their audit rows
  let admin: { id: number; token: string };

  beforeAll(async () => {
    const created = await createTestDb({ poolSize: 2 });
    db = created.db;
    drop = created.drop;
    if (!created.url) throw new Error('TEST_DATABASE_URL is required');
    env = serverEnv(created.url);
    server = await startServer(env);
    servers.push(server);
    desk = await operatorLogin('operator');
    cashier = await operatorLogin('cashier');
    admin = await operatorLogin('admin');
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => killServer(s.child)));
    await drop?.();
  }, 30_000);

  it('keeps every acknowledged operation, nothing refused, and a resend takes effect at most once', async () => {
    const { match, rate, staleRate } = await runningRound();
    const members = await fundedMembers();
    const ops = planBurst(members, rate.id, staleRate.id);
    const send = (op: Op) => sendOp(op, match.id);

    // ── The burst, and SIGKILL after KILL_AFTER_ACKS acknowledgements ──────────────────────────
    const burst = await burstUntilKilled(ops, send);
    expect(burst.serverErrors).toEqual([]);
    // really mid-burst: the kill found requests on the wire and work still to send
    expect(burst.inFlightAtKill).toBeGreaterThan(0);
    expect(ops.filter((op) => op.outcome === 'unanswered' || op.outcome === 'unsent').length).toBeGreaterThan(
      0,
    );
    // a refusal is the one the operation was built for: a 4xx here is the rule it breaks, not noise
    for (const op of ops) {
      if (op.outcome === 'acked') expect(op.refusedWith, `${op.label} was accepted`).toBeNull();
      if (op.outcome === 'refused') expect(op.refusedWith, `${op.label} was refused`).not.toBeNull();
    }

    // ── Restarted on the same database: what each operation left behind ────────────────────────
    server = await startServer(env);
    servers.push(server);
    const traces = new Map<Op, { id: number } | null>();
    for (const op of ops) traces.set(op, await traceOf(op));
    for (const op of ops) {
      const trace = traces.get(op);
      if (op.outcome === 'acked') {
        expect(trace, `${op.label} was acknowledged`).not.toBeNull();
        if (op.ackedId !== undefined) expect(trace?.id, `${op.label}: the id acknowledged`).toBe(op.ackedId);
      }
      if (op.outcome === 'refused') expect(trace, `${op.label} was refused`).toBeNull();
      // unanswered or unsent: a trace or none, and traceOf has checked a trace is whole
    }
    await expectCash(members, (m) => ops.filter((op) => op.member === m && traces.get(op)));
    await expectLedgerOk();

    // ── Every operation sent again with its key: each accepted one in effect exactly once ──────
    async function resendAll() {
      const replies = await inParallel(ops, send);
      for (const [i, op] of ops.entries()) {
        const reply = replies[i];
        if (op.refusedWith !== null) {
          expect(reply?.status, `${op.label} resent`).toBe(op.refusedWith);
          continue;
        }
        expect(reply?.status, `${op.label} resent: ${JSON.stringify(reply?.json)}`).toBe(200);
        const first = traces.get(op);
        if (first && reply && idIn(op, reply) !== undefined)
          expect(idIn(op, reply), `${op.label} resent answers with the first`).toBe(first.id);
      }
      for (const op of ops) {
        const trace = await traceOf(op);
        expect(trace === null, `${op.label} after the resend`).toBe(op.refusedWith !== null);
        const first = traces.get(op);
        if (first) expect(trace?.id, `${op.label} is still the same record`).toBe(first.id);
        traces.set(op, trace);
      }
      await expectCash(members, (m) => ops.filter((op) => op.member === m && op.refusedWith === null));
      await expectLedgerOk();
    }
    await resendAll();
    const before = await snapshot();
    // once more: every operation is now in effect, so nothing may move at all
    await resendAll();
    expect(await snapshot()).toEqual(before);

    // ── The round ends and settles on the restarted server ─────────────────────────────────────
    const cashBefore = await cashOf(members);
    await ok<Match>('POST', `/admin/matches/${match.id}/end`, desk.token, { result: 'red' });
    const cashAfter = await cashOf(members);
    for (const m of members) {
      const { rows } = await db.query<{ amount: number; rate_1: number; rate_2: number }>(
        `SELECT amount_satang AS amount, rate_1, rate_2 FROM bets WHERE member_id = $1 AND side = 'red'`,
        [m.id],
      );
      expect(rows.length, `red bets of member ${m.id}`).toBe(BETS_PER_MEMBER / 2);
      // DESIGN §4: a winning bet returns its stake and stake × rate_2 / rate_1, a losing one nothing
      const won = rows.reduce((sum, b) => sum + b.amount + Math.floor((b.amount * b.rate_2) / b.rate_1), 0);
      const paid = (cashBefore.get(m.id)?.cached ?? 0) + won;
      expect(cashAfter.get(m.id), `member ${m.id} after the settlement`).toEqual({
        cached: paid,
        posted: paid,
      });
    }
    await expectLedgerOk();
  }, 120_000);

  // ── The calls ──────────────────────────────────────────────────────────────────────────────────

  async function call(
    method: 'GET' | 'POST',
    urlPath: string,
    token: string | null,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply> {
    const res = await fetch(`${server.url}/api${urlPath}`, {
      method,
      headers: {
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: res.status, json: (await res.json()) as Reply['json'] };
  }

  async function ok<T>(method: 'GET' | 'POST', urlPath: string, token: string | null, payload?: unknown) {
    const reply = await call(method, urlPath, token, payload);
    if (reply.status !== 200) throw new Error(`${urlPath}: ${reply.status} ${JSON.stringify(reply.json)}`);
    return reply.json.data as T;
  }

  async function operatorLogin(role: OperatorRole): Promise<{ id: number; token: string }> {
    const username = `${role}${randomBytes(4).toString('hex')}`;
    const { rows } = await db.query<{ id: number }>(
      'INSERT INTO operators (username, password_hash, role) VALUES ($1, $2, $3) RETURNING id',
      [username, await hashPassword('secret-pass', { env: 'test' }), role],
    );
    const data = await ok<{ access_token: string }>('POST', '/admin/auth/login', null, {
      username,
      password: 'secret-pass',
    });
    return { id: rows[0]?.id ?? 0, token: data.access_token };
  }

  /** A round with betting open on its second rate: the first is stale, a bet on it is refused. */
  async function runningRound() {
    const match = await ok<Match>('POST', '/admin/matches', desk.token, {
      round_name: 'คู่ที่ 1',
      bet_delay: 0,
      red_cow_name: 'แดงเดือด',
      blue_cow_name: 'ฟ้าคราม',
    });
    const prices = { red_rate_1: 10, red_rate_2: 9, blue_rate_1: 9, blue_rate_2: 10 };
    const staleRate = await ok<Rate>('POST', `/admin/matches/${match.id}/rates`, desk.token, prices);
    const rate = await ok<Rate>('POST', `/admin/matches/${match.id}/rates`, desk.token, prices);
    await ok<Match>('POST', `/admin/matches/${match.id}/open`, desk.token);
    return { match, rate, staleRate };
  }

  /** Members registered as anyone would, each with FUNDS_BAHT the cashier recorded as a deposit. */
  async function fundedMembers(): Promise<Member[]> {
    const members: Member[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const data = await ok<{ access_token: string; user: { id: number } }>(
        'POST',
        '/user/register',
        null,
        registerPayload(),
      );
      const member = { id: data.user.id, token: data.access_token };
      const funded = await call(
        'POST',
        `/admin/members/${member.id}/adjust`,
        cashier.token,
        { amount: FUNDS_BAHT, reason: 'crash test funds', kind: 'deposit' },
        { 'idempotency-key': `funds-${member.id}` },
      );
      expect(funded.status).toBe(200);
      members.push(member);
    }
    return members;
  }

  function sendOp(op: Op, matchId: number): Promise<Reply> {
    const amount = Math.abs(op.cashBaht);
    const idempotent = { 'idempotency-key': op.key };
    switch (op.kind) {
      case 'bet': {
        const bet = { amount, type: op.side, ref: op.key, rateId: op.rateId };
        return call('POST', `/user/bet/${matchId}`, op.member.token, bet);
      }
      case 'deposit':
      case 'adjustment': {
        const adjust = { amount: op.cashBaht, reason: 'crash test', kind: op.kind };
        return call('POST', `/admin/members/${op.member.id}/adjust`, cashier.token, adjust, idempotent);
      }
      case 'withdraw':
        return call('POST', '/user/user/withdraw', op.member.token, { amount }, idempotent);
    }
  }

  /**
   * Sends the operations CONCURRENCY at a time and records each reply; the acknowledgement number
   * KILL_AFTER_ACKS sends SIGKILL at once, and nothing more is sent.
   */
  async function burstUntilKilled(ops: Op[], send: (op: Op) => Promise<Reply>) {
    const serverErrors: string[] = [];
    const victim = server.child;
    let acks = 0;
    let next = 0;
    let inFlight = 0;
    let inFlightAtKill = 0;
    // a cast, not an annotation: the workers assign it, which narrowing after `= null` cannot see
    let killed = null as Promise<void> | null;
    const worker = async () => {
      while (killed === null && next < ops.length) {
        const op = ops[next++];
        if (!op) break;
        inFlight++;
        try {
          const reply = await send(op);
          if (reply.status === 200) {
            op.outcome = 'acked';
            op.ackedId = idIn(op, reply);
            if (++acks === KILL_AFTER_ACKS) {
              inFlightAtKill = inFlight - 1;
              killed = killServer(victim);
            }
          } else if (reply.status >= 400 && reply.status < 500) op.outcome = 'refused';
          else serverErrors.push(`${op.label}: ${reply.status} ${JSON.stringify(reply.json)}`);
        } catch {
          // the connection died with the process: the request may or may not have committed
          op.outcome = 'unanswered';
        } finally {
          inFlight--;
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    if (killed === null) throw new Error(`the burst ended with ${acks} acknowledgements, before the kill`);
    await killed;
    for (const op of ops) op.outcome ??= 'unsent';
    return { serverErrors, inFlightAtKill };
  }

  // ── What the database holds ────────────────────────────────────────────────────────────────────

  /**
   * What one operation left in the database (its bet, withdrawal or ledger entry id), or null when
   * it left nothing. A trace is checked whole: the record, its ledger entry with the right amount on
   * the member's cash (and for a deposit its deposit row and audit row), never a part of them.
   */
  async function traceOf(op: Op): Promise<{ id: number } | null> {
    const cash = `member:${op.member.id}`;
    if (op.kind === 'bet' || op.kind === 'withdraw') {
      const [table, entryColumn] =
        op.kind === 'bet' ? ['bets', 'entry_id'] : ['withdrawals', 'hold_entry_id'];
      const { rows } = await db.query<{
        id: number;
        amount: number;
        key: string | null;
        cash: number | null;
      }>(
        `SELECT r.id, r.amount_satang AS amount, e.key,
                (SELECT sum(p.amount)::bigint FROM postings p WHERE p.entry_id = e.id AND p.account = $3) AS cash
           FROM ${table} r LEFT JOIN journal_entries e ON e.id = r.${entryColumn}
          WHERE r.member_id = $1 AND r.ref = $2`,
        [op.member.id, op.key, cash],
      );
      expect(rows.length, `${op.label}: its rows`).toBeLessThanOrEqual(1);
      const row = rows[0];
      if (!row) return null;
      expect({ key: row.key, cash: row.cash, amount: row.amount }, op.label).toEqual({
        key: op.kind === 'bet' ? `bet:${row.id}` : `withdraw:${row.id}:hold`,
        cash: satang(op.cashBaht),
        amount: satang(Math.abs(op.cashBaht)),
      });
      return { id: row.id };
    }
    const { rows } = await db.query<{ id: number; cash: number | null; deposits: number; audits: number }>(
      `SELECT e.id,
              (SELECT sum(p.amount)::bigint FROM postings p WHERE p.entry_id = e.id AND p.account = $2) AS cash,
              (SELECT count(*)::int FROM deposits d WHERE d.entry_id = e.id) AS deposits,
              (SELECT count(*)::int FROM audit_log a WHERE a.after ->> 'entry_id' = e.id::text) AS audits
         FROM journal_entries e WHERE e.key = $1`,
      // members/member-desk.ts: a cashier's Idempotency-Key is the entry's key, per operator
      [`adjust:${cashier.id}:${op.key}`, cash],
    );
    const row = rows[0];
    if (!row) return null;
    expect({ cash: row.cash, deposits: row.deposits, audits: row.audits }, op.label).toEqual({
      cash: satang(op.cashBaht),
      deposits: op.kind === 'deposit' ? 1 : 0,
      audits: 1,
    });
    return { id: row.id };
  }

  /** Each member's cached balance and the sum of the postings on their cash account, in satang. */
  async function cashOf(members: Member[]) {
    const out = new Map<number, { cached: number; posted: number }>();
    for (const m of members) {
      const { rows } = await db.query<{ cached: number; posted: number }>(
        `SELECT (SELECT balance FROM balances WHERE account = $1) AS cached,
                (SELECT coalesce(sum(amount), 0)::bigint FROM postings WHERE account = $1) AS posted`,
        [`member:${m.id}`],
      );
      out.set(m.id, rows[0] ?? { cached: -1, posted: -1 });
    }
    return out;
  }

  /** Each member holds the funds plus what took effect, and that is the sum of their postings. */
  async function expectCash(members: Member[], tookEffect: (m: Member) => Op[]) {
    const cash = await cashOf(members);
    for (const m of members) {
      const expected = satang(FUNDS_BAHT) + tookEffect(m).reduce((sum, op) => sum + satang(op.cashBaht), 0);
      expect(cash.get(m.id), `the cash of member ${m.id}`).toEqual({ cached: expected, posted: expected });
    }
  }

  async function expectLedgerOk() {
    const check = await ok<{ ok: boolean; checks: unknown[] }>('GET', '/admin/ledger/check', admin.token);
    expect(check, 'GET /api/admin/ledger/check').toMatchObject({ ok: true });
  }

  /** Every row count a resend could change, and every balance. */
  async function snapshot() {
    const { rows } = await db.query(
      `SELECT (SELECT count(*)::int FROM bets) AS bets,
              (SELECT count(*)::int FROM withdrawals) AS withdrawals,
              (SELECT count(*)::int FROM deposits) AS deposits,
              (SELECT count(*)::int FROM journal_entries) AS entries,
              (SELECT count(*)::int FROM postings) AS postings,
              (SELECT count(*)::int FROM audit_log) AS audits,
              (SELECT json_object_agg(account, balance ORDER BY account) FROM balances) AS balances`,
    );
    return rows[0];
  }
});

/**
 * Per member: bets (one on the stale rate, refused 409; one over the balance, refused 400), two
 * deposits, an adjustment taking more than the balance (refused 400), and a withdrawal (the last
 * member's more than the balance, refused 400). Each sort is spread evenly over the burst, so every
 * sort has some acknowledged before the kill, some on the wire when it lands, some never sent.
 */
function planBurst(members: Member[], rateId: number, staleRateId: number): Op[] {
  const run = randomBytes(3).toString('hex');
  const op = (member: Member, o: Omit<Op, 'member' | 'label'>): Op => ({
    ...o,
    member,
    label: `${o.kind} ${o.key} of member ${member.id}`,
  });
  const each = (make: (m: Member, i: number) => Op) => members.map(make);
  const bets = Array.from({ length: BETS_PER_MEMBER }, (_, n) =>
    each((m, i) =>
      op(m, {
        kind: 'bet',
        key: `${run}-bet-${i}-${n}`,
        cashBaht: -STAKE_BAHT,
        side: n % 2 === 0 ? 'red' : 'blue',
        rateId,
        refusedWith: null,
      }),
    ),
  ).flat();
  const last = members.length - 1;
  return spread([
    bets,
    each((m, i) =>
      op(m, {
        kind: 'bet',
        key: `${run}-stale-${i}`,
        cashBaht: -STAKE_BAHT,
        side: 'red',
        rateId: staleRateId,
        refusedWith: 409,
      }),
    ),
    each((m, i) =>
      op(m, {
        kind: 'bet',
        key: `${run}-big-${i}`,
        cashBaht: -TOO_MUCH_BAHT,
        side: 'blue',
        rateId,
        refusedWith: 400,
      }),
    ),
    ['a', 'b'].flatMap((x) =>
      each((m, i) =>
        op(m, { kind: 'deposit', key: `${run}-dep-${i}-${x}`, cashBaht: DEPOSIT_BAHT, refusedWith: null }),
      ),
    ),
    each((m, i) =>
      op(m, { kind: 'adjustment', key: `${run}-debit-${i}`, cashBaht: -TOO_MUCH_BAHT, refusedWith: 400 }),
    ),
    each((m, i) =>
      op(m, {
        kind: 'withdraw',
        key: `${run}-withdraw-${i}`,
        cashBaht: i === last ? -TOO_MUCH_BAHT : -WITHDRAW_BAHT,
        refusedWith: i === last ? 400 : null,
      }),
    ),
  ]);
}

/** One burst from several sorts of operation, each sort's spread evenly from the start to the end. */
function spread(sorts: Op[][]): Op[] {
  const placed = sorts.flatMap((ops, s) => ops.map((op, k) => ({ op, at: (k + 0.5) / ops.length, s })));
  placed.sort((a, b) => a.at - b.at || a.s - b.s);
  return placed.map((p) => p.op);
}

/** The id an acknowledgement names: the bet's or the withdrawal's (an adjustment answers with the member). */
function idIn(op: Op, reply: Reply): number | undefined {
  const data = reply.json.data as { bet?: { id: number }; withdrawal?: { id: number } } | null;
  if (op.kind === 'bet') return data?.bet?.id;
  if (op.kind === 'withdraw') return data?.withdrawal?.id;
  return undefined;
}

function satang(baht: number): number {
  const s = bahtToSatang(baht);
  if (s === null) throw new Error(`not an amount: ${baht}`);
  return s;
}

/** Runs `work` over `items`, CONCURRENCY at a time; the results in the items' order. */
async function inParallel<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return out;
}
