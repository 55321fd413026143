// The double-entry core (DESIGN §3). post() is the only writer of balances.
// INTERFACE STUB: the ledger work replaces the bodies; signatures are agreed with the other modules.
import type { Currency, TxType } from '@sanam/contract/ledger.ts';
import type { LedgerCheck } from '@sanam/contract/admin.ts';
import type { Db, Queryable, Tx } from '../db/db.ts';

export interface PostingInput {
  /** e.g. `member:12`, `coins:12`, `house`, `escrow:match:5` (contract accountName) */
  account: string;
  currency: Currency;
  /** integer satang (THB) or coins (COIN); positive credits the account, negative debits it */
  amount: number;
}

export interface EntryInput {
  /** idempotency key `kind:ref`: posting the same key twice returns the first result and moves nothing */
  key: string;
  kind: string;
  /** member transaction type code (contract TX_TYPE) */
  type: TxType;
  /** member-facing topic text (Thai), e.g. 'ฝากเงิน' */
  topic: string;
  memo?: Record<string, unknown>;
  operatorId?: number;
  postings: PostingInput[];
}

export interface PostedEntry {
  entryId: number;
  /** false when the key had been posted before (nothing moved this time) */
  created: boolean;
  /** balances after the entry, of the member accounts it touched */
  memberBalances: Record<string, number>;
}

/**
 * Posts one entry inside the caller's transaction: postings must sum to zero per currency; member
 * accounts are locked in sorted order; a member balance may never go below zero
 * (AppError 400 'ledger.insufficient_balance', nothing changes).
 */
export async function post(_tx: Tx, _entry: EntryInput): Promise<PostedEntry> {
  throw new Error('not implemented');
}

/** Creates the cached balance rows (member:<id> THB, coins:<id> COIN) of a new member. */
export async function openMemberAccounts(_tx: Queryable, _memberId: number): Promise<void> {
  throw new Error('not implemented');
}

/** Cash and coin balances of members, in satang and coins. */
export async function memberBalances(
  _q: Queryable,
  _memberIds: number[],
): Promise<Map<number, { cashSatang: number; coins: number }>> {
  throw new Error('not implemented');
}

/** The four invariants of DESIGN §3. */
export async function checkLedger(_db: Db): Promise<LedgerCheck> {
  throw new Error('not implemented');
}
