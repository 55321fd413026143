// Staff accounts: the admin's desk of console accounts.
//
// Owns: adding operators, their role and active flag, an admin's password reset, and ending their
// sessions (operatorSessions, service.ts, does the ending). Invariants:
// - Every change is audited in its own transaction, before → after where it is a change; never the
//   password or its hash.
// - A password an admin chose (a new account's, a reset's) must be changed by its owner at their next
//   sign-in: every call but the own password change, me and logout answers 403 until then (auth guards).
// - Disabling an account and a password reset end its sessions at once: their tokens stop working on
//   the next call. A role change needs no ending: the guard reads the operator row on every call, so
//   the new role holds from the next one.
// - An admin cannot disable or demote themselves; the last active admin cannot be disabled or
//   demoted (every active admin's row is locked first, so two admins cannot each demote the other).
// - Four eyes means two people (staff-requests.ts): adding an admin, making an account an active
//   admin, and resetting an admin's password or second factor only open a request that a second
//   admin approves. Whoever creates or resets an account (any role) is recorded as its origin.
import type { OperatorRole } from '@sanam/contract/constants.ts';
import type {
  StaffCreateRequest,
  StaffPatch,
  StaffRequest,
  StaffRow,
  StaffSession,
} from '@sanam/contract/staff.ts';
import { audit, type Actor } from '../../audit/audit-log.ts';
import type { Queryable } from '../../db/db.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { hashPassword } from './passwords.ts';
import { operatorSessions } from './service.ts';
import { resetOperatorTotpIn } from './totp.ts';
import { recordOrigin } from './four-eyes.ts';
import { pendingKinds } from './staff-request-queries.ts';
import * as staffQueries from './staff-queries.ts';
import { openStaffRequest, staffRequestOf } from './staff-requests.ts';
import { iso } from '../../db/timestamps.ts';

async function rowsWithSessions(db: Queryable, accounts: staffQueries.StaffAccount[]): Promise<StaffRow[]> {
  const stats = new Map((await operatorSessions.stats(db)).map((s) => [Number(s.operator_id), s]));
  const waiting = await pendingKinds(db);
  return accounts.map((a) => {
    const s = stats.get(a.id);
    return {
      id: a.id,
      username: a.username,
      role: a.role,
      is_active: a.is_active,
      must_change_password: a.must_change_password,
      created_at: iso(a.created_at),
      last_login_at: s ? iso(s.last_login_at) : null,
      open_sessions: s?.open_sessions ?? 0,
      awaiting_approval: a.awaiting_approval,
      pending_request: waiting.get(a.id) ?? null,
    };
  });
}

async function rowOf(db: Queryable, account: staffQueries.StaffAccount): Promise<StaffRow> {
  const [row] = await rowsWithSessions(db, [account]);
  if (!row) throw new Error('unreachable');
  return row;
}

/** GET /staff: every console account, with its last login and live sessions. */
export async function listStaff(deps: AppDeps): Promise<StaffRow[]> {
  return rowsWithSessions(deps.db, await staffQueries.listStaff(deps.db));
}

/** What a staff desk change did: done at once, or a request waiting for a second admin. */
export type StaffOutcome = { row: StaffRow; waiting: boolean };

/** An account made, promoted or reset and then looked at: nothing acts on one waiting for approval. */
async function lockedTarget(tx: Queryable, id: number) {
  const { target, activeAdmins } = await staffQueries.lockAdminsAndStaff(tx, id);
  if (!target) throw notFound('staff.not_found');
  if (target.awaiting_approval) throw conflict('staff.request_pending');
  return { target, activeAdmins };
}

/**
 * POST /staff: a new account, which must choose its own password at its first sign-in. A new admin
 * is created disabled, waiting for a second admin's approval.
 */
export async function createStaff(
  deps: AppDeps,
  actor: Actor,
  input: StaffCreateRequest,
): Promise<StaffOutcome> {
  const passwordHash = await hashPassword(input.password, deps.config);
  const waiting = input.role === 'admin';
  const created = await deps.db.transaction(async (tx) => {
    const account = await staffQueries.insertStaff(tx, {
      username: input.username.trim(),
      role: input.role,
      passwordHash,
      awaiting: waiting,
    });
    if (!account) throw conflict('staff.username_taken', { username: 'staff.username_taken' });
    await recordOrigin(tx, account.id, actor.operatorId, 'created');
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'staff.create',
      targetType: 'operator',
      targetId: account.id,
      before: null,
      after: { username: account.username, role: account.role, is_active: account.is_active },
      ip: actor.ip,
    });
    if (waiting) await openStaffRequest(tx, actor, { kind: 'create_admin', target: account });
    return account;
  });
  return { row: await rowOf(deps.db, created), waiting };
}

/**
 * PATCH /staff/{id}: role and active; disabling ends the account's sessions (a new role holds at
 * once). A change that makes an account an active admin waits for a second admin.
 */
export async function updateStaff(
  deps: AppDeps,
  actor: Actor,
  id: number,
  patch: StaffPatch,
): Promise<StaffOutcome> {
  let waiting = false;
  const updated = await deps.db.transaction(async (tx) => {
    const { target, activeAdmins } = await lockedTarget(tx, id);
    const next: { role: OperatorRole; is_active: boolean } = {
      role: patch.role ?? target.role,
      is_active: patch.is_active ?? target.is_active,
    };
    const losesAdmin =
      target.role === 'admin' && target.is_active && (next.role !== 'admin' || !next.is_active);
    if (losesAdmin && id === actor.operatorId) throw badRequest('staff.self_change');
    if (losesAdmin && activeAdmins <= 1) throw conflict('staff.last_admin');
    if (next.role === target.role && next.is_active === target.is_active) return target;
    const becomesAdmin =
      next.role === 'admin' && next.is_active && !(target.role === 'admin' && target.is_active);
    if (becomesAdmin) {
      waiting = true;
      await openStaffRequest(tx, actor, {
        kind: 'make_admin',
        target,
        role: next.role,
        isActive: next.is_active,
      });
      return target;
    }
    const account = await staffQueries.updateStaff(tx, id, next);
    if (!account) throw notFound('staff.not_found');
    // a role change takes effect at once anyway (the guard reads the row); disabling ends the sessions
    const ended = next.is_active ? 0 : await operatorSessions.endAll(deps, tx, id, 'disabled');
    // their open consoles stop hearing the desks at once (a token is checked only at a socket's handshake)
    if (!next.is_active) tx.afterCommit(() => deps.realtime.disconnectOperator(id));
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'staff.update',
      targetType: 'operator',
      targetId: id,
      before: { username: target.username, role: target.role, is_active: target.is_active },
      after: {
        username: account.username,
        role: account.role,
        is_active: account.is_active,
        ...(ended ? { sessions_ended: ended } : {}),
      },
      ip: actor.ip,
    });
    return account;
  });
  return { row: await rowOf(deps.db, updated), waiting };
}

/**
 * POST /staff/{id}/password: an admin sets a password (the owner forgot theirs); the owner must
 * change it at their next sign-in, and their sessions end. An admin changes their own password
 * on their own (current + new), not here.
 */
export async function resetStaffPassword(
  deps: AppDeps,
  actor: Actor,
  id: number,
  body: { password: string },
): Promise<StaffOutcome> {
  if (id === actor.operatorId) throw badRequest('staff.self_change');
  const passwordHash = await hashPassword(body.password, deps.config);
  let waiting = false;
  const reset = await deps.db.transaction(async (tx) => {
    const { target } = await lockedTarget(tx, id);
    if (target.role === 'admin') {
      waiting = true;
      await openStaffRequest(tx, actor, { kind: 'password_reset', target, passwordHash });
      return target;
    }
    await recordOrigin(tx, id, actor.operatorId, 'password_reset');
    const account = await staffQueries.resetStaffPassword(tx, id, passwordHash);
    if (!account) throw notFound('staff.not_found');
    const ended = await operatorSessions.endAll(deps, tx, id, 'password_reset');
    tx.afterCommit(() => deps.realtime.disconnectOperator(id));
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'staff.password_reset',
      targetType: 'operator',
      targetId: id,
      before: null,
      after: { username: account.username, must_change_password: true, sessions_ended: ended },
      ip: actor.ip,
    });
    return account;
  });
  return { row: await rowOf(deps.db, reset), waiting };
}

/**
 * POST /operators/{id}/totp/reset: an operator's second factor goes (totp.ts resetOperatorTotpIn);
 * an admin's waits for a second admin, and the request is the answer (null when done at once).
 */
export async function resetSecondFactor(
  deps: AppDeps,
  actor: Actor,
  id: number,
): Promise<StaffRequest | null> {
  if (id === actor.operatorId) throw badRequest('totp.reset_self');
  const requestId = await deps.db.transaction(async (tx) => {
    const { target } = await lockedTarget(tx, id);
    if (target.role === 'admin') return openStaffRequest(tx, actor, { kind: 'totp_reset', target });
    await recordOrigin(tx, id, actor.operatorId, 'totp_reset');
    await resetOperatorTotpIn(deps, tx, actor, id);
    return null;
  });
  return requestId === null ? null : staffRequestOf(deps.db, requestId, actor.operatorId);
}

/** GET /staff/{id}/sessions: the account's live sessions, the caller's own marked. */
export async function staffSessions(
  deps: AppDeps,
  id: number,
  callerSessionId: string,
): Promise<StaffSession[]> {
  if (!(await staffQueries.findStaff(deps.db, id))) throw notFound('staff.not_found');
  return (await operatorSessions.list(deps.db, id)).map((s) => ({
    id: s.id,
    ip: s.ip,
    user_agent: s.user_agent,
    created_at: iso(s.created_at),
    last_seen_at: iso(s.last_seen_at),
    expires_at: iso(s.expires_at),
    is_current: s.id === callerSessionId,
  }));
}

/**
 * POST /staff/{id}/sessions/end and /sessions/{sessionId}/end: ends one or every live session of
 * the account; their tokens stop working on their next call. Audited with how many ended.
 */
export async function endStaffSessions(
  deps: AppDeps,
  actor: Actor,
  id: number,
  sessionId: string | null,
  callerSessionId: string | null = null,
): Promise<{ ended: number }> {
  return deps.db.transaction(async (tx) => {
    const account = await staffQueries.findStaff(tx, id);
    if (!account) throw notFound('staff.not_found');
    const ended = sessionId
      ? await operatorSessions.endOne(deps, tx, id, sessionId, 'ended_by_admin')
      : // an admin ending their own sessions keeps the one they are using
        await operatorSessions.endAll(deps, tx, id, 'ended_by_admin', callerSessionId);
    if (sessionId && ended === 0) throw notFound('staff.session_not_found');
    // the ended sessions' sockets close (operatorSessions); every session of another staff member
    // ended: every console socket of theirs too, whichever sign-in opened it
    if (!sessionId && id !== actor.operatorId) tx.afterCommit(() => deps.realtime.disconnectOperator(id));
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'staff.sessions_end',
      targetType: 'operator',
      targetId: id,
      before: null,
      after: {
        username: account.username,
        sessions_ended: ended,
        ...(sessionId ? { session_id: sessionId } : {}),
      },
      ip: actor.ip,
    });
    return { ended };
  });
}
