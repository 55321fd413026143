// The one stake rule set on every way to stake (DESIGN §4, "One wagering core"): each rule, broken on
// its own, refuses a live bet, a pre-fight bet, a tie bet, a no-tie bet, a step ticket's leg, an event
// bet and a game's debit alike, with that rule's refusal, and changes no money.
import type { MessageKey } from '@sanam/contract/messages.ts';
import type { StakeWay } from '@sanam/contract/wager-rules.ts';
import { describe, expect, it } from 'vitest';
import { adminCall } from './test/factories/desk.ts';
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

const limits = (s: Staking, payload: Record<string, unknown>) =>
  f.operator('PATCH', `/matches/${s.matchId}/limits`, payload);
const memberControls = async (s: Staking, payload: Record<string, unknown>) => {
  const res = await adminCall(t.app, desk.admin, 'PATCH', `/members/${s.member.id}/betting`, payload);
  expect(res.statusCode).toBe(200);
};

const ROUND_WAYS = ['live', 'prefight', 'tie', 'notie', 'step_leg'] as const;
type RoundWay = (typeof ROUND_WAYS)[number];
const isRoundWay = (way: StakeWay): way is RoundWay => (ROUND_WAYS as readonly string[]).includes(way);

/** The rules in the rule set's order, each broken for the ways it holds on. */
const MATRIX: Array<[string, Partial<Record<StakeWay, Broken>>]> = [
  [
    'member: blocked',
    Object.fromEntries(
      (['live', 'prefight', 'tie', 'notie', 'step_leg', 'event', 'game'] as const).map((way) => [
        way,
        {
          apply: (s: Staking) =>
            t.db.query('UPDATE members SET is_blocked = true WHERE id = $1', [s.member.id]),
          ...(way === 'game'
            ? { status: 401, key: 'game.session_invalid' as const }
            : { status: 403, key: 'auth.blocked' as const }),
        },
      ]),
    ),
  ],
  [
    'member: betting suspended',
    Object.fromEntries(
      (['live', 'prefight', 'tie', 'notie', 'step_leg', 'event', 'game'] as const).map((way) => [
        way,
        {
          apply: (s: Staking) => memberControls(s, { bet_suspended: true }),
          ...(way === 'game'
            ? { status: 403, key: 'game.bet_suspended' as const }
            : { status: 403, key: 'bet.suspended' as const }),
        },
      ]),
    ),
  ],
  [
    'round: ended or closed for good',
    {
      ...Object.fromEntries(
        (['live', 'prefight', 'tie', 'notie'] as const).map((way) => [
          way,
          {
            apply: (s: Staking) => f.operator('POST', `/matches/${s.matchId}/end`, { result: 'other' }),
            status: 409,
            key: 'bet.match_ended' as const,
          },
        ]),
      ),
      step_leg: {
        apply: (s) => f.operator('POST', `/matches/${s.matchId}/end`, { result: 'other' }),
        status: 409,
        key: 'step.round_not_open',
      },
      event: {
        apply: (s) => f.events.consoleCall(`/${s.eventId}/close`, {}),
        status: 409,
        key: 'event.not_open',
      },
    },
  ],
  [
    'side: closed',
    {
      live: {
        apply: (s) => f.operator('POST', `/matches/${s.matchId}/sides`, { side: 'red', open: false }),
        status: 409,
        key: 'bet.side_closed',
      },
      prefight: {
        apply: (s) => f.operator('POST', `/matches/${s.matchId}/sides`, { side: 'red', open: false }),
        status: 409,
        key: 'bet.side_closed',
      },
      tie: {
        apply: (s) => f.operator('POST', `/matches/${s.matchId}/sides`, { side: 'tie', open: false }),
        status: 409,
        key: 'bet.tie_closed',
      },
      // no-tie pays on blue too: blue's switch holds it
      notie: {
        apply: (s) => f.operator('POST', `/matches/${s.matchId}/sides`, { side: 'blue', open: false }),
        status: 409,
        key: 'bet.side_closed',
      },
      step_leg: {
        apply: (s) => f.operator('POST', `/matches/${s.matchId}/sides`, { side: 'red', open: false }),
        status: 409,
        key: 'bet.side_closed',
      },
      // an event's option is its side: one the event does not offer
      event: { apply: () => Promise.resolve(), option: 'purple', status: 400, key: 'event.option_unknown' },
    },
  ],
  [
    'price: no longer the one the member saw',
    {
      live: {
        apply: (s) =>
          f.call(`/matches/${s.matchId}/rates`, {
            red_rate_1: 10,
            red_rate_2: 8,
            blue_rate_1: 8,
            blue_rate_2: 10,
          }),
        status: 409,
        key: 'bet.rate_not_current',
      },
      prefight: {
        apply: (s) =>
          f.call(`/matches/${s.matchId}/rates`, {
            red_rate_1: 10,
            red_rate_2: 8,
            blue_rate_1: 8,
            blue_rate_2: 10,
          }),
        status: 409,
        key: 'bet.rate_not_current',
      },
      tie: {
        apply: (s) => f.operator('POST', `/matches/${s.matchId}/tie/open`, { tie_multiplier: 1.1 }),
        status: 409,
        key: 'bet.multiplier_changed',
      },
      notie: {
        apply: (s) =>
          f.operator('POST', `/matches/${s.matchId}/tie/open`, { tie_multiplier: 8, notie_multiplier: 1.5 }),
        status: 409,
        key: 'bet.multiplier_changed',
      },
      step_leg: {
        apply: (s) =>
          f.call(`/matches/${s.matchId}/rates`, {
            red_rate_1: 10,
            red_rate_2: 8,
            blue_rate_1: 8,
            blue_rate_2: 10,
          }),
        status: 409,
        key: 'step.rate_not_current',
      },
      event: {
        apply: (s) => f.events.consoleCall(`/${s.eventId}/odds`, { odds: { red: 1.5 } }),
        status: 409,
        key: 'event.odds_changed',
      },
    },
  ],
  [
    'amount: under the minimum',
    {
      ...Object.fromEntries(
        ROUND_WAYS.map((way) => [
          way,
          {
            apply: (s: Staking) => limits(s, { min_bet: 200 }),
            status: 400,
            key: 'bet.below_minimum' as const,
          },
        ]),
      ),
      event: { apply: () => Promise.resolve(), amount: 5, status: 400, key: 'bet.below_minimum' },
    },
  ],
  [
    'limits: over the largest stake',
    {
      ...Object.fromEntries(
        ROUND_WAYS.map((way) => [
          way,
          {
            apply: (s: Staking) => limits(s, { max_bet: 50 }),
            status: 400,
            key: 'bet.above_maximum' as const,
          },
        ]),
      ),
      // an event or a game has no round: the member's own largest stake holds
      event: { apply: (s) => memberControls(s, { max_bet: 50 }), status: 400, key: 'bet.above_maximum' },
      game: { apply: (s) => memberControls(s, { max_bet: 50 }), status: 400, key: 'game.above_maximum' },
    },
  ],
  [
    'funds: more than the member has',
    Object.fromEntries(
      (['live', 'prefight', 'tie', 'notie', 'step_leg', 'event', 'game'] as const).map((way) => [
        way,
        {
          apply: () => Promise.resolve(),
          amount: 2000,
          ...(way === 'game'
            ? { status: 400, key: 'game.insufficient_funds' as const }
            : { status: 400, key: 'ledger.insufficient_balance' as const }),
        },
      ]),
    ),
  ],
  [
    'caps: the member’s own per-side cap',
    Object.fromEntries(
      ROUND_WAYS.map((way) => [
        way,
        {
          apply: (s: Staking) => limits(s, { member_side_cap: 50 }),
          status: 400,
          key: 'bet.member_side_cap' as const,
        },
      ]),
    ),
  ],
  [
    'caps: the round’s liability cap',
    Object.fromEntries(
      ROUND_WAYS.map((way) => [
        way,
        {
          apply: (s: Staking) => limits(s, { liability_cap: 5 }),
          status: 409,
          key: 'bet.liability_cap' as const,
        },
      ]),
    ),
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
            const res = await adminCall(t.app, desk.operator, 'GET', `/matches/${staking.matchId}/risk`);
            const closed = (res.json() as { data: { closed_by: Record<string, string | null> } }).data
              .closed_by;
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
