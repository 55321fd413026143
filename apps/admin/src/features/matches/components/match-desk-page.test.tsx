import type { Operator } from '@sanam/contract/admin.ts';
import type { Match } from '@sanam/contract/matches.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@sanam/client/testing/mock.ts';
import { adminOperator, renderApp, signIn } from '../../../test/render-app.tsx';
import {
  aDeskRisk,
  aDeskRound,
  aDeskExposure,
  aDeskRate,
  aListedRound,
  fakeSocket,
} from '../../../test/match-fixtures.ts';

vi.mock('socket.io-client', async () =>
  (await import('../../../test/match-fixtures.ts')).socketIoClientMock(),
);

beforeEach(() => fakeSocket.reset());

function deskApi(
  match: Match,
  extra: Parameters<typeof mockApi>[0] = {},
  operator: Operator = adminOperator,
) {
  return mockApi({
    'GET /admin/auth/me': ok({ operator }),
    'GET /admin/matches/7': ok(match),
    'GET /admin/matches/7/rates': ok([
      aDeskRate(),
      aDeskRate({ id: 10, rate_name: 'ตรง', red_rate_2: 10, blue_rate_1: 10 }),
    ]),
    'GET /admin/matches/7/exposure': ok(aDeskExposure()),
    'GET /admin/matches/7/risk': ok(aDeskRisk()),
    'GET /admin/matches': ok([]),
    ...extra,
  });
}

async function openDesk(
  match = aDeskRound(),
  extra: Parameters<typeof mockApi>[0] = {},
  operator?: Operator,
) {
  signIn();
  const api = deskApi(match, extra, operator);
  const app = renderApp('/matches/7');
  await screen.findByRole('heading', { name: 'Round 5' });
  return { api, ...app };
}

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('match desk', () => {
  it('shows the status of the round and connects its socket with the operator token', async () => {
    await openDesk(aDeskRound({ is_open: 1, is_open_tie: 1 }));
    expect(screen.getByText('Running')).toBeInTheDocument();
    expect(screen.getAllByText('Open ×1.7').length).toBeGreaterThan(0);
    expect(screen.getByText('R 10/9', { selector: 'dd span' })).toBeInTheDocument();
    expect(screen.getByText('v3')).toBeInTheDocument();
    expect(fakeSocket.connects).toEqual([
      expect.objectContaining({ path: '/socket.io', query: { matchId: '7' } }),
    ]);
    const { auth } = fakeSocket.connects[0] as { auth: (send: (data: object) => void) => void };
    let sent: object = {};
    auth((data) => (sent = data));
    expect(sent).toEqual({ operator_token: 'test-token' });
    expect(screen.getByText('Polling every few seconds')).toBeInTheDocument();
    act(() => fakeSocket.emit('connect'));
    expect(screen.getByText('Live')).toBeInTheDocument();
  });

  it('publishes a preset rate in one click', async () => {
    const { api, user } = await openDesk(aDeskRound(), {
      'POST /admin/matches/7/rates': ok(aDeskRate({ id: 12, rate_name: 'ด 10/8' })),
    });
    const presets = within(screen.getByRole('group', { name: 'Rate presets' }));
    expect(presets.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'EVEN',
      'R 10/9',
      'R 10/8',
      'R 10/7',
      'R 10/6',
      'B 10/9',
      'B 10/8',
    ]);
    expect(presets.getByRole('button', { name: 'R 10/9' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(presets.getByRole('button', { name: 'R 10/8' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Rate published');
    expect(api.callsTo('POST /admin/matches/7/rates').map((c) => c.body)).toEqual([
      { red_rate_1: 10, red_rate_2: 8, blue_rate_1: 8, blue_rate_2: 10 },
    ]);
  });

  it('follows the rate in force after a preset: the big button never republishes a stale rate', async () => {
    let inForce = aDeskRound(); // R 10/9, rate 11
    const { api, user } = await openDesk(aDeskRound(), {
      'GET /admin/matches/7': () => ok(inForce),
      'POST /admin/matches/7/rates': (call) => {
        const body = call.body as {
          red_rate_1: number;
          red_rate_2: number;
          blue_rate_1: number;
          blue_rate_2: number;
        };
        inForce = aDeskRound({
          rate: 12 + api.callsTo('POST /admin/matches/7/rates').length,
          now_rate_name: null,
          now_red_rate_1: body.red_rate_1,
          now_red_rate_2: body.red_rate_2,
          now_blue_rate_1: body.blue_rate_1,
          now_blue_rate_2: body.blue_rate_2,
        });
        return ok(aDeskRate({ id: inForce.rate ?? 0, ...body }));
      },
    });
    const rate = region('Rate');
    await user.click(rate.getByRole('button', { name: 'Custom rate', expanded: false }));
    const fields = () =>
      ['Red: risk', 'Red: to win', 'Blue: risk', 'Blue: to win'].map(
        (label) => rate.getByLabelText<HTMLInputElement>(label).value,
      );
    // what is in force cannot be published again, by the button or by its preset
    expect(fields()).toEqual(['10', '9', '9', '10']);
    expect(rate.getByRole('button', { name: 'In force: R 10/9' })).toBeDisabled();
    expect(rate.getByRole('button', { name: 'R 10/9' })).toBeDisabled();

    await user.click(rate.getByRole('button', { name: 'B 10/8' }));
    expect(await rate.findByRole('button', { name: 'In force: B 10/8' })).toBeDisabled();
    expect(fields()).toEqual(['8', '10', '10', '8']);
    expect(rate.getByRole('button', { name: 'B 10/8' })).toHaveAttribute('aria-pressed', 'true');
    expect(rate.queryByRole('button', { name: /Publish R 10\/9/ })).not.toBeInTheDocument();
    // Enter in a field sends nothing either
    await user.type(rate.getByLabelText('Red: risk'), '{Enter}');
    expect(api.callsTo('POST /admin/matches/7/rates')).toHaveLength(1);

    // a typed rate: the button says what it publishes, then follows it into force
    await user.clear(rate.getByLabelText('Red: risk'));
    await user.type(rate.getByLabelText('Red: risk'), '7');
    await user.clear(rate.getByLabelText('Blue: to win'));
    await user.type(rate.getByLabelText('Blue: to win'), '7');
    await user.click(rate.getByRole('button', { name: 'Publish B 10/7' }));
    expect(await rate.findByRole('button', { name: 'In force: B 10/7' })).toBeDisabled();

    // a rate another desk publishes replaces a half-typed one
    await user.clear(rate.getByLabelText('Blue: to win'));
    await user.type(rate.getByLabelText('Blue: to win'), '9');
    expect(rate.getByRole('button', { name: 'Publish B 10/9' })).toBeEnabled();
    inForce = aDeskRound({ rate: 40 });
    act(() => fakeSocket.emit('RATE', { match: inForce, announce: 'changed' }));
    expect(await rate.findByRole('button', { name: 'In force: R 10/9' })).toBeDisabled();
    expect(fields()).toEqual(['10', '9', '9', '10']);
    expect(api.callsTo('POST /admin/matches/7/rates').map((c) => c.body)).toEqual([
      { red_rate_1: 8, red_rate_2: 10, blue_rate_1: 10, blue_rate_2: 8 },
      { red_rate_1: 7, red_rate_2: 10, blue_rate_1: 10, blue_rate_2: 7 },
    ]);
  }, 15_000); // many keystrokes: slow on a loaded machine

  it('shows presets in Thai as the operators read them', async () => {
    const { i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('th');
    await openDesk();
    const presets = within(screen.getByRole('group', { name: 'ราคาด่วน' }));
    expect(presets.getByRole('button', { name: 'ตรง' })).toBeInTheDocument();
    expect(presets.getByRole('button', { name: 'ด 10/9' })).toBeInTheDocument();
    expect(presets.getByRole('button', { name: 'ด 10/8' })).toBeInTheDocument();
    expect(presets.getByRole('button', { name: 'ง 10/9' })).toBeInTheDocument();
  });

  it('publishes a typed rate with a name and refuses a number out of range', async () => {
    const { api, user } = await openDesk(aDeskRound(), {
      'POST /admin/matches/7/rates': ok(aDeskRate({ id: 12 })),
    });
    const rate = region('Rate');
    await user.click(rate.getByRole('button', { name: 'Custom rate', expanded: false }));
    await user.clear(rate.getByLabelText('Blue: risk'));
    await user.type(rate.getByLabelText('Blue: risk'), '0');
    await user.click(rate.getByRole('button', { name: /^Publish/ }));
    expect(await rate.findByText('A rate must be a whole number from 1 to 1000')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/matches/7/rates')).toHaveLength(0);

    await user.clear(rate.getByLabelText('Red: to win'));
    await user.type(rate.getByLabelText('Red: to win'), '7');
    await user.clear(rate.getByLabelText('Blue: risk'));
    await user.type(rate.getByLabelText('Blue: risk'), '7');
    await user.type(rate.getByLabelText('Rate name (optional)'), 'ต่อ 10/7');
    await user.click(rate.getByRole('button', { name: 'Publish R 10/7' }));
    await waitFor(() =>
      expect(api.callsTo('POST /admin/matches/7/rates').map((c) => c.body)).toEqual([
        { rate_name: 'ต่อ 10/7', red_rate_1: 10, red_rate_2: 7, blue_rate_1: 7, blue_rate_2: 10 },
      ]),
    );
  });

  it('opens and closes betting and says so', async () => {
    const { api, user } = await openDesk(aDeskRound(), {
      'POST /admin/matches/7/open': ok(aDeskRound({ is_open: 1, version: 4 })),
      'POST /admin/matches/7/close': ok(aDeskRound({ is_open: 0, version: 5 })),
    });
    await user.click(screen.getByRole('button', { name: 'Open betting' }));
    expect(await screen.findByRole('button', { name: 'Close betting' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Betting opened');
    expect(screen.getByText('v4')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close betting' }));
    expect(await screen.findByRole('button', { name: 'Open betting' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Betting closed');
    expect(api.callsTo('POST /admin/matches/7/open')).toHaveLength(1);
    expect(api.callsTo('POST /admin/matches/7/close')).toHaveLength(1);
  });

  it('says closing betting closes tie and no-tie too, and says so once closed', async () => {
    const { api, user } = await openDesk(
      aDeskRound({ is_open: 1, is_open_tie: 1, tie_multiplier: 1.7, notie_multiplier: 1.2 }),
      { 'POST /admin/matches/7/close': ok(aDeskRound({ is_open: 0, is_open_tie: 0, version: 5 })) },
    );
    const close = screen.getByRole('button', { name: 'Close betting' });
    expect(close).toHaveAccessibleDescription('Closing betting closes tie and no-tie betting too');
    await user.click(close);
    expect(await screen.findByRole('button', { name: 'Open betting' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Betting closed, tie and no-tie too');
    expect(api.callsTo('POST /admin/matches/7/close')).toHaveLength(1);
    // closed with tie: nothing is open, so no state line for tie only
    expect(screen.queryByText('Red and blue closed — tie only')).not.toBeInTheDocument();
  });

  it('says plainly when tie alone takes bets after a close, in the header and the betting panel', async () => {
    await openDesk(aDeskRound({ is_open: 0, is_open_tie: 1, tie_multiplier: 8 }));
    const status = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(status('Betting')).toHaveTextContent('Tie only');
    expect(status('Tie')).toHaveTextContent('Open ×8');
    const betting = region('Betting');
    expect(betting.getByText('Red and blue closed — tie only')).toBeInTheDocument();
    expect(betting.getByRole('button', { name: 'Open betting' })).toBeInTheDocument();
    expect(region('Tie betting').getByRole('button', { name: 'Close tie betting' })).toBeInTheDocument();
  });

  it('says the tie-only state in Thai', async () => {
    const { i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('th');
    try {
      signIn();
      deskApi(aDeskRound({ is_open: 0, is_open_tie: 1, tie_multiplier: 8 }));
      renderApp('/matches/7');
      const betting = within(await screen.findByRole('region', { name: 'เปิด/ปิดรับแทง' }));
      expect(betting.getByText('ปิดรับแทงแดง/น้ำเงิน — เปิดรับแทงเสมออย่างเดียว')).toBeInTheDocument();
      expect(screen.getByText('การแทง', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        'เสมออย่างเดียว',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows the server refusal and holds the buttons while a request runs', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { user } = await openDesk(aDeskRound(), {
      'POST /admin/matches/7/open': fail(400, 'Publish a rate before opening betting', 'match.no_rate'),
    });
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      const [input] = args;
      const url = input instanceof Request ? input.url : input.toString();
      if (url.endsWith('/open')) await gate;
      return realFetch(...args);
    });
    await user.click(screen.getByRole('button', { name: 'Open betting' }));
    expect(await screen.findByRole('button', { name: 'Open betting' })).toBeDisabled();
    expect(
      within(screen.getByRole('group', { name: 'Rate presets' })).getByRole('button', { name: 'R 10/8' }),
    ).toBeDisabled();
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Publish a rate before opening betting');
    expect(screen.getByRole('button', { name: 'Open betting' })).toBeEnabled();
  });

  it('opens tie betting with the default 1.7 or a typed multiplier and a no-tie one', async () => {
    const { api, user } = await openDesk(aDeskRound({ is_open: 1 }), {
      'POST /admin/matches/7/tie/open': ok(
        aDeskRound({ is_open: 1, is_open_tie: 1, tie_multiplier: 2, notie_multiplier: 1.2, version: 4 }),
      ),
      'POST /admin/matches/7/tie/close': ok(aDeskRound({ is_open: 1, version: 5 })),
    });
    const betting = region('Tie betting');
    expect(betting.getByLabelText('Tie multiplier')).toHaveValue('1.7');
    await user.clear(betting.getByLabelText('Tie multiplier'));
    await user.type(betting.getByLabelText('Tie multiplier'), '2');
    await user.type(betting.getByLabelText('No-tie multiplier (optional)'), '1.2');
    await user.click(betting.getByRole('button', { name: 'Open tie betting' }));

    expect(await betting.findByText('Open ×2 · no tie ×1.2')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/matches/7/tie/open').map((c) => c.body)).toEqual([
      { tie_multiplier: 2, notie_multiplier: 1.2 },
    ]);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Tie betting opened');

    await user.click(betting.getByRole('button', { name: 'Close tie betting' }));
    expect(await betting.findByRole('button', { name: 'Open tie betting' })).toBeInTheDocument();
    expect(api.callsTo('POST /admin/matches/7/tie/close')).toHaveLength(1);
  });

  it('sends the default tie multiplier untouched and refuses one below 1', async () => {
    const { api, user } = await openDesk(aDeskRound({ is_open: 1 }), {
      'POST /admin/matches/7/tie/open': ok(aDeskRound({ is_open: 1, is_open_tie: 1, version: 4 })),
    });
    const betting = region('Tie betting');
    await user.type(betting.getByLabelText('No-tie multiplier (optional)'), '0.5');
    await user.click(betting.getByRole('button', { name: 'Open tie betting' }));
    expect(await betting.findByRole('alert')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/matches/7/tie/open')).toHaveLength(0);

    await user.clear(betting.getByLabelText('No-tie multiplier (optional)'));
    await user.click(betting.getByRole('button', { name: 'Open tie betting' }));
    await waitFor(() =>
      expect(api.callsTo('POST /admin/matches/7/tie/open').map((c) => c.body)).toEqual([
        { tie_multiplier: 1.7 },
      ]),
    );
  });

  it('ends the round after a confirmation naming the result, with the next round of the stadium', async () => {
    const next = aDeskRound({
      id: 8,
      round_name: 'Round 6',
      red_cow_name: 'Dam',
      blue_cow_name: 'Lai',
      version: 1,
    });
    const other = aDeskRound({ id: 9, round_name: 'Elsewhere', stadium_id: 2 });
    const { api, user } = await openDesk(aDeskRound({ is_open: 1 }), {
      'GET /admin/matches': ok([aListedRound(), aListedRound(next), aListedRound(other)]),
      'POST /admin/matches/7/end': ok(
        aDeskRound({ is_end: 1, result: 'red', next_match_id: 8, nextMatch: { id: 8 }, version: 6 }),
      ),
    });
    await user.click(region('End round').getByRole('button', { name: 'Red wins' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'End Round 5?' }));
    expect(dialog.getByText('Thongdaeng')).toBeInTheDocument();
    expect(dialog.getByText('Red bets are paid; the other side and tie bets lose')).toBeInTheDocument();
    const select = dialog.getByLabelText('Next round');
    await waitFor(() =>
      expect(dialog.getByRole('option', { name: 'Round 6 · Dam vs Lai' })).toBeInTheDocument(),
    );
    expect(dialog.queryByRole('option', { name: /Elsewhere/ })).not.toBeInTheDocument();
    await user.selectOptions(select, 'Round 6 · Dam vs Lai');
    await user.click(dialog.getByRole('button', { name: 'End: Red wins' }));

    expect(await screen.findByRole('link', { name: 'Go to next round #8 →' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Match ended and settled');
    expect(api.callsTo('POST /admin/matches/7/end').map((c) => c.body)).toEqual([
      { result: 'red', next_match_id: 8 },
    ]);
    const running = api.callsTo('GET /admin/matches')[0]?.query;
    expect(running?.get('status')).toBe('running');
    expect(running?.get('stadium_id')).toBe('1');
  });

  it('cancels an end without a request, and ends with no next round as null', async () => {
    const { api, user } = await openDesk(aDeskRound(), {
      'POST /admin/matches/7/end': ok(aDeskRound({ is_end: 1, result: 'green', version: 6 })),
    });
    await user.click(screen.getByRole('button', { name: 'Draw' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /admin/matches/7/end')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Draw' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'End Round 5?' }));
    expect(dialog.getByText('Red and blue bets are refunded; tie bets are paid')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'End: Draw' }));
    await waitFor(() =>
      expect(api.callsTo('POST /admin/matches/7/end').map((c) => c.body)).toEqual([
        { result: 'green', next_match_id: null },
      ]),
    );
  });

  it('creates the next round from the end dialog and ends with it', async () => {
    const created = aDeskRound({ id: 20, round_name: 'Round 6', red_cow_name: 'Dam', blue_cow_name: 'Lai' });
    const { api, user } = await openDesk(aDeskRound(), {
      'POST /admin/matches': ok(created),
      'POST /admin/matches/7/end': ok(
        aDeskRound({ is_end: 1, result: 'blue', next_match_id: 20, version: 6 }),
      ),
    });
    await user.click(screen.getByRole('button', { name: 'Blue wins' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'End Round 5?' }));
    await user.selectOptions(dialog.getByLabelText('Next round'), '+ Create the next round now');
    expect(dialog.getByLabelText('Round name')).toHaveValue('Round 6');
    await user.click(dialog.getByRole('button', { name: 'End: Blue wins' }));
    expect(await dialog.findAllByText('This field is required')).toHaveLength(2);
    expect(api.callsTo('POST /admin/matches')).toHaveLength(0);

    await user.type(dialog.getByLabelText('Red corner'), 'Dam');
    await user.type(dialog.getByLabelText('Blue corner'), 'Lai');
    await user.click(dialog.getByRole('button', { name: 'End: Blue wins' }));
    expect(await screen.findByRole('link', { name: 'Go to next round #20 →' })).toBeInTheDocument();
    expect(api.callsTo('POST /admin/matches').map((c) => c.body)).toEqual([
      {
        round_name: 'Round 6',
        red_cow_name: 'Dam',
        blue_cow_name: 'Lai',
        stadium_id: 1,
        round_type: 'bull',
        is_prefight: false,
        streaming_url: 'ch-1',
      },
    ]);
    expect(api.callsTo('POST /admin/matches/7/end').map((c) => c.body)).toEqual([
      { result: 'blue', next_match_id: 20 },
    ]);
  });

  it('regrades a settled round with a reason, after a confirmation stating the old and the new result, and shows what moved', async () => {
    const settled = aDeskRound({
      is_end: 1,
      result: 'red',
      settled_at: '2025-05-01T11:00:00.000Z',
      version: 6,
    });
    let regraded = false;
    const { api, user } = await openDesk(settled, {
      'GET /admin/matches/7': () => ok(regraded ? { ...settled, result: 'blue', version: 8 } : settled),
      'POST /admin/matches/7/regrade': () => {
        regraded = true;
        // the server answers with the regraded match and what the correction moved (matchDeskRoutes.regrade)
        return ok({
          ...settled,
          result: 'blue',
          version: 8,
          correction: {
            from: 'red',
            to: 'blue',
            reason: 'Judges reviewed the replay',
            reversed: { stakes: 1000, paid: 1900 },
            paid: 800,
            house_before: -900,
            house_after: 200,
          },
        });
      },
    });
    expect(screen.queryByRole('button', { name: 'Open betting' })).not.toBeInTheDocument();
    expect(screen.getByText('Current result: Red wins')).toBeInTheDocument();
    // a correction always says why: no dialog without a reason
    await user.click(screen.getByRole('button', { name: 'Change to Blue wins' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please give a reason');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason for the correction'), 'Judges reviewed the replay');
    await user.click(screen.getByRole('button', { name: 'Change to Blue wins' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Regrade Round 5?' }));
    expect(
      dialog.getByText(
        'Change the result from Red wins to Blue wins? Every bet of this round is reversed and settled again. Members who already spent or withdrew winnings the correction takes back will owe them: their balance goes below zero and the next money they receive pays it first.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Regrade to Blue wins' }));

    expect(await screen.findByText('Current result: Blue wins')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Result corrected and bets settled again',
    );
    expect(api.callsTo('POST /admin/matches/7/regrade').map((c) => c.body)).toEqual([
      { result: 'blue', reason: 'Judges reviewed the replay' },
    ]);
    expect(screen.getByText('Corrected from Red wins to Blue wins')).toBeInTheDocument();
    expect(screen.getByText('1,900.00')).toBeInTheDocument();
    expect(screen.getByText('-900.00 → 200.00')).toBeInTheDocument();
  });

  it('shows the exposure and reads it again when a bet arrives', async () => {
    let bets = 12;
    const { api } = await openDesk(aDeskRound({ is_open: 1 }), {
      'GET /admin/matches/7/exposure': () =>
        ok(
          aDeskExposure({
            bets,
            stakes: { red: bets === 12 ? 1500 : 2500, blue: 2500.5, tie: 300, notie: 0 },
          }),
        ),
    });
    const exposure = region('Live exposure');
    expect(await exposure.findByText('12')).toBeInTheDocument();
    expect(exposure.getByText('5')).toBeInTheDocument();
    const stakes = within(exposure.getByRole('table', { name: 'Stakes per side (฿)' }));
    const stake = (side: string) => within(stakes.getByRole('row', { name: new RegExp(`^${side} `) }));
    expect(stake('Red').getByText('1,500.00')).toBeInTheDocument();
    expect(stake('Blue').getByText('2,500.50')).toBeInTheDocument();
    const houseTable = within(exposure.getByRole('table', { name: 'House result if (฿)' }));
    const house = (result: string) => houseTable.getByRole('row', { name: new RegExp(`^${result} `) });
    expect(within(house('Red wins')).getByText('+1,210.50')).toHaveClass('text-success');
    expect(within(house('Blue wins')).getByText('−950.00')).toHaveClass('text-danger');
    expect(within(house('Draw')).getByText('−210.00')).toHaveClass('text-danger');
    expect(exposure.getByRole('link', { name: 'Exposure over time on the dashboard' })).toHaveAttribute(
      'href',
      '/?round=7',
    );

    const before = api.callsTo('GET /admin/matches/7/exposure').length;
    bets = 13;
    fakeSocket.emit('BET', { match_id: 7, side: 'red', amount: 1000 });
    expect(await exposure.findByText('13')).toBeInTheDocument();
    expect(stake('Red').getByText('2,500.00')).toBeInTheDocument();
    expect(api.callsTo('GET /admin/matches/7/exposure')).toHaveLength(before + 1);
  });

  it('reads the exposure at most once a second during a burst of bets, the last one included', async () => {
    const { api } = await openDesk(aDeskRound({ is_open: 1 }));
    await region('Live exposure').findByText('12');
    const before = api.callsTo('GET /admin/matches/7/exposure').length;
    for (let i = 0; i < 5; i += 1) fakeSocket.emit('BET', { match_id: 7, side: 'blue', amount: 100 });
    await waitFor(() => expect(api.callsTo('GET /admin/matches/7/exposure')).toHaveLength(before + 1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.callsTo('GET /admin/matches/7/exposure')).toHaveLength(before + 1);
    await waitFor(() => expect(api.callsTo('GET /admin/matches/7/exposure')).toHaveLength(before + 2), {
      timeout: 2000,
    });
  });

  it('reads the match again on RATE and tie events from the room', async () => {
    let match = aDeskRound();
    const { api } = await openDesk(match, { 'GET /admin/matches/7': () => ok(match) });
    match = aDeskRound({ is_open_tie: 1, tie_multiplier: 1.8, version: 9 });
    fakeSocket.emit('OPENTIE', { match_id: 7, tie_multiplier: 1.8, notie_multiplier: null, version: 9 });
    expect(await screen.findByText('v9')).toBeInTheDocument();
    expect(api.callsTo('GET /admin/matches/7/rates').length).toBeGreaterThan(1);
  });

  it('gives a cashier the desk read-only', async () => {
    await openDesk(aDeskRound({ is_open: 1 }), {}, { id: 5, username: 'somsri', role: 'cashier' });
    expect(screen.getByText('Read only: your role can follow matches but not run them')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close betting' })).toBeDisabled();
    expect(
      within(screen.getByRole('group', { name: 'Rate presets' })).getByRole('button', { name: 'R 10/8' }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Open tie betting' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Red wins' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Edit names / stream' })).not.toBeInTheDocument();
    // what a cashier may read is still there, polled: the server keeps desk rooms to desk roles
    expect(await region('Live exposure').findByText('12')).toBeInTheDocument();
    expect(screen.getByText('Polling every few seconds')).toBeInTheDocument();
    expect(fakeSocket.connects).toHaveLength(0);
  });

  it('edits the names and the stream of the round', async () => {
    let match = aDeskRound();
    const { api, user } = await openDesk(match, {
      'GET /admin/matches/7': () => ok(match),
      'PATCH /admin/matches/7': (call) => {
        match = { ...match, ...(call.body as Partial<Match>), version: 4 };
        return ok(match);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit names / stream' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit round' }));
    await user.clear(dialog.getByLabelText('Red corner'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('This field is required')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Red corner'), 'Thongkham');
    await user.clear(dialog.getByLabelText('Stream channel'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Thongkham')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Match updated');
    expect(api.callsTo('PATCH /admin/matches/7').map((c) => c.body)).toEqual([
      { round_name: 'Round 5', red_cow_name: 'Thongkham', blue_cow_name: 'Khaonil', streaming_url: null },
    ]);
  });
});

describe('match desk: taking a rate back', () => {
  type RateBody = {
    rate_name?: string;
    red_rate_1: number;
    red_rate_2: number;
    blue_rate_1: number;
    blue_rate_2: number;
  };

  /** Round 7 at R 10/9 (rate 11), whose rate moves with each publish as the server would move it. */
  async function liveRateDesk(first = aDeskRound({ is_open: 1 }), extra: Parameters<typeof mockApi>[0] = {}) {
    const state = { match: first };
    const desk = await openDesk(first, {
      ...extra,
      'GET /admin/matches/7': () => ok(state.match),
      'POST /admin/matches/7/rates': (call) => {
        const body = call.body as RateBody;
        const id = 100 + desk.api.callsTo('POST /admin/matches/7/rates').length;
        state.match = aDeskRound({
          is_open: 1,
          rate: id,
          now_rate_name: body.rate_name ?? null,
          now_red_rate_1: body.red_rate_1,
          now_red_rate_2: body.red_rate_2,
          now_blue_rate_1: body.blue_rate_1,
          now_blue_rate_2: body.blue_rate_2,
          version: state.match.version + 1,
        });
        return ok(aDeskRate({ id, ...body, rate_name: body.rate_name ?? '' }));
      },
    });
    const presets = within(screen.getByRole('group', { name: 'Rate presets' }));
    const published = () => desk.api.callsTo('POST /admin/matches/7/rates').map((c) => c.body);
    return { ...desk, state, presets, published };
  }

  it('offers an undo for a few seconds that publishes the replaced rate again, name and all', async () => {
    const { user, presets, published } = await liveRateDesk();
    await user.click(presets.getByRole('button', { name: 'R 10/8' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Rate published: R 10/8');
    const undo = await region('Rate').findByRole('button', { name: /^Undo: back to R 10\/9 \([1-5] s\)$/ });
    // the new rate is in force for members until the undo is clicked
    expect(presets.getByRole('button', { name: 'R 10/8' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(undo);
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'Back to R 10/9: published again',
    );
    expect(presets.getByRole('button', { name: 'R 10/9' })).toHaveAttribute('aria-pressed', 'true');
    expect(region('Rate').queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
    // the undo is a publish like any other: members see it, the audit keeps both
    expect(published()).toEqual([
      { red_rate_1: 10, red_rate_2: 8, blue_rate_1: 8, blue_rate_2: 10 },
      { rate_name: 'ด 10/9', red_rate_1: 10, red_rate_2: 9, blue_rate_1: 9, blue_rate_2: 10 },
    ]);
  });

  it('counts the undo down and takes it away after five seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user, presets, published } = await liveRateDesk();
      await user.click(presets.getByRole('button', { name: 'B 10/8' }));
      const undo = await region('Rate').findByRole('button', { name: /^Undo: back to R 10\/9/ });
      expect(undo).toHaveTextContent(/\((5|4) s\)$/);
      act(() => {
        vi.advanceTimersByTime(2_000);
      });
      expect(undo).toHaveTextContent(/\((3|2) s\)$/);
      act(() => {
        vi.advanceTimersByTime(3_500);
      });
      expect(region('Rate').queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
      // what was published stays said, and nothing more is sent
      expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Rate published: B 10/8');
      expect(published()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a second rate click in the window publishes it, and the undo then goes back one step only', async () => {
    const { user, presets, published } = await liveRateDesk();
    await user.click(presets.getByRole('button', { name: 'R 10/8' }));
    await region('Rate').findByRole('button', { name: /^Undo: back to R 10\/9/ });
    await user.click(presets.getByRole('button', { name: 'R 10/7' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Rate published: R 10/7');
    await user.click(await region('Rate').findByRole('button', { name: /^Undo: back to R 10\/8/ }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'Back to R 10/8: published again',
    );
    expect(published()).toEqual([
      { red_rate_1: 10, red_rate_2: 8, blue_rate_1: 8, blue_rate_2: 10 },
      { red_rate_1: 10, red_rate_2: 7, blue_rate_1: 7, blue_rate_2: 10 },
      { red_rate_1: 10, red_rate_2: 8, blue_rate_1: 8, blue_rate_2: 10 },
    ]);
  });

  it('takes the undo away when another desk publishes a rate in the window', async () => {
    const { user, presets, state, published } = await liveRateDesk();
    await user.click(presets.getByRole('button', { name: 'R 10/8' }));
    await region('Rate').findByRole('button', { name: /^Undo/ });
    state.match = aDeskRound({ is_open: 1, rate: 500, version: 40 }); // R 10/9 again, from elsewhere
    act(() => fakeSocket.emit('RATE', { match: state.match, announce: 'changed' }));
    await waitFor(() =>
      expect(region('Rate').queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument(),
    );
    expect(published()).toHaveLength(1);
  });

  it("offers no undo for a round's first rate (there is nothing to go back to)", async () => {
    const { user, presets } = await liveRateDesk(
      aDeskRound({
        rate: null,
        now_rate_name: null,
        now_red_rate_1: null,
        now_red_rate_2: null,
        now_blue_rate_1: null,
        now_blue_rate_2: null,
      }),
    );
    await user.click(presets.getByRole('button', { name: 'EVEN' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Rate published: EVEN');
    expect(region('Rate').queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
  });

  it('gives the next action the notice: the rate line and its undo step aside', async () => {
    const { user, presets } = await liveRateDesk(aDeskRound({ is_open: 1 }), {
      'POST /admin/matches/7/close': ok(aDeskRound({ is_open: 0, version: 50 })),
    });
    await user.click(presets.getByRole('button', { name: 'R 10/8' }));
    await region('Rate').findByRole('button', { name: /^Undo/ });
    await user.click(screen.getByRole('button', { name: 'Close betting' }));
    await waitFor(() => expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Betting closed'));
    expect(region('Rate').queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
  });
});
