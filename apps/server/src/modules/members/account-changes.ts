// A member's account as the console changes it. Every change carries the staff
// member's reason and is audited (before, after, reason) in the transaction of the change.
//
// Invariants:
// - A bank-account change redirects withdrawals: one staff member (admin or cashier) requests it, a
//   second, different admin approves it; the member's account in force (members.bank_*) stays until
//   then, so a withdrawal requested meanwhile goes to the old account. One change waits at a time
//   (a unique index); a waiting change can be rejected. The table refuses a self-approval too.
//   Nor may an account the requester created, promoted or reset approve it (auth/four-eyes.ts).
// - A password reset hands the staff member a temporary password once (never stored in clear, never
//   audited), flags the member to set a new one at next login and ends every session of the member.
// - Ending the sessions revokes every live session (its tokens stop at once) and closes the sockets.
import type { AdminMember } from '@sanam/contract/admin.ts';
import type { BankChange, BankChangeRequest, MemberAccount } from '@sanam/contract/member-account.ts';
import { audit, type Actor } from '../../audit/audit-log.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import type { Queryable } from '../../db/db.ts';
import { assertSecondPerson, endMemberSessions, resetMemberPassword } from '../auth/index.ts';
import * as accountChangeQueries from './account-change-queries.ts';
import { adminMemberById } from './member-desk.ts';
import { updateMemberName } from './queries.ts';
import { iso, isoOrNull } from '../../db/timestamps.ts';

function bankChangeOf(r: accountChangeQueries.BankChangeRow): BankChange {
  return {
    id: r.id,
    member_id: r.member_id,
    status: r.status,
    bank_name: r.bank_name,
    bank_acc_no: r.bank_acc_no,
    bank_acc_name: r.bank_acc_name,
    before: {
      bank_name: r.before_bank_name,
      bank_acc_no: r.before_bank_acc_no,
      bank_acc_name: r.before_bank_acc_name,
    },
    reason: r.reason,
    requested_by: r.requested_by,
    requested_by_username: r.requested_by_username,
    requested_at: iso(r.requested_at),
    decided_by: r.decided_by,
    decided_by_username: r.decided_by_username,
    decided_at: isoOrNull(r.decided_at),
    decision_reason: r.decision_reason,
  };
}

const bankOf = (r: {
  bank_name: string | null;
  bank_acc_no: string | null;
  bank_acc_name: string | null;
}) => ({
  bank_name: r.bank_name,
  bank_acc_no: r.bank_acc_no,
  bank_acc_name: r.bank_acc_name,
});

async function lockMember(tx: Queryable, memberId: number): Promise<accountChangeQueries.MemberAccountRow> {
  const row = await accountChangeQueries.memberAccount(tx, memberId, true);
  if (!row) throw notFound('admin.member_not_found');
  return row;
}

/** GET /members/:id/account: the account in force, a waiting bank change, the house account, sessions. */
export async function memberAccount(db: Queryable, memberId: number): Promise<MemberAccount> {
  const [row, pending, sessions] = await Promise.all([
    accountChangeQueries.memberAccount(db, memberId),
    accountChangeQueries.pendingBankChange(db, memberId),
    accountChangeQueries.liveSessionCount(db, memberId),
  ]);
  if (!row) throw notFound('admin.member_not_found');
  return {
    id: row.id,
    profile: await adminMemberById(db, memberId),
    username: row.username,
    phone: row.phone,
    name: row.name,
    bank: bankOf(row),
    pending_bank_change: pending ? bankChangeOf(pending) : null,
    deposit_account_id: row.deposit_account_id,
    must_change_password: row.must_change_password,
    live_sessions: sessions,
  };
}

/** POST /members/:id/bank-change: a waiting change; the account in force stays until an admin approves. */
export async function requestBankChange(
  deps: AppDeps,
  actor: Actor,
  memberId: number,
  input: BankChangeRequest,
): Promise<BankChange> {
  const id = await deps.db.transaction(async (tx) => {
    const member = await lockMember(tx, memberId);
    if (
      member.bank_name === input.bank_name &&
      member.bank_acc_no === input.bank_acc_no &&
      member.bank_acc_name === input.bank_acc_name
    )
      throw conflict('member_account.bank_change_same');
    if (await accountChangeQueries.bankAccountTaken(tx, memberId, input))
      throw conflict('member_account.bank_account_taken', {
        bank_acc_no: 'member_account.bank_account_taken',
      });
    const changeId = await accountChangeQueries.insertBankChange(tx, {
      memberId,
      bank_name: input.bank_name,
      bank_acc_no: input.bank_acc_no,
      bank_acc_name: input.bank_acc_name,
      before: bankOf(member),
      reason: input.reason,
      requestedBy: actor.operatorId,
    });
    if (!changeId) throw conflict('member_account.bank_change_pending');
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'member.bank_change_request',
      targetType: 'member',
      targetId: memberId,
      before: bankOf(member),
      after: {
        bank_name: input.bank_name,
        bank_acc_no: input.bank_acc_no,
        bank_acc_name: input.bank_acc_name,
        reason: input.reason,
        change_id: changeId,
      },
      ip: actor.ip,
    });
    return changeId;
  });
  return bankChangeOf(await accountChangeQueries.bankChangeById(deps.db, id));
}

/**
 * A second admin's decision on the member's waiting bank change, audited with its reason:
 * - approved (POST /members/:id/bank-change/approve): the change becomes the member's account, in force
 *   from the commit (the next withdrawal copies it). Never by the staff member who requested it.
 * - rejected (POST /members/:id/bank-change/reject): the change is closed; the account stays.
 */
async function decideWaitingChange(
  deps: AppDeps,
  actor: Actor,
  memberId: number,
  reason: string,
  decision: 'approved' | 'rejected',
): Promise<BankChange> {
  const id = await deps.db.transaction(async (tx) => {
    const member = await lockMember(tx, memberId);
    const pending = await accountChangeQueries.pendingBankChange(tx, memberId);
    if (!pending) throw notFound('member_account.bank_change_none');
    let after: Record<string, unknown> = { reason, change_id: pending.id };
    if (decision === 'approved') {
      if (pending.requested_by === actor.operatorId) throw forbidden('member_account.own_request');
      // nor an account the requester made, promoted or reset, or that made them (auth/four-eyes.ts)
      await assertSecondPerson(tx, actor.operatorId, pending.requested_by);
      if (await accountChangeQueries.bankAccountTaken(tx, memberId, pending))
        throw conflict('member_account.bank_account_taken');
      const account = {
        bank_name: pending.bank_name,
        bank_acc_no: pending.bank_acc_no,
        bank_acc_name: pending.bank_acc_name,
      };
      await accountChangeQueries.updateMemberBank(tx, memberId, account);
      after = { ...account, ...after, requested_by: pending.requested_by_username ?? pending.requested_by };
    }
    await accountChangeQueries.decideBankChange(tx, pending.id, {
      status: decision,
      decidedBy: actor.operatorId,
      reason,
    });
    await audit(tx, {
      operatorId: actor.operatorId,
      action: decision === 'approved' ? 'member.bank_change_approve' : 'member.bank_change_reject',
      targetType: 'member',
      targetId: memberId,
      before: bankOf(member),
      after,
      ip: actor.ip,
    });
    return pending.id;
  });
  return bankChangeOf(await accountChangeQueries.bankChangeById(deps.db, id));
}

export const approveBankChange = (deps: AppDeps, actor: Actor, memberId: number, reason: string) =>
  decideWaitingChange(deps, actor, memberId, reason, 'approved');

export const rejectBankChange = (deps: AppDeps, actor: Actor, memberId: number, reason: string) =>
  decideWaitingChange(deps, actor, memberId, reason, 'rejected');

/** POST /members/:id/reset-password: a temporary password, shown once; the member must replace it. */
export async function resetPassword(
  deps: AppDeps,
  actor: Actor,
  memberId: number,
  reason: string,
): Promise<{ temporary_password: string }> {
  const temporary = await deps.db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const password = await resetMemberPassword(deps, tx, memberId);
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'member.password_reset',
      targetType: 'member',
      targetId: memberId,
      before: null,
      after: { reason, must_change_password: true },
      ip: actor.ip,
    });
    tx.afterCommit(() => deps.realtime.disconnectMember(memberId));
    return password;
  });
  return { temporary_password: temporary };
}

/** POST /members/:id/end-sessions: every live session of the member ends, its sockets close. */
export async function endSessions(
  deps: AppDeps,
  actor: Actor,
  memberId: number,
  reason: string,
): Promise<{ ended: number }> {
  const ended = await deps.db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const n = await endMemberSessions(deps, tx, memberId, 'staff');
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'member.sessions_end',
      targetType: 'member',
      targetId: memberId,
      before: null,
      after: { reason, ended: n },
      ip: actor.ip,
    });
    tx.afterCommit(() => deps.realtime.disconnectMember(memberId));
    return n;
  });
  return { ended };
}

/** POST /members/:id/name */
export async function renameMember(
  deps: AppDeps,
  actor: Actor,
  memberId: number,
  input: { name: string; reason: string },
): Promise<AdminMember> {
  await deps.db.transaction(async (tx) => {
    const member = await lockMember(tx, memberId);
    await updateMemberName(tx, memberId, input.name);
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'member.rename',
      targetType: 'member',
      targetId: memberId,
      before: { name: member.name },
      after: { name: input.name, reason: input.reason },
      ip: actor.ip,
    });
  });
  return adminMemberById(deps.db, memberId);
}

/** POST /members/:id/deposit-account: the house account the member pays into, an active one. */
export async function moveDepositAccount(
  deps: AppDeps,
  actor: Actor,
  memberId: number,
  input: { deposit_account_id: number; reason: string },
): Promise<MemberAccount> {
  await deps.db.transaction(async (tx) => {
    const member = await lockMember(tx, memberId);
    if (!(await accountChangeQueries.activeDepositAccountExists(tx, input.deposit_account_id)))
      throw notFound('member_account.deposit_account_not_found');
    await accountChangeQueries.updateMemberDepositAccount(tx, memberId, input.deposit_account_id);
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'member.deposit_account',
      targetType: 'member',
      targetId: memberId,
      before: { deposit_account_id: member.deposit_account_id },
      after: { deposit_account_id: input.deposit_account_id, reason: input.reason },
      ip: actor.ip,
    });
  });
  return memberAccount(deps.db, memberId);
}
