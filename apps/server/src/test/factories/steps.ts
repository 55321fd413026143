// Step tickets: pre-fight rounds driven through the operator API (bets.ts), tickets through the
// member API, and what a refused call could have changed.
import type { MatchResult } from '@sanam/contract/matches.ts';
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import { stepRoutes } from '@sanam/contract/routes/steps.ts';
import type { StepBetData, StepTicketDetails, StepTicketPage } from '@sanam/contract/steps.ts';
import { bettingFactory, EN } from './bets.ts';
import { type BodyOf, callOk, callRoute } from '../call-route.ts';
import type { Desk } from './desk.ts';
import { postedTo } from './ledger.ts';
import type { TestMember } from './members.ts';
import { REGRADE_REASON } from './matches.ts';

export type Leg = { matchId: number; type: 'red' | 'blue'; rateId: number };

export function stepFactory(desk: Pick<Desk, 't' | 'operator' | 'cashier' | 'admin'>) {
  const f = bettingFactory(desk);

  /** `n` pre-fight rounds running with betting open at ด 10/9 (red 10/9 → odds 1.9, blue 9/10 → 19/9). */
  async function rounds(n: number) {
    const out: Array<{ matchId: number; rateId: number }> = [];
    for (let i = 0; i < n; i++) out.push(await f.openMatch({ prefight: true }));
    return out;
  }

  /** `payload` as the test gives it, a wrong one included: the server's check is what is tested. */
  function place(member: TestMember, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
    return callRoute(desk.t.app, stepRoutes.place, {
      as: member,
      rawBody: payload,
      headers: { ...EN, ...headers },
    });
  }

  async function placeOk(member: TestMember, amount: number, steps: Leg[]): Promise<StepBetData> {
    return callOk(desk.t.app, stepRoutes.place, { as: member, body: { amount, steps }, headers: EN });
  }

  async function end(matchId: number, result: MatchResult) {
    return f.call(matchDeskRoutes.end, { params: { id: matchId }, body: { result } });
  }

  /** A regrade as the operator asks it: the reply, whatever it is. */
  function regrade(matchId: number, result: MatchResult) {
    return callRoute(desk.t.app, matchDeskRoutes.regrade, {
      as: desk.operator,
      params: { id: matchId },
      body: { result, reason: REGRADE_REASON },
    });
  }

  async function details(member: TestMember, id: number) {
    return callRoute(desk.t.app, stepRoutes.ticket, { as: member, params: { id }, headers: EN });
  }

  async function ticket(member: TestMember, id: number): Promise<StepTicketDetails> {
    return callOk(desk.t.app, stepRoutes.ticket, { as: member, params: { id }, headers: EN });
  }

  async function tickets(
    member: TestMember,
    payload: BodyOf<typeof stepRoutes.tickets> = {},
  ): Promise<StepTicketPage> {
    return callOk(desk.t.app, stepRoutes.tickets, { as: member, body: payload, headers: EN });
  }

  const stepEscrow = async (ticketId: number) =>
    Number((await postedTo(desk.t.db, `escrow:step:${ticketId}`)) ?? NaN);

  /** Everything a refused step call could have changed. */
  async function snapshot() {
    const { rows } = await desk.t.db.query(
      `SELECT (SELECT count(*)::int FROM step_tickets) AS tickets,
              (SELECT count(*)::int FROM step_legs) AS legs,
              (SELECT string_agg(id || ':' || status || ':' || coalesce(payout_satang::text, '-') || ':' || grading, ','
                                 ORDER BY id) FROM step_tickets) AS ticket_states,
              (SELECT string_agg(id || ':' || status, ',' ORDER BY id) FROM step_legs) AS leg_states`,
    );
    return { ...(await f.moneySnapshot()), ...rows[0] };
  }

  return { ...f, rounds, place, placeOk, end, regrade, details, ticket, tickets, stepEscrow, snapshot };
}
