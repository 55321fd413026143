// Settling and regrading step tickets (DESIGN §4): the steps' grader of a round, registered with
// betting's settlement at start-up (registerStepGrading, called by app.ts buildApp), which runs it in
// the transaction that settles or regrades the round (betting/round-graders.ts), on the one
// settlement core (betting's postGradingMoney): the tickets supply who won, the core moves the money.
//
// Invariants:
// - Grading a round sets the state of every leg on it: won (its side won), lost, or void (draw or
//   withdrawal: odds 1). A ticket whose legs are not all graded only changes that leg's state.
// - A ticket settles when its last leg settles: it pays floor(stake × Π won legs' (rate_1 + rate_2) /
//   rate_1) if no leg lost (BigInt, whole satang; all void → the stake, a refund), else 0. Every ticket
//   the round's grading settles or changes moves in the core's entries of that grading, keyed
//   steps:<match>:g<N>:coins|bill|refund|reverse: each ticket's escrow pays its member and the house
//   takes the rest (the house pays in when the payout exceeds the stake), so a settled ticket's escrow
//   is zero; its coin, if it earns one (ticketCoins).
// - A regrade of a round whose ticket was settled, and whose outcome changes, pays the new grading and
//   then reverses the previous one (what it paid the member and kept for the house, back into the
//   escrow): the journal is never edited and a member's balance only drops by the net difference. It
//   never waits for one member (the core's short-member rule: what they no longer have, they owe).
// - Tickets are locked FOR UPDATE in id order after the round's row, so two rounds of one ticket
//   settling at once grade it one after the other and the second sees the first's leg.
import { accountName } from '@sanam/contract/ledger.ts';
import { earnsCoin } from '@sanam/contract/stakes.ts';
import { stepPayoutSatang, type StepTicketStatus } from '@sanam/contract/steps.ts';
import type { Tx } from '../../db/db.ts';
import type { MemberQuery } from '../../ledger/ledger.ts';
import {
  memberAmounts,
  NO_MEMBERS,
  onRoundGraded,
  postGradingMoney,
  type GradedRound,
} from '../betting/index.ts';
import * as queries from './queries.ts';
import {
  STEP_BILL_TOPIC,
  STEP_COINS_TOPIC,
  STEP_REFUND_TOPIC,
  STEP_REGRADED_BILL_TOPIC,
  STEP_REVERSAL_TOPIC,
} from './topics.ts';

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

/**
 * The ticket's coin under its new grading: one when it is graded won or lost (never all
 * void), its stake is at least the coin minimum, and no other ticket of the member backs the other
 * side of one of its rounds (at a fair rate such tickets can cover every outcome and lose nothing).
 * Null for a ticket placed before migration 016, whose coin was paid then.
 */
function ticketCoin(
  t: queries.TicketForSettlement,
  status: Exclude<StepTicketStatus, 'pending'>,
): number | null {
  if (t.coins === null) return null;
  return status !== 'refunded' && earnsCoin(t.amount_satang) && !t.hedged ? 1 : 0;
}

type Change = {
  t: queries.TicketForSettlement;
  outcome: ReturnType<typeof ticketOutcome>;
  previous: { payoutSatang: number } | null;
  coin: number | null;
};

/**
 * Grades the legs on the round by its result and settles (or regrades) every ticket this completes or
 * changes, through the settlement core. Runs in the caller's transaction after the round's row is
 * locked; answers the members whose balance moved (the caller tells them after commit).
 */
export async function gradeStepLegs(tx: Tx, round: GradedRound): Promise<MemberQuery | null> {
  const { matchId, result, grading } = round;
  const ids = await queries.gradeLegsOfMatch(tx, matchId, result);
  if (ids.length === 0) return null;
  const changes: Change[] = [];
  for (const t of await queries.ticketsForSettlement(tx, ids)) {
    if (t.legs.some((l) => l.status === 'pending')) continue;
    const outcome = ticketOutcome(t.amount_satang, t.legs);
    const previous = t.status === 'pending' ? null : { status: t.status, payoutSatang: t.payout_satang ?? 0 };
    if (previous && previous.status === outcome.status && previous.payoutSatang === outcome.payoutSatang)
      continue;
    changes.push({ t, outcome, previous, coin: ticketCoin(t, outcome.status) });
  }
  if (changes.length === 0) return null;

  const refunded = (c: Change) => c.outcome.status === 'refunded';
  const paid = changes.filter((c) => !refunded(c) && c.outcome.payoutSatang > 0);
  const back = changes.filter(refunded);
  const reversed = changes.flatMap((c) => (c.previous === null ? [] : [{ ...c, previous: c.previous }]));
  const sum = <C>(cs: C[], f: (c: C) => number) => cs.reduce((s, c) => s + f(c), 0);
  const coinMoves = changes.flatMap((c) =>
    c.coin === null ? [] : [{ memberId: c.t.member_id, amount: c.coin - (c.t.coins ?? 0) }],
  );
  const posted = await postGradingMoney(tx, {
    keys: {
      bill: `steps:${matchId}:g${grading}:bill`,
      refund: `steps:${matchId}:g${grading}:refund`,
      coins: `steps:${matchId}:g${grading}:coins`,
      reverse: `steps:${matchId}:g${grading}:reverse`,
    },
    kinds: { grading: 'step_settlement', reverse: 'step_regrade' },
    topics: {
      bill: reversed.length > 0 ? STEP_REGRADED_BILL_TOPIC : STEP_BILL_TOPIC,
      refund: STEP_REFUND_TOPIC,
      coins: STEP_COINS_TOPIC,
      reverse: STEP_REVERSAL_TOPIC,
    },
    memo: { match_id_graded: matchId, result, grading, step_ticket_ids: changes.map((c) => c.t.id) },
    operatorId: round.operatorId,
    escrows: changes.map((c) => ({
      account: accountName.stepEscrow(c.t.id),
      billSatang: refunded(c) ? 0 : c.t.amount_satang,
      refundSatang: refunded(c) ? c.t.amount_satang : 0,
    })),
    pays:
      memberAmounts(paid.map((c) => ({ memberId: c.t.member_id, amount: c.outcome.payoutSatang }))) ??
      NO_MEMBERS,
    paidSatang: sum(paid, (c) => c.outcome.payoutSatang),
    refunds: memberAmounts(back.map((c) => ({ memberId: c.t.member_id, amount: c.outcome.payoutSatang }))),
    refundSatang: sum(back, (c) => c.outcome.payoutSatang),
    coins: memberAmounts(coinMoves),
    coinsGiven: coinMoves.reduce((s, c) => s + c.amount, 0),
    reverse:
      reversed.length === 0
        ? null
        : {
            pays:
              memberAmounts(
                reversed.map((c) => ({ memberId: c.t.member_id, amount: c.previous.payoutSatang })),
              ) ?? NO_MEMBERS,
            paidSatang: sum(reversed, (c) => c.previous.payoutSatang),
            escrows: reversed.map((c) => ({
              account: accountName.stepEscrow(c.t.id),
              satang: c.t.amount_satang,
            })),
          },
  });

  // a member who spent the coins a correction takes back keeps what they could not give back: on
  // their tickets that lost a coin, in id order
  const kept = new Map(posted.coinsLimited.map((l) => [l.memberId, l.posted - l.asked]));
  for (const c of changes) {
    let coins = c.coin;
    const left = kept.get(c.t.member_id) ?? 0;
    if (coins !== null && left > 0 && coins < (c.t.coins ?? 0)) {
      coins = c.t.coins;
      kept.set(c.t.member_id, left - 1);
    }
    await queries.markTicketSettled(tx, {
      id: c.t.id,
      status: c.outcome.status,
      payoutSatang: c.outcome.payoutSatang,
      grading: c.t.grading + 1,
      coins,
    });
  }
  return posted.touched;
}

/**
 * Registers the step tickets' grading with betting's settlement: every round settled or regraded
 * from then on grades the legs on it. Called once per app (app.ts buildApp), before any request.
 */
export function registerStepGrading(): void {
  onRoundGraded('steps', gradeStepLegs);
}
