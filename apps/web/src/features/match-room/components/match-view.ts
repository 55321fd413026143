// What the room shows of a match, as pure functions (spec §2 match room, DESIGN §4 rate text).
import { type Match, type MatchResult, type Rate } from '@sanam/contract/matches.ts';
import { rateNameIn, rateText, type RateNumbers } from '@sanam/contract/odds.ts';
import type { Language } from '@sanam/contract/constants.ts';

export type TeamSide = 'red' | 'blue';

/** The :id of /match/{id} and /prematch/{id}: a positive whole number, else null (not found). */
export function parseMatchId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export function isRunning(match: Pick<Match, 'is_end'>): boolean {
  return match.is_end === 0;
}

export interface CurrentRate extends RateNumbers {
  /** the rate id a red or blue bet names (rateId) */
  id: number;
  name: string;
}

/** The current rate: the match's own now_* fields, else the newest of the list (spec §3). */
export function currentRate(match: Match, rates: readonly Rate[] | undefined): CurrentRate | null {
  const { rate, now_red_rate_1, now_red_rate_2, now_blue_rate_1, now_blue_rate_2 } = match;
  if (
    rate !== null &&
    now_red_rate_1 !== null &&
    now_red_rate_2 !== null &&
    now_blue_rate_1 !== null &&
    now_blue_rate_2 !== null
  ) {
    return {
      id: rate,
      name: match.now_rate_name ?? '',
      red_rate_1: now_red_rate_1,
      red_rate_2: now_red_rate_2,
      blue_rate_1: now_blue_rate_1,
      blue_rate_2: now_blue_rate_2,
    };
  }
  const newest = rates?.[0];
  return newest ? { ...newest, name: newest.rate_name } : null;
}

/**
 * Spec §2: "waiting for rate" (null here) when betting is closed or no rate exists; otherwise the
 * favourite's letter and its two numbers (contract rateText).
 */
export function shownRateText(match: Match, rate: CurrentRate | null, lang: Language): string | null {
  if (match.is_open === 0 || !rate) return null;
  return rateText(rate, lang);
}

/**
 * The rate's own name when the operator gave one, else its text: what a bet is placed "on". A stored
 * name of the rate text's form ("ง 10/8") is written with the member's letters (contract rateNameIn).
 */
export function rateDisplayName(rate: CurrentRate, lang: Language): string {
  return rateNameIn(rate.name, lang).trim() || rateText(rate, lang);
}

export function sideOdds(rate: RateNumbers, side: TeamSide): { risk: number; win: number } {
  return side === 'red'
    ? { risk: rate.red_rate_1, win: rate.red_rate_2 }
    : { risk: rate.blue_rate_1, win: rate.blue_rate_2 };
}

export function teamName(match: Match, side: TeamSide): string {
  return (side === 'red' ? match.red_cow_name : match.blue_cow_name).trim();
}

/** Spec §2: team images vary by round_type (cock, muay, default). */
export function teamImage(roundType: Match['round_type']): string {
  switch (roundType) {
    case 'cock':
      return '/teams/cock.svg';
    case 'muay':
      return '/teams/muay.svg';
    case 'bull':
    case 'other':
      return '/teams/default.svg';
  }
}

export function resultKey(result: MatchResult | null): `room.result.${MatchResult | 'pending'}` {
  return `room.result.${result ?? 'pending'}`;
}

/** 1.7 → "1.7", 2 → "2" (the multiplier as the operator set it). */
export function formatMultiplier(multiplier: number): string {
  return String(Number(multiplier.toFixed(3)));
}
