// A match and a rate as the wire carries them (spec §3), and reading them so: what the routes answer
// and what the room's events (RATE, CHANGE, OPENTIE) carry.
import type { Match, Rate } from '@sanam/contract/matches.ts';
import { permilleToMultiplier } from '@sanam/contract/matches.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import type { Queryable, Tx } from '../../db/db.ts';
import { notFound } from '../../http/errors.ts';
import * as queries from './queries.ts';
import { iso, isoOrNull } from '../../db/timestamps.ts';

const bahtOrNull = (satang: number | null) => (satang === null ? null : satangToBaht(satang));

/** The wire shape of spec §3 (0/1 flags, now_* of the current rate). */
export function toMatch(r: queries.MatchRow): Match {
  return {
    id: r.id,
    round_name: r.round_name,
    round_type: r.round_type,
    stadium_id: r.stadium_id,
    red_cow_name: r.red_cow_name,
    blue_cow_name: r.blue_cow_name,
    result: r.result,
    is_prefight: r.is_prefight,
    is_open: r.is_open ? 1 : 0,
    is_end: r.is_end ? 1 : 0,
    is_open_tie: r.is_open_tie ? 1 : 0,
    tie_multiplier: permilleToMultiplier(r.tie_permille),
    notie_multiplier: r.notie_permille === null ? null : permilleToMultiplier(r.notie_permille),
    streaming_url: r.streaming_url,
    version: r.version,
    next_match_id: r.next_match_id,
    now_rate_name: r.rate_name,
    rate: r.rate_id,
    now_red_rate_1: r.red_rate_1,
    now_red_rate_2: r.red_rate_2,
    now_blue_rate_1: r.blue_rate_1,
    now_blue_rate_2: r.blue_rate_2,
    created_at: iso(r.created_at),
    ended_at: isoOrNull(r.ended_at),
    settled_at: isoOrNull(r.settled_at),
    stadium_name: r.stadium_name,
    min_bet: satangToBaht(r.min_bet_satang),
    red_closed_by: r.red_closed_by,
    blue_closed_by: r.blue_closed_by,
    tie_closed_by: r.tie_closed_by,
    last_call_at: isoOrNull(r.last_call_at),
    max_bet: bahtOrNull(r.max_bet_satang),
    max_payout: bahtOrNull(r.max_payout_satang),
    member_side_cap: bahtOrNull(r.member_side_cap_satang),
    bet_delay: r.bet_delay_ms / 1000,
    nextMatch: r.next_match_id === null ? null : { id: r.next_match_id },
  };
}

export function toRate(r: queries.RateRow): Rate {
  return { ...r, created_at: iso(r.created_at) };
}

export async function requireMatch(q_: Queryable, id: number): Promise<Match> {
  const row = await queries.findMatch(q_, id);
  if (!row) throw notFound('match.not_found');
  return toMatch(row);
}

/**
 * The wire match as this transaction sees it: read it after a change, so the event sent from
 * tx.afterCommit says exactly what committed.
 */
export function matchInTx(tx: Tx, id: number): Promise<Match> {
  return requireMatch(tx, id);
}

export async function currentRate(q_: Queryable, matchId: number): Promise<Rate | null> {
  const [row] = await queries.listRates(q_, matchId, 1);
  return row ? toRate(row) : null;
}
