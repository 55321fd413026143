import type { Operator } from '@sanam/contract/admin.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@sanam/client/testing/mock.ts';
import { summary } from '../test/cashier-fixtures.ts';
import { renderApp, signIn } from '../test/render-app.tsx';

const cashier: Operator = { id: 2, username: 'somsri', role: 'cashier' };
const operator: Operator = { id: 3, username: 'op', role: 'operator' };

function deskApi(who: Operator) {
  return mockApi({
    'GET /admin/auth/me': ok({ operator: who }),
    'GET /admin/ledger/check/last': ok({ last: null, running: false }),
    'GET /admin/cashier/summary': ok(summary({ deposits_pending: 3, withdrawals_pending: 2 })),
    'GET /admin/deposits': ok({ items: [], total: 0 }),
  });
}

describe('cashier navigation', () => {
  it('shows a cashier the deposits, withdrawals and deposit accounts with what waits in each queue', async () => {
    signIn();
    deskApi(cashier);
    renderApp('/');
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));

    expect(await nav.findByRole('link', { name: 'Deposits 3 pending' })).toHaveAttribute('href', '/deposits');
    expect(nav.getByRole('link', { name: 'Withdrawals 2 pending' })).toHaveAttribute('href', '/withdrawals');
    expect(nav.getByRole('link', { name: 'Deposit accounts' })).toHaveAttribute('href', '/deposit-accounts');

    // the dashboard says the same, with the amount waiting to be paid out
    const desk = screen.getByRole('heading', { name: 'Cashier desk' }).closest('section') as HTMLElement;
    expect(
      within(desk).getByRole('link', { name: /Withdrawals to pay\s*2\s*฿25,500\.00/ }),
    ).toBeInTheDocument();
    expect(within(desk).getByRole('link', { name: /Deposits to check\s*3/ })).toBeInTheDocument();
  });

  it('shows an operator none of it, never asks for the summary, and says a typed address is not theirs', async () => {
    signIn();
    const api = deskApi(operator);
    const { router, user } = renderApp('/deposits');

    expect(await screen.findByRole('heading', { name: 'No access to Deposits' })).toBeInTheDocument();
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('This page is for: Admin, Cashier');
    expect(notice).toHaveTextContent('You are signed in as Operator.');
    expect(router.state.location.pathname).toBe('/deposits');
    expect(screen.queryByRole('link', { name: /Deposits/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Withdrawals/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Deposit accounts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cashier desk' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /admin/cashier/summary')).toHaveLength(0);
    expect(api.callsTo('GET /admin/deposits')).toHaveLength(0);

    // the way back
    await user.click(within(notice).getByRole('link', { name: 'Back to the dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(api.callsTo('GET /admin/ledger/check/last')).toHaveLength(1));
    expect(api.callsTo('GET /admin/cashier/summary')).toHaveLength(0);
  });

  it('drops the badge when nothing waits', async () => {
    signIn();
    mockApi({
      'GET /admin/auth/me': ok({ operator: cashier }),
      'GET /admin/ledger/check/last': ok({ last: null, running: false }),
      'GET /admin/cashier/summary': ok(summary({ deposits_pending: 0, withdrawals_pending: 1 })),
    });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Withdrawals 1 pending' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposits' })).toBeInTheDocument();
  });
});
