// Test factories for the home lists: a round and a stadium as the server sends them.
import type { Match, Stadium } from '@sanam/contract/matches.ts';

export function aStadium(over: Partial<Stadium> & Pick<Stadium, 'id' | 'name'>): Stadium {
  return { type: 'bull', is_display: true, min_bet: 10, ...over };
}

export function aMatch(over: Partial<Match> & Pick<Match, 'id'>): Match {
  return {
    round_name: `คู่ที่ ${over.id}`,
    round_type: 'bull',
    stadium_id: 1,
    red_cow_name: 'ไอ้แดงเพชร',
    blue_cow_name: 'ไอ้ดำทองคำ',
    result: null,
    is_prefight: false,
    is_open: 0,
    is_end: 0,
    is_open_tie: 0,
    tie_multiplier: 1.7,
    notie_multiplier: null,
    streaming_url: null,
    version: 1,
    next_match_id: null,
    now_rate_name: null,
    rate: null,
    now_red_rate_1: null,
    now_red_rate_2: null,
    now_blue_rate_1: null,
    now_blue_rate_2: null,
    created_at: '2026-01-10T03:00:00.000Z',
    ended_at: null,
    settled_at: null,
    stadium_name: 'สนามวัวชนบ้านนา',
    min_bet: 10,
    nextMatch: null,
    ...over,
  };
}

/** A round taking bets on "ด 10/9": red the favourite. */
export function withOpenRate(m: Match): Match {
  return {
    ...m,
    is_open: 1,
    now_rate_name: 'ด 10/9',
    rate: 11,
    now_red_rate_1: 10,
    now_red_rate_2: 9,
    now_blue_rate_1: 9,
    now_blue_rate_2: 10,
  };
}
