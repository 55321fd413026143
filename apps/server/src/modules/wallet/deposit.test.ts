// Slip deposits (spec §5, §7; DESIGN §7), through the member API on a real database: the sandbox
// slip check confirms the slips POST /api/sandbox/slips made; every other outcome waits for a cashier.
import { sandboxSlipRoutes, walletRoutes } from '@sanam/contract/routes/wallet.ts';
import type { SlipData, WalletRequests } from '@sanam/contract/wallet.ts';
import { slipVerify as makeSlipQr } from 'promptparse/generate';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { createTestApp } from '../../test/test-app.ts';
import { operatorToken } from '../../test/factories/desk.ts';
import { body, type Envelope, type ErrorBody } from '../../test/factories/replies.ts';
import { EN, walletFactory } from '../../test/factories/wallet.ts';
import { useDesk } from '../../test/harness.ts';

const desk = useDesk({
  ready: async () => {
    await w.openHouseAccount();
  },
});
const { t } = desk;

const w = walletFactory(desk);

describe('a slip the slip check confirms', () => {
  it('credits the member once, as a type-1 deposit with before and after, and tells their sockets', async () => {
    const member = await w.fundedMember(0);
    const slip = await w.testSlip({ amount: 1500 });
    expect(slip.image_data_url).toMatch(/^data:image\/png;base64,/);
    t.emitted.length = 0;

    const res = await w.sendSlip(member, slip.payload);
    expect(res.statusCode).toBe(200);
    const reply = body<Envelope<SlipData>>(res);
    expect(reply).toMatchObject({
      success: true,
      message: 'เติมเงินสำเร็จ',
      data: {
        balance: 1500,
        deposit: { status: 'approved', amount: 1500, source: 'slip', trans_ref: slip.trans_ref },
      },
    });
    const { rows } = await t.db.query<{
      type: number;
      amount: number;
      before_amount: number;
      after_amount: number;
    }>(
      `SELECT e.type, p.amount, p.before_amount, p.after_amount
         FROM postings p JOIN journal_entries e ON e.id = p.entry_id WHERE p.account = $1`,
      [`member:${member.id}`],
    );
    expect(rows).toEqual([{ type: 1, amount: 150_000, before_amount: 0, after_amount: 150_000 }]);
    expect(t.emitted).toContainEqual({
      room: 'user',
      id: member.id,
      event: 'BALANCE',
      payload: { balance: 1500, event_point: 0 },
    });
    await w.expectLedgerOk();
  });

  it('refuses the same slip sent again, by anyone, and changes nothing', async () => {
    const first = await w.fundedMember(0);
    const second = await w.fundedMember(0);
    const slip = await w.testSlip({ amount: 300 });
    expect((await w.sendSlip(first, slip.payload)).statusCode).toBe(200);
    const before = await w.moneySnapshot();

    for (const [member, headers] of [
      [first, {}],
      [second, EN],
    ] as const) {
      const again = await w.sendSlip(member, slip.payload, headers);
      expect(again.statusCode).toBe(409);
      expect(body<ErrorBody>(again)).toMatchObject({ success: false, data: { code: 'conflict' } });
    }
    expect(body<ErrorBody>(await w.sendSlip(first, slip.payload)).message).toBe(
      'สลิปนี้ถูกใช้เติมเงินไปแล้ว ไม่สามารถใช้ซ้ำได้',
    );
    expect(body<ErrorBody>(await w.sendSlip(second, slip.payload, EN)).message).toBe(
      'This slip has already been used and cannot be used again',
    );
    expect(await w.moneySnapshot()).toEqual(before);
  });

  it('credits once when the same slip arrives twenty times at once', async () => {
    const member = await w.fundedMember(0);
    const slip = await w.testSlip({ amount: 2000 });
    const replies = await Promise.all(Array.from({ length: 20 }, () => w.sendSlip(member, slip.payload)));
    const statuses = replies.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await w.satangOf(`member:${member.id}`)).toBe(200_000);
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM deposits WHERE trans_ref = $1',
      [slip.trans_ref],
    );
    expect(rows[0]?.n).toBe(1);
    await w.expectLedgerOk();
  });

  it('credits once when twenty members send one slip at once', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => w.fundedMember(0)));
    const slip = await w.testSlip({ amount: 100 });
    const replies = await Promise.all(members.map((m) => w.sendSlip(m, slip.payload)));
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const credited = await Promise.all(members.map((m) => w.satangOf(`member:${m.id}`)));
    expect(credited.sort((a, b) => b - a)).toEqual([10_000, ...Array<number>(19).fill(0)]);
    await w.expectLedgerOk();
  });
});

describe('a slip that is not a slip', () => {
  it('is refused with the spec message in the member language, and changes nothing', async () => {
    const member = await w.fundedMember(0);
    const before = await w.moneySnapshot();
    const valid = makeSlipQr({ sendingBank: '004', transRef: '20261123NOPE00000001' });
    const tampered = valid.slice(0, -1) + (valid.endsWith('0') ? '1' : '0');
    for (const payload of ['not a qr', tampered, 'https://example.com/slip.png']) {
      const res = await w.sendSlip(member, payload);
      expect(res.statusCode).toBe(400);
      expect(body<ErrorBody>(res)).toMatchObject({
        message: 'ส่งสลิปไม่สำเร็จ กรุณาตรวจสอบรูป QR หรือติดต่อแอดมิน',
        data: { fields: { payload: 'ส่งสลิปไม่สำเร็จ กรุณาตรวจสอบรูป QR หรือติดต่อแอดมิน' } },
      });
    }
    expect(body<ErrorBody>(await w.sendSlip(member, 'nope', EN)).message).toBe(
      'Send slip failed: check the QR image or contact admin',
    );
    const empty = await callRoute(t.app, walletRoutes.slip, {
      as: member,
      body: { payload: '  ' },
      headers: EN,
    });
    expect(empty.statusCode).toBe(400);
    expect(body<ErrorBody>(empty).message).toBe('The slip QR data is missing');
    const long = await w.sendSlip(member, 'x'.repeat(600));
    expect(long.statusCode).toBe(400);
    expect(await w.moneySnapshot()).toEqual(before);
  });

  it('needs a member token', async () => {
    const res = await callRoute(t.app, walletRoutes.slip, { body: { payload: 'x' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('a slip that waits for a cashier', () => {
  async function pendingReason(payload: string) {
    const member = await w.fundedMember(0);
    const res = await w.sendSlip(member, payload);
    expect(res.statusCode).toBe(200);
    const reply = body<Envelope<SlipData>>(res);
    expect(reply.message).toBe('ได้รับสลิปแล้ว รอเจ้าหน้าที่ตรวจสอบ เครดิตจะเข้าเมื่ออนุมัติ');
    expect(reply.data).toMatchObject({ balance: 0, deposit: { status: 'pending' } });
    expect(await w.satangOf(`member:${member.id}`)).toBe(0);
    const { rows } = await t.db.query<{ pending_reason: string }>(
      'SELECT pending_reason FROM deposits WHERE id = $1',
      [reply.data.deposit.id],
    );
    return { member, reason: rows[0]?.pending_reason };
  }

  it('when the money went to an account that is not the house', async () => {
    const slip = await w.testSlip({ amount: 500, receiver: '5550001112' });
    expect((await pendingReason(slip.payload)).reason).toBe('receiver_mismatch');
  });

  it('when the transfer is older than a day', async () => {
    const slip = await w.testSlip({
      amount: 500,
      transferred_at: new Date(Date.now() - 25 * 3_600_000).toISOString(),
    });
    expect((await pendingReason(slip.payload)).reason).toBe('too_old');
  });

  it('when the slip check does not know the transfer, and says so if the member sends it again', async () => {
    const payload = makeSlipQr({ sendingBank: '014', transRef: '20261123UNKNOWN00001' });
    const { member, reason } = await pendingReason(payload);
    expect(reason).toBe('not_found');
    const again = await w.sendSlip(member, payload);
    expect(again.statusCode).toBe(409);
    expect(body<ErrorBody>(again).message).toBe('สลิปนี้ส่งแล้ว กำลังรอเจ้าหน้าที่ตรวจสอบ');
    const requests = body<Envelope<WalletRequests>>(
      await callRoute(t.app, walletRoutes.requests, { as: member }),
    );
    expect(requests.data.deposits).toMatchObject([{ status: 'pending', trans_ref: '20261123UNKNOWN00001' }]);
  });

  it('when no slip check is configured', async () => {
    const bare = await createTestApp({ sandbox: false });
    try {
      const [adminToken, cashierToken] = await Promise.all([
        operatorToken(bare.app, bare.db, 'admin'),
        operatorToken(bare.app, bare.db, 'cashier'),
      ]);
      const f = walletFactory({ t: bare, admin: adminToken, cashier: cashierToken });
      await f.openHouseAccount();
      // no sandbox: its route is not even there
      const sandbox = await callRoute(bare.app, sandboxSlipRoutes.create, { body: { amount: 1 } });
      expect(sandbox.statusCode).toBe(404);
      const member = await f.fundedMember(0);
      const res = await f.sendSlip(
        member,
        makeSlipQr({ sendingBank: '004', transRef: '20261123NOCHECK00001' }),
      );
      expect(body<Envelope<SlipData>>(res).data.deposit.status).toBe('pending');
      const { rows } = await bare.db.query<{ pending_reason: string; check_status: string }>(
        'SELECT pending_reason, check_status FROM deposits',
      );
      expect(rows).toEqual([{ pending_reason: 'no_provider', check_status: 'none' }]);
    } finally {
      await bare.close();
    }
  });
});
