import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/api-mock.ts';
import { summary } from '../../../test/cashier-fixtures.ts';
import { adminOperator, renderApp, signIn } from '../../../test/render-app.tsx';

describe('dashboard ledger check', () => {
  it('lists the failing checks and runs the check again on demand', async () => {
    signIn();
    let run = 0;
    const api = mockApi({
      'GET /admin/auth/me': ok({ operator: adminOperator }),
      'GET /admin/cashier/summary': ok(summary({ deposits_pending: 4 })),
      'GET /admin/ledger/check': () => {
        run += 1;
        return run === 1
          ? ok({
              ok: false,
              checks: [
                { name: 'postings_sum_to_zero', ok: true, detail: '' },
                { name: 'no_negative_balance', ok: false, detail: 'member:12 is -5.00' },
              ],
            })
          : ok({ ok: true, checks: [{ name: 'postings_sum_to_zero', ok: true, detail: '' }] });
      },
    });
    const { user } = renderApp('/');

    expect(await screen.findByText('1 check(s) failing')).toBeInTheDocument();
    expect(screen.getByText('no_negative_balance')).toBeInTheDocument();
    expect(screen.getByText('member:12 is -5.00')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: /Deposits to check\s*4/ })).toHaveAttribute('href', '/deposits');

    await user.click(screen.getByRole('button', { name: 'Run again' }));
    expect(await screen.findByText('All checks pass')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /admin/ledger/check')).toHaveLength(2));
  });
});
