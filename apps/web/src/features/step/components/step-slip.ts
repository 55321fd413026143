// The ticket slip's rules, kept apart from the screen: which picks are still on offer and at what
// price, the contract's request rule (stepBetRequest) for the amount and the legs, then its one stake
// rule set (wager-rules.ts) for the ticket, as the server applies both.
import { bahtToSatang, satangToBaht } from '@sanam/contract/money.ts';
import { MIN_BET_BAHT_DEFAULT } from '@sanam/contract/stakes.ts';
import {
  combinedOdds,
  stepBetRequest,
  stepPayoutSatang,
  type StepMatch,
  type StepSelection,
  type StepSide,
} from '@sanam/contract/steps.ts';
import { largestStakeOf, roundOfMatch, stakeRefusal, type StakeOn } from '@sanam/contract/wager-rules.ts';
import type { MemberPart, StakeProblem } from '../../../lib/stake-check.ts';

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

const legOf = (m: StepMatch, side: StepSide, nowMs: number) => ({
  round: roundOfMatch(m, nowMs),
  side,
  seen: { rateId: m.rate ?? 0 },
});

/** The ticket as the rules read it: each leg at the rate the slip shows. */
const ticketOf = (legs: readonly SlipLeg[], nowMs: number): StakeOn => ({
  way: 'step',
  legs: legs.map((l) => ({ ...legOf(l.match, l.side, nowMs), seen: { rateId: l.rateId } })),
});

/**
 * A side of a round the slip may take: the rule set's round and side rules let a leg on it through
 * (the round open for steps, the side not closed on its own by the operator or the cap).
 */
export function isSideOffered(m: StepMatch, side: StepSide, nowMs = Date.now()): boolean {
  const refused = stakeRefusal({ amountSatang: 0, on: { way: 'step', legs: [legOf(m, side, nowMs)] } });
  return refused === null || (refused.rule !== 'round' && refused.rule !== 'side');
}

/**
 * The picks still on offer, at the rounds' current rates, and how many were dropped (the round
 * closed or ended, or the picked side closed).
 */
export function slipLegs(
  picks: readonly Pick[],
  matches: readonly StepMatch[],
  nowMs = Date.now(),
): { legs: SlipLeg[]; dropped: number } {
  const byId = new Map(matches.map((m) => [m.id, m]));
  const legs: SlipLeg[] = [];
  for (const p of picks) {
    const m = byId.get(p.matchId);
    if (!m || m.rate === null || !isSideOffered(m, p.side, nowMs)) continue;
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

/** The ticket's minimum stake: the highest of its rounds' (the rule set's, shown before it refuses). */
export const slipMinBet = (legs: readonly SlipLeg[]): number =>
  legs.length === 0 ? MIN_BET_BAHT_DEFAULT : Math.max(...legs.map((l) => l.match.min_bet));

/** The largest stake the member may put on the ticket (their own, the rounds' by their factor), in baht; null: none. */
export function slipMaxBet(
  legs: readonly SlipLeg[],
  member: MemberPart = {},
  nowMs = Date.now(),
): number | null {
  if (legs.length === 0) return null;
  const largest = largestStakeOf(ticketOf(legs, nowMs), member.member);
  return largest === null ? null : satangToBaht(largest);
}

/**
 * The first problem, or null, in the server's order: the contract's request rule (2–10 legs on
 * different rounds, a positive amount with at most 2 decimals), then the stake rule set on the ticket
 * with what the slip knows of the member (`member`: their standing and cash; absent, the server's to
 * check): the rounds, the sides, the minimum and its steps, the largest stake and payout, the cash.
 */
export function slipProblem(
  amountText: string,
  legs: readonly SlipLeg[],
  member: MemberPart = {},
  nowMs = Date.now(),
): StakeProblem | null {
  const amount = amountText === '' ? Number.NaN : Number(amountText);
  const parsed = stepBetRequest.safeParse({ amount, steps: selectionsOf(legs) });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue?.path[0] === 'amount') return { key: 'step_page.amount_required' };
    return { key: issue?.message ?? 'error.validation' };
  }
  const amountSatang = bahtToSatang(amount);
  if (amountSatang === null) return { key: 'step_page.amount_required' };
  return stakeRefusal({ amountSatang, on: ticketOf(legs, nowMs), ...member });
}
