// What betting shows: the operator's exposure of a match (DESIGN §9) and the member's bet history of
// a match (spec §2 match room, §7 GET /user/transaction/{matchId}).
import type { BetHistoryEntry, BetSide, Exposure, MatchType } from '@sanam/contract/matches.ts';
import { permilleToMultiplier } from '@sanam/contract/matches.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import type { AppDeps } from '../../http/types.ts';
import { getMatch, roundHiddenFromMembers } from '../matches/index.ts';
import * as readQueries from './read-queries.ts';
import { BET_TOPIC, BILL_TOPIC } from './topics.ts';

/**
 * GET /api/admin/matches/:id/exposure: the round's book: the stakes per side, and what the house
 * would keep (positive) or pay in (negative) under each result, priced in SQL by the same expression
 * settlement grades with. A settled round keeps its book with how it came out (`final`).
 */
export async function exposureOf(deps: AppDeps, matchId: number): Promise<Exposure> {
  await getMatch(deps, matchId);
  const [r, f] = await Promise.all([
    readQueries.matchExposure(deps.db, matchId),
    readQueries.finalBook(deps.db, matchId),
  ]);
  return {
    match_id: matchId,
    bets: r.bets,
    bettors: r.bettors,
    stakes: {
      red: satangToBaht(r.stake_red),
      blue: satangToBaht(r.stake_blue),
      tie: satangToBaht(r.stake_tie),
      notie: satangToBaht(r.stake_notie),
    },
    house_result: {
      red: satangToBaht(r.house_red),
      blue: satangToBaht(r.house_blue),
      green: satangToBaht(r.house_green),
      other: satangToBaht(r.house_other),
    },
    final:
      f === null
        ? null
        : {
            result: f.result,
            payouts: satangToBaht(f.payouts),
            refunds: satangToBaht(f.refunds),
            house_result: satangToBaht(f.stake - f.payouts - f.refunds),
          },
  };
}

/**
 * GET /user/transaction/:matchId: the caller's bets on the match (type 3) and their bill of the
 * grading in force (type 4), newest first. Only the caller's rows: memberId comes from the token.
 */
export async function betHistory(
  deps: AppDeps,
  memberId: number,
  matchId: number,
): Promise<BetHistoryEntry[]> {
  // a test round's room reads as an unknown round's: nothing (the wallet's history keeps the money)
  if (await roundHiddenFromMembers(deps, matchId)) return [];
  const [bets, bills] = await Promise.all([
    readQueries.memberBetsOfMatch(deps.db, memberId, matchId),
    readQueries.memberBillOfMatch(deps.db, memberId, matchId),
  ]);
  const billRows = bills.map((b): BetHistoryEntry => ({
    id: `bill-${b.id}`,
    type: 4,
    topic: b.topic ?? BILL_TOPIC,
    topic_bet_color: null,
    topic_bet_rate: null,
    bet_amount: satangToBaht(b.credit_satang),
    amount: satangToBaht(b.win_amount_satang),
    win_amount: satangToBaht(b.win_amount_satang - b.credit_satang),
    status: null,
    createdAt: new Date(b.created_at).toISOString(),
  }));
  const betRows = bets.map((b): BetHistoryEntry => ({
    id: `bet-${b.id}`,
    type: 3,
    topic: BET_TOPIC[b.side],
    topic_bet_color: b.side,
    // spec §3: a tie shows its multiplier ("x1.7"), red and blue the rate they were placed on
    topic_bet_rate:
      b.multiplier_permille !== null ? `x${permilleToMultiplier(b.multiplier_permille)}` : b.rate_name,
    bet_amount: satangToBaht(b.amount_satang),
    amount: -satangToBaht(b.amount_satang),
    win_amount: null,
    status: b.status,
    createdAt: new Date(b.created_at).toISOString(),
  }));
  // newest first: the bill is written after every bet it sums up (no bet is taken once a match
  // ends), and the bets come newest first
  return [...billRows, ...betRows];
}

export interface EntryBetInfo {
  side: BetSide | null;
  stakeSatang: number | null;
  /** the rate name a bet was placed on, or a tie's multiplier ("x1.7") */
  rate: string | null;
  matchId: number;
  roundName: string | null;
  roundType: MatchType | null;
}

/**
 * The bet, bill or refund behind each of these ledger entries of the member, for the transaction
 * history: `entries` pairs an entry id with the match its memo names (a regrade's reversal has no
 * bet or bill of its own, only its match).
 */
export async function betInfoOfEntries(
  deps: AppDeps,
  memberId: number,
  entries: Array<{ entryId: number; matchId: number | null }>,
): Promise<Map<number, EntryBetInfo>> {
  const details = await readQueries.betDetailsOfEntries(
    deps.db,
    memberId,
    entries.map((e) => e.entryId),
  );
  const result = new Map<number, EntryBetInfo>();
  for (const d of details) {
    result.set(d.entry_id, {
      side: d.side,
      stakeSatang: d.stake_satang,
      rate: d.multiplier_permille !== null ? `x${permilleToMultiplier(d.multiplier_permille)}` : d.rate_name,
      matchId: d.match_id,
      roundName: d.round_name,
      roundType: d.round_type,
    });
  }
  const bare = entries.filter((e) => !result.has(e.entryId) && e.matchId !== null);
  const rounds = await readQueries.roundNames(deps.db, [...new Set(bare.map((e) => e.matchId as number))]);
  for (const e of bare) {
    const matchId = e.matchId as number;
    const round = rounds.get(matchId);
    result.set(e.entryId, {
      side: null,
      stakeSatang: null,
      rate: null,
      matchId,
      roundName: round?.round_name ?? null,
      roundType: round?.round_type ?? null,
    });
  }
  return result;
}

/** The ids of the rounds the member bet on whose name contains `text` (the history's search). */
export function roundsNamed(deps: AppDeps, memberId: number, text: string): Promise<number[]> {
  return readQueries.roundsBetOnNamed(deps.db, memberId, text);
}
