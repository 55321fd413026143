// An Idempotency-Key is bound to its caller, its route and the request it first came with
// (idempotency.ts): a recycled key with another request is refused and moves nothing, a true retry
// gets the first answer and moves the money once. Every route that takes a key, on a real database.
import type { AdminMember } from '@sanam/contract/admin.ts';
import type { EventBetData } from '@sanam/contract/events.ts';
import { translate } from '@sanam/contract/messages.ts';
import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import { eventRoutes } from '@sanam/contract/routes/events.ts';
import type { StepBetData } from '@sanam/contract/steps.ts';
import type { WithdrawData } from '@sanam/contract/wallet.ts';
import { describe, expect, it } from 'vitest';
import { callRoute, type BodyOf } from '../test/call-route.ts';
import { eventsFactory } from '../test/factories/events.ts';
import { body, type Envelope, type ErrorBody } from '../test/factories/replies.ts';
import { rewardsFactory } from '../test/factories/rewards.ts';
import { stepFactory } from '../test/factories/steps.ts';
import { EN } from '../test/factories/wallet.ts';
import { useDesk } from '../test/harness.ts';
import { canonicalJson } from './idempotency.ts';

const desk = useDesk();
const { t } = desk;

const r = rewardsFactory(desk);
const ev = eventsFactory(desk);
const st = stepFactory(desk);

const REUSED_TH = translate('idempotency.key_reused', 'th');
const REUSED_EN = translate('idempotency.key_reused', 'en');

const adjust = (
  token: string,
  memberId: number,
  payload: BodyOf<typeof memberDeskRoutes.adjust>,
  key: string,
  headers = {},
) =>
  callRoute(t.app, memberDeskRoutes.adjust, {
    as: token,
    params: { id: memberId },
    body: payload,
    headers: {
      'idempotency-key': key,
      ...headers,
    },
  });

function expectReused(res: { statusCode: number; json: () => unknown }, message = REUSED_TH) {
  expect(res.statusCode).toBe(409);
  expect((res.json() as ErrorBody).message).toBe(message);
}

describe('a cashier who sends a recycled Idempotency-Key', () => {
  it('is refused on another member, and neither member’s money moves', async () => {
    const [a, b] = await Promise.all([r.fundedMember(0), r.fundedMember(0)]);
    const first = await adjust(desk.cashier, a.id, { amount: 500, reason: 'โปรโมชัน' }, 'form-1');
    expect(first.statusCode).toBe(200);
    const before = await r.moneySnapshot();

    expectReused(await adjust(desk.cashier, b.id, { amount: 500, reason: 'โปรโมชัน' }, 'form-1'));
    expectReused(await adjust(desk.cashier, b.id, { amount: 500, reason: 'promo' }, 'form-1', EN), REUSED_EN);
    expect(await r.moneySnapshot()).toEqual(before);
    expect(await ev.cashOf(b.id)).toBe(0);
    expect(await ev.cashOf(a.id)).toBe(50_000);
  });

  it('is refused on another amount (a −700 correction of the +500) and nothing moves', async () => {
    const a = await r.fundedMember(1000);
    expect((await adjust(desk.cashier, a.id, { amount: 500, reason: 'โบนัส' }, 'form-2')).statusCode).toBe(
      200,
    );
    const before = await r.moneySnapshot();
    expectReused(await adjust(desk.cashier, a.id, { amount: -700, reason: 'แก้ไข' }, 'form-2'));
    // a recorded deposit is another request too, though the amount is the same
    expectReused(
      await adjust(desk.cashier, a.id, { amount: 500, reason: 'โบนัส', kind: 'deposit' }, 'form-2'),
    );
    expect(await r.moneySnapshot()).toEqual(before);
    expect(await ev.cashOf(a.id)).toBe(150_000);
  });

  it('gets the first answer on a true retry, whatever moved since, and the money moved once', async () => {
    const a = await r.fundedMember(0);
    const payload = { amount: 500, reason: 'โปรโมชัน' };
    const first = await adjust(desk.cashier, a.id, payload, 'form-3');
    expect(body<Envelope<AdminMember>>(first).data.balance).toBe(500);
    expect((await adjust(desk.cashier, a.id, { amount: 100, reason: 'อื่น' }, 'form-4')).statusCode).toBe(200);

    const retry = await adjust(desk.cashier, a.id, payload, 'form-3');
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await ev.cashOf(a.id)).toBe(60_000);
    const audits = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE target_type = 'member' AND target_id = $1`,
      [String(a.id)],
    );
    expect(audits.rows[0]?.n).toBe(2);
    await r.expectLedgerOk();
  });

  it('may send a refused request’s key again, corrected (one key per console dialog)', async () => {
    const a = await r.fundedMember(300);
    const refused = await adjust(desk.cashier, a.id, { amount: -700, reason: 'แก้ไข' }, 'dialog-5');
    expect(refused.statusCode).toBe(400);
    const corrected = await adjust(desk.cashier, a.id, { amount: -300, reason: 'แก้ไข' }, 'dialog-5');
    expect(corrected.statusCode).toBe(200);
    expect(await ev.cashOf(a.id)).toBe(0);
    await r.expectLedgerOk();
  });
});

describe('a member who sends a recycled key', () => {
  it('withdraw: another amount is refused and holds nothing; a true retry answers as the first', async () => {
    const m = await r.fundedMember(1000);
    const key = { 'idempotency-key': 'withdraw-1' };
    const first = await r.withdraw(m, 400, key);
    expect(first.statusCode).toBe(200);
    const before = await r.moneySnapshot();
    expectReused(await r.withdraw(m, 300, key));
    expect(await r.moneySnapshot()).toEqual(before);
    const retry = await r.withdraw(m, 400, key);
    expect(retry.json()).toEqual(first.json());
    expect(body<Envelope<WithdrawData>>(retry).data.balance).toBe(600);
    expect(await ev.cashOf(m.id)).toBe(60_000);
  });

  it('redeem: another prize is refused and takes no coins; a true retry answers as the first', async () => {
    const m = await r.memberWithCoins(2000);
    const key = { 'idempotency-key': 'redeem-1' };
    const first = await r.redeemCall(m, { itemId: 6, point: 500 }, key);
    expect(first.statusCode).toBe(200);
    const before = await r.rewardSnapshot();
    expectReused(await r.redeemCall(m, { itemId: 5, point: 300 }, key));
    expect(await r.rewardSnapshot()).toEqual(before);
    expect((await r.redeemCall(m, { itemId: 6, point: 500 }, key)).json()).toEqual(first.json());
    expect(await r.balancesOf(m.id)).toEqual({ cash: 20_000, coins: 1500 });
  });

  it('event bet: the same ref on another amount, or its key on another route, is refused', async () => {
    const open = await ev.openEvent();
    const m = await ev.fundedMember(100);
    const bet = { amount: 10, type: 'red', odds: 1.85 };
    const first = await ev.bet(m, open.id, { ...bet, ref: 'tap-9' });
    expect(first.statusCode).toBe(200);
    const keyed = await ev.bet(m, open.id, bet, { 'idempotency-key': 'tap-10' });
    expect(keyed.statusCode).toBe(200);
    const before = await ev.snapshot();

    expectReused(await ev.bet(m, open.id, { ...bet, amount: 20, ref: 'tap-9' }));
    expectReused(
      await ev.bet(m, open.id, { ...bet, type: 'blue', odds: 2.1 }, { 'idempotency-key': 'tap-10' }),
    );
    // the same bet sent to the event in the body is another route
    expectReused(
      await callRoute(t.app, eventRoutes.quizBet, {
        as: m,
        body: { ...bet, event_id: open.id },
        headers: { 'idempotency-key': 'tap-10' },
      }),
    );
    expect(await ev.snapshot()).toEqual(before);

    const retry = await ev.bet(m, open.id, { ...bet, ref: 'tap-9' });
    expect(retry.json()).toEqual(first.json());
    expect(body<Envelope<EventBetData>>(retry).data.balance).toBe(90);
    expect(await ev.cashOf(m.id)).toBe(8000);
  });

  it('step ticket: another stake under the same key is refused; a retry answers the first ticket', async () => {
    const rounds = await st.rounds(2);
    const m = await st.fundedMember(1000);
    const steps = rounds.map((x) => ({ ...x, type: 'red' as const }));
    const key = { 'idempotency-key': 'ticket-1' };
    const first = await st.place(m, { amount: 100, steps }, key);
    expect(first.statusCode).toBe(200);
    const before = await st.snapshot();
    expectReused(await st.place(m, { amount: 200, steps }, key), REUSED_EN);
    expect(await st.snapshot()).toEqual(before);
    const retry = await st.place(m, { amount: 100, steps }, key);
    expect(retry.json()).toEqual(first.json());
    expect(body<Envelope<StepBetData>>(retry).data.balance).toBe(900);
  });

  it('is its own: another member may use the same key', async () => {
    const [a, b] = await Promise.all([r.fundedMember(1000), r.fundedMember(1000)]);
    const key = { 'idempotency-key': 'same-key' };
    expect((await r.withdraw(a, 400, key)).statusCode).toBe(200);
    expect((await r.withdraw(b, 300, key)).statusCode).toBe(200);
    expect(await ev.cashOf(a.id)).toBe(60_000);
    expect(await ev.cashOf(b.id)).toBe(70_000);
  });
});

describe('the fingerprint of a request', () => {
  it('is one JSON whatever the order of its keys', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: 'x' } })).toBe(
      canonicalJson({ a: { c: 'x', d: [2, { e: 0, f: 1 }] }, b: 1 }),
    );
    expect(canonicalJson({ a: 1, skip: undefined })).toBe('{"a":1}');
    expect(canonicalJson({ a: 500 })).not.toBe(canonicalJson({ a: -700 }));
  });
});
