// Event bets: the member's own controls apply to them as to a round's bets (the
// minimum stake is event-coins.test.ts): a suspended member is refused, and so is a stake over the
// member's own maximum, each refusal naming the limit and changing nothing. An event has no round
// maximum, so the member's factor lifts nothing.
import { riskDeskRoutes } from '@sanam/contract/routes/risk.ts';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { eventsFactory } from '../../test/factories/events.ts';
import { expectLedgerOk } from '../../test/factories/ledger.ts';
import { EN } from '../../test/factories/wallet.ts';
import { useDesk } from '../../test/harness.ts';

const desk = useDesk();
const { t } = desk;
const f = eventsFactory(desk);

const controls = (memberId: number, payload: Record<string, unknown>) =>
  callRoute(t.app, riskDeskRoutes.memberBetting, {
    as: desk.operator,
    params: { id: memberId },
    body: payload,
  });

const refusal = (res: Awaited<ReturnType<typeof f.bet>>) => ({
  status: res.statusCode,
  ...(({ message, data }) => ({ message, code: data.code }))(
    res.json<{ message: string; data: { code: string } }>(),
  ),
});

describe('event bets under the member’s own controls', () => {
  it('refuses a stake over the member’s maximum, naming it, whatever their factor', async () => {
    const open = await f.openEvent();
    const member = await f.fundedMember(1000);
    expect((await controls(member.id, { max_bet: 300, limit_factor: 2 })).statusCode).toBe(200);
    const before = await f.snapshot();
    const over = await f.bet(member, open.id, { amount: 400, type: 'red', odds: 1.85 }, EN);
    expect(refusal(over)).toMatchObject({ status: 400, message: 'The maximum stake is 300 baht' });
    expect(await f.snapshot()).toEqual(before);
    expect((await f.bet(member, open.id, { amount: 300, type: 'red', odds: 1.85 })).statusCode).toBe(200);
    expect(await f.cashOf(member.id)).toBe(70_000);
    await expectLedgerOk(t.app, desk.admin);
  });

  it('refuses every bet of a suspended member, naming why, and takes them again once lifted', async () => {
    const open = await f.openEvent();
    const member = await f.fundedMember(500);
    expect((await controls(member.id, { bet_suspended: true })).statusCode).toBe(200);
    const before = await f.snapshot();
    const refused = await f.bet(member, open.id, { amount: 100, type: 'blue', odds: 2.1 }, EN);
    expect(refusal(refused)).toEqual({
      status: 403,
      message: 'Betting is suspended on your account: please contact support',
      code: 'bet_suspended',
    });
    const thai = await f.bet(member, open.id, { amount: 100, type: 'blue', odds: 2.1 });
    expect(thai.json<{ message: string }>().message).toMatch(/ระงับ/);
    expect(await f.snapshot()).toEqual(before);
    expect((await controls(member.id, { bet_suspended: false })).statusCode).toBe(200);
    expect((await f.bet(member, open.id, { amount: 100, type: 'blue', odds: 2.1 })).statusCode).toBe(200);
    await expectLedgerOk(t.app, desk.admin);
  });
});
