// Minimum stakes and coins (coins were farmed for cash with 0.01-baht bets).
// Declared once here; the server's bet rules, its settlement SQL and the member app's bet dialogs
// all read them, so the dialog refuses exactly what the server refuses.
import { BET_STEP } from './constants.ts';
import { bahtToSatang, positiveBahtAmount, satangToBaht } from './money.ts';

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
 * step (BET_STEP). The reasoning with numbers: docs/decisions.md (abuse model).
 */
export const COIN_MIN_STAKE_BAHT = 100;
export const COIN_MIN_STAKE_SATANG = COIN_MIN_STAKE_BAHT * 100;
export const MIN_BET_SATANG_DEFAULT = MIN_BET_BAHT_DEFAULT * 100;

/**
 * The step a stake moves in under a minimum, in satang. Spec §2 and §9 give the
 * bet dialog a step of 100 baht (BET_STEP); each stadium has a minimum, 10 baht unless the
 * operator sets another. A plain 100-baht step would make any minimum under 100 (the default
 * included) unreachable, and a minimum of 150 a lie; a step of the minimum itself would break the
 * quick amounts (30 + 100 is no multiple of 30). So the step is the largest amount that divides both
 * BET_STEP and the minimum: 100 baht under a minimum of 100, 200, 500…; 10 under the default 10 (and
 * under 30); 50 under 50 or 150. The minimum is always a whole number of steps, and every quick
 * amount (all whole hundreds) keeps a stake on its steps.
 */
export function stakeStepSatang(minBetSatang: number): number {
  let a = BET_STEP * 100;
  let b = Number.isSafeInteger(minBetSatang) && minBetSatang > 0 ? minBetSatang : 0;
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** stakeStepSatang() in baht, for a minimum in baht (a minimum that is no baht amount: BET_STEP). */
export function stakeStepBaht(minBetBaht: number): number {
  return satangToBaht(stakeStepSatang(bahtToSatang(minBetBaht) ?? 0));
}

/**
 * Why a stake (satang) is refused under a minimum (satang), or null: the minimum first, then the step.
 * The one stake rule set's amount rule (wager-rules.ts).
 */
export function amountRefusal(
  amountSatang: number,
  minBetSatang: number,
): 'bet.below_minimum' | 'bet.off_step' | null {
  if (amountSatang < minBetSatang) return 'bet.below_minimum';
  if (amountSatang % stakeStepSatang(minBetSatang) !== 0) return 'bet.off_step';
  return null;
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
  'bet.off_step': {
    th: 'ยอดแทงต้องเป็นทวีคูณของ {{step}} บาท',
    en: 'The stake must be a whole multiple of {{step}} baht',
  },
  // beside the minimum's hint: what the step is, before the member meets 'bet.off_step'
  'bet.stake_step_hint': { th: 'เพิ่มทีละ {{step}} บาท', en: 'in steps of {{step}} baht' },
  'validation.min_bet_invalid': {
    th: 'ยอดแทงขั้นต่ำต้องมากกว่า 0 และไม่เกิน 100,000 บาท',
    en: 'The minimum stake must be above 0 and at most 100,000 baht',
  },
} as const satisfies Record<string, { th: string; en: string }>;
