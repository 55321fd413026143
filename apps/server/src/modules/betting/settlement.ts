// Settling an ended match and regrading a settled one (DESIGN §4: "Settlement is set-based SQL in
// one transaction per match"; "a regrade posts reversing entries and settles again"), on the one
// settlement core (settlement-core.ts): a match supplies who won, its members' bills, and the core
// moves the money.
//
// Invariants:
// - A match is settled in gradings: grading 1 when it ends, grading N + 1 for each regrade. Grading N
//   grades every member's bill in one statement and moves the money in a constant number of ledger
//   entries, however many bets and members (the core's, keyed settle:<matchId>:g<N>:coins|bill|refund
//   and regrade:<matchId>:g<N>:reverse): coins, one per bet of at least the coin minimum that the
//   result grades won or lost, none on a pair of opposite sides the member backed both of (issue 20),
//   a regrade moving them by the difference, never more than the member still holds; the bill (type 4)
//   paying each member who has something back and not all of whose bets were refunded, the house
//   taking the rest; the refund (type 5) of the members whose bets were all refunded. An entry that
//   would move nothing is not posted. Afterwards the match escrow is exactly zero.
// - A regrade posts grading N + 1 first, then the reversal of grading N (what it paid each member and
//   kept for the house, back into the escrow): a member's balance only ever drops by their net
//   difference. It never waits for one member: one who already spent or withdrew their winnings is
//   left owing the rest (the core's short-member rule, docs/decisions.md). Journal rows are never
//   edited; each grading's keys differ, so a retry of one never collides with another.
// - One bill per member per grading. A member's first bet on the match opens their bill of grading
//   1 and each bet adds to it what it returns under each result (grading-sql.ts addToBillsSql), so
//   grading 1 grades the bills where they stand, not the bets one by one; a regrade writes grading
//   N + 1's bills from grading N's. The grading's entries then pay what the bills say, the ledger
//   reading them in the database (postToMembers), so the per-member totals never travel to the
//   server and back (issue 10: 10,000 members are 10,000 rows each way). A regrade marks the
//   previous grading's bills and settlement row superseded, so the member's history shows the bill
//   in force.
// - The other wagers on the round (steps' tickets) grade through round-graders.ts in the same
//   transaction, on the same core.
// - The match row is held FOR UPDATE throughout, so parallel ends or regrades settle one at a time
//   and a second identical request is refused rather than applied twice.
// - Once the whole transaction has committed, BALANCE to every member whose money moved (the core's
//   one push) and then CHANGE (END on settling, UPDATE on a regrade) to the room, so a member's header
//   shows the new balance when the result dialog opens.
import { accountName } from '@sanam/contract/ledger.ts';
import type {
  Match,
  MatchEndRequest,
  MatchResult,
  RegradeRequest,
  RegradeResult,
} from '@sanam/contract/matches.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import type { Tx } from '../../db/db.ts';
import { AppError } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import type { MemberQuery } from '../../ledger/ledger.ts';
import { audit, type Actor, type AnyActor } from '../../audit/audit-log.ts';
import { endRound, lockSettledRound, regradeRound, settleRound, type EndedRound } from '../matches/index.ts';
import * as q from './settle-queries.ts';
import { runRoundGraders } from './round-graders.ts';
import { announceBalances, postGradingMoney } from './settlement-core.ts';
import { BILL_TOPIC, COINS_TOPIC, REFUND_TOPIC, REGRADED_BILL_TOPIC, REVERSAL_TOPIC } from './topics.ts';

export type { SettlementSummary } from './settle-queries.ts';

/**
 * Posts the money of grading `grading` from its bills through the settlement core (a regrade: with
 * the reversal of grading `grading − 1`) and writes its settlement row. Returns the summary and the
 * members it touched.
 */
async function postGrading(
  tx: Tx,
  matchId: number,
  grading: number,
  result: MatchResult,
  totals: q.GradingTotals,
  operatorId: number | null,
  previous: { result: MatchResult } | null,
): Promise<{
  summary: q.SettlementSummary;
  touched: MemberQuery;
  reversed: { stakes: number; paid: number } | null;
}> {
  const escrow = accountName.escrow(matchId);
  const before = previous === null ? null : await q.billTotals(tx, matchId, grading - 1);
  const posted = await postGradingMoney(tx, {
    keys: {
      bill: `settle:${matchId}:g${grading}:bill`,
      refund: `settle:${matchId}:g${grading}:refund`,
      coins: `settle:${matchId}:g${grading}:coins`,
      reverse: `regrade:${matchId}:g${grading}:reverse`,
    },
    kinds: { grading: 'settlement', reverse: 'regrade' },
    topics: {
      bill: grading === 1 ? BILL_TOPIC : REGRADED_BILL_TOPIC,
      refund: REFUND_TOPIC,
      coins: COINS_TOPIC,
      reverse: REVERSAL_TOPIC,
    },
    memo:
      previous === null
        ? { match_id: matchId, result, grading }
        : { match_id: matchId, result, grading, from: previous.result, to: result },
    operatorId,
    escrows: [
      {
        account: escrow,
        billSatang: totals.stake_satang - totals.refund_satang,
        refundSatang: totals.refund_satang,
      },
    ],
    pays: q.billPayouts.bill(matchId, grading),
    paidSatang: totals.payout_satang - totals.refund_satang,
    refunds: q.billPayouts.refund(matchId, grading),
    refundSatang: totals.refund_satang,
    // grading 1 gives every coin; a regrade moves each member by the difference (never more than they hold)
    coins: grading === 1 && totals.coins === 0 ? null : q.billCoinMoves(matchId, grading),
    coinsGiven: totals.coins,
    reverse:
      before === null
        ? null
        : {
            pays: q.billPayouts.paid(matchId, grading - 1),
            paidSatang: Number(before.win_amount_satang),
            escrows: [{ account: escrow, satang: Number(before.credit_satang) }],
          },
  });
  const coins =
    previous === null ? totals.coins : await q.keptCoins(tx, matchId, grading, posted.coinsLimited);
  const summary: q.SettlementSummary = {
    grading,
    bets: totals.bets,
    members: totals.members,
    stake_satang: totals.stake_satang,
    payout_satang: totals.payout_satang,
    house_satang: totals.stake_satang - totals.payout_satang,
    coins,
  };
  await q.insertSettlement(tx, {
    match_id: matchId,
    result,
    ...summary,
    operatorId,
    billEntryId: posted.billEntryId,
    refundEntryId: posted.refundEntryId,
    coinEntryId: posted.coinEntryId,
  });
  return {
    summary,
    touched: posted.touched,
    reversed:
      before === null
        ? null
        : { stakes: Number(before.credit_satang), paid: Number(before.win_amount_satang) },
  };
}

/**
 * Settles a round ended in the caller's transaction (grading 1): grade every bill, pay, mark the
 * round settled (matches' settleRound). The escrow of the match is zero afterwards. Returns the
 * round as it now stands and the members whose money moved (its bills' and its other wagers'), for
 * the caller to tell them their balance after commit (announceBalances).
 */
export async function settleMatch(
  tx: Tx,
  round: EndedRound,
  operatorId: number | null = null,
): Promise<q.SettlementSummary & { match: Match; touched: MemberQuery[] }> {
  const { matchId, result } = round;
  const totals = await q.gradeIntoBills(tx, matchId, 1, result);
  const { summary, touched } = await postGrading(tx, matchId, 1, result, totals, operatorId, null);
  const match = await settleRound(tx, round);
  // the other wagers on this round (steps' tickets), in the same transaction (round-graders.ts)
  const graded = await runRoundGraders(tx, { matchId, result, operatorId, grading: 1 });
  return { ...summary, match, touched: [touched, ...graded] };
}

/**
 * POST /api/admin/matches/:id/end {result, next_match_id?}: ends and settles in one transaction; each
 * member whose money moved hears BALANCE, and then the room CHANGE END (with nextMatch), once it all
 * committed.
 */
export async function endAndSettle(
  deps: AppDeps,
  actor: AnyActor,
  matchId: number,
  input: MatchEndRequest,
): Promise<Match> {
  return deps.db.transaction(async (tx) => {
    const round = await endRound(tx, actor, matchId, input.result, input.next_match_id ?? null);
    const { match, touched } = await settleMatch(tx, round, actor.operatorId);
    announceBalances(deps, tx, touched, () =>
      deps.realtime.toMatch(matchId, 'CHANGE', { service: 'END', data: match, version: match.version }),
    );
    return match;
  });
}

/**
 * POST /api/admin/matches/:id/regrade {result}: the operator corrects the result of a settled match.
 * Audited. Refused when the match is not settled (409) and when the result is the one in force (409);
 * never for one member's sake (the core's short-member rule).
 */
export async function regradeMatch(
  deps: AppDeps,
  actor: Actor,
  matchId: number,
  input: RegradeRequest,
): Promise<RegradeResult> {
  return deps.db.transaction(async (tx) => {
    const settled = await lockSettledRound(tx, matchId);
    const current = await q.currentSettlement(tx, matchId);
    const currentResult = current?.result ?? settled.result;
    const currentGrading = current?.grading ?? 1;
    if (currentResult === input.result) throw new AppError(409, 'bet.regrade_same_result', 'conflict');
    const grading = currentGrading + 1;

    const match = await regradeRound(tx, settled, input.result);
    await q.supersedeSettlement(tx, matchId, currentGrading);
    const graded = await q.gradeIntoBills(tx, matchId, grading, input.result);
    // the new grading first, then the reversal: a balance only ever drops by the net difference
    const { summary, touched, reversed } = await postGrading(
      tx,
      matchId,
      grading,
      input.result,
      graded,
      actor.operatorId,
      { result: currentResult },
    );
    if (!reversed) throw new Error('a regrade reversed nothing');

    // the other wagers on this round (steps' tickets) are graded again (round-graders.ts)
    const gradersMoved = await runRoundGraders(tx, {
      matchId,
      result: input.result,
      operatorId: actor.operatorId,
      grading,
    });
    const correction = {
      from: currentResult,
      to: input.result,
      reason: input.reason,
      reversed: { stakes: satangToBaht(reversed.stakes), paid: satangToBaht(reversed.paid) },
      paid: satangToBaht(summary.payout_satang),
      house_before: satangToBaht(reversed.stakes - reversed.paid),
      house_after: satangToBaht(summary.house_satang),
    };
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'match.regrade',
      targetType: 'match',
      targetId: matchId,
      before: { result: currentResult, grading: currentGrading },
      after: { result: input.result, reason: input.reason, ...summary, correction },
      ip: actor.ip,
    });
    announceBalances(deps, tx, [touched, ...gradersMoved], () =>
      deps.realtime.toMatch(matchId, 'CHANGE', { service: 'UPDATE', data: match, version: match.version }),
    );
    return { ...match, correction };
  });
}
