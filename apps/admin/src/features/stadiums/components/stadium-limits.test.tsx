// A stadium's limits, the default of its rounds, in its form and its row.
import type { DeskStadium } from '@sanam/contract/matches.ts';
import { aDeskStadium } from '@sanam/fixtures/matches.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, type ApiCall } from '@sanam/client/testing/mock.ts';
import { adminOperator, renderApp, signIn } from '../../../test/render-app.tsx';

function stadiumsApi() {
  let stadiums: DeskStadium[] = [
    aDeskStadium({ id: 1, name: 'Sanam Hat Yai', min_bet: 20, max_bet: 10000, liability_cap: 200000 }),
  ];
  return mockApi({
    'GET /admin/auth/me': ok({ operator: adminOperator }),
    'GET /admin/stadiums': () => ok(stadiums),
    'POST /admin/stadiums': (call: ApiCall) => {
      const created = aDeskStadium({ ...(call.body as Omit<DeskStadium, 'id'>), id: 2 });
      stadiums = [...stadiums, created];
      return ok(created);
    },
    'PATCH /admin/stadiums/1': (call: ApiCall) => {
      stadiums = stadiums.map((s) => (s.id === 1 ? { ...s, ...(call.body as Partial<DeskStadium>) } : s));
      return ok(stadiums[0]);
    },
  });
}

describe("a stadium's limits", () => {
  it('lists them in its row, edits one and clears another (no limit), sending only what changed', async () => {
    signIn();
    const api = stadiumsApi();
    const { user } = renderApp('/stadiums');
    const row = within(
      (await screen.findByRole('cell', { name: 'Sanam Hat Yai' })).closest('tr') as HTMLElement,
    );
    expect(row.getByText('max stake ฿10,000.00 · cap ฿200,000.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Sanam Hat Yai' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit stadium' }));
    expect(dialog.getByLabelText('Maximum stake (baht)')).toHaveValue('10000');
    expect(dialog.getByLabelText('Liability cap per side (baht)')).toHaveValue('200000');
    await user.clear(dialog.getByLabelText('Maximum stake (baht)'));
    await user.type(dialog.getByLabelText('Maximum payout per bet (baht)'), '50000');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /admin/stadiums/1').map((c) => c.body)).toEqual([
        {
          name: 'Sanam Hat Yai',
          type: 'bull',
          is_display: true,
          min_bet: 20,
          max_bet: null,
          max_payout: 50000,
        },
      ]),
    );
    expect(await row.findByText('max payout ฿50,000.00 · cap ฿200,000.00')).toBeInTheDocument();
  });

  it('refuses a maximum stake under the minimum before sending', async () => {
    signIn();
    const api = stadiumsApi();
    const { user } = renderApp('/stadiums');
    await user.click(await screen.findByRole('button', { name: 'Add stadium' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New stadium' }));
    await user.type(dialog.getByLabelText('Name'), 'Sanam Muay');
    await user.clear(dialog.getByLabelText('Minimum stake (baht)'));
    await user.type(dialog.getByLabelText('Minimum stake (baht)'), '100');
    await user.type(dialog.getByLabelText('Maximum stake (baht)'), '50');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('The maximum stake cannot be under the minimum')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/stadiums')).toHaveLength(0);

    await user.clear(dialog.getByLabelText('Maximum stake (baht)'));
    await user.type(dialog.getByLabelText('Maximum stake (baht)'), '5000');
    await user.type(dialog.getByLabelText("A member's cap per side (baht)"), '20000');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('POST /admin/stadiums').map((c) => c.body)).toEqual([
        {
          name: 'Sanam Muay',
          type: 'bull',
          is_display: true,
          min_bet: 100,
          max_bet: 5000,
          member_side_cap: 20000,
        },
      ]),
    );
  });
});
