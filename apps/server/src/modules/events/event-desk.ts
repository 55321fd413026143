// The console's side of events (DESIGN §9): create, edit while draft, odds while draft
// or open, open, close, settle with the winning option, cancel, and correct a settled event's
// result (regrade). Every action takes the event row FOR UPDATE and writes its
// audit row in its own transaction; settle, cancel and regrade move the money in that same
// transaction, so they happen once whatever the number of parallel requests.
// Every change members can see (anything but a draft) is pushed to the `events` room as QUIZ once
// its transaction has committed, carrying the event's version.
import type { AuditAction } from '@sanam/contract/audit.ts';
import {
  centsToOdds,
  oddsToCents,
  type AdminEvent,
  type EventOddsRequest,
  type EventRegradeRequest,
  type EventRegradeResult,
  type PublicEvent,
  type eventCreateRequest,
} from '@sanam/contract/events.ts';
import type { QuizAnnounce } from '@sanam/contract/realtime.ts';
import { MIN_BET_BAHT_DEFAULT } from '@sanam/contract/stakes.ts';
import { accountName } from '@sanam/contract/ledger.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import type { z } from 'zod';
import type { Queryable, Tx } from '../../db/db.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { announceBalances, memberAmounts, NO_MEMBERS, postGradingMoney } from '../betting/index.ts';
import { audit, type Actor, type AnyActor } from '../../audit/audit-log.ts';
import * as queries from './queries.ts';
import {
  eventBillTopic,
  eventCoinsTopic,
  eventRefundTopic,
  eventRegradedBillTopic,
  eventReversalTopic,
} from './topics.ts';
import { iso, isoOrNull } from '../../db/timestamps.ts';

type EventInput = z.output<typeof eventCreateRequest>;

async function toAdminEvents(db: Queryable, events: queries.EventRow[]): Promise<AdminEvent[]> {
  const ids = events.map((e) => e.id);
  const [options, book] = await Promise.all([queries.optionsOf(db, ids), queries.bookOf(db, ids)]);
  return events.map((e) => {
    const lines = book.filter((b) => b.event_id === e.id);
    const total = lines.reduce((s, b) => s + b.staked, 0);
    return {
      id: e.id,
      question: e.question,
      state: e.state,
      closes_at: isoOrNull(e.closes_at),
      is_past_closing: e.is_past_closing,
      version: e.version,
      winner: e.winner,
      options: options
        .filter((o) => o.event_id === e.id)
        .map((o) => {
          const line = lines.find((b) => b.option_key === o.key);
          return {
            key: o.key,
            label: o.label,
            odds: centsToOdds(o.odds_cents),
            staked: satangToBaht(line?.staked ?? 0),
            bets: line?.bets ?? 0,
            house_result: satangToBaht(total - (line?.payout ?? 0)),
          };
        }),
      total_staked: satangToBaht(total),
      bets: lines.reduce((s, b) => s + b.bets, 0),
      created_at: iso(e.created_at),
      settled_at: isoOrNull(e.settled_at),
    };
  });
}

async function adminEventOf(db: Queryable, id: number): Promise<AdminEvent> {
  const row = await queries.findEvent(db, id);
  if (!row) throw notFound('event.not_found');
  const [event] = await toAdminEvents(db, [row]);
  if (!event) throw notFound('event.not_found');
  return event;
}

/** What an audit row records of an event. */
async function stateOf(tx: Queryable, e: queries.EventRow) {
  const options = await queries.optionsOf(tx, [e.id]);
  return {
    question: e.question,
    state: e.state,
    closes_at: isoOrNull(e.closes_at),
    winner: e.winner,
    options: options.map((o) => ({ key: o.key, label: o.label, odds: centsToOdds(o.odds_cents) })),
  };
}

const withCents = (options: EventInput['options']) =>
  options.map((o) => {
    const oddsCents = oddsToCents(o.odds);
    if (oddsCents === null) throw badRequest('event.odds_invalid', { options: 'event.odds_invalid' });
    return { key: o.key, label: o.label, oddsCents };
  });

async function lockForOperator(tx: Tx, id: number): Promise<queries.EventRow> {
  const e = await queries.lockEvent(tx, id, 'update');
  if (!e) throw notFound('event.not_found');
  return e;
}

const isFinal = (e: queries.EventRow) => e.state === 'settled' || e.state === 'cancelled';

/** What a member sees of an event's change, by the audit action that made it. */
const ANNOUNCES: Partial<Record<AuditAction, QuizAnnounce>> = {
  'event.open': 'opened',
  'event.odds': 'odds',
  'event.close': 'closed',
  'event.settle': 'settled',
  'event.cancel': 'cancelled',
  'event.regrade': 'regraded',
};

/**
 * QUIZ to the `events` room once the transaction commits, read inside it (so the payload is the
 * committed state at its version). A draft is never announced: members never see one.
 */
async function announceAfterCommit(deps: AppDeps, tx: Tx, e: queries.EventRow, action: AuditAction) {
  const announce = ANNOUNCES[action];
  if (!announce || e.state === 'draft') return;
  const options = await queries.optionsOf(tx, [e.id]);
  const event: PublicEvent = {
    id: e.id,
    question: e.question,
    closes_at: isoOrNull(e.closes_at),
    version: e.version,
    state: e.state,
    winner: e.winner,
    options: options.map((o) => ({ key: o.key, label: o.label, odds: centsToOdds(o.odds_cents) })),
    min_bet: MIN_BET_BAHT_DEFAULT,
  };
  tx.afterCommit(() => deps.realtime.toEvents('QUIZ', { event, announce, version: e.version }));
}

/** Runs one audited change on a locked event and answers with the event as the console sees it. */
async function change(
  deps: AppDeps,
  actor: AnyActor,
  id: number,
  action: AuditAction,
  fn: (tx: Tx, e: queries.EventRow) => Promise<void>,
): Promise<AdminEvent> {
  await deps.db.transaction(async (tx) => {
    const before = await lockForOperator(tx, id);
    const beforeState = await stateOf(tx, before);
    await fn(tx, before);
    const after = await queries.findEvent(tx, id);
    if (!after) throw new Error(`event ${id} vanished`);
    await announceAfterCommit(deps, tx, after, action);
    await audit(tx, {
      operatorId: actor.operatorId,
      system: actor.system,
      action,
      targetType: 'event',
      targetId: id,
      before: beforeState,
      after: await stateOf(tx, after),
      ip: actor.ip,
    });
  });
  return adminEventOf(deps.db, id);
}

/** GET /api/admin/events: open first, then drafts, closed, and the finished ones, newest first. */
export async function listAdminEvents(deps: AppDeps): Promise<AdminEvent[]> {
  return toAdminEvents(deps.db, await queries.listEvents(deps.db));
}

/** POST /api/admin/events: a new draft. */
export async function createEvent(deps: AppDeps, actor: AnyActor, input: EventInput): Promise<AdminEvent> {
  const options = withCents(input.options);
  const id = await deps.db.transaction(async (tx) => {
    const eventId = await queries.insertEvent(tx, { question: input.question, closesAt: input.closes_at });
    await queries.replaceOptions(tx, eventId, options);
    const row = await queries.findEvent(tx, eventId);
    if (!row) throw new Error('event insert vanished');
    await audit(tx, {
      operatorId: actor.operatorId,
      system: actor.system,
      action: 'event.create',
      targetType: 'event',
      targetId: eventId,
      before: null,
      after: await stateOf(tx, row),
      ip: actor.ip,
    });
    return eventId;
  });
  return adminEventOf(deps.db, id);
}

/** PATCH /api/admin/events/{id}: question, closing time and options, while a draft. */
export function updateEvent(deps: AppDeps, actor: Actor, id: number, input: EventInput): Promise<AdminEvent> {
  const options = withCents(input.options);
  return change(deps, actor, id, 'event.update', async (tx, e) => {
    if (e.state !== 'draft') throw conflict('event.not_draft');
    await queries.updateEventText(tx, id, { question: input.question, closesAt: input.closes_at });
    await queries.replaceOptions(tx, id, options);
  });
}

/** POST /api/admin/events/{id}/odds: new odds while draft or open; members' next bets see them. */
export function setEventOdds(
  deps: AppDeps,
  actor: Actor,
  id: number,
  input: EventOddsRequest,
): Promise<AdminEvent> {
  return change(deps, actor, id, 'event.odds', async (tx, e) => {
    if (e.state !== 'draft' && e.state !== 'open') throw conflict('event.odds_locked');
    const keys = new Set((await queries.optionsOf(tx, [id])).map((o) => o.key));
    for (const [key, odds] of Object.entries(input.odds)) {
      const cents = oddsToCents(odds);
      if (!keys.has(key)) throw badRequest('event.option_unknown', { odds: 'event.option_unknown' });
      if (cents === null) throw badRequest('event.odds_invalid', { odds: 'event.odds_invalid' });
      await queries.setOdds(tx, id, key, cents);
    }
    await queries.bumpVersion(tx, id);
  });
}

/** POST /api/admin/events/{id}/open: a draft whose closing time (if any) is still ahead. */
export function openEvent(deps: AppDeps, actor: AnyActor, id: number): Promise<AdminEvent> {
  return change(deps, actor, id, 'event.open', async (tx, e) => {
    if (e.state !== 'draft' || e.is_past_closing) throw conflict('event.cannot_open');
    await queries.setState(tx, id, 'open');
  });
}

/** POST /api/admin/events/{id}/close: no more bets; the event waits for its result. */
export function closeEvent(deps: AppDeps, actor: Actor, id: number): Promise<AdminEvent> {
  return change(deps, actor, id, 'event.close', async (tx, e) => {
    if (e.state !== 'open') throw conflict(isFinal(e) ? 'event.already_final' : 'event.cannot_close');
    await queries.setState(tx, id, 'closed');
  });
}

/**
 * POST /api/admin/events/{id}/settle {winner}: from open or closed. One entry (type 4): the escrow
 * pays each winner floor(stake × odds) and the rest goes to the house (or the house tops it up when
 * the winners are owed more than was staked); the escrow ends at zero.
 */
export function settleEvent(deps: AppDeps, actor: Actor, id: number, winner: string): Promise<AdminEvent> {
  return change(deps, actor, id, 'event.settle', async (tx, e) => {
    if (isFinal(e)) throw conflict('event.already_final');
    if (e.state !== 'open' && e.state !== 'closed') throw conflict('event.cannot_settle');
    const options = await queries.optionsOf(tx, [id]);
    if (!options.some((o) => o.key === winner))
      throw badRequest('event.option_unknown', { winner: 'event.option_unknown' });
    await queries.setState(tx, id, 'settled', winner);
    const { staked, perMember } = await queries.gradeBets(tx, id, winner);
    if (staked === 0) return;
    const pays = perMember.map((m) => ({ memberId: m.member_id, amount: m.payout }));
    const posted = await postGradingMoney(tx, {
      ...eventKeys(`event-settle:${id}`, 'event-settle', 'event-regrade'),
      topics: topicsOf(e.question, eventBillTopic(e.question)),
      memo: { event_id: id, winner },
      operatorId: actor.operatorId,
      escrows: [{ account: accountName.eventEscrow(id), billSatang: staked, refundSatang: 0 }],
      pays: memberAmounts(pays) ?? NO_MEMBERS,
      paidSatang: pays.reduce((s, m) => s + m.amount, 0),
      refunds: null,
      refundSatang: 0,
      // the coins of the graded bets
      coins: memberAmounts(perMember.map((m) => ({ memberId: m.member_id, amount: m.coins }))),
      coinsGiven: perMember.reduce((s, m) => s + m.coins, 0),
      reverse: null,
    });
    announceBalances(deps, tx, [posted.touched]);
  });
}

/** POST /api/admin/events/{id}/cancel: from any state before settled; every bet refunded (type 5). */
export function cancelEvent(deps: AppDeps, actor: Actor, id: number): Promise<AdminEvent> {
  return change(deps, actor, id, 'event.cancel', async (tx, e) => {
    if (isFinal(e)) throw conflict('event.already_final');
    await queries.setState(tx, id, 'cancelled');
    const refunds = await queries.refundBets(tx, id);
    if (refunds.length === 0) return;
    const total = refunds.reduce((s, r) => s + r.amount, 0);
    const posted = await postGradingMoney(tx, {
      ...eventKeys(`event-cancel:${id}`, 'event-cancel', 'event-regrade'),
      topics: topicsOf(e.question, eventBillTopic(e.question)),
      memo: { event_id: id },
      operatorId: actor.operatorId,
      escrows: [{ account: accountName.eventEscrow(id), billSatang: 0, refundSatang: total }],
      pays: NO_MEMBERS,
      paidSatang: 0,
      refunds: memberAmounts(refunds.map((r) => ({ memberId: r.member_id, amount: r.amount }))),
      refundSatang: total,
      coins: null,
      coinsGiven: 0,
      reverse: null,
    });
    announceBalances(deps, tx, [posted.touched]);
  });
}

/** An event's entries' keys under `base` and its kinds (the settlement core's shape). */
const eventKeys = (base: string, kind: string, reverseKind: string) => ({
  keys: {
    bill: `${base}:bill`,
    refund: `${base}:refund`,
    coins: `${base}:coins`,
    reverse: `${base}:reverse`,
  },
  kinds: { grading: kind, reverse: reverseKind },
});

/** An event's entries' topics: the member reads the event's question in each. */
const topicsOf = (question: string, bill: string) => ({
  bill,
  refund: eventRefundTopic(question),
  coins: eventCoinsTopic(question),
  reverse: eventReversalTopic(question),
});

/**
 * POST /api/admin/events/{id}/regrade {winner, reason}: the operator corrects the result of a settled
 * event through the settlement core, the way a match is regraded: the journal is
 * never edited. Two new entries, keyed by the event's new version so a later correction never
 * collides with this one:
 *   event-regrade:<id>:v<V>:bill     (type 4) the new grading: escrow → each new winner, the rest to
 *                                    the house (or the house tops it up)
 *   event-regrade:<id>:v<V>:reverse  (type 4) the grading in force taken back: each of its winners
 *                                    and the house return what it gave them, into the escrow
 * The new grading first, so a member's balance only ever drops by their net difference; the escrow
 * ends at zero. Refused (409, nothing changes) when the event is not settled (a cancelled one
 * included) and when `winner` is the result in force (so the same correction twice moves nothing the
 * second time); never for one member's sake: a member who already spent their win is left owing it
 * (the core's short-member rule). Coins do not move: an event's coins do not depend on its winner
 * (queries.ts regradeBets), so coins already spent are never taken back. Audited with the reason, the
 * previous and new result and the totals; members hear BALANCE and then QUIZ after commit.
 */
export async function regradeEvent(
  deps: AppDeps,
  actor: Actor,
  id: number,
  input: EventRegradeRequest,
): Promise<EventRegradeResult> {
  const correction = await deps.db.transaction(async (tx) => {
    const e = await lockForOperator(tx, id);
    if (e.state !== 'settled' || e.winner === null) throw conflict('event.regrade_not_settled');
    if (e.winner === input.winner) throw conflict('event.regrade_same_winner');
    const options = await queries.optionsOf(tx, [id]);
    if (!options.some((o) => o.key === input.winner))
      throw badRequest('event.option_unknown', { winner: 'event.option_unknown' });
    const beforeState = await stateOf(tx, e);

    await queries.setWinner(tx, id, input.winner);
    const after = await queries.findEvent(tx, id);
    if (!after) throw new Error(`event ${id} vanished`);
    const members = await queries.regradeBets(tx, id, input.winner);
    const staked = members.reduce((s, m) => s + m.staked, 0);
    const paidBefore = members.reduce((s, m) => s + m.before, 0);
    const paidAfter = members.reduce((s, m) => s + m.after, 0);
    const escrow = accountName.eventEscrow(id);
    // the new grading first, then the grading in force taken back (the settlement core's correction):
    // a member's balance only drops by their net difference, and a member who already spent their win
    // is left owing it, never stopping the correction for the others
    const posted =
      staked === 0
        ? null
        : await postGradingMoney(tx, {
            ...eventKeys(`event-regrade:${id}:v${after.version}`, 'event-regrade', 'event-regrade'),
            topics: topicsOf(e.question, eventRegradedBillTopic(e.question)),
            memo: { event_id: id, from: e.winner, to: input.winner, version: after.version },
            operatorId: actor.operatorId,
            escrows: [{ account: escrow, billSatang: staked, refundSatang: 0 }],
            pays:
              memberAmounts(members.map((m) => ({ memberId: m.member_id, amount: m.after }))) ?? NO_MEMBERS,
            paidSatang: paidAfter,
            refunds: null,
            refundSatang: 0,
            // an event's coins do not depend on its winner (queries.ts regradeBets): none move
            coins: null,
            coinsGiven: 0,
            reverse: {
              pays:
                memberAmounts(members.map((m) => ({ memberId: m.member_id, amount: m.before }))) ??
                NO_MEMBERS,
              paidSatang: paidBefore,
              escrows: [{ account: escrow, satang: staked }],
            },
          });

    const moved = members.filter((m) => m.before !== m.after);
    const correction = {
      from: e.winner,
      to: input.winner,
      reason: input.reason,
      reversed: { stakes: satangToBaht(staked), paid: satangToBaht(paidBefore) },
      paid: satangToBaht(paidAfter),
      house_before: satangToBaht(staked - paidBefore),
      house_after: satangToBaht(staked - paidAfter),
      members: moved.length,
    };
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'event.regrade',
      targetType: 'event',
      targetId: id,
      before: beforeState,
      after: { ...(await stateOf(tx, after)), reason: input.reason, correction },
      ip: actor.ip,
    });
    announceBalances(deps, tx, [posted?.touched ?? null]);
    await announceAfterCommit(deps, tx, after, 'event.regrade');
    return correction;
  });
  return { ...(await adminEventOf(deps.db, id)), correction };
}
