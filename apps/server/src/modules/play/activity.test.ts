// The member's statement of activity: deposits, withdrawals, stakes and net result per Bangkok day
// and month, read from the ledger, through the service and the member's call.
import { TX_TYPE } from '@sanam/contract/ledger.ts';
import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import { cashierRoutes } from '@sanam/contract/routes/wallet.ts';
import { playRoutes } from '@sanam/contract/routes/play.ts';
import type { WithdrawData } from '@sanam/contract/wallet.ts';
import { describe, expect, it } from 'vitest';
import { post } from '../../ledger/ledger.ts';
import { callOk, callRoute } from '../../test/call-route.ts';
import { expectLedgerOk } from '../../test/factories/ledger.ts';
import type { TestMember } from '../../test/factories/members.ts';
import { body, type Envelope } from '../../test/factories/replies.ts';
import { stakesFactory } from '../../test/factories/stakes.ts';
import { aFundedMember, walletFactory } from '../../test/factories/wallet.ts';
import { useDesk } from '../../test/harness.ts';
import { activityPeriods, activityStatementOf } from './activity.ts';

const desk = useDesk();
const { t } = desk;
const f = stakesFactory(desk);
const w = walletFactory(desk);

async function withdraw(member: TestMember, amount: number): Promise<number> {
  const res = await w.withdraw(member, amount);
  expect(res.statusCode).toBe(200);
  return body<Envelope<WithdrawData>>(res).data.withdrawal.id;
}

async function gameDebit(member: TestMember, key: string, satang: number) {
  await t.db.transaction((tx) =>
    post(tx, {
      key: `test:activity:${key}:${member.id}`,
      kind: 'game',
      type: TX_TYPE.game,
      topic: 'เกมทดสอบ',
      postings: [
        { account: `member:${member.id}`, currency: 'THB', amount: -satang },
        { account: 'game:m7', currency: 'THB', amount: satang },
      ],
    }),
  );
}

/**
 * The ledger stamps each posting with the moment it is written: the member's postings written since
 * `afterId` are moved to `at`, so a test can lay its activity on the Bangkok days it needs.
 */
async function moveMemberPostings(member: TestMember, afterId: number, at: string): Promise<number> {
  const { rows } = await t.db.query<{ last: string }>(
    `WITH moved AS (
       UPDATE postings SET created_at = $3 WHERE account = $1 AND id > $2 RETURNING id
     ) SELECT coalesce(max(id), $2)::bigint AS last FROM moved`,
    [`member:${member.id}`, afterId, at],
  );
  return Number(rows[0]?.last);
}

const zeros = { deposits: 0, withdrawals: 0, stakes: 0, net: 0 };

describe('the statement of activity', () => {
  it('sums deposits, withdrawals, stakes and the net result per Bangkok day and month, a rejected withdrawal left out', async () => {
    // the last Bangkok evening of February, then the first Bangkok morning of March: both fall on
    // 28 February in UTC, so only a Bangkok reading puts them on two days and in two months
    const evening = '2026-02-28T23:30:00+07:00';
    const morning = '2026-03-01T00:30:00+07:00';
    const now = new Date('2026-03-01T12:00:00+07:00');

    // the evening: 1000 deposited, 100 on red that wins 190 back, 200 asked out (rejected next day)
    const member = await aFundedMember(desk, 1000);
    const won = await f.openMatch();
    expect(
      (await f.bet(member, won.matchId, { amount: 100, type: 'red', rateId: won.rateId, ref: f.ref() }))
        .statusCode,
    ).toBe(200);
    await f.end(won.matchId, 'red');
    const rejected = await withdraw(member, 200);
    const lastEvening = await moveMemberPostings(member, 0, evening);

    // the morning: the rejection, 500 more deposited, 300 on blue that loses, a game's 40, 400 paid out
    await callOk(t.app, cashierRoutes.rejectWithdrawal, {
      as: desk.cashier,
      params: { id: rejected },
      body: { reason: 'ชื่อบัญชีไม่ตรง' },
    });
    await callOk(t.app, cashierRoutes.payWithdrawal, {
      as: desk.cashier,
      params: { id: await withdraw(member, 400) },
      body: { transfer_ref: 'TRF-ACT-1' },
    });
    const lost = await f.openMatch();
    expect(
      (await f.bet(member, lost.matchId, { amount: 300, type: 'blue', rateId: lost.rateId, ref: f.ref() }))
        .statusCode,
    ).toBe(200);
    await f.end(lost.matchId, 'red');
    await gameDebit(member, 'morning', 40_00);
    await callOk(t.app, memberDeskRoutes.adjust, {
      as: desk.cashier,
      params: { id: member.id },
      body: { amount: 500, reason: 'test funds', kind: 'deposit' },
    });
    await moveMemberPostings(member, lastEvening, morning);

    const days = await activityStatementOf(t.db, member.id, 'day', now);
    expect(days.by).toBe('day');
    expect(days.rows).toHaveLength(31);
    expect(days.rows.map((r) => r.period)).toEqual(activityPeriods('day', now));
    expect(days.rows.slice(0, 3)).toEqual([
      { period: '2026-03-01', deposits: 500, withdrawals: 400, stakes: 340, net: -340 },
      { period: '2026-02-28', deposits: 1000, withdrawals: 0, stakes: 100, net: 90 },
      { period: '2026-02-27', ...zeros },
    ]);
    expect(days.rows.at(-1)).toEqual({ period: '2026-01-30', ...zeros });

    const months = await activityStatementOf(t.db, member.id, 'month', now);
    expect(months.rows.map((r) => r.period)).toEqual([
      '2026-03',
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
      '2025-10',
      '2025-09',
      '2025-08',
      '2025-07',
      '2025-06',
      '2025-05',
      '2025-04',
    ]);
    expect(months.rows.slice(0, 3)).toEqual([
      { period: '2026-03', deposits: 500, withdrawals: 400, stakes: 340, net: -340 },
      { period: '2026-02', deposits: 1000, withdrawals: 0, stakes: 100, net: 90 },
      { period: '2026-01', ...zeros },
    ]);

    // a month on, the February evening has left the day statement and stays in the months
    const later = new Date('2026-03-31T12:00:00+07:00');
    const daysLater = await activityStatementOf(t.db, member.id, 'day', later);
    expect(daysLater.rows.at(-1)).toEqual({
      period: '2026-03-01',
      deposits: 500,
      withdrawals: 400,
      stakes: 340,
      net: -340,
    });
    expect(daysLater.rows.some((r) => r.period === '2026-02-28')).toBe(false);
    await expectLedgerOk(t.app, desk.admin);
  });

  it('counts a withdrawal still waiting for the cashier on the day it was asked, and a stake still open', async () => {
    const member = await aFundedMember(desk, 800);
    await withdraw(member, 150);
    const open = await f.openMatch();
    expect(
      (await f.bet(member, open.matchId, { amount: 120, type: 'red', rateId: open.rateId, ref: f.ref() }))
        .statusCode,
    ).toBe(200);
    const [today] = (await activityStatementOf(t.db, member.id, 'day')).rows;
    expect(today).toEqual({
      period: activityPeriods('day', new Date())[0],
      deposits: 800,
      withdrawals: 150,
      stakes: 120,
      net: -120,
    });
  });
});

describe('the member’s call', () => {
  it('answers the member’s own statement by day by default and by month when asked, and no one else’s', async () => {
    const member = await aFundedMember(desk, 600);
    const other = await aFundedMember(desk, 0);
    const byDay = await callOk(t.app, playRoutes.activity, { as: member });
    expect(byDay.by).toBe('day');
    expect(byDay.rows).toHaveLength(31);
    expect(byDay.rows[0]).toMatchObject({ deposits: 600, withdrawals: 0, stakes: 0, net: 0 });
    const byMonth = await callOk(t.app, playRoutes.activity, { as: member, query: { by: 'month' } });
    expect(byMonth.rows).toHaveLength(12);
    expect(byMonth.rows[0]).toMatchObject({ period: byDay.rows[0]?.period.slice(0, 7), deposits: 600 });
    const theirs = await callOk(t.app, playRoutes.activity, { as: other });
    expect(theirs.rows.every((r) => r.deposits === 0)).toBe(true);

    const bad = await callRoute(t.app, playRoutes.activity, { as: member, rawQuery: { by: 'week' } });
    expect(bad.statusCode).toBe(400);
    expect((await callRoute(t.app, playRoutes.activity)).statusCode).toBe(401);
  });
});
