// The ticket slip's rules, kept apart from the screen: which picks are still on offer and at what
// price, and the contract's own rule (stepBetRequest, the server's) for the amount and the legs.
import { bahtToSatang } from '@sanam/contract/money.ts';
import { MIN_BET_BAHT_DEFAULT, stakeProblem } from '@sanam/contract/stakes.ts';
import {
  STEP_MAX_PAYOUT_SATANG,
  combinedOdds,
  stepBetRequest,
  stepPayoutSatang,
  type StepMatch,
  type StepSelection,
  type StepSide,
} from '@sanam/contract/steps.ts';
import { sideClosedBy } from '../../lib/side-switch.ts';

/** What the member picked: a side of a round. The price is always the round's current one. */
export interface Pick {
  matchId: number;
  side: StepSide;
}

export interface SlipLeg {
  match: StepMatch;
  side: StepSide;
  rateId: number;
  rate1: number;
  rate2: number;
  odds: number;
}

/** A side of a round the slip may take: not closed on its own by the operator or the cap (issue 23). */
export const isSideOffered = (m: StepMatch, side: StepSide) => sideClosedBy(m, side) === null;

/**
 * The picks still on offer, at the rounds' current rates, and how many were dropped (the round
 * closed or ended, or the picked side closed).
 */
export function slipLegs(
  picks: readonly Pick[],
  matches: readonly StepMatch[],
): { legs: SlipLeg[]; dropped: number } {
  const byId = new Map(matches.map((m) => [m.id, m]));
  const legs: SlipLeg[] = [];
  for (const p of picks) {
    const m = byId.get(p.matchId);
    if (!m || m.rate === null || !isSideOffered(m, p.side)) continue;
    const rate1 = p.side === 'red' ? m.now_red_rate_1 : m.now_blue_rate_1;
    const rate2 = p.side === 'red' ? m.now_red_rate_2 : m.now_blue_rate_2;
    if (rate1 === null || rate2 === null) continue;
    legs.push({
      match: m,
      side: p.side,
      rateId: m.rate,
      rate1,
      rate2,
      odds: p.side === 'red' ? m.red_odds : m.blue_odds,
    });
  }
  return { legs, dropped: picks.length - legs.length };
}

/** Picking a side: adds it, switches the round to it, or (picked again) takes the round off. */
export function togglePick(picks: readonly Pick[], pick: Pick): Pick[] {
  const current = picks.find((p) => p.matchId === pick.matchId);
  if (!current) return [...picks, pick];
  if (current.side === pick.side) return picks.filter((p) => p.matchId !== pick.matchId);
  return picks.map((p) => (p.matchId === pick.matchId ? pick : p));
}

export const selectionsOf = (legs: readonly SlipLeg[]): StepSelection[] =>
  legs.map((l) => ({ matchId: l.match.id, type: l.side, rateId: l.rateId }));

export const slipOdds = (legs: readonly SlipLeg[]) => combinedOdds(legs);

/** What the ticket returns in satang if every leg wins, or null without a valid amount. */
export function potentialPayoutSatang(amountText: string, legs: readonly SlipLeg[]): number | null {
  const stake = amountText === '' ? null : bahtToSatang(Number(amountText));
  if (stake === null || stake <= 0 || legs.length === 0) return null;
  return stepPayoutSatang(
    stake,
    legs.map((l) => ({ rate1: l.rate1, rate2: l.rate2, status: 'won' as const })),
  );
}

/** The ticket's minimum stake: the highest of its rounds' (issue 20, as the server takes it). */
export const slipMinBet = (legs: readonly SlipLeg[]): number =>
  legs.length === 0 ? MIN_BET_BAHT_DEFAULT : Math.max(...legs.map((l) => l.match.min_bet));

/**
 * The message key of the first problem, or null, in the server's order: the contract's rule (2–10
 * legs on different rounds, a positive amount with at most 2 decimals), the ticket's minimum stake
 * and its steps (issues 20, 21; the messages read {{min_bet}} and {{step}}: stakeFields(slipMinBet)),
 * the payout cap, then the member's balance (null: not known, the server's to check).
 */
export function slipProblem(
  amountText: string,
  legs: readonly SlipLeg[],
  balance: number | null = null,
): string | null {
  const amount = amountText === '' ? Number.NaN : Number(amountText);
  const parsed = stepBetRequest.safeParse({ amount, steps: selectionsOf(legs) });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue?.path[0] === 'amount') return 'step_page.amount_required';
    return issue?.message ?? 'error.validation';
  }
  const minBetBaht = slipMinBet(legs);
  const stake = stakeProblem(amount, { minBetBaht, balanceBaht: null });
  if (stake) return stake;
  const payout = potentialPayoutSatang(amountText, legs);
  if (payout !== null && payout > STEP_MAX_PAYOUT_SATANG) return 'step.payout_too_high';
  return stakeProblem(amount, { minBetBaht, balanceBaht: balance });
}
