// The member's transaction history (spec §2, §3; POST /user/transaction/member) over a life of
// deposits, bets, a settlement, withdrawals and an internal correction.
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import { cashierRoutes, walletRoutes } from '@sanam/contract/routes/wallet.ts';
import type { TransactionPage, WithdrawData } from '@sanam/contract/wallet.ts';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { bettingFactory } from '../../test/factories/bets.ts';
import { idSequence, openSession, providerCalls, walletReply } from '../../test/factories/games.ts';
import type { TestMember } from '../../test/factories/members.ts';
import { postHiddenCorrection } from '../../test/factories/ledger.ts';
import { body, type Envelope, type ErrorBody } from '../../test/factories/replies.ts';
import { walletFactory } from '../../test/factories/wallet.ts';
import { useDesk } from '../../test/harness.ts';

const desk = useDesk({
  ready: async () => {
    await w.openHouseAccount();

    // a member's life: a cashier deposit, a slip deposit, two bets, the round settles red, a withdrawal
    // paid, one rejected, and an internal correction the member must never see
    member = await w.fundedMember(5000);
    const slip = await w.testSlip({ amount: 1000 });
    expect((await w.sendSlip(member, slip.payload)).statusCode).toBe(200);
    const open = await b.openMatch();
    matchId = open.matchId;
    expect(
      (await b.bet(member, matchId, { amount: 1000, type: 'red', ref: b.ref(), rateId: open.rateId }))
        .statusCode,
    ).toBe(200);
    await b.call(matchDeskRoutes.openTie, { params: { id: matchId }, body: {} });
    expect(
      (await b.bet(member, matchId, { amount: 200, type: 'tie', ref: b.ref(), rateId: 0, multiplier: 1.7 }))
        .statusCode,
    ).toBe(200);
    await b.call(matchDeskRoutes.end, { params: { id: matchId }, body: { result: 'red' } });
    const paid = body<Envelope<WithdrawData>>(await w.withdraw(member, 500)).data.withdrawal.id;
    expect(
      (
        await callRoute(t.app, cashierRoutes.payWithdrawal, {
          as: desk.cashier,
          params: { id: paid },
          body: {
            transfer_ref: 'TRF001',
          },
        })
      ).statusCode,
    ).toBe(200);
    const rejected = body<Envelope<WithdrawData>>(await w.withdraw(member, 300)).data.withdrawal.id;
    expect(
      (
        await callRoute(t.app, cashierRoutes.rejectWithdrawal, {
          as: desk.cashier,
          params: { id: rejected },
          body: { reason: 'บัญชีปิด' },
        })
      ).statusCode,
    ).toBe(200);
    await postHiddenCorrection(t.db, member.id);
  },
});
const { t } = desk;

const w = walletFactory(desk);
const b = bettingFactory(desk);

let member: TestMember;
let matchId: number;
const EVEN = { red_rate_1: 10, red_rate_2: 10, blue_rate_1: 10, blue_rate_2: 10 };

async function history(payload: Record<string, unknown> = {}, who: TestMember = member) {
  const res = await callRoute(t.app, walletRoutes.transactions, { as: who, body: payload });
  expect(res.statusCode, res.body).toBe(200);
  return body<Envelope<TransactionPage>>(res).data;
}

describe('the transaction history', () => {
  it('lists every visible movement newest first, with before and after, bets with side and rate', async () => {
    const page = await history();
    expect(page.next_cursor).toBeNull();
    expect(page.items.map((i) => [i.type, i.amount, i.before_amount, i.after_amount])).toEqual([
      [2, 300, 5900, 6200],
      [2, -300, 6200, 5900],
      [2, -500, 6700, 6200],
      [4, 1900, 4800, 6700],
      [3, -200, 5000, 4800],
      [3, -1000, 6000, 5000],
      [1, 1000, 5000, 6000],
      [1, 5000, 0, 5000],
    ]);
    const [returned, rejectedAsk, paidAsk, bill, tie, red] = page.items;
    expect(returned).toMatchObject({ topic: 'คืนเงินถอน (ไม่อนุมัติ)', status: 'rejected', bet_amount: 300 });
    expect(rejectedAsk).toMatchObject({ topic: 'ถอนเงิน', status: 'rejected' });
    expect(paidAsk).toMatchObject({ topic: 'ถอนเงิน', status: 'paid', topic_bet_color: null });
    expect(bill).toMatchObject({
      type: 4,
      bet_amount: 1200,
      match_id: matchId,
      round_name: 'คู่ที่ 1',
      status: null,
    });
    expect(tie).toMatchObject({ topic_bet_color: 'draw', topic_bet_rate: 'x1.7', bet_amount: 200 });
    expect(red).toMatchObject({
      topic_bet_color: 'red',
      topic_bet_rate: 'ด 10/9',
      bet_amount: 1000,
      round_name: 'คู่ที่ 1',
    });
    // the internal correction (999) is stored but never shown
    expect(page.items.some((i) => i.type === 999 || i.topic === 'แก้ไขภายใน')).toBe(false);
  });

  it('names the round type of a bet and of its bill, so a cock-fight bet is not called a bull bet', async () => {
    const [bill, tie, red] = (await history({ filter: 'bet' })).items;
    expect([bill?.round_type, tie?.round_type, red?.round_type]).toEqual(['bull', 'bull', 'bull']);

    const player = await b.fundedMember(500);
    const round = await b.call(matchDeskRoutes.create, {
      body: {
        round_name: 'ไก่คู่ที่ 3',
        red_cow_name: 'เหลืองหางขาว',
        blue_cow_name: 'ประดู่หางดำ',
        round_type: 'cock',
      },
    });
    const rate = await b.call(matchDeskRoutes.publishRate, { params: { id: round.id }, body: EVEN });
    await b.call(matchDeskRoutes.open, { params: { id: round.id } });
    expect(
      (await b.bet(player, round.id, { amount: 100, type: 'blue', ref: b.ref(), rateId: rate.id }))
        .statusCode,
    ).toBe(200);
    const [cockBet, deposit] = (await history({}, player)).items;
    expect(cockBet).toMatchObject({ type: 3, round_type: 'cock', topic_bet_color: 'blue', game: null });
    // rows that are not on a round carry no round type
    expect(deposit).toMatchObject({ type: 1, round_type: null, game: null, game_move: null });
  });

  it('gives a game row its game and move as data, for the app to word in the member’s language', async () => {
    const player = await w.fundedMember(1000);
    const session = await openSession(t.app, player, 'm7');
    const provider = providerCalls(t, session, idSequence());
    expect((await provider.debit('round-1', 100, 'stake-1')).statusCode).toBe(200);
    const credited = await provider.credit('round-1', 180);
    expect(walletReply(credited).data.balance, credited.body).toBe(1080);
    expect((await provider.debit('round-2', 50, 'stake-2')).statusCode).toBe(200);
    expect((await provider.rollback('stake-2')).statusCode).toBe(200);

    const rows = (await history({}, player)).items;
    expect(rows.map((i) => [i.type, i.amount, i.game, i.game_move, i.round_type])).toEqual([
      [8, 50, 'm7', 'rollback', null],
      [8, -50, 'm7', 'debit', null],
      [8, 180, 'm7', 'credit', null],
      [8, -100, 'm7', 'debit', null],
      [1, 1000, null, null, null],
    ]);
  });

  it('filters deposits, withdrawals and bets', async () => {
    expect((await history({ filter: 'deposit' })).items.map((i) => i.amount)).toEqual([1000, 5000]);
    expect((await history({ filter: 'withdraw' })).items.map((i) => i.amount)).toEqual([300, -300, -500]);
    expect((await history({ filter: 'bet' })).items.map((i) => i.type)).toEqual([4, 3, 3]);
  });

  it('searches the topic and the amount', async () => {
    expect((await history({ q: 'แดง' })).items.map((i) => i.amount)).toEqual([-1000]);
    expect((await history({ q: '1,000' })).items.map((i) => [i.type, i.amount])).toEqual([
      [3, -1000],
      [1, 1000],
    ]);
    expect((await history({ q: '100%_' })).items).toEqual([]);
  });

  it('finds rows by the round name printed on them, and only the member’s own', async () => {
    const byName = await history({ q: 'คู่ที่ 1' });
    expect(byName.items.map((i) => [i.type, i.amount, i.round_name])).toEqual([
      [4, 1900, 'คู่ที่ 1'],
      [3, -200, 'คู่ที่ 1'],
      [3, -1000, 'คู่ที่ 1'],
    ]);
    expect((await history({ q: 'ที่ 1', filter: 'bet' })).items).toHaveLength(3);
    expect((await history({ q: 'คู่ที่ 1', filter: 'deposit' })).items).toEqual([]);

    // another round, bet on by another member: found in their history, not in this one's
    const other = await b.fundedMember(100);
    const round = await b.call(matchDeskRoutes.create, {
      body: {
        round_name: 'คู่จำลองที่ 5',
        red_cow_name: 'ไอ้ฟ้าผ่า (จำลอง)',
        blue_cow_name: 'ไอ้หินผา (จำลอง)',
      },
    });
    const rate = await b.call(matchDeskRoutes.publishRate, { params: { id: round.id }, body: EVEN });
    await b.call(matchDeskRoutes.open, { params: { id: round.id } });
    expect(
      (await b.bet(other, round.id, { amount: 100, type: 'blue', ref: b.ref(), rateId: rate.id })).statusCode,
    ).toBe(200);
    expect((await history({ q: 'คู่จำลองที่ 5' })).items).toEqual([]);
    expect((await history({ q: 'คู่จำลองที่ 5' }, other)).items.map((i) => [i.type, i.round_name])).toEqual([
      [3, 'คู่จำลองที่ 5'],
    ]);
  });

  it('pages by cursor, newest first, without a gap or a repeat', async () => {
    const all = (await history()).items.map((i) => i.id);
    const seen: number[] = [];
    let cursor: number | null = null;
    for (let pages = 0; pages < 10; pages++) {
      const page: TransactionPage = await history({ limit: 3, cursor });
      seen.push(...page.items.map((i) => i.id));
      cursor = page.next_cursor;
      if (cursor === null) break;
    }
    expect(seen).toEqual(all);
  });

  it('shows only the caller own movements, and refuses a bad filter', async () => {
    const other = await w.fundedMember(0);
    expect((await history({}, other)).items).toEqual([]);
    const bad = await callRoute(t.app, walletRoutes.transactions, {
      as: member,
      rawBody: { filter: 'everything' },
    });
    expect(bad.statusCode).toBe(400);
    expect(body<ErrorBody>(bad).data.fields).toMatchObject({ filter: 'ข้อมูลไม่ถูกต้อง' });
  });
});
