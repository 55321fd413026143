// Betting's side: rounds (matches.ts), funded members, bets through the member API, and the money
// state tests compare before and after.
import { betRoutes } from '@sanam/contract/routes/bets.ts';
import { betsWithOutcome } from '../../modules/betting/grading-queries.ts';
import { callRoute } from '../call-route.ts';
import type { Desk } from './desk.ts';
import { balanceOf, expectLedgerOk as expectLedgerOkAs, postedTo } from './ledger.ts';
import { matchesFactory } from './matches.ts';
import type { TestMember } from './members.ts';
import { aFundedMember, EN } from './wallet.ts';

export { EN };

export function bettingFactory(desk: Pick<Desk, 't' | 'operator' | 'cashier' | 'admin'>) {
  let refSeq = 0;
  const ref = () => `r${process.pid}-${++refSeq}`;

  const fundedMember = (baht: number) => aFundedMember(desk, baht);

  /** `payload` as the test gives it, a wrong one included: the server's check is what is tested. */
  function bet(member: TestMember, matchId: number, payload: Record<string, unknown>, prefight = false) {
    return prefight
      ? callRoute(desk.t.app, betRoutes.prefight, {
          as: member,
          params: { id: matchId },
          rawBody: payload,
          headers: EN,
        })
      : callRoute(desk.t.app, betRoutes.live, {
          as: member,
          params: { matchId },
          rawBody: payload,
          headers: EN,
        });
  }

  const cash = (memberId: number) => balanceOf(desk.t.db, `member:${memberId}`);

  const escrowSatang = async (matchId: number) =>
    (await postedTo(desk.t.db, `escrow:match:${matchId}`)) ?? NaN;

  /** Everything a refused money call could have changed. */
  async function moneySnapshot() {
    const { rows } = await desk.t.db.query(
      `SELECT (SELECT count(*)::int FROM journal_entries) AS entries,
              (SELECT count(*)::int FROM postings) AS postings,
              (SELECT count(*)::int FROM bets) AS bets,
              (SELECT coalesce(sum(payout_satang), 0)::bigint FROM ${betsWithOutcome} b) AS payouts,
              (SELECT string_agg(bl::text, ',' ORDER BY bl.id) FROM bills bl) AS bills,
              (SELECT count(*)::int FROM settlements) AS settlements,
              (SELECT string_agg(account || '=' || balance, ',' ORDER BY account) FROM balances) AS balances,
              (SELECT string_agg(id || ':' || coalesce(result, '-') || ':' || version, ',' ORDER BY id) FROM matches) AS matches`,
    );
    return rows[0];
  }

  /** The ledger check passes; answers it (a test reads its findings). */
  function expectLedgerOk() {
    return expectLedgerOkAs(desk.t.app, desk.admin);
  }

  return {
    ...matchesFactory(desk),
    ref,
    fundedMember,
    bet,
    cash,
    escrowSatang,
    moneySnapshot,
    expectLedgerOk,
  };
}
