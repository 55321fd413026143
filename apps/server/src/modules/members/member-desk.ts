// The console's member desk: finding members, the VIP and blocked flags, a member's betting
// controls, balance adjustments and cashier-recorded deposits.
// Invariants:
// - Every change an operator makes is audited in the same transaction as the change: a refused or
//   rolled-back action leaves no audit row, a committed one always has its row, with before/after.
// - Money moves only through ledger post(): an adjustment is house ↔ member:<id> (type 9, may be
//   negative, never below zero: the ledger refuses with 400 'ledger.insufficient_balance' and
//   nothing changes); a recorded deposit is bank:in → member:<id> (type 1, positive only), so it
//   counts as a deposit for live access and the affiliate reward like a slip deposit does, and is
//   written to the wallet's deposits (source cashier, approved) in the same transaction.
// - Amounts arrive in baht with at most 2 decimals and become integer satang once, here.
// - An adjustment's idempotency key is `adjust:<operatorId>:<Idempotency-Key header>` when the
//   console sends the header (a double-click or a retry posts once and replies with the same
//   result), else `adjust:<uuid>` (every call posts).
import { randomUUID } from 'node:crypto';
import type { AdminMember, MemberAdjustRequest } from '@sanam/contract/admin.ts';
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import { bahtToSatang, satangToBaht } from '@sanam/contract/money.ts';
import {
  factorToPermille,
  permilleToFactor,
  type MemberBetControls,
  type MemberBetControlsRequest,
} from '@sanam/contract/risk.ts';
import type { Queryable } from '../../db/db.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberBalances, post, type EntryInput } from '../../ledger/ledger.ts';
import { balanceAfterCommit } from '../../realtime/balance.ts';
import { recordCashierDeposit } from '../wallet/index.ts';
import { audit, type Actor } from '../../audit/audit-log.ts';
import * as memberDeskQueries from './member-desk-queries.ts';

const ADJUST_TOPIC = 'ปรับยอดโดยแอดมิน';

async function toAdminMembers(
  db: Queryable,
  rows: memberDeskQueries.AdminMemberRow[],
): Promise<AdminMember[]> {
  const ids = rows.map((r) => r.id);
  const [balances, activity] = await Promise.all([
    memberBalances(db, ids),
    memberDeskQueries.memberActivity(db, ids),
  ]);
  const active = new Map(activity.map((a) => [Number(a.id), a]));
  return rows.map((r) => {
    const b = balances.get(r.id);
    const a = active.get(r.id);
    const { max_bet_satang: _max, limit_permille: _factor, refer_above_satang: _refer, ...rest } = r;
    return {
      ...rest,
      ...betControlsOf(r),
      balance: satangToBaht(b?.cashSatang ?? 0),
      event_point: b?.coins ?? 0,
      created_at: new Date(r.created_at).toISOString(),
      last_login_at: a?.last_login_at ? new Date(a.last_login_at).toISOString() : null,
      deposit_total: satangToBaht(Number(a?.deposit_satang ?? 0)),
    };
  });
}

/** Satang and per mille → the wire's baht and factor. */
function betControlsOf(r: memberDeskQueries.BetControlsRow): MemberBetControls {
  return {
    bet_suspended: r.bet_suspended,
    max_bet: r.max_bet_satang === null ? null : satangToBaht(r.max_bet_satang),
    limit_factor: r.limit_permille === null ? null : permilleToFactor(r.limit_permille),
    refer_above: r.refer_above_satang === null ? null : satangToBaht(Number(r.refer_above_satang)),
  };
}

/**
 * PATCH /members/:id/betting: suspend a member's betting (they still sign in, deposit and
 * withdraw), set their own maximum stake, or a factor on the round's maximum stake and per-side cap.
 * Every bet's statement reads them, so they hold from the commit on. Audited before and after.
 */
export async function setBetControls(
  deps: AppDeps,
  actor: Actor,
  memberId: number,
  patch: MemberBetControlsRequest,
): Promise<AdminMember> {
  await deps.db.transaction(async (tx) => {
    const before = await memberDeskQueries.lockBetControls(tx, memberId);
    if (!before) throw notFound('admin.member_not_found');
    const after: memberDeskQueries.BetControlsRow = {
      bet_suspended: patch.bet_suspended ?? before.bet_suspended,
      max_bet_satang:
        patch.max_bet === undefined
          ? before.max_bet_satang
          : patch.max_bet === null
            ? null
            : bahtToSatang(patch.max_bet),
      limit_permille:
        patch.limit_factor === undefined
          ? before.limit_permille
          : patch.limit_factor === null
            ? null
            : factorToPermille(patch.limit_factor),
      refer_above_satang:
        patch.refer_above === undefined
          ? before.refer_above_satang
          : patch.refer_above === null
            ? null
            : bahtToSatang(patch.refer_above),
    };
    await memberDeskQueries.updateBetControls(tx, memberId, after);
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'member.bet_controls',
      targetType: 'member',
      targetId: memberId,
      before: betControlsOf(before),
      after: betControlsOf(after),
      ip: actor.ip,
    });
  });
  return requireAdminMember(deps.db, memberId);
}

/** One member as the console lists them (account-changes.ts answers with it). */
export const adminMemberById = (db: Queryable, memberId: number) => requireAdminMember(db, memberId);

async function requireAdminMember(db: Queryable, memberId: number): Promise<AdminMember> {
  const row = await memberDeskQueries.findMember(db, memberId);
  if (!row) throw notFound('admin.member_not_found');
  const [member] = await toAdminMembers(db, [row]);
  if (!member) throw notFound('admin.member_not_found');
  return member;
}

/** GET /members?q=: phone, username or name containing q, newest first, with balances from the ledger. */
export async function searchMembers(
  deps: AppDeps,
  query: { q: string; limit: number; offset: number },
): Promise<{ items: AdminMember[]; total: number }> {
  const { rows, total } = await memberDeskQueries.searchMembers(deps.db, query.q, query);
  return { items: await toAdminMembers(deps.db, rows), total };
}

/** PATCH /members/:id {is_vip?, is_blocked?}: audited with the flags before and after. */
export async function patchMember(
  deps: AppDeps,
  actor: Actor,
  memberId: number,
  patch: { is_vip?: boolean | undefined; is_blocked?: boolean | undefined },
): Promise<AdminMember> {
  await deps.db.transaction(async (tx) => {
    const before = await memberDeskQueries.lockMemberFlags(tx, memberId);
    if (!before) throw notFound('admin.member_not_found');
    const after = {
      is_vip: patch.is_vip ?? before.is_vip,
      is_blocked: patch.is_blocked ?? before.is_blocked,
    };
    await memberDeskQueries.updateMemberFlags(tx, memberId, after);
    if (after.is_blocked && !before.is_blocked)
      tx.afterCommit(() => deps.realtime.disconnectMember(memberId));
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'member.update',
      targetType: 'member',
      targetId: memberId,
      before: { is_vip: before.is_vip, is_blocked: before.is_blocked },
      after,
      ip: actor.ip,
    });
  });
  return requireAdminMember(deps.db, memberId);
}

/** An operator's correction of a member's cash: house → member:<id> (type 9), either sign. */
function adjustEntry(
  key: string,
  memberId: number,
  amountSatang: number,
  reason: string,
  operatorId: number,
): EntryInput {
  return {
    key,
    kind: 'adjustment',
    type: TX_TYPE.adjustment,
    topic: ADJUST_TOPIC,
    memo: { reason },
    operatorId,
    postings: [
      { account: accountName.house, currency: 'THB', amount: -amountSatang },
      { account: accountName.member(memberId), currency: 'THB', amount: amountSatang },
    ],
  };
}

/**
 * POST /members/:id/adjust {amount, reason, kind}: one ledger entry and its audit row, in one
 * transaction. A repeated Idempotency-Key moves nothing and writes no second audit row.
 */
export async function adjustMember(
  deps: AppDeps,
  actor: Actor,
  memberId: number,
  input: MemberAdjustRequest,
  idempotencyKey?: string,
): Promise<AdminMember> {
  const amountSatang = bahtToSatang(input.amount);
  // the contract's schema has already refused these; a direct caller gets the same answer
  if (amountSatang === null || amountSatang === 0)
    throw badRequest('validation.amount_invalid', { amount: 'validation.amount_invalid' });
  if (input.kind === 'deposit' && amountSatang < 0) {
    throw badRequest('admin.deposit_must_be_positive', { amount: 'admin.deposit_must_be_positive' });
  }
  const key = idempotencyKey ? `adjust:${actor.operatorId}:${idempotencyKey}` : `adjust:${randomUUID()}`;

  await deps.db.transaction(async (tx) => {
    if (!(await memberDeskQueries.memberExists(tx, memberId))) throw notFound('admin.member_not_found');
    // a recorded deposit is a deposit like a slip's: the wallet writes its row (the cashier's
    // deposit list, live access) and pays the affiliate reward of a first deposit
    const { posted, depositId } =
      input.kind === 'deposit'
        ? await recordCashierDeposit(deps, tx, {
            key,
            memberId,
            amountSatang,
            operatorId: actor.operatorId,
            reason: input.reason,
          })
        : {
            posted: await post(tx, adjustEntry(key, memberId, amountSatang, input.reason, actor.operatorId)),
            depositId: null,
          };
    if (!posted.created) return;
    const afterSatang = posted.memberBalances[accountName.member(memberId)];
    if (afterSatang === undefined) throw new Error(`ledger: entry ${key} did not report member:${memberId}`);
    await balanceAfterCommit(deps, tx, memberId);
    await audit(tx, {
      operatorId: actor.operatorId,
      action: input.kind === 'deposit' ? 'member.deposit' : 'member.adjust',
      targetType: 'member',
      targetId: memberId,
      before: { balance: satangToBaht(afterSatang - amountSatang) },
      after: {
        balance: satangToBaht(afterSatang),
        amount: input.amount,
        kind: input.kind,
        reason: input.reason,
        entry_id: posted.entryId,
        ...(depositId === null ? {} : { deposit_id: depositId }),
      },
      ip: actor.ip,
    });
  });
  return requireAdminMember(deps.db, memberId);
}
