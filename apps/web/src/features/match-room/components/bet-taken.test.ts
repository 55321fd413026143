import { describe, expect, it } from 'vitest';
import type { Bet } from '@sanam/contract/matches.ts';
import { aRate } from '@sanam/fixtures/matches.ts';
import { priceTaken } from './bet-taken.ts';
import type { Quote } from './room-stake.ts';

const seenRed: Quote = {
  rate: { id: 31, name: 'ด 10/9', red_rate_1: 10, red_rate_2: 9, blue_rate_1: 9, blue_rate_2: 10 },
  multiplier: null,
};

const aBetOf = (bet: Partial<Bet>): Bet => ({
  id: 1,
  match_id: 5,
  type: 'red',
  amount: 100,
  rate_id: 31,
  rate_1: 10,
  rate_2: 9,
  multiplier: null,
  ref: 'x',
  status: 'placed',
  payout: null,
  created_at: '2025-01-01T10:00:00.000Z',
  ...bet,
});

describe('the price a room bet was taken at', () => {
  it('is the same price when a win returns what the member saw, a new rate id with the same numbers too', () => {
    expect(priceTaken('red', seenRed, aBetOf({}))?.move).toBe('same');
    expect(priceTaken('red', seenRed, aBetOf({ rate_id: 40 }))?.move).toBe('same');
  });

  it('is better when the side pays more a baht, other when it pays less', () => {
    expect(priceTaken('red', seenRed, aBetOf({ rate_id: 32, rate_1: 9, rate_2: 10 }))?.move).toBe('better');
    expect(priceTaken('red', seenRed, aBetOf({ rate_id: 33, rate_1: 10, rate_2: 8 }))?.move).toBe('other');
    // blue at ด 10/9 risks 9 to win 10; at ด 10/8 it risks 8 to win 10: better for blue
    expect(priceTaken('blue', seenRed, aBetOf({ type: 'blue', rate_1: 8, rate_2: 10 }))?.move).toBe('better');
  });

  it("names the taken rate as the room holds it, the operator's own name included", () => {
    const named = aRate({
      id: 32,
      rate_name: 'ราคาพิเศษ',
      red_rate_1: 9,
      red_rate_2: 10,
      blue_rate_1: 10,
      blue_rate_2: 9,
    });
    const taken = priceTaken('red', seenRed, aBetOf({ rate_id: 32, rate_1: 9, rate_2: 10 }), [named]);
    expect(taken?.quote.rate?.name).toBe('ราคาพิเศษ');
  });

  it('mirrors the side onto the other when the room does not hold the rate', () => {
    const taken = priceTaken('blue', seenRed, aBetOf({ type: 'blue', rate_id: 50, rate_1: 8, rate_2: 10 }));
    expect(taken?.quote.rate).toMatchObject({
      red_rate_1: 10,
      red_rate_2: 8,
      blue_rate_1: 8,
      blue_rate_2: 10,
    });
  });

  it('compares multipliers for tie and no-tie', () => {
    const seen: Quote = { rate: null, multiplier: 1.7 };
    const at = (multiplier: number) =>
      priceTaken('tie', seen, aBetOf({ type: 'tie', rate_1: null, rate_2: null, multiplier }));
    expect(at(1.7)?.move).toBe('same');
    expect(at(1.8)).toEqual({ quote: { rate: null, multiplier: 1.8 }, move: 'better' });
    expect(at(1.5)?.move).toBe('other');
  });

  it('says nothing when the reply names no price for the side', () => {
    expect(priceTaken('red', seenRed, aBetOf({ rate_1: null, rate_2: null }))).toBeNull();
    expect(
      priceTaken('tie', { rate: null, multiplier: 1.7 }, aBetOf({ type: 'tie', multiplier: null })),
    ).toBeNull();
  });
});
