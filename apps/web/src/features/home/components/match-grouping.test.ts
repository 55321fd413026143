import { describe, expect, it } from 'vitest';
import type { Match } from '@sanam/contract/matches.ts';
import { aStadium, withOpenRate } from '@sanam/fixtures/matches.ts';
import { aRound } from '../../../test/rounds.ts';
import {
  endedKindsShown,
  groupEndedMatches,
  groupOpenMatches,
  isRateOpen,
  matchPath,
  resultKind,
} from './match-grouping.ts';

const names = (groups: { name: string | null }[]) => groups.map((g) => g.name);

describe('live tab arrangement', () => {
  const stadiums = [
    aStadium({ id: 1, name: 'A' }),
    aStadium({ id: 2, name: 'B' }),
    aStadium({ id: 3, name: 'C' }),
    aStadium({ id: 4, name: 'Hidden', is_display: false }),
  ];

  it('puts stadiums with an open rate first, then those with rounds, then the quiet ones', () => {
    const groups = groupOpenMatches(stadiums, [
      aRound({ id: 10, stadium_id: 2 }),
      withOpenRate(aRound({ id: 11, stadium_id: 3 })),
    ]);
    expect(names(groups)).toEqual(['C', 'B', 'A']);
    expect(groups.map((g) => g.hasOpenRate)).toEqual([true, false, false]);
  });

  it('a rate with betting closed is not an open rate', () => {
    const paused = { ...withOpenRate(aRound({ id: 1 })), is_open: 0 };
    expect(isRateOpen(paused)).toBe(false);
    expect(isRateOpen({ is_open: 1, now_rate_name: null })).toBe(false);
  });

  it('hides a stadium that is not displayed, with its rounds', () => {
    const groups = groupOpenMatches(stadiums, [withOpenRate(aRound({ id: 10, stadium_id: 4 }))]);
    expect(names(groups)).not.toContain('Hidden');
    expect(groups.flatMap((g) => g.matches)).toEqual([]);
  });

  it('gathers rounds without a stadium in "other", after the stadiums of its tier', () => {
    const groups = groupOpenMatches(stadiums, [
      aRound({ id: 10, stadium_id: null, stadium_name: null }),
      aRound({ id: 11, stadium_id: 1 }),
    ]);
    expect(groups.map((g) => g.key)).toEqual(['stadium:1', 'other', 'stadium:2', 'stadium:3']);
  });

  it('gives a round of a stadium missing from the list a card under its own stadium name', () => {
    const groups = groupOpenMatches(stadiums, [aRound({ id: 10, stadium_id: 9, stadium_name: 'New' })]);
    expect(groups[0]).toMatchObject({ key: 'stadium:9', name: 'New' });
  });

  it('orders a card’s rounds: open rate first, live before pre-fight, then by id', () => {
    const [group] = groupOpenMatches(stadiums.slice(0, 1), [
      aRound({ id: 3, is_prefight: true }),
      aRound({ id: 2 }),
      withOpenRate(aRound({ id: 5 })),
      aRound({ id: 1 }),
    ]);
    expect(group?.matches.map((m) => m.id)).toEqual([5, 1, 2, 3]);
  });

  it('links a pre-fight round to /prematch and the others to /match', () => {
    expect(matchPath({ id: 7, is_prefight: true })).toBe('/prematch/7');
    expect(matchPath({ id: 7, is_prefight: false })).toBe('/match/7');
  });
});

describe('ended tab arrangement', () => {
  const ended = (id: number, over: Partial<Match>) =>
    aRound({ is_end: 1, result: 'red', ended_at: `2026-01-10T0${id}:00:00.000Z`, ...over, id });

  it('files each kind of round in its own place (muay is not bull)', () => {
    expect(resultKind({ round_type: 'cock' })).toBe('cock');
    expect(resultKind({ round_type: 'bull' })).toBe('bull');
    expect(resultKind({ round_type: 'muay' })).toBe('muay');
    expect(resultKind({ round_type: 'other' })).toBe('other');
  });

  it('offers bull, cock and muay always, and other only while there are such results or it is chosen', () => {
    const muay = ended(1, { round_type: 'muay' });
    const other = ended(2, { round_type: 'other' });
    expect(endedKindsShown([muay], 'bull')).toEqual(['bull', 'cock', 'muay']);
    expect(endedKindsShown(undefined, 'bull')).toEqual(['bull', 'cock', 'muay']);
    expect(endedKindsShown([muay, other], 'bull')).toEqual(['bull', 'cock', 'muay', 'other']);
    expect(endedKindsShown([], 'other')).toEqual(['bull', 'cock', 'muay', 'other']);
  });

  it('groups by stadium, the stadium with the latest result first, newest result first', () => {
    const matches = [
      ended(1, { stadium_id: 1, stadium_name: 'A' }),
      ended(2, { stadium_id: 2, stadium_name: 'B' }),
      ended(3, { stadium_id: 1, stadium_name: 'A' }),
      ended(4, { stadium_id: 3, stadium_name: 'Cock', round_type: 'cock' }),
      ended(5, { stadium_id: 2, stadium_name: 'B', round_type: 'muay' }),
    ];
    const bull = groupEndedMatches(matches, 'bull');
    expect(names(bull)).toEqual(['A', 'B']);
    expect(bull[0]?.matches.map((m) => m.id)).toEqual([3, 1]);
    expect(bull[1]?.matches.map((m) => m.id)).toEqual([2]);
    expect(names(groupEndedMatches(matches, 'cock'))).toEqual(['Cock']);
    expect(groupEndedMatches(matches, 'muay').map((g) => [g.name, g.matches.map((m) => m.id)])).toEqual([
      ['B', [5]],
    ]);
  });
});
