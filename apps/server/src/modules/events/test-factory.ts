// Test factories for events: an event through the console, members with money, the member's event
// calls, and what a refused call could have changed.
import type { AdminEvent, EventCreateRequest } from '@sanam/contract/events.ts';
import type { TestContext } from '../../test/test-app.ts';
import { adminCall, body, type Envelope, type TestMember } from '../admin/test-factory.ts';
export { adminCall };
import { walletFactory } from '../wallet/test-factory.ts';

export const THREE_WAY: EventCreateRequest = {
  question: 'ใครชนะคู่เอกสนาม B คืนนี้?',
  options: [
    { key: 'red', label: 'ไอ้แดง', odds: 1.85 },
    { key: 'blue', label: 'ไอ้ดำ', odds: 2.1 },
    { key: 'draw', label: 'เสมอ', odds: 7.5 },
  ],
};

export function eventsFactory(
  t: () => TestContext,
  tokens: () => { admin: string; cashier: string; operator: string },
) {
  const wallet = walletFactory(t, tokens);

  /** A console call on /api/admin/events as an operator: GET without a payload, else POST (or `method`). */
  const consoleCall = (
    path: string,
    payload?: unknown,
    method?: 'POST' | 'PATCH',
    token = tokens().operator,
  ) =>
    adminCall(t().app, token, method ?? (payload === undefined ? 'GET' : 'POST'), `/events${path}`, payload);

  function expectEvent(res: Awaited<ReturnType<typeof adminCall>>): AdminEvent {
    if (res.statusCode !== 200) throw new Error(`event call: ${res.statusCode} ${res.body}`);
    return body<Envelope<AdminEvent>>(res).data;
  }

  /** A draft event made by an operator through the console. */
  const createEvent = async (input: EventCreateRequest = THREE_WAY) =>
    expectEvent(await consoleCall('', input));

  /** An open event. */
  async function openEvent(input: EventCreateRequest = THREE_WAY): Promise<AdminEvent> {
    const e = await createEvent(input);
    return expectEvent(await consoleCall(`/${e.id}/open`, {}));
  }

  const bet = (
    member: TestMember,
    eventId: number,
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => wallet.memberCall(member, `/user/bet/event/${eventId}`, payload, headers);

  /** Everything a refused bet could have changed. */
  async function snapshot() {
    const { rows } = await t().db.query(
      `SELECT (SELECT count(*)::int FROM journal_entries) AS entries,
              (SELECT count(*)::int FROM postings) AS postings,
              (SELECT count(*)::int FROM event_bets) AS bets,
              (SELECT coalesce(sum(balance), 0)::text FROM balances) AS balances,
              (SELECT count(*)::int FROM audit_log) AS audits,
              (SELECT string_agg(id || ':' || state || ':' || version, ',' ORDER BY id) FROM events) AS events`,
    );
    return rows[0];
  }

  async function cashOf(memberId: number): Promise<number> {
    const { rows } = await t().db.query<{ balance: number }>(
      'SELECT balance FROM balances WHERE account = $1',
      [`member:${memberId}`],
    );
    return rows[0]?.balance ?? 0;
  }

  async function coinsOf(memberId: number): Promise<number> {
    const { rows } = await t().db.query<{ balance: number }>(
      'SELECT balance FROM balances WHERE account = $1',
      [`coins:${memberId}`],
    );
    return rows[0]?.balance ?? 0;
  }

  async function escrowOf(eventId: number): Promise<number> {
    const { rows } = await t().db.query<{ total: number }>(
      'SELECT coalesce(sum(amount), 0)::bigint AS total FROM postings WHERE account = $1',
      [`escrow:event:${eventId}`],
    );
    return rows[0]?.total ?? 0;
  }

  return {
    ...wallet,
    adminCall,
    consoleCall,
    expectEvent,
    createEvent,
    openEvent,
    bet,
    snapshot,
    cashOf,
    coinsOf,
    escrowOf,
  };
}
