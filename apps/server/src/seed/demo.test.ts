import type { LedgerCheck } from '@sanam/contract/admin.ts';
import { accountRoutes } from '@sanam/contract/routes/account.ts';
import { operatorAuthRoutes } from '@sanam/contract/routes/console.ts';
import { eventRoutes } from '@sanam/contract/routes/events.ts';
import { rewardDeskRoutes, rewardRoutes } from '@sanam/contract/routes/rewards.ts';
import { stepRoutes } from '@sanam/contract/routes/steps.ts';
import type { StepBetData, StepMatch } from '@sanam/contract/steps.ts';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../test/call-route.ts';
import { useTestApp } from '../test/harness.ts';
import type { AppDeps } from '../http/types.ts';
import { checkLedger } from '../ledger/ledger.ts';
import { betsWithOutcome } from '../modules/betting/index.ts';
import { recordingBus } from '../test/recording-bus.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { DEMO_PRIZE_ORDER, DEMO_PRIZES } from './demo-prizes.ts';
import {
  DEMO_DEPOSIT_ACCOUNT,
  DEMO_EVENT,
  DEMO_LOGINS,
  DEMO_MEMBERS,
  DEMO_ROUNDS,
  DEMO_SIMULATOR_STADIUM,
  DEMO_STADIUMS,
  DEMO_OPERATORS,
  DEMO_PREFIGHT_MIN,
} from './demo-data.ts';
import { seedDemo } from './demo.ts';

const t = useTestApp();

const depsOf = (c: TestContext): AppDeps => ({ db: c.db, config: c.config, realtime: recordingBus() });

async function counts() {
  const { rows } = await t.db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM operators) AS operators,
            (SELECT count(*)::int FROM members) AS members,
            (SELECT count(*)::int FROM deposit_accounts) AS deposit_accounts,
            (SELECT count(*)::int FROM balances) AS balances,
            (SELECT count(*)::int FROM journal_entries) AS entries,
            (SELECT count(*)::int FROM postings) AS postings,
            (SELECT count(*)::int FROM stadiums) AS stadiums,
            (SELECT count(*)::int FROM matches) AS matches,
            (SELECT count(*)::int FROM bets) AS bets,
            (SELECT count(*)::int FROM audit_log) AS audit,
            (SELECT count(*)::int FROM deposits) AS deposits,
            (SELECT count(*)::int FROM withdrawals) AS withdrawals,
            (SELECT count(*)::int FROM redeem_items) AS redeem_items,
            (SELECT count(*)::int FROM redeem_orders) AS redeem_orders`,
  );
  return rows[0];
}

describe('the demo seed', () => {
  it('can run at every start, even two at once: the second run adds nothing and the ledger holds', async () => {
    await Promise.all([seedDemo(depsOf(t)), seedDemo(depsOf(t))]);
    const first = await counts();
    expect(first).toMatchObject({
      operators: DEMO_OPERATORS.length,
      members: DEMO_MEMBERS.length,
      deposit_accounts: 1,
      balances: DEMO_MEMBERS.length * 2,
      stadiums: DEMO_STADIUMS.length,
      matches: DEMO_ROUNDS.length,
      bets: DEMO_ROUNDS.filter((r) => r.bet).length,
      // one slip waiting for a cashier, one withdrawal waiting to be paid
      deposits: 1,
      withdrawals: 1,
      // the three cash tiers and the demo prizes; the VIP's cap waiting to be shipped
      redeem_items: 3 + DEMO_PRIZES.length,
      redeem_orders: 1,
    });
    await seedDemo(depsOf(t));
    // the older form (accounts and stadiums only) adds nothing either
    await seedDemo(t.db, t.config);
    expect(await counts()).toEqual(first);
    const check: LedgerCheck = await checkLedger(t.db);
    expect(check.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('gives the demo members their starting money through the ledger, the VIP flag and the referral', async () => {
    await seedDemo(depsOf(t));
    const { rows } = await t.db.query<{
      phone: string;
      is_vip: boolean;
      referrer: string | null;
      balance: number;
    }>(
      `SELECT m.phone, m.is_vip, r.phone AS referrer, b.balance
         FROM members m LEFT JOIN members r ON r.id = m.referrer_id
         JOIN balances b ON b.account = 'member:' || m.id
        ORDER BY m.phone`,
    );
    expect(rows).toEqual([
      { phone: '0800000001', is_vip: false, referrer: null, balance: 500_000 },
      // 1,500 of the VIP's 50,000 is held for the withdrawal waiting in the cashier's queue
      { phone: '0800000002', is_vip: true, referrer: null, balance: 4_850_000 },
      { phone: '0800000003', is_vip: false, referrer: '0800000001', balance: 0 },
    ]);
    const { rows: entries } = await t.db.query<{ key: string; type: number }>(
      `SELECT key, type FROM journal_entries WHERE key LIKE 'seed:%' ORDER BY key`,
    );
    expect(entries).toEqual([
      { key: 'seed:coins:0800000001', type: 9 },
      { key: 'seed:coins:0800000002', type: 9 },
      { key: 'seed:deposit:0800000001', type: 1 },
      { key: 'seed:deposit:0800000002', type: 1 },
    ]);
    // coins come from the house's coin account; the VIP spent 500 of theirs on the demo cap
    const { rows: coins } = await t.db.query<{ phone: string; balance: number }>(
      `SELECT m.phone, b.balance FROM members m JOIN balances b ON b.account = 'coins:' || m.id ORDER BY m.phone`,
    );
    expect(coins).toEqual([
      // 1,250 starting coins and one per graded bet of 100 baht: the win and the loss, not the refund
      { phone: '0800000001', balance: 1_252 },
      { phone: '0800000002', balance: 500 },
      { phone: '0800000003', balance: 0 },
    ]);
    const { rows: accounts } = await t.db.query(
      'SELECT bank_name, bank_acc_no, bank_acc_name FROM deposit_accounts',
    );
    expect(accounts).toEqual([
      {
        bank_name: DEMO_DEPOSIT_ACCOUNT.bankName,
        bank_acc_no: '0000000000',
        bank_acc_name: 'บจก. สนามไลฟ์ (เดโม)',
      },
    ]);
  });

  it('shows fake stadiums, one hidden, and rounds played through the services by the demo seed, no person', async () => {
    await seedDemo(depsOf(t));
    const { rows: stadiums } = await t.db.query<{ name: string; type: string; is_display: boolean }>(
      'SELECT name, type, is_display FROM stadiums ORDER BY id',
    );
    expect(stadiums).toEqual(
      DEMO_STADIUMS.map((s) => ({ name: s.name, type: s.type, is_display: s.isDisplay })),
    );
    expect(stadiums.every((s) => s.name.includes('ทดลอง'))).toBe(true);
    expect(stadiums.filter((s) => !s.is_display)).toHaveLength(1);

    const { rows: matches } = await t.db.query<{
      stadium: string;
      round_name: string;
      result: string | null;
      is_end: boolean;
      is_prefight: boolean;
      settled: boolean;
      rates: number;
    }>(
      `SELECT s.name AS stadium, m.round_name, m.result, m.is_end, m.is_prefight,
              m.settled_at IS NOT NULL AS settled,
              (SELECT count(*)::int FROM rates r WHERE r.match_id = m.id) AS rates
         FROM matches m JOIN stadiums s ON s.id = m.stadium_id ORDER BY m.id`,
    );
    expect(matches).toEqual(
      DEMO_ROUNDS.map((r) => ({
        stadium: r.stadium,
        round_name: r.roundName,
        result: r.result ?? null,
        is_end: r.result !== undefined,
        is_prefight: r.isPrefight,
        settled: r.result !== undefined,
        rates: r.rates.length,
      })),
    );
    // the ended tab has content, enough pre-fight rounds run for a step ticket (in more than one
    // stadium), and the simulator's stadium is left to it
    expect(matches.filter((m) => m.is_end).length).toBeGreaterThanOrEqual(3);
    const prefights = matches.filter((m) => !m.is_end && m.is_prefight);
    expect(prefights).toHaveLength(DEMO_PREFIGHT_MIN);
    expect(new Set(prefights.map((m) => m.stadium)).size).toBeGreaterThanOrEqual(2);
    expect(matches.filter((m) => m.stadium === DEMO_SIMULATOR_STADIUM)).toEqual([]);

    // every step is in the audit log, as the system actor 'demo_seed' and no staff member
    const { rows: audit } = await t.db.query<{
      action: string;
      operator_id: number | null;
      system_actor: string | null;
    }>(
      `SELECT a.action, a.operator_id, a.system_actor FROM audit_log a
        WHERE a.target_type IN ('match', 'event') ORDER BY a.id`,
    );
    expect(new Set(audit.map((a) => [a.system_actor, a.operator_id].join()))).toEqual(
      new Set(['demo_seed,']),
    );
    expect(audit.filter((a) => a.action === 'event.open')).toHaveLength(1);
    expect(audit.filter((a) => a.action === 'match.create')).toHaveLength(DEMO_ROUNDS.length);
    expect(audit.filter((a) => a.action === 'match.end')).toHaveLength(
      DEMO_ROUNDS.filter((r) => r.result).length,
    );
  });

  it('gives member one a win, a loss and a refund that net to zero, settled through the ledger', async () => {
    await seedDemo(depsOf(t));
    const { rows: bets } = await t.db.query<{ status: string; amount_satang: number; payout_satang: number }>(
      `SELECT b.status, b.amount_satang, b.payout_satang
         FROM ${betsWithOutcome} b JOIN members m ON m.id = b.member_id WHERE m.phone = '0800000001' ORDER BY b.id`,
    );
    expect(bets).toEqual([
      { status: 'won', amount_satang: 10_000, payout_satang: 20_000 },
      { status: 'lost', amount_satang: 10_000, payout_satang: 0 },
      { status: 'refunded', amount_satang: 10_000, payout_satang: 10_000 },
    ]);
    const { rows } = await t.db.query<{ account: string; balance: number }>(
      `SELECT split_part(b.account, ':', 1) AS account, b.balance FROM balances b JOIN members m ON m.id = b.member_id
        WHERE m.phone = '0800000001' ORDER BY b.account`,
    );
    expect(rows).toEqual([
      // 1,250 starting coins and one per graded bet: the win and the loss, not the refund
      { account: 'coins', balance: 1_252 },
      { account: 'member', balance: 500_000 },
    ]);
    const { rows: bills } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bills b JOIN members m ON m.id = b.member_id WHERE m.phone = '0800000001'`,
    );
    expect(bills[0]?.n).toBe(3);
    const check = await checkLedger(t.db);
    expect(check.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('lets a newcomer place a two-leg step ticket on a fresh start', async () => {
    await seedDemo(depsOf(t));
    const login = await callRoute(t.app, accountRoutes.login, {
      body: { phone: '0800000001', password: 'demo1234', agent_id: 1 },
    });
    const auth = {
      authorization: `Bearer ${login.json<{ data: { access_token: string } }>().data.access_token}`,
    };
    const list = await callRoute(t.app, stepRoutes.matches, { headers: auth });
    expect(list.statusCode).toBe(200);
    const open = list.json<{ data: StepMatch[] }>().data;
    expect(open.length).toBeGreaterThanOrEqual(DEMO_PREFIGHT_MIN);
    const [first, second] = open;
    if (!first || !second || first.rate === null || second.rate === null) throw new Error('no step rounds');

    const placed = await callRoute(t.app, stepRoutes.place, {
      body: {
        amount: 100,
        steps: [
          { matchId: first.id, type: 'red', rateId: first.rate },
          { matchId: second.id, type: 'blue', rateId: second.rate },
        ],
      },
      headers: auth,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const data = placed.json<{ data: StepBetData }>().data;
    expect(data.ticket.legs.map((l) => l.match_id)).toEqual([first.id, second.id]);
    // member one's 5,000 less the ticket's 100, held in the ticket's escrow
    expect(data.balance).toBe(4_900);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('offers the demo prizes with their pictures and leaves one order waiting to ship', async () => {
    await seedDemo(depsOf(t));
    const member = await callRoute(t.app, accountRoutes.login, {
      body: { phone: '0800000001', password: 'demo1234', agent_id: 1 },
    });
    const token = member.json<{ data: { access_token: string } }>().data.access_token;
    const res = await callRoute(t.app, rewardRoutes.items, { as: token });
    const items = res.json<{
      data: Array<{ id: number; name: string; image_name: string | null; cash: number | null }>;
    }>().data;
    expect(items.slice(0, 3).map((i) => [i.id, i.cash])).toEqual([
      [5, 100],
      [6, 200],
      [7, 500],
    ]);
    const prizes = items.filter((i) => i.cash === null);
    expect(prizes.map((p) => p.name).sort()).toEqual(DEMO_PRIZES.map((p) => p.name).sort());
    for (const p of prizes) {
      const image = await callRoute(t.app, rewardRoutes.image, { params: { name: p.image_name ?? 'none' } });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/svg+xml');
      expect(image.body).toContain('<svg');
    }
    const { rows } = await t.db.query<{ item_name: string; status: string; address: string; phone: string }>(
      `SELECT o.item_name, o.status, o.address, m.phone FROM redeem_orders o JOIN members m ON m.id = o.member_id`,
    );
    expect(rows).toEqual([
      {
        item_name: DEMO_PRIZE_ORDER.prize,
        status: 'pending',
        address: DEMO_PRIZE_ORDER.address,
        phone: DEMO_PRIZE_ORDER.phone,
      },
    ]);

    // the prizes as demo-prizes.ts has them (the waiting order took one cap from the stock); one
    // seeded before prizes had an English name is given it at the next start
    const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : 1);
    const prizeRows = async () =>
      (
        await t.db.query<{ name: string }>(
          'SELECT name, name_en, point, stock, is_active FROM redeem_items WHERE name = ANY($1::text[])',
          [DEMO_PRIZES.map((p) => p.name)],
        )
      ).rows.sort(byName);
    const expected = [...DEMO_PRIZES].sort(byName).map((p) => ({
      name: p.name,
      name_en: p.nameEn,
      point: p.point,
      stock: p.name === DEMO_PRIZE_ORDER.prize && p.stock !== null ? p.stock - 1 : p.stock,
      is_active: true,
    }));
    expect(await prizeRows()).toEqual(expected);
    const admin = await callRoute(t.app, operatorAuthRoutes.login, {
      body: { username: 'admin', password: 'admin1234' },
    });
    const adminToken = admin.json<{ data: { access_token: string } }>().data.access_token;
    for (const p of prizes) {
      const cleared = await callRoute(t.app, rewardDeskRoutes.patchItem, {
        as: adminToken,
        params: { id: p.id },
        body: { name_en: null },
      });
      expect(cleared.statusCode).toBe(200);
    }
    await seedDemo(depsOf(t));
    expect(await prizeRows()).toEqual(expected);
  });

  it('opens one demo event bet that members see in the side panel, once however often it runs', async () => {
    await seedDemo(depsOf(t));
    await seedDemo(depsOf(t));
    const login = await callRoute(t.app, accountRoutes.login, {
      body: { phone: '0800000001', password: 'demo1234', agent_id: 1 },
    });
    const token = login.json<{ data: { access_token: string } }>().data.access_token;
    const res = await callRoute(t.app, eventRoutes.quiz, { as: token });
    const events = res.json<{
      data: Array<{ question: string; options: Array<{ label: string; odds: number }> }>;
    }>().data;
    expect(events.map((e) => e.question)).toEqual([DEMO_EVENT.question]);
    expect(events[0]?.options.map((o) => [o.label, o.odds])).toEqual(
      DEMO_EVENT.options.map((o) => [o.label, o.odds]),
    );
  });

  it('lets every login of the startup banner in', async () => {
    await seedDemo(depsOf(t));
    expect(DEMO_LOGINS.map((l) => l.login)).toEqual(
      expect.arrayContaining(['0800000001', '0800000002', 'admin', 'operator1', 'cashier1']),
    );
    for (const l of DEMO_LOGINS) {
      const isMember = /^\d+$/.test(l.login);
      const res = isMember
        ? await callRoute(t.app, accountRoutes.login, {
            body: { phone: l.login, password: l.password, agent_id: 1 },
          })
        : await callRoute(t.app, operatorAuthRoutes.login, {
            body: { username: l.login, password: l.password },
          });
      expect(res.statusCode, `${l.who} ${l.login}`).toBe(200);
    }
    const admin = await callRoute(t.app, operatorAuthRoutes.login, {
      body: { username: 'admin', password: 'admin1234' },
    });
    expect(admin.json()).toMatchObject({ data: { operator: { username: 'admin', role: 'admin' } } });
  });

  it('leaves a member who is not the demo member alone, even with the demo phone', async () => {
    const other = await createTestApp();
    try {
      const reg = await callRoute(other.app, accountRoutes.register, {
        body: {
          phone: '0800000001',
          password: 'secret1',
          name: 'คนจริง',
          agent_id: 1,
          bank_name: 'BBL',
          bank_acc_no: '5550000001',
          referrer: '',
        },
      });
      expect(reg.statusCode).toBe(200);
      await seedDemo(depsOf(other));
      const { rows } = await other.db.query<{ phone: string; referrer_id: number | null; balance: number }>(
        `SELECT m.phone, m.referrer_id, b.balance FROM members m JOIN balances b ON b.account = 'member:' || m.id ORDER BY m.phone`,
      );
      expect(rows).toEqual([
        { phone: '0800000001', referrer_id: null, balance: 0 },
        // the VIP's seeded withdrawal waits in the cashier's queue
        { phone: '0800000002', referrer_id: null, balance: 4_850_000 },
        { phone: '0800000003', referrer_id: null, balance: 0 },
      ]);
      expect((await checkLedger(other.db)).ok).toBe(true);
    } finally {
      await other.close();
    }
  });
});
