// The console's step tickets desk: every member's tickets searched by the member and the
// status, one ticket with its legs, rounds, odds, results and payout; read by every console role,
// refused to a member.
import { translate } from '@sanam/contract/messages.ts';
import { stepDeskRoutes } from '@sanam/contract/routes/steps.ts';
import type { StepDeskPage, StepDeskTicketDetails } from '@sanam/contract/step-desk.ts';
import { describe, expect, it } from 'vitest';
import { callRoute, type RouteCall } from '../../test/call-route.ts';
import { body, type Envelope } from '../../test/factories/replies.ts';
import { stepFactory } from '../../test/factories/steps.ts';
import { useDesk } from '../../test/harness.ts';

const desk = useDesk();
const { t } = desk;
const f = stepFactory(desk);

type Search = RouteCall<typeof stepDeskRoutes.tickets>['query'];
const search = async (query: Search, token = desk.operator) => {
  const res = await callRoute(t.app, stepDeskRoutes.tickets, { as: token, query });
  expect(res.statusCode, res.body).toBe(200);
  return body<Envelope<StepDeskPage>>(res).data;
};
const details = async (id: number, token = desk.operator) => {
  const res = await callRoute(t.app, stepDeskRoutes.ticket, { as: token, params: { id } });
  expect(res.statusCode, res.body).toBe(200);
  return body<Envelope<StepDeskTicketDetails>>(res).data;
};

describe('the step tickets desk', () => {
  it("finds a member's tickets by phone, username or id and by status, newest first, paged", async () => {
    const [a, b, c] = await f.rounds(3);
    const somchai = await f.fundedMember(1000);
    const other = await f.fundedMember(1000);
    const first = await f.placeOk(somchai, 100, [
      { ...a!, type: 'red' },
      { ...b!, type: 'blue' },
    ]);
    const second = await f.placeOk(somchai, 50, [
      { ...b!, type: 'red' },
      { ...c!, type: 'red' },
    ]);
    const others = await f.placeOk(other, 70, [
      { ...a!, type: 'blue' },
      { ...c!, type: 'blue' },
    ]);

    const byUsername = await search({ member: somchai.username.toUpperCase() });
    expect(byUsername.total).toBe(2);
    expect(byUsername.items.map((i) => i.id)).toEqual([second.ticket.id, first.ticket.id]);
    expect(byUsername.items[0]).toMatchObject({
      member_id: somchai.id,
      member_username: somchai.username,
      member_phone: somchai.phone,
      amount: 50,
      legs_count: 2,
      status: 'pending',
    });
    expect((await search({ member: somchai.phone })).items.map((i) => i.id)).toEqual([
      second.ticket.id,
      first.ticket.id,
    ]);
    expect((await search({ member: `#${other.id}` })).items.map((i) => i.id)).toEqual([others.ticket.id]);

    const page = await search({ member: somchai.username, limit: 1, offset: 1 });
    expect(page).toMatchObject({ total: 2, items: [{ id: first.ticket.id }] });

    // a and b end blue: the first ticket (a red, b blue) is lost; the second (b red) waits on c
    await f.end(a!.matchId, 'blue');
    await f.end(b!.matchId, 'blue');
    expect((await search({ member: somchai.username, status: 'lost' })).items.map((i) => i.id)).toEqual([
      first.ticket.id,
    ]);
    expect((await search({ member: somchai.username, status: 'pending' })).items.map((i) => i.id)).toEqual([
      second.ticket.id,
    ]);
    expect((await search({ member: other.username, status: 'won' })).total).toBe(0);
    // a wildcard typed is a character, not "everyone"
    expect((await search({ member: '%' })).total).toBe(0);
  });

  it("shows a ticket's legs with their rounds, odds and results, and its stake and payout", async () => {
    const [a, b] = await f.rounds(2);
    const member = await f.fundedMember(1000);
    const placed = await f.placeOk(member, 100, [
      { ...a!, type: 'red' },
      { ...b!, type: 'blue' },
    ]);
    await f.end(a!.matchId, 'red');
    const half = await details(placed.ticket.id, desk.cashier);
    expect(half).toMatchObject({
      id: placed.ticket.id,
      member_id: member.id,
      member_username: member.username,
      amount: 100,
      status: 'pending',
      payout: null,
      legs_settled: 1,
    });
    expect(half.legs).toEqual([
      expect.objectContaining({ match_id: a!.matchId, type: 'red', odds: 1.9, result: 'red', status: 'won' }),
      expect.objectContaining({
        match_id: b!.matchId,
        type: 'blue',
        odds: 2.1111,
        result: null,
        status: 'pending',
      }),
    ]);
    expect(half.legs[0]?.round_name).toBeTruthy();

    await f.end(b!.matchId, 'blue');
    const done = await details(placed.ticket.id, desk.admin);
    expect(done).toMatchObject({ status: 'won', legs_settled: 2 });
    // 100 × 1.9 × (1 + 10/9), in satang rounded down
    expect(done.payout).toBe(401.11);
  });

  it('answers 404 in the staff language for a ticket that does not exist', async () => {
    const res = await callRoute(t.app, stepDeskRoutes.ticket, {
      as: desk.operator,
      params: { id: 999999999 },
      headers: {
        'accept-language': 'th',
      },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: translate('step.ticket_not_found', 'th') });
  });

  it('is read by admin, operator and cashier, refused to a member and without a token', async () => {
    const [a, b] = await f.rounds(2);
    const member = await f.fundedMember(500);
    const placed = await f.placeOk(member, 100, [
      { ...a!, type: 'red' },
      { ...b!, type: 'red' },
    ]);
    for (const token of [desk.admin, desk.operator, desk.cashier]) {
      expect((await search({ member: member.username }, token)).total).toBe(1);
      expect((await details(placed.ticket.id, token)).legs).toHaveLength(2);
    }
    expect((await callRoute(t.app, stepDeskRoutes.tickets, { as: member })).statusCode).toBe(401);
    expect((await callRoute(t.app, stepDeskRoutes.tickets)).statusCode).toBe(401);
    const one = { params: { id: placed.ticket.id } };
    expect((await callRoute(t.app, stepDeskRoutes.ticket, { as: member, ...one })).statusCode).toBe(401);
    expect((await callRoute(t.app, stepDeskRoutes.ticket, one)).statusCode).toBe(401);
  });

  it('refuses a malformed filter with the field and its message', async () => {
    const refused = async (query: Search) => {
      const res = await callRoute(t.app, stepDeskRoutes.tickets, {
        as: desk.operator,
        query,
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      return res.json<{ data: { fields: Record<string, string> } }>().data.fields;
    };
    expect(await refused({ status: 'open' })).toEqual({ status: translate('validation.invalid', 'en') });
    expect(await refused({ member: 'x'.repeat(65) })).toEqual({
      member: translate('validation.too_long', 'en'),
    });
  });
});
