import type { Operator } from '@sanam/contract/admin.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '@sanam/client/testing/mock.ts';
import { summary } from '../test/cashier-fixtures.ts';
import { adminOperator, renderApp, signIn } from '../test/render-app.tsx';
import { affiliateReport, redeemItems, redeemOrder } from '../test/rewards-fixtures.ts';

const cashier: Operator = { id: 2, username: 'somsri', role: 'cashier' };
const operator: Operator = { id: 3, username: 'op', role: 'operator' };

function rewardsApi(who: Operator, pending = 4) {
  return mockApi({
    'GET /admin/auth/me': ok({ operator: who }),
    'GET /admin/ledger/check/last': ok({ last: null, running: false }),
    'GET /admin/cashier/summary': ok(summary()),
    'GET /admin/redeem-orders': ok({ items: [redeemOrder()], total: 1, pending }),
    'GET /admin/redeem-items': ok(redeemItems()),
    'GET /admin/affiliates': ok(affiliateReport()),
  });
}

async function navigation() {
  return within(await screen.findByRole('navigation', { name: 'Main navigation' }));
}

describe('rewards navigation', () => {
  it('shows an admin the prizes, the redeem orders with how many wait to be shipped, and the affiliates', async () => {
    signIn();
    const api = rewardsApi(adminOperator);
    renderApp('/');
    const nav = await navigation();

    expect(await nav.findByRole('link', { name: 'Redeem orders 4 pending' })).toHaveAttribute(
      'href',
      '/redeem-orders',
    );
    expect(nav.getByRole('link', { name: 'Prizes' })).toHaveAttribute('href', '/redeem-items');
    expect(nav.getByRole('link', { name: 'Affiliates' })).toHaveAttribute('href', '/affiliates');
    // the badge reads the pending count of the list, whatever is on screen
    expect(api.callsTo('GET /admin/redeem-orders')[0]?.query.get('status')).toBe('pending');
  });

  it('shows a cashier the redeem orders and the affiliates, and says the prizes are not theirs', async () => {
    signIn();
    const api = rewardsApi(cashier);
    const { router } = renderApp('/redeem-items');

    expect(await screen.findByRole('heading', { name: 'No access to Prizes' })).toBeInTheDocument();
    // the prizes and their prices are the admins' alone
    expect(within(screen.getByRole('alert')).getByText('This page is for: Admin')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/redeem-items');
    const nav = await navigation();
    expect(await nav.findByRole('link', { name: 'Redeem orders 4 pending' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Affiliates' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Prizes' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /admin/redeem-items')).toHaveLength(0);
  });

  it('lets a cashier open the redeem orders and the affiliate report', async () => {
    signIn();
    rewardsApi(cashier);
    const { user } = renderApp('/');
    const nav = await navigation();

    await user.click(await nav.findByRole('link', { name: /Redeem orders/ }));
    expect(await screen.findByRole('heading', { name: 'Redeem orders' })).toBeInTheDocument();
    expect(await screen.findByText('Sanam Live T-shirt')).toBeInTheDocument();

    await user.click(nav.getByRole('link', { name: 'Affiliates' }));
    expect(await screen.findByRole('heading', { name: 'Affiliates' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Affiliate totals' })).toBeInTheDocument();
  });

  it.each(['/redeem-orders', '/affiliates', '/redeem-items'])(
    'shows an operator none of the rewards and says %s is not theirs without asking the server',
    async (path) => {
      signIn();
      const api = rewardsApi(operator);
      const { router } = renderApp(path);

      expect(await screen.findByRole('heading', { name: /^No access to / })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('You are signed in as Operator.');
      expect(router.state.location.pathname).toBe(path);
      const nav = await navigation();
      expect(nav.getByRole('link', { name: 'Matches' })).toBeInTheDocument();
      expect(nav.queryByRole('link', { name: /Redeem orders/ })).not.toBeInTheDocument();
      expect(nav.queryByRole('link', { name: 'Prizes' })).not.toBeInTheDocument();
      expect(nav.queryByRole('link', { name: 'Affiliates' })).not.toBeInTheDocument();
      expect(api.callsTo('GET /admin/redeem-orders')).toHaveLength(0);
      expect(api.callsTo('GET /admin/redeem-items')).toHaveLength(0);
      expect(api.callsTo('GET /admin/affiliates')).toHaveLength(0);
    },
  );

  it('drops the badge when no prize waits to be shipped', async () => {
    signIn();
    const api = rewardsApi(cashier, 0);
    renderApp('/');
    const nav = await navigation();
    await waitFor(() => expect(api.callsTo('GET /admin/redeem-orders')).toHaveLength(1));
    expect(await nav.findByRole('link', { name: 'Redeem orders' })).toBeInTheDocument();
  });
});
