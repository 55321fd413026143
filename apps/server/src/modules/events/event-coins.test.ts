// Event bets: the default minimum stake, and a coin per graded bet of at least
// the coin minimum, paid when the event is settled, never when it is cancelled, never to a member
// who backed more than one option.
import type { EventBetData } from '@sanam/contract/events.ts';
import { eventDeskRoutes, eventRoutes } from '@sanam/contract/routes/events.ts';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { eventsFactory } from '../../test/factories/events.ts';
import { expectLedgerOk } from '../../test/factories/ledger.ts';
import { body, type Envelope } from '../../test/factories/replies.ts';
import { EN } from '../../test/factories/wallet.ts';
import { useDesk } from '../../test/harness.ts';

const desk = useDesk();
const { t } = desk;

const f = eventsFactory(desk);

describe('event bets, the minimum stake and coins', () => {
  it('refuses a bet under the minimum, naming it, and changes nothing', async () => {
    const open = await f.openEvent();
    const member = await f.fundedMember(100);
    const before = await f.snapshot();
    const res = await f.bet(member, open.id, { amount: 9.99, type: 'red', odds: 1.85 }, EN);
    expect([res.statusCode, res.json<{ message: string }>().message]).toEqual([
      400,
      'The minimum stake is 10 baht',
    ]);
    expect(await f.snapshot()).toEqual(before);
    // the member app reads the minimum with the event
    const quiz = await callRoute(t.app, eventRoutes.quiz, { as: member });
    expect(
      body<Envelope<Array<{ id: number; min_bet: number }>>>(quiz).data.find((e) => e.id === open.id)
        ?.min_bet,
    ).toBe(10);
  });

  it('pays coins at settlement only: none at placement, none under 100 baht, none for a hedge, none on a cancel', async () => {
    const open = await f.openEvent();
    const [one, small, hedger] = await Promise.all([1, 2, 3].map(() => f.fundedMember(1000)));
    if (!one || !small || !hedger) throw new Error('members');
    const placed = await f.bet(one, open.id, { amount: 100, type: 'blue', odds: 2.1 });
    expect(body<Envelope<EventBetData>>(placed).data.event_point).toBe(0);
    await f.bet(one, open.id, { amount: 200, type: 'blue', odds: 2.1 });
    // under the coin minimum, on the default minimum's steps of 10 baht
    expect((await f.bet(small, open.id, { amount: 90, type: 'red', odds: 1.85 })).statusCode).toBe(200);
    await f.bet(hedger, open.id, { amount: 100, type: 'red', odds: 1.85 });
    await f.bet(hedger, open.id, { amount: 100, type: 'blue', odds: 2.1 });
    expect(await Promise.all([one, small, hedger].map((m) => f.coinsOf(m.id)))).toEqual([0, 0, 0]);
    await f.consoleCall(eventDeskRoutes.settle, { params: { id: open.id }, body: { winner: 'red' } });
    expect(await Promise.all([one, small, hedger].map((m) => f.coinsOf(m.id)))).toEqual([2, 0, 0]);

    const cancelled = await f.openEvent();
    await f.bet(small, cancelled.id, { amount: 500, type: 'red', odds: 1.85 });
    await f.consoleCall(eventDeskRoutes.cancel, { params: { id: cancelled.id } });
    expect(await f.coinsOf(small.id)).toBe(0);
    await expectLedgerOk(t.app, desk.admin);
  });
});
