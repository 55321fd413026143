// A slip checked again: the cashier's re-check button and the automatic re-check with
// back-off, against a stand-in of a real slip-verification service (the one thing outside), on a real
// database. Money moves once whatever races, and the ledger's invariants hold after each test.
import { cashierRoutes, walletRoutes } from '@sanam/contract/routes/wallet.ts';
import type { SlipData } from '@sanam/contract/wallet.ts';
import type { AdminDeposit, AdminDepositList, DepositRecheck } from '@sanam/contract/cashier.ts';
import { SLIP_RECHECK } from '@sanam/contract/wallet.ts';
import { slipVerify as makeSlipQr } from 'promptparse/generate';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.ts';
import { maskAccount } from '../../providers/slip-check/sandbox.ts';
import { callRoute } from '../../test/call-route.ts';
import { startStandIn, type StandIn } from '../../test/stand-in-service.ts';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../test/env.ts';
import { recordingBus } from '../../test/recording-bus.ts';
import { createTestDb } from '../../test/test-app.ts';
import { operatorToken } from '../../test/factories/desk.ts';
import { aMember, type TestMember } from '../../test/factories/members.ts';
import { body, type Envelope, type ErrorBody } from '../../test/factories/replies.ts';
import { EN, HOUSE, walletFactory } from '../../test/factories/wallet.ts';
import { useDesk } from '../../test/harness.ts';
import { recheckDueDeposits } from './index.ts';

let service: StandIn;
beforeAll(async () => {
  service = await startStandIn('/verify');
});
afterAll(async () => {
  await service.close();
});

const desk = useDesk({
  config: () => ({ slipCheckUrl: service.url, slipCheckTimeoutMs: 2000 }),
  ready: () => w.openHouseAccount(),
});
const { t } = desk;
const w = walletFactory(desk);
const deps = () => ({ config: t.config, db: t.db, realtime: t.bus });

let seq = 0;
const nextSlip = () =>
  makeSlipQr({ sendingBank: '014', transRef: `RECHECK${String(++seq).padStart(12, '0')}` });
const refOf = (payload: string) => /RECHECK\d{12}/.exec(payload)?.[0] ?? '';

const DOWN = { status: 503, body: { error: 'maintenance' } };
const UNKNOWN = { status: 404, body: { message: 'not found' } };
/** the service confirms `baht` paid into the house account just now */
const confirmed = (baht: number, receiver = maskAccount(HOUSE.bank_acc_no), delayMs = 0) => ({
  status: 200,
  delayMs,
  body: {
    success: true,
    data: {
      sendingBank: '014',
      receivingBank: '004',
      transTimestamp: new Date().toISOString(),
      amount: baht,
      receiver: { displayName: HOUSE.bank_acc_name, account: { value: receiver } },
    },
  },
});

/** A member's slip sent while the service answers `answer`: it waits for a cashier. */
async function waitingSlip(answer: StandIn['answer'], member?: TestMember) {
  const m = member ?? (await w.fundedMember(0));
  service.answer = answer;
  const payload = nextSlip();
  const res = await w.sendSlip(m, payload);
  expect(res.statusCode).toBe(200);
  const { deposit } = body<Envelope<SlipData>>(res).data;
  expect(deposit.status).toBe('pending');
  return { member: m, id: deposit.id, ref: refOf(payload) };
}

type Schedule = { check_attempts: number; next_check_at: Date | null; created_at: Date; status: string };
async function scheduleOf(id: number): Promise<Schedule> {
  const { rows } = await t.db.query<Schedule & { pending_reason: string }>(
    'SELECT check_attempts, next_check_at, created_at, status, pending_reason FROM deposits WHERE id = $1',
    [id],
  );
  const row = rows[0];
  if (!row) throw new Error(`deposit ${id} is missing`);
  return row;
}

const recheck = (id: number, token = desk.cashier, headers: Record<string, string> = {}) =>
  callRoute(t.app, cashierRoutes.recheckDeposit, { as: token, params: { id }, headers });

async function queueRow(id: number, member: TestMember): Promise<AdminDeposit | undefined> {
  const res = await callRoute(t.app, cashierRoutes.deposits, {
    as: desk.cashier,
    query: { status: 'all', q: member.phone },
  });
  return body<Envelope<AdminDepositList>>(res).data.items.find((d) => d.id === id);
}

const depositEntries = async (id: number) =>
  (
    await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM journal_entries WHERE key = $1', [
      `deposit:${id}`,
    ])
  ).rows[0]?.n;

describe('the re-check button', () => {
  it('is for cashiers and admins only', async () => {
    const { id } = await waitingSlip(DOWN);
    const member = await aMember(t.app);
    const asMember = await callRoute(t.app, cashierRoutes.recheckDeposit, {
      as: member.accessToken,
      params: { id },
    });
    expect(asMember.statusCode).toBe(401);
    expect((await recheck(id, desk.operator)).statusCode).toBe(403);
    service.answer = DOWN;
    expect((await recheck(id, desk.admin)).statusCode).toBe(200);
    expect((await recheck(id, desk.cashier)).statusCode).toBe(200);
    expect((await recheck(999_999)).statusCode).toBe(404);
  });

  it('says the slip still waits and why, then credits it once the service confirms; audited, in the staff’s language', async () => {
    const { member, id } = await waitingSlip(DOWN);
    expect(await queueRow(id, member)).toMatchObject({
      pending_reason: 'unavailable',
      check_attempts: 0,
      next_check_at: expect.any(String) as unknown,
    });

    const still = await recheck(id);
    expect(still.statusCode).toBe(200);
    expect(body<Envelope<DepositRecheck>>(still)).toMatchObject({
      message: 'ตรวจสลิปอีกครั้งแล้ว ยังรอตรวจสอบ: ระบบตรวจสลิปยังไม่ตอบกลับ',
      data: {
        outcome: 'waiting',
        deposit: { status: 'pending', pending_reason: 'unavailable', check_attempts: 1 },
      },
    });
    expect(await w.satangOf(`member:${member.id}`)).toBe(0);

    // the bank is late: still not known, and said so in English to an English console
    service.answer = UNKNOWN;
    const unknown = await recheck(id, desk.cashier, EN);
    expect(body<Envelope<DepositRecheck>>(unknown)).toMatchObject({
      message: 'Slip checked again, still waiting: the slip check still does not find this transfer',
      data: { outcome: 'waiting', deposit: { pending_reason: 'not_found', check_attempts: 2 } },
    });

    service.answer = confirmed(1250);
    t.emitted.length = 0;
    const done = await recheck(id);
    expect(body<Envelope<DepositRecheck>>(done)).toMatchObject({
      message: 'ตรวจสลิปอีกครั้งแล้ว ยืนยันยอดโอนและเติมเครดิตให้สมาชิกแล้ว',
      data: {
        outcome: 'credited',
        deposit: { status: 'approved', amount: 1250, check: { status: 'confirmed' }, next_check_at: null },
      },
    });
    expect(await w.satangOf(`member:${member.id}`)).toBe(125_000);
    expect(t.emitted).toContainEqual(
      expect.objectContaining({
        room: 'cashier',
        payload: expect.objectContaining({ action: 'decided', id }) as unknown,
      }),
    );
    expect(t.emitted).toContainEqual({
      room: 'user',
      id: member.id,
      event: 'BALANCE',
      payload: { balance: 1250, event_point: 0 },
    });
    const { rows } = await t.db.query<{ operator_id: number | null; before: unknown; after: unknown }>(
      `SELECT operator_id, before, after FROM audit_log
        WHERE action = 'deposit.recheck' AND target_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(rows.map((r) => r.after)).toMatchObject([
      { status: 'pending', pending_reason: 'unavailable', check_attempts: 1, automatic: false },
      { status: 'pending', pending_reason: 'not_found', check_attempts: 2 },
      { status: 'approved', amount: 1250, balance: 1250, check_attempts: 3 },
    ]);
    expect(rows.every((r) => r.operator_id !== null)).toBe(true);

    // decided: a re-check now is refused and moves nothing
    const again = await recheck(id);
    expect(again.statusCode).toBe(409);
    expect(body<ErrorBody>(again).message).toBe('รายการฝากนี้ถูกดำเนินการไปแล้ว');
    expect(await depositEntries(id)).toBe(1);
    await w.expectLedgerOk();
  });

  it('applies the first check’s whole rule: a confirmed transfer to another account still waits, and is not retried', async () => {
    const { member, id } = await waitingSlip(DOWN);
    service.answer = confirmed(800, 'xxx-x-x9999-x');
    const res = await recheck(id);
    expect(body<Envelope<DepositRecheck>>(res)).toMatchObject({
      message: 'ตรวจสลิปอีกครั้งแล้ว ยังรอตรวจสอบ: โอนเข้าบัญชีที่ไม่ใช่ของเรา',
      data: { outcome: 'waiting', deposit: { pending_reason: 'receiver_mismatch', next_check_at: null } },
    });
    expect(await w.satangOf(`member:${member.id}`)).toBe(0);
  });

  it('judges a slip’s age by when it was sent, not by when the service came back', async () => {
    const { member, id } = await waitingSlip(DOWN);
    // the service was down for two days: the slip was fresh when the member sent it
    await t.db.query(`UPDATE deposits SET created_at = now() - interval '2 days' WHERE id = $1`, [id]);
    const old = confirmed(300);
    old.body.data.transTimestamp = new Date(Date.now() - 2 * 86_400_000 - 60_000).toISOString();
    service.answer = old;
    expect(body<Envelope<DepositRecheck>>(await recheck(id)).data.outcome).toBe('credited');
    expect(await w.satangOf(`member:${member.id}`)).toBe(30_000);
    await w.expectLedgerOk();
  });

  it('credits once when ten re-checks and a cashier’s approval race', async () => {
    const { member, id } = await waitingSlip(DOWN);
    service.answer = confirmed(500, undefined, 30);
    const others = await Promise.all([1, 2, 3].map(() => operatorToken(t.app, t.db, 'cashier')));
    const tokens = [desk.cashier, desk.admin, ...others];
    const replies = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => recheck(id, tokens[i % tokens.length])),
      callRoute(t.app, cashierRoutes.approveDeposit, {
        as: desk.cashier,
        params: { id },
        body: { amount: 500 },
      }),
    ]);
    const credited = replies.filter(
      (r) =>
        r.statusCode === 200 &&
        (body<Envelope<DepositRecheck | AdminDeposit>>(r).data as { outcome?: string }).outcome !== 'waiting',
    );
    expect(credited).toHaveLength(1);
    expect(replies.filter((r) => r.statusCode === 409)).toHaveLength(10);
    expect(await w.satangOf(`member:${member.id}`)).toBe(50_000);
    expect(await depositEntries(id)).toBe(1);
    await w.expectLedgerOk();
  });
});

describe('the automatic re-check', () => {
  // each test counts the re-checks of its own slips: the earlier tests' schedules are set aside
  beforeEach(async () => {
    await t.db.query('UPDATE deposits SET next_check_at = NULL');
  });
  const pass = (at: Date) => recheckDueDeposits(deps(), { at });
  const later = (d: Date | null, ms = 0) => {
    if (!d) throw new Error('no re-check is scheduled');
    return new Date(new Date(d).getTime() + ms);
  };

  it('asks again when due and credits once when the service is back', async () => {
    const { member, id, ref } = await waitingSlip(DOWN);
    const first = await scheduleOf(id);
    const wait = new Date(first.next_check_at ?? 0).getTime() - new Date(first.created_at).getTime();
    expect(Math.abs(wait - SLIP_RECHECK.firstDelayMs)).toBeLessThan(2000);

    // not due yet: nothing asked
    const asked = service.bodies.length;
    expect((await pass(later(first.next_check_at, -1000))).claimed).toBe(0);
    expect(service.bodies.length).toBe(asked);

    // due, still down: asked once, waits for the next, twice as far
    service.answer = DOWN;
    const at1 = later(first.next_check_at);
    expect(await pass(at1)).toMatchObject({ waiting: 1, credited: 0 });
    const second = await scheduleOf(id);
    expect(second.check_attempts).toBe(1);
    expect(later(second.next_check_at).getTime() - at1.getTime()).toBe(2 * SLIP_RECHECK.firstDelayMs);
    expect(await queueRow(id, member)).toMatchObject({
      status: 'pending',
      check_attempts: 1,
      next_check_at: later(second.next_check_at).toISOString(),
    });

    // back: credited on the next, exactly once
    service.answer = confirmed(640);
    const at2 = later(second.next_check_at);
    t.emitted.length = 0;
    expect(await pass(at2)).toMatchObject({ claimed: 1, credited: 1 });
    // the slip left the cashiers' queue: their consoles drop it at once, without a ring
    expect(t.emitted).toContainEqual(
      expect.objectContaining({
        room: 'cashier',
        event: 'CASHIER',
        payload: expect.objectContaining({ kind: 'deposit', action: 'decided', id, amount: 640 }) as unknown,
      }),
    );
    expect(await pass(later(at2, SLIP_RECHECK.maxDelayMs * 10))).toMatchObject({ credited: 0 });
    expect(service.bodies.filter((b) => (b as { transRef?: string }).transRef === ref)).toHaveLength(3);
    expect(await scheduleOf(id)).toMatchObject({
      status: 'approved',
      next_check_at: null,
      check_attempts: 2,
    });
    expect(await w.satangOf(`member:${member.id}`)).toBe(64_000);
    expect(await depositEntries(id)).toBe(1);
    const { rows } = await t.db.query<{ operator_id: number | null; after: { automatic: boolean } }>(
      `SELECT operator_id, after FROM audit_log WHERE action = 'deposit.recheck' AND target_id = $1`,
      [String(id)],
    );
    // the system's credit is in the log; its inconclusive tries are not
    expect(rows).toMatchObject([{ operator_id: null, after: { automatic: true, status: 'approved' } }]);
    await w.expectLedgerOk();
  });

  it('backs off 30 s, 1, 2, 4 … minutes up to 30, and leaves the slip to a cashier after the last try', async () => {
    const { member, id } = await waitingSlip(DOWN);
    service.answer = DOWN;
    const gaps: number[] = [];
    let at = later((await scheduleOf(id)).next_check_at);
    for (;;) {
      await pass(at);
      const s = await scheduleOf(id);
      if (!s.next_check_at) break;
      const next = later(s.next_check_at);
      gaps.push((next.getTime() - at.getTime()) / 1000);
      at = next;
      if (gaps.length > 50) throw new Error('the re-check never gives up');
    }
    expect(gaps).toEqual([60, 120, 240, 480, 960, 1800, 1800, 1800, 1800, 1800, 1800]);
    expect(await scheduleOf(id)).toMatchObject({
      status: 'pending',
      check_attempts: SLIP_RECHECK.maxAttempts,
      next_check_at: null,
    });
    expect(await queueRow(id, member)).toMatchObject({ pending_reason: 'unavailable', next_check_at: null });
    expect((await pass(later(at, 86_400_000 / 2))).claimed).toBe(0);
  });

  it('tries a transfer the service does not know yet a few times only', async () => {
    const { id } = await waitingSlip(UNKNOWN);
    let tries = 0;
    for (let s = await scheduleOf(id); s.next_check_at; s = await scheduleOf(id)) {
      await pass(later(s.next_check_at));
      tries++;
    }
    expect(tries).toBe(SLIP_RECHECK.notFoundMaxAttempts);
  });

  it('never retries a mismatch', async () => {
    const { id } = await waitingSlip(confirmed(100, 'xxx-x-x9999-x'));
    expect(await scheduleOf(id)).toMatchObject({ next_check_at: null, check_attempts: 0 });
    // and a slip that turns out to be one on a re-check stops there
    const down = await waitingSlip(DOWN);
    service.answer = confirmed(100, 'xxx-x-x9999-x');
    await pass(later((await scheduleOf(down.id)).next_check_at));
    expect(await scheduleOf(down.id)).toMatchObject({ next_check_at: null, check_attempts: 1 });
  });

  it('lets two passes at once re-check each deposit once, and one node’s abandoned claim be taken after its lease', async () => {
    const member = await w.fundedMember(0);
    const slips = [];
    for (let i = 0; i < 6; i++) slips.push(await waitingSlip(DOWN, member));
    const due = new Date(Date.now() + 10 * 60_000);
    service.answer = confirmed(100, undefined, 150);
    service.bodies.length = 0;
    const [a, b] = await Promise.all([pass(due), pass(due)]);
    expect(a.claimed + b.claimed).toBe(6);
    expect(a.credited + b.credited).toBe(6);
    const refs = service.bodies.map((x) => (x as { transRef: string }).transRef);
    for (const s of slips)
      expect(
        refs.filter((r) => r === s.ref),
        s.ref,
      ).toHaveLength(1);
    expect(await w.satangOf(`member:${member.id}`)).toBe(60_000);
    await w.expectLedgerOk();

    // a node claims a deposit and stops before answering: nobody takes it until the lease runs out
    const stranded = await waitingSlip(DOWN, member);
    const claimAt = later((await scheduleOf(stranded.id)).next_check_at);
    const lease = new Date(claimAt.getTime() + SLIP_RECHECK.leaseMs + t.config.slipCheckTimeoutMs);
    await t.db.query('UPDATE deposits SET next_check_at = $2 WHERE id = $1', [stranded.id, lease]);
    service.answer = confirmed(100);
    service.bodies.length = 0;
    await pass(later(lease, -1000));
    expect(service.bodies.map((x) => (x as { transRef: string }).transRef)).not.toContain(stranded.ref);
    await pass(lease);
    expect(await scheduleOf(stranded.id)).toMatchObject({ status: 'approved' });
    expect(await w.satangOf(`member:${member.id}`)).toBe(70_000);
    await w.expectLedgerOk();
  });

  it('drops its answer when a cashier re-checked the slip while the service was answering', async () => {
    const { id } = await waitingSlip(DOWN);
    service.answer = { ...DOWN, delayMs: 400 };
    service.bodies.length = 0;
    const running = pass(later((await scheduleOf(id)).next_check_at));
    for (let i = 0; i < 50 && service.bodies.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    service.answer = DOWN;
    expect(body<Envelope<DepositRecheck>>(await recheck(id)).data.deposit.check_attempts).toBe(1);
    expect(await running).toMatchObject({ claimed: 1, waiting: 0, skipped: 1 });
    // the cashier's answer and schedule stand: one try, not two
    expect(await scheduleOf(id)).toMatchObject({ check_attempts: 1, status: 'pending' });
  });

  it('drops its answer when a cashier decided while the service was answering', async () => {
    const { member, id } = await waitingSlip(DOWN);
    service.answer = confirmed(900, undefined, 300);
    const running = pass(later((await scheduleOf(id)).next_check_at));
    await new Promise((r) => setTimeout(r, 100));
    const rejected = await callRoute(t.app, cashierRoutes.rejectDeposit, {
      as: desk.cashier,
      params: { id },
      body: { reason: 'ซ้ำ' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(await running).toMatchObject({ credited: 0 });
    expect(await scheduleOf(id)).toMatchObject({ status: 'rejected', next_check_at: null });
    expect(await w.satangOf(`member:${member.id}`)).toBe(0);
    await w.expectLedgerOk();
  });
});

describe('the re-check on a running server', () => {
  let running: { app: FastifyInstance; db: Db; drop: () => Promise<void> } | undefined;
  let closed = false;
  beforeAll(async () => {
    const { db, drop } = await createTestDb();
    const config = testConfig({ slipCheckUrl: service.url, slipCheckTimeoutMs: 5000, slipRecheckTickMs: 20 });
    const app = await buildApp({ config, db, realtime: recordingBus() });
    await app.ready();
    running = { app, db, drop };
  });
  afterAll(async () => {
    if (running && !closed) await running.app.close();
    await running?.drop();
  });

  it('runs by itself, and the server closes at once while the service is still answering', async () => {
    if (!running) throw new Error('the server did not start');
    const { app, db } = running;
    const member = await aMember(app);
    service.answer = DOWN;
    const sent = await callRoute(app, walletRoutes.slip, {
      as: member.accessToken,
      body: { payload: nextSlip() },
    });
    const id = body<Envelope<SlipData>>(sent).data.deposit.id;
    // the service now hangs, and the re-check is due
    service.answer = { ...DOWN, delayMs: 4000 };
    service.bodies.length = 0;
    await db.query('UPDATE deposits SET next_check_at = now() WHERE id = $1', [id]);
    for (let i = 0; i < 250 && service.bodies.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(service.bodies).toHaveLength(1);
    const started = Date.now();
    await app.close();
    closed = true;
    expect(Date.now() - started).toBeLessThan(1000);
    // abandoned to its lease: not counted as a try, still waiting
    const { rows } = await db.query<{ check_attempts: number; status: string }>(
      'SELECT check_attempts, status FROM deposits WHERE id = $1',
      [id],
    );
    expect(rows).toEqual([{ check_attempts: 0, status: 'pending' }]);
  });
});
