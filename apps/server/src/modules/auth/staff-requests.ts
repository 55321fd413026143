// Four eyes on staff accounts: what could give one person a second admin identity waits
// for a second admin. Adding an admin, making an account an active admin, resetting an admin's
// password or second factor open a request here (staff.ts); another admin approves or rejects it.
//
// Invariants:
// - An approver is an admin who is not the requester, not the account the request is about, and
//   neither made nor made by the requester (or that account) through a creation, promotion or reset
//   (four-eyes.ts). The table refuses the first two as well.
// - A new admin stays disabled (awaiting_approval) until approved: it cannot sign in, so it
//   approves nothing. Rejected, it stays disabled.
// - One request waits per account. A password reset's new hash is kept only while it waits.
// - Every request, approval and rejection is audited in its transaction; an approval also writes the
//   change's own row (staff.update, staff.password_reset, operator.totp_reset) with who asked.
import type { StaffRequest, StaffRequestKind } from '@sanam/contract/staff.ts';
import type { OperatorRole } from '@sanam/contract/constants.ts';
import { audit, type Actor } from '../../audit/audit-log.ts';
import type { Queryable, Tx } from '../../db/db.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { operatorSessions } from './service.ts';
import { resetOperatorTotpIn } from './totp.ts';
import { approvalRefusal, recordOrigin } from './four-eyes.ts';
import * as staffRequestQueries from './staff-request-queries.ts';
import * as staffQueries from './staff-queries.ts';
import { iso, isoOrNull } from '../../db/timestamps.ts';

async function requestOf(
  db: Queryable,
  r: staffRequestQueries.StaffRequestRow,
  callerId: number,
): Promise<StaffRequest> {
  const canApprove =
    r.status === 'pending' && (await approvalRefusal(db, callerId, r.requested_by, r.target_id)) === null;
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    target_id: r.target_id,
    target_username: r.target_username,
    role: r.role,
    is_active: r.is_active,
    requested_by: r.requested_by,
    requested_by_username: r.requested_by_username,
    requested_at: iso(r.requested_at),
    decided_by: r.decided_by,
    decided_by_username: r.decided_by_username,
    decided_at: isoOrNull(r.decided_at),
    decision_reason: r.decision_reason,
    can_approve: canApprove,
  };
}

export async function staffRequestOf(db: Queryable, id: number, callerId: number): Promise<StaffRequest> {
  const row = await staffRequestQueries.staffRequestById(db, id);
  if (!row) throw notFound('staff.request_not_found');
  return requestOf(db, row, callerId);
}

/** GET /staff/requests: the waiting requests (each says whether the caller may approve it), then the last decided. */
export async function listStaffRequests(deps: AppDeps, callerId: number): Promise<StaffRequest[]> {
  const rows = await staffRequestQueries.listStaffRequests(deps.db);
  const out: StaffRequest[] = [];
  for (const r of rows) out.push(await requestOf(deps.db, r, callerId));
  return out;
}

/** A request for a second admin, in the caller's transaction; 409 when one already waits for the account. */
export async function openStaffRequest(
  tx: Queryable,
  actor: Actor,
  r: {
    kind: StaffRequestKind;
    target: staffQueries.StaffAccount;
    role?: OperatorRole;
    isActive?: boolean;
    passwordHash?: string;
  },
): Promise<number> {
  const id = await staffRequestQueries.insertStaffRequest(tx, {
    kind: r.kind,
    targetId: r.target.id,
    requestedBy: actor.operatorId,
    ...(r.role === undefined ? {} : { role: r.role }),
    ...(r.isActive === undefined ? {} : { isActive: r.isActive }),
    ...(r.passwordHash === undefined ? {} : { passwordHash: r.passwordHash }),
  });
  if (!id) throw conflict('staff.request_pending');
  await audit(tx, {
    operatorId: actor.operatorId,
    action: 'staff.request',
    targetType: 'operator',
    targetId: r.target.id,
    before: { username: r.target.username, role: r.target.role, is_active: r.target.is_active },
    after: {
      kind: r.kind,
      change_id: id,
      ...(r.role === undefined ? {} : { role: r.role }),
      ...(r.isActive === undefined ? {} : { is_active: r.isActive }),
    },
    ip: actor.ip,
  });
  return id;
}

/** What an approved request does to the account, in the approval's transaction. */
async function carryOut(
  deps: AppDeps,
  tx: Tx,
  actor: Actor,
  r: staffRequestQueries.StaffRequestRow,
): Promise<void> {
  const asked = { requested_by: r.requested_by_username };
  switch (r.kind) {
    case 'create_admin': {
      // its origin was recorded when it was created
      if (!(await staffRequestQueries.admitAwaitingAdmin(tx, r.target_id)))
        throw notFound('staff.request_not_found');
      return;
    }
    case 'make_admin': {
      const { target } = await staffQueries.lockAdminsAndStaff(tx, r.target_id);
      if (!target) throw notFound('staff.not_found');
      const next = { role: r.role ?? 'admin', is_active: r.is_active ?? true };
      await staffQueries.updateStaff(tx, r.target_id, next);
      await recordOrigin(tx, r.target_id, r.requested_by, 'promoted');
      await audit(tx, {
        operatorId: actor.operatorId,
        action: 'staff.update',
        targetType: 'operator',
        targetId: r.target_id,
        before: { username: target.username, role: target.role, is_active: target.is_active },
        after: { username: target.username, ...next, ...asked },
        ip: actor.ip,
      });
      return;
    }
    case 'password_reset': {
      if (!r.password_hash) throw notFound('staff.request_not_found');
      const account = await staffQueries.resetStaffPassword(tx, r.target_id, r.password_hash);
      if (!account) throw notFound('staff.not_found');
      await recordOrigin(tx, r.target_id, r.requested_by, 'password_reset');
      const ended = await operatorSessions.endAll(deps, tx, r.target_id, 'password_reset');
      tx.afterCommit(() => deps.realtime.disconnectOperator(r.target_id));
      await audit(tx, {
        operatorId: actor.operatorId,
        action: 'staff.password_reset',
        targetType: 'operator',
        targetId: r.target_id,
        before: null,
        after: { username: account.username, must_change_password: true, sessions_ended: ended, ...asked },
        ip: actor.ip,
      });
      return;
    }
    case 'totp_reset': {
      await recordOrigin(tx, r.target_id, r.requested_by, 'totp_reset');
      if (!(await resetOperatorTotpIn(deps, tx, actor, r.target_id, asked)))
        throw notFound('staff.not_found');
      return;
    }
  }
}

async function decide(
  deps: AppDeps,
  actor: Actor,
  id: number,
  reason: string,
  decision: 'approved' | 'rejected',
): Promise<StaffRequest> {
  await deps.db.transaction(async (tx) => {
    const r = await staffRequestQueries.lockPendingStaffRequest(tx, id);
    if (!r) throw notFound('staff.request_not_found');
    if (decision === 'approved') {
      const refusal = await approvalRefusal(tx, actor.operatorId, r.requested_by, r.target_id);
      if (refusal) throw forbidden(refusal);
      await carryOut(deps, tx, actor, r);
    } else if (r.kind === 'create_admin') {
      await staffRequestQueries.closeAwaitingAdmin(tx, r.target_id);
    }
    await staffRequestQueries.decideStaffRequest(tx, id, {
      status: decision,
      decidedBy: actor.operatorId,
      reason,
    });
    await audit(tx, {
      operatorId: actor.operatorId,
      action: decision === 'approved' ? 'staff.request_approve' : 'staff.request_reject',
      targetType: 'operator',
      targetId: r.target_id,
      before: null,
      after: {
        kind: r.kind,
        username: r.target_username,
        change_id: r.id,
        requested_by: r.requested_by_username,
        reason,
      },
      ip: actor.ip,
    });
  });
  return staffRequestOf(deps.db, id, actor.operatorId);
}

/** POST /staff/requests/{id}/approve: a second admin carries the request out (four-eyes.ts says who may). */
export const approveStaffRequest = (deps: AppDeps, actor: Actor, id: number, reason: string) =>
  decide(deps, actor, id, reason, 'approved');

/** POST /staff/requests/{id}/reject: any admin closes it, the requester included (a withdrawal); nothing changes. */
export const rejectStaffRequest = (deps: AppDeps, actor: Actor, id: number, reason: string) =>
  decide(deps, actor, id, reason, 'rejected');
