// The shape rules of a journal entry (DESIGN §3), checked before the database is touched.
//
// Which currency an account may hold is decided by its name:
//   member:<id>            THB   (cached balance row, member cash in satang)
//   coins:<id>             COIN  (cached balance row, member coins)
//   house, promo:<name>    THB, or COIN when the caller passes COIN (the house and promotions fund coins)
//   bank:in, bank:out, withdraw:hold, hold:bet, escrow:match:<id>, escrow:step:<ticket id>,
//   escrow:event:<event id>, game:<provider>                                  THB only
// An account and a currency form one balance: `house` THB and `house` COIN are separate sums.
//
// Two kinds of refusal:
// - postings that do not sum to zero per currency → AppError 400 'ledger.unbalanced'; an amount
//   computed by a caller (a payout, a split) can get this wrong, and it must never reach the books.
// - anything else (an amount that is not a non-zero safe integer, an unknown account, the wrong
//   currency for an account, fewer than two postings, the same member account twice in one entry,
//   an empty key) is a programming mistake: a plain Error (a 500), because API input is validated by
//   the routes long before it becomes postings.
import type { Currency, TxType } from '@sanam/contract/ledger.ts';
import { AppError } from '../http/errors.ts';

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

const ID = '[1-9][0-9]*';
const NAME = '[a-z0-9][a-z0-9_-]*';
const THB: readonly Currency[] = ['THB'];
const THB_OR_COIN: readonly Currency[] = ['THB', 'COIN'];

const ACCOUNT_RULES: ReadonlyArray<{ pattern: RegExp; currencies: readonly Currency[] }> = [
  { pattern: new RegExp(`^member:${ID}$`), currencies: THB },
  { pattern: new RegExp(`^coins:${ID}$`), currencies: ['COIN'] },
  { pattern: /^house$/, currencies: THB_OR_COIN },
  { pattern: new RegExp(`^promo:${NAME}$`), currencies: THB_OR_COIN },
  { pattern: /^(bank:in|bank:out|withdraw:hold|hold:bet)$/, currencies: THB },
  { pattern: new RegExp(`^escrow:match:${ID}$`), currencies: THB },
  { pattern: new RegExp(`^escrow:step:${ID}$`), currencies: THB },
  { pattern: new RegExp(`^escrow:event:${ID}$`), currencies: THB },
  { pattern: new RegExp(`^game:${NAME}$`), currencies: THB },
];

/**
 * The journal kinds of a correction's take-back (a regrade's reversal of the grading in force): the
 * only entries whose member postings may take cash below zero (postToMembers' debt), leaving the
 * member owing the house what they no longer had (docs/decisions.md); check (3) holds every other
 * entry to zero.
 */
export const CORRECTION_KINDS = ['regrade', 'step_regrade', 'event-regrade'] as const;

const MEMBER_ACCOUNT = new RegExp(`^(member|coins):(${ID})$`);

/** The member id of a member account (`member:<id>`, `coins:<id>`), or null for any other account. */
export function memberIdOf(account: string): number | null {
  const m = MEMBER_ACCOUNT.exec(account);
  return m ? Number(m[2]) : null;
}

/** The currencies an account may hold, or null when the name is not a ledger account. */
export function allowedCurrencies(account: string): readonly Currency[] | null {
  return ACCOUNT_RULES.find((r) => r.pattern.test(account))?.currencies ?? null;
}

/**
 * Throws unless the entry is well formed and sums to zero per currency (see the header). `queried`
 * are member postings the entry has besides `entry.postings` (ledger postToMembers), checked one by
 * one in SQL: how many (null: counted there too, with the two-postings rule), their currency and
 * their total (for postToMembers, the total they must come to, which its statement holds them to).
 */
export function assertValidEntry(
  entry: EntryInput,
  queried: { postings: number | null; total: number; currency: Currency } = {
    postings: 0,
    total: 0,
    currency: 'THB',
  },
): void {
  if (!entry.key) throw new Error('ledger: an entry needs an idempotency key');
  if (queried.postings !== null && entry.postings.length + queried.postings < 2)
    throw new Error(`ledger: entry ${entry.key} needs at least two postings`);
  const sums = new Map<Currency, bigint>([[queried.currency, BigInt(queried.total)]]);
  const memberAccounts = new Set<string>();
  for (const p of entry.postings) {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0) {
      throw new Error(
        `ledger: entry ${entry.key}: amount ${p.amount} on ${p.account} is not a non-zero safe integer`,
      );
    }
    const currencies = allowedCurrencies(p.account);
    if (!currencies) throw new Error(`ledger: entry ${entry.key}: unknown account ${p.account}`);
    if (!currencies.includes(p.currency)) {
      throw new Error(`ledger: entry ${entry.key}: ${p.account} does not hold ${p.currency}`);
    }
    if (memberIdOf(p.account) !== null) {
      // one posting per member account keeps each entry one link of that account's before/after chain
      if (memberAccounts.has(p.account))
        throw new Error(`ledger: entry ${entry.key}: ${p.account} appears twice`);
      memberAccounts.add(p.account);
    }
    sums.set(p.currency, (sums.get(p.currency) ?? 0n) + BigInt(p.amount));
  }
  for (const total of sums.values()) {
    if (total !== 0n) throw new AppError(400, 'ledger.unbalanced');
  }
}
