// The home lists' rows: a round as listed before its first rate (closed), named after its id, at
// สนามวัวชนบ้านนา unless told; withOpenRate (@sanam/fixtures) opens one for bets.
import { aMatch, withoutRate } from '@sanam/fixtures/matches.ts';
import type { Match } from '@sanam/contract/matches.ts';

export function aRound(over: Partial<Match> & Pick<Match, 'id'>): Match {
  return withoutRate(
    aMatch({
      round_name: `คู่ที่ ${over.id}`,
      stadium_id: 1,
      stadium_name: 'สนามวัวชนบ้านนา',
      red_cow_name: 'ไอ้แดงเพชร',
      blue_cow_name: 'ไอ้ดำทองคำ',
      streaming_url: null,
      version: 1,
      created_at: '2026-01-10T03:00:00.000Z',
      ...over,
    }),
  );
}
