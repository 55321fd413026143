// The cashier desk hears of a slip that waits and of a withdrawal to pay over its socket
// (CASHIER in the `cashier` room) instead of at its next 15 s poll; only admins and cashiers get
// in, and nothing is sent for a request that was refused or rolled back.
import type { Match } from '@sanam/contract/matches.ts';
import type { CashierEvent } from '@sanam/contract/realtime.ts';
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import { cashierRoutes } from '@sanam/contract/routes/wallet.ts';
import type { SlipData, WithdrawData } from '@sanam/contract/wallet.ts';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { connect, disconnectAll, nextEvent, pause, record, refusal } from '../../test/sockets.ts';
import { callRoute } from '../../test/call-route.ts';
import { aMember } from '../../test/factories/members.ts';
import { body, type Envelope } from '../../test/factories/replies.ts';
import { walletFactory } from '../../test/factories/wallet.ts';
import { useDesk } from '../../test/harness.ts';
import { alertCashiersAfterCommit } from './cashier-alerts.ts';

const desk = useDesk({
  sockets: true,
  ready: async () => {
    await w.openHouseAccount();
  },
});
const { t } = desk;
const w = walletFactory(desk);
afterEach(() => {
  disconnectAll();
});
afterAll(() => {
  disconnectAll();
});

const cashierDesk = (token: string) => connect(t.url, { operator_token: token, desk: 'cashier' });

/** A slip the sandbox check confirms, but paid to an account that is not the house's: it waits. */
async function pendingSlip(amount: number) {
  const member = await w.fundedMember(0);
  const slip = await w.testSlip({ amount, receiver: '5550001112' });
  const res = await w.sendSlip(member, slip.payload);
  expect(res.statusCode).toBe(200);
  const data = body<Envelope<SlipData>>(res).data;
  expect(data.deposit.status).toBe('pending');
  return { member, deposit: data.deposit };
}

async function labelOf(memberId: number) {
  const { rows } = await t.db.query<{ username: string; name: string | null }>(
    'SELECT username, name FROM members WHERE id = $1',
    [memberId],
  );
  const row = rows[0];
  if (!row) throw new Error(`no member ${memberId}`);
  return row;
}

describe('a socket at the cashier desk', () => {
  it("hears a cashier of a member's slip that waits for a check, the moment it is sent", async () => {
    const socket = await cashierDesk(desk.cashier);
    const alert = nextEvent(socket, 'CASHIER');
    const sentAt = Date.now();
    const { member, deposit } = await pendingSlip(750);
    const event = await alert;
    expect(Date.now() - sentAt).toBeLessThan(1_000);
    expect(event).toEqual({
      kind: 'deposit',
      action: 'new',
      id: deposit.id,
      amount: 750,
      member: await labelOf(member.id),
      created_at: deposit.created_at,
    } satisfies CashierEvent);
  });

  it('hears an admin of a withdrawal request, with its amount', async () => {
    const member = await w.fundedMember(800);
    const socket = await cashierDesk(desk.admin);
    const alert = nextEvent(socket, 'CASHIER');
    const res = await w.withdraw(member, 300);
    expect(res.statusCode).toBe(200);
    const { withdrawal } = body<Envelope<WithdrawData>>(res).data;
    expect(await alert).toMatchObject({
      kind: 'withdrawal',
      action: 'new',
      id: withdrawal.id,
      amount: 300,
      member: await labelOf(member.id),
    });
  });

  it('hears every cashier when a colleague decides, so each queue drops the item at once', async () => {
    const { deposit } = await pendingSlip(420);
    const member = await w.fundedMember(500);
    const asked = body<Envelope<WithdrawData>>(await w.withdraw(member, 200)).data.withdrawal;
    const socket = await cashierDesk(desk.cashier);
    const seen = record(socket);
    const approve = await callRoute(t.app, cashierRoutes.approveDeposit, {
      as: desk.admin,
      params: { id: deposit.id },
      body: {
        amount: 420,
      },
    });
    expect(approve.statusCode).toBe(200);
    const paid = await callRoute(t.app, cashierRoutes.payWithdrawal, {
      as: desk.cashier,
      params: { id: asked.id },
      body: {
        transfer_ref: 'KB-ALERT-1',
      },
    });
    expect(paid.statusCode).toBe(200);
    await pause(100);
    expect(seen.map((s) => s.payload)).toMatchObject([
      { kind: 'deposit', action: 'decided', id: deposit.id, amount: 420 },
      { kind: 'withdrawal', action: 'decided', id: asked.id, amount: 200 },
    ]);
  });

  it('hears nothing of a refused request, nor of a slip credited at once', async () => {
    const socket = await cashierDesk(desk.cashier);
    const seen = record(socket);
    const poor = await w.fundedMember(100);
    expect((await w.withdraw(poor, 5_000)).statusCode).toBe(400); // more than the balance
    expect((await w.withdraw(poor, 100.5)).statusCode).toBe(400); // not whole baht
    expect((await w.sendSlip(poor, 'not a slip')).statusCode).toBe(400);
    const credited = await w.testSlip({ amount: 200 });
    expect(body<Envelope<SlipData>>(await w.sendSlip(poor, credited.payload)).data.deposit.status).toBe(
      'approved',
    );
    // the same member's next withdrawal does alert: had any of the above, it would come first
    const alert = nextEvent(socket, 'CASHIER');
    expect((await w.withdraw(poor, 300)).statusCode).toBe(200);
    await alert;
    await pause(50);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.payload).toMatchObject({ kind: 'withdrawal', action: 'new', amount: 300 });
  });

  it('sends nothing when the transaction that would announce it rolls back', async () => {
    const member = await aMember(t.app);
    const before = t.emitted.length;
    const change = {
      kind: 'deposit',
      action: 'new',
      id: 1,
      memberId: member.id,
      amountSatang: 100,
      createdAt: new Date(),
    } as const;
    await expect(
      t.db.transaction(async (tx) => {
        await alertCashiersAfterCommit({ realtime: t.bus }, tx, change);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(t.emitted.slice(before)).toEqual([]);
    await t.db.transaction((tx) => alertCashiersAfterCommit({ realtime: t.bus }, tx, change));
    expect(t.emitted.slice(before)).toMatchObject([
      { room: 'cashier', event: 'CASHIER', payload: { id: 1 } },
    ]);
  });
});

describe('the cashier desk handshake', () => {
  it('refuses an operator, who does not work the queues', async () => {
    expect(await refusal(t.url, { operator_token: desk.operator, desk: 'cashier' })).toMatchObject({
      data: { code: 'forbidden', key: 'error.forbidden' },
    });
  });

  it('refuses a member token, and no token', async () => {
    const m = await aMember(t.app);
    expect((await refusal(t.url, { operator_token: m.accessToken, desk: 'cashier' })).data?.key).toBe(
      'auth.member_token_refused',
    );
    expect((await refusal(t.url, { access_token: m.accessToken, desk: 'cashier' })).data?.key).toBe(
      'error.validation',
    );
    expect((await refusal(t.url, { operator_token: '', desk: 'cashier' })).data?.key).toBe(
      'error.unauthorized',
    );
  });

  it('refuses another desk, and a match with the cashier desk', async () => {
    const match = body<Envelope<Match>>(
      await callRoute(t.app, matchDeskRoutes.create, {
        as: desk.operator,
        body: {
          round_name: 'คู่ที่ 1',
          red_cow_name: 'แดงเดือด',
          blue_cow_name: 'ฟ้าคราม',
        },
      }),
    ).data;
    expect((await refusal(t.url, { operator_token: desk.admin, desk: 'bets' })).data?.key).toBe(
      'error.validation',
    );
    expect(
      (await refusal(t.url, { operator_token: desk.cashier, desk: 'cashier', matchId: match.id })).data?.key,
    ).toBe('error.validation');
    // and a cashier still stays out of the match desk (BET is for who runs the round)
    expect((await refusal(t.url, { operator_token: desk.cashier, matchId: match.id })).data?.key).toBe(
      'error.forbidden',
    );
  });

  it('keeps the cashier room for the cashier desk: a match desk and a member hear no CASHIER', async () => {
    const match = body<Envelope<Match>>(
      await callRoute(t.app, matchDeskRoutes.create, {
        as: desk.operator,
        body: {
          round_name: 'คู่ที่ 2',
          red_cow_name: 'แดงเดือด',
          blue_cow_name: 'ฟ้าคราม',
        },
      }),
    ).data;
    const m = await aMember(t.app);
    const [matchDesk, memberSocket, cashier] = await Promise.all([
      connect(t.url, { operator_token: desk.admin, matchId: match.id }),
      connect(t.url, { access_token: m.accessToken, matchId: match.id }),
      cashierDesk(desk.cashier),
    ]);
    const overheard = [...record(matchDesk), ...record(memberSocket)];
    const heard = record(cashier);
    const alert = nextEvent(cashier, 'CASHIER');
    await pendingSlip(310);
    await alert;
    // a BET to the desk the cashier socket must not hear either
    t.bus.toDesk(match.id, 'BET', { match_id: match.id, side: 'red', amount: 100 });
    await pause(100);
    expect(overheard).toEqual([]);
    expect(heard.map((s) => s.event)).toEqual(['CASHIER']);
  });
});
