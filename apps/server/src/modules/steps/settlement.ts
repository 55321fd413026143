// Settling and regrading step tickets (DESIGN §4): the steps' grader of a round, registered with
// betting's settlement at start-up (registerStepGrading, called by app.ts buildApp), which runs it in
// the transaction that settles or regrades the round (betting/round-graders.ts).
//
// Invariants:
// - Grading a round sets the state of every leg on it: won (its side won), lost, or void (draw or
//   withdrawal: odds 1). A ticket whose legs are not all graded only changes that leg's state.
// - A ticket settles when its last leg settles, in grading 1: it pays
//   floor(stake × Π won legs' (rate_1 + rate_2) / rate_1) if no leg lost (BigInt, whole satang;
//   all void → the stake), else 0. One entry step:<ticket>:g<N>:settle moves the whole escrow:
//   escrow → member (type 4 bill; type 5 refund when every leg is void) and the rest → house (the
//   house pays in when the payout exceeds the stake). Afterwards the ticket's escrow is zero. The
//   same entry pays the ticket's coin, if it earns one (ticketCoins, issue 20).
// - A regrade of a round whose ticket was settled, and whose outcome changes, posts grading N + 1
//   first and then step:<ticket>:g<N+1>:reverse, which takes back what grading N paid the member and
//   kept for the house, into the escrow: the journal is never edited and a member's balance only
//   drops by the net difference. When the member cannot absorb it the whole regrade is refused
//   (409 'bet.regrade_insufficient_balance') and nothing changes, like a single-bet regrade.
// - Tickets are locked FOR UPDATE in id order after the round's row, so two rounds of one ticket
//   settling at once grade it one after the other and the second sees the first's leg.
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import type { MatchResult } from '@sanam/contract/matches.ts';
import type { MessageKey } from '@sanam/contract/messages.ts';
import { earnsCoin } from '@sanam/contract/stakes.ts';
import { stepPayoutSatang, type StepTicketStatus } from '@sanam/contract/steps.ts';
import type { Tx } from '../../db/db.ts';
import { AppError } from '../../http/errors.ts';
import { lockMemberAccounts, post, type PostingInput } from '../../ledger/ledger.ts';
import { onRoundGraded } from '../betting/index.ts';
import * as q from './queries.ts';
import {
  STEP_BILL_TOPIC,
  STEP_REFUND_TOPIC,
  STEP_REGRADED_BILL_TOPIC,
  STEP_REVERSAL_TOPIC,
} from './topics.ts';

const thb = (account: string, amount: number): PostingInput => ({ account, currency: 'THB', amount });

/** How a ticket whose legs are all graded ends: its state and what it returns (stake included). */
export function ticketOutcome(
  stakeSatang: number,
  legs: Parameters<typeof stepPayoutSatang>[1],
): { status: Exclude<StepTicketStatus, 'pending'>; payoutSatang: number } {
  const payoutSatang = stepPayoutSatang(stakeSatang, legs);
  if (payoutSatang === 0) return { status: 'lost', payoutSatang };
  if (legs.every((l) => l.status === 'void')) return { status: 'refunded', payoutSatang };
  return { status: 'won', payoutSatang };
}

function settleEntryOf(
  t: q.TicketForSettlement,
  grading: number,
  outcome: ReturnType<typeof ticketOutcome>,
): { type: 4 | 5; topic: string; postings: PostingInput[] } {
  const stake = t.amount_satang;
  const postings = [
    thb(accountName.stepEscrow(t.id), -stake),
    thb(accountName.member(t.member_id), outcome.payoutSatang),
    thb(accountName.house, stake - outcome.payoutSatang),
  ].filter((p) => p.amount !== 0);
  if (outcome.status === 'refunded') return { type: TX_TYPE.refund, topic: STEP_REFUND_TOPIC, postings };
  return { type: TX_TYPE.bill, topic: grading === 1 ? STEP_BILL_TOPIC : STEP_REGRADED_BILL_TOPIC, postings };
}

/**
 * The ticket's coin under its new grading (issue 20): one when it is graded won or lost (never all
 * void), its stake is at least the coin minimum, and no other ticket of the member backs the other
 * side of one of its rounds (at a fair rate such tickets can cover every outcome and lose nothing).
 * The postings move the member by the difference from what the previous grading gave; a take-back
 * never exceeds the coins the member still holds (a regrade never fails for coins spent). A ticket
 * placed before migration 016 earned its coin then: nothing moves.
 */
async function ticketCoins(
  tx: Tx,
  t: q.TicketForSettlement,
  status: Exclude<StepTicketStatus, 'pending'>,
): Promise<{ held: number | null; postings: PostingInput[] }> {
  if (t.coins === null) return { held: null, postings: [] };
  const earned = status !== 'refunded' && earnsCoin(t.amount_satang) && !t.hedged ? 1 : 0;
  let delta = earned - t.coins;
  if (delta < 0) {
    // the coin row first: coins:<id> sorts before member:<id>, the order post() takes them in
    const account = accountName.coins(t.member_id);
    const held = (await lockMemberAccounts(tx, [account])).get(account) ?? 0;
    delta = Math.max(delta, -held);
  }
  if (delta === 0) return { held: t.coins, postings: [] };
  return {
    held: t.coins + delta,
    postings: [
      { account: accountName.house, currency: 'COIN', amount: -delta },
      { account: accountName.coins(t.member_id), currency: 'COIN', amount: delta },
    ],
  };
}

/**
 * Grades the legs on `matchId` by `result` and settles (or regrades) every ticket this completes or
 * changes. Runs in the caller's transaction after the round's row is locked; returns the members whose
 * balance moved (the caller sends BALANCE after commit).
 */
export async function gradeStepLegs(
  tx: Tx,
  matchId: number,
  result: MatchResult,
  operatorId: number | null = null,
): Promise<number[]> {
  const ids = await q.gradeLegsOfMatch(tx, matchId, result);
  if (ids.length === 0) return [];
  const moved = new Set<number>();
  const byOperator = operatorId === null ? {} : { operatorId };
  for (const t of await q.ticketsForSettlement(tx, ids)) {
    if (t.legs.some((l) => l.status === 'pending')) continue;
    const outcome = ticketOutcome(t.amount_satang, t.legs);
    const previous = t.status === 'pending' ? null : { status: t.status, payoutSatang: t.payout_satang ?? 0 };
    if (previous && previous.status === outcome.status && previous.payoutSatang === outcome.payoutSatang)
      continue;

    const grading = t.grading + 1;
    const memo = { step_ticket_id: t.id, match_id_graded: matchId, result, grading };
    const entry = settleEntryOf(t, grading, outcome);
    const coins = await ticketCoins(tx, t, outcome.status);
    try {
      await post(tx, {
        key: `step:${t.id}:g${grading}:settle`,
        kind: 'step_settlement',
        type: entry.type,
        topic: entry.topic,
        memo,
        ...byOperator,
        postings: [...entry.postings, ...coins.postings],
      });
      if (previous) {
        // what grading N − 1 paid the member and kept for the house, back into the escrow
        await post(tx, {
          key: `step:${t.id}:g${grading}:reverse`,
          kind: 'step_regrade',
          type: TX_TYPE.bill,
          topic: STEP_REVERSAL_TOPIC,
          memo,
          ...byOperator,
          postings: [
            thb(accountName.stepEscrow(t.id), t.amount_satang),
            thb(accountName.member(t.member_id), -previous.payoutSatang),
            thb(accountName.house, previous.payoutSatang - t.amount_satang),
          ].filter((p) => p.amount !== 0),
        });
      }
    } catch (e) {
      if (previous && e instanceof AppError && e.messageKey === 'ledger.insufficient_balance') {
        throw new AppError(409, 'bet.regrade_insufficient_balance', 'regrade_insufficient_balance', {
          members: '1' as MessageKey,
        });
      }
      throw e;
    }
    await q.markTicketSettled(tx, {
      id: t.id,
      status: outcome.status,
      payoutSatang: outcome.payoutSatang,
      grading,
      coins: coins.held,
    });
    if (outcome.payoutSatang > 0 || (previous?.payoutSatang ?? 0) > 0 || coins.postings.length > 0)
      moved.add(t.member_id);
  }
  return [...moved].sort((a, b) => a - b);
}

/**
 * Registers the step tickets' grading with betting's settlement: every round settled or regraded
 * from then on grades the legs on it. Called once per app (app.ts buildApp), before any request.
 */
export function registerStepGrading(): void {
  onRoundGraded('steps', (tx, round) => gradeStepLegs(tx, round.matchId, round.result, round.operatorId));
}
