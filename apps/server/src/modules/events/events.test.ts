// Event / quiz bets through the member and console APIs, on a real database: every rule,
// every refusal changing nothing, parallel bets and parallel settle / cancel, the ledger check after each.
import type { AdminEvent, EventBetData, QuizEvent } from '@sanam/contract/events.ts';
import { eventDeskRoutes, eventRoutes } from '@sanam/contract/routes/events.ts';
import { walletRoutes } from '@sanam/contract/routes/wallet.ts';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { eventsFactory, THREE_WAY } from '../../test/factories/events.ts';
import { expectLedgerOk } from '../../test/factories/ledger.ts';
import { aMember, type TestMember } from '../../test/factories/members.ts';
import { body, type Envelope, type ErrorBody } from '../../test/factories/replies.ts';
import { EN } from '../../test/factories/wallet.ts';
import { useDesk } from '../../test/harness.ts';

const desk = useDesk();
const { t } = desk;

const f = eventsFactory(desk);

const quiz = async (member: TestMember) =>
  body<Envelope<QuizEvent[]>>(await callRoute(t.app, eventRoutes.quiz, { as: member })).data;

const entriesOf = async (memberId: number) =>
  (
    await t.db.query<{
      type: number;
      topic: string;
      amount: number;
      before_amount: number;
      after_amount: number;
    }>(
      `SELECT e.type, e.topic, p.amount, p.before_amount, p.after_amount
         FROM postings p JOIN journal_entries e ON e.id = p.entry_id
        WHERE p.account = $1 ORDER BY p.id`,
      [`member:${memberId}`],
    )
  ).rows;

describe('an event members bet on', () => {
  it('lists only open events, with their options, odds and the member’s own bets', async () => {
    const draft = await f.createEvent();
    expect(draft).toMatchObject({ state: 'draft', total_staked: 0, winner: null });
    const open = await f.openEvent();
    const member = await f.fundedMember(500);

    const listed = await quiz(member);
    expect(listed.map((e) => e.id)).toContain(open.id);
    expect(listed.map((e) => e.id)).not.toContain(draft.id);
    const event = listed.find((e) => e.id === open.id);
    expect(event).toMatchObject({
      question: THREE_WAY.question,
      closes_at: null,
      options: [
        { key: 'red', label: 'ไอ้แดง', odds: 1.85 },
        { key: 'blue', label: 'ไอ้ดำ', odds: 2.1 },
        { key: 'draw', label: 'เสมอ', odds: 7.5 },
      ],
      my_bets: [],
    });

    const res = await f.bet(member, open.id, { amount: 120, type: 'blue', odds: 2.1 });
    expect(res.statusCode).toBe(200);
    const data = body<Envelope<EventBetData>>(res);
    expect(data.message).toBe('ทายผลสำเร็จ');
    expect(data.data).toMatchObject({
      bet: {
        event_id: open.id,
        type: 'blue',
        label: 'ไอ้ดำ',
        amount: 120,
        odds: 2.1,
        status: 'placed',
        payout: null,
      },
      balance: 380,
      // no coin at placement: coins come with the grading
      event_point: 0,
    });
    expect(await f.escrowOf(open.id)).toBe(12000);
    const [, betEntry] = await entriesOf(member.id);
    expect(betEntry).toEqual({
      type: 3,
      topic: `ทายผลกิจกรรม: ${THREE_WAY.question} — ไอ้ดำ`,
      amount: -12000,
      before_amount: 50000,
      after_amount: 38000,
    });
    const history = await callRoute(t.app, walletRoutes.transactions, {
      as: member,
      body: { filter: 'bet' },
    });
    expect(history.statusCode).toBe(200);
    expect(history.body).toContain(`ทายผลกิจกรรม: ${THREE_WAY.question} — ไอ้ดำ`);
    const again = (await quiz(member)).find((e) => e.id === open.id);
    expect(again?.my_bets).toEqual([data.data.bet]);
    await expectLedgerOk(t.app, desk.admin);
  });

  it('takes the same bet on /user/quiz/bet with the event in the body', async () => {
    const open = await f.openEvent();
    const member = await f.fundedMember(100);
    const res = await callRoute(t.app, eventRoutes.quizBet, {
      as: member,
      body: {
        event_id: open.id,
        amount: 10,
        type: 'draw',
        odds: 7.5,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(body<Envelope<EventBetData>>(res).data).toMatchObject({
      bet: { event_id: open.id, type: 'draw' },
      balance: 90,
    });
  });

  it('places one bet for a repeated ref or Idempotency-Key', async () => {
    const open = await f.openEvent();
    const member = await f.fundedMember(100);
    const first = await f.bet(member, open.id, { amount: 10, type: 'red', odds: 1.85, ref: 'r-1' });
    const again = await f.bet(member, open.id, { amount: 10, type: 'red', odds: 1.85, ref: 'r-1' });
    expect(body<Envelope<EventBetData>>(again).data.bet.id).toBe(
      body<Envelope<EventBetData>>(first).data.bet.id,
    );
    const keyed = await Promise.all(
      Array.from({ length: 5 }, () =>
        f.bet(member, open.id, { amount: 10, type: 'red', odds: 1.85 }, { 'idempotency-key': 'tap-1' }),
      ),
    );
    expect(keyed.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(keyed.map((r) => body<Envelope<EventBetData>>(r).data.bet.id)).size).toBe(1);
    expect(await f.cashOf(member.id)).toBe(8000);
    await expectLedgerOk(t.app, desk.admin);
  });
});

describe('bets refused, nothing changed', () => {
  it('refuses a draft, a closed, a past-closing and an unknown event', async () => {
    const member = await f.fundedMember(100);
    const draft = await f.createEvent();
    const closed = await f.openEvent();
    f.expectEvent(await f.consoleCall(eventDeskRoutes.close, { params: { id: closed.id } }));
    const late = await f.openEvent({
      ...THREE_WAY,
      closes_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await t.db.query(`UPDATE events SET closes_at = now() - interval '1 second' WHERE id = $1`, [late.id]);

    const before = await f.snapshot();
    const cases: Array<[number, number, string]> = [
      [draft.id, 409, 'กิจกรรมนี้ไม่เปิดรับทายผล'],
      [closed.id, 409, 'กิจกรรมนี้ไม่เปิดรับทายผล'],
      [late.id, 409, 'กิจกรรมนี้ปิดรับทายผลแล้ว'],
      [999_999, 404, 'ไม่พบกิจกรรมนี้'],
    ];
    for (const [id, status, message] of cases) {
      const res = await f.bet(member, id, { amount: 10, type: 'red', odds: 1.85 });
      expect(res.statusCode).toBe(status);
      expect(body<ErrorBody>(res).message).toBe(message);
    }
    expect((await quiz(member)).map((e) => e.id)).not.toContain(late.id);
    expect(await f.snapshot()).toEqual(before);
  });

  it('refuses an unknown option, a bad amount, a stake off the steps and over the balance, in the member’s language', async () => {
    const open = await f.openEvent();
    const member = await f.fundedMember(50);
    const before = await f.snapshot();
    const unknown = await f.bet(member, open.id, { amount: 10, type: 'green', odds: 1.85 }, EN);
    expect(unknown.statusCode).toBe(400);
    expect(body<ErrorBody>(unknown).message).toBe('Unknown option');
    for (const amount of [0, -5, 1.001, '10', null]) {
      const res = await f.bet(member, open.id, { amount, type: 'red', odds: 1.85 });
      expect(res.statusCode).toBe(400);
    }
    // the default minimum's steps of 10 baht, told before the balance
    for (const amount of [15, 50.01]) {
      const off = await f.bet(member, open.id, { amount, type: 'red', odds: 1.85 }, EN);
      expect([off.statusCode, body<ErrorBody>(off).message]).toEqual([
        400,
        'The stake must be a whole multiple of 10 baht',
      ]);
    }
    const over = await f.bet(member, open.id, { amount: 60, type: 'red', odds: 1.85 }, EN);
    expect(over.statusCode).toBe(400);
    expect(body<ErrorBody>(over).message).toBe('Insufficient balance');
    expect(await f.snapshot()).toEqual(before);
  });

  it('refuses odds the operator has changed, and takes the new odds', async () => {
    const open = await f.openEvent();
    const member = await f.fundedMember(100);
    const changed = f.expectEvent(
      await f.consoleCall(eventDeskRoutes.odds, { params: { id: open.id }, body: { odds: { red: 1.6 } } }),
    );
    expect(changed.version).toBe(open.version + 1);
    expect(changed.options[0]).toMatchObject({ key: 'red', odds: 1.6 });

    const before = await f.snapshot();
    const stale = await f.bet(member, open.id, { amount: 10, type: 'red', odds: 1.85 });
    expect(stale.statusCode).toBe(409);
    expect(body<ErrorBody>(stale).message).toBe('ราคาเปลี่ยนแล้ว กรุณาตรวจสอบราคาใหม่ก่อนทายผล');
    expect(await f.snapshot()).toEqual(before);

    const fresh = await f.bet(member, open.id, { amount: 10, type: 'red', odds: 1.6 });
    expect(body<Envelope<EventBetData>>(fresh).data.bet.odds).toBe(1.6);
  });

  it('never spends more than the balance under parallel bets', async () => {
    const open = await f.openEvent();
    const member = await f.fundedMember(1000);
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        f.bet(member, open.id, { amount: 100, type: i % 2 ? 'red' : 'blue', odds: i % 2 ? 1.85 : 2.1 }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(5);
    expect(await f.cashOf(member.id)).toBe(0);
    expect(await f.escrowOf(open.id)).toBe(100_000);
    await expectLedgerOk(t.app, desk.admin);
  });
});

describe('settling and cancelling', () => {
  it('pays each winner floor-to-satang(stake × odds), gives the rest to the house, and leaves the escrow at zero', async () => {
    // stakes on the default minimum's steps of 10 baht; flooring odd satang is the
    // contract's eventPayoutSatang, tested on its own
    const { open, a, b, c } = await f.threeBackers();
    await f.bet(c, open.id, { amount: 10, type: 'red', odds: 1.85 });

    const book = f.expectEvent(
      await f.consoleCall(eventDeskRoutes.close, { params: { id: open.id } }),
    ).options;
    // staked 190; red pays 185 + 55.50 + 18.50; blue pays 105
    expect(book).toEqual([
      expect.objectContaining({ key: 'red', staked: 140, bets: 3, house_result: -69 }),
      expect.objectContaining({ key: 'blue', staked: 50, bets: 1, house_result: 85 }),
      expect.objectContaining({ key: 'draw', staked: 0, bets: 0, house_result: 190 }),
    ]);

    const settled = f.expectEvent(
      await f.consoleCall(eventDeskRoutes.settle, { params: { id: open.id }, body: { winner: 'red' } }),
    );
    expect(settled).toMatchObject({ state: 'settled', winner: 'red' });
    expect(await f.escrowOf(open.id)).toBe(0);
    expect(await f.cashOf(a.id)).toBe(20_000 - 10_000 + 18_500);
    expect(await f.cashOf(b.id)).toBe(20_000 - 5_000);
    expect(await f.cashOf(c.id)).toBe(20_000 - 3_000 - 1_000 + 5_550 + 1_850);
    const bill = (await entriesOf(a.id)).at(-1);
    expect(bill).toMatchObject({ type: 4, topic: `ผลกิจกรรม: ${THREE_WAY.question}`, amount: 18_500 });
    const { rows } = await t.db.query<{ total: number }>(
      `SELECT coalesce(sum(p.amount), 0)::bigint AS total FROM postings p JOIN journal_entries e ON e.id = p.entry_id
        WHERE e.key LIKE $1 AND p.account = 'house' AND p.currency = 'THB'`,
      [`event-settle:${open.id}:%`],
    );
    expect(rows[0]?.total).toBe(-6_900);
    // a coin for the one graded bet of at least 100 baht, none for the smaller ones
    expect(await Promise.all([a, b, c].map((m) => f.coinsOf(m.id)))).toEqual([1, 0, 0]);

    const twice = await f.consoleCall(eventDeskRoutes.settle, {
      params: { id: open.id },
      body: { winner: 'blue' },
    });
    expect(twice.statusCode).toBe(409);
    expect((await f.consoleCall(eventDeskRoutes.cancel, { params: { id: open.id } })).statusCode).toBe(409);
    expect(await f.cashOf(b.id)).toBe(15_000);
    await expectLedgerOk(t.app, desk.admin);
  });

  it('refunds every bet when an event is cancelled (type 5)', async () => {
    const open = await f.openEvent();
    const [a, b] = await Promise.all([f.fundedMember(100), f.fundedMember(100)]);
    if (!a || !b) throw new Error('members');
    await f.bet(a, open.id, { amount: 30, type: 'red', odds: 1.85 });
    await f.bet(a, open.id, { amount: 20, type: 'draw', odds: 7.5 });
    await f.bet(b, open.id, { amount: 90, type: 'blue', odds: 2.1 });
    const cancelled = f.expectEvent(await f.consoleCall(eventDeskRoutes.cancel, { params: { id: open.id } }));
    expect(cancelled.state).toBe('cancelled');
    expect(await f.cashOf(a.id)).toBe(10_000);
    expect(await f.cashOf(b.id)).toBe(10_000);
    expect(await f.escrowOf(open.id)).toBe(0);
    expect((await entriesOf(a.id)).at(-1)).toMatchObject({ type: 5, amount: 5_000 });
    expect((await f.consoleCall(eventDeskRoutes.cancel, { params: { id: open.id } })).statusCode).toBe(409);
    await expectLedgerOk(t.app, desk.admin);
  });

  it('decides once under parallel settles and cancels', async () => {
    const open = await f.openEvent();
    const members = await Promise.all(Array.from({ length: 4 }, () => f.fundedMember(100)));
    for (const [i, m] of members.entries())
      await f.bet(m, open.id, {
        amount: 20 + 10 * i,
        type: i % 2 ? 'red' : 'blue',
        odds: i % 2 ? 1.85 : 2.1,
      });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? f.consoleCall(eventDeskRoutes.settle, { params: { id: open.id }, body: { winner: 'red' } })
          : f.consoleCall(eventDeskRoutes.cancel, { params: { id: open.id } }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(await f.escrowOf(open.id)).toBe(0);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE target_type = 'event' AND target_id = $1
          AND action IN ('event.settle', 'event.cancel')`,
      [String(open.id)],
    );
    expect(rows[0]?.n).toBe(1);
    await expectLedgerOk(t.app, desk.admin);
  });

  it('settles an event nobody bet on without moving money', async () => {
    const open = await f.openEvent();
    const settled = f.expectEvent(
      await f.consoleCall(eventDeskRoutes.settle, { params: { id: open.id }, body: { winner: 'draw' } }),
    );
    expect(settled).toMatchObject({ state: 'settled', winner: 'draw', total_staked: 0 });
    const unknown = await f.openEvent();
    expect(
      (
        await f.consoleCall(eventDeskRoutes.settle, {
          params: { id: unknown.id },
          body: { winner: 'nobody' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('the console', () => {
  it('edits a draft, but not an open event, and audits every action', async () => {
    const draft = await f.createEvent();
    const edited = f.expectEvent(
      await f.consoleCall(eventDeskRoutes.update, {
        params: { id: draft.id },
        body: {
          question: 'ใครชนะ?',
          options: [
            { key: 'a', label: 'A', odds: 1.5 },
            { key: 'b', label: 'B', odds: 2.5 },
          ],
        },
      }),
    );
    expect(edited).toMatchObject({ question: 'ใครชนะ?', options: [{ key: 'a' }, { key: 'b' }] });
    f.expectEvent(await f.consoleCall(eventDeskRoutes.open, { params: { id: draft.id } }));
    const late = await f.consoleCall(eventDeskRoutes.update, {
      params: { id: draft.id },
      body: { ...THREE_WAY },
    });
    expect(late.statusCode).toBe(409);
    expect((await f.consoleCall(eventDeskRoutes.open, { params: { id: draft.id } })).statusCode).toBe(409);
    const { rows } = await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_type = 'event' AND target_id = $1 ORDER BY id`,
      [String(draft.id)],
    );
    expect(rows.map((r) => r.action)).toEqual(['event.create', 'event.update', 'event.open']);
  });

  it('refuses malformed events with the field’s message', async () => {
    const cases: Array<[unknown, string]> = [
      [{ ...THREE_WAY, options: [{ key: 'a', label: 'A', odds: 2 }] }, 'An event needs 2 to 10 options'],
      [
        {
          ...THREE_WAY,
          options: [
            { key: 'a', label: 'A', odds: 1 },
            { key: 'b', label: 'B', odds: 2 },
          ],
        },
        'Odds must be 1.01 to 1000 with at most 2 decimals',
      ],
      [
        {
          ...THREE_WAY,
          options: [
            { key: 'a', label: 'A', odds: 1.555 },
            { key: 'b', label: 'B', odds: 2 },
          ],
        },
        'Odds must be 1.01 to 1000 with at most 2 decimals',
      ],
      [
        {
          ...THREE_WAY,
          options: [
            { key: 'a', label: 'A', odds: 2 },
            { key: 'a', label: 'B', odds: 2 },
          ],
        },
        'Two options have the same key',
      ],
      [{ ...THREE_WAY, question: ' ' }, 'Enter a question (at most 200 characters)'],
    ];
    for (const [payload, message] of cases) {
      const res = await callRoute(t.app, eventDeskRoutes.create, {
        as: desk.operator,
        rawBody: payload,
        headers: EN,
      });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(body<ErrorBody>(res))).toContain(message);
    }
  });

  it('lets admins and operators in, and keeps cashiers and members out', async () => {
    expect((await f.consoleCall(eventDeskRoutes.list, { as: desk.admin })).statusCode).toBe(200);
    expect(
      (await f.consoleCall(eventDeskRoutes.create, { as: desk.cashier, body: THREE_WAY })).statusCode,
    ).toBe(403);
    expect((await f.consoleCall(eventDeskRoutes.list, { as: desk.cashier })).statusCode).toBe(403);
    const open = await f.openEvent();
    expect(
      (
        await f.consoleCall(eventDeskRoutes.settle, {
          as: desk.cashier,
          params: { id: open.id },
          body: { winner: 'red' },
        })
      ).statusCode,
    ).toBe(403);
    const member = await aMember(t.app);
    expect((await f.consoleCall(eventDeskRoutes.list, { as: member })).statusCode).toBeGreaterThanOrEqual(
      401,
    );
    const list = body<Envelope<AdminEvent[]>>(await f.consoleCall(eventDeskRoutes.list));
    expect(list.data.find((e) => e.id === open.id)?.state).toBe('open');
  });
});
