// A round with no rate yet and betting left as it was: unlike the fixtures' withoutRate, which also
// closes betting, so "waiting for rate" has no other reason to show.
import type { Match } from '@sanam/contract/matches.ts';

export const noRate = {
  rate: null,
  now_rate_name: null,
  now_red_rate_1: null,
  now_red_rate_2: null,
  now_blue_rate_1: null,
  now_blue_rate_2: null,
} satisfies Partial<Match>;
