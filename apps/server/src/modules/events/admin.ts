// The console's side of events (DESIGN §9, issue 9 §4): create, edit while draft, odds while draft
// or open, open, close, settle with the winning option, cancel, and correct a settled event's
// result (regrade, issue 23 item 4). Every action takes the event row FOR UPDATE and writes its
// audit row in its own transaction; settle, cancel and regrade move the money in that same
// transaction, so they happen once whatever the number of parallel requests.
// Every change members can see (anything but a draft) is pushed to the `events` room as QUIZ once
// its transaction has committed (issue 23 item 8), carrying the event's version.
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
import type { MessageKey } from '@sanam/contract/messages.ts';
import type { QuizAnnounce } from '@sanam/contract/realtime.ts';
import { MIN_BET_BAHT_DEFAULT } from '@sanam/contract/stakes.ts';
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import type { z } from 'zod';
import type { Queryable, Tx } from '../../db/db.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { post, type PostingInput } from '../../ledger/ledger.ts';
import { balanceAfterCommit } from '../../realtime/balance.ts';
import { audit, type Actor } from '../../audit/audit-log.ts';
import * as q from './queries.ts';
import { eventBillTopic, eventRefundTopic, eventRegradedBillTopic, eventReversalTopic } from './topics.ts';

type EventInput = z.output<typeof eventCreateRequest>;

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

async function toAdminEvents(db: Queryable, events: q.EventRow[]): Promise<AdminEvent[]> {
  const ids = events.map((e) => e.id);
  const [options, book] = await Promise.all([q.optionsOf(db, ids), q.bookOf(db, ids)]);
  return events.map((e) => {
    const lines = book.filter((b) => b.event_id === e.id);
    const total = lines.reduce((s, b) => s + b.staked, 0);
    return {
      id: e.id,
      question: e.question,
      state: e.state,
      closes_at: iso(e.closes_at),
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
      created_at: new Date(e.created_at).toISOString(),
      settled_at: iso(e.settled_at),
    };
  });
}

async function adminEventOf(db: Queryable, id: number): Promise<AdminEvent> {
  const row = await q.findEvent(db, id);
  if (!row) throw notFound('event.not_found');
  const [event] = await toAdminEvents(db, [row]);
  if (!event) throw notFound('event.not_found');
  return event;
}

/** What an audit row records of an event. */
async function stateOf(tx: Queryable, e: q.EventRow) {
  const options = await q.optionsOf(tx, [e.id]);
  return {
    question: e.question,
    state: e.state,
    closes_at: iso(e.closes_at),
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

async function lockForOperator(tx: Tx, id: number): Promise<q.EventRow> {
  const e = await q.lockEvent(tx, id, 'update');
  if (!e) throw notFound('event.not_found');
  return e;
}

const isFinal = (e: q.EventRow) => e.state === 'settled' || e.state === 'cancelled';

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
async function announceAfterCommit(deps: AppDeps, tx: Tx, e: q.EventRow, action: AuditAction) {
  const announce = ANNOUNCES[action];
  if (!announce || e.state === 'draft') return;
  const options = await q.optionsOf(tx, [e.id]);
  const event: PublicEvent = {
    id: e.id,
    question: e.question,
    closes_at: iso(e.closes_at),
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
  actor: Actor,
  id: number,
  action: AuditAction,
  fn: (tx: Tx, e: q.EventRow) => Promise<void>,
): Promise<AdminEvent> {
  await deps.db.transaction(async (tx) => {
    const before = await lockForOperator(tx, id);
    const beforeState = await stateOf(tx, before);
    await fn(tx, before);
    const after = await q.findEvent(tx, id);
    if (!after) throw new Error(`event ${id} vanished`);
    await announceAfterCommit(deps, tx, after, action);
    await audit(tx, {
      operatorId: actor.operatorId,
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
  return toAdminEvents(deps.db, await q.listEvents(deps.db));
}

/** POST /api/admin/events: a new draft. */
export async function createEvent(deps: AppDeps, actor: Actor, input: EventInput): Promise<AdminEvent> {
  const options = withCents(input.options);
  const id = await deps.db.transaction(async (tx) => {
    const eventId = await q.insertEvent(tx, { question: input.question, closesAt: input.closes_at });
    await q.replaceOptions(tx, eventId, options);
    const row = await q.findEvent(tx, eventId);
    if (!row) throw new Error('event insert vanished');
    await audit(tx, {
      operatorId: actor.operatorId,
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
    await q.updateEventText(tx, id, { question: input.question, closesAt: input.closes_at });
    await q.replaceOptions(tx, id, options);
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
    const keys = new Set((await q.optionsOf(tx, [id])).map((o) => o.key));
    for (const [key, odds] of Object.entries(input.odds)) {
      const cents = oddsToCents(odds);
      if (!keys.has(key)) throw badRequest('event.option_unknown', { odds: 'event.option_unknown' });
      if (cents === null) throw badRequest('event.odds_invalid', { odds: 'event.odds_invalid' });
      await q.setOdds(tx, id, key, cents);
    }
    await q.bumpVersion(tx, id);
  });
}

/** POST /api/admin/events/{id}/open: a draft whose closing time (if any) is still ahead. */
export function openEvent(deps: AppDeps, actor: Actor, id: number): Promise<AdminEvent> {
  return change(deps, actor, id, 'event.open', async (tx, e) => {
    if (e.state !== 'draft' || e.is_past_closing) throw conflict('event.cannot_open');
    await q.setState(tx, id, 'open');
  });
}

/** POST /api/admin/events/{id}/close: no more bets; the event waits for its result. */
export function closeEvent(deps: AppDeps, actor: Actor, id: number): Promise<AdminEvent> {
  return change(deps, actor, id, 'event.close', async (tx, e) => {
    if (e.state !== 'open') throw conflict(isFinal(e) ? 'event.already_final' : 'event.cannot_close');
    await q.setState(tx, id, 'closed');
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
    const options = await q.optionsOf(tx, [id]);
    if (!options.some((o) => o.key === winner))
      throw badRequest('event.option_unknown', { winner: 'event.option_unknown' });
    await q.setState(tx, id, 'settled', winner);
    const { staked, perMember } = await q.gradeBets(tx, id, winner);
    if (staked === 0) return;
    const winners = perMember.filter((m) => m.payout > 0);
    const paid = winners.reduce((s, m) => s + m.payout, 0);
    const coined = perMember.filter((m) => m.coins > 0);
    const coins = coined.reduce((s, m) => s + m.coins, 0);
    const postings: PostingInput[] = [
      { account: accountName.eventEscrow(id), currency: 'THB' as const, amount: -staked },
      ...winners.map((m) => ({
        account: accountName.member(m.member_id),
        currency: 'THB' as const,
        amount: m.payout,
      })),
      // the coins of the graded bets, in the same entry (issue 20)
      ...coined.map((m) => ({
        account: accountName.coins(m.member_id),
        currency: 'COIN' as const,
        amount: m.coins,
      })),
    ];
    if (staked !== paid)
      postings.push({ account: accountName.house, currency: 'THB', amount: staked - paid });
    if (coins > 0) postings.push({ account: accountName.house, currency: 'COIN', amount: -coins });
    await post(tx, {
      key: `event-settle:${id}`,
      kind: 'event-settle',
      type: TX_TYPE.bill,
      topic: eventBillTopic(e.question),
      memo: { event_id: id, winner },
      operatorId: actor.operatorId,
      postings,
    });
    for (const m of perMember)
      if (m.payout > 0 || m.coins > 0) await balanceAfterCommit(deps, tx, m.member_id);
  });
}

/** POST /api/admin/events/{id}/cancel: from any state before settled; every bet refunded (type 5). */
export function cancelEvent(deps: AppDeps, actor: Actor, id: number): Promise<AdminEvent> {
  return change(deps, actor, id, 'event.cancel', async (tx, e) => {
    if (isFinal(e)) throw conflict('event.already_final');
    await q.setState(tx, id, 'cancelled');
    const refunds = await q.refundBets(tx, id);
    if (refunds.length === 0) return;
    const total = refunds.reduce((s, r) => s + r.amount, 0);
    await post(tx, {
      key: `event-cancel:${id}`,
      kind: 'event-cancel',
      type: TX_TYPE.refund,
      topic: eventRefundTopic(e.question),
      memo: { event_id: id },
      operatorId: actor.operatorId,
      postings: [
        { account: accountName.eventEscrow(id), currency: 'THB', amount: -total },
        ...refunds.map((r) => ({
          account: accountName.member(r.member_id),
          currency: 'THB' as const,
          amount: r.amount,
        })),
      ],
    });
    for (const r of refunds) await balanceAfterCommit(deps, tx, r.member_id);
  });
}

/**
 * POST /api/admin/events/{id}/regrade {winner, reason}: the operator corrects the result of a settled
 * event (issue 23 item 4), the way a match is regraded (betting/settlement.ts regradeMatch): the
 * journal is never edited. Two new entries, keyed by the event's new version so a later correction
 * never collides with this one:
 *   event-regrade:<id>:v<V>:bill     (type 4) the new grading: escrow → each new winner, the rest to
 *                                    the house (or the house tops it up)
 *   event-regrade:<id>:v<V>:reverse  (type 4) the grading in force taken back: each of its winners
 *                                    and the house return what it gave them, into the escrow
 * The new grading first, so a member's balance only ever drops by their net difference; the escrow
 * ends at zero. Refused (409, nothing changes) when the event is not settled (a cancelled one
 * included), when `winner` is the result in force (so the same correction twice moves nothing the
 * second time), and when a member cannot absorb their net difference (they won, spent it, and now
 * lose: how many in data.fields.members). Coins do not move: an event's coins do not depend on its
 * winner (queries.ts regradeBets), so coins already spent are never taken back. Audited with the
 * reason, the previous and new result and the totals; members hear QUIZ and BALANCE after commit.
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
    const options = await q.optionsOf(tx, [id]);
    if (!options.some((o) => o.key === input.winner))
      throw badRequest('event.option_unknown', { winner: 'event.option_unknown' });
    const beforeState = await stateOf(tx, e);

    await q.setWinner(tx, id, input.winner);
    const after = await q.findEvent(tx, id);
    if (!after) throw new Error(`event ${id} vanished`);
    const members = await q.regradeBets(tx, id, input.winner);
    const short = await q.membersShortOf(tx, members);
    if (short > 0) {
      // the count travels as a field: message keys carry no numbers
      throw new AppError(409, 'event.regrade_insufficient_balance', 'regrade_insufficient_balance', {
        members: String(short) as MessageKey,
      });
    }

    const staked = members.reduce((s, m) => s + m.staked, 0);
    const paidBefore = members.reduce((s, m) => s + m.before, 0);
    const paidAfter = members.reduce((s, m) => s + m.after, 0);
    const escrow = accountName.eventEscrow(id);
    const memo = { event_id: id, from: e.winner, to: input.winner, version: after.version };
    const thb = (account: string, amount: number): PostingInput => ({ account, currency: 'THB', amount });
    type Member = (typeof members)[number];
    /**
     * A grading's bill (sign 1): the stakes leave the escrow for the winners and the house. Its
     * reversal is the same bill of the grading in force, every amount negated (sign -1).
     */
    const gradingEntry = (
      suffix: 'bill' | 'reverse',
      topic: string,
      paidTo: (m: Member) => number,
      paid: number,
      sign: 1 | -1,
    ) =>
      post(tx, {
        key: `event-regrade:${id}:v${after.version}:${suffix}`,
        kind: 'event-regrade',
        type: TX_TYPE.bill,
        topic,
        memo,
        operatorId: actor.operatorId,
        postings: [
          thb(escrow, -sign * staked),
          ...members
            .filter((m) => paidTo(m) > 0)
            .map((m) => thb(accountName.member(m.member_id), sign * paidTo(m))),
          thb(accountName.house, sign * (staked - paid)),
        ].filter((p) => p.amount !== 0),
      });
    if (staked > 0) {
      await gradingEntry('bill', eventRegradedBillTopic(e.question), (m) => m.after, paidAfter, 1);
      await gradingEntry('reverse', eventReversalTopic(e.question), (m) => m.before, paidBefore, -1);
    }

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
    await announceAfterCommit(deps, tx, after, 'event.regrade');
    for (const m of moved) await balanceAfterCommit(deps, tx, m.member_id);
    return correction;
  });
  return { ...(await adminEventOf(deps.db, id)), correction };
}
