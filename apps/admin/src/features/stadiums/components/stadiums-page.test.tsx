import type { Operator } from '@sanam/contract/admin.ts';
import type { DeskStadium } from '@sanam/contract/matches.ts';
import { aDeskStadium } from '@sanam/fixtures/matches.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type ApiCall } from '@sanam/client/testing/mock.ts';
import { adminOperator, renderApp, signIn } from '../../../test/render-app.tsx';

function stadiumsApi(extra: Parameters<typeof mockApi>[0] = {}, operator: Operator = adminOperator) {
  let stadiums: DeskStadium[] = [
    aDeskStadium({
      id: 1,
      name: 'Sanam Hat Yai',
      type: 'bull',
      is_display: true,
      min_bet: 10,
      bet_delay: null,
    }),
    aDeskStadium({
      id: 2,
      name: 'Sanam Chiang Mai',
      type: 'cock',
      is_display: false,
      min_bet: 10,
      bet_delay: null,
    }),
  ];
  return mockApi({
    'GET /admin/auth/me': ok({ operator }),
    'GET /admin/stadiums': () => ok(stadiums),
    'POST /admin/stadiums': (call: ApiCall) => {
      // a stadium created without a bet delay has none of its own (null)
      const body = call.body as Omit<DeskStadium, 'id' | 'bet_delay'> & { bet_delay?: number | null };
      const created = aDeskStadium({ ...body, bet_delay: body.bet_delay ?? null, id: 3 });
      stadiums = [...stadiums, created];
      return ok(created);
    },
    'PATCH /admin/stadiums/1': (call: ApiCall) => {
      stadiums = stadiums.map((s) => (s.id === 1 ? { ...s, ...(call.body as Partial<DeskStadium>) } : s));
      return ok(stadiums[0]);
    },
    ...extra,
  });
}

describe('stadiums page', () => {
  it('lists the stadiums with their type and whether members see them', async () => {
    signIn();
    stadiumsApi();
    renderApp('/stadiums');
    const row = (await screen.findByRole('cell', { name: 'Sanam Chiang Mai' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Cockfighting')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Shown: Sanam Hat Yai' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Shown: Sanam Chiang Mai' })).not.toBeChecked();
  });

  it('adds a stadium, refusing an empty name first', async () => {
    signIn();
    const api = stadiumsApi();
    const { user } = renderApp('/stadiums');
    await user.click(await screen.findByRole('button', { name: 'Add stadium' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New stadium' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('This field is required')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/stadiums')).toHaveLength(0);

    await user.type(dialog.getByLabelText('Name'), 'Sanam Muay');
    await user.selectOptions(dialog.getByLabelText('Type'), 'Muay Thai');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('cell', { name: 'Sanam Muay' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Stadium added');
    expect(api.callsTo('POST /admin/stadiums').map((c) => c.body)).toEqual([
      { name: 'Sanam Muay', type: 'muay', is_display: true, min_bet: 10 },
    ]);
  });

  it('edits a stadium, its minimum stake, and hides it from members', async () => {
    signIn();
    const api = stadiumsApi();
    const { user } = renderApp('/stadiums');
    await user.click(await screen.findByRole('button', { name: 'Edit Sanam Hat Yai' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit stadium' }));
    await user.clear(dialog.getByLabelText('Name'));
    await user.type(dialog.getByLabelText('Name'), 'Sanam Songkhla');
    await user.click(dialog.getByLabelText('Shown to members'));
    // the smallest stake its rounds take
    expect(dialog.getByLabelText('Minimum stake (baht)')).toHaveValue(10);
    await user.clear(dialog.getByLabelText('Minimum stake (baht)'));
    await user.type(dialog.getByLabelText('Minimum stake (baht)'), '50');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('cell', { name: 'Sanam Songkhla' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Shown: Sanam Songkhla' })).not.toBeChecked();
    expect(api.callsTo('PATCH /admin/stadiums/1').map((c) => c.body)).toEqual([
      { name: 'Sanam Songkhla', type: 'bull', is_display: false, min_bet: 50 },
    ]);
  });

  it('toggles whether members see a stadium in one click and shows a refusal', async () => {
    signIn();
    const api = stadiumsApi({ 'PATCH /admin/stadiums/2': fail(403, 'Forbidden', 'error.forbidden') });
    const { user } = renderApp('/stadiums');
    await user.click(await screen.findByRole('switch', { name: 'Shown: Sanam Hat Yai' }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Shown: Sanam Hat Yai' })).not.toBeChecked(),
    );
    expect(api.callsTo('PATCH /admin/stadiums/1').map((c) => c.body)).toEqual([{ is_display: false }]);

    await user.click(screen.getByRole('switch', { name: 'Shown: Sanam Chiang Mai' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden');
  });

  it('lets a cashier read the stadiums but change nothing', async () => {
    signIn();
    stadiumsApi({}, { id: 5, username: 'somsri', role: 'cashier' });
    renderApp('/stadiums');
    expect(await screen.findByRole('cell', { name: 'Sanam Hat Yai' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add stadium' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Sanam Hat Yai' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Shown: Sanam Hat Yai' })).toBeDisabled();
  });
});
