// Settling an ended match and regrading a settled one (DESIGN §4: "Settlement is set-based SQL in
// one transaction per match"; "a regrade posts reversing entries and settles again").
//
// Invariants:
// - A match is settled in gradings: grading 1 when it ends, grading N + 1 for each regrade. Grading N
//   grades every member's bill in one statement and moves the money in a constant number of ledger
//   entries, however many bets and members:
//     settle:<matchId>:g<N>:bill    (type 4) escrow pays each member who has something back and not
//                                   all of whose bets were refunded; the house takes the rest (or pays in)
//     settle:<matchId>:g<N>:refund  (type 5) escrow returns the stakes of members whose bets were all refunded
//     settle:<matchId>:g<N>:coins   house → coins:<id>, one coin per bet of at least the coin minimum
//                                   that the result grades won or lost, none on a pair of opposite
//                                   sides the member backed both of (issue 20); a regrade moves the
//                                   coins by the difference, never more than the member still holds
//   An entry that would move nothing is not posted. Afterwards the match escrow is exactly zero.
// - A regrade posts grading N + 1 first, then regrade:<matchId>:g<N+1>:reverse (type 4), which takes
//   back from each member what grading N paid them (their bill), and from the house what it kept,
//   into the escrow. So a member's balance only ever drops by their net difference. When some
//   member's balance cannot absorb their net difference (they won, spent it, and now lose) the regrade
//   is refused (409 'bet.regrade_insufficient_balance', how many in data.fields.members) and nothing
//   changes: the operator settles that with the member first (docs/decisions.md). Journal rows are
//   never edited; each grading's keys differ, so a retry of one never collides with another.
// - One bill per member per grading. A member's first bet on the match opens their bill of grading
//   1 and each bet adds to it what it returns under each result (grading-sql.ts addToBillsSql), so
//   grading 1 grades the bills where they stand, not the bets one by one; a regrade writes grading
//   N + 1's bills from grading N's. The grading's entries then pay what the bills say, the ledger
//   reading them in the database (postToMembers), so the per-member totals never travel to the
//   server and back (issue 10: 10,000 members are 10,000 rows each way). A regrade marks the
//   previous grading's bills and settlement row superseded, so the member's history shows the bill
//   in force.
// - The match row is held FOR UPDATE throughout, so parallel ends or regrades settle one at a time
//   and a second identical request is refused rather than applied twice.
// - CHANGE (END on settling, UPDATE on a regrade) to the match room and BALANCE to every member
//   whose money moved leave only once the whole transaction has committed; BALANCE in the
//   background, without holding up the operator's call (realtime/balance.ts balancesAfterCommit).
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import type {
  Match,
  MatchEndRequest,
  MatchResult,
  RegradeRequest,
  RegradeResult,
} from '@sanam/contract/matches.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import type { MessageKey } from '@sanam/contract/messages.ts';
import type { Tx } from '../../db/db.ts';
import { AppError } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { postToMembers, type PostingInput } from '../../ledger/ledger.ts';
import { balancesAfterCommit } from '../../realtime/balance.ts';
import { audit, type Actor } from '../../audit/audit-log.ts';
import { endRound, lockSettledRound, regradeRound, settleRound, type EndedRound } from '../matches/index.ts';
import * as q from './settle-queries.ts';
import { runRoundGraders } from './round-graders.ts';
import { BILL_TOPIC, COINS_TOPIC, REFUND_TOPIC, REGRADED_BILL_TOPIC, REVERSAL_TOPIC } from './topics.ts';

export type { SettlementSummary } from './settle-queries.ts';

const thb = (account: string, amount: number): PostingInput => ({ account, currency: 'THB', amount });

/**
 * The coins of grading `grading` (issue 20: coins on graded stakes only): one entry
 * settle:<match>:g<N>:coins, house → coins:<id>, moving each member by what this grading gives them
 * less what the previous one did (settle-queries.ts billCoinMoves), so a retry or a second grading never
 * counts a coin twice. Returns its entry id, or null when no member's coins move.
 */
async function postGradingCoins(
  tx: Tx,
  matchId: number,
  grading: number,
  coins: { before: number; now: number },
  memo: Record<string, unknown>,
  by: { operatorId?: number },
): Promise<number | null> {
  const moves = grading === 1 ? coins.now : await q.countCoinMoves(tx, matchId, grading);
  if (moves === 0) return null;
  const house = coins.before - coins.now;
  const posted = await postToMembers(
    tx,
    {
      key: `settle:${matchId}:g${grading}:coins`,
      kind: 'settlement',
      type: TX_TYPE.bill,
      topic: COINS_TOPIC,
      memo,
      ...by,
      postings: house === 0 ? [] : [{ account: accountName.house, currency: 'COIN', amount: house }],
    },
    q.billCoinMoves(matchId, grading),
    'COIN',
  );
  return posted.entryId;
}

/**
 * Posts the money of grading `grading` from its bills (see the header) and writes its settlement
 * row. The members' totals stay in the database: the ledger reads what to pay each of them from the
 * bills (postToMembers).
 */
async function postGrading(
  tx: Tx,
  matchId: number,
  grading: number,
  result: MatchResult,
  totals: q.GradingTotals,
  operatorId: number | null,
  /** the coins the previous grading left with the members (0 for grading 1) */
  coinsBefore = 0,
): Promise<q.SettlementSummary> {
  const escrow = accountName.escrow(matchId);
  const house = totals.stake_satang - totals.payout_satang;
  const memo = { match_id: matchId, result, grading };
  const by = operatorId === null ? {} : { operatorId };

  // the coins first: coins:<id> sorts before member:<id>, so the grading takes every member's rows in
  // the order any single entry would (a redeem holds coins:<id> and waits for member:<id>)
  const coinEntryId = await postGradingCoins(
    tx,
    matchId,
    grading,
    { before: coinsBefore, now: totals.coins },
    memo,
    by,
  );

  let billEntryId: number | null = null;
  const billPostings = [
    thb(escrow, -(totals.stake_satang - totals.refund_satang)),
    thb(accountName.house, house),
  ].filter((p) => p.amount !== 0);
  // not posted when it would move nothing: no stake outside the refunds, so nobody billed either
  if (billPostings.length > 0 || totals.payout_satang > totals.refund_satang) {
    const posted = await postToMembers(
      tx,
      {
        key: `settle:${matchId}:g${grading}:bill`,
        kind: 'settlement',
        type: TX_TYPE.bill,
        topic: grading === 1 ? BILL_TOPIC : REGRADED_BILL_TOPIC,
        memo,
        ...by,
        postings: billPostings,
      },
      q.billPayouts.bill(matchId, grading),
    );
    billEntryId = posted.entryId;
  }

  let refundEntryId: number | null = null;
  if (totals.refund_satang > 0) {
    const posted = await postToMembers(
      tx,
      {
        key: `settle:${matchId}:g${grading}:refund`,
        kind: 'settlement',
        type: TX_TYPE.refund,
        topic: REFUND_TOPIC,
        memo,
        ...by,
        postings: [thb(escrow, -totals.refund_satang)],
      },
      q.billPayouts.refund(matchId, grading),
    );
    refundEntryId = posted.entryId;
  }

  const summary: q.SettlementSummary = {
    grading,
    bets: totals.bets,
    members: totals.members,
    stake_satang: totals.stake_satang,
    payout_satang: totals.payout_satang,
    house_satang: house,
    coins: totals.coins,
  };
  await q.insertSettlement(tx, {
    match_id: matchId,
    result,
    ...summary,
    operatorId,
    billEntryId,
    refundEntryId,
    coinEntryId,
  });
  return summary;
}

/**
 * Settles a round ended in the caller's transaction (grading 1): grade every bill, pay, mark the
 * round settled (matches' settleRound). The escrow of the match is zero afterwards. Returns the
 * round as it now stands and the members the round's other graders paid (the caller tells them,
 * and the members the grading paid, their balance after commit).
 */
export async function settleMatch(
  tx: Tx,
  round: EndedRound,
  operatorId: number | null = null,
): Promise<q.SettlementSummary & { match: Match; gradersPaid: number[] }> {
  const { matchId, result } = round;
  const totals = await q.gradeIntoBills(tx, matchId, 1, result);
  const summary = await postGrading(tx, matchId, 1, result, totals, operatorId);
  const match = await settleRound(tx, round);
  // the other wagers on this round (steps' tickets), in the same transaction (round-graders.ts)
  const gradersPaid = await runRoundGraders(tx, { matchId, result, operatorId });
  return { ...summary, match, gradersPaid };
}

/**
 * POST /api/admin/matches/:id/end {result, next_match_id?}: ends and settles in one transaction; the
 * room hears CHANGE END (with nextMatch) and each paid member BALANCE once it all committed.
 */
export async function endAndSettle(
  deps: AppDeps,
  actor: Actor,
  matchId: number,
  input: MatchEndRequest,
): Promise<Match> {
  return deps.db.transaction(async (tx) => {
    const round = await endRound(tx, actor, matchId, input.result, input.next_match_id ?? null);
    const { match, gradersPaid } = await settleMatch(tx, round, actor.operatorId);
    tx.afterCommit(() =>
      deps.realtime.toMatch(matchId, 'CHANGE', { service: 'END', data: match, version: match.version }),
    );
    balancesAfterCommit(deps, tx, q.membersPaid(matchId, [1]), gradersPaid);
    return match;
  });
}

/**
 * POST /api/admin/matches/:id/regrade {result}: the operator corrects the result of a settled match.
 * Audited. Refused when the match is not settled (409), when the result is the one in force (409),
 * and when a member could not absorb their net difference (409, nothing changes).
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
    // every member of the match locked at once, in account order, before any posting: a settlement
    // of another match takes its members the same way, so the two cannot lock each other out
    const short = await q.membersShortOf(tx, matchId, currentGrading, grading);
    if (short > 0) {
      // the count travels as a field: message keys carry no numbers
      throw new AppError(409, 'bet.regrade_insufficient_balance', 'regrade_insufficient_balance', {
        members: String(short) as MessageKey,
      });
    }
    // coins never refuse a regrade: a member keeps what they spent of the previous grading's coins
    const totals = { ...graded, coins: await q.billCoinsHeld(tx, matchId, grading) };

    // the new grading first, then the reversal: a balance only ever drops by the net difference
    const summary = await postGrading(
      tx,
      matchId,
      grading,
      input.result,
      totals,
      actor.operatorId,
      current?.coins ?? 0,
    );
    const previous = await q.billTotals(tx, matchId, currentGrading);
    const reversal = [
      thb(accountName.escrow(matchId), previous.credit_satang),
      thb(accountName.house, -(previous.credit_satang - previous.win_amount_satang)),
    ].filter((p) => p.amount !== 0);
    if (reversal.length > 0 || previous.win_amount_satang > 0) {
      await postToMembers(
        tx,
        {
          key: `regrade:${matchId}:g${grading}:reverse`,
          kind: 'regrade',
          type: TX_TYPE.bill,
          topic: REVERSAL_TOPIC,
          memo: { match_id: matchId, from: currentResult, to: input.result, grading },
          operatorId: actor.operatorId,
          postings: reversal,
        },
        q.billPayouts.reversal(matchId, currentGrading),
      );
    }

    // the other wagers on this round (steps' tickets) are graded again (round-graders.ts)
    const gradersMoved = await runRoundGraders(tx, {
      matchId,
      result: input.result,
      operatorId: actor.operatorId,
    });
    const correction = {
      from: currentResult,
      to: input.result,
      reason: input.reason,
      reversed: {
        stakes: satangToBaht(previous.credit_satang),
        paid: satangToBaht(previous.win_amount_satang),
      },
      paid: satangToBaht(summary.payout_satang),
      house_before: satangToBaht(previous.credit_satang - previous.win_amount_satang),
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
    tx.afterCommit(() =>
      deps.realtime.toMatch(matchId, 'CHANGE', { service: 'UPDATE', data: match, version: match.version }),
    );
    balancesAfterCommit(deps, tx, q.membersPaid(matchId, [currentGrading, grading]), gradersMoved);
    return { ...match, correction };
  });
}
