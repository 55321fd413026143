// Responsible play at the console: the desk's stricter limit holds on the next stake and the member
// cannot loosen it; only an admin takes a protection away; a desk time-out ends the member's sign-ins
// and refuses their stakes; an ended self-exclusion is lifted only once its term is over and the account
// stays closed 24 hours more; every change is audited; the report lists what closes play now.
import { operatorAuthRoutes } from '@sanam/contract/routes/console.ts';
import { playRoutes } from '@sanam/contract/routes/play.ts';
import { playDeskRoutes } from '@sanam/contract/routes/play-desk.ts';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../http/types.ts';
import { callOk, callRoute, type Caller } from '../../test/call-route.ts';
import { login, type TestMember } from '../../test/factories/members.ts';
import { body, type Envelope, type ErrorBody } from '../../test/factories/replies.ts';
import { expectRefusedBy, stakesFactory } from '../../test/factories/stakes.ts';
import { useDesk } from '../../test/harness.ts';
import {
  closingBreak,
  confirmOwnLimit,
  limitsInForce,
  playStanding,
  setOwnLimit,
  takeBreak,
} from './index.ts';
import { liftEndedExclusion } from './desk.ts';

const desk = useDesk();
const { t } = desk;
const f = stakesFactory(desk);

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const EN = { 'accept-language': 'en' };
const BANGKOK_TIME = String.raw`\d\d/\d\d/\d{4} \d\d:\d\d`;

const deps = (): AppDeps => ({ db: t.db, config: t.config, realtime: t.bus });

async function staffOf(token: string): Promise<{ id: number; username: string }> {
  const { operator } = await callOk(t.app, operatorAuthRoutes.me, { as: token });
  return { id: operator.id, username: operator.username };
}

const setLimit = (as: Caller, id: number, key: 'stake' | 'loss_day', amount: number | null) =>
  callRoute(t.app, playDeskRoutes.setLimit, {
    as,
    params: { id },
    body: { key, amount, reason: 'Spoke with the member by phone' },
    headers: EN,
  });

async function auditRows(memberId: number, action: string) {
  const { rows } = await t.db.query<{ operator_id: string; before: unknown; after: unknown }>(
    `SELECT operator_id, before, after FROM audit_log
      WHERE action = $1 AND target_type = 'member' AND target_id = $2 ORDER BY id`,
    [action, String(memberId)],
  );
  return rows.map((r) => ({ operatorId: Number(r.operator_id), before: r.before, after: r.after }));
}

async function signInAgain(member: TestMember): Promise<void> {
  const res = await login(t.app, member.phone, 'secret1');
  expect(res.statusCode).toBe(200);
  member.accessToken = body<Envelope<{ access_token: string }>>(res).data.access_token;
}

describe('the desk’s limit', () => {
  it('holds on the member’s next stake at once, and the member cannot loosen it from their own page', async () => {
    const member = await f.fundedMember(1000);
    const { matchId, rateId } = await f.openMatch();
    const set = await setLimit(desk.operator, member.id, 'stake', 50);
    expect(set.statusCode).toBe(200);
    const reply = body<Envelope<{ limits: { key: string }[] }>>(set);
    expect(reply.message).toBe('The desk’s limit is saved: it applies now');
    expect(reply.data.limits.find((l) => l.key === 'stake')).toEqual({
      key: 'stake',
      own: null,
      desk: 50,
      in_force: 50,
      pending: null,
    });

    const bet = (amount: number) => f.bet(member, matchId, { amount, type: 'red', rateId, ref: f.ref() });
    const over = await bet(100);
    expectRefusedBy(
      { statusCode: over.statusCode, code: null, message: body<ErrorBody>(over).message },
      400,
      'play.stake_limit',
    );
    expect((await bet(50)).statusCode).toBe(200);

    // the member's own higher limit, then its removal confirmed a day on: the desk's still holds
    const own = await callOk(t.app, playRoutes.setLimit, { as: member, body: { key: 'stake', amount: 500 } });
    expect(own).toMatchObject({ timing: 'now', limit: { own: 500, desk: 50, in_force: 50 } });
    const asked = new Date();
    await setOwnLimit(t.db, member.id, 'stake', null, asked);
    await confirmOwnLimit(t.db, member.id, 'stake', new Date(asked.getTime() + DAY));
    expect(await limitsInForce(t.db, member.id)).toEqual({ stake: 50_00 });
    expect((await bet(60)).statusCode).toBe(400);

    const operator = await staffOf(desk.operator);
    expect(await auditRows(member.id, 'member.play_limit')).toEqual([
      {
        operatorId: operator.id,
        before: { desk_limit: null, in_force: null },
        after: {
          play_limit: 'stake',
          desk_limit: 50,
          in_force: 50,
          reason: 'Spoke with the member by phone',
        },
      },
    ]);
    await f.expectLedgerOk();
  });

  it('set above the member’s own changes nothing now, and is the ceiling once they raise theirs', async () => {
    const member = await f.fundedMember(0);
    const at = new Date('2026-12-09T03:00:00Z');
    await setOwnLimit(t.db, member.id, 'loss_day', 100_00, at);
    const set = await setLimit(desk.operator, member.id, 'loss_day', 300);
    expect(body<Envelope<{ limits: unknown[] }>>(set).data.limits).toContainEqual({
      key: 'loss_day',
      own: 100,
      desk: 300,
      in_force: 100,
      pending: null,
    });
    await setOwnLimit(t.db, member.id, 'loss_day', 1_000_00, at);
    await confirmOwnLimit(t.db, member.id, 'loss_day', new Date(at.getTime() + DAY));
    expect(await limitsInForce(t.db, member.id)).toEqual({ loss_day: 300_00 });
  });

  it('is lowered by whoever runs the book, raised or removed by an admin only, and never by a cashier', async () => {
    const member = await f.fundedMember(0);
    expect((await setLimit(desk.operator, member.id, 'loss_day', 200)).statusCode).toBe(200);
    expect((await setLimit(desk.operator, member.id, 'loss_day', 100)).statusCode).toBe(200);
    for (const amount of [150, null]) {
      const refused = await setLimit(desk.operator, member.id, 'loss_day', amount);
      expect([refused.statusCode, body<ErrorBody>(refused).message]).toEqual([
        403,
        'Only an admin can raise or remove the desk’s limit',
      ]);
    }
    expect((await setLimit(desk.cashier, member.id, 'loss_day', 50)).statusCode).toBe(403);
    expect(await limitsInForce(t.db, member.id)).toEqual({ loss_day: 100_00 });

    expect((await setLimit(desk.admin, member.id, 'loss_day', 150)).statusCode).toBe(200);
    const removed = await setLimit(desk.admin, member.id, 'loss_day', null);
    expect(body<Envelope<unknown>>(removed).message).toBe(
      'The desk’s limit is removed: the member’s own limit still holds',
    );
    const again = await setLimit(desk.admin, member.id, 'loss_day', null);
    expect([again.statusCode, body<ErrorBody>(again).message]).toEqual([
      409,
      'Nothing changes: the desk’s limit is already this',
    ]);
    expect(await limitsInForce(t.db, member.id)).toEqual({});

    const rows = await auditRows(member.id, 'member.play_limit');
    expect(rows.map((r) => [r.before, r.after])).toEqual([
      [{ desk_limit: null, in_force: null }, expect.objectContaining({ desk_limit: 200 })],
      [{ desk_limit: 200, in_force: 200 }, expect.objectContaining({ desk_limit: 100 })],
      [{ desk_limit: 100, in_force: 100 }, expect.objectContaining({ desk_limit: 150 })],
      [{ desk_limit: 150, in_force: 150 }, expect.objectContaining({ desk_limit: null, in_force: null })],
    ]);
  });

  it('refuses what is not a limit, a reason left out, and a member who does not exist', async () => {
    const member = await f.fundedMember(0);
    for (const bad of [
      { key: 'loss_year', amount: 100, reason: 'x' },
      { key: 'stake', amount: 0, reason: 'x' },
      { key: 'stake', amount: 100 },
      { key: 'stake', amount: 100, reason: '' },
    ]) {
      const res = await callRoute(t.app, playDeskRoutes.setLimit, {
        as: desk.admin,
        params: { id: member.id },
        rawBody: bad,
      });
      expect([JSON.stringify(bad), res.statusCode]).toEqual([JSON.stringify(bad), 400]);
    }
    const missing = await setLimit(desk.admin, 999_999_999, 'stake', 100);
    expect([missing.statusCode, body<ErrorBody>(missing).message]).toEqual([404, 'Member not found']);
    expect(await auditRows(member.id, 'member.play_limit')).toEqual([]);
  });
});

describe('a time-out the desk sets', () => {
  it('ends the member’s sign-ins at once and refuses their stakes, audited with its reason', async () => {
    const live = await f.prepare('live');
    const { member } = live;
    const before = Date.now();
    const res = await callRoute(t.app, playDeskRoutes.timeOut, {
      as: desk.operator,
      params: { id: member.id },
      body: { length: '7d', reason: 'Chasing losses, agreed by phone' },
      headers: EN,
    });
    expect(res.statusCode).toBe(200);
    const operator = await staffOf(desk.operator);
    expect(body<Envelope<unknown>>(res)).toMatchObject({
      message: 'Time-out started: the member is signed out on every device',
      data: {
        break: {
          kind: 'time_out',
          length: '7d',
          by: 'desk',
          set_by: operator.username,
          reason: 'Chasing losses, agreed by phone',
          state: 'running',
        },
      },
    });
    expect((await callRoute(t.app, playRoutes.state, { as: member })).statusCode).toBe(401);

    await signInAgain(member);
    expectRefusedBy(await live.stake(100), 403, 'play.timed_out');

    const [row] = await auditRows(member.id, 'member.play_time_out');
    expect(row).toMatchObject({
      operatorId: operator.id,
      before: null,
      after: { length: '7d', reason: 'Chasing losses, agreed by phone' },
    });
    const until = new Date((row?.after as { until: string }).until).getTime();
    expect(until - before).toBeGreaterThanOrEqual(7 * DAY);
    expect(until - Date.now()).toBeLessThanOrEqual(7 * DAY);
    await f.expectLedgerOk();
  });

  it('takes time-out lengths only and a reason, and is never a cashier’s', async () => {
    const member = await f.fundedMember(0);
    const timeOut = (as: string, raw: unknown) =>
      callRoute(t.app, playDeskRoutes.timeOut, { as, params: { id: member.id }, rawBody: raw, headers: EN });
    const exclusion = await timeOut(desk.admin, { length: '6m', reason: 'x' });
    expect([exclusion.statusCode, body<ErrorBody>(exclusion).message]).toEqual([
      400,
      'Choose 24 hours, 7 days, 30 days or 6 weeks',
    ]);
    expect((await timeOut(desk.admin, { length: '24h', reason: '  ' })).statusCode).toBe(400);
    expect((await timeOut(desk.cashier, { length: '24h', reason: 'x' })).statusCode).toBe(403);
    expect(await closingBreak(t.db, member.id)).toBeNull();
    expect(await auditRows(member.id, 'member.play_time_out')).toEqual([]);
  });
});

describe('lifting a self-exclusion', () => {
  const lift = (as: string, id: number) =>
    callRoute(t.app, playDeskRoutes.liftExclusion, {
      as,
      params: { id },
      body: { reason: 'The member asked in writing' },
      headers: EN,
    });

  it('is refused while the exclusion runs, when none has ended, and to anyone but an admin', async () => {
    const running = await f.fundedMember(0);
    await takeBreak(deps(), running.id, '6m', new Date(Date.now() - DAY));
    const early = await lift(desk.admin, running.id);
    expect(early.statusCode).toBe(409);
    expect(body<ErrorBody>(early).message).toMatch(
      new RegExp(
        `^The member’s self-exclusion runs until ${BANGKOK_TIME}: it cannot be lifted before it ends$`,
      ),
    );

    const none = await f.fundedMember(0);
    await takeBreak(deps(), none.id, '24h');
    const nothing = await lift(desk.admin, none.id);
    expect([nothing.statusCode, body<ErrorBody>(nothing).message]).toEqual([
      409,
      'The member has no ended self-exclusion waiting to be lifted',
    ]);

    const ended = await f.fundedMember(0);
    await takeBreak(deps(), ended.id, '6m', new Date(Date.now() - 200 * DAY));
    expect((await lift(desk.operator, ended.id)).statusCode).toBe(403);
    expect((await lift(desk.cashier, ended.id)).statusCode).toBe(403);
    for (const m of [running, none, ended])
      expect(await auditRows(m.id, 'member.play_exclusion_lift')).toEqual([]);
  });

  it('of an ended one keeps the account closed 24 hours more, then it opens; once lifted it is not lifted again', async () => {
    const member = await f.fundedMember(0);
    const taken = new Date('2026-01-31T05:00:00Z');
    await takeBreak(deps(), member.id, '6m', taken);
    const end = new Date('2026-07-31T05:00:00Z');
    const liftedAt = new Date(end.getTime() + 10 * DAY);
    const admin = await staffOf(desk.admin);
    const actor = { operatorId: admin.id, ip: null, role: 'admin' as const };

    const play = await liftEndedExclusion(deps(), actor, member.id, 'Asked in writing', liftedAt);
    expect(play.break).toMatchObject({
      kind: 'exclusion',
      state: 'reopening',
      lifted_at: liftedAt.toISOString(),
      lifted_by: admin.username,
      reopens_at: new Date(liftedAt.getTime() + DAY).toISOString(),
    });
    const onBreak = async (now: Date) => (await playStanding(t.db, member.id, now))?.onBreak ?? null;
    expect(await onBreak(new Date(liftedAt.getTime() + 23 * HOUR))).toMatchObject({ kind: 'exclusion' });
    expect(await onBreak(new Date(liftedAt.getTime() + DAY + 1000))).toBeNull();

    await expect(
      liftEndedExclusion(deps(), actor, member.id, 'again', new Date(liftedAt.getTime() + HOUR)),
    ).rejects.toMatchObject({ status: 409, messageKey: 'play_desk.already_lifted' });

    expect(await auditRows(member.id, 'member.play_exclusion_lift')).toEqual([
      {
        operatorId: admin.id,
        before: null,
        after: {
          length: '6m',
          ends_at: end.toISOString(),
          reopens_at: new Date(liftedAt.getTime() + DAY).toISOString(),
          reason: 'Asked in writing',
        },
      },
    ]);
  });

  it('through the admin’s call answers the member’s file, reopening in 24 hours', async () => {
    const member = await f.fundedMember(0);
    await takeBreak(deps(), member.id, '6m', new Date(Date.now() - 200 * DAY));
    const res = await lift(desk.admin, member.id);
    expect(res.statusCode).toBe(200);
    const reply = body<Envelope<{ break: { state: string; reopens_at: string } }>>(res);
    expect(reply.message).toBe('Self-exclusion lifted: the account reopens in 24 hours');
    expect(reply.data.break.state).toBe('reopening');
    expect(new Date(reply.data.break.reopens_at).getTime() - Date.now()).toBeGreaterThan(DAY - 60_000);
  });
});

describe('the member’s file and the report', () => {
  it('show every limit and the break history to every staff role, and not to a member', async () => {
    const member = await f.fundedMember(0);
    await setOwnLimit(t.db, member.id, 'deposit_week', 5_000_00);
    await takeBreak(deps(), member.id, '24h', new Date(Date.now() - 3 * DAY));
    await takeBreak(deps(), member.id, '7d');
    for (const as of [desk.admin, desk.operator, desk.cashier]) {
      const play = await callOk(t.app, playDeskRoutes.member, { as, params: { id: member.id } });
      expect(play.limits.map((l) => l.key)).toEqual([
        'deposit_day',
        'deposit_week',
        'deposit_month',
        'loss_day',
        'loss_week',
        'loss_month',
        'stake',
      ]);
      expect(play.limits[1]).toMatchObject({ own: 5000, in_force: 5000 });
      expect(play.break).toMatchObject({ length: '7d', by: 'member', state: 'running' });
      expect(play.breaks.map((b) => [b.length, b.state])).toEqual([
        ['7d', 'running'],
        ['24h', 'over'],
      ]);
    }
    expect(
      (await callRoute(t.app, playDeskRoutes.member, { as: member, params: { id: member.id } })).statusCode,
    ).toBe(401);
    const missing = await callRoute(t.app, playDeskRoutes.member, {
      as: desk.admin,
      params: { id: 999_999_999 },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lists the breaks that close play now, one per member, never one that is over', async () => {
    const now = Date.now();
    const [timedOut, over, awaiting, reopened, both] = await Promise.all(
      Array.from({ length: 5 }, () => f.fundedMember(0)),
    );
    if (!timedOut || !over || !awaiting || !reopened || !both) throw new Error('members');
    await callOk(t.app, playDeskRoutes.timeOut, {
      as: desk.operator,
      params: { id: timedOut.id },
      body: { length: '24h', reason: 'Asked by phone' },
    });
    await takeBreak(deps(), over.id, '24h', new Date(now - 2 * DAY));
    await takeBreak(deps(), awaiting.id, '6m', new Date(now - 200 * DAY));
    await takeBreak(deps(), reopened.id, '6m', new Date(now - 300 * DAY));
    const admin = await staffOf(desk.admin);
    const actor = { operatorId: admin.id, ip: null, role: 'admin' as const };
    await liftEndedExclusion(deps(), actor, reopened.id, 'Asked in writing', new Date(now - 2 * DAY));
    await takeBreak(deps(), both.id, '24h');
    await takeBreak(deps(), both.id, '1y');

    const report = await callOk(t.app, playDeskRoutes.breaks, { as: desk.cashier, query: { limit: 100 } });
    const mine = new Map(report.items.map((row) => [row.member.id, row]));
    expect(mine.get(timedOut.id)).toMatchObject({
      kind: 'time_out',
      by: 'desk',
      reason: 'Asked by phone',
      state: 'running',
      member: { username: timedOut.username, phone: timedOut.phone },
    });
    expect(mine.get(awaiting.id)).toMatchObject({ kind: 'exclusion', state: 'awaiting_lift' });
    expect(mine.get(both.id)).toMatchObject({ kind: 'exclusion', length: '1y', state: 'running' });
    expect(mine.has(over.id)).toBe(false);
    expect(mine.has(reopened.id)).toBe(false);
    expect(report.items.filter((row) => row.member.id === both.id)).toHaveLength(1);
    expect(report.items.every((row) => row.state !== 'over')).toBe(true);

    const exclusions = await callOk(t.app, playDeskRoutes.breaks, {
      as: desk.operator,
      query: { kind: 'exclusion', limit: 100 },
    });
    expect(exclusions.items.every((row) => row.kind === 'exclusion')).toBe(true);
    expect(exclusions.items.some((row) => row.member.id === timedOut.id)).toBe(false);
    const page = await callOk(t.app, playDeskRoutes.breaks, {
      as: desk.admin,
      query: { limit: 1, offset: 1 },
    });
    expect(page.items).toHaveLength(1);
    expect(page.total).toBe(report.total);
    expect(report.total).toBeGreaterThanOrEqual(3);
    expect((await callRoute(t.app, playDeskRoutes.breaks, { as: timedOut })).statusCode).toBe(401);
  });
});
