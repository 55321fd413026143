// The ledger check's findings (contract ledger-check.ts) as an operator reads them, in Thai or
// English: money in baht or coins, accounts by what they are ("member #5's cash"), counts grouped.
import type { Language } from '@sanam/contract/constants.ts';
import type { LedgerFinding } from '@sanam/contract/ledger-check.ts';
import type { Currency } from '@sanam/contract/ledger.ts';
import { formatBaht, satangToBaht } from '@sanam/contract/money.ts';
import type { TFunction } from 'i18next';
import { formatCount } from '../../../lib/format-count.ts';

/** Accounts of DESIGN §3 by name; one with an id keeps it ("escrow:match:12" → round #12's escrow). */
const ACCOUNTS: Array<{ pattern: RegExp; key: string }> = [
  { pattern: /^member:(\d+)$/, key: 'ledger.account.member' },
  { pattern: /^coins:(\d+)$/, key: 'ledger.account.coins' },
  { pattern: /^escrow:match:(\d+)$/, key: 'ledger.account.escrow_match' },
  { pattern: /^escrow:step:(\d+)$/, key: 'ledger.account.escrow_step' },
  { pattern: /^escrow:event:(\d+)$/, key: 'ledger.account.escrow_event' },
  { pattern: /^game:(.+)$/, key: 'ledger.account.game' },
  { pattern: /^house$/, key: 'ledger.account.house' },
  { pattern: /^bank:in$/, key: 'ledger.account.bank_in' },
  { pattern: /^bank:out$/, key: 'ledger.account.bank_out' },
  { pattern: /^withdraw:hold$/, key: 'ledger.account.withdraw_hold' },
  { pattern: /^hold:bet$/, key: 'ledger.account.bet_hold' },
  { pattern: /^promo:affiliate$/, key: 'ledger.account.promo_affiliate' },
  { pattern: /^promo:redeem$/, key: 'ledger.account.promo_redeem' },
];

export function accountLabel(t: TFunction, account: string): string {
  for (const { pattern, key } of ACCOUNTS) {
    const found = pattern.exec(account);
    if (found) return t(key, { id: found[1], provider: found[1] });
  }
  return account;
}

/** Satang as baht, coins as coins: the unit of the account the amount belongs to. */
export function money(t: TFunction, lang: Language, amount: number | null, currency: Currency): string {
  if (amount === null) return '—';
  const text = currency === 'THB' ? formatBaht(satangToBaht(amount)) : formatCount(amount, lang);
  return t(`ledger.money.${currency}`, { amount: text });
}

export function findingText(t: TFunction, lang: Language, finding: LedgerFinding): string {
  const n = (value: number) => formatCount(value, lang);
  const id = (value: number | null) => (value === null ? '—' : String(value));
  const key = `ledger.finding.${finding.code}`;
  // the first account found holding what it should not, and that amount in the account's own unit
  const firstAccount = (p: { account: string; currency: Currency; amount: number }) => ({
    account: accountLabel(t, p.account),
    amount: money(t, lang, p.amount, p.currency),
  });
  switch (finding.code) {
    case 'postings_balanced': {
      const { postings, entries } = finding.params;
      return t(key, { postings: n(postings), entries: n(entries) });
    }
    case 'currency_unbalanced': {
      const { currency, total } = finding.params;
      return t(key, { currency: t(`ledger.currency.${currency}`), total: money(t, lang, total, currency) });
    }
    case 'entries_unbalanced':
    case 'entries_short': {
      const { entries, first_entry } = finding.params;
      return t(key, { entries: n(entries), first_entry: id(first_entry) });
    }
    case 'balances_agree':
      return t(key, { accounts: n(finding.params.accounts) });
    case 'chain_broken':
    case 'balance_row_missing':
    case 'cached_differs':
    case 'last_after_differs':
    case 'last_posting_differs': {
      const p = finding.params;
      const first = t('ledger.finding.problems', {
        problems: n(p.problems),
        accounts: n(p.accounts),
        account: accountLabel(t, p.account),
      });
      const amount = (value: number | null) => money(t, lang, value, p.currency);
      return `${first} ${balanceProblem(t, finding, amount, id)}`;
    }
    case 'never_negative':
      return t(key);
    case 'owed_after_corrections': {
      const { members, owed } = finding.params;
      return t(key, { members: n(members), owed: money(t, lang, owed, 'THB') });
    }
    case 'negative_balances':
      return t(key, { balances: n(finding.params.balances), ...firstAccount(finding.params) });
    case 'match_escrows_zero':
      return t(key, { count: finding.params.matches, matches: n(finding.params.matches) });
    case 'step_escrows_zero':
      return t(key, { count: finding.params.tickets, tickets: n(finding.params.tickets) });
    case 'event_escrows_zero':
      return t(key, { count: finding.params.events, events: n(finding.params.events) });
    case 'match_escrows_not_zero':
    case 'step_escrows_not_zero':
    case 'event_escrows_not_zero':
      return t(key, { escrows: n(finding.params.escrows), ...firstAccount(finding.params) });
    case 'withdraw_hold_matches': {
      const { held, withdrawals } = finding.params;
      return t(key, { held: money(t, lang, held, 'THB'), withdrawals: n(withdrawals) });
    }
    case 'withdraw_hold_differs': {
      const { held, pending } = finding.params;
      return t(key, { held: money(t, lang, held, 'THB'), pending: money(t, lang, pending, 'THB') });
    }
    case 'bet_hold_matches': {
      const { held, bets } = finding.params;
      return t(key, { held: money(t, lang, held, 'THB'), bets: n(bets) });
    }
    case 'bet_hold_differs': {
      const { held, pending } = finding.params;
      return t(key, { held: money(t, lang, held, 'THB'), pending: money(t, lang, pending, 'THB') });
    }
  }
}

type BalanceProblem = Extract<
  LedgerFinding,
  {
    code:
      | 'chain_broken'
      | 'balance_row_missing'
      | 'cached_differs'
      | 'last_after_differs'
      | 'last_posting_differs';
  }
>;

function balanceProblem(
  t: TFunction,
  finding: BalanceProblem,
  amount: (value: number | null) => string,
  id: (value: number | null) => string,
): string {
  const key = `ledger.finding.${finding.code}`;
  switch (finding.code) {
    case 'chain_broken': {
      const { posting, before, expected } = finding.params;
      return t(key, { posting: id(posting), before: amount(before), expected: amount(expected) });
    }
    case 'balance_row_missing':
      return t(key);
    case 'cached_differs':
      return t(key, { cached: amount(finding.params.cached), sum: amount(finding.params.sum) });
    case 'last_after_differs': {
      const { posting, after, sum } = finding.params;
      return t(key, { posting: id(posting), after: amount(after), sum: amount(sum) });
    }
    case 'last_posting_differs':
      return t(key, { recorded: id(finding.params.recorded), last_posting: id(finding.params.last_posting) });
  }
}
