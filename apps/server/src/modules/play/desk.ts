// Responsible play at the console (contract play-desk.ts says what the desk may do and why): a member's
// limits and breaks as the member file shows them, the desk's stricter limit, a time-out the desk
// sets, the lift of an ended self-exclusion, and the report of every break that closes play now.
// Invariants:
// - Every change is audited in its own transaction (who, when, before and after, the reason): a
//   refused change leaves no row, a committed one always has its row.
// - The desk's limit never loosens the member's own: the lower of the two holds (limits.ts).
// - A desk time-out is a break like the member's own (breaks.ts startBreak): it ends every sign-in
//   of the member with it, and nothing shortens it.
import type { OperatorRole } from '@sanam/contract/constants.ts';
import { bahtToSatang, satangToBaht } from '@sanam/contract/money.ts';
import {
  bangkokDateTime,
  breakEndsAt,
  perPeriod,
  PLAY_LIMIT_KEYS,
  stricterOf,
} from '@sanam/contract/play-limits.ts';
import {
  breakStateOf,
  mayLoosenPlay,
  PLAY_HISTORY_MAX,
  reopensAt,
  type DeskBreak,
  type DeskLimitRequest,
  type DeskTimeOutRequest,
  type MemberPlay,
  type PlayBreakReport,
  type PlayBreaksQuery,
} from '@sanam/contract/play-desk.ts';
import type { MessageKey } from '@sanam/contract/messages.ts';
import { audit, type Actor } from '../../audit/audit-log.ts';
import type { Queryable } from '../../db/db.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { lockMemberBreaks } from './break-queries.ts';
import { closingBreak, liftExclusion, startBreak } from './breaks.ts';
import * as deskQueries from './desk-queries.ts';
import { lockLimitRow, writeDeskLimit } from './limit-queries.ts';
import { limitViews, usageOf } from './limits.ts';
import { bahtOrNull, wireLimit } from './wire.ts';

/** The staff member acting, with the role that decides what they may loosen. */
export type DeskActor = Actor & { role: OperatorRole };

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

function wireBreak(r: deskQueries.DeskBreakRow, now: Date): DeskBreak {
  return {
    id: r.id,
    kind: r.kind,
    length: r.length,
    started_at: r.started_at.toISOString(),
    ends_at: r.ends_at.toISOString(),
    by: r.set_by === null ? 'member' : 'desk',
    set_by: r.set_by_name,
    reason: r.reason,
    lifted_at: iso(r.lifted_at),
    lifted_by: r.lifted_by_name,
    reopens_at: iso(r.lifted_at && reopensAt(r.lifted_at)),
    state: breakStateOf({ kind: r.kind, endsAt: r.ends_at, liftedAt: r.lifted_at }, now),
  };
}

async function requireMember(q: Queryable, memberId: number): Promise<void> {
  if (!(await deskQueries.memberExists(q, memberId))) throw notFound('admin.member_not_found');
}

/** The member's responsible play as the member file shows it: every limit, each period's use, the breaks. */
export async function memberPlay(
  q: Queryable,
  memberId: number,
  now: Date = new Date(),
): Promise<MemberPlay> {
  await requireMember(q, memberId);
  const [views, usage, closing, history] = await Promise.all([
    limitViews(q, memberId),
    usageOf(q, memberId, now),
    closingBreak(q, memberId, now),
    deskQueries.deskBreakRows(q, memberId, PLAY_HISTORY_MAX),
  ]);
  const closingRow =
    closing && (history.find((b) => b.id === closing.id) ?? (await deskQueries.deskBreakById(q, closing.id)));
  const byKey = new Map(views.map((v) => [v.key, v]));
  return {
    member_id: memberId,
    limits: PLAY_LIMIT_KEYS.map((key) =>
      wireLimit(
        byKey.get(key) ?? { key, inForceSatang: null, ownSatang: null, deskSatang: null, pending: null },
      ),
    ),
    lost: perPeriod((p) => satangToBaht(usage.lost[p])),
    deposited: perPeriod((p) => satangToBaht(usage.deposited[p])),
    break: closingRow ? wireBreak(closingRow, now) : null,
    breaks: history.map((b) => wireBreak(b, now)),
  };
}

/**
 * The desk sets its limit of `key` (amount null: removes the desk's). A new or lower desk limit
 * protects the member more and applies at once; raising or removing it is an admin's (contract
 * play-desk.ts), and applies at once too, never past the member's own limit.
 */
export async function setDeskLimit(
  deps: AppDeps,
  actor: DeskActor,
  memberId: number,
  ask: DeskLimitRequest,
  now: Date = new Date(),
): Promise<MemberPlay> {
  const wanted = ask.amount === null ? null : bahtToSatang(ask.amount);
  // the schema took only amounts with a satang value: null here would read as a removal
  if (ask.amount !== null && wanted === null)
    throw new Error(`a validated amount ${ask.amount} has no satang value`);
  await deps.db.transaction(async (tx) => {
    await requireMember(tx, memberId);
    const row = await lockLimitRow(tx, memberId, ask.key);
    if (wanted === row.desk_satang) throw conflict('play_desk.limit_unchanged');
    const loosens = row.desk_satang !== null && (wanted === null || wanted > row.desk_satang);
    if (loosens && !mayLoosenPlay(actor.role)) throw forbidden('play_desk.loosen_admin_only');
    await writeDeskLimit(tx, memberId, ask.key, wanted);
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'member.play_limit',
      targetType: 'member',
      targetId: memberId,
      before: {
        desk_limit: bahtOrNull(row.desk_satang),
        in_force: bahtOrNull(stricterOf(row.member_satang, row.desk_satang)),
      },
      after: {
        play_limit: ask.key,
        desk_limit: bahtOrNull(wanted),
        in_force: bahtOrNull(stricterOf(row.member_satang, wanted)),
        reason: ask.reason,
      },
      ip: actor.ip,
    });
  });
  return memberPlay(deps.db, memberId, now);
}

/**
 * The desk sets the member a time-out of `length` from `now`: every sign-in of theirs ends with it. A
 * longer break already running keeps closing play past it (nothing shortens a break).
 */
export async function setDeskTimeOut(
  deps: AppDeps,
  actor: DeskActor,
  memberId: number,
  ask: DeskTimeOutRequest,
  now: Date = new Date(),
): Promise<MemberPlay> {
  await deps.db.transaction(async (tx) => {
    await requireMember(tx, memberId);
    await startBreak(
      deps,
      tx,
      { memberId, length: ask.length, setBy: actor.operatorId, reason: ask.reason },
      now,
    );
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'member.play_time_out',
      targetType: 'member',
      targetId: memberId,
      before: null,
      after: { length: ask.length, until: breakEndsAt(ask.length, now).toISOString(), reason: ask.reason },
      ip: actor.ip,
    });
  });
  return memberPlay(deps.db, memberId, now);
}

/**
 * The desk lifts the member's self-exclusion whose term has ended: the account reopens 24 hours on.
 * Refused while an exclusion still runs (lifting an older one would open nothing), and when none has
 * ended unlifted.
 */
export async function liftEndedExclusion(
  deps: AppDeps,
  actor: DeskActor,
  memberId: number,
  reason: string,
  now: Date = new Date(),
): Promise<MemberPlay> {
  await deps.db.transaction(async (tx) => {
    await requireMember(tx, memberId);
    await lockMemberBreaks(tx, memberId);
    const exclusions = (await deskQueries.exclusionRows(tx, memberId)).map((e) => ({
      ...e,
      state: breakStateOf({ kind: 'exclusion', endsAt: e.ends_at, liftedAt: e.lifted_at }, now),
    }));
    // newest end first: the first of a state is the one that closes play longest
    const running = exclusions.find((e) => e.state === 'running');
    if (running) throw conflict('play_desk.exclusion_running', timeField('until', running.ends_at));
    const ended = exclusions.find((e) => e.state === 'awaiting_lift');
    if (!ended) {
      const lifted = exclusions.find((e) => e.state === 'reopening');
      if (lifted?.lifted_at)
        throw conflict('play_desk.already_lifted', timeField('reopens_at', reopensAt(lifted.lifted_at)));
      throw conflict('play_desk.nothing_to_lift');
    }
    await liftExclusion(tx, memberId, actor.operatorId, now);
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'member.play_exclusion_lift',
      targetType: 'member',
      targetId: memberId,
      before: null,
      after: {
        length: ended.length,
        ends_at: ended.ends_at.toISOString(),
        reopens_at: reopensAt(now).toISOString(),
        reason,
      },
      ip: actor.ip,
    });
  });
  return memberPlay(deps.db, memberId, now);
}

/** A refusal's field: a Bangkok date and time, as the member's refusals write it. */
const timeField = (name: string, at: Date) => ({ [name]: bangkokDateTime(at) }) as Record<string, MessageKey>;

/** The report: the break that closes each member's play now, one per member, newest first. */
export async function playBreakReport(
  q: Queryable,
  query: PlayBreaksQuery,
  now: Date = new Date(),
): Promise<PlayBreakReport> {
  const { rows, total } = await deskQueries.reportRows(q, now, {
    kind: query.kind,
    limit: query.limit,
    offset: query.offset,
  });
  return {
    items: rows.map((r) => ({
      ...wireBreak(r, now),
      member: { id: r.member_id, username: r.username, name: r.name, phone: r.phone },
    })),
    total,
  };
}
