// A slip whose QR the member app could not read, through the member and console APIs on a
// real database: it waits for a cashier marked as unread, the amount is only the member's claim, the
// same picture is one deposit however often and however fast it is sent, and a member has at most
// UNREAD_SLIPS_PENDING_MAX of them waiting.
import { cashierRoutes, walletRoutes } from '@sanam/contract/routes/wallet.ts';
import type { SlipData, WalletRequests } from '@sanam/contract/wallet.ts';
import type { AdminDeposit, AdminDepositList } from '@sanam/contract/cashier.ts';
import { UNREAD_SLIPS_PENDING_MAX } from '@sanam/contract/wallet.ts';
import { slipVerify as makeSlipQr } from 'promptparse/generate';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import type { TestMember } from '../../test/factories/members.ts';
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

let pictureNo = 0;
/**
 * A PNG picture of a slip without a QR: the server reads only its header (type and size), so a
 * header and some bytes of its own make each picture a different one.
 */
function slipPicture(): string {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(720, 16);
  header.writeUInt32BE(1280, 20);
  const bytes = Buffer.concat([header, Buffer.from(`unread slip ${++pictureNo} ${Date.now()}`)]);
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

const sendUnread = (
  member: TestMember,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) => callRoute(t.app, walletRoutes.slipUnread, { as: member, rawBody: body, headers });

async function queueItem(id: number): Promise<AdminDeposit> {
  const res = await callRoute(t.app, cashierRoutes.deposits, {
    as: desk.cashier,
    query: { status: 'all', limit: 100 },
  });
  const item = body<Envelope<AdminDepositList>>(res).data.items.find((d) => d.id === id);
  if (!item) throw new Error(`deposit ${id} is not in the queue`);
  return item;
}

const approve = (id: number, amount: number) =>
  callRoute(t.app, cashierRoutes.approveDeposit, { as: desk.cashier, params: { id }, body: { amount } });

async function cashOf(member: TestMember): Promise<number> {
  return w.satangOf(`member:${member.id}`);
}

async function depositsWithPicture(image: string): Promise<Array<{ status: string; member_id: number }>> {
  const bytes = Buffer.from(image.split(',')[1] ?? '', 'base64');
  const { rows } = await t.db.query<{ status: string; member_id: number }>(
    `SELECT d.status, d.member_id FROM deposits d JOIN cashier_images i ON i.name = d.slip_image_name
      WHERE i.bytes = $1`,
    [bytes],
  );
  return rows;
}

describe('a member sends a slip whose QR could not be read', () => {
  it('waits for a cashier as the member’s claim: nothing credited, pending in their requests', async () => {
    const member = await w.fundedMember(0);
    const image = slipPicture();
    const before = await w.moneySnapshot();

    const res = await sendUnread(member, { image, amount: 500 });
    expect(res.statusCode).toBe(200);
    const reply = body<Envelope<SlipData>>(res);
    expect(reply).toMatchObject({
      success: true,
      message: 'ส่งสลิปให้แอดมินตรวจแล้ว เครดิตจะเข้าเมื่อแอดมินตรวจยอดโอนและอนุมัติ',
      data: {
        balance: 0,
        deposit: { status: 'pending', amount: 500, source: 'slip', is_qr_unread: true, trans_ref: null },
      },
    });
    const after = await w.moneySnapshot();
    expect(after?.entries).toBe(before?.entries);
    expect(after?.balances).toBe(before?.balances);
    expect(await cashOf(member)).toBe(0);

    const requests = await callRoute(t.app, walletRoutes.requests, { as: member });
    expect(body<Envelope<WalletRequests>>(requests).data.deposits).toEqual([
      expect.objectContaining({
        id: reply.data.deposit.id,
        status: 'pending',
        amount: 500,
        is_qr_unread: true,
      }),
    ]);
  });

  it('shows the cashier the picture and the claim, marked unread, with no slip check made', async () => {
    const member = await w.fundedMember(0);
    const image = slipPicture();
    const id = body<Envelope<SlipData>>(await sendUnread(member, { image, amount: 1250.5 })).data.deposit.id;

    const item = await queueItem(id);
    expect(item).toMatchObject({
      status: 'pending',
      amount: null,
      slip: null,
      check: null,
      pending_reason: 'qr_unreadable',
      unread_slip: { claimed_amount: 1250.5 },
    });
    const picture = await callRoute(t.app, cashierRoutes.image, {
      as: desk.cashier,
      params: { name: item.unread_slip?.image ?? '' },
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.equals(Buffer.from(image.split(',')[1] ?? '', 'base64'))).toBe(true);

    // there is no QR to ask the slip check about
    const recheck = await callRoute(t.app, cashierRoutes.recheckDeposit, {
      as: desk.cashier,
      params: { id },
    });
    expect(recheck.statusCode).toBe(409);
    expect(body<ErrorBody>(recheck).data.code).toBe('conflict');
    expect((await queueItem(id)).status).toBe('pending');
  });

  it('credits what the cashier approves, once, through the ledger', async () => {
    const member = await w.fundedMember(0);
    const id = body<Envelope<SlipData>>(await sendUnread(member, { image: slipPicture(), amount: 500 })).data
      .deposit.id;

    // the statement shows 480 arrived: the claim is not what is credited
    const res = await approve(id, 480);
    expect(res.statusCode).toBe(200);
    expect(body<Envelope<AdminDeposit>>(res).data).toMatchObject({ status: 'approved', amount: 480 });
    expect(await cashOf(member)).toBe(48_000);
    const { rows } = await t.db.query<{ type: number; amount: number }>(
      `SELECT e.type, p.amount FROM postings p JOIN journal_entries e ON e.id = p.entry_id WHERE p.account = $1`,
      [`member:${member.id}`],
    );
    expect(rows).toEqual([{ type: 1, amount: 48_000 }]);

    expect((await approve(id, 480)).statusCode).toBe(409);
    expect(await cashOf(member)).toBe(48_000);
    const requests = await callRoute(t.app, walletRoutes.requests, { as: member });
    expect(body<Envelope<WalletRequests>>(requests).data.deposits[0]).toMatchObject({
      status: 'approved',
      amount: 480,
    });
    await w.expectLedgerOk();
  });

  it('moves nothing when the cashier rejects it, and the member sees the reason', async () => {
    const member = await w.fundedMember(0);
    const id = body<Envelope<SlipData>>(await sendUnread(member, { image: slipPicture(), amount: 900 })).data
      .deposit.id;
    const before = await w.moneySnapshot();
    const res = await callRoute(t.app, cashierRoutes.rejectDeposit, {
      as: desk.cashier,
      params: { id },
      body: {
        reason: 'ไม่พบยอดโอนในรายการเดินบัญชี',
      },
    });
    expect(res.statusCode).toBe(200);
    const after = await w.moneySnapshot();
    expect(after?.entries).toBe(before?.entries);
    expect(after?.balances).toBe(before?.balances);
    const requests = await callRoute(t.app, walletRoutes.requests, { as: member });
    expect(body<Envelope<WalletRequests>>(requests).data.deposits[0]).toMatchObject({
      status: 'rejected',
      reason: 'ไม่พบยอดโอนในรายการเดินบัญชี',
    });
    await w.expectLedgerOk();
  });
});

describe('the rules of an unread slip', () => {
  it.each([
    [{ amount: 99.99 }, 'slip.claim_min', 'The minimum deposit is 100 baht'],
    [{ amount: 100_000.01 }, 'slip.claim_max', 'At most 100,000 baht per slip'],
    [{ amount: 150.555 }, 'slip.claim_invalid', 'The amount must be a number with at most 2 decimals'],
    [{ amount: -500 }, 'slip.claim_min', 'The minimum deposit is 100 baht'],
    [{}, 'slip.claim_required', 'Enter the amount you transferred'],
    [{ amount: '500' }, 'slip.claim_required', 'Enter the amount you transferred'],
  ])('refuses the claim %o (%s) and changes nothing', async (claim, key, message) => {
    const member = await w.fundedMember(0);
    const before = await w.moneySnapshot();
    const res = await sendUnread(member, { image: slipPicture(), ...claim }, EN);
    expect(res.statusCode).toBe(400);
    const reply = body<ErrorBody>(res);
    expect(reply.message).toBe(message);
    expect(reply.data.fields).toMatchObject({ amount: message });
    expect(key).toMatch(/^slip\.claim_/);
    expect(await w.moneySnapshot()).toEqual(before);
  });

  it('accepts the smallest and the largest claim', async () => {
    const member = await w.fundedMember(0);
    expect((await sendUnread(member, { image: slipPicture(), amount: 100 })).statusCode).toBe(200);
    expect((await sendUnread(member, { image: slipPicture(), amount: 100_000 })).statusCode).toBe(200);
  });

  it('refuses a slip without its picture, or with something that is not a picture', async () => {
    const member = await w.fundedMember(0);
    const before = await w.moneySnapshot();
    const none = await sendUnread(member, { amount: 500 }, EN);
    expect(none.statusCode).toBe(400);
    expect(body<ErrorBody>(none).data.fields).toHaveProperty('image');
    const text = await sendUnread(
      member,
      { amount: 500, image: `data:image/png;base64,${Buffer.from('not a picture').toString('base64')}` },
      EN,
    );
    expect(text.statusCode).toBe(400);
    expect(body<ErrorBody>(text).data.fields).toMatchObject({
      image: 'The picture must be a PNG, JPEG or WebP file',
    });
    expect(await w.moneySnapshot()).toEqual(before);
  });

  it('refuses the same picture again: pending for its sender, used for anyone else and once decided', async () => {
    const member = await w.fundedMember(0);
    const other = await w.fundedMember(0);
    const image = slipPicture();
    const id = body<Envelope<SlipData>>(await sendUnread(member, { image, amount: 500 })).data.deposit.id;

    const again = await sendUnread(member, { image, amount: 700 }, EN);
    expect(again.statusCode).toBe(409);
    expect(body<ErrorBody>(again).message).toBe(
      'This slip was already sent and is waiting for a cashier to check it',
    );
    const byOther = await sendUnread(other, { image, amount: 500 }, EN);
    expect(byOther.statusCode).toBe(409);
    expect(body<ErrorBody>(byOther).message).toBe('This slip has already been used and cannot be used again');

    expect((await approve(id, 500)).statusCode).toBe(200);
    const afterCredit = await sendUnread(member, { image, amount: 500 }, EN);
    expect(afterCredit.statusCode).toBe(409);
    expect(body<ErrorBody>(afterCredit).message).toBe(
      'This slip has already been used and cannot be used again',
    );
    expect(await depositsWithPicture(image)).toHaveLength(1);
    expect(await cashOf(member)).toBe(50_000);
    expect(await cashOf(other)).toBe(0);
    await w.expectLedgerOk();
  });

  it('refuses a picture already sent with a slip that was read, and the other way round', async () => {
    const member = await w.fundedMember(0);
    const read = {
      payload: makeSlipQr({ sendingBank: '004', transRef: `UNREADX${Date.now()}` }),
      image: slipPicture(),
    };
    expect((await callRoute(t.app, walletRoutes.slip, { as: member, body: read })).statusCode).toBe(200);
    const asUnread = await sendUnread(member, { image: read.image, amount: 500 });
    expect(asUnread.statusCode).toBe(409);

    const image = slipPicture();
    expect((await sendUnread(member, { image, amount: 500 })).statusCode).toBe(200);
    const asRead = await callRoute(t.app, walletRoutes.slip, {
      as: member,
      body: {
        payload: makeSlipQr({ sendingBank: '004', transRef: `UNREADY${Date.now()}` }),
        image,
      },
    });
    expect(asRead.statusCode).toBe(409);
    expect(await depositsWithPicture(image)).toHaveLength(1);
  });

  it(`keeps at most ${UNREAD_SLIPS_PENDING_MAX} waiting per member; a decision frees a place`, async () => {
    const member = await w.fundedMember(0);
    const ids: number[] = [];
    for (let i = 0; i < UNREAD_SLIPS_PENDING_MAX; i++) {
      const res = await sendUnread(member, { image: slipPicture(), amount: 200 });
      expect(res.statusCode).toBe(200);
      ids.push(body<Envelope<SlipData>>(res).data.deposit.id);
    }
    const over = await sendUnread(member, { image: slipPicture(), amount: 200 }, EN);
    expect(over.statusCode).toBe(409);
    expect(body<ErrorBody>(over).message).toBe(
      'You already have 3 unread slips waiting for a cashier: please wait for them before sending more',
    );
    // another member is not held by this one's slips
    expect(
      (await sendUnread(await w.fundedMember(0), { image: slipPicture(), amount: 200 })).statusCode,
    ).toBe(200);
    const rejected = await callRoute(t.app, cashierRoutes.rejectDeposit, {
      as: desk.cashier,
      params: { id: ids[0] },
      body: {
        reason: 'ไม่พบยอดโอน',
      },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await sendUnread(member, { image: slipPicture(), amount: 200 })).statusCode).toBe(200);
  });
});

describe('unread slips sent at once', () => {
  it('the same picture sent eight times at once, by two members, is one deposit credited once', async () => {
    const member = await w.fundedMember(0);
    const other = await w.fundedMember(0);
    const image = slipPicture();
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) => sendUnread(i % 2 ? other : member, { image, amount: 1000 })),
    );
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await depositsWithPicture(image);
    expect(rows).toHaveLength(1);
    const winner = rows[0]?.member_id === member.id ? member : other;
    const accepted = replies.find((r) => r.statusCode === 200);
    const id = accepted ? body<Envelope<SlipData>>(accepted).data.deposit.id : NaN;

    // two cashiers approve at once: one credit
    const decisions = await Promise.all([approve(id, 1000), approve(id, 1000), approve(id, 1000)]);
    expect(decisions.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await cashOf(winner)).toBe(100_000);
    expect(await cashOf(winner === member ? other : member)).toBe(0);
    const { rows: entries } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM journal_entries WHERE key = $1`,
      [`deposit:${id}`],
    );
    expect(entries[0]?.n).toBe(1);
    await w.expectLedgerOk();
  });

  it(`of six different pictures sent at once, ${UNREAD_SLIPS_PENDING_MAX} wait and the rest are refused`, async () => {
    const member = await w.fundedMember(0);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => sendUnread(member, { image: slipPicture(), amount: 300 }, EN)),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(UNREAD_SLIPS_PENDING_MAX);
    const refused = replies.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => r.statusCode)).toEqual([409, 409, 409]);
    const { rows } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM deposits WHERE member_id = $1 AND is_qr_unread AND status = 'pending'`,
      [member.id],
    );
    expect(rows[0]?.n).toBe(UNREAD_SLIPS_PENDING_MAX);
    expect(await cashOf(member)).toBe(0);
    await w.expectLedgerOk();
  });
});
