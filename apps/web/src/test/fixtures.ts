// Contract-shaped rows for the match-room tests.
import type { BetHistoryEntry, Match, Rate } from '@sanam/contract/matches.ts';

export function aMatch(overrides: Partial<Match> = {}): Match {
  return {
    id: 5,
    round_name: 'คู่ที่ 5',
    round_type: 'bull',
    stadium_id: 2,
    stadium_name: 'สนามชนโคบ้านนา',
    min_bet: 10,
    red_cow_name: 'แดงเพชรบ้านนา',
    blue_cow_name: 'ดำทองคำ',
    result: null,
    is_prefight: false,
    is_open: 1,
    is_end: 0,
    is_open_tie: 0,
    tie_multiplier: 1.7,
    notie_multiplier: null,
    streaming_url: 'channel-5',
    version: 10,
    next_match_id: null,
    now_rate_name: 'ด 10/9',
    rate: 31,
    now_red_rate_1: 10,
    now_red_rate_2: 9,
    now_blue_rate_1: 9,
    now_blue_rate_2: 10,
    created_at: '2025-01-01T10:00:00.000Z',
    ended_at: null,
    settled_at: null,
    nextMatch: null,
    ...overrides,
  };
}

export function aRate(overrides: Partial<Rate> = {}): Rate {
  return {
    id: 31,
    match_id: 5,
    rate_name: 'ด 10/9',
    red_rate_1: 10,
    red_rate_2: 9,
    blue_rate_1: 9,
    blue_rate_2: 10,
    created_at: '2025-01-01T10:05:00.000Z',
    ...overrides,
  };
}

export function aBet(overrides: Partial<BetHistoryEntry> = {}): BetHistoryEntry {
  return {
    id: 'b1',
    type: 3,
    topic: 'แทงแดง',
    topic_bet_color: 'red',
    topic_bet_rate: 'ด 10/9',
    bet_amount: 1000,
    amount: -1000,
    win_amount: null,
    status: 'placed',
    createdAt: '2025-01-01T10:06:00.000Z',
    ...overrides,
  };
}

export const eligible = { eligible: true, deposited: 500, required: 100, window_days: 30 };
