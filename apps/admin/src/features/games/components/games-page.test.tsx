import type { Operator } from '@sanam/contract/admin.ts';
import type { AdminGamesReport } from '@sanam/contract/games.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '@sanam/client/testing/mock.ts';
import { summary } from '../../../test/cashier-fixtures.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';

const cashier: Operator = { id: 2, username: 'somsri', role: 'cashier' };

const report: AdminGamesReport = {
  totals: [
    {
      game: 'm7',
      rounds: 12,
      members: 3,
      debited: 1500,
      credited: 1250.5,
      rolled_back: 100,
      house_result: 149.5,
    },
  ],
  transactions: [
    {
      id: 9,
      created_at: '2025-03-02T09:00:00.000Z',
      game: 'm7',
      kind: 'rollback',
      tx_id: 'r-9',
      round_id: null,
      ref_tx_id: 'd-8',
      amount: 100,
      balance_after: 900,
      member: { id: 7, username: 'sndemo01' },
    },
  ],
};

function gamesApi(answer = ok(report)) {
  return mockApi({
    'GET /admin/auth/me': ok({ operator: cashier }),
    'GET /admin/cashier/summary': ok(summary()),
    'GET /admin/redeem-orders': ok({ items: [], total: 0, pending: 0 }),
    'GET /admin/games': answer,
  });
}

describe('games page', () => {
  it('shows what each game moved and the latest wallet calls', async () => {
    signIn();
    gamesApi();
    renderApp('/games');
    expect(await screen.findByRole('heading', { name: 'M7' })).toBeInTheDocument();
    expect(screen.getByText('House result').closest('div')).toHaveTextContent('฿149.50');
    expect(screen.getByText('Paid out').closest('div')).toHaveTextContent('฿1,250.50');
    const row = within(screen.getByText('sndemo01').closest('tr') as HTMLElement);
    expect(row.getByText('Rollback')).toBeInTheDocument();
    expect(row.getByText('r-9 → d-8')).toBeInTheDocument();
    expect(row.getByText('฿100.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Games' })).toBeInTheDocument();
  });

  it('says when there is nothing yet, and when the report cannot be read', async () => {
    signIn();
    gamesApi(ok({ totals: [], transactions: [] }));
    const first = renderApp('/games');
    expect(await screen.findByText('No game transactions yet')).toBeInTheDocument();
    first.unmount();

    gamesApi(fail(403, 'You do not have permission', 'forbidden'));
    renderApp('/games');
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission');
  });

  it('is not offered to operators', async () => {
    const operator: Operator = { id: 3, username: 'op', role: 'operator' };
    signIn();
    mockApi({ 'GET /admin/auth/me': ok({ operator }) });
    const { router } = renderApp('/games');
    await screen.findByRole('navigation');
    expect(screen.queryByRole('link', { name: 'Games' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No access to Games' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/games');
  });
});
