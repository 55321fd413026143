// The console's reports, on a real database: who may read which; the day's
// summary ties out to the ledger, figure by figure, after a day of every kind of money movement; the
// per-round P&L shows a regrade; the shift report names who decided what; the statement is the
// member's own history; bad ranges are refused in Thai and English; the CSV opens in Excel.
import { eventDeskRoutes } from '@sanam/contract/routes/events.ts';
import { bangkokDayEnd, bangkokDayStart } from '@sanam/contract/audit.ts';
import { bangkokToday, type DailySummaryRow } from '@sanam/contract/reports.ts';
import type { EventBetData } from '@sanam/contract/events.ts';
import type { RedeemData } from '@sanam/contract/rewards.ts';
import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import { reportDeskRoutes } from '@sanam/contract/routes/reports.ts';
import { rewardDeskRoutes } from '@sanam/contract/routes/rewards.ts';
import type { RouteDeclaration } from '@sanam/contract/routes/route.ts';
import { cashierRoutes, walletRoutes } from '@sanam/contract/routes/wallet.ts';
import type { SlipData, TransactionPage, WithdrawData } from '@sanam/contract/wallet.ts';
import { slipVerify as makeSlipQr } from 'promptparse/generate';
import { describe, expect, it } from 'vitest';
import { callOk, callRoute, type RouteCallArgs, withDefaults } from '../../test/call-route.ts';
import { bettingFactory } from '../../test/factories/bets.ts';
import { eventsFactory } from '../../test/factories/events.ts';
import { aPlayer, idSequence } from '../../test/factories/games.ts';
import { expectLedgerOk } from '../../test/factories/ledger.ts';
import { aMember, type TestMember } from '../../test/factories/members.ts';
import { body, type Envelope, type ErrorBody } from '../../test/factories/replies.ts';
import { rewardsFactory } from '../../test/factories/rewards.ts';
import { stepFactory } from '../../test/factories/steps.ts';
import { useDesk } from '../../test/harness.ts';
import { releaseAffiliateRewards } from '../rewards/service.ts';

const desk = useDesk({
  ready: async () => {
    await r.openHouseAccount();
  },
});
const { t } = desk;
const b = bettingFactory(desk);
const r = rewardsFactory(desk);
const s = stepFactory(desk);
const ev = eventsFactory(desk);

const get = <R extends RouteDeclaration>(token: string, route: R, ...args: RouteCallArgs<R>) =>
  callRoute(t.app, route, ...withDefaults(args, { as: token }));

/** A report that must be read: its data (as the admin unless `as` says otherwise). */
const report = <R extends RouteDeclaration>(route: R, ...args: RouteCallArgs<R>) =>
  callOk(t.app, route, ...withDefaults(args, { as: desk.admin }));

const today = bangkokToday();

/** A running round with a name of our choosing (commas, quotes, Thai), betting open at ด 10/9. */
async function namedRound(roundName: string, prefight = false) {
  const m = await b.call(matchDeskRoutes.create, {
    body: {
      round_name: roundName,
      red_cow_name: 'แดง',
      blue_cow_name: 'ฟ้า',
      is_prefight: prefight,
    },
  });
  const rate = await b.call(matchDeskRoutes.publishRate, {
    params: { id: m.id },
    body: {
      red_rate_1: 10,
      red_rate_2: 9,
      blue_rate_1: 9,
      blue_rate_2: 10,
    },
  });
  await b.call(matchDeskRoutes.open, { params: { id: m.id } });
  return { matchId: m.id, rateId: rate.id };
}

function expectOk(res: { statusCode: number; body: string }) {
  expect(res.statusCode, res.body).toBe(200);
}

let slipRef = 0;
/** A slip the slip check does not know: it waits for a cashier. */
async function pendingSlip(member: TestMember): Promise<number> {
  const payload = makeSlipQr({ sendingBank: '004', transRef: `REPORT${String(++slipRef).padStart(8, '0')}` });
  const res = await r.sendSlip(member, payload);
  expectOk(res);
  return body<Envelope<SlipData>>(res).data.deposit.id;
}

describe('who may read which report', () => {
  const routes = {
    rounds: [reportDeskRoutes.rounds, reportDeskRoutes.roundsCsv],
    daily: [reportDeskRoutes.daily, reportDeskRoutes.dailyCsv],
    shifts: [reportDeskRoutes.shifts, reportDeskRoutes.shiftsCsv],
    statement: [reportDeskRoutes.statement, reportDeskRoutes.statementCsv],
  } as const;
  /** member 1's statement; the other reports need nothing */
  const queryOf = (route: RouteDeclaration) => (route.path.includes('/statement') ? { member_id: 1 } : {});
  const allowed = {
    admin: ['rounds', 'daily', 'shifts', 'statement'],
    operator: ['rounds'],
    cashier: ['shifts', 'statement'],
  } as const;

  it('gives admin every report, the operator the per-round P&L, the cashier shifts and statements', async () => {
    await aMember(t.app); // member 1 exists for the statement
    const seen: Record<string, number[]> = {};
    for (const role of ['admin', 'operator', 'cashier'] as const) {
      for (const [report, list] of Object.entries(routes)) {
        for (const route of list) {
          const res = await get(desk[role], route as RouteDeclaration, { query: queryOf(route) });
          (seen[`${role} ${report}`] ??= []).push(res.statusCode);
        }
      }
    }
    const expected = Object.fromEntries(
      (['admin', 'operator', 'cashier'] as const).flatMap((role) =>
        Object.keys(routes).map((report) => [
          `${role} ${report}`,
          (allowed[role] as readonly string[]).includes(report) ? [200, 200] : [403, 403],
        ]),
      ),
    );
    expect(seen).toEqual(expected);
  });

  it('refuses a member token and no token on every report route', async () => {
    const member = await aMember(t.app);
    for (const route of Object.values(routes).flat() as RouteDeclaration[]) {
      const query = queryOf(route);
      const asMember = await callRoute(t.app, route, { as: member, query });
      const nobody = await callRoute(t.app, route, { query });
      expect([route.path, asMember.statusCode, nobody.statusCode]).toEqual([route.path, 401, 401]);
    }
  });
});

describe('a bad range', () => {
  it('is refused with 400 in Thai and in English, on JSON and CSV alike', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [
        { from: '2026-03-10', to: '2026-03-01' },
        'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น',
        'The end date cannot be before the start date',
      ],
      [
        { from: '2025-01-01', to: '2026-01-02' },
        'ช่วงวันที่ยาวเกินไป เลือกได้ไม่เกิน 366 วัน',
        'The date range is too long: at most 366 days',
      ],
      [{ from: '2026-02-30' }, 'วันที่ไม่ถูกต้อง', 'Not a valid date'],
      [{ to: 'yesterday' }, 'วันที่ไม่ถูกต้อง', 'Not a valid date'],
      [
        { from: '0000-01-01', to: '0000-12-31' },
        'วันที่ต้องอยู่ระหว่างปี ค.ศ. 2000 ถึง 2099',
        'The date must be between the years 2000 and 2099',
      ],
    ];
    for (const [query, th, en] of cases) {
      for (const route of [reportDeskRoutes.daily, reportDeskRoutes.dailyCsv, reportDeskRoutes.rounds]) {
        const { path } = route;
        const thai = await get(desk.admin, route as RouteDeclaration, { query });
        const english = await get(desk.admin, route as RouteDeclaration, {
          query,
          headers: { 'accept-language': 'en' },
        });
        expect([path, query, thai.statusCode, english.statusCode]).toEqual([path, query, 400, 400]);
        expect(JSON.stringify(body<ErrorBody>(thai))).toContain(th);
        expect(JSON.stringify(body<ErrorBody>(english))).toContain(en);
      }
    }
    // a whole leap year is fine: 366 days
    expect(
      (await get(desk.admin, reportDeskRoutes.daily, { query: { from: '2024-01-01', to: '2024-12-31' } }))
        .statusCode,
    ).toBe(200);
    // an unknown member's statement
    expect(
      (await get(desk.cashier, reportDeskRoutes.statement, { query: { member_id: 999999 } })).statusCode,
    ).toBe(404);
    expect(
      (await get(desk.cashier, reportDeskRoutes.statement, { query: { member_id: 'abc' } })).statusCode,
    ).toBe(400);
  });
});

describe('a day of every kind of money movement', () => {
  const day = { a: null as TestMember | null };
  let live: { matchId: number; rateId: number };
  let roundName: string;

  it('ties the day’s summary out to the ledger, figure by figure', async () => {
    // deposits: a cashier's recorded deposit, a confirmed slip, a waiting slip approved, one rejected
    const a = await r.fundedMember(1000);
    day.a = a;
    const bm = await aMember(t.app);
    const slip = await r.testSlip({ amount: 500 });
    expectOk(await r.sendSlip(bm, slip.payload));
    const c = await aMember(t.app);
    expectOk(
      await callRoute(t.app, cashierRoutes.approveDeposit, {
        as: desk.cashier,
        params: { id: await pendingSlip(c) },
        body: {
          amount: 200,
        },
      }),
    );
    expectOk(
      await callRoute(t.app, cashierRoutes.rejectDeposit, {
        as: desk.admin,
        params: { id: await pendingSlip(c) },
        body: {
          reason: 'ไม่พบยอด',
        },
      }),
    );

    // withdrawals: one paid, one rejected back to the member
    const paid = body<Envelope<WithdrawData>>(await r.withdraw(a, 300)).data.withdrawal.id;
    expectOk(
      await callRoute(t.app, cashierRoutes.payWithdrawal, {
        as: desk.cashier,
        params: { id: paid },
        body: {
          transfer_ref: 'TRF001',
        },
      }),
    );
    const back = body<Envelope<WithdrawData>>(await r.withdraw(a, 100)).data.withdrawal.id;
    expectOk(
      await callRoute(t.app, cashierRoutes.rejectWithdrawal, {
        as: desk.cashier,
        params: { id: back },
        body: { reason: 'บัญชีปิด' },
      }),
    );

    // an invited member whose play releases their referrer's reward (10% of 100 once 300 is staked)
    const referrer = await aMember(t.app, 'ผู้แนะนำ รายงาน');
    const invited = await aMember(t.app, 'เพื่อน รายงาน', referrer.username);
    expectOk(
      await callRoute(t.app, memberDeskRoutes.adjust, {
        as: desk.cashier,
        params: { id: invited.id },
        body: {
          amount: 100,
          reason: 'โอนเข้า',
          kind: 'deposit',
        },
      }),
    );
    // a second deposit funds the rest of the play; only the first earns the reward
    expectOk(
      await callRoute(t.app, memberDeskRoutes.adjust, {
        as: desk.cashier,
        params: { id: invited.id },
        body: {
          amount: 200,
          reason: 'โอนเข้า',
          kind: 'deposit',
        },
      }),
    );

    // live bets on a round named with a comma, quotes and Thai; it ends red, then is regraded blue
    roundName = 'คู่ "เอก", นัดพิเศษ';
    live = await namedRound(roundName);
    expectOk(await b.bet(a, live.matchId, { amount: 100, type: 'red', ref: b.ref(), rateId: live.rateId }));
    expectOk(await b.bet(bm, live.matchId, { amount: 200, type: 'blue', ref: b.ref(), rateId: live.rateId }));
    for (let i = 0; i < 3; i++)
      expectOk(
        await b.bet(invited, live.matchId, { amount: 100, type: 'blue', ref: b.ref(), rateId: live.rateId }),
      );
    await releaseAffiliateRewards({ config: t.config, db: t.db, realtime: t.bus });

    // a pre-fight bet on a round that ends in a draw (refunded), a step over two pre-fight rounds
    const pre = await b.openMatch({ prefight: true });
    expectOk(
      await b.bet(c, pre.matchId, { amount: 100, type: 'red', ref: b.ref(), rateId: pre.rateId }, true),
    );
    const [l1, l2] = await s.rounds(2);
    if (!l1 || !l2) throw new Error('rounds');
    await s.placeOk(bm, 50, [
      { ...l1, type: 'red' },
      { ...l2, type: 'red' },
    ]);
    // an event bet, settled against it
    const event = await ev.openEvent();
    const placed = await ev.bet(a, event.id, { amount: 100, type: 'red', odds: 1.85 });
    expect(body<Envelope<EventBetData>>(placed).data).toBeTruthy();

    // settlement, and a regrade of the live round
    await b.call(matchDeskRoutes.end, { params: { id: live.matchId }, body: { result: 'red' } });
    await b.call(matchDeskRoutes.end, { params: { id: pre.matchId }, body: { result: 'green' } });
    await s.end(l1.matchId, 'red');
    await s.end(l2.matchId, 'red');
    expectOk(await s.regrade(live.matchId, 'blue'));
    ev.expectEvent(
      await ev.consoleCall(eventDeskRoutes.settle, { params: { id: event.id }, body: { winner: 'blue' } }),
    );

    // a redeem for cash and a goods order a cashier ships
    const coins = await r.memberWithCoins(300);
    expectOk(await r.redeemCall(coins, { itemId: 5, point: 300 }));
    const item = await r.createItem({ name: 'เสื้อรายงาน', point: 50, stock: 5 });
    const goods = await r.memberWithCoins(50);
    const order = body<Envelope<RedeemData>>(
      await r.redeemCall(goods, { itemId: item.id, point: 50, address: '1 ถนนทดสอบ' }),
    ).data.order;
    expectOk(
      await callRoute(t.app, rewardDeskRoutes.shipOrder, {
        as: desk.cashier,
        params: { id: order.id },
        body: { note: 'EMS' },
      }),
    );

    // a game round: the member stakes 50 and wins back 20
    const player = await aPlayer(t, idSequence(), 100_000);
    expectOk(await player.debit('g-1', 50));
    expectOk(await player.credit('g-1', 20));

    // adjustments, with satang
    expectOk(
      await callRoute(t.app, memberDeskRoutes.adjust, {
        as: desk.admin,
        params: { id: a.id },
        body: {
          amount: 12.34,
          reason: 'ชดเชย',
        },
      }),
    );
    expectOk(
      await callRoute(t.app, memberDeskRoutes.adjust, {
        as: desk.admin,
        params: { id: a.id },
        body: { amount: -2, reason: 'แก้ไข' },
      }),
    );
    await t.idle();
    await expectLedgerOk(t.app, desk.admin);

    // a range wide enough to hold the whole test even if it crosses a Bangkok midnight
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const daily = await report(reportDeskRoutes.daily, { query: { from: yesterday, to: today } });
    expect(daily.rows.map((row) => row.day)).toEqual([yesterday, today]);
    const totals = daily.totals;

    // what the scenario moved, as a person would add it up
    expect(totals).toMatchObject({
      deposits: 1000 + 500 + 200 + 100 + 200 + 1000, // the game player's deposit is 1,000
      withdrawals_paid: 300,
      withdrawals_requested: 300,
      handle_live: 600,
      handle_prefight: 100,
      handle_step: 50,
      handle_event: 100,
      handle: 850,
      redeem_cash: 100,
      affiliate_rewards: 10,
      games_net: 30,
      adjustments: 10.34,
      coins_redeemed: 350,
    });
    expect(totals.ggr).toBeCloseTo(totals.handle - totals.payouts - totals.refunds, 2);

    // each day against the ledger's postings, summed here by entry kind, type and account
    for (const row of daily.rows) {
      const start = bangkokDayStart(row.day);
      const end = bangkokDayEnd(row.day);
      const { rows } = await t.db.query<Record<string, number>>(
        `SELECT coalesce(sum(p.amount) FILTER (WHERE e.kind = 'deposit' AND p.account LIKE 'member:%'), 0)::bigint AS deposits,
                coalesce(sum(p.amount) FILTER (WHERE e.kind = 'withdraw_paid' AND p.account = 'bank:out'), 0)::bigint AS withdrawals_paid,
                coalesce(-sum(p.amount) FILTER (WHERE e.kind IN ('withdraw', 'withdraw_return') AND p.account LIKE 'member:%'), 0)::bigint AS withdrawals_requested,
                coalesce(-sum(p.amount) FILTER (WHERE e.type = 3 AND p.account LIKE 'member:%'), 0)::bigint AS handle,
                coalesce(sum(p.amount) FILTER (WHERE e.kind = 'step_bet' AND p.account LIKE 'escrow:step:%'), 0)::bigint AS handle_step,
                coalesce(sum(p.amount) FILTER (WHERE e.kind = 'event-bet' AND p.account LIKE 'escrow:event:%'), 0)::bigint AS handle_event,
                coalesce(sum(p.amount) FILTER (WHERE e.type = 4 AND p.account LIKE 'member:%'), 0)::bigint AS payouts,
                coalesce(sum(p.amount) FILTER (WHERE e.type = 5 AND p.account LIKE 'member:%'), 0)::bigint AS refunds,
                coalesce(sum(p.amount) FILTER (WHERE e.kind = 'redeem_cash' AND p.account LIKE 'member:%'), 0)::bigint AS redeem_cash,
                coalesce(sum(p.amount) FILTER (WHERE e.kind = 'affiliate_reward' AND p.account LIKE 'member:%'), 0)::bigint AS affiliate_rewards,
                coalesce(-sum(p.amount) FILTER (WHERE e.type = 8 AND p.account LIKE 'member:%'), 0)::bigint AS games_net,
                coalesce(-sum(p.amount) FILTER (WHERE e.kind = 'adjustment' AND p.account = 'house'), 0)::bigint AS adjustments,
                coalesce(sum(p.amount) FILTER (WHERE p.account LIKE 'coins:%'), 0)::bigint AS coins_to_members,
                coalesce(-sum(p.amount) FILTER (WHERE e.kind IN ('redeem_cash', 'redeem_goods', 'redeem_refund') AND p.account LIKE 'coins:%'), 0)::bigint AS coins_redeemed,
                coalesce(sum(p.amount) FILTER (WHERE p.account LIKE 'member:%'), 0)::bigint AS members,
                coalesce(sum(p.amount) FILTER (WHERE p.account = 'house' AND p.currency = 'THB'), 0)::bigint AS house
           FROM postings p JOIN journal_entries e ON e.id = p.entry_id
          WHERE e.created_at >= $1 AND e.created_at < $2`,
        [start, end],
      );
      const ledger = rows[0]!;
      const baht = (satang: number) => satang / 100;
      // the figures named as the ledger's sums above, in baht
      const sameNamed = [
        'deposits',
        'withdrawals_paid',
        'withdrawals_requested',
        'handle',
        'handle_step',
        'handle_event',
        'payouts',
        'refunds',
        'redeem_cash',
        'affiliate_rewards',
        'games_net',
        'adjustments',
      ] as const;
      const want: Partial<DailySummaryRow> = {
        ...Object.fromEntries(sameNamed.map((figure) => [figure, baht(ledger[figure]!)])),
        coins_redeemed: ledger.coins_redeemed!,
        change_members: baht(ledger.members!),
        change_house: baht(ledger.house!),
      };
      expect(row).toMatchObject(want);
      // coins earned are what members' coin accounts gained, less what they redeemed
      expect(row.coins_earned - row.coins_redeemed).toBe(ledger.coins_to_members);

      // money in − money out = the change of everything the house holds, for members or itself
      const cents = (n: number) => Math.round(n * 100);
      expect(cents(row.deposits) - cents(row.withdrawals_paid)).toBe(
        cents(row.change_members) +
          cents(row.change_withdraw_hold) +
          cents(row.change_in_play) +
          cents(row.change_house) +
          cents(row.change_promotions) +
          cents(row.change_games),
      );
      // and the members' change is what moved their way
      expect(cents(row.change_members)).toBe(
        cents(row.deposits) -
          cents(row.withdrawals_requested) -
          cents(row.handle) +
          cents(row.payouts) +
          cents(row.refunds) +
          cents(row.redeem_cash) +
          cents(row.affiliate_rewards) -
          cents(row.games_net) +
          cents(row.adjustments),
      );
    }

    // over the range, the members' change is the members' balances now (the database began empty)
    const { rows: held } = await t.db.query<{ members: number; house: number; in_play: number }>(
      `SELECT (SELECT coalesce(sum(balance), 0)::bigint FROM balances WHERE currency = 'THB') AS members,
              (SELECT coalesce(sum(amount), 0)::bigint FROM postings WHERE account = 'house' AND currency = 'THB') AS house,
              (SELECT coalesce(sum(amount), 0)::bigint FROM postings WHERE account LIKE 'escrow:%') AS in_play`,
    );
    expect(Math.round(totals.change_members * 100)).toBe(held[0]!.members);
    expect(Math.round(totals.change_house * 100)).toBe(held[0]!.house);
    expect(Math.round(totals.change_in_play * 100)).toBe(held[0]!.in_play);
  });

  it('shows each round settled in the range with its grading in force, the regrade included', async () => {
    const rounds = await report(reportDeskRoutes.rounds, {
      query: { from: today, to: today },
      as: desk.operator,
    });
    const row = rounds.rows.find((x) => x.match_id === live.matchId);
    // red 100 (lost after the regrade), blue 200 + 3 × 100 at 9/10: each blue baht returns 1 + 10/9
    expect(row).toMatchObject({
      round_name: roundName,
      result: 'blue',
      grading: 2,
      bets: 5,
      members: 3,
      handle: 600,
      payouts: 1055.55,
      refunds: 0,
      house: -455.55,
    });
    const draw = rounds.rows.find((x) => x.refunds > 0);
    expect(draw).toMatchObject({ result: 'green', handle: 100, payouts: 0, refunds: 100, house: 0 });
    // the totals row is the sum of the rows
    const sum = (k: 'handle' | 'payouts' | 'refunds' | 'house') =>
      Math.round(rounds.rows.reduce((acc, x) => acc + x.handle * 0 + x[k] * 100, 0)) / 100;
    expect(rounds.totals).toMatchObject({
      handle: sum('handle'),
      payouts: sum('payouts'),
      refunds: sum('refunds'),
      house: sum('house'),
    });
    // and the rounds' handle is the day's live and pre-fight handle
    const daily = await report(reportDeskRoutes.daily, { query: { from: today, to: today } });
    expect(rounds.totals.handle).toBe(daily.totals.handle_live + daily.totals.handle_prefight);
  });

  it('names who approved, rejected, paid and shipped what, with totals per staff member', async () => {
    const shifts = await report(reportDeskRoutes.shifts, {
      query: { from: today, to: today },
      as: desk.cashier,
    });
    const decisions = shifts.rows.map((x) => [x.decision, x.amount]);
    expect(decisions).toEqual(
      expect.arrayContaining([
        ['deposit.approved', 200],
        ['deposit.rejected', 0],
        ['withdrawal.paid', 300],
        ['withdrawal.rejected', 100],
        ['redeem_order.shipped', 0],
      ]),
    );
    const admin = shifts.rows.find((x) => x.decision === 'deposit.rejected')?.operator_id;
    const cashier = shifts.rows.find((x) => x.decision === 'withdrawal.paid')?.operator_id;
    expect(admin).not.toBe(cashier);
    const cashierTotals = shifts.staff.find((x) => x.operator_id === cashier);
    expect(cashierTotals).toMatchObject({
      withdrawals_paid: 300,
      withdrawals_paid_count: 1,
      withdrawals_rejected_count: 1,
      redeem_orders_count: 1,
    });
    expect(cashierTotals?.deposits_approved).toBeGreaterThanOrEqual(200);
    // one staff member only
    const one = await report(reportDeskRoutes.shifts, {
      query: { from: today, to: today, operator_id: admin },
      as: desk.cashier,
    });
    expect(one.rows.map((x) => x.decision)).toEqual(['deposit.rejected']);
    expect(one.staff).toHaveLength(1);
  });

  it('gives support the member’s own history for the range, hidden rows left out', async () => {
    const a = day.a!;
    const statement = await report(reportDeskRoutes.statement, {
      query: { member_id: a.id, from: today, to: today },
      as: desk.cashier,
    });
    const history = await callRoute(t.app, walletRoutes.transactions, { as: a, body: { limit: 100 } });
    const own = body<Envelope<TransactionPage>>(history).data.items;
    expect(statement.rows.map((x) => [x.type, x.amount, x.after_amount])).toEqual(
      own.map((x) => [x.type, x.amount, x.after_amount]).reverse(),
    );
    expect(statement.totals.opening).toBe(0);
    expect(statement.totals.closing).toBe(own[0]?.after_amount);
    expect(
      Math.round((statement.totals.opening + statement.totals.money_in - statement.totals.money_out) * 100),
    ).toBe(Math.round(statement.totals.closing * 100));
    expect(statement.total).toBe(own.length);
  });

  it('shows a long statement a page at a time, its totals still the whole range’s, the CSV all of it', async () => {
    const a = day.a!;
    const whole = await report(reportDeskRoutes.statement, {
      query: { member_id: a.id, from: today, to: today },
      as: desk.cashier,
    });
    expect(whole.total).toBeGreaterThanOrEqual(3);
    const second = await report(reportDeskRoutes.statement, {
      query: { member_id: a.id, from: today, to: today, limit: 2, offset: 1 },
      as: desk.cashier,
    });
    expect(second).toMatchObject({ total: whole.total, offset: 1, limit: 2, totals: whole.totals });
    expect(second.rows).toEqual(whole.rows.slice(1, 3));
    const past = await report(reportDeskRoutes.statement, {
      query: { member_id: a.id, from: today, to: today, offset: whole.total },
      as: desk.cashier,
    });
    expect(past).toMatchObject({ rows: [], total: whole.total, totals: whole.totals });
    expect(
      (await get(desk.cashier, reportDeskRoutes.statement, { query: { member_id: a.id, limit: 501 } }))
        .statusCode,
    ).toBe(400);
    const csv = await get(desk.cashier, reportDeskRoutes.statementCsv, {
      query: { member_id: a.id, from: today, to: today, limit: 1 },
    });
    expect(csv.rawPayload.toString('utf8').trim().split('\r\n').length).toBeGreaterThan(whole.total);
  });
});

describe('the CSV', () => {
  it('begins with the BOM, quotes every field, keeps Thai, commas and quotes, prints satang with 2 decimals', async () => {
    const res = await get(desk.operator, reportDeskRoutes.roundsCsv, { query: { from: today, to: today } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="rounds-${today}.csv"`);
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = raw.toString('utf8');
    const lines = text.slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(
      '"รอบ","ปิดผลเมื่อ","สนาม","ชื่อคู่","ผล","ครั้งที่ตัดสิน","จำนวนบิล","จำนวนสมาชิก","ยอดแทง","จ่ายรางวัล","คืนเงิน","ผลได้เสียเจ้ามือ"',
    );
    const regraded = lines.find((l) => l.includes('""เอก""'));
    expect(regraded).toMatch(
      /^"\d+","\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}","","คู่ ""เอก"", นัดพิเศษ","น้ำเงิน","2","5","3","600.00","1055.55","0.00","-455.55"$/,
    );
    expect(lines.at(-2)).toMatch(/^"รวม",/);

    const english = await get(desk.admin, reportDeskRoutes.dailyCsv, {
      query: { from: today, to: today },
      headers: {
        'accept-language': 'en',
      },
    });
    const rows = english.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(rows[0]?.startsWith('"Day","Deposits","Withdrawals paid"')).toBe(true);
    expect(rows[1]).toMatch(new RegExp(`^"${today}","\\d+\\.\\d{2}"`));
    expect(rows[1]).toContain('"10.34"');
    expect(rows[2]?.startsWith('"Total",')).toBe(true);
  });
});
