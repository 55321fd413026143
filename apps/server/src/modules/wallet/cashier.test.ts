// The cashier's deposit queue and the house deposit accounts (DESIGN §9), through the console's API;
// and live access counting approved deposits only (DESIGN §7).
import type { LiveAccess } from '@sanam/contract/matches.ts';
import { accountRoutes } from '@sanam/contract/routes/account.ts';
import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import { matchRoutes } from '@sanam/contract/routes/matches.ts';
import { cashierRoutes, walletRoutes } from '@sanam/contract/routes/wallet.ts';
import type { SlipData } from '@sanam/contract/wallet.ts';
import type {
  AdminDeposit,
  AdminDepositAccount,
  AdminDepositList,
  CashierSummary,
} from '@sanam/contract/cashier.ts';
import { slipVerify as makeSlipQr } from 'promptparse/generate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { startStandIn, type StandIn } from '../../test/stand-in-service.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { operatorToken } from '../../test/factories/desk.ts';
import type { TestMember } from '../../test/factories/members.ts';
import { body, type Envelope, type ErrorBody, type ProfileBody } from '../../test/factories/replies.ts';
import { HOUSE, walletFactory } from '../../test/factories/wallet.ts';
import { useDesk } from '../../test/harness.ts';

const desk = useDesk({
  ready: async () => {
    await w.openHouseAccount();
  },
});
const { t } = desk;

const w = walletFactory(desk);

let unknownRef = 0;
/** A member's slip that the slip check does not know: it waits for a cashier. */
async function pendingDeposit(member?: TestMember) {
  const m = member ?? (await w.fundedMember(0));
  const payload = makeSlipQr({
    sendingBank: '004',
    transRef: `PENDING${String(++unknownRef).padStart(8, '0')}`,
  });
  const res = await w.sendSlip(m, payload);
  expect(res.statusCode).toBe(200);
  return { member: m, id: body<Envelope<SlipData>>(res).data.deposit.id };
}

const approve = (id: number, amount: number, token = desk.cashier) =>
  callRoute(t.app, cashierRoutes.approveDeposit, { as: token, params: { id }, body: { amount } });

describe('the deposit queue', () => {
  it('lists a waiting slip with the slip, what the check said and why it waits; only for cashiers and admins', async () => {
    const { member, id } = await pendingDeposit();
    const res = await callRoute(t.app, cashierRoutes.deposits, {
      as: desk.cashier,
      query: { status: 'pending', q: member.username },
    });
    expect(res.statusCode).toBe(200);
    const list = body<Envelope<AdminDepositList>>(res).data;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      id,
      status: 'pending',
      source: 'slip',
      amount: null,
      pending_reason: 'not_found',
      slip: { sending_bank: '004', sending_bank_name: 'KBANK' },
      check: { status: 'not_found', provider: 'sandbox' },
      member: { id: member.id, username: member.username, bank_name: 'SCB' },
    });
    const summary = body<Envelope<CashierSummary>>(
      await callRoute(t.app, cashierRoutes.summary, { as: desk.cashier }),
    );
    expect(summary.data.deposits_pending).toBeGreaterThanOrEqual(1);
    expect(summary.data.sandbox).toBe(true);
    for (const route of [cashierRoutes.deposits, cashierRoutes.summary, cashierRoutes.depositAccounts])
      expect((await callRoute(t.app, route, { as: desk.operator })).statusCode, route.path).toBe(403);
    expect((await approve(id, 100, desk.operator)).statusCode).toBe(403);
    expect(
      (await callRoute(t.app, cashierRoutes.deposits, { as: desk.admin, query: { status: 'all' } }))
        .statusCode,
    ).toBe(200);
  });

  it('approving credits the amount the cashier confirms, audited, with BALANCE; a second decision is refused', async () => {
    const { member, id } = await pendingDeposit();
    t.emitted.length = 0;
    const zero = await approve(id, 0);
    expect(zero.statusCode).toBe(400);
    expect(body<ErrorBody>(zero).message).toBe('จำนวนเงินต้องมากกว่า 0');
    expect((await approve(id, 10.005)).statusCode).toBe(400);

    const res = await approve(id, 750.5);
    expect(res.statusCode).toBe(200);
    expect(body<Envelope<AdminDeposit>>(res)).toMatchObject({
      message: 'อนุมัติรายการฝากและเติมเครดิตแล้ว',
      data: {
        status: 'approved',
        amount: 750.5,
        pending_reason: null,
        decided_by: expect.any(String) as unknown,
      },
    });
    expect(await w.satangOf(`member:${member.id}`)).toBe(75_050);
    expect(t.emitted).toContainEqual({
      room: 'user',
      id: member.id,
      event: 'BALANCE',
      payload: { balance: 750.5, event_point: 0 },
    });
    const { rows } = await t.db.query<{ action: string; after: { amount: number; balance: number } }>(
      `SELECT action, after FROM audit_log WHERE target_type = 'deposit' AND target_id = $1`,
      [String(id)],
    );
    expect(rows).toMatchObject([{ action: 'deposit.approve', after: { amount: 750.5, balance: 750.5 } }]);

    const before = await w.moneySnapshot();
    const again = await approve(id, 750.5);
    expect(again.statusCode).toBe(409);
    expect(body<ErrorBody>(again).message).toBe('รายการฝากนี้ถูกดำเนินการไปแล้ว');
    expect(
      (
        await callRoute(t.app, cashierRoutes.rejectDeposit, {
          as: desk.cashier,
          params: { id },
          body: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(409);
    expect(await w.moneySnapshot()).toEqual(before);
    await w.expectLedgerOk();
  });

  it('credits once when five cashiers approve the same deposit at the same moment', async () => {
    const others = await Promise.all([1, 2, 3, 4].map(() => operatorToken(t.app, t.db, 'cashier')));
    const { member, id } = await pendingDeposit();
    const replies = await Promise.all([desk.cashier, ...others].map((token) => approve(id, 500, token)));
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await w.satangOf(`member:${member.id}`)).toBe(50_000);
    await w.expectLedgerOk();
  });

  it('rejecting moves no money and tells the member why', async () => {
    const { member, id } = await pendingDeposit();
    const before = await w.satangOf(`member:${member.id}`);
    expect(
      (await callRoute(t.app, cashierRoutes.rejectDeposit, { as: desk.cashier, params: { id }, rawBody: {} }))
        .statusCode,
    ).toBe(400);
    const res = await callRoute(t.app, cashierRoutes.rejectDeposit, {
      as: desk.cashier,
      params: { id },
      body: { reason: 'สลิปปลอม' },
    });
    expect(res.statusCode).toBe(200);
    expect(body<Envelope<AdminDeposit>>(res).data).toMatchObject({ status: 'rejected', reason: 'สลิปปลอม' });
    expect(await w.satangOf(`member:${member.id}`)).toBe(before);
    const mine = await callRoute(t.app, walletRoutes.requests, { as: member });
    expect(body<Envelope<{ deposits: unknown[] }>>(mine).data.deposits).toMatchObject([
      { id, status: 'rejected', reason: 'สลิปปลอม' },
    ]);
    await w.expectLedgerOk();
  });

  it('lists a deposit a cashier recorded from the bank statement as approved, with its reason', async () => {
    const member = await w.fundedMember(0);
    const res = await callRoute(t.app, memberDeskRoutes.adjust, {
      as: desk.cashier,
      params: { id: member.id },
      body: {
        amount: 420,
        reason: 'โอนเข้า SCB 10:42',
        kind: 'deposit',
      },
    });
    expect(res.statusCode).toBe(200);
    const list = body<Envelope<AdminDepositList>>(
      await callRoute(t.app, cashierRoutes.deposits, {
        as: desk.cashier,
        query: { status: 'approved', q: member.phone },
      }),
    ).data;
    expect(list.items).toMatchObject([
      { source: 'cashier', status: 'approved', amount: 420, reason: 'โอนเข้า SCB 10:42', slip: null },
    ]);
  });
});

describe('a sandbox slip that finds the slip check down', () => {
  it('waits as unavailable, and the cashier’s re-check credits it once the sandbox answers', async () => {
    const member = await w.fundedMember(0);
    const slip = await w.testSlip({ amount: 220, unavailable_checks: 1 });
    const sent = body<Envelope<SlipData>>(await w.sendSlip(member, slip.payload)).data;
    expect(sent).toMatchObject({ balance: 0, deposit: { status: 'pending' } });
    const id = sent.deposit.id;
    const [row] = body<Envelope<AdminDepositList>>(
      await callRoute(t.app, cashierRoutes.deposits, { as: desk.cashier, query: { q: slip.trans_ref } }),
    ).data.items;
    expect(row).toMatchObject({ id, pending_reason: 'unavailable', check: { status: 'unavailable' } });
    const res = await callRoute(t.app, cashierRoutes.recheckDeposit, { as: desk.cashier, params: { id } });
    expect(res.statusCode).toBe(200);
    expect(body<Envelope<{ outcome: string }>>(res).data.outcome).toBe('credited');
    expect(await w.satangOf(`member:${member.id}`)).toBe(22_000);
    await w.expectLedgerOk();
  });

  it('refuses a re-check of a deposit a cashier recorded (it never waits)', async () => {
    const member = await w.fundedMember(50);
    const list = body<Envelope<AdminDepositList>>(
      await callRoute(t.app, cashierRoutes.deposits, {
        as: desk.cashier,
        query: { status: 'approved', q: member.phone },
      }),
    ).data;
    const recorded = list.items[0]?.id ?? 0;
    expect(
      (await callRoute(t.app, cashierRoutes.recheckDeposit, { as: desk.cashier, params: { id: recorded } }))
        .statusCode,
    ).toBe(409);
  });
});

describe('live access', () => {
  const liveaction = async (m: TestMember) =>
    body<Envelope<LiveAccess>>(await callRoute(t.app, matchRoutes.liveAccess, { as: m, body: {} })).data;

  it('counts slip deposits and approvals, not slips still waiting or rejected', async () => {
    const member = await w.fundedMember(0);
    const waiting = await pendingDeposit(member);
    const rejected = await pendingDeposit(member);
    await callRoute(t.app, cashierRoutes.rejectDeposit, {
      as: desk.cashier,
      params: { id: rejected.id },
      body: { reason: 'ไม่พบยอด' },
    });
    expect(await liveaction(member)).toMatchObject({ eligible: false, deposited: 0 });

    const slip = await w.testSlip({ amount: 60 });
    expect((await w.sendSlip(member, slip.payload)).statusCode).toBe(200);
    expect(await liveaction(member)).toMatchObject({ eligible: false, deposited: 60 });
    expect((await approve(waiting.id, 40)).statusCode).toBe(200);
    expect(await liveaction(member)).toMatchObject({ eligible: true, deposited: 100 });
  });
});

describe('house deposit accounts', () => {
  it('are added by admins only, refuse a duplicate, and validate their fields', async () => {
    const account = { bank_name: 'BBL', bank_acc_no: '1112223334', bank_acc_name: 'บจก. สนาม' } as const;
    expect(
      (await callRoute(t.app, cashierRoutes.createDepositAccount, { as: desk.cashier, body: account }))
        .statusCode,
    ).toBe(403);
    const created = await callRoute(t.app, cashierRoutes.createDepositAccount, {
      as: desk.admin,
      body: {
        ...account,
        is_active: false,
      },
    });
    expect(created.statusCode).toBe(200);
    expect(body<Envelope<AdminDepositAccount>>(created).data).toMatchObject({ ...account, is_active: false });
    const dup = await callRoute(t.app, cashierRoutes.createDepositAccount, { as: desk.admin, body: account });
    expect(dup.statusCode).toBe(409);
    expect(body<ErrorBody>(dup).message).toBe('บัญชีนี้มีอยู่ในระบบแล้ว');
    const bad = await callRoute(t.app, cashierRoutes.createDepositAccount, {
      as: desk.admin,
      rawBody: {
        bank_name: 'XYZ',
        bank_acc_no: '12',
        bank_acc_name: '',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(body<ErrorBody>(bad).data.fields).toMatchObject({
      bank_name: 'กรุณาเลือกธนาคาร',
      bank_acc_no: 'เลขบัญชีธนาคารต้องเป็นตัวเลข 10 ถึง 15 หลัก',
      bank_acc_name: 'กรุณากรอกชื่อบัญชี',
    });
    const cashierView = await callRoute(t.app, cashierRoutes.depositAccounts, { as: desk.cashier });
    expect(body<Envelope<AdminDepositAccount[]>>(cashierView).data.map((a) => a.bank_acc_no)).toEqual(
      expect.arrayContaining([HOUSE.bank_acc_no, account.bank_acc_no]),
    );
  });

  it('are assigned to members, and deactivating one moves its members to another at once', async () => {
    const isolated = await createTestApp();
    try {
      const [a, c] = await Promise.all([
        operatorToken(isolated.app, isolated.db, 'admin'),
        operatorToken(isolated.app, isolated.db, 'cashier'),
      ]);
      const f = walletFactory({ t: isolated, admin: a, cashier: c });
      const profile = async (m: TestMember) =>
        body<ProfileBody>(await callRoute(isolated.app, accountRoutes.profile, { as: m, body: {} })).data.user
          .account;
      // registered before any account exists: none to show, and one as soon as the first is added
      const early = await f.fundedMember(0);
      expect(await profile(early)).toBeNull();
      const first = await f.openHouseAccount();
      expect(await profile(early)).toMatchObject({ bank_acc_no: HOUSE.bank_acc_no });
      const second = await f.openHouseAccount({
        bank_name: 'SCB',
        bank_acc_no: '9998887776',
        bank_acc_name: 'บจก. สอง',
      });
      const members = await Promise.all(Array.from({ length: 6 }, () => f.fundedMember(0)));
      const accounts = await Promise.all(members.map(profile));
      // new members spread over both accounts
      expect(new Set(accounts.map((x) => x?.bank_acc_no))).toEqual(
        new Set([HOUSE.bank_acc_no, '9998887776']),
      );

      const off = await callRoute(isolated.app, cashierRoutes.patchDepositAccount, {
        as: a,
        params: { id: second },
        body: {
          is_active: false,
        },
      });
      expect(off.statusCode).toBe(200);
      expect(body<Envelope<AdminDepositAccount>>(off).data.members).toBe(0);
      for (const m of members) expect(await profile(m)).toMatchObject({ bank_acc_no: HOUSE.bank_acc_no });
      const list = body<Envelope<AdminDepositAccount[]>>(
        await callRoute(isolated.app, cashierRoutes.depositAccounts, { as: c }),
      );
      expect(list.data.find((x) => x.id === first)?.members).toBe(7);
      const { rows } = await isolated.db.query<{ after: { members_moved: number } }>(
        `SELECT after FROM audit_log WHERE action = 'deposit_account.update'`,
      );
      expect(rows[0]?.after.members_moved).toBeGreaterThan(0);

      // with no active account at all, members see none rather than a closed account
      await callRoute(isolated.app, cashierRoutes.patchDepositAccount, {
        as: a,
        params: { id: first },
        body: { is_active: false },
      });
      expect(await profile(early)).toBeNull();
    } finally {
      await isolated.close();
    }
  });
});

describe('a real slip-check service (SLIP_CHECK_URL)', () => {
  let service: StandIn;
  let app: TestContext;

  beforeAll(async () => {
    service = await startStandIn('/verify');
    app = await createTestApp({ slipCheckUrl: service.url, slipCheckKey: 'k', slipCheckTimeoutMs: 2000 });
  });
  afterAll(async () => {
    await app.close();
    await service.close();
  });

  it('credits what the service confirms, and keeps the slip for a cashier when the service is down', async () => {
    const [a, c] = await Promise.all([
      operatorToken(app.app, app.db, 'admin'),
      operatorToken(app.app, app.db, 'cashier'),
    ]);
    const f = walletFactory({ t: app, admin: a, cashier: c });
    await f.openHouseAccount();
    const member = await f.fundedMember(0);
    service.answer = {
      status: 200,
      body: {
        success: true,
        data: {
          receivingBank: '004',
          transTimestamp: new Date().toISOString(),
          amount: '2500.00',
          // the holder's name as the bank prints it: a slip credits at once only when it is the
          // house account's (HOUSE.bank_acc_name)
          receiver: { displayName: 'บจก. สนาม (ทดสอบ)', name: 'SANAM', account: { value: 'xxx-x-x5678-x' } },
        },
      },
    };
    const ok = await f.sendSlip(member, makeSlipQr({ sendingBank: '002', transRef: 'REALSERVICE00000001' }));
    expect(body<Envelope<SlipData>>(ok).data).toMatchObject({
      balance: 2500,
      deposit: { status: 'approved' },
    });

    service.answer = { status: 503, body: { error: 'maintenance' } };
    const down = await f.sendSlip(
      member,
      makeSlipQr({ sendingBank: '002', transRef: 'REALSERVICE00000002' }),
    );
    expect(body<Envelope<SlipData>>(down).data).toMatchObject({
      balance: 2500,
      deposit: { status: 'pending' },
    });
    const { rows } = await app.db.query<{ pending_reason: string; check_provider: string }>(
      `SELECT pending_reason, check_provider FROM deposits WHERE status = 'pending'`,
    );
    expect(rows).toEqual([{ pending_reason: 'unavailable', check_provider: 'http' }]);
  });
});
