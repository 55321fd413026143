// The hook that moves members onto the active house accounts. The members table is the members
// module's, which sits above wallet: it registers the assignment here at start-up (app.ts buildApp),
// and accounts.ts runs it inside the transaction that adds, activates or deactivates an account.
import type { Tx } from '../../db/db.ts';

/** Gives every member without an active account one; answers how many members moved. */
export type DepositAccountAssigner = (tx: Tx) => Promise<number>;

let assigner: DepositAccountAssigner | null = null;

/** Registering again replaces it (each app built in one process registers the same one). */
export function onAssignDepositAccounts(fn: DepositAccountAssigner): void {
  assigner = fn;
}

/** Throws when nothing registered: an account change must never leave members unassigned. */
export function assignDepositAccounts(tx: Tx): Promise<number> {
  if (!assigner) throw new Error('no deposit account assigner registered (app.ts buildApp registers it)');
  return assigner(tx);
}
