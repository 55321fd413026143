// Hidden means hidden: a test round (TEST_ROUND_NAMES, spec §2) is refused to members on every path,
// exactly as a round that does not exist (a read by id, its rates, the room's socket, every way to
// stake on it, its stream), while staff see and run it as any other round.
import type { Match } from '@sanam/contract/matches.ts';
import { translate } from '@sanam/contract/messages.ts';
import { betRoutes } from '@sanam/contract/routes/bets.ts';
import { matchDeskRoutes, matchRoutes } from '@sanam/contract/routes/matches.ts';
import type { RouteDeclaration } from '@sanam/contract/routes/route.ts';
import { stepRoutes } from '@sanam/contract/routes/steps.ts';
import { streamRoutes } from '@sanam/contract/routes/stream.ts';
import type { StepMatch } from '@sanam/contract/steps.ts';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { disconnectAll, connect, refusal } from '../../test/sockets.ts';
import { callRoute, type RouteCallArgs, withDefaults } from '../../test/call-route.ts';
import { bettingFactory } from '../../test/factories/bets.ts';
import type { TestMember } from '../../test/factories/members.ts';
import { body, type Envelope } from '../../test/factories/replies.ts';
import { stepFactory } from '../../test/factories/steps.ts';
import { useDesk } from '../../test/harness.ts';

const desk = useDesk({ sockets: true });
const { t } = desk;
const f = bettingFactory(desk);
const steps = stepFactory(desk);
afterEach(() => disconnectAll());
afterAll(() => disconnectAll());

/** A round running with betting open, tie and no-tie open too, then named as a test round. */
async function hiddenRound(
  name: string,
  opts: {
    prefight?: boolean;
    channel?: string;
    /** what happens while the round is still shown */
    before?: (round: { matchId: number; rateId: number }) => Promise<void>;
  } = {},
) {
  const round = await f.openMatch({ prefight: opts.prefight ?? false });
  if (!opts.prefight)
    await f.call(matchDeskRoutes.openTie, {
      params: { id: round.matchId },
      body: { tie_multiplier: 1.7, notie_multiplier: 1.2 },
    });
  await opts.before?.(round);
  const res = await callRoute(t.app, matchDeskRoutes.update, {
    as: desk.operator,
    params: { id: round.matchId },
    body: {
      round_name: name,
      ...(opts.channel ? { streaming_url: opts.channel } : {}),
    },
  });
  expect(res.statusCode).toBe(200);
  return round;
}

/** A member's call, in English. */
const asMember = <R extends RouteDeclaration>(m: TestMember, route: R, ...args: RouteCallArgs<R>) =>
  callRoute(t.app, route, ...withDefaults(args, { as: m, headers: { 'accept-language': 'en' } }));

const ids = async (m: TestMember, route: RouteDeclaration) =>
  body<Envelope<Array<{ id: number }>>>(await asMember(m, route)).data.map((x) => x.id);

/** A round id no round has: what a hidden round must be indistinguishable from. */
const NO_SUCH_ROUND = 999_999;

describe('a test round, for a member', () => {
  it('is in none of the lists: running, live tab, step rounds', async () => {
    const shown = await f.openMatch({ prefight: true });
    const hidden = await hiddenRound(' Test ', { prefight: true });
    const member = await f.fundedMember(0);
    for (const route of [matchRoutes.running, matchRoutes.open, stepRoutes.matches]) {
      const listed = await ids(member, route);
      expect(listed, route.path).toContain(shown.matchId);
      expect(listed, route.path).not.toContain(hidden.matchId);
    }
  });

  it('reads as a round that does not exist: by id, its rates, its bet history', async () => {
    const member = await f.fundedMember(1000);
    // a bet taken before the operator named the round as a test round
    const hidden = await hiddenRound('ทดสอบ', {
      before: async ({ matchId, rateId }) => {
        const res = await f.bet(member, matchId, { amount: 100, type: 'red', ref: f.ref(), rateId });
        expect(res.statusCode).toBe(200);
      },
    });
    for (const route of [matchRoutes.match, matchRoutes.rates]) {
      const [res, none] = [
        await asMember(member, route, { params: { id: hidden.matchId } }),
        await asMember(member, route, { params: { id: NO_SUCH_ROUND } }),
      ];
      expect(res.statusCode, route.path).toBe(404);
      expect(res.json(), route.path).toEqual(none.json());
    }
    const history = await asMember(member, betRoutes.history, { params: { matchId: hidden.matchId } });
    expect(history.statusCode).toBe(200);
    expect(body<Envelope<unknown[]>>(history).data).toEqual([]);
  });

  it("is refused at the room's socket as an unknown round is", async () => {
    const hidden = await hiddenRound('TEST');
    const member = await f.fundedMember(0);
    const refused = await refusal(t.url, { access_token: member.accessToken, matchId: hidden.matchId });
    const unknown = await refusal(t.url, { access_token: member.accessToken, matchId: NO_SUCH_ROUND });
    expect(refused.data).toEqual({ code: 'not_found', key: 'match.not_found' });
    expect(refused).toEqual(unknown);
  });

  it('takes no stake: live red, tie, no-tie, pre-fight, a step ticket leg; nothing changes', async () => {
    const live = await hiddenRound('test');
    const prefight = await hiddenRound('เทส', { prefight: true });
    const shownLeg = await f.openMatch({ prefight: true });
    const member = await f.fundedMember(1000);
    const before = await f.moneySnapshot();
    const singles = [
      { type: 'red', rateId: live.rateId },
      { type: 'tie', rateId: 0, multiplier: 1.7 },
      { type: 'notie', rateId: 0, multiplier: 1.2 },
    ];
    for (const single of singles) {
      const res = await f.bet(member, live.matchId, { amount: 100, ref: f.ref(), ...single });
      expect(res.statusCode, single.type).toBe(404);
      expect(res.json(), single.type).toMatchObject({ message: translate('bet.match_not_found', 'en') });
    }
    const pre = await f.bet(
      member,
      prefight.matchId,
      { amount: 100, type: 'red', ref: f.ref(), rateId: prefight.rateId },
      true,
    );
    expect(pre.statusCode).toBe(404);
    const ticket = await steps.place(member, {
      amount: 100,
      steps: [
        { ...shownLeg, type: 'red' },
        { ...prefight, type: 'blue' },
      ],
    });
    const unknownLeg = await steps.place(member, {
      amount: 100,
      steps: [
        { ...shownLeg, type: 'red' },
        { matchId: NO_SUCH_ROUND, rateId: prefight.rateId, type: 'blue' },
      ],
    });
    expect(ticket.statusCode).toBe(409);
    expect(ticket.json()).toEqual(unknownLeg.json());
    expect(await f.moneySnapshot()).toEqual(before);
    await f.expectLedgerOk();
  });

  it('opens no stream when only a test round names the channel', async () => {
    await hiddenRound('test', { channel: 'HIDDEN-CH' });
    const member = await f.fundedMember(500);
    const res = await asMember(member, streamRoutes.stream, {
      body: { identify: 'x', chanel_code: 'HIDDEN-CH', agent_brand: 'sanam' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: translate('stream.channel_invalid', 'en') });
  });
});

describe('a test round, for staff', () => {
  it('is listed, read, joined and run as any other round', async () => {
    const hidden = await hiddenRound('Test');
    const listed = await callRoute(t.app, matchDeskRoutes.list, {
      as: desk.operator,
      query: { status: 'running', limit: 50 },
    });
    expect(body<Envelope<Match[]>>(listed).data.map((m) => m.id)).toContain(hidden.matchId);
    const read = await callRoute(t.app, matchDeskRoutes.match, {
      as: desk.operator,
      params: { id: hidden.matchId },
    });
    expect(body<Envelope<Match>>(read).data).toMatchObject({ id: hidden.matchId, round_name: 'Test' });
    const rates = await callRoute(t.app, matchDeskRoutes.rates, {
      as: desk.operator,
      params: { id: hidden.matchId },
    });
    expect(rates.statusCode).toBe(200);
    const socket = await connect(t.url, { operator_token: desk.operator, matchId: hidden.matchId });
    expect(socket.connected).toBe(true);
    await f.call(matchDeskRoutes.end, { params: { id: hidden.matchId }, body: { result: 'red' } });
  });

  it('is not hidden when a round merely contains a test name', async () => {
    const round = await hiddenRound('test round 2');
    const member = await f.fundedMember(1000);
    expect((await asMember(member, matchRoutes.match, { params: { id: round.matchId } })).statusCode).toBe(
      200,
    );
    const res = await f.bet(member, round.matchId, {
      amount: 100,
      type: 'red',
      ref: f.ref(),
      rateId: round.rateId,
    });
    expect(res.statusCode).toBe(200);
    expect(body<Envelope<StepMatch[]>>(await asMember(member, matchRoutes.open)).data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: round.matchId })]),
    );
  });
});
