// The one stake rule set on every way to stake (DESIGN §4, "One wagering core"): each rule, broken on
// its own, refuses a live bet, a pre-fight bet, a tie bet, a no-tie bet, a step ticket's leg, an event
// bet and a game's debit alike, with that rule's refusal, and changes no money.
import { eventDeskRoutes } from '@sanam/contract/routes/events.ts';
import type { MessageKey } from '@sanam/contract/messages.ts';
import type { PlayLimitKey } from '@sanam/contract/play-limits.ts';
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import type { StakeWay } from '@sanam/contract/wager-rules.ts';
import { riskDeskRoutes } from '@sanam/contract/routes/risk.ts';
import { describe, expect, it } from 'vitest';
import { type BodyOf, callOk } from './test/call-route.ts';
import { setOwnLimit } from './modules/play/index.ts';
import { expectRefusedBy, stakesFactory, type Staking } from './test/factories/stakes.ts';
import { useDesk } from './test/harness.ts';

const desk = useDesk();
const { t } = desk;
const f = stakesFactory(desk);

/** How a rule is broken for a staking (before it stakes 100 baht), and the refusal it then gives. */
interface Broken {
  /** the round's, event's or member's change that breaks the rule; null: the stake itself does */
  apply: (s: Staking) => Promise<unknown>;
  /** the stake to place, baht (100 unless told), and on an event the option it names */
  amount?: number;
  option?: string;
  status: number;
  key: MessageKey;
}

/** The staking's round (a staking with none fails the call before it is sent). */
const roundOf = (s: Staking) => ({ id: s.matchId ?? undefined });
const limits = (s: Staking, body: BodyOf<typeof riskDeskRoutes.limits>) =>
  f.call(riskDeskRoutes.limits, { params: roundOf(s), body });
const memberControls = (s: Staking, body: BodyOf<typeof riskDeskRoutes.memberBetting>) =>
  callOk(t.app, riskDeskRoutes.memberBetting, { as: desk.admin, params: { id: s.member.id }, body });

/** The member sets their own limit `key` to `baht` (a first limit applies at once). */
const ownLimit = (key: PlayLimitKey, baht: number) => (s: Staking) =>
  setOwnLimit(t.db, s.member.id, key, baht * 100);

/**
 * The member's break of `length` from now, as a member signed in again during it meets it (taking a
 * break ends the sign-in the staking was made with: breaks.test.ts covers that part).
 */
const onBreak = (kind: 'time_out' | 'exclusion', length: string, interval: string) => (s: Staking) =>
  t.db.query(
    `INSERT INTO play_breaks (member_id, kind, length, started_at, ends_at)
     VALUES ($1, $2, $3, now(), now() + $4::interval)`,
    [s.member.id, kind, length, interval],
  );

const ALL_WAYS = ['live', 'prefight', 'tie', 'notie', 'step_leg', 'event', 'game'] as const;
const ROUND_WAYS = ['live', 'prefight', 'tie', 'notie', 'step_leg'] as const;
type RoundWay = (typeof ROUND_WAYS)[number];
const isRoundWay = (way: StakeWay): way is RoundWay => (ROUND_WAYS as readonly string[]).includes(way);

/** The same breaking on each of `ways`. */
const onEach = (ways: readonly StakeWay[], broken: Broken): Partial<Record<StakeWay, Broken>> =>
  Object.fromEntries(ways.map((way) => [way, broken]));
const nothing = () => Promise.resolve();
const endRound = (s: Staking) =>
  f.call(matchDeskRoutes.end, { params: roundOf(s), body: { result: 'other' } });
const closeSide = (side: 'red' | 'blue' | 'tie') => (s: Staking) =>
  f.call(riskDeskRoutes.switchSide, { params: roundOf(s), body: { side, open: false } });
const newRate = (s: Staking) =>
  f.call(matchDeskRoutes.publishRate, {
    params: roundOf(s),
    body: { red_rate_1: 10, red_rate_2: 8, blue_rate_1: 8, blue_rate_2: 10 },
  });
const tieAt = (multipliers: { tie_multiplier?: number; notie_multiplier?: number }) => (s: Staking) =>
  f.call(matchDeskRoutes.openTie, { params: roundOf(s), body: { tie_multiplier: 8, ...multipliers } });

/** The rules in the rule set's order, each broken for the ways it holds on. */
const MATRIX: Array<[string, Partial<Record<StakeWay, Broken>>]> = [
  [
    'member: blocked',
    {
      ...onEach(ALL_WAYS, {
        apply: (s) => t.db.query('UPDATE members SET is_blocked = true WHERE id = $1', [s.member.id]),
        status: 403,
        key: 'auth.blocked',
      }),
      // a blocked member's game session can stake no more
      game: {
        apply: (s) => t.db.query('UPDATE members SET is_blocked = true WHERE id = $1', [s.member.id]),
        status: 401,
        key: 'game.session_invalid',
      },
    },
  ],
  [
    'member: betting suspended',
    {
      ...onEach(ALL_WAYS, {
        apply: (s) => memberControls(s, { bet_suspended: true }),
        status: 403,
        key: 'bet.suspended',
      }),
      game: {
        apply: (s) => memberControls(s, { bet_suspended: true }),
        status: 403,
        key: 'game.bet_suspended',
      },
    },
  ],
  [
    'member: on a time-out they took',
    {
      ...onEach(ALL_WAYS, { apply: onBreak('time_out', '7d', '7 days'), status: 403, key: 'play.timed_out' }),
      game: { apply: onBreak('time_out', '7d', '7 days'), status: 403, key: 'game.bet_suspended' },
    },
  ],
  [
    'member: self-excluded',
    {
      ...onEach(ALL_WAYS, {
        apply: onBreak('exclusion', '6m', '6 months'),
        status: 403,
        key: 'play.self_excluded',
      }),
      game: { apply: onBreak('exclusion', '6m', '6 months'), status: 403, key: 'game.bet_suspended' },
    },
  ],
  [
    'round: ended or closed for good',
    {
      ...onEach(['live', 'prefight', 'tie', 'notie'], {
        apply: endRound,
        status: 409,
        key: 'bet.match_ended',
      }),
      step_leg: { apply: endRound, status: 409, key: 'step.round_not_open' },
      event: {
        apply: (s) => f.events.consoleCall(eventDeskRoutes.close, { params: { id: s.eventId ?? undefined } }),
        status: 409,
        key: 'event.not_open',
      },
    },
  ],
  [
    'side: closed',
    {
      ...onEach(['live', 'prefight', 'step_leg'], {
        apply: closeSide('red'),
        status: 409,
        key: 'bet.side_closed',
      }),
      tie: { apply: closeSide('tie'), status: 409, key: 'bet.tie_closed' },
      // no-tie pays on blue too: blue's switch holds it
      notie: { apply: closeSide('blue'), status: 409, key: 'bet.side_closed' },
      // an event's option is its side: one the event does not offer
      event: { apply: nothing, option: 'purple', status: 400, key: 'event.option_unknown' },
    },
  ],
  [
    'price: no longer the one the member saw',
    {
      ...onEach(['live', 'prefight'], { apply: newRate, status: 409, key: 'bet.rate_not_current' }),
      tie: { apply: tieAt({ tie_multiplier: 1.1 }), status: 409, key: 'bet.multiplier_changed' },
      notie: { apply: tieAt({ notie_multiplier: 1.5 }), status: 409, key: 'bet.multiplier_changed' },
      step_leg: { apply: newRate, status: 409, key: 'step.rate_not_current' },
      event: {
        apply: (s) =>
          f.events.consoleCall(eventDeskRoutes.odds, {
            params: { id: s.eventId ?? undefined },
            body: { odds: { red: 1.5 } },
          }),
        status: 409,
        key: 'event.odds_changed',
      },
    },
  ],
  [
    'amount: under the minimum',
    {
      ...onEach(ROUND_WAYS, {
        apply: (s) => limits(s, { min_bet: 200 }),
        status: 400,
        key: 'bet.below_minimum',
      }),
      event: { apply: nothing, amount: 5, status: 400, key: 'bet.below_minimum' },
    },
  ],
  [
    'limits: over the largest stake',
    {
      ...onEach(ROUND_WAYS, {
        apply: (s) => limits(s, { max_bet: 50 }),
        status: 400,
        key: 'bet.above_maximum',
      }),
      // an event or a game has no round: the member's own largest stake holds
      event: { apply: (s) => memberControls(s, { max_bet: 50 }), status: 400, key: 'bet.above_maximum' },
      game: { apply: (s) => memberControls(s, { max_bet: 50 }), status: 400, key: 'game.above_maximum' },
    },
  ],
  [
    'limits: over the largest stake the member set on themselves',
    {
      ...onEach(ALL_WAYS, { apply: ownLimit('stake', 50), status: 400, key: 'play.stake_limit' }),
      // the provider hears what it hears of any stake over what may be staked
      game: { apply: ownLimit('stake', 50), status: 400, key: 'game.above_maximum' },
    },
  ],
  [
    'limits: past the daily loss the member set on themselves',
    {
      ...onEach(ALL_WAYS, { apply: ownLimit('loss_day', 50), status: 409, key: 'play.loss_limit' }),
      game: { apply: ownLimit('loss_day', 50), status: 400, key: 'game.above_maximum' },
    },
  ],
  [
    'funds: more than the member has',
    {
      ...onEach(ALL_WAYS, { apply: nothing, amount: 2000, status: 400, key: 'ledger.insufficient_balance' }),
      game: { apply: nothing, amount: 2000, status: 400, key: 'game.insufficient_funds' },
    },
  ],
  [
    'caps: the member’s own per-side cap',
    onEach(ROUND_WAYS, {
      apply: (s) => limits(s, { member_side_cap: 50 }),
      status: 400,
      key: 'bet.member_side_cap',
    }),
  ],
  [
    'caps: the round’s liability cap',
    onEach(ROUND_WAYS, {
      apply: (s) => limits(s, { liability_cap: 5 }),
      status: 409,
      key: 'bet.liability_cap',
    }),
  ],
];

describe('one stake rule set on every way to stake', () => {
  for (const [rule, ways] of MATRIX) {
    describe(rule, () => {
      for (const [way, broken] of Object.entries(ways) as Array<[StakeWay, Broken]>) {
        it(`refuses a ${way} stake by that rule, changing no money`, async () => {
          const staking = await f.prepare(way);
          await broken.apply(staking);
          const before = await f.money();
          const reply = await staking.stake(
            broken.amount ?? 100,
            broken.option === undefined ? {} : { option: broken.option },
          );
          expectRefusedBy(reply, broken.status, broken.key);
          expect(await f.money()).toEqual(before);
          if (broken.key === 'bet.liability_cap' && isRoundWay(way) && staking.matchId !== null) {
            // the cap's own effect, and only its: the side it found full closed
            const risk = await callOk(t.app, riskDeskRoutes.risk, {
              as: desk.operator,
              params: { id: staking.matchId },
            });
            const closed: Record<string, string | null> = risk.closed_by;
            expect(Object.values(closed)).toContain('cap');
          }
        });
      }
    });
  }

  it('lets every way through once nothing is broken', async () => {
    for (const way of ['live', 'prefight', 'tie', 'notie', 'step_leg', 'event', 'game'] as const) {
      const staking = await f.prepare(way);
      const reply = await staking.stake(100);
      expect([way, reply.statusCode]).toEqual([way, 200]);
    }
    await f.expectLedgerOk();
  });
});

/**
 * A live bet held for the bet delay (betting/holds.ts) is decided by the same rule set at the end of
 * the delay: each rule that refuses a live bet refuses a held one with the same refusal, and the
 * member ends with the money they had (a stake taken in and given back is two entries, no change).
 */
describe('one stake rule set on a live bet held for the bet delay', () => {
  /** What a held and refused bet may leave behind: nothing a member or a round holds. */
  const heldMoney = async () => {
    const { bets, balances, books, bills } = (await f.money()) as Record<string, unknown>;
    const { rows } = await t.db.query<{ held: string }>(
      "SELECT coalesce(sum(amount), 0)::text AS held FROM postings WHERE account = 'hold:bet'",
    );
    return { bets, balances, books, bills, held: rows[0]?.held };
  };

  for (const [rule, ways] of MATRIX) {
    const broken = ways.live;
    if (!broken) continue;
    it(`refuses a held live bet by ${rule}`, async () => {
      const staking = await f.prepare('live');
      await limits(staking, { bet_delay: 1 });
      await broken.apply(staking);
      const before = await heldMoney();
      const reply = await staking.stake(broken.amount ?? 100);
      expectRefusedBy(reply, broken.status, broken.key);
      expect(await heldMoney()).toEqual(before);
    });
  }
});
