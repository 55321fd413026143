// Redeeming coins (spec §2 redeem, §5, §7, §8; DESIGN §7) through the member API, on a real database.
import type { RedeemData, RedeemHistoryPage, RedeemItem } from '@sanam/contract/rewards.ts';
import { rewardDeskRoutes, rewardRoutes } from '@sanam/contract/routes/rewards.ts';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import type { TestMember } from '../../test/factories/members.ts';
import { body, type Envelope, type ErrorBody } from '../../test/factories/replies.ts';
import { historyOf, rewardsFactory } from '../../test/factories/rewards.ts';
import { EN } from '../../test/factories/wallet.ts';
import { useDesk } from '../../test/harness.ts';

const desk = useDesk();
const { t } = desk;

const r = rewardsFactory(desk);

const items = async (member: TestMember) =>
  body<Envelope<RedeemItem[]>>(await callRoute(t.app, rewardRoutes.items, { as: member })).data;

const historyPage = async (member: TestMember, page: Record<string, unknown> = {}) =>
  body<Envelope<RedeemHistoryPage>>(await callRoute(t.app, rewardRoutes.history, { as: member, body: page }))
    .data;

describe('the prizes a member sees', () => {
  it('lists the active items, the three cash tiers first with the baht they pay', async () => {
    const hidden = await r.createItem({ name: 'ของรางวัลปิด', point: 10, is_active: false });
    const shown = await r.createItem({ name: 'พวงกุญแจ', point: 50, stock: 3 });
    const member = await r.memberWithCoins(0);
    const list = await items(member);
    expect(list.slice(0, 3)).toEqual([
      expect.objectContaining({ id: 5, point: 300, cash: 100, is_active: true, stock: null }),
      expect.objectContaining({ id: 6, point: 500, cash: 200 }),
      expect.objectContaining({ id: 7, point: 1000, cash: 500 }),
    ]);
    expect(list).toContainEqual({
      id: shown.id,
      name: 'พวงกุญแจ',
      name_en: null,
      image_name: null,
      point: 50,
      is_active: true,
      cash: null,
      stock: 3,
    });
    expect(list.map((i) => i.id)).not.toContain(hidden.id);
  });

  it('asks for a login', async () => {
    const res = await callRoute(t.app, rewardRoutes.items);
    expect(res.statusCode).toBe(401);
    const redeem = await callRoute(t.app, rewardRoutes.redeem, { body: { itemId: 5, point: 300 } });
    expect(redeem.statusCode).toBe(401);
  });
});

describe('redeeming a cash tier', () => {
  it('takes the coins and pays the baht in one entry, shown in the redeem and money histories', async () => {
    const member = await r.memberWithCoins(450);
    t.emitted.length = 0;
    const res = await r.redeemCall(member, { itemId: 5, point: 300, address: '' });
    expect(res.statusCode).toBe(200);
    expect(body<Envelope<RedeemData>>(res)).toMatchObject({
      success: true,
      message: 'แลกเหรียญสำเร็จ เครดิตเข้ากระเป๋าเงินแล้ว',
      data: {
        balance: 100,
        event_point: 150,
        order: {
          item_id: 5,
          point: 300,
          before_point: 450,
          after_point: 150,
          cash: 100,
          status: 'completed',
        },
      },
    });
    expect(await r.balancesOf(member.id)).toEqual({ cash: 10_000, coins: 150 });
    expect(t.emitted).toContainEqual({
      room: 'user',
      id: member.id,
      event: 'BALANCE',
      payload: { balance: 100, event_point: 150 },
    });
    const [top] = await historyOf(t, member);
    expect(top).toMatchObject({
      type: 6,
      topic: 'แลกเหรียญเป็นเงินสด',
      amount: 100,
      before_amount: 0,
      after_amount: 100,
    });
    const { items: redeems } = await historyPage(member);
    expect(redeems).toEqual([
      expect.objectContaining({
        redeem: 'แลก 300 เหรียญ รับเครดิต 100 บาท',
        point: 300,
        before_point: 450,
        after_point: 150,
        address: null,
        status: 'completed',
      }),
    ]);
    // English for an English member
    const en = await r.memberWithCoins(1000);
    const second = await r.redeemCall(en, { itemId: 7, point: 1000 }, EN);
    expect(body<Envelope<RedeemData>>(second)).toMatchObject({
      message: 'Redeemed: the credit is in your balance',
      data: { balance: 500, event_point: 0 },
    });
    await r.expectLedgerOk();
  });

  it('refuses too few coins with the spec message and changes nothing', async () => {
    const member = await r.memberWithCoins(299);
    const before = await r.rewardSnapshot();
    const res = await r.redeemCall(member, { itemId: 5, point: 300 });
    expect(res.statusCode).toBe(400);
    expect(body<ErrorBody>(res).message).toBe('คุณมีเหรียญไม่เพียงพอ');
    expect(body<ErrorBody>(await r.redeemCall(member, { itemId: 5, point: 300 }, EN)).message).toBe(
      'You do not have enough points',
    );
    expect(await r.rewardSnapshot()).toEqual(before);
    expect(await r.balancesOf(member.id)).toEqual({ cash: 0, coins: 299 });
  });

  it('never charges a price the member did not see', async () => {
    const member = await r.memberWithCoins(1000);
    const before = await r.rewardSnapshot();
    const res = await r.redeemCall(member, { itemId: 5, point: 250 }, EN);
    expect(res.statusCode).toBe(409);
    expect(body<ErrorBody>(res).message).toBe('The price of this prize has changed, please check it again');
    expect(await r.rewardSnapshot()).toEqual(before);
  });
});

describe('redeeming goods', () => {
  it('needs the delivery address, then takes the coins and waits to be shipped', async () => {
    const item = await r.createItem({ name: 'หมวกทดสอบ', point: 120, stock: 5 });
    const member = await r.memberWithCoins(200);
    const before = await r.rewardSnapshot();
    for (const address of [undefined, '', '   ']) {
      const res = await r.redeemCall(member, { itemId: item.id, point: 120, address });
      expect(res.statusCode).toBe(400);
      expect(body<ErrorBody>(res)).toMatchObject({
        message: 'กรุณากรอกข้อมูลที่อยู่สำหรับจัดส่ง',
        data: { fields: { address: 'กรุณากรอกข้อมูลที่อยู่สำหรับจัดส่ง' } },
      });
    }
    const en = await r.redeemCall(member, { itemId: item.id, point: 120, address: '' }, EN);
    expect(body<ErrorBody>(en).message).toBe('Please enter the delivery address information');
    expect(await r.rewardSnapshot()).toEqual(before);

    const res = await r.redeemCall(member, { itemId: item.id, point: 120, address: ' 12 ถนนทดสอบ กรุงเทพฯ ' });
    expect(body<Envelope<RedeemData>>(res)).toMatchObject({
      message: 'แลกของรางวัลสำเร็จ รอเจ้าหน้าที่จัดส่ง',
      data: {
        balance: 0,
        event_point: 80,
        order: { redeem: 'หมวกทดสอบ', address: '12 ถนนทดสอบ กรุงเทพฯ', cash: null, status: 'pending' },
      },
    });
    const list = await items(member);
    expect(list.find((i) => i.id === item.id)?.stock).toBe(4);
    // goods move no cash: the money history has nothing new
    expect(await historyOf(t, member)).toEqual([]);
    await r.expectLedgerOk();
  });

  it('refuses an unknown, inactive or sold-out item, and bad payloads, changing nothing', async () => {
    const member = await r.memberWithCoins(5000);
    const off = await r.createItem({ name: 'ปิดแล้ว', point: 10, is_active: false });
    const none = await r.createItem({ name: 'หมดแล้ว', point: 10, stock: 0 });
    const before = await r.rewardSnapshot();
    const cases: Array<[unknown, number, string]> = [
      [{ itemId: 999_999, point: 10, address: 'x' }, 404, 'This prize does not exist'],
      [{ itemId: off.id, point: 10, address: 'x' }, 409, 'This prize can no longer be redeemed'],
      [{ itemId: none.id, point: 10, address: 'x' }, 409, 'This prize is out of stock'],
      [{ itemId: 5, point: '300' }, 400, 'Invalid value'],
      [{ itemId: 5, point: -300 }, 400, 'Invalid value'],
      [{ itemId: 5, point: 300.5 }, 400, 'Invalid value'],
      [{ point: 300 }, 400, 'This prize does not exist'],
      [{ itemId: none.id, point: 10, address: 'x'.repeat(501) }, 400, 'This text is too long'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await r.redeemCall(member, payload, EN);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(body<ErrorBody>(res).message, JSON.stringify(payload)).toBe(message);
    }
    expect(await r.rewardSnapshot()).toEqual(before);
  });
});

describe('redeeming in parallel', () => {
  it('never spends more coins than the member has', async () => {
    const member = await r.memberWithCoins(1000);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => r.redeemCall(member, { itemId: 5, point: 300 })),
    );
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 400, 400, 400, 400, 400, 400, 400]);
    for (const res of results.filter((x) => x.statusCode === 400))
      expect(body<ErrorBody>(res).message).toBe('คุณมีเหรียญไม่เพียงพอ');
    expect(await r.balancesOf(member.id)).toEqual({ cash: 30_000, coins: 100 });
    expect((await historyPage(member)).items).toHaveLength(3);
    await r.expectLedgerOk();
  });

  it('never sells more than the stock, whoever asks', async () => {
    const item = await r.createItem({ name: 'ของมีจำกัด', point: 100, stock: 2 });
    const members = await Promise.all(Array.from({ length: 6 }, () => r.memberWithCoins(100)));
    const results = await Promise.all(
      members.map((m) => r.redeemCall(m, { itemId: item.id, point: 100, address: 'ที่อยู่ทดสอบ' })),
    );
    expect(results.filter((res) => res.statusCode === 200)).toHaveLength(2);
    const refused = results.filter((res) => res.statusCode !== 200);
    expect(refused.map((res) => [res.statusCode, body<ErrorBody>(res).message])).toEqual(
      Array.from({ length: 4 }, () => [409, 'ของรางวัลนี้หมดแล้ว']),
    );
    const coins = await Promise.all(members.map(async (m) => (await r.balancesOf(m.id)).coins));
    expect(coins.sort()).toEqual([0, 0, 100, 100, 100, 100]);
    expect((await items(members[0]!)).find((i) => i.id === item.id)?.stock).toBe(0);
    await r.expectLedgerOk();
  });

  it('places one order for one Idempotency-Key, however often it arrives', async () => {
    const member = await r.memberWithCoins(2000);
    const key = { 'idempotency-key': 'redeem-once-1' };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => r.redeemCall(member, { itemId: 6, point: 500 }, key)),
    );
    expect(results.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(results.map((res) => body<Envelope<RedeemData>>(res).data.order.id));
    expect(ids.size).toBe(1);
    expect(await r.balancesOf(member.id)).toEqual({ cash: 20_000, coins: 1500 });
    await r.expectLedgerOk();
  });
});

describe('the redeem history', () => {
  it('pages newest first with a cursor, and shows only the caller', async () => {
    const member = await r.memberWithCoins(2000);
    for (let i = 0; i < 5; i++)
      expect((await r.redeemCall(member, { itemId: 5, point: 300 })).statusCode).toBe(200);
    const first = await historyPage(member, { limit: 2 });
    expect(first.items.map((o) => o.after_point)).toEqual([500, 800]);
    expect(first.next_cursor).not.toBeNull();
    const second = await historyPage(member, { limit: 2, cursor: first.next_cursor });
    expect(second.items.map((o) => o.after_point)).toEqual([1100, 1400]);
    const last = await historyPage(member, { limit: 2, cursor: second.next_cursor });
    expect(last.items.map((o) => o.after_point)).toEqual([1700]);
    expect(last.next_cursor).toBeNull();
    // with no body at all: the first page
    const bare = await callRoute(t.app, rewardRoutes.history, { as: member.accessToken });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(body<Envelope<RedeemHistoryPage>>(bare).data.items).toHaveLength(5);
    expect((await historyPage(await r.memberWithCoins(0))).items).toEqual([]);
  });

  it('gives an item and its orders their English name, kept as it was when redeemed, and the cash tiers one', async () => {
    const item = await r.createItem({ name: 'หมวกภาษาไทย', name_en: 'English cap', point: 10 });
    const bare = await r.createItem({ name: 'แก้วไม่มีชื่ออังกฤษ', name_en: '', point: 10 });
    const member = await r.memberWithCoins(20);
    const list = await items(member);
    expect(list.find((i) => i.id === item.id)).toMatchObject({ name: 'หมวกภาษาไทย', name_en: 'English cap' });
    expect(list.find((i) => i.id === bare.id)).toMatchObject({ name_en: null });
    expect(list.find((i) => i.id === 5)).toMatchObject({
      name: 'แลก 300 เหรียญ รับเครดิต 100 บาท',
      name_en: 'Exchange 300 coins for 100 baht credit',
    });

    const res = await r.redeemCall(member, { itemId: item.id, point: 10, address: 'ที่อยู่' });
    expect(body<Envelope<RedeemData>>(res).data.order).toMatchObject({
      redeem: 'หมวกภาษาไทย',
      redeem_en: 'English cap',
    });
    const renamed = await callRoute(t.app, rewardDeskRoutes.patchItem, {
      as: desk.admin,
      params: { id: item.id },
      body: {
        name_en: null,
      },
    });
    expect(renamed.statusCode).toBe(200);
    expect(body<Envelope<RedeemItem>>(renamed).data.name_en).toBeNull();
    expect((await historyPage(member)).items[0]).toMatchObject({
      redeem: 'หมวกภาษาไทย',
      redeem_en: 'English cap',
    });
    await r.redeemCall(member, { itemId: bare.id, point: 10, address: 'ที่อยู่' });
    expect((await historyPage(member)).items[0]).toMatchObject({ redeem: 'แก้วไม่มีชื่ออังกฤษ', redeem_en: null });
  });

  it('refuses an English name that is too long', async () => {
    const res = await callRoute(t.app, rewardDeskRoutes.createItem, {
      as: desk.admin,
      body: {
        name: 'ยาวเกิน',
        name_en: 'x'.repeat(101),
        point: 10,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(body<ErrorBody>(res).data.fields).toHaveProperty('name_en');
  });

  it('keeps the name an item had when it was redeemed', async () => {
    const item = await r.createItem({ name: 'ชื่อเดิม', point: 10 });
    const member = await r.memberWithCoins(10);
    await r.redeemCall(member, { itemId: item.id, point: 10, address: 'ที่อยู่' });
    const res = await callRoute(t.app, rewardDeskRoutes.patchItem, {
      as: desk.admin,
      params: { id: item.id },
      body: { name: 'ชื่อใหม่' },
    });
    expect(res.statusCode).toBe(200);
    expect((await historyPage(member)).items[0]?.redeem).toBe('ชื่อเดิม');
  });
});
