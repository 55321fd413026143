import type { AdminMember, AuditEntry, LedgerCheck } from '@sanam/contract/admin.ts';
import { translate, type MessageKey } from '@sanam/contract/messages.ts';
import { accountRoutes } from '@sanam/contract/routes/account.ts';
import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import { describe, expect, it } from 'vitest';
import { type BodyOf, callRoute } from '../../test/call-route.ts';
import { useDesk } from '../../test/harness.ts';
import { adminRoute } from '../../test/factories/desk.ts';
import { moneyState } from '../../test/factories/ledger.ts';
import { aMember, login, type TestMember } from '../../test/factories/members.ts';
import { body, type Envelope } from '../../test/factories/replies.ts';

const desk = useDesk();
const { t } = desk;

const en = (key: MessageKey) => translate(key, 'en');
const EN = { 'accept-language': 'en' };

const adjust = (
  token: string,
  memberId: number,
  payload: BodyOf<typeof memberDeskRoutes.adjust>,
  headers: Record<string, string> = {},
) =>
  adminRoute(t.app, token, memberDeskRoutes.adjust, {
    params: { id: memberId },
    body: payload,
    headers: { ...EN, ...headers },
  });

/** An adjustment the schema refuses, sent as it is. */
const adjustRaw = (token: string, memberId: number, payload: unknown) =>
  adminRoute(t.app, token, memberDeskRoutes.adjust, {
    params: { id: memberId },
    rawBody: payload,
    headers: EN,
  });

async function memberBalanceBaht(memberId: number): Promise<number> {
  const { rows } = await t.db.query<{ balance: number }>('SELECT balance FROM balances WHERE account = $1', [
    `member:${memberId}`,
  ]);
  return (rows[0]?.balance ?? NaN) / 100;
}

async function expectLedgerOk() {
  const res = await adminRoute(t.app, desk.admin, memberDeskRoutes.ledgerCheck);
  expect(res.statusCode).toBe(200);
  const check = body<Envelope<LedgerCheck>>(res).data;
  expect(check.checks.filter((c) => !c.ok)).toEqual([]);
  expect(check.ok).toBe(true);
}

async function memberAudits(memberId: number): Promise<AuditEntry[]> {
  const res = await adminRoute(t.app, desk.admin, memberDeskRoutes.audit, { query: { limit: 200 } });
  expect(res.statusCode).toBe(200);
  return body<Envelope<{ items: AuditEntry[] }>>(res).data.items.filter(
    (a) => a.target_type === 'member' && a.target_id === String(memberId),
  );
}

async function fund(member: TestMember, baht: number) {
  const res = await adjust(desk.cashier, member.id, { amount: baht, reason: 'test funds', kind: 'deposit' });
  expect(res.statusCode).toBe(200);
}

describe('who may use the operator API', () => {
  it('refuses a member token on every operator route with 401', async () => {
    const member = await aMember(t.app);
    const calls = [
      adminRoute(t.app, member.accessToken, memberDeskRoutes.search),
      adminRoute(t.app, member.accessToken, memberDeskRoutes.patch, {
        params: { id: member.id },
        body: { is_vip: true },
      }),
      adminRoute(t.app, member.accessToken, memberDeskRoutes.adjust, {
        params: { id: member.id },
        body: { amount: 1000, reason: 'x' },
      }),
      adminRoute(t.app, member.accessToken, memberDeskRoutes.audit),
      adminRoute(t.app, member.accessToken, memberDeskRoutes.ledgerCheck),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false });
    }
    expect((await moneyState(t.db, member.id)).balance).toBe(0);
  });

  it('refuses a call without a token with 401', async () => {
    const res = await callRoute(t.app, memberDeskRoutes.search);
    expect(res.statusCode).toBe(401);
  });

  it('refuses a match operator moving money or reading the audit log with 403, and lets a cashier adjust', async () => {
    const member = await aMember(t.app);
    const refused = await adjust(desk.operator, member.id, { amount: 100, reason: 'not my desk' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: en('error.forbidden') });
    expect(
      (
        await adminRoute(t.app, desk.operator, memberDeskRoutes.patch, {
          params: { id: member.id },
          body: { is_vip: true },
        })
      ).statusCode,
    ).toBe(403);
    expect((await adminRoute(t.app, desk.operator, memberDeskRoutes.audit)).statusCode).toBe(403);
    expect((await adminRoute(t.app, desk.cashier, memberDeskRoutes.audit)).statusCode).toBe(403);
    expect((await moneyState(t.db, member.id)).balance).toBe(0);

    const done = await adjust(desk.cashier, member.id, { amount: 100, reason: 'goodwill' });
    expect(done.statusCode).toBe(200);
    expect(await memberBalanceBaht(member.id)).toBe(100);
  });
});

describe('finding and editing members', () => {
  it('finds a member by a fragment of their phone, with their balance from the ledger', async () => {
    const member = await aMember(t.app, 'ค้นหา เจอแน่');
    await aMember(t.app);
    await fund(member, 1234.5);
    const res = await adminRoute(t.app, desk.operator, memberDeskRoutes.search, {
      query: { q: member.phone.slice(2) },
    });
    expect(res.statusCode).toBe(200);
    const { items, total } = body<Envelope<{ items: AdminMember[]; total: number }>>(res).data;
    expect(total).toBe(1);
    expect(items).toEqual([
      expect.objectContaining({
        id: member.id,
        phone: member.phone,
        username: member.username,
        name: 'ค้นหา เจอแน่',
        balance: 1234.5,
        event_point: 0,
        is_vip: false,
        is_blocked: false,
      }),
    ]);
    expect(res.body).not.toMatch(/password|argon2/i);

    const byName = await adminRoute(t.app, desk.operator, memberDeskRoutes.search, {
      query: { q: 'เจอแน่' },
    });
    expect(body<Envelope<{ items: AdminMember[] }>>(byName).data.items.map((m) => m.id)).toEqual([member.id]);
  });

  it('treats % and _ in a search as plain characters', async () => {
    await aMember(t.app);
    const res = await adminRoute(t.app, desk.operator, memberDeskRoutes.search, { query: { q: '%' } });
    expect(res.statusCode).toBe(200);
    expect(body<Envelope<{ total: number }>>(res).data.total).toBe(0);
  });

  it('pages the member list and counts every match', async () => {
    await Promise.all([aMember(t.app), aMember(t.app), aMember(t.app)]);
    const res = await adminRoute(t.app, desk.operator, memberDeskRoutes.search, {
      query: { limit: 2, offset: 1 },
    });
    const { items, total } = body<Envelope<{ items: AdminMember[]; total: number }>>(res).data;
    expect(items).toHaveLength(2);
    expect(total).toBeGreaterThanOrEqual(3);
    expect(
      (await adminRoute(t.app, desk.operator, memberDeskRoutes.search, { query: { limit: 500 } })).statusCode,
    ).toBe(400);
  });

  it('lists each member with when they joined, their last sign-in and the deposits approved to them', async () => {
    const member = await aMember(t.app, 'ฝากรวม ทดสอบ');
    const fresh = await aMember(t.app);
    await fund(member, 500);
    await fund(member, 250.25);
    // a claimed deposit the desk rejected, and one still waiting: neither counts
    await t.db.query(
      `INSERT INTO deposits (member_id, source, status, reason, decided_at)
       VALUES ($1, 'cashier', 'rejected', 'ไม่พบยอด', now())`,
      [member.id],
    );
    await t.db.query(`INSERT INTO deposits (member_id, source, status) VALUES ($1, 'cashier', 'pending')`, [
      member.id,
    ]);
    // a second sign-in later than the registration's
    await t.db.query(
      `UPDATE sessions SET created_at = created_at - interval '2 days' WHERE subject_kind = 'member' AND subject_id = $1`,
      [member.id],
    );
    expect((await login(t.app, member.phone, member.password)).statusCode).toBe(200);
    const { rows } = await t.db.query<{ at: Date }>(
      `SELECT max(created_at) AS at FROM sessions WHERE subject_kind = 'member' AND subject_id = $1`,
      [member.id],
    );

    const res = await adminRoute(t.app, desk.operator, memberDeskRoutes.search, { query: { limit: 100 } });
    expect(res.statusCode).toBe(200);
    const { items } = body<Envelope<{ items: AdminMember[] }>>(res).data;
    const listed = items.find((m) => m.id === member.id);
    expect(listed).toMatchObject({
      deposit_total: 750.25,
      last_login_at: new Date(rows[0]!.at).toISOString(),
    });
    expect(Date.parse(listed!.created_at)).toBeLessThanOrEqual(Date.parse(listed!.last_login_at!));
    expect(items.find((m) => m.id === fresh.id)).toMatchObject({ deposit_total: 0 });
  });

  it('makes a member VIP, keeps it, and audits who did it with the flags before and after', async () => {
    const member = await aMember(t.app);
    const res = await adminRoute(t.app, desk.admin, memberDeskRoutes.patch, {
      params: { id: member.id },
      body: { is_vip: true },
      headers: EN,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: en('admin.member_updated'),
      data: { id: member.id, is_vip: true, is_blocked: false },
    });

    const found = await adminRoute(t.app, desk.admin, memberDeskRoutes.search, {
      query: { q: member.phone },
    });
    expect(body<Envelope<{ items: AdminMember[] }>>(found).data.items[0]).toMatchObject({ is_vip: true });

    const audits = await memberAudits(member.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'member.update',
      operator_username: expect.stringMatching(/^admin/) as unknown,
      before: { is_vip: false, is_blocked: false },
      after: { is_vip: true, is_blocked: false },
    });
  });

  it('blocks a member: their token stops working at once', async () => {
    const member = await aMember(t.app);
    const res = await adminRoute(t.app, desk.cashier, memberDeskRoutes.patch, {
      params: { id: member.id },
      body: { is_blocked: true },
    });
    expect(res.statusCode).toBe(200);
    const profile = await callRoute(t.app, accountRoutes.profile, { as: member });
    expect(profile.statusCode).toBe(403);
  });

  it('refuses an empty patch, an unknown field, and an unknown member', async () => {
    const member = await aMember(t.app);
    expect(
      (
        await adminRoute(t.app, desk.admin, memberDeskRoutes.patch, {
          params: { id: member.id },
          rawBody: {},
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await adminRoute(t.app, desk.admin, memberDeskRoutes.patch, {
          params: { id: member.id },
          rawBody: { is_vip: true, phone: '0811111111' },
        })
      ).statusCode,
    ).toBe(400);
    const unknown = await adminRoute(t.app, desk.admin, memberDeskRoutes.patch, {
      params: { id: 99999999 },
      body: { is_vip: true },
      headers: EN,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: en('admin.member_not_found') });
    expect(await memberAudits(member.id)).toHaveLength(0);
  });
});

describe('adjusting a balance', () => {
  it('credits 500.25 then debits 200: balance 300.25, two ledger entries, two audit rows', async () => {
    const member = await aMember(t.app);
    const up = await adjust(desk.admin, member.id, { amount: 500.25, reason: 'ชดเชยระบบขัดข้อง' });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({
      success: true,
      message: en('admin.adjusted'),
      data: { id: member.id, balance: 500.25 },
    });
    const down = await adjust(desk.admin, member.id, { amount: -200, reason: 'แก้ยอดซ้ำ' });
    expect(down.statusCode).toBe(200);
    expect(body<Envelope<AdminMember>>(down).data.balance).toBe(300.25);
    expect(await memberBalanceBaht(member.id)).toBe(300.25);

    const { rows } = await t.db.query<{
      type: number;
      topic: string;
      memo: { reason: string };
      amount: number;
      account: string;
    }>(
      `SELECT e.type, e.topic, e.memo, p.amount, p.account
         FROM journal_entries e JOIN postings p ON p.entry_id = e.id
        WHERE e.id IN (SELECT entry_id FROM postings WHERE account = $1)
        ORDER BY e.id, p.account`,
      [`member:${member.id}`],
    );
    expect(rows).toEqual([
      {
        type: 9,
        topic: 'ปรับยอดโดยแอดมิน',
        memo: { reason: 'ชดเชยระบบขัดข้อง' },
        amount: -50025,
        account: 'house',
      },
      {
        type: 9,
        topic: 'ปรับยอดโดยแอดมิน',
        memo: { reason: 'ชดเชยระบบขัดข้อง' },
        amount: 50025,
        account: `member:${member.id}`,
      },
      { type: 9, topic: 'ปรับยอดโดยแอดมิน', memo: { reason: 'แก้ยอดซ้ำ' }, amount: 20000, account: 'house' },
      {
        type: 9,
        topic: 'ปรับยอดโดยแอดมิน',
        memo: { reason: 'แก้ยอดซ้ำ' },
        amount: -20000,
        account: `member:${member.id}`,
      },
    ]);

    const audits = await memberAudits(member.id);
    expect(audits.map((a) => [a.action, a.before, a.after])).toEqual([
      [
        'member.adjust',
        { balance: 500.25 },
        expect.objectContaining({ balance: 300.25, amount: -200, reason: 'แก้ยอดซ้ำ' }),
      ],
      [
        'member.adjust',
        { balance: 0 },
        expect.objectContaining({ balance: 500.25, amount: 500.25, kind: 'adjustment' }),
      ],
    ]);
    await expectLedgerOk();
  });

  it('refuses to take a balance below zero, and changes nothing', async () => {
    const member = await aMember(t.app);
    await fund(member, 100);
    const before = await moneyState(t.db, member.id);
    const res = await adjust(desk.admin, member.id, { amount: -100.01, reason: 'too much' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Insufficient balance' });
    expect(await moneyState(t.db, member.id)).toEqual(before);
    await expectLedgerOk();
  });

  it('refuses an amount with more than two decimals, a missing reason, a zero and a string, and changes nothing', async () => {
    const member = await aMember(t.app);
    await fund(member, 50);
    const before = await moneyState(t.db, member.id);

    const decimals = await adjustRaw(desk.admin, member.id, { amount: 1.005, reason: 'x' });
    expect(decimals.statusCode).toBe(400);
    expect(decimals.json()).toMatchObject({
      message: en('validation.amount_invalid'),
      data: { fields: { amount: en('validation.amount_invalid') } },
    });

    const noReason = await adjustRaw(desk.admin, member.id, { amount: 10 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ message: en('validation.reason_required') });
    expect((await adjustRaw(desk.admin, member.id, { amount: 10, reason: '   ' })).statusCode).toBe(400);

    expect((await adjustRaw(desk.admin, member.id, { amount: 0, reason: 'x' })).json()).toMatchObject({
      message: en('validation.amount_nonzero'),
    });
    expect((await adjustRaw(desk.admin, member.id, { amount: '10', reason: 'x' })).statusCode).toBe(400);
    expect(
      (await adjustRaw(desk.admin, member.id, { amount: 10, reason: 'x', kind: 'bonus' })).statusCode,
    ).toBe(400);

    expect(await moneyState(t.db, member.id)).toEqual(before);
  });

  it('records a cashier deposit from bank:in as a type 1 deposit, and refuses a negative one', async () => {
    const member = await aMember(t.app);
    const before = await moneyState(t.db, member.id);
    const negative = await adjustRaw(desk.cashier, member.id, { amount: -50, reason: 'x', kind: 'deposit' });
    expect(negative.statusCode).toBe(400);
    expect(negative.json()).toMatchObject({ message: en('admin.deposit_must_be_positive') });
    expect(await moneyState(t.db, member.id)).toEqual(before);

    const res = await adjust(desk.cashier, member.id, {
      amount: 300,
      reason: 'โอนเข้าบัญชีบริษัท 10:42',
      kind: 'deposit',
    });
    expect(res.statusCode).toBe(200);
    expect(body<Envelope<AdminMember>>(res).data.balance).toBe(300);
    const { rows } = await t.db.query<{ type: number; topic: string; accounts: string[] }>(
      `SELECT e.type, e.topic, array_agg(p.account ORDER BY p.account) AS accounts
         FROM journal_entries e JOIN postings p ON p.entry_id = e.id
        WHERE e.id IN (SELECT entry_id FROM postings WHERE account = $1)
        GROUP BY e.id, e.type, e.topic`,
      [`member:${member.id}`],
    );
    expect(rows).toEqual([{ type: 1, topic: 'ฝากเงิน', accounts: ['bank:in', `member:${member.id}`] }]);
    const audits = await memberAudits(member.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'member.deposit',
      before: { balance: 0 },
      after: { balance: 300, kind: 'deposit' },
    });
    await expectLedgerOk();
  });

  it('posts once when the same Idempotency-Key is sent twice (a double click)', async () => {
    const member = await aMember(t.app);
    const key = { 'idempotency-key': 'form-7f3a' };
    const [first, second] = await Promise.all([
      adjust(desk.admin, member.id, { amount: 250, reason: 'promo' }, key),
      adjust(desk.admin, member.id, { amount: 250, reason: 'promo' }, key),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const third = await adjust(desk.admin, member.id, { amount: 250, reason: 'promo' }, key);
    expect(body<Envelope<AdminMember>>(third).data.balance).toBe(250);
    expect(await memberBalanceBaht(member.id)).toBe(250);
    const state = await moneyState(t.db, member.id);
    expect(state.audits).toBe(1);
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM postings WHERE account = $1',
      [`member:${member.id}`],
    );
    expect(rows[0]?.n).toBe(1);

    // another operator's form with the same key is a different submission
    const other = await adjust(desk.cashier, member.id, { amount: 250, reason: 'promo' }, key);
    expect(body<Envelope<AdminMember>>(other).data.balance).toBe(500);
    await expectLedgerOk();
  });

  it('answers 404 for an unknown member and moves nothing', async () => {
    const res = await adjust(desk.admin, 99999999, { amount: 10, reason: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: en('admin.member_not_found') });
    expect((await adjust(desk.admin, 0, { amount: 10, reason: 'x' })).statusCode).toBe(400);
  });

  it('lets exactly 20 of 50 parallel debits of 100 through a balance of 2,000, never below zero', async () => {
    const member = await aMember(t.app);
    await fund(member, 2000);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        adjust(desk.cashier, member.id, { amount: -100, reason: `parallel ${i}` }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(20);
    expect(codes.filter((c) => c === 400)).toHaveLength(30);
    for (const r of results.filter((x) => x.statusCode === 400))
      expect(r.json()).toMatchObject({ message: 'Insufficient balance' });
    expect(await memberBalanceBaht(member.id)).toBe(0);
    const state = await moneyState(t.db, member.id);
    expect(state.audits).toBe(21);
    const { rows } = await t.db.query<{ min_after: number; n: number }>(
      'SELECT min(after_amount)::int AS min_after, count(*)::int AS n FROM postings WHERE account = $1',
      [`member:${member.id}`],
    );
    expect(rows[0]).toEqual({ min_after: 0, n: 21 });
    await expectLedgerOk();
  });
});

describe('the API document', () => {
  it('documents the operator calls in the OpenAPI document', async () => {
    // the document is served outside the declared routes, and names each path as it is served
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/admin/members',
        '/api/admin/members/{id}',
        '/api/admin/members/{id}/adjust',
        '/api/admin/audit',
        '/api/admin/ledger/check',
      ]),
    );
  });
});
