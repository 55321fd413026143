// The house's deposit accounts (DESIGN §9): the bank accounts members pay into. Admins add and edit
// them; each member is assigned one of the active ones (member id modulo their number), kept while
// it stays active. Deactivating an account moves its members to the other active accounts in the same
// transaction; activating one (or adding an active one) gives an account to members who had none.
// Every change is audited with the account and the number of members moved.
import type {
  AdminDepositAccount,
  DepositAccountCreateRequest,
  DepositAccountPatchRequest,
} from '@sanam/contract/cashier.ts';
import type { Queryable } from '../../db/db.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { audit, type Actor } from '../../audit/audit-log.ts';
import { assignDepositAccounts } from './account-assigner.ts';
import * as accountQ from './account-queries.ts';

function toAdminAccount(r: accountQ.DepositAccountRow): AdminDepositAccount {
  return {
    id: r.id,
    bank_name: r.bank_name,
    bank_acc_no: r.bank_acc_no,
    bank_acc_name: r.bank_acc_name,
    is_active: r.is_active,
    members: r.members,
    created_at: new Date(r.created_at).toISOString(),
  };
}

async function accountOf(db: Queryable, id: number): Promise<AdminDepositAccount> {
  const row = await accountQ.findDepositAccount(db, id);
  if (!row) throw notFound('deposit_account.not_found');
  return toAdminAccount(row);
}

const taken = () => conflict('deposit_account.taken', { bank_acc_no: 'deposit_account.taken' });

/** GET /api/admin/deposit-accounts: active first, then by age. */
export async function listDepositAccounts(deps: AppDeps): Promise<AdminDepositAccount[]> {
  return (await accountQ.listDepositAccounts(deps.db)).map(toAdminAccount);
}

/** POST /api/admin/deposit-accounts: a house account; 409 when (bank, number) is already one. */
export async function createDepositAccount(
  deps: AppDeps,
  actor: Actor,
  input: DepositAccountCreateRequest,
): Promise<AdminDepositAccount> {
  const id = await deps.db.transaction(async (tx) => {
    const created = await accountQ.insertDepositAccount(tx, input);
    if (created === null) throw taken();
    const assigned = input.is_active ? await assignDepositAccounts(tx) : 0;
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'deposit_account.create',
      targetType: 'deposit_account',
      targetId: created,
      before: null,
      after: { ...input, members_assigned: assigned },
      ip: actor.ip,
    });
    return created;
  });
  return accountOf(deps.db, id);
}

/** PATCH /api/admin/deposit-accounts/{id} */
export async function patchDepositAccount(
  deps: AppDeps,
  actor: Actor,
  id: number,
  patch: DepositAccountPatchRequest,
): Promise<AdminDepositAccount> {
  await deps.db.transaction(async (tx) => {
    const before = await accountQ.lockDepositAccount(tx, id);
    if (!before) throw notFound('deposit_account.not_found');
    const after = {
      bank_name: patch.bank_name ?? before.bank_name,
      bank_acc_no: patch.bank_acc_no ?? before.bank_acc_no,
      bank_acc_name: patch.bank_acc_name ?? before.bank_acc_name,
      is_active: patch.is_active ?? before.is_active,
    };
    if (await accountQ.isDepositAccountTaken(tx, after.bank_name, after.bank_acc_no, id)) throw taken();
    await accountQ.updateDepositAccount(tx, id, after);
    // deactivated: its members move to the other active accounts; activated: members without an
    // active account get one. Either way the same rule, run after the change.
    const moved = before.is_active !== after.is_active ? await assignDepositAccounts(tx) : 0;
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'deposit_account.update',
      targetType: 'deposit_account',
      targetId: id,
      before: {
        bank_name: before.bank_name,
        bank_acc_no: before.bank_acc_no,
        bank_acc_name: before.bank_acc_name,
        is_active: before.is_active,
      },
      after: { ...after, members_moved: moved },
      ip: actor.ip,
    });
  });
  return accountOf(deps.db, id);
}
