// The member file's lists. Every staff role reads them, a member's token never;
// each list pages, searches and filters as its rows allow, and the statement is the ledger's.
import { accountRoutes } from '@sanam/contract/routes/account.ts';
import type {
  MemberBet,
  MemberDeposit,
  MemberEventBet,
  MemberGameSession,
  MemberInvitee,
  MemberRedeem,
  MemberSession,
  MemberStatementRow,
  MemberStepTicket,
  MemberWithdrawal,
} from '@sanam/contract/member-file.ts';
import { MEMBER_FILE_LISTS, type MemberFileList } from '@sanam/contract/member-file.ts';
import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import { memberFileRoutes } from '@sanam/contract/routes/member-file.ts';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { adminRoute } from '../../test/factories/desk.ts';
import { bettingFactory } from '../../test/factories/bets.ts';
import { eventsFactory } from '../../test/factories/events.ts';
import { openSession } from '../../test/factories/games.ts';
import { aMember } from '../../test/factories/members.ts';
import { postHiddenCorrection } from '../../test/factories/ledger.ts';
import { body, type Envelope } from '../../test/factories/replies.ts';
import { walletFactory } from '../../test/factories/wallet.ts';
import { useDesk } from '../../test/harness.ts';

const desk = useDesk();
const { t } = desk;
const w = walletFactory(desk);
const b = bettingFactory(desk);
const ev = eventsFactory(desk);

type Page<T> = { items: T[]; total: number };

/** The declaration of the member file's list `name`. */
function fileRoute(name: MemberFileList) {
  const route = Object.values(memberFileRoutes).find((r) => r.path === `/admin/members/:id/${name}`);
  if (!route) throw new Error(`no route declared for the list ${name}`);
  return route;
}

async function list<T>(
  memberId: number,
  name: MemberFileList,
  query: Record<string, string | number> = {},
  token = desk.operator,
): Promise<Page<T>> {
  const res = await adminRoute(t.app, token, fileRoute(name), { params: { id: memberId }, query });
  if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
  return body<Envelope<Page<T>>>(res).data;
}

describe('the member file’s lists: who may read them', () => {
  it('answers every staff role, refuses a member’s token, and names an unknown member', async () => {
    const member = await w.fundedMember(0);
    const params = { id: member.id };
    for (const name of MEMBER_FILE_LISTS) {
      const route = fileRoute(name);
      expect((await adminRoute(t.app, member.accessToken, route, { params })).statusCode, name).toBe(401);
      for (const token of [desk.operator, desk.cashier, desk.admin])
        expect((await adminRoute(t.app, token, route, { params })).statusCode, name).toBe(200);
      expect((await adminRoute(t.app, desk.cashier, route, { params: { id: 999999 } })).statusCode).toBe(404);
    }
    expect(
      (await adminRoute(t.app, desk.admin, memberFileRoutes.deposits, { params, query: { status: 'paid' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await adminRoute(t.app, desk.admin, memberFileRoutes.bets, { params, query: { limit: 101 } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await adminRoute(t.app, desk.admin, memberFileRoutes.statement, {
          params,
          query: { from: '0000-01-01' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('the member file’s lists: what they hold', () => {
  it('pages and searches the deposits, filters the withdrawals, and shows the statement with before and after', async () => {
    const member = await w.fundedMember(1000);
    for (const amount of [200, 300.5])
      expect(
        (
          await adminRoute(t.app, desk.cashier, memberDeskRoutes.adjust, {
            params: { id: member.id },
            body: { amount, reason: 'test funds', kind: 'deposit' },
          })
        ).statusCode,
      ).toBe(200);
    expect((await w.withdraw(member, 100)).statusCode).toBe(200);
    const other = await w.fundedMember(777);

    const all = await list<MemberDeposit>(member.id, 'deposits');
    expect(all.total).toBe(3);
    expect(all.items.map((d) => d.amount)).toEqual([300.5, 200, 1000]);
    expect(all.items[0]).toMatchObject({
      source: 'cashier',
      status: 'approved',
    });
    expect(all.items[0]?.decided_by).toEqual(expect.any(String));
    const second = await list<MemberDeposit>(member.id, 'deposits', { limit: 1, offset: 1 });
    expect(second).toMatchObject({ total: 3, items: [{ amount: 200 }] });
    expect(
      (await list<MemberDeposit>(member.id, 'deposits', { q: '300.50' })).items.map((d) => d.amount),
    ).toEqual([300.5]);
    expect(
      (await list<MemberDeposit>(member.id, 'deposits', { q: '1,000' })).items.map((d) => d.amount),
    ).toEqual([1000]);
    expect((await list<MemberDeposit>(member.id, 'deposits', { status: 'pending' })).total).toBe(0);
    // another member's deposit is not this member's
    expect((await list<MemberDeposit>(member.id, 'deposits', { q: '777' })).total).toBe(0);
    expect((await list<MemberDeposit>(other.id, 'deposits')).total).toBe(1);

    const withdrawals = await list<MemberWithdrawal>(member.id, 'withdrawals', { status: 'pending' });
    expect(withdrawals.items).toMatchObject([{ amount: 100, status: 'pending', bank_name: 'SCB' }]);
    expect((await list<MemberWithdrawal>(member.id, 'withdrawals', { q: '100' })).total).toBe(1);
    expect((await list<MemberWithdrawal>(member.id, 'withdrawals', { status: 'paid' })).total).toBe(0);

    const statement = await list<MemberStatementRow>(member.id, 'statement');
    // three deposits and the withdrawal's hold, newest first, each row's before the one below's after
    expect(statement.total).toBe(4);
    expect(statement.items.map((r) => r.amount)).toEqual([-100, 300.5, 200, 1000]);
    expect(statement.items[0]).toMatchObject({ before_amount: 1500.5, after_amount: 1400.5 });
    for (let i = 0; i + 1 < statement.items.length; i++)
      expect(statement.items[i]?.before_amount).toBe(statement.items[i + 1]?.after_amount);
    // a date range before today holds nothing; today holds them all
    expect((await list(member.id, 'statement', { to: '2001-01-01' })).total).toBe(0);
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    expect((await list(member.id, 'statement', { from: today, to: today })).total).toBe(4);
  });

  it('counts in the statement’s total only what it shows: a correction hidden from members is in neither', async () => {
    const member = await w.fundedMember(500);
    await postHiddenCorrection(t.db, member.id);
    // the total is counted apart from the page (migration 029: from the indexes alone)
    const statement = await list<MemberStatementRow>(member.id, 'statement');
    expect(statement.items.map((r) => r.amount)).toEqual([500]);
    expect(statement.total).toBe(1);
  });

  it('lists bets (prefight too), event bets, step tickets, game sessions with their totals and redeems', async () => {
    const member = await w.fundedMember(2000);
    const { matchId, rateId } = await b.openMatch();
    const pre = await b.openMatch({ prefight: true });
    const ref = b.ref();
    expect((await b.bet(member, matchId, { amount: 100, type: 'red', ref, rateId })).statusCode).toBe(200);
    expect(
      (await b.bet(member, pre.matchId, { amount: 40, type: 'blue', ref: b.ref(), rateId: pre.rateId }, true))
        .statusCode,
    ).toBe(200);
    const bets = await list<MemberBet>(member.id, 'bets');
    expect(bets.items.map((x) => [x.amount, x.side, x.is_prefight, x.status])).toEqual([
      [40, 'blue', true, 'placed'],
      [100, 'red', false, 'placed'],
    ]);
    expect((await list<MemberBet>(member.id, 'bets', { q: ref })).items.map((x) => x.match_id)).toEqual([
      matchId,
    ]);
    expect(bets.total).toBe(2);
    expect((await list<MemberBet>(member.id, 'bets', { status: 'won' })).total).toBe(0);

    const open = await ev.openEvent();
    expect((await ev.bet(member, open.id, { amount: 30, type: 'red', odds: 1.85 })).statusCode).toBe(200);
    const eventBets = await list<MemberEventBet>(member.id, 'event-bets');
    expect(eventBets.items).toMatchObject([{ amount: 30, odds: 1.85, option_key: 'red', status: 'placed' }]);
    expect((await list<MemberEventBet>(member.id, 'event-bets', { q: 'no such question' })).total).toBe(0);

    await t.db.query(
      `INSERT INTO step_tickets (member_id, amount_satang, legs_count, ref) VALUES ($1, 5000, 3, 'st-1'), ($1, 7000, 2, 'st-2')`,
      [member.id],
    );
    const tickets = await list<MemberStepTicket>(member.id, 'step-tickets', { q: 'st-2' });
    expect(tickets.items).toMatchObject([{ amount: 70, legs_count: 2, status: 'pending', payout: null }]);

    await openSession(t.app, member, 'm7');
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM game_sessions WHERE member_id = $1', [
      member.id,
    ]);
    const sessionId = rows[0]?.id;
    await t.db.query(
      `INSERT INTO game_transactions (game, tx_id, session_id, member_id, kind, round_id, amount_satang, balance_after_satang)
       VALUES ('m7', 'mf-1', $1, $2, 'debit', 'r1', 2500, 0), ('m7', 'mf-2', $1, $2, 'credit', 'r1', 6000, 0)`,
      [sessionId, member.id],
    );
    const games = await list<MemberGameSession>(member.id, 'game-sessions');
    expect(games.items).toMatchObject([
      { game: 'm7', transactions: 2, debits: 25, credits: 60, rollbacks: 0 },
    ]);
    expect((await list<MemberGameSession>(member.id, 'game-sessions', { q: 'nothing' })).total).toBe(0);

    await t.db.query(
      `INSERT INTO redeem_orders (member_id, item_id, item_name, point, address, status)
       VALUES ($1, 5, 'เสื้อยืด', 300, 'กรุงเทพ', 'pending')`,
      [member.id],
    );
    expect((await list<MemberRedeem>(member.id, 'redeems', { q: 'เสื้อ' })).items).toMatchObject([
      { item_name: 'เสื้อยืด', point: 300, cash: null, status: 'pending' },
    ]);
    expect((await list<MemberRedeem>(member.id, 'redeems', { status: 'shipped' })).total).toBe(0);
  });

  it('lists the invitees and the sessions, current first, with device and last seen bumped by a refresh', async () => {
    const referrer = await aMember(t.app, 'ผู้แนะนำ');
    const invited = await aMember(t.app, 'เพื่อนคนแรก', referrer.username);
    await aMember(t.app, 'เพื่อนคนที่สอง', referrer.username);
    const invitees = await list<MemberInvitee>(referrer.id, 'invitees');
    expect(invitees.total).toBe(2);
    expect((await list<MemberInvitee>(referrer.id, 'invitees', { q: invited.username })).items).toMatchObject(
      [{ id: invited.id, name: 'เพื่อนคนแรก' }],
    );

    const phoneLogin = await callRoute(t.app, accountRoutes.login, {
      body: { phone: referrer.phone, password: referrer.password, agent_id: 1 },
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1' },
      remoteAddress: '198.51.100.9',
    });
    expect(phoneLogin.statusCode).toBe(200);
    // the first session ends: the ended one goes below the current one even though it is older… and newer ones
    await t.db.query(
      `UPDATE sessions SET revoked_at = now(), revoke_reason = 'logout'
        WHERE subject_kind = 'member' AND subject_id = $1 AND ip IS DISTINCT FROM '198.51.100.9'`,
      [referrer.id],
    );
    const sessions = await list<MemberSession>(referrer.id, 'sessions');
    expect(sessions.items.map((s) => [s.is_live, s.ip === '198.51.100.9'])).toEqual([
      [true, true],
      [false, false],
    ]);
    expect(sessions.items[0]).toMatchObject({ device: 'Safari · iPhone', revoked_at: null });
    expect(sessions.items[1]).toMatchObject({ revoke_reason: 'logout' });
    expect((await list<MemberSession>(referrer.id, 'sessions', { status: 'ended' })).total).toBe(1);
    expect((await list<MemberSession>(referrer.id, 'sessions', { q: '198.51.100' })).total).toBe(1);

    // a refresh is a sign of life: it moves last seen, not the login time
    await t.db.query(
      `UPDATE sessions SET created_at = now() - interval '1 hour', last_seen_at = now() - interval '1 hour'
        WHERE subject_kind = 'member' AND subject_id = $1`,
      [invited.id],
    );
    const refreshed = await callRoute(t.app, accountRoutes.refresh, {
      body: { refresh_token: invited.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    const [own] = (await list<MemberSession>(invited.id, 'sessions')).items;
    expect(Date.now() - Date.parse(own?.last_seen_at ?? '')).toBeLessThan(60_000);
    expect(Date.now() - Date.parse(own?.created_at ?? '')).toBeGreaterThan(50 * 60_000);
  });
});
