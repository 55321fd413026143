// A member's own deposit limit (responsible play) on the slip deposit: a good slip past the limit is
// not credited but waits for a cashier with its reason; the cashier cannot credit it until the limit
// allows, and can return it; parallel slips cannot pass the limit together.
import { cashierRoutes } from '@sanam/contract/routes/wallet.ts';
import type { SlipData } from '@sanam/contract/wallet.ts';
import { describe, expect, it } from 'vitest';
import { adminRoute } from '../../test/factories/desk.ts';
import { body, type Envelope, type ErrorBody } from '../../test/factories/replies.ts';
import { EN, walletFactory } from '../../test/factories/wallet.ts';
import { useDesk } from '../../test/harness.ts';
import { setOwnLimit, usageOf } from '../play/index.ts';

const desk = useDesk({
  ready: async () => {
    await w.openHouseAccount();
  },
});
const { t } = desk;
const w = walletFactory(desk);

describe('a deposit limit the member set', () => {
  it('credits a slip within it, and keeps one past it waiting for a cashier with its reason', async () => {
    const member = await w.fundedMember(0);
    await setOwnLimit(t.db, member.id, 'deposit_day', 1000_00);
    const first = await w.sendSlip(member, (await w.testSlip({ amount: 600 })).payload, EN);
    expect(body<Envelope<SlipData>>(first).data).toMatchObject({
      balance: 600,
      deposit: { status: 'approved' },
    });

    const before = await w.moneySnapshot();
    const second = await w.sendSlip(member, (await w.testSlip({ amount: 500 })).payload, EN);
    expect(second.statusCode).toBe(200);
    expect(body<Envelope<SlipData>>(second)).toMatchObject({
      message:
        'Slip received, but it passes your deposit limit: a cashier will return the money, or credit it once your limit allows',
      data: { balance: 600, deposit: { status: 'pending', amount: 500 } },
    });
    const { rows } = await t.db.query<{ pending_reason: string; next_check_at: Date | null }>(
      'SELECT pending_reason, next_check_at FROM deposits WHERE member_id = $1 AND status = $2',
      [member.id, 'pending'],
    );
    // waiting for a person, never for the automatic re-check
    expect(rows).toEqual([{ pending_reason: 'deposit_limit', next_check_at: null }]);
    // no money moved: only the waiting deposit row is new
    const after = await w.moneySnapshot();
    const money = (m: typeof after) => ({
      entries: m?.entries,
      postings: m?.postings,
      balances: m?.balances,
    });
    expect(money(after)).toEqual(money(before));
    expect(after?.deposits).toBe(Number(before?.deposits) + 1);
  });

  it('refuses the cashier’s credit while the limit would be passed, naming it, and lets the cashier return the money', async () => {
    const member = await w.fundedMember(0);
    await setOwnLimit(t.db, member.id, 'deposit_week', 300_00);
    await w.sendSlip(member, (await w.testSlip({ amount: 400 })).payload);
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM deposits WHERE member_id = $1', [
      member.id,
    ]);
    const id = rows[0]?.id;
    const approve = await adminRoute(t.app, desk.cashier, cashierRoutes.approveDeposit, {
      params: { id },
      body: { amount: 400 },
      headers: EN,
    });
    expect(approve.statusCode).toBe(409);
    expect(body<ErrorBody>(approve).message).toMatch(
      /^This deposit passes your weekly deposit limit of 300 baht \(300 baht left\); it counts again from \d\d\/\d\d\/\d{4} 00:00$/,
    );
    expect((await usageOf(t.db, member.id, new Date())).deposited.week).toBe(0);
    // what fits is credited: the cashier may approve the part the member's statement allows
    const part = await adminRoute(t.app, desk.cashier, cashierRoutes.approveDeposit, {
      params: { id },
      body: { amount: 300 },
    });
    expect(part.statusCode).toBe(200);
    expect((await usageOf(t.db, member.id, new Date())).deposited.week).toBe(300_00);
    await w.expectLedgerOk();
  });

  it('holds against parallel slips: of five good slips of 300 under a 1,000 limit, three are credited', async () => {
    const member = await w.fundedMember(0);
    await setOwnLimit(t.db, member.id, 'deposit_month', 1000_00);
    const slips = await Promise.all(Array.from({ length: 5 }, () => w.testSlip({ amount: 300 })));
    const replies = await Promise.all(slips.map((s) => w.sendSlip(member, s.payload)));
    const statuses = replies.map((r) => body<Envelope<SlipData>>(r).data.deposit.status).sort();
    expect(statuses).toEqual(['approved', 'approved', 'approved', 'pending', 'pending']);
    expect((await usageOf(t.db, member.id, new Date())).deposited.month).toBe(900_00);
    await w.expectLedgerOk();
  });
});
