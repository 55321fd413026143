// How the console words a match: its current rate and its result. Shared by the list and the desk.
import { type Match, type MatchResult } from '@sanam/contract/matches.ts';
import { rateText, type RateNumbers } from '@sanam/contract/odds.ts';
import type { TFunction } from 'i18next';

export function currentRateNumbers(match: Match): RateNumbers | null {
  const { now_red_rate_1, now_red_rate_2, now_blue_rate_1, now_blue_rate_2 } = match;
  if (
    now_red_rate_1 === null ||
    now_red_rate_2 === null ||
    now_blue_rate_1 === null ||
    now_blue_rate_2 === null
  )
    return null;
  return {
    red_rate_1: now_red_rate_1,
    red_rate_2: now_red_rate_2,
    blue_rate_1: now_blue_rate_1,
    blue_rate_2: now_blue_rate_2,
  };
}

/** The rate text of DESIGN §4 ("ด 10/9" / "R 10/9"), or null before the first rate. */
export function currentRateText(match: Match, lang: 'th' | 'en'): string | null {
  const numbers = currentRateNumbers(match);
  return numbers ? rateText(numbers, lang) : null;
}

/**
 * What the round takes as a whole. Closing closes tie and no-tie with red and blue (DESIGN §4), but
 * the operator may reopen tie alone after a close: the round then takes tie bets only, which the desk
 * and the list must say in so many words, never as "closed" beside "tie open".
 */
export type BettingState = 'open' | 'tie_only' | 'closed';

export function bettingState(match: Pick<Match, 'is_open' | 'is_open_tie'>): BettingState {
  if (match.is_open === 1) return 'open';
  return match.is_open_tie === 1 ? 'tie_only' : 'closed';
}

export function resultLabel(t: TFunction, result: MatchResult): string {
  return t(`matches.result.${result}`);
}

export const resultTone: Record<MatchResult, string> = {
  red: 'bg-red-side text-white hover:bg-red-side-dark',
  blue: 'bg-blue-side text-white hover:bg-blue-side-dark',
  green: 'bg-tie text-white hover:bg-tie/80',
  other: 'border border-ink-500 bg-ink-700 text-ink-100 hover:bg-ink-600',
};

/** "คู่ที่ 5" → "คู่ที่ 6": the usual name of the round after this one; '' when the name has no number. */
export function nextRoundName(name: string): string {
  const match = /^(.*?)(\d+)(\D*)$/.exec(name);
  if (!match) return '';
  const [, head = '', digits = '', tail = ''] = match;
  return `${head}${Number(digits) + 1}${tail}`;
}
