import type { Operator } from '@sanam/contract/admin.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiCall } from '@sanam/client/testing/mock.ts';
import { fail, mockApi, ok } from '@sanam/client/testing/mock.ts';
import { adminOperator, renderApp, signIn } from '../../../test/render-app.tsx';
import {
  aDeskRound,
  aDeskExposure,
  aDeskRate,
  aListedRound,
  fakeSocket,
  stadiumsFixture,
} from '../../../test/match-fixtures.ts';

vi.mock('socket.io-client', async () =>
  (await import('../../../test/match-fixtures.ts')).socketIoClientMock(),
);

beforeEach(() => fakeSocket.reset());

const running = [
  aListedRound({ is_open: 1, is_open_tie: 1 }),
  aListedRound({
    id: 8,
    round_name: 'Round 6',
    red_cow_name: 'Dam',
    blue_cow_name: 'Lai',
    now_red_rate_1: null,
    now_red_rate_2: null,
    now_blue_rate_1: null,
    now_blue_rate_2: null,
  }),
  aListedRound({
    id: 30,
    round_name: 'Cock 1',
    stadium_id: 2,
    stadium_name: 'Sanam Chiang Mai',
    round_type: 'cock',
    is_prefight: true,
    // closed, then tie reopened on purpose: tie alone takes bets
    is_open_tie: 1,
  }),
];
const ended = [
  aListedRound({
    id: 3,
    round_name: 'Round 2',
    is_end: 1,
    result: 'blue',
    ended_at: '2025-05-01T09:30:00.000Z',
  }),
];

function listApi(extra: Parameters<typeof mockApi>[0] = {}, operator: Operator = adminOperator) {
  return mockApi({
    'GET /admin/auth/me': ok({ operator }),
    'GET /admin/stadiums': ok(stadiumsFixture),
    'GET /admin/matches': (call: ApiCall) => {
      const stadium = call.query.get('stadium_id');
      const rows = call.query.get('status') === 'ended' ? ended : running;
      return ok(stadium ? rows.filter((m) => String(m.stadium_id) === stadium) : rows);
    },
    ...extra,
  });
}

describe('matches page', () => {
  it('lists running rounds by stadium with their state, and the recently ended ones', async () => {
    signIn();
    const api = listApi();
    renderApp('/matches');
    const runningList = within(await screen.findByRole('region', { name: /Running rounds/ }));
    const link = await runningList.findByRole('link', { name: /Round 5/ });
    expect(link).toHaveAttribute('href', '/matches/7');
    expect(within(link).getByText('R 10/9')).toBeInTheDocument();
    expect(within(link).getByText('Open')).toBeInTheDocument();
    expect(within(link).getByText('Tie')).toBeInTheDocument();
    expect(
      within(runningList.getByRole('link', { name: /Round 6/ })).getByText('Closed'),
    ).toBeInTheDocument();
    const tieOnly = within(runningList.getByRole('link', { name: /Cock 1/ }));
    expect(tieOnly.getByText('Tie only')).toBeInTheDocument();
    expect(tieOnly.queryByText('Closed')).not.toBeInTheDocument();
    expect(runningList.getByText('Sanam Hat Yai')).toBeInTheDocument();
    expect(runningList.getByText('Sanam Chiang Mai')).toBeInTheDocument();

    const endedList = within(screen.getByRole('region', { name: 'Recently ended' }));
    const row = endedList.getByRole('row', { name: /Round 2/ });
    expect(within(row).getByText('Blue wins')).toBeInTheDocument();

    const queries = api.callsTo('GET /admin/matches').map((c) => Object.fromEntries(c.query));
    expect(queries).toEqual(
      expect.arrayContaining([
        { status: 'running', limit: '200' },
        { status: 'ended', limit: '20' },
      ]),
    );
  });

  it('filters by stadium', async () => {
    signIn();
    const api = listApi();
    const { user } = renderApp('/matches');
    await screen.findByRole('link', { name: /Round 5/ });
    await user.selectOptions(screen.getByLabelText('Filter by stadium'), 'Sanam Chiang Mai');
    await waitFor(() => expect(screen.queryByRole('link', { name: /Round 5/ })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: /Cock 1/ })).toBeInTheDocument();
    expect(api.callsTo('GET /admin/matches').some((c) => c.query.get('stadium_id') === '2')).toBe(true);
  });

  it('refuses a round without a name or corners before any request', async () => {
    signIn();
    const api = listApi();
    const { user } = renderApp('/matches');
    await user.click(await screen.findByRole('button', { name: 'New round' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New round' }));
    await user.type(dialog.getByLabelText('Red corner'), '   ');
    await user.click(dialog.getByRole('button', { name: 'Create round' }));
    expect(await dialog.findAllByText('This field is required')).toHaveLength(3);
    expect(dialog.getByLabelText('Round name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /admin/matches')).toHaveLength(0);
  });

  it('creates a round in the chosen stadium and opens its desk', async () => {
    signIn();
    const created = aDeskRound({ id: 40, round_name: 'Cock 2', stadium_id: 2, round_type: 'cock' });
    const api = listApi({
      'POST /admin/matches': ok(created),
      'GET /admin/matches/40': ok(created),
      'GET /admin/matches/40/rates': ok([aDeskRate()]),
      'GET /admin/matches/40/exposure': ok(aDeskExposure({ match_id: 40 })),
    });
    const { user, router } = renderApp('/matches');
    await user.click(await screen.findByRole('button', { name: 'New round' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New round' }));
    expect(dialog.getByLabelText('Stadium')).toHaveValue('1');
    await user.selectOptions(dialog.getByLabelText('Stadium'), 'Sanam Chiang Mai');
    expect(dialog.getByLabelText('Type')).toHaveValue('cock');
    await user.type(dialog.getByLabelText('Round name'), 'Cock 2');
    await user.type(dialog.getByLabelText('Red corner'), 'Phet');
    await user.type(dialog.getByLabelText('Blue corner'), 'Ngern');
    await user.type(dialog.getByLabelText('Stream channel'), 'cm-2');
    await user.click(dialog.getByLabelText('Pre-fight betting'));
    await user.click(dialog.getByRole('button', { name: 'Create round' }));

    expect(await screen.findByRole('heading', { name: 'Cock 2' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/matches/40');
    expect(api.callsTo('POST /admin/matches').map((c) => c.body)).toEqual([
      {
        stadium_id: 2,
        round_name: 'Cock 2',
        round_type: 'cock',
        red_cow_name: 'Phet',
        blue_cow_name: 'Ngern',
        is_prefight: true,
        streaming_url: 'cm-2',
      },
    ]);
  });

  it('shows the server refusal of a new round on its field', async () => {
    signIn();
    listApi({
      'POST /admin/matches': fail(400, 'Stadium not found', 'match.stadium_not_found', {
        stadium_id: 'match.stadium_not_found',
      }),
    });
    const { user } = renderApp('/matches');
    await user.click(await screen.findByRole('button', { name: 'New round' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New round' }));
    await user.type(dialog.getByLabelText('Round name'), 'R1');
    await user.type(dialog.getByLabelText('Red corner'), 'A');
    await user.type(dialog.getByLabelText('Blue corner'), 'B');
    await user.click(dialog.getByRole('button', { name: 'Create round' }));
    const alerts = await dialog.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(['Stadium not found', 'Stadium not found']);
  });

  it('lets a cashier read the rounds but not create one', async () => {
    signIn();
    listApi({}, { id: 5, username: 'somsri', role: 'cashier' });
    renderApp('/matches');
    expect(await screen.findByRole('link', { name: /Round 5/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Matches' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New round' })).not.toBeInTheDocument();
  });
});
