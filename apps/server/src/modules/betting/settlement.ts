// Settling an ended match and regrading a settled one (DESIGN §4) on the one settlement core
// (settlement-core.ts): a match supplies who won and its members' bills; the core moves the money.
//
// Invariants:
// - Grading 1 when the match ends, grading N + 1 per regrade; each grades every member's bill in one
//   statement and posts a constant number of ledger entries (coins, bill, refund; the core's keys
//   differ per grading, so a retry never collides). Afterwards the match escrow is exactly zero.
// - A regrade posts grading N + 1, then reverses grading N: a balance only drops by the net
//   difference, and a member who already spent their winnings is left owing (docs/decisions.md).
// - One bill per member per grading, kept up to date by each bet (grading-queries.ts addToBillsSql),
//   so the per-member totals stay in the database (postToMembers) instead of travelling both ways.
// - Other wagers on the round (step tickets) grade through round-graders.ts in the same transaction.
// - The match row is held FOR UPDATE throughout: parallel ends or regrades settle one at a time.
// - After commit: BALANCE to every member whose money moved, then CHANGE to the room, so the header
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
import * as settleQueries from './settle-queries.ts';
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
  totals: settleQueries.GradingTotals,
  operatorId: number | null,
  previous: { result: MatchResult } | null,
): Promise<{
  summary: settleQueries.SettlementSummary;
  touched: MemberQuery;
  reversed: { stakes: number; paid: number } | null;
}> {
  const escrow = accountName.escrow(matchId);
  const before = previous === null ? null : await settleQueries.billTotals(tx, matchId, grading - 1);
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
    pays: settleQueries.billPayouts.bill(matchId, grading),
    paidSatang: totals.payout_satang - totals.refund_satang,
    refunds: settleQueries.billPayouts.refund(matchId, grading),
    refundSatang: totals.refund_satang,
    // grading 1 gives every coin; a regrade moves each member by the difference (never more than they hold)
    coins: grading === 1 && totals.coins === 0 ? null : settleQueries.billCoinMoves(matchId, grading),
    coinsGiven: totals.coins,
    reverse:
      before === null
        ? null
        : {
            pays: settleQueries.billPayouts.paid(matchId, grading - 1),
            paidSatang: Number(before.win_amount_satang),
            escrows: [{ account: escrow, satang: Number(before.credit_satang) }],
          },
  });
  const coins =
    previous === null
      ? totals.coins
      : await settleQueries.keptCoins(tx, matchId, grading, posted.coinsLimited);
  const summary: settleQueries.SettlementSummary = {
    grading,
    bets: totals.bets,
    members: totals.members,
    stake_satang: totals.stake_satang,
    payout_satang: totals.payout_satang,
    house_satang: totals.stake_satang - totals.payout_satang,
    coins,
  };
  await settleQueries.insertSettlement(tx, {
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
): Promise<settleQueries.SettlementSummary & { match: Match; touched: MemberQuery[] }> {
  const { matchId, result } = round;
  const totals = await settleQueries.gradeIntoBills(tx, matchId, 1, result);
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
    const current = await settleQueries.currentSettlement(tx, matchId);
    const currentResult = current?.result ?? settled.result;
    const currentGrading = current?.grading ?? 1;
    if (currentResult === input.result) throw new AppError(409, 'bet.regrade_same_result', 'conflict');
    const grading = currentGrading + 1;

    const match = await regradeRound(tx, settled, input.result);
    await settleQueries.supersedeSettlement(tx, matchId, currentGrading);
    const graded = await settleQueries.gradeIntoBills(tx, matchId, grading, input.result);
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
