// Responsible play's breaks on the server: a time-out or a self-exclusion taken by the member ends
// every sign-in and socket of theirs at once; signed in again during it, the member sees why and until
// when, every money path refuses (every way to stake, a slip, a redeem, a game) and a withdrawal
// still goes through; nothing shortens a break; an exclusion stays closed after its end until the desk
// lifts it, and 24 hours more.
import { playRoutes } from '@sanam/contract/routes/play.ts';
import type { SlipData } from '@sanam/contract/wallet.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { callOk, callRoute } from '../../test/call-route.ts';
import { launch } from '../../test/factories/games.ts';
import { login, type TestMember } from '../../test/factories/members.ts';
import { body, type Envelope, type ErrorBody } from '../../test/factories/replies.ts';
import { rewardsFactory } from '../../test/factories/rewards.ts';
import { messagePattern, stakesFactory } from '../../test/factories/stakes.ts';
import { EN, walletFactory } from '../../test/factories/wallet.ts';
import { useDesk } from '../../test/harness.ts';
import type { AppDeps } from '../../http/types.ts';
import { connect, disconnectAll } from '../../test/sockets.ts';
import { closingBreak, liftExclusion, playStanding, takeBreak } from './index.ts';

const desk = useDesk({
  sockets: true,
  ready: async () => {
    await w.openHouseAccount();
  },
});
afterAll(() => disconnectAll());
const { t } = desk;
const f = stakesFactory(desk);
const w = walletFactory(desk);
const r = rewardsFactory(desk);

/** The services' dependencies, their socket bus the app's own (a break closes real sockets). */
const deps = (): AppDeps => ({ db: t.db, config: t.config, realtime: t.bus });

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Bangkok's day and time as the refusals print them: dd/mm/yyyy hh:mm */
const BANGKOK_TIME = String.raw`\d\d/\d\d/\d{4} \d\d:\d\d`;

/** The member signs in again (the test members' password), and their calls carry the new token. */
async function signInAgain(member: TestMember): Promise<void> {
  const res = await login(t.app, member.phone, 'secret1');
  expect(res.statusCode).toBe(200);
  member.accessToken = body<Envelope<{ access_token: string }>>(res).data.access_token;
}

describe('a member taking a break', () => {
  it('needs the tick that it cannot be shortened, and without it nothing starts', async () => {
    const member = await w.fundedMember(100);
    const res = await callRoute(t.app, playRoutes.takeBreak, {
      as: member,
      rawBody: { length: '24h', confirm: false },
      headers: EN,
    });
    expect(res.statusCode).toBe(400);
    expect(body<ErrorBody>(res).message).toBe(
      'Tick the box to confirm you understand this break cannot be cancelled or shortened',
    );
    expect(await closingBreak(t.db, member.id)).toBeNull();
    expect((await callRoute(t.app, playRoutes.state, { as: member })).statusCode).toBe(200);
  });

  it('ends every sign-in and socket of theirs at once; signed in again, they see why and until when', async () => {
    const live = await f.prepare('live');
    const { member } = live;
    const socket = await connect(t.url, { access_token: member.accessToken });
    const closed = new Promise<string>((resolve) => socket.once('disconnect', (why) => resolve(why)));
    const other = await login(t.app, member.phone, 'secret1');
    const otherToken = body<Envelope<{ access_token: string }>>(other).data.access_token;

    const before = Date.now();
    const taken = await callRoute(t.app, playRoutes.takeBreak, {
      as: member,
      body: { length: '24h', confirm: true },
      headers: EN,
    });
    expect(taken.statusCode).toBe(200);
    expect(body<Envelope<unknown>>(taken)).toMatchObject({
      message: 'Your break has started: every device has been signed out',
      data: { kind: 'time_out', length: '24h', by: 'member', closed_until: null },
    });
    expect(await closed).toBe('io server disconnect');
    for (const token of [member.accessToken, otherToken])
      expect((await callRoute(t.app, playRoutes.state, { as: token })).statusCode).toBe(401);

    await signInAgain(member);
    const state = await callOk(t.app, playRoutes.state, { as: member });
    expect(state.break).toMatchObject({ kind: 'time_out', length: '24h' });
    const endsAt = new Date(state.break?.ends_at ?? 0).getTime();
    expect(endsAt - before).toBeGreaterThanOrEqual(DAY - 1000);
    expect(endsAt - Date.now()).toBeLessThanOrEqual(DAY);

    const bet = await live.stake(100);
    expect(bet.statusCode).toBe(403);
    expect(bet.message).toMatch(
      new RegExp(
        `^You are taking a time-out until ${BANGKOK_TIME}: until then you can only see your balance and withdraw$`,
      ),
    );
    await f.expectLedgerOk();
  });

  it('refuses every money path while it runs, and lets the member withdraw', async () => {
    const ways = await Promise.all(
      (['prefight', 'tie', 'notie', 'step_leg', 'event'] as const).map((w) => f.prepare(w)),
    );
    for (const way of ways) {
      await takeBreak(deps(), way.member.id, '7d');
      await signInAgain(way.member);
      const before = await f.money();
      const reply = await way.stake(100);
      expect([reply.statusCode, reply.message]).toEqual([
        403,
        expect.stringMatching(messagePattern('play.timed_out')),
      ]);
      expect(await f.money()).toEqual(before);
    }

    const member = await w.fundedMember(1000);
    await r.giveCoins(member.id, 300);
    await takeBreak(deps(), member.id, '6m');
    await signInAgain(member);

    // a game does not open
    const game = await launch(t.app, member, 'm7', 'en');
    expect(game.statusCode).toBe(403);
    expect(body<ErrorBody>(game).message).toMatch(/^You excluded yourself from play until/);

    // coins are not turned into cash
    const redeemed = await r.redeemCall(member, { itemId: 5, point: 300, address: '' }, EN);
    expect(redeemed.statusCode).toBe(403);
    expect(await r.balancesOf(member.id)).toEqual({ cash: 1000_00, coins: 300 });

    // a good slip is not credited: it waits for a cashier to return the money
    const slip = await w.sendSlip(member, (await w.testSlip({ amount: 500 })).payload, EN);
    expect(body<Envelope<SlipData>>(slip)).toMatchObject({
      message:
        'Slip received, but you are on a break from play so it cannot be credited: a cashier will return the money',
      data: { balance: 1000, deposit: { status: 'pending', amount: 500 } },
    });
    const { rows } = await t.db.query<{ pending_reason: string }>(
      `SELECT pending_reason FROM deposits WHERE member_id = $1 AND status = 'pending'`,
      [member.id],
    );
    expect(rows).toEqual([{ pending_reason: 'play_break' }]);

    // the money the member has is theirs to take out
    const out = await w.withdraw(member, 400);
    expect(out.statusCode).toBe(200);
    expect(await r.balancesOf(member.id)).toMatchObject({ cash: 600_00 });
    await w.expectLedgerOk();
  });

  it('cannot be shortened: a shorter break beside it changes nothing, and an exclusion outlasts a time-out', async () => {
    const member = await w.fundedMember(0);
    const at = new Date('2026-12-09T03:00:00Z');
    const week = await takeBreak(deps(), member.id, '7d', at);
    const day = await takeBreak(deps(), member.id, '24h', at);
    expect(day.ends_at).toEqual(week.ends_at);
    expect(day.ends_at).toEqual(new Date(at.getTime() + 7 * DAY));

    const excluded = await takeBreak(deps(), member.id, '6m', at);
    expect(excluded).toMatchObject({ kind: 'exclusion', ends_at: new Date('2027-06-09T03:00:00Z') });
    // eight days on, the week's time-out is over; the exclusion is not
    expect(await closingBreak(t.db, member.id, new Date(at.getTime() + 8 * DAY))).toMatchObject({
      kind: 'exclusion',
    });
  });
});

describe('a self-exclusion that ends', () => {
  it('keeps the account closed after its end until the desk lifts it, and 24 hours more', async () => {
    const member = await w.fundedMember(0);
    const at = new Date('2026-01-31T05:00:00Z');
    await takeBreak(deps(), member.id, '6m', at);
    const refusalAt = async (now: Date) => {
      const play = await playStanding(t.db, member.id, now);
      return play?.onBreak ? play.onBreak : null;
    };
    // 31 January + 6 months: 31 July
    const end = new Date('2026-07-31T05:00:00Z');
    expect(await refusalAt(new Date(end.getTime() - HOUR))).toMatchObject({ kind: 'exclusion', endsAt: end });
    // its term over, the account stays closed: nothing but the desk opens it
    const later = new Date(end.getTime() + 30 * DAY);
    expect(await refusalAt(later)).toMatchObject({ kind: 'exclusion', closedUntil: null });

    const { rows } = await t.db.query<{ id: number }>(
      `SELECT id FROM operators WHERE role = 'admin' LIMIT 1`,
    );
    const admin = Number(rows[0]?.id);
    // the desk cannot lift an exclusion whose term runs
    await t.db.transaction(async (tx) => {
      expect(await liftExclusion(tx, member.id, admin, new Date(end.getTime() - HOUR))).toBe(0);
    });
    await t.db.transaction(async (tx) => {
      expect(await liftExclusion(tx, member.id, admin, later)).toBe(1);
    });
    expect(await refusalAt(new Date(later.getTime() + 23 * HOUR))).toMatchObject({
      closedUntil: new Date(later.getTime() + DAY),
    });
    expect(await refusalAt(new Date(later.getTime() + DAY))).toBeNull();
  });
});
