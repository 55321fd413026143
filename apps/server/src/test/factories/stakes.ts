// Every way a member stakes money, driven through the API as members, providers and operators drive
// it: what the one stake rule set's tests (one-wagering-core.test.ts) run each rule against.
import { translate, type MessageKey } from '@sanam/contract/messages.ts';
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import type { StakeWay } from '@sanam/contract/wager-rules.ts';
import { expect } from 'vitest';
import type { Desk } from './desk.ts';
import { eventsFactory } from './events.ts';
import { openSession, providerCalls } from './games.ts';
import type { TestMember } from './members.ts';
import { stepFactory } from './steps.ts';

/** A reply as the rule set's tests read it. */
export interface StakeReply {
  statusCode: number;
  code: string | null;
  message: string;
}

/** What a stake is on: the round (or the step ticket's last leg's round, or the event) a rule is broken on. */
export interface Staking {
  member: TestMember;
  /** the round the rule is broken on (a ticket's last leg); null for an event or a game */
  matchId: number | null;
  eventId: number | null;
  /** places the stake (baht) as the member saw it when the staking was prepared (an event: on `option`) */
  stake: (baht: number, opts?: { option?: string }) => Promise<StakeReply>;
}

const toReply = (res: { statusCode: number; json: () => unknown }): StakeReply => {
  const body = res.json() as { message?: string; data?: { code?: string } };
  return { statusCode: res.statusCode, code: body.data?.code ?? null, message: body.message ?? '' };
};

/**
 * The text of a message key in Thai or English (a member's call says which it asked for) with its
 * {{fields}} as any text: matches a reply that names them.
 */
export function messagePattern(key: MessageKey): RegExp {
  const pattern = (lang: 'th' | 'en') =>
    translate(key, lang)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\\\{\\\{\w+\\\}\\\}/g, '.+');
  return new RegExp(`^(${pattern('th')}|${pattern('en')})$`);
}

export function stakesFactory(desk: Desk) {
  const steps = stepFactory(desk);
  const events = eventsFactory(desk);
  const { t } = desk;
  let seq = 0;

  /** A single bet on a fresh round: red or blue at the current rate, tie or no-tie at the multiplier shown. */
  async function single(way: 'live' | 'prefight' | 'tie' | 'notie', funds: number): Promise<Staking> {
    const { matchId, rateId } = await steps.openMatch({ prefight: way === 'prefight' });
    if (way === 'tie' || way === 'notie')
      await steps.call(matchDeskRoutes.openTie, {
        params: { id: matchId },
        body: { tie_multiplier: 8, notie_multiplier: 1.7 },
      });
    const member = await steps.fundedMember(funds);
    const body =
      way === 'tie'
        ? { type: 'tie', rateId: 0, multiplier: 8 }
        : way === 'notie'
          ? { type: 'notie', rateId: 0, multiplier: 1.7 }
          : { type: 'red', rateId };
    return {
      member,
      matchId,
      eventId: null,
      stake: async (amount) =>
        toReply(await steps.bet(member, matchId, { amount, ref: steps.ref(), ...body }, way === 'prefight')),
    };
  }

  /** A step ticket on red of two fresh pre-fight rounds; the rules are broken on the second leg's round. */
  async function stepLeg(funds: number): Promise<Staking> {
    const [first, last] = await steps.rounds(2);
    if (!first || !last) throw new Error('rounds');
    const member = await steps.fundedMember(funds);
    return {
      member,
      matchId: last.matchId,
      eventId: null,
      stake: async (amount) =>
        toReply(
          await steps.place(member, {
            amount,
            steps: [first, last].map((r) => ({ matchId: r.matchId, type: 'red', rateId: r.rateId })),
          }),
        ),
    };
  }

  /** A bet on the red option of a fresh open event at its odds. */
  async function event(funds: number): Promise<Staking> {
    const open = await events.openEvent();
    const member = await steps.fundedMember(funds);
    return {
      member,
      matchId: null,
      eventId: open.id,
      stake: async (amount, opts) =>
        toReply(await events.bet(member, open.id, { amount, type: opts?.option ?? 'red', odds: 1.85 })),
    };
  }

  /** A game's debit: the sandbox game's session of the member, its provider's signed debit. */
  async function game(funds: number): Promise<Staking> {
    const member = await steps.fundedMember(funds);
    const session = await openSession(t.app, member, 'm7');
    const calls = providerCalls(t, session, (prefix) => `${prefix}-${process.pid}-${++seq}`);
    return {
      member,
      matchId: null,
      eventId: null,
      stake: async (amount) => toReply(await calls.debit(`round-${++seq}`, amount)),
    };
  }

  /** A fresh staking of `way` by a member holding `funds` baht, ready to go through. */
  function prepare(way: StakeWay, funds = 1000): Promise<Staking> {
    switch (way) {
      case 'live':
      case 'prefight':
      case 'tie':
      case 'notie':
        return single(way, funds);
      case 'step_leg':
        return stepLeg(funds);
      case 'event':
        return event(funds);
      case 'game':
        return game(funds);
    }
  }

  /** Everything a refused stake of any kind could have changed. */
  async function money() {
    const { rows } = await t.db.query(
      `SELECT (SELECT count(*)::int FROM journal_entries) AS entries,
              (SELECT count(*)::int FROM postings) AS postings,
              (SELECT string_agg(account || '=' || balance, ',' ORDER BY account) FROM balances) AS balances,
              (SELECT count(*)::int FROM bets) AS bets,
              (SELECT count(*)::int FROM step_tickets) AS tickets,
              (SELECT count(*)::int FROM event_bets) AS event_bets,
              (SELECT count(*)::int FROM game_transactions) AS game_txs,
              (SELECT string_agg(concat_ws(':', match_id, bets, stake_satang, red_return_satang, blue_return_satang,
                                           green_return_satang, red_step_satang, blue_step_satang,
                                           green_step_satang, step_tickets),
                                 ',' ORDER BY match_id) FROM round_books) AS books,
              (SELECT string_agg(concat_ws(':', match_id, member_id, red_stake_satang, blue_stake_satang),
                                 ',' ORDER BY match_id, member_id) FROM step_side_stakes) AS step_stakes,
              (SELECT count(*)::int FROM bills) AS bills`,
    );
    return rows[0];
  }

  return { ...steps, events, prepare, money };
}

/** A reply refused by `key`: its status, and its message naming that rule. */
export function expectRefusedBy(reply: StakeReply, status: number, key: MessageKey): void {
  expect({ status: reply.statusCode, message: reply.message }).toEqual({
    status,
    message: expect.stringMatching(messagePattern(key)) as string,
  });
}
