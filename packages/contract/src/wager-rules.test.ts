import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BALANCE_MAX_SATANG } from './input-bounds.ts';
import { messages } from './messages.ts';
import {
  addedLoss,
  largestStakeWithin,
  roundOfMatch,
  sideIsFull,
  STAKE_RULES,
  stakeRefusal,
  type MemberStanding,
  type PlayStanding,
  type RoundStake,
  type RoundState,
  type StakeCheck,
} from './wager-rules.ts';

/** A running round at ด 10/9 (red 10/9, blue 9/10), betting open, tie open at ×8, no-tie at ×1.7. */
const aRound = (over: Partial<RoundState> = {}): RoundState => ({
  matchId: 1,
  isEnd: false,
  isPrefight: false,
  isOpen: true,
  isOpenTie: true,
  redClosed: false,
  blueClosed: false,
  lastCallOver: false,
  rateId: 7,
  red: { rate1: 10, rate2: 9 },
  blue: { rate1: 9, rate2: 10 },
  tiePermille: 8000,
  notiePermille: 1700,
  minBetSatang: 1000,
  maxBetSatang: null,
  maxPayoutSatang: null,
  memberSideCapSatang: null,
  liabilityCapSatang: null,
  ...over,
});

const member: MemberStanding = { blocked: false, suspended: false, maxBetSatang: null, limitPermille: null };
const book = (red = 0, blue = 0, tie = 0) => ({ red, blue, tie });

function single(
  side: RoundStake['side'],
  round = aRound(),
  extra: Partial<RoundStake> = {},
): StakeCheck['on'] {
  const seen =
    side === 'tie'
      ? { permille: round.tiePermille }
      : side === 'notie'
        ? { permille: round.notiePermille ?? 0 }
        : { rateId: 7 };
  return {
    way: 'single',
    route: round.isPrefight ? 'prefight' : 'live',
    leg: { round, side, seen, ...extra },
  };
}

const keyOf = (check: StakeCheck) => stakeRefusal(check)?.key ?? null;

describe('the one stake rule set', () => {
  it('lets a plain bet through on every side', () => {
    for (const side of ['red', 'blue', 'tie', 'notie'] as const)
      expect(keyOf({ amountSatang: 10_000, on: single(side), member, cashSatang: 100_000 })).toBeNull();
  });

  it('answers with the first rule that refuses, in the documented order', () => {
    expect(STAKE_RULES).toEqual(['member', 'round', 'side', 'price', 'amount', 'limits', 'funds', 'caps']);
    // everything wrong at once: each fix uncovers the next rule
    const round = aRound({
      isOpen: false,
      lastCallOver: true,
      rateId: 8,
      maxPayoutSatang: 1000,
      liabilityCapSatang: 1,
    });
    const broke = {
      amountSatang: 1550,
      cashSatang: 0,
      on: single('red', round, { book: book(), held: book() }),
    };
    expect(stakeRefusal({ ...broke, member: { ...member, blocked: true } })?.rule).toBe('member');
    expect(stakeRefusal({ ...broke, member: { ...member, suspended: true } })?.key).toBe('bet.suspended');
    expect(stakeRefusal({ ...broke, member })?.key).toBe('bet.last_call_over');
    const open = { ...round, lastCallOver: false };
    expect(stakeRefusal({ ...broke, member, on: single('red', open) })?.key).toBe('bet.closed');
    const priced = { ...open, isOpen: true };
    expect(stakeRefusal({ ...broke, member, on: single('red', priced) })?.key).toBe('bet.rate_not_current');
    const current = { ...priced, rateId: 7 };
    expect(stakeRefusal({ ...broke, member, on: single('red', current) })?.key).toBe('bet.off_step');
    expect(stakeRefusal({ ...broke, amountSatang: 2000, member, on: single('red', current) })?.key).toBe(
      'bet.payout_above_maximum',
    );
    const roomy = { ...current, maxPayoutSatang: null };
    expect(stakeRefusal({ ...broke, amountSatang: 2000, member, on: single('red', roomy) })?.key).toBe(
      'ledger.insufficient_balance',
    );
    const capped = single('red', roomy, { book: book(), held: book() });
    expect(stakeRefusal({ ...broke, amountSatang: 2000, cashSatang: 2000, member, on: capped })?.key).toBe(
      'bet.liability_cap',
    );
  });

  it('never looks at the caps of a stake the member cannot pay for', () => {
    const full = aRound({ liabilityCapSatang: 100_000 });
    const refused = stakeRefusal({
      amountSatang: 1_000_000_000,
      cashSatang: 0,
      member,
      on: single('red', full, { book: book(99_999), held: book() }),
    });
    expect(refused?.key).toBe('ledger.insufficient_balance');
    expect(refused?.full).toBeUndefined();
  });

  it('holds no-tie to both of red’s and blue’s switches, and tie to its own', () => {
    expect(
      keyOf({
        amountSatang: 10_000,
        member,
        on: single('notie', aRound({ redClosed: true, blueClosed: true })),
      }),
    ).toBe('bet.side_closed');
    expect(
      stakeRefusal({ amountSatang: 10_000, member, on: single('notie', aRound({ blueClosed: true })) })
        ?.fields,
    ).toEqual({
      side_name: 'bet.side.blue',
    });
    expect(keyOf({ amountSatang: 10_000, member, on: single('notie', aRound({ isOpen: false })) })).toBe(
      'bet.closed',
    );
    // tie reopened on purpose after the round's close: tie only
    const tieOnly = aRound({ isOpen: false, isOpenTie: true });
    expect(keyOf({ amountSatang: 10_000, member, on: single('tie', tieOnly) })).toBeNull();
    expect(keyOf({ amountSatang: 10_000, member, on: single('red', tieOnly) })).toBe('bet.closed');
    expect(keyOf({ amountSatang: 10_000, member, on: single('tie', aRound({ isOpenTie: false })) })).toBe(
      'bet.tie_closed',
    );
  });

  it('refuses a tie or no-tie bet at a multiplier the member did not see, naming the new one', () => {
    const moved = aRound({ tiePermille: 1100 });
    const on = {
      way: 'single' as const,
      route: 'live' as const,
      leg: { round: moved, side: 'tie' as const, seen: { permille: 8000 } },
    };
    expect(stakeRefusal({ amountSatang: 4000, member, on })).toMatchObject({
      key: 'bet.multiplier_changed',
      fields: { multiplier: '1.1' },
    });
  });

  it('counts no-tie on red and on blue for the member’s own cap', () => {
    const round = aRound({ memberSideCapSatang: 50_000 });
    // 500 on red already: no-tie of 100 passes a 500 cap
    const refused = stakeRefusal({
      amountSatang: 10_000,
      member,
      on: single('notie', round, { held: { red: 50_000, blue: 0, tie: 0 } }),
    });
    expect(refused).toMatchObject({ key: 'bet.member_side_cap', fields: { cap: '500', left: '0' } });
    // the factor scales the cap
    const wide = stakeRefusal({
      amountSatang: 10_000,
      member: { ...member, limitPermille: 2000 },
      on: single('notie', round, { held: { red: 50_000, blue: 0, tie: 0 } }),
    });
    expect(wide).toBeNull();
  });

  it('names the room a bet too big for the cap leaves, and keeps the side open', () => {
    // red at 10/9: 1,000 baht adds 900 to red's loss; 300 baht of room takes 333.33 → 330 on the 10-baht steps
    const round = aRound({ liabilityCapSatang: 100_000 });
    const refused = stakeRefusal({
      amountSatang: 100_000,
      member,
      on: single('red', round, { book: book(70_000), held: book() }),
    });
    expect(refused).toMatchObject({ key: 'bet.liability_room', fields: { room: '330' }, full: [] });
  });

  it('finds a side full when a minimum bet no longer fits, and only then', () => {
    const round = aRound({ liabilityCapSatang: 100_000 });
    // 10 baht at 10/9 adds 9 baht: 8.99 of room is full
    expect(sideIsFull(round, 'red', 899)).toBe(true);
    expect(sideIsFull(round, 'red', 900)).toBe(false);
    const refused = stakeRefusal({
      amountSatang: 10_000,
      member,
      on: single('red', round, { book: book(99_500), held: book() }),
    });
    expect(refused).toMatchObject({ key: 'bet.liability_cap', full: [{ matchId: 1, side: 'red' }] });
  });

  it('counts a step ticket’s whole win on every leg’s side, and its draw on the leg round’s tie', () => {
    const a = aRound({ matchId: 1, isPrefight: true });
    const b = aRound({ matchId: 2, isPrefight: true });
    const on = {
      way: 'step' as const,
      legs: [
        { round: a, side: 'blue' as const, seen: { rateId: 7 } },
        { round: b, side: 'blue' as const, seen: { rateId: 7 } },
      ],
    };
    // blue 9/10 → 19/9 a leg: 100 baht returns floor(100 × 361/81) = 445.67, loses the house 345.67
    const added = addedLoss(on, 10_000);
    expect(added).toContainEqual({ matchId: 1, side: 'blue', satang: 34_567 });
    expect(added).toContainEqual({ matchId: 2, side: 'blue', satang: 34_567 });
    // A drawn: the ticket still pays 100 × 19/9 = 211.11 if B wins
    expect(added).toContainEqual({ matchId: 1, side: 'tie', satang: 11_111 });
  });

  it('refuses a step ticket on a leg’s full side, naming the room', () => {
    const cap = { liabilityCapSatang: 100_000, isPrefight: true };
    const legs = [
      {
        round: aRound({ matchId: 1, ...cap }),
        side: 'blue' as const,
        seen: { rateId: 7 },
        book: book(0, 90_000),
        held: book(),
      },
      {
        round: aRound({ matchId: 2, ...cap }),
        side: 'blue' as const,
        seen: { rateId: 7 },
        book: book(),
        held: book(),
      },
    ];
    const refused = stakeRefusal({ amountSatang: 10_000, member, on: { way: 'step', legs } });
    // 100 baht of room on round 1's blue: a ticket of 28 baht adds 96.80 there (28 × 361/81 − 28)
    expect(refused).toMatchObject({ key: 'bet.liability_room', fields: { room: '20' } });
  });

  it('refuses a bet whose win would take the balance past the ceiling', () => {
    const longShot = aRound({ red: { rate1: 1, rate2: 1000 }, rateId: 7 });
    expect(
      keyOf({ amountSatang: 100_000_000, cashSatang: 100_000_000, member, on: single('red', longShot) }),
    ).toBe('bet.balance_ceiling');
    expect(
      keyOf({
        amountSatang: 10_000,
        // 100 at 10/9 returns 190: the balance would end 40 baht past the ceiling
        cashSatang: BALANCE_MAX_SATANG - 5_000,
        member,
        on: single('red', aRound()),
      }),
    ).toBe('bet.balance_ceiling');
  });

  it('holds a game debit to the member’s standing, their own largest stake and their cash', () => {
    const game = { way: 'game' as const };
    expect(keyOf({ amountSatang: 1, member: { ...member, suspended: true }, on: game })).toBe(
      'bet.suspended',
    );
    expect(keyOf({ amountSatang: 50_001, member: { ...member, maxBetSatang: 50_000 }, on: game })).toBe(
      'bet.above_maximum',
    );
    expect(keyOf({ amountSatang: 50_000, cashSatang: 49_999, member, on: game })).toBe(
      'ledger.insufficient_balance',
    );
    // no minimum of ours: the provider sets a game's stakes
    expect(keyOf({ amountSatang: 1, cashSatang: 1, member, on: game })).toBeNull();
  });

  it('holds every way to the limits the member set on themselves, after the round’s and before the funds', () => {
    const asOf = new Date('2026-12-09T10:00:00+07:00');
    const lost = { day: 0, week: 0, month: 0 };
    const own = (limits: PlayStanding['limits'], spent = lost) => ({
      ...member,
      play: { limits, lost: spent, asOf },
    });
    for (const on of [single('red'), single('tie'), { way: 'game' as const }]) {
      expect(keyOf({ amountSatang: 20_000, member: own({ stake: 10_000 }), on })).toBe('play.stake_limit');
      expect(keyOf({ amountSatang: 10_000, member: own({ stake: 10_000 }), on })).toBeNull();
      const spent = { day: 25_000, week: 25_000, month: 25_000 };
      expect(keyOf({ amountSatang: 20_000, member: own({ loss_day: 40_000 }, spent), on })).toBe(
        'play.loss_limit',
      );
      expect(keyOf({ amountSatang: 10_000, member: own({ loss_day: 40_000 }, spent), on })).toBeNull();
    }
    // the round's largest stake answers first; the member's cash after
    expect(
      keyOf({
        amountSatang: 60_000,
        member: own({ stake: 10_000 }),
        on: single('red', aRound({ maxBetSatang: 50_000 })),
      }),
    ).toBe('bet.above_maximum');
    expect(
      keyOf({ amountSatang: 20_000, cashSatang: 0, member: own({ stake: 10_000 }), on: single('red') }),
    ).toBe('play.stake_limit');
    // the refusal names the limit, the room and when it counts again
    expect(
      stakeRefusal({
        amountSatang: 10_000,
        member: own({ loss_day: 30_000 }, { day: 25_000, week: 0, month: 0 }),
        on: single('red'),
      }),
    ).toEqual({
      rule: 'limits',
      key: 'play.loss_limit',
      fields: { limit: '300', room: '50', period_name: 'play.period.day', resets_at: '10/12/2026 00:00' },
    });
  });

  it('passes over what the caller does not know, and never refuses for it', () => {
    // a dialog: no member standing, no cash, no book
    expect(
      keyOf({ amountSatang: 1_000_000_000, on: single('red', aRound({ liabilityCapSatang: 1 })) }),
    ).toBeNull();
  });

  it('finds the largest stake whose increase fits, exactly, for any price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.nat(10_000_000),
        (r1, r2, room) => {
          const added = (s: number) => Math.floor((s * r2) / r1);
          const upTo = 1_000_000_000;
          const best = largestStakeWithin(room, added, upTo);
          expect(added(best)).toBeLessThanOrEqual(room);
          if (best < upTo) expect(added(best + 1)).toBeGreaterThan(room);
        },
      ),
    );
  });

  it('reads the member app’s Match as the server reads its row', () => {
    const round = roundOfMatch(
      {
        id: 3,
        round_name: 'r',
        round_type: 'bull',
        stadium_id: null,
        red_cow_name: 'a',
        blue_cow_name: 'b',
        result: null,
        is_prefight: false,
        is_open: 1,
        is_end: 0,
        is_open_tie: 0,
        tie_multiplier: 1.7,
        notie_multiplier: null,
        streaming_url: null,
        version: 1,
        next_match_id: null,
        now_rate_name: 'ด 10/9',
        rate: 5,
        now_red_rate_1: 10,
        now_red_rate_2: 9,
        now_blue_rate_1: 9,
        now_blue_rate_2: 10,
        created_at: '2026-01-01T00:00:00.000Z',
        ended_at: null,
        settled_at: null,
        stadium_name: null,
        min_bet: 10,
        red_closed_by: null,
        blue_closed_by: 'cap',
        tie_closed_by: null,
        last_call_at: '2026-01-01T00:00:10.000Z',
        max_bet: 500.5,
        max_payout: null,
        member_side_cap: null,
        bet_delay: 3,
        nextMatch: null,
      },
      Date.parse('2026-01-01T00:00:10.000Z'),
    );
    expect(round).toMatchObject({
      matchId: 3,
      isOpen: true,
      isOpenTie: false,
      blueClosed: true,
      lastCallOver: true,
      rateId: 5,
      tiePermille: 1700,
      notiePermille: null,
      minBetSatang: 1000,
      maxBetSatang: 50_050,
    });
  });

  it('words every refusal in Thai and English', () => {
    for (const key of [
      'bet.multiplier_changed',
      'bet.liability_room',
      'bet.liability_cap',
      'bet.balance_ceiling',
      'bet.side_closed',
      'bet.member_side_cap',
    ] as const) {
      expect(messages[key].th).toBeTruthy();
      expect(messages[key].en).toBeTruthy();
    }
  });
});
