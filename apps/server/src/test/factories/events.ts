// Events: an event through the console, members with money (wallet.ts), the member's event calls,
// and what a refused call could have changed.
import type { AdminEvent, EventCreateRequest } from '@sanam/contract/events.ts';
import { eventDeskRoutes, eventRoutes } from '@sanam/contract/routes/events.ts';
import type { RouteDeclaration } from '@sanam/contract/routes/route.ts';
import type { LightMyRequestResponse } from 'fastify';
import { callRoute, type RouteCallArgs } from '../call-route.ts';
import { adminRoute, type Desk } from './desk.ts';
import { balanceOf, postedTo } from './ledger.ts';
import type { TestMember } from './members.ts';
import { body, type Envelope } from './replies.ts';
import { walletFactory } from './wallet.ts';

export const THREE_WAY: EventCreateRequest = {
  question: 'ใครชนะคู่เอกสนาม B คืนนี้?',
  options: [
    { key: 'red', label: 'ไอ้แดง', odds: 1.85 },
    { key: 'blue', label: 'ไอ้ดำ', odds: 2.1 },
    { key: 'draw', label: 'เสมอ', odds: 7.5 },
  ],
};

export function eventsFactory(desk: Desk) {
  const wallet = walletFactory(desk);

  /**
   * A console call of an event desk route by its declaration, as the operator unless the call names
   * another caller (`as:`).
   */
  const consoleCall = <R extends RouteDeclaration>(route: R, ...args: RouteCallArgs<R>) =>
    adminRoute(desk.t.app, desk.operator, route, ...args);

  function expectEvent(res: LightMyRequestResponse): AdminEvent {
    if (res.statusCode !== 200) throw new Error(`event call: ${res.statusCode} ${res.body}`);
    return body<Envelope<AdminEvent>>(res).data;
  }

  /** A draft event made by an operator through the console. */
  const createEvent = async (input: EventCreateRequest = THREE_WAY) =>
    expectEvent(await consoleCall(eventDeskRoutes.create, { body: input }));

  /** An open event. */
  async function openEvent(input: EventCreateRequest = THREE_WAY): Promise<AdminEvent> {
    const e = await createEvent(input);
    return expectEvent(await consoleCall(eventDeskRoutes.open, { params: { id: e.id } }));
  }

  /** A member's bet on an event; the body as given, so a test can send what the schema refuses. */
  const bet = (
    member: TestMember,
    eventId: number,
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    callRoute(desk.t.app, eventRoutes.bet, {
      as: member,
      params: { id: eventId },
      rawBody: payload,
      headers,
    });

  /**
   * An open event three members with 200 baht each have bet on: a backs red 100 (1.85), b backs blue
   * 50 (2.1), c backs red 30 (1.85); the test adds c's second stake.
   */
  async function threeBackers() {
    const open = await openEvent();
    const [a, b, c] = await Promise.all([
      wallet.fundedMember(200),
      wallet.fundedMember(200),
      wallet.fundedMember(200),
    ]);
    if (!a || !b || !c) throw new Error('members');
    await bet(a, open.id, { amount: 100, type: 'red', odds: 1.85 });
    await bet(b, open.id, { amount: 50, type: 'blue', odds: 2.1 });
    await bet(c, open.id, { amount: 30, type: 'red', odds: 1.85 });
    return { open, a, b, c };
  }

  /** Everything a refused bet could have changed. */
  async function snapshot() {
    const { rows } = await desk.t.db.query(
      `SELECT (SELECT count(*)::int FROM journal_entries) AS entries,
              (SELECT count(*)::int FROM postings) AS postings,
              (SELECT count(*)::int FROM event_bets) AS bets,
              (SELECT coalesce(sum(balance), 0)::text FROM balances) AS balances,
              (SELECT count(*)::int FROM audit_log) AS audits,
              (SELECT string_agg(id || ':' || state || ':' || version, ',' ORDER BY id) FROM events) AS events`,
    );
    return rows[0];
  }

  const cashOf = async (memberId: number) => (await balanceOf(desk.t.db, `member:${memberId}`)) ?? 0;
  const coinsOf = async (memberId: number) => (await balanceOf(desk.t.db, `coins:${memberId}`)) ?? 0;
  const escrowOf = async (eventId: number) => (await postedTo(desk.t.db, `escrow:event:${eventId}`)) ?? 0;

  return {
    ...wallet,
    consoleCall,
    expectEvent,
    createEvent,
    openEvent,
    bet,
    threeBackers,
    snapshot,
    cashOf,
    coinsOf,
    escrowOf,
  };
}
