// Minimum stakes and coins (issue 20, item 1: coins were farmed for cash with 0.01-baht bets).
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
 * step (BET_STEP). Reasoning with numbers: /work/notes/coins.md, docs/decisions.md (abuse model).
 */
export const COIN_MIN_STAKE_BAHT = 100;
export const COIN_MIN_STAKE_SATANG = COIN_MIN_STAKE_BAHT * 100;
export const MIN_BET_SATANG_DEFAULT = MIN_BET_BAHT_DEFAULT * 100;

/**
 * The step a stake moves in under a minimum, in satang (issue 21, item 4). Spec §2 and §9 give the
 * bet dialog a step of 100 baht (BET_STEP); issue 20 gave each stadium a minimum, 10 baht unless the
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

/** Why a stake (satang) is refused under a minimum (satang), or null: the minimum first, then the step. */
export type StakeRefusal = 'bet.below_minimum' | 'bet.off_step';
export function stakeRefusal(amountSatang: number, minBetSatang: number): StakeRefusal | null {
  if (amountSatang < minBetSatang) return 'bet.below_minimum';
  if (amountSatang % stakeStepSatang(minBetSatang) !== 0) return 'bet.off_step';
  return null;
}

/**
 * The stake of a bet dialog under a minimum (baht): the server's amount rule, the minimum, then the
 * step. The server checks the same (stakeRefusal) against what it prices the bet on; the messages
 * 'bet.below_minimum' and 'bet.off_step' read {{min_bet}} and {{step}}: stakeFields().
 */
export function stakeRule(minBetBaht: number) {
  return positiveBahtAmount.superRefine((n, ctx) => {
    const amount = bahtToSatang(n);
    const min = bahtToSatang(minBetBaht);
    const refusal = amount === null || min === null ? 'bet.below_minimum' : stakeRefusal(amount, min);
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
  });
}

/**
 * The bet dialogs' check of a stake before their confirm step (issue 21, item 4), in the server's
 * order: stakeRule(), then the member's balance (the server debits only when balance ≥ stake,
 * 'ledger.insufficient_balance'). A balance not known yet (null) is left to the server. Null when the
 * stake passes; else the message key of the first problem (show it with stakeFields()).
 */
export function stakeProblem(
  amountBaht: number,
  rule: { minBetBaht: number; balanceBaht: number | null },
): string | null {
  const parsed = stakeRule(rule.minBetBaht).safeParse(amountBaht);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'validation.amount_invalid';
  if (rule.balanceBaht !== null) {
    const amount = bahtToSatang(amountBaht);
    const balance = bahtToSatang(rule.balanceBaht);
    if (amount !== null && balance !== null && amount > balance) return 'ledger.insufficient_balance';
  }
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

/** The refusal's field: the minimum, in baht, as the message's {{min_bet}} shows it. */
export const belowMinimumFields = (minBetBaht: number) => ({ min_bet: String(minBetBaht) });

/** The off-step refusal's field: the step, in baht, as the message's {{step}} shows it. */
export const offStepFields = (stepBaht: number) => ({ step: String(stepBaht) });

/** What the stake messages read ({{min_bet}}, {{step}}) under a minimum, in baht. */
export const stakeFields = (minBetBaht: number) => ({
  ...belowMinimumFields(minBetBaht),
  ...offStepFields(stakeStepBaht(minBetBaht)),
});
