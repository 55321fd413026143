import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/api-mock.ts';
import { adminOperator, renderApp, signIn } from '../../../test/render-app.tsx';

const entry = {
  id: 7,
  operator_id: 1,
  operator_username: 'admin',
  action: 'member.update',
  target_type: 'member',
  target_id: '42',
  before: { is_vip: false },
  after: { is_vip: true },
  created_at: '2025-03-01T10:00:00.000Z',
};

describe('audit log page', () => {
  it('lists entries with before → after and filters by action', async () => {
    signIn();
    const api = mockApi({
      'GET /admin/auth/me': ok({ operator: adminOperator }),
      'GET /admin/audit': ok({ items: [entry], total: 1 }),
    });
    const { user } = renderApp('/audit');

    const row = (await screen.findByRole('cell', { name: 'member #42' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('admin')).toBeInTheDocument();
    expect(within(row).getByText('{"is_vip":false}')).toBeInTheDocument();
    expect(within(row).getByText('{"is_vip":true}')).toBeInTheDocument();
    expect(api.callsTo('GET /admin/audit')[0]?.query.get('limit')).toBe('50');

    await user.type(screen.getByLabelText('Filter by action'), 'member.adjust');
    await waitFor(() =>
      expect(api.callsTo('GET /admin/audit').some((c) => c.query.get('action') === 'member.adjust')).toBe(
        true,
      ),
    );
  });
});
