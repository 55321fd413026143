import type { LedgerCheck } from '@sanam/contract/admin.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../ledger/ledger.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { DEMO_DEPOSIT_ACCOUNT, DEMO_LOGINS, DEMO_MEMBERS, DEMO_OPERATORS, seedDemo } from './demo.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function counts() {
  const { rows } = await t.db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM operators) AS operators,
            (SELECT count(*)::int FROM members) AS members,
            (SELECT count(*)::int FROM deposit_accounts) AS deposit_accounts,
            (SELECT count(*)::int FROM balances) AS balances,
            (SELECT count(*)::int FROM journal_entries) AS entries,
            (SELECT count(*)::int FROM postings) AS postings`,
  );
  return rows[0];
}

describe('the demo seed', () => {
  it('can run at every start, even two at once: the second run adds nothing and the ledger holds', async () => {
    await Promise.all([seedDemo(t.db, t.config), seedDemo(t.db, t.config)]);
    const first = await counts();
    expect(first).toEqual({
      operators: DEMO_OPERATORS.length,
      members: DEMO_MEMBERS.length,
      deposit_accounts: 1,
      balances: DEMO_MEMBERS.length * 2,
      entries: DEMO_MEMBERS.filter((m) => m.startingSatang > 0).length,
      postings: DEMO_MEMBERS.filter((m) => m.startingSatang > 0).length * 2,
    });
    await seedDemo(t.db, t.config);
    expect(await counts()).toEqual(first);
    const check: LedgerCheck = await checkLedger(t.db);
    expect(check.checks.filter((c) => !c.ok)).toEqual([]);
  });

  it('gives the demo members their starting money through the ledger, the VIP flag and the referral', async () => {
    await seedDemo(t.db, t.config);
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
      { phone: '0800000002', is_vip: true, referrer: null, balance: 5_000_000 },
      { phone: '0800000003', is_vip: false, referrer: '0800000001', balance: 0 },
    ]);
    const { rows: entries } = await t.db.query<{ key: string; type: number }>(
      'SELECT key, type FROM journal_entries ORDER BY key',
    );
    expect(entries).toEqual([
      { key: 'seed:deposit:0800000001', type: 1 },
      { key: 'seed:deposit:0800000002', type: 1 },
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

  it('lets every login of the startup banner in', async () => {
    await seedDemo(t.db, t.config);
    expect(DEMO_LOGINS.map((l) => l.login)).toEqual(
      expect.arrayContaining(['0800000001', '0800000002', 'admin', 'operator1', 'cashier1']),
    );
    for (const l of DEMO_LOGINS) {
      const isMember = /^\d+$/.test(l.login);
      const res = isMember
        ? await t.app.inject({
            method: 'POST',
            url: '/api/user/login',
            payload: { phone: l.login, password: l.password, agent_id: 1 },
          })
        : await t.app.inject({
            method: 'POST',
            url: '/api/admin/auth/login',
            payload: { username: l.login, password: l.password },
          });
      expect(res.statusCode, `${l.who} ${l.login}`).toBe(200);
    }
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { username: 'admin', password: 'admin1234' },
    });
    expect(admin.json()).toMatchObject({ data: { operator: { username: 'admin', role: 'admin' } } });
  });

  it('leaves a member who is not the demo member alone, even with the demo phone', async () => {
    const other = await createTestApp();
    try {
      const reg = await other.app.inject({
        method: 'POST',
        url: '/api/user/register',
        payload: {
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
      await seedDemo(other.db, other.config);
      const { rows } = await other.db.query<{ phone: string; referrer_id: number | null; balance: number }>(
        `SELECT m.phone, m.referrer_id, b.balance FROM members m JOIN balances b ON b.account = 'member:' || m.id ORDER BY m.phone`,
      );
      expect(rows).toEqual([
        { phone: '0800000001', referrer_id: null, balance: 0 },
        { phone: '0800000002', referrer_id: null, balance: 5_000_000 },
        { phone: '0800000003', referrer_id: null, balance: 0 },
      ]);
      expect((await checkLedger(other.db)).ok).toBe(true);
    } finally {
      await other.close();
    }
  });
});
