// Event / quiz bets: an operator's question with 2 to 10 options at decimal odds.
//
// Owns: the events, event_options and event_bets tables; the member's open events and bets
// (listQuiz, placeEventBet) and the console's life cycle (event-desk.ts): draft → open → closed →
// settled, or cancelled from any state before settled.
// Invariants:
// - A bet is one transaction: the event row FOR SHARE (an operator change waits for it), the one stake
//   rule set (contract wager-rules.ts: the member's standing, the event open and before its closing
//   time, a known option, the odds the member saw, the default minimum and its steps, the member's own
//   largest stake, the funds), the bet row, and one ledger entry member:<id> → escrow:event:<id>
//   (type 3). No coin at placement: settling pays the coins (event-desk.ts). The ledger refuses a
//   stake over the balance and it all rolls back: a refusal changes nothing.
// - Settling, cancelling and correcting move the money through betting's settlement core.
// - (member, ref) places at most one bet: a repeat answers with the first bet and moves nothing.
// - A bet keeps its odds; a winning bet returns floor-to-satang(stake × odds), stake included.
// - Settling and cancelling take the event row FOR UPDATE and happen once: afterwards
//   escrow:event:<id> is zero (ledger check), and a second settle or cancel is refused (409).
import {
  centsToOdds,
  oddsToCents,
  type EventBet,
  type EventBetData,
  type EventBetRequest,
  type QuizEvent,
} from '@sanam/contract/events.ts';
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import { bahtToSatang, satangToBaht } from '@sanam/contract/money.ts';
import { MIN_BET_BAHT_DEFAULT, MIN_BET_SATANG_DEFAULT } from '@sanam/contract/stakes.ts';
import { stakeRefusal } from '@sanam/contract/wager-rules.ts';
import type { Tx } from '../../db/db.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberBalances, post } from '../../ledger/ledger.ts';
import { balanceAfterCommit } from '../../realtime/balance.ts';
import { memberStanding, refusalError } from '../betting/index.ts';
import { heldPlayStanding } from '../play/index.ts';
import * as queries from './queries.ts';
import { eventBetTopic } from './topics.ts';
import { iso, isoOrNull } from '../../db/timestamps.ts';

export function toEventBet(r: queries.EventBetRow): EventBet {
  return {
    id: r.id,
    event_id: r.event_id,
    type: r.option_key,
    label: r.label,
    amount: satangToBaht(r.amount_satang),
    odds: centsToOdds(r.odds_cents),
    status: r.status,
    payout: r.payout_satang === null ? null : satangToBaht(r.payout_satang),
    created_at: iso(r.created_at),
  };
}

/** GET /user/quiz: the open events before their closing time, with their odds and the member's bets. */
export async function listQuiz(deps: AppDeps, memberId: number): Promise<QuizEvent[]> {
  const events = await queries.listOpenEvents(deps.db);
  const ids = events.map((e) => e.id);
  const [options, bets] = await Promise.all([
    queries.optionsOf(deps.db, ids),
    queries.memberBetsOn(deps.db, memberId, ids),
  ]);
  return events.map((e) => ({
    id: e.id,
    question: e.question,
    closes_at: isoOrNull(e.closes_at),
    version: e.version,
    options: options
      .filter((o) => o.event_id === e.id)
      .map((o) => ({ key: o.key, label: o.label, odds: centsToOdds(o.odds_cents) })),
    my_bets: bets.filter((b) => b.event_id === e.id).map(toEventBet),
    min_bet: MIN_BET_BAHT_DEFAULT,
  }));
}

async function betReply(tx: Tx, deps: AppDeps, memberId: number, betId: number, announce: boolean) {
  const bet = await queries.findBet(tx, betId);
  if (!bet) throw new Error(`event bet ${betId} cannot be found`);
  // BALANCE only for a bet placed now, never for a repeated ref
  const b = announce
    ? await balanceAfterCommit(deps, tx, memberId)
    : ((await memberBalances(tx, [memberId])).get(memberId) ?? { cashSatang: 0, coins: 0 });
  return { bet: toEventBet(bet), balance: satangToBaht(b.cashSatang), event_point: b.coins };
}

/**
 * POST /user/bet/event/{id} and /user/quiz/bet: one bet on an option of an open event at the odds
 * the member saw, or the first bet for a repeated ref (body `ref`, else the Idempotency-Key header).
 */
export async function placeEventBet(
  deps: AppDeps,
  memberId: number,
  eventId: number,
  input: EventBetRequest,
  idempotencyKey: string | null = null,
): Promise<EventBetData> {
  const amountSatang = bahtToSatang(input.amount);
  if (amountSatang === null || amountSatang <= 0)
    throw badRequest('validation.amount_invalid', { amount: 'validation.amount_invalid' });
  const ref = input.ref ?? idempotencyKey;

  return deps.db.transaction(async (tx) => {
    const event = await queries.lockEvent(tx, eventId, 'share');
    if (!event) throw notFound('event.not_found');
    if (ref !== null) {
      const earlier = await queries.findBetByRef(tx, memberId, ref);
      if (earlier) return betReply(tx, deps, memberId, earlier.id, false);
    }
    const [member, options, play] = await Promise.all([
      memberStanding(tx, memberId),
      queries.optionsOf(tx, [eventId]),
      heldPlayStanding(tx, memberId),
    ]);
    const balances = await memberBalances(tx, [memberId]);
    // the one stake rule set: an event is about no stadium of its own (the default minimum and its
    // steps) and has no round limits (the member's own controls hold)
    const refusal = stakeRefusal({
      amountSatang,
      on: {
        way: 'event',
        event: {
          isOpen: event.state === 'open',
          isPastClosing: event.is_past_closing,
          options: options.map((o) => ({ key: o.key, oddsCents: o.odds_cents })),
          minBetSatang: MIN_BET_SATANG_DEFAULT,
        },
        option: input.type,
        seenOddsCents: oddsToCents(input.odds) ?? -1,
      },
      member: member
        ? { ...member, play }
        : { blocked: true, suspended: false, maxBetSatang: null, limitPermille: null },
      cashSatang: balances.get(memberId)?.cashSatang ?? 0,
    });
    if (refusal) throw refusalError(refusal);
    const option = options.find((o) => o.key === input.type);
    if (!option) throw new Error('unreachable: an option the rules let through is unknown');

    const betId = await queries.insertBet(tx, {
      eventId,
      memberId,
      key: option.key,
      amountSatang,
      oddsCents: option.odds_cents,
      ref,
    });
    if (betId === null) {
      // a concurrent request with the same ref committed first: answer as it did
      const first = ref === null ? null : await queries.findBetByRef(tx, memberId, ref);
      if (!first) throw new Error(`event bet ${memberId}/${ref} conflicted but cannot be found`);
      return betReply(tx, deps, memberId, first.id, false);
    }

    const posted = await post(tx, {
      key: `event-bet:${betId}`,
      kind: 'event-bet',
      type: TX_TYPE.bet,
      topic: eventBetTopic(event.question, option.label),
      memo: {
        event_id: eventId,
        event_bet_id: betId,
        option: option.key,
        odds: centsToOdds(option.odds_cents),
      },
      postings: [
        { account: accountName.member(memberId), currency: 'THB', amount: -amountSatang },
        { account: accountName.eventEscrow(eventId), currency: 'THB', amount: amountSatang },
      ],
    });
    await queries.setBetEntry(tx, betId, posted.entryId);
    return betReply(tx, deps, memberId, betId, true);
  });
}
