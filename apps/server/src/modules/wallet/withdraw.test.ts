// Withdrawals (spec §5, §9; DESIGN §7) through the member API, and the cashier paying or rejecting
// them through the console's, on a real database.
import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import { cashierRoutes } from '@sanam/contract/routes/wallet.ts';
import type { WithdrawData } from '@sanam/contract/wallet.ts';
import type { AdminWithdrawal, AdminWithdrawalList } from '@sanam/contract/cashier.ts';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { operatorToken } from '../../test/factories/desk.ts';
import { body, type Envelope, type ErrorBody } from '../../test/factories/replies.ts';
import { EN, walletFactory } from '../../test/factories/wallet.ts';
import { useDesk } from '../../test/harness.ts';

const desk = useDesk();
const { t } = desk;

const w = walletFactory(desk);

describe('asking for a withdrawal', () => {
  it('moves the amount to the hold at once and shows it pending, with the member bank details', async () => {
    const member = await w.fundedMember(5000);
    t.emitted.length = 0;
    const res = await w.withdraw(member, 1200);
    expect(res.statusCode).toBe(200);
    expect(body<Envelope<WithdrawData>>(res)).toMatchObject({
      success: true,
      message: 'ส่งคำขอถอนเงินแล้ว รอเจ้าหน้าที่โอนเงินเข้าบัญชีของคุณ',
      data: { balance: 3800, withdrawal: { amount: 1200, status: 'pending', bank_name: 'SCB' } },
    });
    expect(await w.satangOf(`member:${member.id}`)).toBe(380_000);
    expect(await w.satangOf('withdraw:hold')).toBeGreaterThanOrEqual(120_000);
    expect(t.emitted).toContainEqual({
      room: 'user',
      id: member.id,
      event: 'BALANCE',
      payload: { balance: 3800, event_point: 0 },
    });
    await w.expectLedgerOk();
  });

  it('refuses each limit of spec §5 with its message, in Thai and English, and changes nothing', async () => {
    const member = await w.fundedMember(25_000);
    const before = await w.moneySnapshot();
    const cases: Array<[unknown, string, string]> = [
      [99, 'กรุณากรอกจำนวนเงินอย่างน้อย 100 บาท', 'Please enter an amount of at least 100 baht'],
      [0, 'กรุณากรอกจำนวนเงินอย่างน้อย 100 บาท', 'Please enter an amount of at least 100 baht'],
      [-500, 'กรุณากรอกจำนวนเงินอย่างน้อย 100 บาท', 'Please enter an amount of at least 100 baht'],
      [20_001, 'กรุณากรอกจำนวนเงินไม่เกิน 20,000 บาท', 'Please enter 20,000 baht or less'],
      [150.5, 'กรุณากรอกเป็นตัวเลขจำนวนเต็มบาท', 'Please enter whole baht (digits only)'],
      ['500', 'กรุณากรอกจำนวนเงินที่ต้องการถอน', 'Please enter the amount to withdraw'],
      [null, 'กรุณากรอกจำนวนเงินที่ต้องการถอน', 'Please enter the amount to withdraw'],
    ];
    for (const [amount, th, en] of cases) {
      const res = await w.withdraw(member, amount);
      expect(res.statusCode, String(amount)).toBe(400);
      expect(body<ErrorBody>(res)).toMatchObject({ message: th, data: { fields: { amount: th } } });
      expect(body<ErrorBody>(await w.withdraw(member, amount, EN)).message).toBe(en);
    }
    expect(await w.moneySnapshot()).toEqual(before);

    // more than the balance
    const poor = await w.fundedMember(300);
    const funded = await w.moneySnapshot();
    const over = await w.withdraw(poor, 301);
    expect(over.statusCode).toBe(400);
    expect(body<ErrorBody>(over)).toMatchObject({
      message: 'ยอดเงินไม่เพียงพอ',
      data: { fields: { amount: 'ยอดเงินไม่เพียงพอ' } },
    });
    expect(body<ErrorBody>(await w.withdraw(poor, 301, EN)).message).toBe('Insufficient balance');
    expect(await w.moneySnapshot()).toEqual(funded);
    expect(await w.satangOf(`member:${poor.id}`)).toBe(30_000);
  });

  it('accepts exactly 100 and exactly 20,000, the whole balance, and more than 20,000 for a VIP', async () => {
    const member = await w.fundedMember(20_100);
    expect((await w.withdraw(member, 100)).statusCode).toBe(200);
    expect((await w.withdraw(member, 20_000)).statusCode).toBe(200);
    expect(await w.satangOf(`member:${member.id}`)).toBe(0);
    const vip = await w.fundedMember(60_000, { vip: true });
    const big = await w.withdraw(vip, 50_000);
    expect(big.statusCode).toBe(200);
    expect(body<Envelope<WithdrawData>>(big).data.balance).toBe(10_000);
    await w.expectLedgerOk();
  });

  it('answers a repeated Idempotency-Key with the first withdrawal and takes the money once', async () => {
    const member = await w.fundedMember(1000);
    const key = { 'idempotency-key': 'withdraw-form-1' };
    const replies = await Promise.all(Array.from({ length: 5 }, () => w.withdraw(member, 400, key)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(replies.map((r) => body<Envelope<WithdrawData>>(r).data.withdrawal.id));
    expect(ids.size).toBe(1);
    expect(await w.satangOf(`member:${member.id}`)).toBe(60_000);
    await w.expectLedgerOk();
  });

  it('never takes more than the balance when ten withdrawals arrive at once', async () => {
    const member = await w.fundedMember(1000);
    const holdBefore = await w.satangOf('withdraw:hold');
    const replies = await Promise.all(Array.from({ length: 10 }, () => w.withdraw(member, 300)));
    const accepted = replies.filter((r) => r.statusCode === 200);
    const refused = replies.filter((r) => r.statusCode === 400);
    expect(accepted).toHaveLength(3);
    expect(refused).toHaveLength(7);
    for (const r of refused) expect(body<ErrorBody>(r).message).toBe('ยอดเงินไม่เพียงพอ');
    expect(await w.satangOf(`member:${member.id}`)).toBe(10_000);
    expect((await w.satangOf('withdraw:hold')) - holdBefore).toBe(90_000);
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM withdrawals WHERE member_id = $1',
      [member.id],
    );
    expect(rows[0]?.n).toBe(3);
    await w.expectLedgerOk();
  });

  it('is refused to a blocked member', async () => {
    const member = await w.fundedMember(1000);
    await callRoute(t.app, memberDeskRoutes.patch, {
      as: desk.cashier,
      params: { id: member.id },
      body: { is_blocked: true },
    });
    expect((await w.withdraw(member, 200)).statusCode).toBe(403);
    expect(await w.satangOf(`member:${member.id}`)).toBe(100_000);
  });
});

describe('the cashier deciding a withdrawal', () => {
  async function pendingWithdrawal(baht: number, ask: number) {
    const member = await w.fundedMember(baht);
    const res = await w.withdraw(member, ask);
    expect(res.statusCode).toBe(200);
    return { member, id: body<Envelope<WithdrawData>>(res).data.withdrawal.id };
  }

  it('lists pending withdrawals with where to pay, for cashiers and admins only', async () => {
    const { member, id } = await pendingWithdrawal(900, 700);
    const res = await callRoute(t.app, cashierRoutes.withdrawals, {
      as: desk.cashier,
      query: { status: 'pending', q: member.phone },
    });
    expect(res.statusCode).toBe(200);
    const list = body<Envelope<AdminWithdrawalList>>(res).data;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      id,
      amount: 700,
      status: 'pending',
      bank_name: 'SCB',
      member: { id: member.id, phone: member.phone, bank_name: 'SCB' },
    });
    expect((await callRoute(t.app, cashierRoutes.withdrawals, { as: desk.admin })).statusCode).toBe(200);
    expect((await callRoute(t.app, cashierRoutes.withdrawals, { as: desk.operator })).statusCode).toBe(403);
    expect(
      (
        await callRoute(t.app, cashierRoutes.payWithdrawal, {
          as: desk.operator,
          params: { id },
          body: {
            transfer_ref: 'TRF001',
          },
        })
      ).statusCode,
    ).toBe(403);
    const memberToken = await callRoute(t.app, cashierRoutes.withdrawals, { as: member.accessToken });
    expect(memberToken.statusCode).toBe(401);
  });

  it('marks it paid: the hold goes to bank:out, the member balance does not move, the action is audited', async () => {
    const { member, id } = await pendingWithdrawal(2000, 1500);
    const bankOut = await w.satangOf('bank:out');
    const res = await callRoute(t.app, cashierRoutes.payWithdrawal, {
      as: desk.cashier,
      params: { id },
      body: {
        transfer_ref: 'TRF001',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(body<Envelope<AdminWithdrawal>>(res)).toMatchObject({
      message: 'บันทึกการจ่ายเงินแล้ว',
      data: { status: 'paid', decided_by: expect.stringMatching(/^cashier/) as unknown },
    });
    expect((await w.satangOf('bank:out')) - bankOut).toBe(150_000);
    expect(await w.satangOf(`member:${member.id}`)).toBe(50_000);
    const { rows } = await t.db.query<{ action: string; after: { amount: number } }>(
      `SELECT action, after FROM audit_log WHERE target_type = 'withdrawal' AND target_id = $1`,
      [String(id)],
    );
    expect(rows).toMatchObject([{ action: 'withdrawal.pay', after: { amount: 1500 } }]);
    // decided once: a second click is refused and changes nothing
    const before = await w.moneySnapshot();
    const again = await callRoute(t.app, cashierRoutes.payWithdrawal, {
      as: desk.cashier,
      params: { id },
      body: {
        transfer_ref: 'TRF001',
      },
    });
    expect(again.statusCode).toBe(409);
    expect(body<ErrorBody>(again).message).toBe('รายการถอนนี้ถูกดำเนินการไปแล้ว');
    expect(
      (
        await callRoute(t.app, cashierRoutes.rejectWithdrawal, {
          as: desk.cashier,
          params: { id },
          body: { reason: 'x' },
        })
      ).statusCode,
    ).toBe(409);
    expect(await w.moneySnapshot()).toEqual(before);
    await w.expectLedgerOk();
  });

  it('rejects it with a reason and refunds exactly, shown in the member history with before and after', async () => {
    const { member, id } = await pendingWithdrawal(1000, 750);
    t.emitted.length = 0;
    const noReason = await callRoute(t.app, cashierRoutes.rejectWithdrawal, {
      as: desk.cashier,
      params: { id },
      body: {
        reason: ' ',
      },
    });
    expect(noReason.statusCode).toBe(400);
    expect(body<ErrorBody>(noReason).message).toBe('กรุณาระบุเหตุผล');

    const res = await callRoute(t.app, cashierRoutes.rejectWithdrawal, {
      as: desk.cashier,
      params: { id },
      body: {
        reason: 'ชื่อบัญชีไม่ตรง',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(body<Envelope<AdminWithdrawal>>(res).data).toMatchObject({
      status: 'rejected',
      reason: 'ชื่อบัญชีไม่ตรง',
    });
    expect(await w.satangOf(`member:${member.id}`)).toBe(100_000);
    expect(t.emitted).toContainEqual({
      room: 'user',
      id: member.id,
      event: 'BALANCE',
      payload: { balance: 1000, event_point: 0 },
    });
    const { rows } = await t.db.query<{
      amount: number;
      before_amount: number;
      after_amount: number;
      type: number;
    }>(
      `SELECT p.amount, p.before_amount, p.after_amount, e.type FROM postings p JOIN journal_entries e ON e.id = p.entry_id
        WHERE p.account = $1 ORDER BY p.id`,
      [`member:${member.id}`],
    );
    expect(rows).toEqual([
      { amount: 100_000, before_amount: 0, after_amount: 100_000, type: 1 },
      { amount: -75_000, before_amount: 100_000, after_amount: 25_000, type: 2 },
      { amount: 75_000, before_amount: 25_000, after_amount: 100_000, type: 2 },
    ]);
    await w.expectLedgerOk();
  });

  it('decides once when two cashiers pay and reject the same withdrawal at the same moment', async () => {
    const other = await operatorToken(t.app, t.db, 'cashier');
    for (let round = 0; round < 5; round++) {
      const { member, id } = await pendingWithdrawal(500, 500);
      const replies = await Promise.all([
        callRoute(t.app, cashierRoutes.payWithdrawal, {
          as: desk.cashier,
          params: { id },
          body: { transfer_ref: 'TRF001' },
        }),
        callRoute(t.app, cashierRoutes.rejectWithdrawal, {
          as: other,
          params: { id },
          body: { reason: 'ซ้ำ' },
        }),
        callRoute(t.app, cashierRoutes.payWithdrawal, {
          as: other,
          params: { id },
          body: { transfer_ref: 'TRF001' },
        }),
      ]);
      expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      const paid = replies.some(
        (r) => r.statusCode === 200 && r.json<Envelope<AdminWithdrawal>>().data.status === 'paid',
      );
      expect(await w.satangOf(`member:${member.id}`)).toBe(paid ? 0 : 50_000);
    }
    await w.expectLedgerOk();
  });
});
