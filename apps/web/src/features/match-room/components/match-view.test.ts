import { describe, expect, it } from 'vitest';
import type { BetSide, Match } from '@sanam/contract/matches.ts';
import { aMatch, aRate } from '@sanam/fixtures/matches.ts';
import { currentRate, rateDisplayName, shownRateText, teamImage } from './match-view.ts';
import { betProblem } from './bet-dialog.tsx';
import { quoteOf } from './room-stake.ts';
import { noRate } from '../../../test/no-rate.ts';

describe('rate text (spec §2, DESIGN §4)', () => {
  it('reads "waiting for rate" (null) while betting is closed, even with a rate', () => {
    const match = aMatch({ is_open: 0 });
    expect(shownRateText(match, currentRate(match, [aRate()]), 'th')).toBeNull();
  });

  it('reads "waiting for rate" (null) when no rate exists', () => {
    const match = aMatch(noRate);
    expect(currentRate(match, [])).toBeNull();
    expect(shownRateText(match, currentRate(match, []), 'th')).toBeNull();
  });

  it("shows the favourite's letter and its two numbers, in the member's language", () => {
    const red = aMatch();
    expect(shownRateText(red, currentRate(red, []), 'th')).toBe('ด 10/9');
    expect(shownRateText(red, currentRate(red, []), 'en')).toBe('R 10/9');
    const blue = aMatch({ now_red_rate_1: 8, now_red_rate_2: 10, now_blue_rate_1: 10, now_blue_rate_2: 8 });
    expect(shownRateText(blue, currentRate(blue, []), 'th')).toBe('ง 10/8');
    const even = aMatch({ now_red_rate_1: 10, now_red_rate_2: 10, now_blue_rate_1: 10, now_blue_rate_2: 10 });
    expect(shownRateText(even, currentRate(even, []), 'th')).toBe('ตรง');
  });

  it('falls back to the newest rate of the list when the match carries none', () => {
    const match = aMatch(noRate);
    const rate = currentRate(match, [
      aRate({ id: 40, rate_name: 'ง 10/7', red_rate_1: 7, red_rate_2: 10, blue_rate_1: 10, blue_rate_2: 7 }),
      aRate(),
    ]);
    expect(rate?.id).toBe(40);
    expect(shownRateText(match, rate, 'th')).toBe('ง 10/7');
  });

  it('names the rate a bet is placed on with the member’s letters, keeping an operator’s own name', () => {
    const stored = currentRate(aMatch(noRate), [
      aRate({ id: 41, rate_name: 'ง 10/8', red_rate_1: 8, red_rate_2: 10, blue_rate_1: 10, blue_rate_2: 8 }),
    ]);
    if (!stored) throw new Error('no rate');
    expect(rateDisplayName(stored, 'th')).toBe('ง 10/8');
    expect(rateDisplayName(stored, 'en')).toBe('B 10/8');
    expect(rateDisplayName({ ...stored, name: 'ราคาพิเศษ' }, 'en')).toBe('ราคาพิเศษ');
    expect(rateDisplayName({ ...stored, name: ' ' }, 'en')).toBe('B 10/8');
  });
});

describe('team images (spec §2)', () => {
  it('vary by round type: cock, muay, and a default for the rest', () => {
    expect(teamImage('cock')).toBe('/teams/cock.svg');
    expect(teamImage('muay')).toBe('/teams/muay.svg');
    expect(teamImage('bull')).toBe('/teams/default.svg');
    expect(teamImage('other')).toBe('/teams/default.svg');
  });
});

describe('bet rules (spec §5)', () => {
  const open = aMatch();
  const closed = aMatch({ is_open: 0 });
  const problem = (amount: string, side: BetSide, match: Match) =>
    betProblem(
      amount,
      { match, side, isPrefight: false, isLastCallOver: false },
      quoteOf(match, side, currentRate(match, [])),
    )?.key ?? null;

  it('asks for the amount when it is empty or zero', () => {
    expect(problem('', 'red', open)).toBe('room.bet.amount_required');
    expect(problem('0', 'red', open)).toBe('room.bet.amount_required');
    expect(problem('100', 'red', open)).toBeNull();
  });

  it('refuses a live side bet while betting is closed, checked after the amount', () => {
    expect(problem('', 'blue', closed)).toBe('room.bet.amount_required');
    expect(problem('100', 'blue', closed)).toBe('room.bet.closed');
  });

  it('lets tie follow its own switch: open on its own after the close, and closed with it', () => {
    expect(problem('100', 'tie', aMatch({ is_open: 0, is_open_tie: 1 }))).toBeNull();
    expect(problem('100', 'tie', aMatch({ is_open: 1, is_open_tie: 0 }))).toBe('bet.tie_closed');
  });
});
