// Step (parlay) bets (DESIGN §4): 2 to 10 red/blue selections on different pre-fight rounds in one
// ticket that wins only if every selection wins and pays the product of the selections' odds.
//
// Owns: the step_tickets and step_legs tables; the rounds open for steps (GET /user/match/step),
// placing a ticket (placeStepBet), the member's tickets and one ticket's legs; and, through
// settlement.ts, grading the legs of a round when it settles or is regraded (gradeStepLegs, the
// grader registerStepGrading hands betting's settlement, which runs it in the same transaction).
// Invariants:
// - A ticket is one transaction: every round FOR SHARE in id order (an operator change waits for it),
//   the member's cash row and then the rounds' books locked, and the one stake rule set (contract
//   wager-rules.ts) with every leg: each leg's round, side switch, last call and price, the highest
//   minimum of its rounds and its steps, the lowest largest stake by the member's factor, the payout
//   caps, the funds, and on every leg's round the member's per-side cap and the liability cap, the
//   ticket's whole win counting on every leg's side. Then the ticket and its legs with each leg's
//   price as placed, one ledger entry member:<id> → escrow:step:<ticket id> (type 3), and the ticket
//   on its rounds' books. No coin at placement: the ticket's coin comes with its grading
//   (settlement.ts). A refusal changes no money; the liability cap closes a leg's side it
//   finds full (after the refused transaction rolled back), as it does for a single bet.
// - (member, ref) places at most one ticket: a repeat answers with the first ticket and moves nothing.
// - The stake stays in escrow:step:<ticket id> until the ticket's last leg settles; then the escrow
//   pays the member and the house takes the rest, so a settled ticket's escrow is zero (ledger check).
// - BALANCE leaves only from tx.afterCommit of a ticket placed now.
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import { satangToBaht, bahtToSatang } from '@sanam/contract/money.ts';
import {
  addedLoss,
  sideIsFull,
  stakeRefusal,
  standingRefusal,
  type BookSide,
  type Refusal,
} from '@sanam/contract/wager-rules.ts';
import type { StepDeskQuery, StepDeskPage, StepDeskTicketDetails } from '@sanam/contract/step-desk.ts';
import {
  combinedOdds,
  legOdds,
  STEP_TICKET_PAGE_SIZE,
  stepPayoutSatang,
  type StepBetData,
  type StepBetRequest,
  type StepMatch,
  type StepTicket,
  type StepTicketDetails,
  type StepTicketListRequest,
  type StepTicketPage,
} from '@sanam/contract/steps.ts';
import type { Queryable, Tx } from '../../db/db.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { lockMemberAccounts, memberBalances, post } from '../../ledger/ledger.ts';
import {
  addTicketToBooks,
  booksAndHeld,
  closeFullSides,
  lockBooks,
  memberStanding,
  refusalError,
  roundStateOf,
} from '../betting/index.ts';
import { listRunningMatches, lockMatchForBet, type MatchForBet } from '../matches/index.ts';
import { heldPlayStanding } from '../play/index.ts';
import * as queries from './queries.ts';
import { stepBetTopic } from './topics.ts';
import { iso, isoOrNull } from '../../db/timestamps.ts';

function toTicket(t: queries.TicketRow, legs: queries.LegRow[]): StepTicket {
  const prices = legs.map((l) => ({ rate1: l.rate_1, rate2: l.rate_2 }));
  return {
    id: t.id,
    amount: satangToBaht(t.amount_satang),
    legs_count: t.legs_count,
    legs_settled: t.legs_settled,
    odds: combinedOdds(prices),
    potential_payout: satangToBaht(
      stepPayoutSatang(
        t.amount_satang,
        prices.map((p) => ({ ...p, status: 'won' as const })),
      ),
    ),
    status: t.status,
    payout: t.payout_satang === null ? null : satangToBaht(t.payout_satang),
    ref: t.ref,
    created_at: iso(t.created_at),
    settled_at: isoOrNull(t.settled_at),
  };
}

function toDetails(t: queries.TicketRow, legs: queries.LegRow[]): StepTicketDetails {
  return {
    ...toTicket(t, legs),
    legs: legs.map((l) => ({
      id: l.id,
      match_id: l.match_id,
      round_name: l.round_name,
      red_cow_name: l.red_cow_name,
      blue_cow_name: l.blue_cow_name,
      stadium_name: l.stadium_name,
      type: l.side,
      rate_id: l.rate_id,
      rate_name: l.rate_name,
      rate_1: l.rate_1,
      rate_2: l.rate_2,
      odds: legOdds(l.rate_1, l.rate_2),
      result: l.result,
      status: l.status,
    })),
  };
}

async function detailsOf(db: Queryable, t: queries.TicketRow): Promise<StepTicketDetails> {
  return toDetails(t, await queries.legsOf(db, [t.id]));
}

async function ticketReply(tx: Tx, memberId: number, t: queries.TicketRow): Promise<StepBetData> {
  const b = (await memberBalances(tx, [memberId])).get(memberId);
  return {
    ticket: await detailsOf(tx, t),
    balance: satangToBaht(b?.cashSatang ?? 0),
    event_point: b?.coins ?? 0,
  };
}

/** GET /user/match/step: the pre-fight rounds running with betting open and a current rate, with the odds of each side. */
export async function stepMatches(deps: AppDeps): Promise<StepMatch[]> {
  const matches = await listRunningMatches(deps);
  const open: StepMatch[] = [];
  for (const m of matches) {
    const { now_red_rate_1: r1, now_red_rate_2: r2, now_blue_rate_1: b1, now_blue_rate_2: b2 } = m;
    if (!m.is_prefight || m.is_open !== 1 || m.rate === null) continue;
    if (r1 === null || r2 === null || b1 === null || b2 === null) continue;
    open.push({ ...m, red_odds: legOdds(r1, r2), blue_odds: legOdds(b1, b2) });
  }
  return open;
}

/** A ticket the rule set refused inside its transaction: answered once the transaction rolled back. */
class TicketRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.key);
  }
}

/**
 * POST /user/bet/step {amount, steps, ref?}: one ticket, or the first one for a repeated ref (body
 * `ref`, else the Idempotency-Key header). Every refusal changes nothing, but for the liability cap's
 * own effect: a leg's side it finds full closes (after the refused ticket's transaction rolled back).
 */
export async function placeStepBet(
  deps: AppDeps,
  memberId: number,
  input: StepBetRequest,
  headerRef: string | null = null,
): Promise<StepBetData> {
  const amountSatang = bahtToSatang(input.amount);
  if (amountSatang === null || amountSatang <= 0)
    throw badRequest('validation.amount_invalid', { amount: 'validation.amount_invalid' });
  const ref = input.ref ?? headerRef ?? null;
  try {
    const placed = await deps.db.transaction((tx) =>
      writeTicket(deps, tx, memberId, amountSatang, input, ref),
    );
    // the ticket may have left a leg's side full: it closes now, not on the next member's refusal
    await closeFullSides(deps, placed.full);
    return placed.reply;
  } catch (err) {
    if (!(err instanceof TicketRefused)) throw err;
    await closeFullSides(deps, err.refusal.full ?? []);
    throw refusalError(err.refusal, 'steps');
  }
}

/**
 * The ticket's transaction: every round FOR SHARE in id order (an operator change waits for it), the
 * member's cash row and then the rounds' books locked (the order a bet statement takes them), the one
 * stake rule set with every leg, its book and the member's holdings, then the ticket, its legs with
 * each leg's price as placed, one ledger entry member:<id> → escrow:step:<ticket id> (type 3) and the
 * ticket on its rounds' books.
 */
async function writeTicket(
  deps: AppDeps,
  tx: Tx,
  memberId: number,
  amountSatang: number,
  input: StepBetRequest,
  ref: string | null,
): Promise<{ reply: StepBetData; full: Array<{ matchId: number; side: BookSide }> }> {
  if (ref !== null) {
    const earlier = await queries.findTicketByRef(tx, memberId, ref);
    if (earlier) return { reply: await ticketReply(tx, memberId, earlier), full: [] };
  }
  // the member first, as the rule set reads them: a blocked member hears that, whatever they asked for
  const member = (await memberStanding(tx, memberId)) ?? {
    blocked: true,
    suspended: false,
    maxBetSatang: null,
    limitPermille: null,
  };
  const matchIds = [...new Set(input.steps.map((s) => s.matchId))].sort((a, b) => a - b);
  const rows = new Map<number, MatchForBet>();
  for (const matchId of matchIds) {
    const row = await lockMatchForBet(tx, matchId);
    if (!row)
      throw new TicketRefused(
        standingRefusal(member) ?? { rule: 'round', key: 'step.round_not_open', fields: {} },
      );
    rows.set(matchId, row);
  }
  const cashAccount = accountName.member(memberId);
  const cash = (await lockMemberAccounts(tx, [cashAccount])).get(cashAccount) ?? 0;
  await lockBooks(tx, matchIds);
  const books = await booksAndHeld(tx, matchIds, memberId);
  const legOf = (s: StepBetRequest['steps'][number]) => {
    const row = rows.get(s.matchId);
    if (!row) throw new Error(`step: round ${s.matchId} was not read`);
    return {
      round: roundStateOf(row, deps.config.testRoundNames),
      side: s.type,
      seen: { rateId: s.rateId },
      ...books.get(s.matchId),
    };
  };
  const on = { way: 'step' as const, legs: input.steps.map(legOf) };
  // the member's cash row is held: their losses as read now hold every stake of theirs
  const play = await heldPlayStanding(tx, memberId);
  const refusal = stakeRefusal({
    amountSatang,
    on,
    member: { ...member, play },
    cashSatang: cash,
  });
  if (refusal) throw new TicketRefused(refusal);

  const legs = on.legs.map((l) => {
    const price = l.side === 'red' ? l.round.red : l.round.blue;
    if (!price || l.round.rateId === null)
      throw new Error('unreachable: a leg the rules let through has no price');
    return {
      matchId: l.round.matchId,
      side: l.side,
      rateId: l.round.rateId,
      rate1: price.rate1,
      rate2: price.rate2,
    };
  });
  const ticketId = await queries.insertTicket(tx, { memberId, amountSatang, legsCount: legs.length, ref });
  if (ticketId === null) {
    // a concurrent request with the same ref committed first: answer as it did
    const first = ref === null ? null : await queries.findTicketByRef(tx, memberId, ref);
    if (!first) throw new Error(`step ticket ${memberId}/${ref} conflicted but cannot be found`);
    return { reply: await ticketReply(tx, memberId, first), full: [] };
  }
  await queries.insertLegs(tx, ticketId, legs);

  const posted = await post(tx, {
    key: `step:${ticketId}`,
    kind: 'step_bet',
    type: TX_TYPE.bet,
    topic: stepBetTopic(legs.length),
    memo: { step_ticket_id: ticketId, legs: legs.length },
    postings: [
      { account: cashAccount, currency: 'THB', amount: -amountSatang },
      { account: accountName.stepEscrow(ticketId), currency: 'THB', amount: amountSatang },
    ],
  });
  await queries.setTicketEntry(tx, ticketId, posted.entryId);
  // the ticket's worst case on every leg round's book, and its stake on the member's per-side caps
  const added = addedLoss(on, amountSatang);
  await addTicketToBooks(tx, { memberId, amountSatang, legs, added });
  const after = await booksAndHeld(tx, matchIds, memberId);
  const full = added.filter((a) => {
    const round = on.legs.find((l) => l.round.matchId === a.matchId)?.round;
    const book = after.get(a.matchId)?.book;
    return (
      round?.liabilityCapSatang != null &&
      book !== undefined &&
      sideIsFull(round, a.side, round.liabilityCapSatang - book[a.side])
    );
  });

  const balance = satangToBaht(posted.memberBalances[cashAccount] ?? 0);
  // no coin at placement: the ticket's coin comes with its grading (settlement.ts)
  const eventPoint = (await memberBalances(tx, [memberId])).get(memberId)?.coins ?? 0;
  tx.afterCommit(() => deps.realtime.toMember(memberId, 'BALANCE', { balance, event_point: eventPoint }));
  const ticket = await queries.findTicket(tx, memberId, ticketId);
  if (!ticket) throw new Error(`step ticket ${ticketId} vanished`);
  return {
    reply: { ticket: await detailsOf(tx, ticket), balance, event_point: eventPoint },
    full: full.map((a) => ({ matchId: a.matchId, side: a.side })),
  };
}

/** POST /user/transaction/step: the member's tickets, newest first, page by page. */
export async function stepTickets(
  deps: AppDeps,
  memberId: number,
  input: StepTicketListRequest,
): Promise<StepTicketPage> {
  const limit = input.limit ?? STEP_TICKET_PAGE_SIZE;
  const rows = await queries.listTickets(deps.db, memberId, input.cursor ?? null, limit + 1);
  const page = rows.slice(0, limit);
  const legs = await queries.legsOf(
    deps.db,
    page.map((t) => t.id),
  );
  return {
    items: page.map((t) =>
      toTicket(
        t,
        legs.filter((l) => l.ticket_id === t.id),
      ),
    ),
    next_cursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** POST /user/transaction/step_details/{id}: one of the caller's tickets with its legs (404 for anyone else's). */
export async function stepTicketDetails(
  deps: AppDeps,
  memberId: number,
  ticketId: number,
): Promise<StepTicketDetails> {
  const t = await queries.findTicket(deps.db, memberId, ticketId);
  if (!t) throw notFound('step.ticket_not_found');
  return detailsOf(deps.db, t);
}

function withMember(t: queries.DeskTicketRow) {
  return { member_id: t.member_id, member_username: t.username, member_phone: t.phone, member_name: t.name };
}

/** GET /admin/step-tickets: every member's tickets for the console's desk, newest first. */
export async function deskTickets(deps: AppDeps, query: StepDeskQuery): Promise<StepDeskPage> {
  const { rows, total } = await queries.searchTickets(deps.db, {
    member: query.member ?? null,
    status: query.status ?? null,
    limit: query.limit,
    offset: query.offset,
  });
  const legs = await queries.legsOf(
    deps.db,
    rows.map((t) => t.id),
  );
  return {
    items: rows.map((t) => ({
      ...toTicket(
        t,
        legs.filter((l) => l.ticket_id === t.id),
      ),
      ...withMember(t),
    })),
    total,
  };
}

/** GET /admin/step-tickets/{id}: any member's ticket with its legs, their rounds and results. */
export async function deskTicket(deps: AppDeps, ticketId: number): Promise<StepDeskTicketDetails> {
  const t = await queries.findDeskTicket(deps.db, ticketId);
  if (!t) throw notFound('step.ticket_not_found');
  return { ...(await detailsOf(deps.db, t)), ...withMember(t) };
}
