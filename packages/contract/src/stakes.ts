// Minimum stakes and coins (issue 20, item 1: coins were farmed for cash with 0.01-baht bets).
// Declared once here; the server's bet rules, its settlement SQL and the member app's bet dialogs
// all read them, so the dialog refuses exactly what the server refuses.
import { bahtToSatang, positiveBahtAmount } from './money.ts';

/**
 * A stadium's minimum stake unless the operator sets another (console, stadium form). Also the
 * minimum of a round without a stadium and of an event about none.
 */
export const MIN_BET_BAHT_DEFAULT = 10;
/** The highest minimum an operator may set: above the bet dialog's largest quick amount is no use. */
export const MIN_BET_BAHT_MAX = 100_000;

/**
 * A graded bet (won or lost, never refunded) earns one coin only when its stake is at least this.
 * A coin redeems for at most 0.5 baht (1000 coins → 500 baht), so a coin costs its earner a
 * 100-baht stake at risk: 0.5% of the stake, under any house margin. Equal to the bet dialog's
 * step (BET_STEP). Reasoning with numbers: /work/notes/coins.md, docs/decisions.md (abuse model).
 */
export const COIN_MIN_STAKE_BAHT = 100;
export const COIN_MIN_STAKE_SATANG = COIN_MIN_STAKE_BAHT * 100;
export const MIN_BET_SATANG_DEFAULT = MIN_BET_BAHT_DEFAULT * 100;

/** Whether `amountBaht` meets the minimum `minBetBaht` (both baht, compared in satang). */
export function meetsMinimumBet(amountBaht: number, minBetBaht: number): boolean {
  const amount = bahtToSatang(amountBaht);
  const min = bahtToSatang(minBetBaht);
  return amount !== null && min !== null && amount >= min;
}

/**
 * The stake of a bet dialog under a minimum (baht): the server's amount rule plus the minimum. The
 * server checks the same minimum against the match it prices the bet on (meetsMinimumBet); the
 * message is 'bet.below_minimum', which names the minimum through {{min_bet}}.
 */
export function stakeAtLeast(minBetBaht: number) {
  return positiveBahtAmount.refine((n) => meetsMinimumBet(n, minBetBaht), {
    message: 'bet.below_minimum',
  });
}

/** Whether a graded stake (satang) earns a coin (see COIN_MIN_STAKE_BAHT). */
export function earnsCoin(stakeSatang: number): boolean {
  return stakeSatang >= COIN_MIN_STAKE_SATANG;
}

/** A stadium's minimum stake as the console sends it (baht, at most 2 decimals). */
export const minBetBaht = positiveBahtAmount.refine((n) => n <= MIN_BET_BAHT_MAX, {
  message: 'validation.min_bet_invalid',
});

export const stakeMessages = {
  'bet.below_minimum': {
    th: 'ยอดแทงขั้นต่ำ {{min_bet}} บาท',
    en: 'The minimum stake is {{min_bet}} baht',
  },
  // the bet dialogs' line under the amount (member app), beside the refusal it announces
  'bet.min_stake_hint': { th: 'แทงขั้นต่ำ {{min_bet}} บาท', en: 'Minimum stake {{min_bet}} baht' },
  'validation.min_bet_invalid': {
    th: 'ยอดแทงขั้นต่ำต้องมากกว่า 0 และไม่เกิน 100,000 บาท',
    en: 'The minimum stake must be above 0 and at most 100,000 baht',
  },
} as const satisfies Record<string, { th: string; en: string }>;

/** The refusal's field: the minimum, in baht, as the message's {{min_bet}} shows it. */
export const belowMinimumFields = (minBetBaht: number) => ({ min_bet: String(minBetBaht) });
