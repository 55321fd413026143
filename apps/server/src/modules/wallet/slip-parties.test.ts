// Who a slip's money went to and came from, through the member API on a real
// database: a slip credits at once only when the receiver is a house account by bank, every digit the
// slip check shows and the holder's name, and the sender (when the check shows it) is the member's
// registered account; anything less waits for a cashier with its reason, and nothing moves.
import { cashierRoutes, sandboxSlipRoutes } from '@sanam/contract/routes/wallet.ts';
import type { SlipData } from '@sanam/contract/wallet.ts';
import type { AdminDepositList } from '@sanam/contract/cashier.ts';
import { slipVerify as makeSlipQr } from 'promptparse/generate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskAccount } from '../../providers/slip-check/sandbox.ts';
import { callRoute } from '../../test/call-route.ts';
import { startStandIn, type StandIn } from '../../test/stand-in-service.ts';
import { type TestContext } from '../../test/test-app.ts';
import type { TestMember } from '../../test/factories/members.ts';
import { body, type Envelope } from '../../test/factories/replies.ts';
import { HOUSE, walletFactory } from '../../test/factories/wallet.ts';
import { useDesk } from '../../test/harness.ts';

const desk = useDesk({
  ready: async () => {
    await w.openHouseAccount();
  },
});
const { t } = desk;

const w = walletFactory(desk);

async function pendingOf(ctx: TestContext, token: string, member: TestMember) {
  const list = await callRoute(ctx.app, cashierRoutes.deposits, {
    as: token,
    query: { status: 'pending', q: member.phone },
  });
  return body<Envelope<AdminDepositList>>(list).data.items;
}

async function bankAccountOf(ctx: TestContext, member: TestMember): Promise<string> {
  const { rows } = await ctx.db.query<{ bank_acc_no: string }>(
    'SELECT bank_acc_no FROM members WHERE id = $1',
    [member.id],
  );
  return rows[0]?.bank_acc_no ?? '';
}

describe('a sandbox test slip', () => {
  it('comes from the member’s own registered account and credits at once (the README walk-through)', async () => {
    const member = await w.fundedMember(0);
    const slip = await w.testSlip({ amount: 700 });
    const res = await w.sendSlip(member, slip.payload);
    expect(body<Envelope<SlipData>>(res).data).toMatchObject({
      balance: 700,
      deposit: { status: 'approved', amount: 700 },
    });
    // the check showed the member's own account as the sender, masked as banks print it
    const { rows } = await t.db.query<{ check_sender_bank: string; check_sender_account: string }>(
      'SELECT check_sender_bank, check_sender_account FROM deposits WHERE member_id = $1',
      [member.id],
    );
    expect(rows).toEqual([
      { check_sender_bank: '014', check_sender_account: maskAccount(await bankAccountOf(t, member)) },
    ]);
    await w.expectLedgerOk();
  });

  it('sent from another account waits for a cashier as a foreign sender, and moves nothing until approved', async () => {
    const member = await w.fundedMember(0);
    const slip = await w.testSlip({
      amount: 100_000,
      sending_bank: 'SCB',
      sender_account: '5556667778',
      sender_name: 'นาย คนอื่น ท',
    });
    const before = await w.moneySnapshot();
    const res = await w.sendSlip(member, slip.payload);
    expect(res.statusCode).toBe(200);
    expect(body<Envelope<SlipData>>(res)).toMatchObject({
      message: 'ได้รับสลิปแล้ว รอเจ้าหน้าที่ตรวจสอบ เครดิตจะเข้าเมื่ออนุมัติ',
      data: { balance: 0, deposit: { status: 'pending' } },
    });
    const after = await w.moneySnapshot();
    expect({ ...after, deposits: before?.deposits, deposit_states: before?.deposit_states }).toEqual(before);

    const [waiting] = await pendingOf(t, desk.cashier, member);
    expect(waiting).toMatchObject({
      pending_reason: 'sender_mismatch',
      check: { sender_bank: '014', sender_account: 'xxx-x-x6777-x', sender_name: 'นาย คนอื่น ท' },
    });
    // the cashier who sees it is the member's own money may still credit it
    const approve = await callRoute(t.app, cashierRoutes.approveDeposit, {
      as: desk.cashier,
      params: { id: waiting?.id },
      body: {
        amount: 100_000,
      },
    });
    expect(approve.statusCode).toBe(200);
    await w.expectLedgerOk();
  });

  it('refuses a sender account that is not an account number, in the member’s language, and makes nothing', async () => {
    const res = await callRoute(t.app, sandboxSlipRoutes.create, {
      as: desk.cashier,
      body: { amount: 100, sender_account: 'not-a-number' },
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('a real slip-check service that shows both parties', () => {
  let service: StandIn;
  beforeAll(async () => {
    service = await startStandIn('/verify');
  });
  afterAll(async () => {
    await service.close();
  });
  const tokens = useDesk({
    config: () => ({ slipCheckUrl: service.url, slipCheckTimeoutMs: 2000 }),
    ready: () => f.openHouseAccount(),
  });
  const real = tokens.t;
  const f = walletFactory(tokens);
  let seq = 0;
  const nextSlip = () =>
    makeSlipQr({ sendingBank: '014', transRef: `PARTIES${String(++seq).padStart(12, '0')}` });

  /** The service's answer: 1,000 baht to `receiver`, from `sender`, just now. */
  function answer(receiver: Record<string, unknown>, sender: Record<string, unknown> | null = null) {
    service.answer = {
      status: 200,
      body: {
        success: true,
        data: {
          sendingBank: '014',
          receivingBank: '004',
          transTimestamp: new Date().toISOString(),
          amount: 1000,
          receiver,
          ...(sender ? { sender } : {}),
        },
      },
    };
  }
  const house = (name: Record<string, string | undefined>) => ({
    ...name,
    account: { value: maskAccount(HOUSE.bank_acc_no) },
  });

  async function send(member: TestMember) {
    const res = await f.sendSlip(member, nextSlip());
    expect(res.statusCode).toBe(200);
    return body<Envelope<SlipData>>(res).data;
  }

  it('credits at once when bank, digits and the holder’s name match, however the bank prints the name', async () => {
    const member = await f.fundedMember(0);
    for (const name of [
      { displayName: 'บจก. สนาม (ทดสอบ)' },
      { displayName: 'บริษัท สนาม (ทดสอบ) จำกัด' },
      // cut inside the last word, as Thai banks print long names
      { displayName: 'บจก. สนาม (ทด' },
      // either of the names the service gives may be the holder's
      { name: 'SANAM CO', displayName: 'บจก.สนาม (ทดสอบ)' },
    ]) {
      answer(house(name));
      expect(await send(member)).toMatchObject({ deposit: { status: 'approved' } });
    }
    expect(await f.satangOf(`member:${member.id}`)).toBe(400_000);
    await f.expectLedgerOk();
  });

  it('keeps a slip paid to another account of our bank that shares the digits shown for a cashier, named as such', async () => {
    const member = await f.fundedMember(0);
    // the same four digits at the same bank, someone else's account
    answer(house({ displayName: 'นาย สมชาย ใ', name: 'MR. SOMCHAI J' }));
    expect(await send(member)).toMatchObject({ balance: 0, deposit: { status: 'pending' } });
    // no name at all proves nothing either
    answer(house({}));
    expect(await send(member)).toMatchObject({ balance: 0, deposit: { status: 'pending' } });
    // and a digit off is not our account at all
    answer({ displayName: 'บจก. สนาม (ทดสอบ)', account: { value: 'xxx-x-x5679-x' } });
    expect(await send(member)).toMatchObject({ balance: 0, deposit: { status: 'pending' } });

    const waiting = await pendingOf(real, tokens.cashier, member);
    expect(waiting.map((d) => [d.pending_reason, d.check?.receiver_name])).toEqual([
      ['receiver_mismatch', 'บจก. สนาม (ทดสอบ)'],
      ['receiver_name_mismatch', null],
      ['receiver_name_mismatch', 'MR. SOMCHAI J'],
    ]);
    expect(await f.satangOf(`member:${member.id}`)).toBe(0);
    await f.expectLedgerOk();
  });

  it('credits a slip from the member’s own account, and keeps one from anyone else’s for a cashier', async () => {
    const member = await f.fundedMember(0);
    const own = maskAccount(await bankAccountOf(real, member));
    answer(house({ displayName: 'บจก. สนาม (ทดสอบ)' }), {
      displayName: 'นาย สมชาย ท',
      account: { value: own },
    });
    expect(await send(member)).toMatchObject({ balance: 1000, deposit: { status: 'approved' } });

    answer(house({ displayName: 'บจก. สนาม (ทดสอบ)' }), {
      displayName: 'นาย คนอื่น ท',
      account: { value: 'xxx-x-x9999-x' },
    });
    expect(await send(member)).toMatchObject({ balance: 1000, deposit: { status: 'pending' } });
    const [waiting] = await pendingOf(real, tokens.cashier, member);
    expect(waiting).toMatchObject({
      pending_reason: 'sender_mismatch',
      check: { sender_bank: '014', sender_account: 'xxx-x-x9999-x', sender_name: 'นาย คนอื่น ท' },
    });
    await f.expectLedgerOk();
  });
});
