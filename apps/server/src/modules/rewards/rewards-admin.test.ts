// The console's rewards desk (DESIGN §9): redeem items and their images, orders shipped or cancelled
// with the coins returned, the affiliate report; roles and the audit log. On a real database.
import type {
  AdminRedeemItem,
  AdminRedeemOrder,
  AdminRedeemOrderList,
  AffiliateInvitee,
  AffiliateReport,
  RedeemData,
  RedeemItem,
} from '@sanam/contract/rewards.ts';
import type { AuditEntry } from '@sanam/contract/admin.ts';
import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import { rewardDeskRoutes, rewardRoutes } from '@sanam/contract/routes/rewards.ts';
import type { RouteDeclaration } from '@sanam/contract/routes/route.ts';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { aMember, type TestMember } from '../../test/factories/members.ts';
import { body, type Envelope, type ErrorBody } from '../../test/factories/replies.ts';
import { rewardsFactory } from '../../test/factories/rewards.ts';
import { EN } from '../../test/factories/wallet.ts';
import { useDesk } from '../../test/harness.ts';

const desk = useDesk();
const { t } = desk;

const r = rewardsFactory(desk);

// the smallest PNG: 1×1, transparent
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

async function auditOf(action: string): Promise<AuditEntry[]> {
  const res = await callRoute(t.app, memberDeskRoutes.audit, { as: desk.admin, query: { action } });
  return body<Envelope<{ items: AuditEntry[] }>>(res).data.items;
}

async function goodsOrder(
  point = 100,
): Promise<{ member: TestMember; order: RedeemData['order']; item: AdminRedeemItem }> {
  const item = await r.createItem({ name: 'เสื้อทดสอบ', point, stock: 10 });
  const member = await r.memberWithCoins(point * 2);
  const res = await r.redeemCall(member, { itemId: item.id, point, address: '1 ถนนทดสอบ' });
  expect(res.statusCode).toBe(200);
  return { member, order: body<Envelope<RedeemData>>(res).data.order, item };
}

describe('who may use the rewards desk', () => {
  it('gives the items to admins, the orders and the affiliate report to admins and cashiers', async () => {
    const calls: Array<[RouteDeclaration, { params?: { id: number }; body?: unknown }]> = [
      [rewardDeskRoutes.items, {}],
      [rewardDeskRoutes.createItem, { body: { name: 'x', point: 1 } }],
      [rewardDeskRoutes.patchItem, { params: { id: 5 }, body: { is_active: true } }],
      [rewardDeskRoutes.uploadImage, { body: { data_url: `data:image/png;base64,${PNG_1PX}` } }],
    ];
    for (const [route, call] of calls) {
      expect((await callRoute(t.app, route, { as: desk.cashier, ...call })).statusCode, route.path).toBe(403);
      expect((await callRoute(t.app, route, { as: desk.operator, ...call })).statusCode, route.path).toBe(
        403,
      );
    }
    for (const route of [rewardDeskRoutes.orders, rewardDeskRoutes.affiliates]) {
      expect((await callRoute(t.app, route, { as: desk.cashier })).statusCode).toBe(200);
      expect((await callRoute(t.app, route, { as: desk.operator })).statusCode).toBe(403);
    }
    const member = await aMember(t.app);
    expect((await callRoute(t.app, rewardDeskRoutes.orders, { as: member.accessToken })).statusCode).toBe(
      401,
    );
    expect((await callRoute(t.app, rewardDeskRoutes.items)).statusCode).toBe(401);
  });
});

describe('redeem items', () => {
  it('creates an item with its rules in the operator’s language, audited, and members see it', async () => {
    const bad = await callRoute(t.app, rewardDeskRoutes.createItem, {
      as: desk.admin,
      body: {
        name: ' ',
        point: 0,
        stock: -1,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(body<ErrorBody>(bad).data.fields).toMatchObject({
      name: 'กรุณากรอกชื่อของรางวัล',
      point: 'จำนวนเหรียญต้องเป็นจำนวนเต็มตั้งแต่ 1 ขึ้นไป',
      stock: 'จำนวนคงเหลือต้องเป็นจำนวนเต็มตั้งแต่ 0 ขึ้นไป',
    });
    const enBad = await callRoute(t.app, rewardDeskRoutes.createItem, {
      as: desk.admin,
      body: { name: 'ok', point: 1.5 },
      headers: EN,
    });
    expect(body<ErrorBody>(enBad).data.fields).toMatchObject({
      point: 'The price must be a whole number of coins, at least 1',
    });

    const res = await callRoute(t.app, rewardDeskRoutes.createItem, {
      as: desk.admin,
      body: {
        name: 'ร่มสนาม',
        point: 700,
        stock: 3,
      },
    });
    expect(res.statusCode).toBe(200);
    const item = body<Envelope<AdminRedeemItem>>(res);
    expect(item).toMatchObject({
      message: 'เพิ่มของรางวัลแล้ว',
      data: { name: 'ร่มสนาม', point: 700, stock: 3, cash: null, is_active: true, redeemed: 0 },
    });
    expect(
      (await auditOf('redeem_item.create')).find((a) => a.target_id === String(item.data.id)),
    ).toMatchObject({
      after: { name: 'ร่มสนาม', point: 700, stock: 3, is_active: true },
    });
    const member = await r.memberWithCoins(0);
    const seen = body<Envelope<RedeemItem[]>>(
      await callRoute(t.app, rewardRoutes.items, { as: member }),
    ).data;
    expect(seen.map((i) => i.id)).toContain(item.data.id);
  });

  it('deactivates an item, hiding it from members, and keeps the cash tiers’ prices fixed', async () => {
    const item = await r.createItem({ name: 'ปิดชั่วคราว', point: 40 });
    const off = await callRoute(t.app, rewardDeskRoutes.patchItem, {
      as: desk.admin,
      params: { id: item.id },
      body: { is_active: false },
    });
    expect(body<Envelope<AdminRedeemItem>>(off).data.is_active).toBe(false);
    const member = await r.memberWithCoins(0);
    const seen = body<Envelope<RedeemItem[]>>(
      await callRoute(t.app, rewardRoutes.items, { as: member }),
    ).data;
    expect(seen.map((i) => i.id)).not.toContain(item.id);
    expect((await auditOf('redeem_item.update'))[0]).toMatchObject({
      target_id: String(item.id),
      before: { is_active: true },
      after: { is_active: false },
    });

    const before = await r.rewardSnapshot();
    const fixed = await callRoute(t.app, rewardDeskRoutes.patchItem, {
      as: desk.admin,
      params: { id: 5 },
      body: { point: 10 },
      headers: EN,
    });
    expect(fixed.statusCode).toBe(400);
    expect(body<ErrorBody>(fixed).message).toBe(
      'The cash tiers (items 5, 6, 7) have fixed prices: only the name, image and status can change',
    );
    expect(await r.rewardSnapshot()).toEqual(before);
    const renamed = await callRoute(t.app, rewardDeskRoutes.patchItem, {
      as: desk.admin,
      params: { id: 5 },
      body: {
        name: 'แลกเครดิต 100 บาท',
      },
    });
    expect(body<Envelope<AdminRedeemItem>>(renamed).data).toMatchObject({
      name: 'แลกเครดิต 100 บาท',
      point: 300,
      cash: 100,
    });
    expect(
      (
        await callRoute(t.app, rewardDeskRoutes.patchItem, {
          as: desk.admin,
          params: { id: 999999 },
          body: { is_active: false },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await callRoute(t.app, rewardDeskRoutes.patchItem, {
          as: desk.admin,
          params: { id: item.id },
          body: {},
        })
      ).statusCode,
    ).toBe(400);
  });

  it('uploads an image checked by its bytes, serves it, and refuses what is not an image', async () => {
    const res = await callRoute(t.app, rewardDeskRoutes.uploadImage, {
      as: desk.admin,
      body: {
        data_url: `data:image/png;base64,${PNG_1PX}`,
      },
    });
    expect(res.statusCode).toBe(200);
    const { image_name } = body<Envelope<{ image_name: string }>>(res).data;
    expect(image_name).toMatch(/^[a-f0-9]{32}\.png$/);
    const served = await callRoute(t.app, rewardRoutes.image, { params: { name: image_name } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(Buffer.from(PNG_1PX, 'base64'))).toBe(true);

    const item = await r.createItem({ name: 'มีรูป', point: 5, image_name });
    expect(item.image_name).toBe(image_name);

    const before = await r.rewardSnapshot();
    const notPng = Buffer.from('<script>alert(1)</script> padding padding').toString('base64');
    const refusals: Array<[string, number, string]> = [
      [`data:image/png;base64,${notPng}`, 400, 'The image must be a PNG, JPEG or WebP file'],
      [`data:image/svg+xml;base64,${notPng}`, 400, 'The image must be a PNG, JPEG or WebP file'],
      [`data:image/png;base64,${'A'.repeat(1_400_000)}`, 400, 'The image must be 1 MB or smaller'],
    ];
    for (const [data_url, status, message] of refusals) {
      const bad = await callRoute(t.app, rewardDeskRoutes.uploadImage, {
        as: desk.admin,
        body: { data_url },
        headers: EN,
      });
      expect(bad.statusCode).toBe(status);
      expect(body<ErrorBody>(bad).message).toBe(message);
    }
    const unknown = await callRoute(t.app, rewardDeskRoutes.createItem, {
      as: desk.admin,
      body: {
        name: 'รูปไม่มีจริง',
        point: 5,
        image_name: `${'0'.repeat(32)}.png`,
      },
    });
    expect(unknown.statusCode).toBe(400);
    expect(await r.rewardSnapshot()).toEqual(before);
    expect(
      (await callRoute(t.app, rewardRoutes.image, { params: { name: `${'0'.repeat(32)}.png` } })).statusCode,
    ).toBe(404);
  });
});

describe('redeem orders', () => {
  it('lists what waits to be shipped, ships it with a note, audited, and shows the member', async () => {
    const { member, order } = await goodsOrder();
    const list = body<Envelope<AdminRedeemOrderList>>(
      await callRoute(t.app, rewardDeskRoutes.orders, { as: desk.cashier, query: { q: member.phone } }),
    ).data;
    expect(list.items).toEqual([
      expect.objectContaining({
        id: order.id,
        status: 'pending',
        address: '1 ถนนทดสอบ',
        member: expect.objectContaining({ id: member.id, phone: member.phone }) as unknown,
      }),
    ]);
    expect(list.pending).toBeGreaterThanOrEqual(1);

    const res = await callRoute(t.app, rewardDeskRoutes.shipOrder, {
      as: desk.cashier,
      params: { id: order.id },
      body: {
        note: 'EMS TH123',
      },
    });
    expect(body<Envelope<AdminRedeemOrder>>(res)).toMatchObject({
      message: 'บันทึกการจัดส่งแล้ว',
      data: { status: 'shipped', note: 'EMS TH123', decided_by: expect.any(String) as unknown },
    });
    const again = await callRoute(t.app, rewardDeskRoutes.cancelOrder, {
      as: desk.cashier,
      params: { id: order.id },
      body: {
        reason: 'ซ้ำ',
      },
    });
    expect(again.statusCode).toBe(409);
    const history = await callRoute(t.app, rewardRoutes.history, { as: member, body: {} });
    expect(
      body<Envelope<{ items: Array<{ status: string; note: string }> }>>(history).data.items[0],
    ).toMatchObject({
      status: 'shipped',
      note: 'EMS TH123',
    });
    expect((await auditOf('redeem_order.ship'))[0]).toMatchObject({
      target_id: String(order.id),
      after: { status: 'shipped' },
    });
  });

  it('cancels with a reason, returning exactly the coins and the stock', async () => {
    const { member, order, item } = await goodsOrder(150);
    expect(await r.balancesOf(member.id)).toMatchObject({ coins: 150 });
    t.emitted.length = 0;
    const noReason = await callRoute(t.app, rewardDeskRoutes.cancelOrder, {
      as: desk.cashier,
      params: { id: order.id },
      body: {
        reason: ' ',
      },
    });
    expect(noReason.statusCode).toBe(400);
    const res = await callRoute(t.app, rewardDeskRoutes.cancelOrder, {
      as: desk.cashier,
      params: { id: order.id },
      body: {
        reason: 'สินค้าหมด',
      },
    });
    expect(body<Envelope<AdminRedeemOrder>>(res)).toMatchObject({
      message: 'ยกเลิกรายการแลกและคืนเหรียญให้สมาชิกแล้ว',
      data: { status: 'cancelled', note: 'สินค้าหมด' },
    });
    expect(await r.balancesOf(member.id)).toMatchObject({ coins: 300 });
    expect(t.emitted).toContainEqual({
      room: 'user',
      id: member.id,
      event: 'BALANCE',
      payload: { balance: 0, event_point: 300 },
    });
    const items = body<Envelope<AdminRedeemItem[]>>(
      await callRoute(t.app, rewardDeskRoutes.items, { as: desk.admin }),
    ).data;
    expect(items.find((i) => i.id === item.id)).toMatchObject({ stock: 10, redeemed: 0 });
    expect((await auditOf('redeem_order.cancel'))[0]).toMatchObject({
      target_id: String(order.id),
      after: { status: 'cancelled', coins_returned: 150 },
    });
    await r.expectLedgerOk();
  });

  it('cannot cancel a cash tier, which was paid at once', async () => {
    const member = await r.memberWithCoins(300);
    const res = await r.redeemCall(member, { itemId: 5, point: 300 });
    const order = body<Envelope<RedeemData>>(res).data.order;
    const before = await r.rewardSnapshot();
    const cancel = await callRoute(t.app, rewardDeskRoutes.cancelOrder, {
      as: desk.cashier,
      params: { id: order.id },
      body: {
        reason: 'x',
      },
    });
    expect(cancel.statusCode).toBe(409);
    expect(await r.rewardSnapshot()).toEqual(before);
    expect(
      (
        await callRoute(t.app, rewardDeskRoutes.shipOrder, {
          as: desk.cashier,
          params: { id: 999999 },
          body: {},
        })
      ).statusCode,
    ).toBe(404);
  });

  it('decides an order once when desks click at the same time, returning coins at most once', async () => {
    for (let round = 0; round < 5; round++) {
      const { member, order } = await goodsOrder(100);
      const results = await Promise.all([
        callRoute(t.app, rewardDeskRoutes.cancelOrder, {
          as: desk.cashier,
          params: { id: order.id },
          body: { reason: 'ยกเลิก' },
        }),
        callRoute(t.app, rewardDeskRoutes.cancelOrder, {
          as: desk.admin,
          params: { id: order.id },
          body: { reason: 'ยกเลิก' },
        }),
        callRoute(t.app, rewardDeskRoutes.shipOrder, {
          as: desk.cashier,
          params: { id: order.id },
          body: { note: '' },
        }),
      ]);
      expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
      const coins = (await r.balancesOf(member.id)).coins;
      const cancelled = results.some(
        (res) => res.statusCode === 200 && body<Envelope<AdminRedeemOrder>>(res).data.status === 'cancelled',
      );
      expect(coins).toBe(cancelled ? 200 : 100);
    }
    await r.expectLedgerOk();
  });
});

describe('the affiliate report', () => {
  it('sums each referrer’s invited members and rewards, and lists their invitees', async () => {
    await r.openHouseAccount({ bank_name: 'BBL', bank_acc_no: '5550001111', bank_acc_name: 'ทดสอบ' });
    const referrer = await aMember(t.app, 'นักชวนเพื่อน');
    const a = await aMember(t.app, 'เพื่อน ก', referrer.username);
    const b = await aMember(t.app, 'เพื่อน ข', referrer.username);
    const deposit = await callRoute(t.app, memberDeskRoutes.adjust, {
      as: desk.cashier,
      params: { id: a.id },
      body: {
        amount: 2500,
        reason: 'โอนเข้า',
        kind: 'deposit',
      },
    });
    expect(deposit.statusCode).toBe(200);

    const report = body<Envelope<AffiliateReport>>(
      await callRoute(t.app, rewardDeskRoutes.affiliates, { as: desk.cashier, query: { q: referrer.phone } }),
    ).data;
    expect(report.total).toBe(1);
    // earned and held until a plays three times the deposit
    expect(report.items).toEqual([
      {
        member: { id: referrer.id, username: referrer.username, phone: referrer.phone, name: 'นักชวนเพื่อน' },
        invited: 2,
        rewarded: 0,
        reward_total: 0,
        held: 1,
        held_total: 250,
        paid_this_month: 0,
        last_reward_at: null,
      },
    ]);
    expect(report.summary).toMatchObject({ play_multiple: 3, monthly_cap: 5000 });
    expect(report.summary.held_total).toBeGreaterThanOrEqual(250);
    const invitees = body<Envelope<AffiliateInvitee[]>>(
      await callRoute(t.app, rewardDeskRoutes.invitees, { as: desk.cashier, params: { id: referrer.id } }),
    ).data;
    expect(
      invitees.map((i) => [i.username, i.status, i.deposit, i.reward, i.paid, i.play, i.play_required]),
    ).toEqual([
      [b.username, null, null, null, null, null, null],
      [a.username, 'held', 2500, 250, null, 0, 7500],
    ]);
    expect(
      (await callRoute(t.app, rewardDeskRoutes.invitees, { as: desk.cashier, params: { id: 999999 } }))
        .statusCode,
    ).toBe(404);
  });
});
