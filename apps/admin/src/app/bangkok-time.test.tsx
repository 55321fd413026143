// The console shows Bangkok time and says so, whatever the operator's browser zone.
import type { Operator } from '@sanam/contract/admin.ts';
import type { AdminEvent } from '@sanam/contract/events.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@sanam/client/testing/mock.ts';
import { deposit, summary } from '../test/cashier-fixtures.ts';
import { inBrowserZone } from '../test/browser-zone.ts';
import { adminOperator, renderApp, signIn } from '../test/render-app.tsx';

const cashier: Operator = { id: 2, username: 'somsri', role: 'cashier' };
// 03:12 on 2 March in Bangkok; 12:12 on 1 March in Los Angeles, where this browser pretends to be
const lateDeposit = deposit({ created_at: '2025-03-01T20:12:05.000Z', check: null });

const draft: AdminEvent = {
  id: 4,
  question: 'Who wins?',
  state: 'draft',
  closes_at: '2026-01-10T12:30:00.000Z', // 19:30 in Bangkok
  is_past_closing: false,
  version: 1,
  winner: null,
  options: [
    { key: 'a', label: 'Red', odds: 1.85, staked: 0, bets: 0, house_result: 0 },
    { key: 'b', label: 'Blue', odds: 2.1, staked: 0, bets: 0, house_result: 0 },
  ],
  total_staked: 0,
  bets: 0,
  created_at: '2026-01-10T05:00:00.000Z',
  settled_at: null,
};

describe('times on the Bangkok clock, from a browser in Los Angeles', () => {
  inBrowserZone('America/Los_Angeles');

  it('shows a deposit at the time the member made it in Thailand, and says which clock it is', async () => {
    expect(new Date(lateDeposit.created_at).getHours()).toBe(12);
    signIn();
    mockApi({
      'GET /admin/auth/me': ok({ operator: cashier }),
      'GET /admin/cashier/summary': ok(summary()),
      'GET /admin/deposits': ok({ items: [lateDeposit], total: 1 }),
    });
    renderApp('/deposits');
    const row = (await screen.findByRole('cell', { name: /somchai/ })).closest('tr') as HTMLElement;
    expect(within(row).getByText('02/03/2025, 03:12:05')).toBeInTheDocument();
    expect(screen.getAllByRole('note').some((n) => n.textContent?.includes('Thai time (UTC+7)'))).toBe(true);
  });

  it('reads and writes an event’s closing time as Bangkok wall-clock time', async () => {
    signIn();
    const api = mockApi({
      'GET /admin/auth/me': ok({ operator: adminOperator }),
      'GET /admin/cashier/summary': ok(summary()),
      'GET /admin/events': ok([draft]),
      'PATCH /admin/events/4': ok(draft),
    });
    const { user } = renderApp('/events');
    const card = within(await screen.findByRole('article', { name: 'Who wins?' }));
    await user.click(card.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog'));
    const closes = dialog.getByLabelText('Closes automatically at (Thai time)');
    expect(closes).toHaveValue('2026-01-10T19:30');

    await user.clear(closes);
    await user.type(closes, '2026-01-11T08:05');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /admin/events/4')[0]?.body).toMatchObject({
        closes_at: '2026-01-11T01:05:00.000Z',
      }),
    );
  });
});
