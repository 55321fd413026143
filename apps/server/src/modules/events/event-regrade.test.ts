// Correcting a settled event: a regrade with a required reason posts the new
// grading and a reversal of the one in force, never edits the journal, moves nothing when repeated,
// and keeps the ledger whole under parallel corrections.
import type { AdminEvent, EventRegradeResult } from '@sanam/contract/events.ts';
import { eventDeskRoutes } from '@sanam/contract/routes/events.ts';
import { walletRoutes } from '@sanam/contract/routes/wallet.ts';
import type { TransactionPage } from '@sanam/contract/wallet.ts';
import { describe, expect, it } from 'vitest';
import { type BodyOf, callRoute } from '../../test/call-route.ts';
import { eventsFactory } from '../../test/factories/events.ts';
import { expectLedgerOk } from '../../test/factories/ledger.ts';
import type { TestMember } from '../../test/factories/members.ts';
import { body, type Envelope, type ErrorBody } from '../../test/factories/replies.ts';
import { EN } from '../../test/factories/wallet.ts';
import { useDesk } from '../../test/harness.ts';

const desk = useDesk();
const { t } = desk;
const f = eventsFactory(desk);

const regrade = (eventId: number, payload: BodyOf<typeof eventDeskRoutes.regrade>) =>
  f.consoleCall(eventDeskRoutes.regrade, { params: { id: eventId }, body: payload });

async function history(member: TestMember) {
  const res = await callRoute(t.app, walletRoutes.transactions, { as: member, body: {} });
  expect(res.statusCode, res.body).toBe(200);
  return body<Envelope<TransactionPage>>(res).data.items;
}

/**
 * A settled event: a backs red 100 (1.85), b backs blue 50 (2.1), c backs red 30 and blue 20 (a
 * hedge, no coin). Each starts with 200 baht. Settled red: a gets 185, c gets 55.50.
 */
async function settledRed() {
  const { open, a, b, c } = await f.threeBackers();
  await f.bet(c, open.id, { amount: 20, type: 'blue', odds: 2.1 });
  f.expectEvent(
    await f.consoleCall(eventDeskRoutes.settle, { params: { id: open.id }, body: { winner: 'red' } }),
  );
  return { event: open, a, b, c };
}

const regradeEntries = async (eventId: number) =>
  (
    await t.db.query<{ key: string; type: number; total: number }>(
      `SELECT e.key, e.type, coalesce(sum(p.amount) FILTER (WHERE p.account LIKE 'member:%'), 0)::bigint AS total
         FROM journal_entries e JOIN postings p ON p.entry_id = e.id
        WHERE e.key LIKE $1 GROUP BY e.id, e.key, e.type ORDER BY e.id`,
      [`event-regrade:${eventId}:%`],
    )
  ).rows;

describe('correcting a settled event', () => {
  it('reverses the first grading and pays the new one exactly, with the reason and totals audited', async () => {
    const { event, a, b, c } = await settledRed();
    expect(await Promise.all([a, b, c].map((m) => f.cashOf(m.id)))).toEqual([28_500, 15_000, 20_550]);
    expect(await Promise.all([a, b, c].map((m) => f.coinsOf(m.id)))).toEqual([1, 0, 0]);

    const res = await regrade(event.id, { winner: 'blue', reason: 'กรรมการแก้ผลหลังตรวจวิดีโอ' });
    expect(res.statusCode, res.body).toBe(200);
    const reply = body<Envelope<EventRegradeResult>>(res);
    expect(reply.message).toBe('แก้ผลกิจกรรมและจ่ายเงินใหม่แล้ว');
    // staked 200; red paid 185 + 55.50; blue pays 105 + 42
    expect(reply.data).toMatchObject({
      state: 'settled',
      winner: 'blue',
      version: event.version + 2,
      correction: {
        from: 'red',
        to: 'blue',
        reason: 'กรรมการแก้ผลหลังตรวจวิดีโอ',
        reversed: { stakes: 200, paid: 240.5 },
        paid: 147,
        house_before: -40.5,
        house_after: 53,
        members: 3,
      },
    });
    // a: 100 − 100 lost; b: 150 + 105; c: 150 + 42
    expect(await Promise.all([a, b, c].map((m) => f.cashOf(m.id)))).toEqual([10_000, 25_500, 19_200]);
    // coins do not depend on the winner: none move
    expect(await Promise.all([a, b, c].map((m) => f.coinsOf(m.id)))).toEqual([1, 0, 0]);
    expect(await f.escrowOf(event.id)).toBe(0);

    // two new entries, the new grading first; the settlement's entry is untouched
    const v = event.version + 2;
    expect(await regradeEntries(event.id)).toEqual([
      { key: `event-regrade:${event.id}:v${v}:bill`, type: 4, total: 14_700 },
      { key: `event-regrade:${event.id}:v${v}:reverse`, type: 4, total: -24_050 },
    ]);

    // the member's history: the bill, the new bill, the reversal, with an unbroken before/after
    const [reversal, newBill, firstBill] = await history(c);
    expect(firstBill).toMatchObject({ type: 4, amount: 55.5, before_amount: 150, after_amount: 205.5 });
    expect(newBill).toMatchObject({
      type: 4,
      topic: expect.stringContaining('(แก้ผล)') as string,
      amount: 42,
      before_amount: 205.5,
      after_amount: 247.5,
    });
    expect(reversal).toMatchObject({
      type: 4,
      topic: expect.stringContaining('ยกเลิกผลเดิม') as string,
      amount: -55.5,
      before_amount: 247.5,
      after_amount: 192,
    });
    const [aReversal] = await history(a);
    expect(aReversal).toMatchObject({ amount: -185, before_amount: 285, after_amount: 100 });

    // the member's bets now read as the new grading
    const { rows: bets } = await t.db.query<{ member_id: number; status: string; payout_satang: number }>(
      'SELECT member_id, status, payout_satang FROM event_bets WHERE event_id = $1 ORDER BY id',
      [event.id],
    );
    expect(bets.map((r) => [r.status, r.payout_satang])).toEqual([
      ['lost', 0],
      ['won', 10_500],
      ['lost', 0],
      ['won', 4_200],
    ]);

    const { rows: audits } = await t.db.query<{ before: { winner: string }; after: Record<string, unknown> }>(
      `SELECT before, after FROM audit_log WHERE action = 'event.regrade' AND target_id = $1`,
      [String(event.id)],
    );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.before).toMatchObject({ winner: 'red', state: 'settled' });
    expect(audits[0]?.after).toMatchObject({
      winner: 'blue',
      reason: 'กรรมการแก้ผลหลังตรวจวิดีโอ',
      correction: { reversed: { stakes: 200, paid: 240.5 }, paid: 147, house_before: -40.5, house_after: 53 },
    });
    await expectLedgerOk(t.app, desk.admin);
  });

  it('moves nothing the second time: the same correction again is refused, and so is the result in force', async () => {
    const { event, a, b } = await settledRed();
    expect((await regrade(event.id, { winner: 'blue', reason: 'ผิดฝั่ง' })).statusCode).toBe(200);
    const before = await f.snapshot();
    const again = await regrade(event.id, { winner: 'blue', reason: 'ผิดฝั่ง' });
    expect(again.statusCode).toBe(409);
    expect(body<ErrorBody>(again).message).toBe('ตัวเลือกนี้คือผลปัจจุบันอยู่แล้ว');
    expect(await f.snapshot()).toEqual(before);

    // back to the first result: a second correction with its own entries, the balances as settled
    expect((await regrade(event.id, { winner: 'red', reason: 'กลับผลเดิม' })).statusCode).toBe(200);
    expect(await f.cashOf(a.id)).toBe(28_500);
    expect(await f.cashOf(b.id)).toBe(15_000);
    expect(await regradeEntries(event.id)).toHaveLength(4);
    expect(await f.escrowOf(event.id)).toBe(0);
    await expectLedgerOk(t.app, desk.admin);
  });

  it('requires a reason and a settled event, in the operator’s language, and changes nothing', async () => {
    const { event } = await settledRed();
    const cancelled = await f.openEvent();
    expect((await f.consoleCall(eventDeskRoutes.cancel, { params: { id: cancelled.id } })).statusCode).toBe(
      200,
    );
    const open = await f.openEvent();
    const before = await f.snapshot();

    const noReason = await f.consoleCall(eventDeskRoutes.regrade, {
      params: { id: event.id },
      rawBody: { winner: 'blue' },
    });
    expect(noReason.statusCode).toBe(400);
    const blank = await callRoute(t.app, eventDeskRoutes.regrade, {
      as: desk.operator,
      params: { id: event.id },
      body: {
        winner: 'blue',
        reason: '   ',
      },
      headers: EN,
    });
    expect(blank.statusCode).toBe(400);
    expect(body<ErrorBody>(blank).data?.fields).toMatchObject({ reason: expect.any(String) as string });

    const onCancelled = await callRoute(t.app, eventDeskRoutes.regrade, {
      as: desk.operator,
      params: { id: cancelled.id },
      body: {
        winner: 'blue',
        reason: 'x',
      },
      headers: EN,
    });
    expect(onCancelled.statusCode).toBe(409);
    expect(body<ErrorBody>(onCancelled).message).toBe(
      'Only a settled event can be corrected (a cancelled event cannot)',
    );
    expect((await regrade(open.id, { winner: 'blue', reason: 'x' })).statusCode).toBe(409);
    expect((await regrade(event.id, { winner: 'nobody', reason: 'x' })).statusCode).toBe(400);
    expect((await regrade(999_999, { winner: 'blue', reason: 'x' })).statusCode).toBe(404);
    const byCashier = await f.consoleCall(eventDeskRoutes.regrade, {
      as: desk.cashier,
      params: { id: event.id },
      body: { winner: 'blue', reason: 'x' },
    });
    expect(byCashier.statusCode).toBe(403);
    expect(await f.snapshot()).toEqual(before);
  });

  it('never waits for a winner who spent what the correction takes back: they owe it', async () => {
    const { event, a, b, c } = await settledRed();
    // a spends the winnings on another event: 285 → 5
    const other = await f.openEvent();
    expect((await f.bet(a, other.id, { amount: 280, type: 'draw', odds: 7.5 })).statusCode).toBe(200);
    const res = await regrade(event.id, { winner: 'blue', reason: 'แก้ผล' });
    expect(res.statusCode).toBe(200);
    // b and c are graded blue as if nothing had happened; a owes the 185 they had won
    expect(await Promise.all([a, b, c].map((m) => f.cashOf(m.id)))).toEqual([500 - 18_500, 25_500, 19_200]);
    expect(await f.escrowOf(event.id)).toBe(0);
    const check = await expectLedgerOk(t.app, desk.admin);
    expect(check.checks.find((x) => x.code === 'no_negative_balance')?.findings).toEqual([
      { code: 'owed_after_corrections', params: { members: 1, owed: 18_000 } },
    ]);
  });

  it('keeps the ledger whole under parallel corrections to the same and to different winners', async () => {
    const { event, a, b, c } = await settledRed();
    const winners = ['blue', 'blue', 'draw', 'red', 'blue', 'draw', 'draw', 'red', 'blue', 'red'];
    const results = await Promise.all(
      winners.map((winner, i) => regrade(event.id, { winner, reason: `แก้ผลครั้งที่ ${i + 1}` })),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThan(0);
    // a correction is applied whole or refused as the result already in force; nothing else
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const listed = body<Envelope<AdminEvent[]>>(await f.consoleCall(eventDeskRoutes.list)).data;
    const winner = listed.find((e) => e.id === event.id)?.winner;
    const { rows: audits } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'event.regrade' AND target_id = $1`,
      [String(event.id)],
    );
    expect(audits[0]?.n).toBe(ok.length);
    // two entries per applied correction, each key once
    expect(await regradeEntries(event.id)).toHaveLength(2 * ok.length);

    // whatever the order, the balances and the house are those of one settlement to the final winner
    const settledTo: Record<string, { cash: number[]; house: number }> = {
      red: { cash: [28_500, 15_000, 20_550], house: -4_050 },
      blue: { cash: [10_000, 25_500, 19_200], house: 5_300 },
      draw: { cash: [10_000, 15_000, 15_000], house: 20_000 },
    };
    const expected = settledTo[winner ?? ''];
    if (!expected) throw new Error(`unexpected winner ${winner}`);
    expect(await Promise.all([a, b, c].map((m) => f.cashOf(m.id)))).toEqual(expected.cash);
    expect(await f.escrowOf(event.id)).toBe(0);
    const { rows: house } = await t.db.query<{ total: number }>(
      `SELECT coalesce(sum(p.amount), 0)::bigint AS total FROM postings p JOIN journal_entries e ON e.id = p.entry_id
        WHERE p.account = 'house' AND p.currency = 'THB' AND (e.key LIKE $1 OR e.key LIKE $2)`,
      [`event-settle:${event.id}:%`, `event-regrade:${event.id}:%`],
    );
    expect(house[0]?.total).toBe(expected.house);
    await expectLedgerOk(t.app, desk.admin);
  });
});
