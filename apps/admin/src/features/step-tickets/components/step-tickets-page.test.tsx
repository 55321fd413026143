import type { StepDeskTicket, StepDeskTicketDetails } from '@sanam/contract/step-desk.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, type ApiCall } from '@sanam/client/testing/mock.ts';
import { adminOperator, renderApp, signIn } from '../../../test/render-app.tsx';

const ticket = (over: Partial<StepDeskTicket>): StepDeskTicket => ({
  id: 31,
  amount: 100,
  legs_count: 2,
  legs_settled: 1,
  odds: 4.0111,
  potential_payout: 401.11,
  status: 'pending',
  payout: null,
  ref: null,
  // 03:12:05 on 2 March in Bangkok
  created_at: '2025-03-01T20:12:05.000Z',
  settled_at: null,
  member_id: 42,
  member_username: 'somchai88',
  member_phone: '0811111111',
  member_name: 'สมชาย',
  ...over,
});

const tickets = [
  ticket({}),
  ticket({
    id: 30,
    status: 'won',
    legs_settled: 2,
    payout: 401.11,
    settled_at: '2025-03-01T21:00:00.000Z',
  }),
];

const details: StepDeskTicketDetails = {
  ...ticket({}),
  legs: [
    {
      id: 1,
      match_id: 5,
      round_name: 'คู่ที่ 1',
      red_cow_name: 'ไอ้ดำ',
      blue_cow_name: 'ไอ้ขาว',
      stadium_name: 'สนามชนโคบ้านนา',
      type: 'red',
      rate_id: 3,
      rate_name: 'ด 10/9',
      rate_1: 10,
      rate_2: 9,
      odds: 1.9,
      result: 'red',
      status: 'won',
    },
    {
      id: 2,
      match_id: 6,
      round_name: 'คู่ที่ 2',
      red_cow_name: 'เพชรน้อย',
      blue_cow_name: 'ทองคำ',
      stadium_name: null,
      type: 'blue',
      rate_id: 3,
      rate_name: 'ร 10/9',
      rate_1: 9,
      rate_2: 10,
      odds: 2.1111,
      result: null,
      status: 'pending',
    },
  ],
};

function ticketsApi(role: 'admin' | 'operator' | 'cashier' = 'admin') {
  return mockApi({
    'GET /admin/auth/me': ok({ operator: { ...adminOperator, role } }),
    'GET /admin/step-tickets': (call: ApiCall) => {
      const status = call.query.get('status');
      const items = status ? tickets.filter((t) => t.status === status) : tickets;
      return ok({ items, total: items.length });
    },
    'GET /admin/step-tickets/31': ok(details),
  });
}

describe('step tickets desk', () => {
  it('lists tickets with the member, stake, odds, payout and status', async () => {
    signIn();
    const api = ticketsApi();
    renderApp('/step-tickets');
    const row = within(
      (await screen.findByRole('button', { name: 'Ticket #31' })).closest('tr') as HTMLElement,
    );
    expect(row.getByText('somchai88')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Open the member file of somchai88' })).toHaveAttribute(
      'href',
      '/members/42',
    );
    expect(row.getByText('0811111111')).toBeInTheDocument();
    expect(row.getByText('02/03/2025, 03:12:05')).toBeInTheDocument();
    expect(row.getByText('1/2 legs settled')).toBeInTheDocument();
    expect(row.getByText('฿100.00')).toBeInTheDocument();
    expect(row.getByText('×4.01')).toBeInTheDocument();
    expect(row.getByText('Waiting')).toBeInTheDocument();
    const won = within(screen.getByRole('button', { name: 'Ticket #30' }).closest('tr') as HTMLElement);
    expect(won.getByText('฿401.11')).toBeInTheDocument();
    expect(won.getByText('Won')).toBeInTheDocument();
    const first = api.callsTo('GET /admin/step-tickets')[0]?.query;
    expect(first?.get('limit')).toBe('50');
    expect(first?.get('offset')).toBe('0');
    expect(first?.has('status')).toBe(false);
  });

  it('searches by member and filters by status, as the contract has them', async () => {
    signIn();
    const api = ticketsApi();
    const { user } = renderApp('/step-tickets');
    await screen.findByRole('button', { name: 'Ticket #31' });
    const lastQuery = () => api.callsTo('GET /admin/step-tickets').at(-1)?.query;

    await user.type(screen.getByLabelText('Find a member'), '0811111111');
    await waitFor(() => expect(lastQuery()?.get('member')).toBe('0811111111'));

    await user.click(
      within(screen.getByRole('group', { name: 'Ticket status' })).getByRole('button', { name: 'Won' }),
    );
    await waitFor(() => expect(lastQuery()?.get('status')).toBe('won'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ticket #31' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Ticket #30' })).toBeInTheDocument();

    // a member's name narrows the list to them
    await user.click(screen.getByRole('button', { name: /somchai88/ }));
    await waitFor(() => expect(lastQuery()?.get('member')).toBe('#42'));
    expect(screen.getByLabelText('Find a member')).toHaveValue('#42');
  });

  it("opens a ticket with each leg's round, side, rate, odds and result", async () => {
    signIn();
    ticketsApi('cashier');
    const { user } = renderApp('/step-tickets');
    await user.click(await screen.findByRole('button', { name: 'Ticket #31' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Step ticket #31' }));
    const first = within(await dialog.findByRole('listitem', { name: 'Leg 1' }));
    expect(first.getByText('สนามชนโคบ้านนา · คู่ที่ 1')).toBeInTheDocument();
    expect(first.getByText('ไอ้ดำ')).toBeInTheDocument();
    expect(first.getByText('Side backed').nextElementSibling).toHaveTextContent('Red');
    expect(first.getByText('Rate').nextElementSibling).toHaveTextContent('ด 10/9');
    expect(first.getByText('Odds').nextElementSibling).toHaveTextContent('×1.90');
    expect(first.getByText('Result').nextElementSibling).toHaveTextContent('Red won');
    expect(first.getByText('Won')).toBeInTheDocument();
    const second = within(dialog.getByRole('listitem', { name: 'Leg 2' }));
    expect(second.getByText('Side backed').nextElementSibling).toHaveTextContent('Blue');
    expect(second.getByText('Result').nextElementSibling).toHaveTextContent('Not yet');
    expect(dialog.getByText('Stake').nextElementSibling).toHaveTextContent('฿100.00');
    expect(dialog.getByText('Pays if every leg wins').nextElementSibling).toHaveTextContent('฿401.11');
    expect(dialog.getByText('Payout').nextElementSibling).toHaveTextContent('—');
  });

  it('reads in Thai with no English but the data', async () => {
    const { i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('th');
    signIn();
    ticketsApi('operator');
    const { user } = renderApp('/step-tickets');
    await user.click(await screen.findByRole('button', { name: 'บิล #31' }));
    const dialog = await screen.findByRole('dialog', { name: 'บิลสเต็ป #31' });
    const leg = within(await within(dialog).findByRole('listitem', { name: 'คู่ที่ 1' }));
    expect(leg.getByText('ผลการแข่ง').nextElementSibling).toHaveTextContent('แดงชนะ');
    const text = (dialog.textContent ?? '').replace(/somchai88/g, '');
    expect(text, text).not.toMatch(/[A-Za-z{}]/);
    for (const row of screen.getAllByRole('row').slice(1)) {
      const rowText = (row.textContent ?? '').replace(/somchai88/g, '');
      expect(rowText, rowText).not.toMatch(/[A-Za-z{}]/);
    }
  });
});
