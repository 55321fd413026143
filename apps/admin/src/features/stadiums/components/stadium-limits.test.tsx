// A stadium's limits, its live rounds' bet delay and the stake above which its bets wait for the desk,
// the defaults of its rounds, in its form and its row.
import type { DeskStadium } from '@sanam/contract/matches.ts';
import { aDeskStadium } from '@sanam/fixtures/matches.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, type ApiCall } from '@sanam/client/testing/mock.ts';
import { adminOperator, renderApp, signIn } from '../../../test/render-app.tsx';

function stadiumsApi() {
  let stadiums: DeskStadium[] = [
    aDeskStadium({
      id: 1,
      name: 'Sanam Hat Yai',
      min_bet: 20,
      max_bet: 10000,
      liability_cap: 200000,
      bet_delay: null,
    }),
  ];
  return mockApi({
    'GET /admin/auth/me': ok({ operator: adminOperator }),
    'GET /admin/stadiums': () => ok(stadiums),
    'POST /admin/stadiums': (call: ApiCall) => {
      // a stadium created without a bet delay has none of its own (null)
      const body = call.body as Omit<DeskStadium, 'id' | 'bet_delay'> & { bet_delay?: number | null };
      const created = aDeskStadium({ ...body, bet_delay: body.bet_delay ?? null, id: 2 });
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

describe("a stadium's bet delay", () => {
  const label = 'Bet delay of its live rounds (seconds, 0–10)';

  it('sets the delay of its live rounds, refusing one out of 0 to 10 whole seconds first, and clears it back to the default', async () => {
    signIn();
    const api = stadiumsApi();
    const { user } = renderApp('/stadiums');
    const row = within(
      (await screen.findByRole('cell', { name: 'Sanam Hat Yai' })).closest('tr') as HTMLElement,
    );
    await user.click(screen.getByRole('button', { name: 'Edit Sanam Hat Yai' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit stadium' }));
    const field = () => dialog.getByLabelText(label);
    expect(field()).toHaveValue('');
    expect(field()).toHaveAttribute('placeholder', 'default 3 s');
    expect(field()).toHaveAccessibleDescription('Blank: the platform default, 3 s');

    for (const typed of ['11', '1.5']) {
      await user.clear(field());
      await user.type(field(), typed);
      await user.click(dialog.getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(field()).toHaveAccessibleDescription(
          'The bet delay is a whole number of seconds from 0 to 10',
        ),
      );
    }
    expect(api.callsTo('PATCH /admin/stadiums/1')).toHaveLength(0);

    await user.clear(field());
    await user.type(field(), '5');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /admin/stadiums/1').map((c) => c.body)).toEqual([
        { name: 'Sanam Hat Yai', type: 'bull', is_display: true, min_bet: 20, bet_delay: 5 },
      ]),
    );
    expect(await row.findByText('max stake ฿10,000.00 · cap ฿200,000.00 · delay 5 s')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Sanam Hat Yai' }));
    const again = within(await screen.findByRole('dialog', { name: 'Edit stadium' }));
    expect(again.getByLabelText(label)).toHaveValue('5');
    await user.clear(again.getByLabelText(label));
    await user.click(again.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /admin/stadiums/1').map((c) => c.body)[1]).toEqual({
        name: 'Sanam Hat Yai',
        type: 'bull',
        is_display: true,
        min_bet: 20,
        bet_delay: null,
      }),
    );
    expect(await row.findByText('max stake ฿10,000.00 · cap ฿200,000.00')).toBeInTheDocument();
  });

  it('creates a stadium whose live rounds take bets at once (0 s), which is not the same as blank', async () => {
    signIn();
    const api = stadiumsApi();
    const { user } = renderApp('/stadiums');
    await user.click(await screen.findByRole('button', { name: 'Add stadium' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New stadium' }));
    await user.type(dialog.getByLabelText('Name'), 'Sanam Muay');
    await user.type(dialog.getByLabelText(label), '0');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('POST /admin/stadiums').map((c) => c.body)).toEqual([
        { name: 'Sanam Muay', type: 'bull', is_display: true, min_bet: 10, bet_delay: 0 },
      ]),
    );
    const row = within(
      (await screen.findByRole('cell', { name: 'Sanam Muay' })).closest('tr') as HTMLElement,
    );
    expect(row.getByText('delay 0 s')).toBeInTheDocument();
  });

  it('refuses an out-of-range delay in Thai', async () => {
    const { i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('th');
    try {
      signIn();
      const api = stadiumsApi();
      const { user } = renderApp('/stadiums');
      await user.click(await screen.findByRole('button', { name: 'เพิ่มสนาม' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'เพิ่มสนาม' }));
      await user.type(dialog.getByLabelText('ชื่อสนาม'), 'สนามมวย');
      const field = dialog.getByLabelText('ดีเลย์การแทงของคู่สด (วินาที, 0–10)');
      expect(field).toHaveAccessibleDescription('เว้นว่าง: ใช้ค่าเริ่มต้นของระบบ 3 วินาที');
      await user.type(field, '12');
      await user.click(dialog.getByRole('button', { name: 'บันทึก' }));
      await waitFor(() => expect(field).toHaveAccessibleDescription('ดีเลย์การแทงต้องเป็นจำนวนเต็ม 0 ถึง 10 วินาที'));
      expect(api.callsTo('POST /admin/stadiums')).toHaveLength(0);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe("a stadium's referral threshold", () => {
  const label = 'Refer bets above (baht)';

  it('refers the bets above it to the desk, refusing what is no amount first, and clears it back to none', async () => {
    signIn();
    const api = stadiumsApi();
    const { user } = renderApp('/stadiums');
    const row = within(
      (await screen.findByRole('cell', { name: 'Sanam Hat Yai' })).closest('tr') as HTMLElement,
    );
    await user.click(screen.getByRole('button', { name: 'Edit Sanam Hat Yai' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit stadium' }));
    const field = () => dialog.getByLabelText(label);
    expect(field()).toHaveValue('');
    expect(field()).toHaveAttribute('placeholder', 'none');
    expect(field()).toHaveAccessibleDescription(
      'A bet above this waits for the desk to accept it (a member may have their own). Blank: no bet is referred.',
    );
    for (const [typed, refusal] of [
      ['0', 'The amount must be greater than 0'],
      ['fifty', 'Invalid amount (at most 2 decimals)'],
    ] as const) {
      await user.clear(field());
      await user.type(field(), typed);
      await user.click(dialog.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(field()).toHaveAccessibleDescription(refusal));
    }
    expect(api.callsTo('PATCH /admin/stadiums/1')).toHaveLength(0);

    await user.clear(field());
    await user.type(field(), '50,000');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /admin/stadiums/1').map((c) => c.body)).toEqual([
        { name: 'Sanam Hat Yai', type: 'bull', is_display: true, min_bet: 20, refer_above: 50000 },
      ]),
    );
    expect(
      await row.findByText('max stake ฿10,000.00 · cap ฿200,000.00 · refer above ฿50,000.00'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Sanam Hat Yai' }));
    const again = within(await screen.findByRole('dialog', { name: 'Edit stadium' }));
    expect(again.getByLabelText(label)).toHaveValue('50000');
    await user.clear(again.getByLabelText(label));
    await user.click(again.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /admin/stadiums/1').map((c) => c.body)[1]).toEqual({
        name: 'Sanam Hat Yai',
        type: 'bull',
        is_display: true,
        min_bet: 20,
        refer_above: null,
      }),
    );
    expect(await row.findByText('max stake ฿10,000.00 · cap ฿200,000.00')).toBeInTheDocument();
  });

  it('creates a stadium whose bets above a threshold wait for the desk', async () => {
    signIn();
    const api = stadiumsApi();
    const { user } = renderApp('/stadiums');
    await user.click(await screen.findByRole('button', { name: 'Add stadium' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New stadium' }));
    await user.type(dialog.getByLabelText('Name'), 'Sanam Muay');
    await user.type(dialog.getByLabelText(label), '30000');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('POST /admin/stadiums').map((c) => c.body)).toEqual([
        { name: 'Sanam Muay', type: 'bull', is_display: true, min_bet: 10, refer_above: 30000 },
      ]),
    );
  });
});
