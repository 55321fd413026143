// The cashier's desk: the picture of a slip is kept with its deposit and shown to staff
// only; a withdrawal is paid with the bank's transfer reference (and maybe a picture of the
// transfer), which the member then sees.
import { cashierRoutes, walletRoutes } from '@sanam/contract/routes/wallet.ts';
import type { SlipData, TransactionPage, WalletRequests, WithdrawData } from '@sanam/contract/wallet.ts';
import type { AdminDepositList, AdminWithdrawal, AdminWithdrawalList } from '@sanam/contract/cashier.ts';
import { slipVerify as makeSlipQr } from 'promptparse/generate';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
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

let slipNo = 0;
/** A slip the sandbox check does not know (it waits for a cashier) and a PNG of its QR. */
async function slipWithPicture() {
  const payload = makeSlipQr({ sendingBank: '004', transRef: `PIC${String(++slipNo).padStart(10, '0')}` });
  return { payload, image: await QRCode.toDataURL(payload, { width: 240 }) };
}

const imageCall = (token: string, name: string) =>
  callRoute(t.app, cashierRoutes.image, { as: token, params: { name } });

describe('the slip picture', () => {
  it('is kept with the deposit and served to cashiers and admins only', async () => {
    const member = await w.fundedMember(0);
    const slip = await slipWithPicture();
    const sent = await callRoute(t.app, walletRoutes.slip, { as: member, body: slip });
    expect(sent.statusCode).toBe(200);
    const depositId = body<Envelope<SlipData>>(sent).data.deposit.id;

    const list = await callRoute(t.app, cashierRoutes.deposits, {
      as: desk.cashier,
      query: { status: 'pending', q: member.username },
    });
    const item = body<Envelope<AdminDepositList>>(list).data.items[0];
    expect(item?.id).toBe(depositId);
    const name = item?.slip?.image ?? '';
    expect(name).toMatch(/^[0-9a-f]{32}\.png$/);

    const sentBytes = Buffer.from(slip.image.split(',')[1] ?? '', 'base64');
    for (const token of [desk.cashier, desk.admin]) {
      const res = await imageCall(token, name);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toContain('private');
      expect(res.rawPayload.equals(sentBytes)).toBe(true);
    }
    // an operator runs matches, a member sees no slip but through the app, nobody without a token
    expect((await imageCall(desk.operator, name)).statusCode).toBe(403);
    expect((await imageCall(member.accessToken, name)).statusCode).toBe(401);
    expect((await callRoute(t.app, cashierRoutes.image, { params: { name } })).statusCode).toBe(401);
    expect((await imageCall(desk.cashier, `${'0'.repeat(32)}.png`)).statusCode).toBe(404);
  });

  it('is optional: a slip sent with its QR text alone waits as before, without a picture', async () => {
    const member = await w.fundedMember(0);
    const { payload } = await slipWithPicture();
    expect((await w.sendSlip(member, payload)).statusCode).toBe(200);
    const list = await callRoute(t.app, cashierRoutes.deposits, {
      as: desk.cashier,
      query: { status: 'pending', q: member.username },
    });
    expect(body<Envelope<AdminDepositList>>(list).data.items[0]?.slip?.image).toBeNull();
  });

  it('refuses a file that is not a picture, or too large, and keeps nothing of the slip', async () => {
    const member = await w.fundedMember(0);
    const { payload } = await slipWithPicture();
    const before = await w.moneySnapshot();
    const pictures = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM cashier_images')).rows[0]?.n;
    const picturesBefore = await pictures();
    const fake = `data:image/png;base64,${Buffer.from('<svg onload="alert(1)"></svg>').toString('base64')}`;
    const notPicture = await callRoute(t.app, walletRoutes.slip, {
      as: member,
      body: { payload, image: fake },
      headers: EN,
    });
    expect(notPicture.statusCode).toBe(400);
    expect(body<ErrorBody>(notPicture).message).toBe('The picture must be a PNG, JPEG or WebP file');

    const huge = `data:image/png;base64,${'A'.repeat(1_398_200)}`;
    const tooLarge = await callRoute(t.app, walletRoutes.slip, {
      as: member,
      body: { payload, image: huge },
      headers: EN,
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(body<ErrorBody>(tooLarge).message).toBe('The picture must be 1 MB or smaller');

    expect(await w.moneySnapshot()).toEqual(before);
    expect(await pictures()).toBe(picturesBefore);
    // the same slip with a real picture is still taken
    const ok = await callRoute(t.app, walletRoutes.slip, {
      as: member,
      body: await slipWithPictureFor(payload),
    });
    expect(ok.statusCode).toBe(200);
  });
});

async function slipWithPictureFor(payload: string) {
  return { payload, image: await QRCode.toDataURL(payload, { width: 200 }) };
}

async function pendingWithdrawal(fund: number, amount: number) {
  const member = await w.fundedMember(fund);
  const res = await w.withdraw(member, amount);
  expect(res.statusCode).toBe(200);
  return { member, id: body<Envelope<WithdrawData>>(res).data.withdrawal.id };
}

const pay = (id: number, payload: unknown, token = desk.cashier, headers: Record<string, string> = {}) =>
  callRoute(t.app, cashierRoutes.payWithdrawal, { as: token, params: { id }, rawBody: payload, headers });

describe('paying a withdrawal', () => {
  it('requires the bank transfer reference, in the staff member’s language, and pays nothing without it', async () => {
    const { id } = await pendingWithdrawal(1000, 500);
    const before = await w.moneySnapshot();
    const missing = await pay(id, {}, desk.cashier, EN);
    expect(missing.statusCode).toBe(400);
    expect(body<ErrorBody>(missing).message).toContain("Enter the bank's transfer reference");
    const blank = await pay(id, { transfer_ref: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(body<ErrorBody>(blank).message).toContain('กรุณากรอกเลขอ้างอิงการโอนของธนาคาร');
    expect((await pay(id, { transfer_ref: 'x'.repeat(65) })).statusCode).toBe(400);
    expect(await w.moneySnapshot()).toEqual(before);
  });

  it('keeps the reference and the picture of the transfer; the member sees the reference', async () => {
    const { member, id } = await pendingWithdrawal(2000, 800);
    const picture = await QRCode.toDataURL('transfer 800', { width: 200 });
    const res = await pay(id, { transfer_ref: ' 2026112812345678 ', image: picture });
    expect(res.statusCode).toBe(200);
    const paid = body<Envelope<AdminWithdrawal>>(res).data;
    expect(paid).toMatchObject({ status: 'paid', transfer_ref: '2026112812345678' });
    expect(paid.transfer_image).toMatch(/^[0-9a-f]{32}\.png$/);
    expect((await imageCall(desk.admin, paid.transfer_image ?? '')).statusCode).toBe(200);

    const listed = await callRoute(t.app, cashierRoutes.withdrawals, {
      as: desk.admin,
      query: { status: 'paid', q: member.phone },
    });
    expect(body<Envelope<AdminWithdrawalList>>(listed).data.items[0]).toMatchObject({
      transfer_ref: '2026112812345678',
    });
    const { rows } = await t.db.query<{ after: { transfer_ref: string } }>(
      `SELECT after FROM audit_log WHERE action = 'withdrawal.pay' AND target_id = $1`,
      [String(id)],
    );
    expect(rows[0]?.after.transfer_ref).toBe('2026112812345678');

    // the member: the wallet's recent requests and the history row of the withdrawal
    const recent = body<Envelope<WalletRequests>>(
      await callRoute(t.app, walletRoutes.requests, { as: member }),
    ).data;
    expect(recent.withdrawals[0]).toMatchObject({ id, status: 'paid', transfer_ref: '2026112812345678' });
    const history = body<Envelope<TransactionPage>>(
      await callRoute(t.app, walletRoutes.transactions, { as: member, body: { filter: 'all' } }),
    ).data;
    const row = history.items.find((i) => i.type === 2);
    expect(row).toMatchObject({ status: 'paid', transfer_ref: '2026112812345678' });
    await w.expectLedgerOk();
  });

  it('is the desk’s: a member token and an operator are refused, an admin may pay', async () => {
    const { member, id } = await pendingWithdrawal(1000, 300);
    const asMember = await callRoute(t.app, cashierRoutes.payWithdrawal, {
      as: member.accessToken,
      params: { id },
      body: { transfer_ref: 'REF1' },
    });
    expect(asMember.statusCode).toBe(401);
    expect((await pay(id, { transfer_ref: 'REF1' }, desk.operator)).statusCode).toBe(403);
    expect((await pay(id, { transfer_ref: 'REF1' }, desk.admin)).statusCode).toBe(200);
  });
});
