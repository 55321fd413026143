// On the match desk: each side's own switch and who closed it, its book against the
// liability cap as the server counts it (step tickets included), the last call counting down from the
// server's moment, the round's limits over its stadium's, and a cap-closed side reopened.
import type { Match } from '@sanam/contract/matches.ts';
import type { RoundRisk } from '@sanam/contract/risk.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, type ApiCall } from '@sanam/client/testing/mock.ts';
import { adminOperator, renderApp, signIn } from '../../../test/render-app.tsx';
import { aDeskExposure, aDeskRate, aDeskRisk, aDeskRound, fakeSocket } from '../../../test/match-fixtures.ts';

vi.mock('socket.io-client', async () =>
  (await import('../../../test/match-fixtures.ts')).socketIoClientMock(),
);

beforeEach(() => fakeSocket.reset());

/** The desk of round 7 whose match and risk reads answer what the test holds at the moment. */
async function openDesk(state: { match: Match; risk: RoundRisk }, extra: Parameters<typeof mockApi>[0] = {}) {
  signIn();
  const api = mockApi({
    'GET /admin/auth/me': ok({ operator: adminOperator }),
    'GET /admin/matches/7': () => ok(state.match),
    'GET /admin/matches/7/rates': ok([aDeskRate()]),
    'GET /admin/matches/7/exposure': ok(aDeskExposure()),
    'GET /admin/matches/7/risk': () => ok(state.risk),
    'GET /admin/matches': ok([]),
    ...extra,
  });
  const app = renderApp('/matches/7');
  await screen.findByRole('heading', { name: 'Round 5' });
  // each side's switch and the last call sit with open / close betting; the limits have their own panel
  const panel = within(await screen.findByRole('region', { name: 'Betting' }));
  const limits = within(await screen.findByRole('region', { name: 'Round limits' }));
  return { api, panel, limits, ...app };
}

/** One side's row of the panel, and the figure under one of its terms. */
function sideOf(side: 'Red' | 'Blue' | 'Tie') {
  const panel = within(screen.getByRole('region', { name: 'Betting' }));
  const row = within(panel.getByRole('listitem', { name: side }));
  return { row, value: (term: string) => row.getByText(term).nextElementSibling?.textContent };
}

const capOf = (liability_cap: number | null) => ({
  min_bet: 10,
  max_bet: null,
  max_payout: null,
  member_side_cap: null,
  liability_cap,
});

describe('risk panel: each side', () => {
  it('closes red alone with its switch, sends that one side, and shows it closed by the operator', async () => {
    const state = { match: aDeskRound({ is_open: 1 }), risk: aDeskRisk() };
    const { api, panel, user } = await openDesk(state, {
      'POST /admin/matches/7/sides': (call: ApiCall) => {
        const { side, open } = call.body as { side: 'red' | 'blue' | 'tie'; open: boolean };
        state.match = aDeskRound({ is_open: 1, [`${side}_closed_by`]: open ? null : 'operator', version: 4 });
        state.risk = aDeskRisk({ closed_by: { red: open ? null : 'operator', blue: null, tie: null } });
        return ok(state.match);
      },
    });
    const red = panel.getByRole('switch', { name: 'Red: taking bets' });
    expect(red).toBeChecked();
    expect(panel.getByRole('switch', { name: 'Blue: taking bets' })).toBeChecked();
    // tie betting is off on this round: its switch says so
    expect(panel.getByRole('switch', { name: 'Tie: taking bets' })).not.toBeChecked();

    await user.click(red);
    await waitFor(() => expect(panel.getByRole('switch', { name: 'Red: taking bets' })).not.toBeChecked());
    expect(panel.getByText('Closed by the operator')).toBeInTheDocument();
    expect(panel.getByRole('switch', { name: 'Blue: taking bets' })).toBeChecked();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Side closed');
    expect(api.callsTo('POST /admin/matches/7/sides').map((c) => c.body)).toEqual([
      { side: 'red', open: false },
    ]);

    await user.click(panel.getByRole('switch', { name: 'Red: taking bets' }));
    await waitFor(() => expect(panel.getByRole('switch', { name: 'Red: taking bets' })).toBeChecked());
    expect(api.callsTo('POST /admin/matches/7/sides').map((c) => c.body)).toEqual([
      { side: 'red', open: false },
      { side: 'red', open: true },
    ]);
  });

  it('says a side the cap closed as full: what the house pays there and the little the cap leaves', async () => {
    const risk = aDeskRisk({
      own: { ...capOf(1000), min_bet: null },
      effective: capOf(1000),
      liability: { red: 995, blue: -1000, tie: 0 },
      closed_by: { red: 'cap', blue: null, tie: null },
    });
    const { panel } = await openDesk({ match: aDeskRound({ is_open: 1, red_closed_by: 'cap' }), risk });
    expect(panel.getByRole('switch', { name: 'Red: taking bets' })).not.toBeChecked();
    const red = sideOf('Red');
    expect(red.row.getByText('Closed by the liability cap')).toBeInTheDocument();
    await red.row.findByText('If red wins, the house pays');
    expect(red.value('If red wins, the house pays')).toBe('฿995.00');
    expect(red.value('Left under the ฿1,000.00 cap')).toBe('฿5.00');
    // blue wins the house money: it keeps it, and the cap leaves that much more room on blue
    const blue = sideOf('Blue');
    expect(blue.value('If blue wins, the house keeps')).toBe('฿1,000.00');
    expect(blue.value('Left under the ฿1,000.00 cap')).toBe('฿2,000.00');
    expect(blue.row.getByText('Taking bets')).toBeInTheDocument();
    expect(panel.queryByText('Closed by the operator')).not.toBeInTheDocument();
    expect(
      red.row.getByText(/The switch alone reopens it too, but then the next bet closes it again/),
    ).toBeInTheDocument();
  });

  it("shows each side's liability with the step tickets' part and the room under the cap, as the server counts them", async () => {
    // a step ticket with a leg on this round counts its whole worst-case win on red, blue and the draw
    const risk = aDeskRisk({
      effective: capOf(5000),
      liability: { red: 5200, blue: 800, tie: 300 },
      steps: { red: 300, blue: 300, tie: 300 },
    });
    await openDesk({ match: aDeskRound({ is_open: 1 }), risk });
    const red = sideOf('Red');
    await red.row.findByText('If red wins, the house pays');
    expect(red.value('If red wins, the house pays')).toBe('฿5,200.00');
    expect(red.value("Step tickets' part")).toBe('฿300.00');
    // a cap lowered under the book: the room is how far over it the side already is
    expect(red.value('Left under the ฿5,000.00 cap')).toBe('฿-200.00');
    const blue = sideOf('Blue');
    expect(blue.value('If blue wins, the house pays')).toBe('฿800.00');
    expect(blue.value("Step tickets' part")).toBe('฿300.00');
    expect(blue.value('Left under the ฿5,000.00 cap')).toBe('฿4,200.00');
    const tie = sideOf('Tie');
    expect(tie.value('If it is a draw, the house pays')).toBe('฿300.00');
    expect(tie.value("Step tickets' part")).toBe('฿300.00');
    expect(tie.value('Left under the ฿5,000.00 cap')).toBe('฿4,700.00');
    // the live exposure beside it is the single bets' book: it says so, so the two never seem to disagree
    expect(
      within(screen.getByRole('region', { name: 'Live exposure' })).getByText(
        'Single bets only: the liability in the risk controls counts step tickets too',
      ),
    ).toBeInTheDocument();
  });

  it('says there is no room to count without a liability cap', async () => {
    const risk = aDeskRisk({ liability: { red: 900, blue: 0, tie: 0 }, steps: { red: 0, blue: 0, tie: 0 } });
    await openDesk({ match: aDeskRound({ is_open: 1 }), risk });
    const red = sideOf('Red');
    await red.row.findByText('If red wins, the house pays');
    expect(red.value('If red wins, the house pays')).toBe('฿900.00');
    expect(red.value("Step tickets' part")).toBe('฿0.00');
    expect(red.value('Left under the cap')).toBe('No cap');
  });

  it('in a round closed but for tie, says tie alone takes bets and red and blue wait for betting to open', async () => {
    const { panel } = await openDesk({
      match: aDeskRound({ is_open: 0, is_open_tie: 1, tie_multiplier: 8 }),
      risk: aDeskRisk(),
    });
    expect(
      panel.getByText('Red and blue are closed with the round: only tie takes bets.', { exact: false }),
    ).toBeInTheDocument();
    expect(sideOf('Red').row.getByText('Closed with the round')).toBeInTheDocument();
    expect(sideOf('Blue').row.getByText('Closed with the round')).toBeInTheDocument();
    expect(sideOf('Tie').row.getByText('Taking bets')).toBeInTheDocument();
    expect(panel.queryByText(/Betting is closed for the whole round/)).not.toBeInTheDocument();
  });

  it('says it in Thai to a Thai operator', async () => {
    const { i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('th');
    try {
      signIn();
      mockApi({
        'GET /admin/auth/me': ok({ operator: adminOperator }),
        'GET /admin/matches/7': ok(aDeskRound({ is_open: 1, blue_closed_by: 'cap' })),
        'GET /admin/matches/7/rates': ok([aDeskRate()]),
        'GET /admin/matches/7/exposure': ok(aDeskExposure()),
        'GET /admin/matches/7/risk': ok(
          aDeskRisk({
            effective: capOf(500),
            liability: { red: 0, blue: 500, tie: 0 },
            steps: { red: 0, blue: 120, tie: 0 },
          }),
        ),
        'GET /admin/matches': ok([]),
      });
      renderApp('/matches/7');
      const panel = within(await screen.findByRole('region', { name: 'เปิด/ปิดรับแทง' }));
      const blue = within(await panel.findByRole('listitem', { name: 'น้ำเงิน' }));
      expect(blue.getByText('ปิดอัตโนมัติ: ถึงเพดานความเสี่ยง')).toBeInTheDocument();
      const value = (term: string) => blue.getByText(term).nextElementSibling?.textContent;
      expect(value('ถ้าน้ำเงินชนะ เจ้ามือจ่าย')).toBe('฿500.00');
      expect(value('ในนั้นเป็นบิลสเต็ป')).toBe('฿120.00');
      expect(value('เหลือก่อนถึงเพดาน ฿500.00')).toBe('฿0.00');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('raises the cap and reopens the side the cap closed, refusing a cap that is not higher first', async () => {
    const state = {
      match: aDeskRound({ is_open: 1, red_closed_by: 'cap' }),
      risk: aDeskRisk({
        own: { ...capOf(1000), min_bet: null },
        effective: capOf(1000),
        liability: { red: 1000, blue: -1000, tie: 0 },
        closed_by: { red: 'cap', blue: null, tie: null },
      }),
    };
    const { api, panel, user } = await openDesk(state, {
      'PATCH /admin/matches/7/limits': (call: ApiCall) => {
        const { liability_cap } = call.body as { liability_cap: number };
        // the server counts the room again under the new cap
        const { room: _room, ...held } = state.risk;
        state.risk = aDeskRisk({
          ...held,
          own: { ...state.risk.own, liability_cap },
          effective: capOf(liability_cap),
        });
        state.match = { ...state.match, version: 4 };
        return ok(state.match);
      },
      'POST /admin/matches/7/sides': () => {
        state.match = { ...state.match, red_closed_by: null, version: 5 };
        state.risk = { ...state.risk, closed_by: { red: null, blue: null, tie: null } };
        return ok(state.match);
      },
    });
    const field = panel.getByLabelText('New liability cap (baht)');
    await user.type(field, '800');
    await user.click(panel.getByRole('button', { name: 'Raise cap and reopen' }));
    expect(await panel.findByText('Enter a cap above the current one')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '-5');
    await user.click(panel.getByRole('button', { name: 'Raise cap and reopen' }));
    expect(await panel.findByRole('alert')).toBeInTheDocument();
    expect(api.callsTo('PATCH /admin/matches/7/limits')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '2000');
    await user.click(panel.getByRole('button', { name: 'Raise cap and reopen' }));
    await waitFor(() => expect(panel.getByRole('switch', { name: 'Red: taking bets' })).toBeChecked());
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Cap raised and side reopened');
    const red = sideOf('Red');
    expect(await red.row.findByText('Left under the ฿2,000.00 cap')).toBeInTheDocument();
    expect(red.value('Left under the ฿2,000.00 cap')).toBe('฿1,000.00');
    expect(red.value('If red wins, the house pays')).toBe('฿1,000.00');
    expect(api.callsTo('PATCH /admin/matches/7/limits').map((c) => c.body)).toEqual([
      { liability_cap: 2000 },
    ]);
    expect(api.callsTo('POST /admin/matches/7/sides').map((c) => c.body)).toEqual([
      { side: 'red', open: true },
    ]);
  });

  it('reads the risk again when a bet arrives and when the round changes', async () => {
    const state = { match: aDeskRound({ is_open: 1 }), risk: aDeskRisk({ effective: capOf(1000) }) };
    const { api, panel } = await openDesk(state);
    const red = sideOf('Red');
    await waitFor(() => expect(red.value('Left under the ฿1,000.00 cap')).toBe('฿1,000.00'));
    expect(red.value('If red wins, the house pays')).toBe('฿0.00');
    state.risk = aDeskRisk({ effective: capOf(1000), liability: { red: 900, blue: 0, tie: 0 } });
    act(() => fakeSocket.emit('BET', { match_id: 7 }));
    await waitFor(() => expect(red.value('If red wins, the house pays')).toBe('฿900.00'));
    expect(red.value('Left under the ฿1,000.00 cap')).toBe('฿100.00');

    // the cap closes red in the server: the room's CHANGE reaches the desk, which reads both again
    const reads = api.callsTo('GET /admin/matches/7/risk').length;
    state.match = aDeskRound({ is_open: 1, red_closed_by: 'cap', version: 9 });
    state.risk = { ...state.risk, closed_by: { red: 'cap', blue: null, tie: null } };
    act(() => fakeSocket.emit('CHANGE', { service: 'UPDATE', data: state.match, version: 9 }));
    expect(await panel.findByText('Closed by the liability cap')).toBeInTheDocument();
    expect(api.callsTo('GET /admin/matches/7/risk').length).toBeGreaterThan(reads);
  });
});

describe('risk panel: the last call', () => {
  it('refuses a countdown out of 10 to 120 seconds before sending, then starts one and counts down', async () => {
    const state = { match: aDeskRound({ is_open: 1 }), risk: aDeskRisk() };
    const { api, panel, user } = await openDesk(state, {
      'POST /admin/matches/7/last-call': (call: ApiCall) => {
        const { seconds } = call.body as { seconds: number };
        state.match = aDeskRound({
          is_open: 1,
          last_call_at: new Date(Date.now() + seconds * 1000).toISOString(),
          version: 4,
        });
        return ok(state.match);
      },
      'POST /admin/matches/7/last-call/cancel': () => {
        state.match = aDeskRound({ is_open: 1, version: 5 });
        return ok(state.match);
      },
    });
    const seconds = panel.getByLabelText('Seconds (10–120)');
    expect(seconds).toHaveValue('30');
    await user.clear(seconds);
    await user.type(seconds, '5');
    await user.click(panel.getByRole('button', { name: 'Start last call' }));
    expect(await panel.findByText('The countdown must be 10 to 120 seconds')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/matches/7/last-call')).toHaveLength(0);

    await user.clear(seconds);
    await user.type(seconds, '12');
    await user.click(panel.getByRole('button', { name: 'Start last call' }));
    const timer = await panel.findByRole('timer', { name: 'Time left before betting closes' });
    expect(timer.textContent).toMatch(/^0:1[12]$/);
    expect(api.callsTo('POST /admin/matches/7/last-call').map((c) => c.body)).toEqual([{ seconds: 12 }]);
    // it counts: a second later it shows less
    const first = timer.textContent;
    await waitFor(() => expect(timer.textContent).not.toBe(first), { timeout: 2_500 });

    await user.click(panel.getByRole('button', { name: 'Cancel the last call' }));
    expect(await panel.findByRole('button', { name: 'Start last call' })).toBeInTheDocument();
    expect(panel.queryByRole('timer')).not.toBeInTheDocument();
    expect(api.callsTo('POST /admin/matches/7/last-call/cancel')).toHaveLength(1);
  });

  it('shows betting closed at zero and reads the round again', async () => {
    const state = {
      // a few seconds ahead: opening the desk alone can take over a second on a loaded machine
      match: aDeskRound({ is_open: 1, last_call_at: new Date(Date.now() + 4_000).toISOString() }),
      risk: aDeskRisk(),
    };
    const { api, panel } = await openDesk(state);
    expect(panel.getByRole('timer')).toHaveTextContent(/^0:0[1-4]$/);
    // the server closes betting at zero
    state.match = aDeskRound({ is_open: 0, version: 5 });
    expect(
      await panel.findByText('Time is up: betting is closed', {}, { timeout: 6_000 }),
    ).toBeInTheDocument();
    const reads = api.callsTo('GET /admin/matches/7').length;
    await waitFor(() => expect(api.callsTo('GET /admin/matches/7').length).toBeGreaterThan(reads), {
      timeout: 3_000,
    });
    expect(await screen.findByRole('button', { name: 'Open betting' })).toBeInTheDocument();
  }, 20_000);

  it('says a last call needs betting open', async () => {
    const { panel } = await openDesk({ match: aDeskRound({ is_open: 0 }), risk: aDeskRisk() }, {});
    expect(panel.getByText('Open betting to start a last call')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Start last call' })).not.toBeInTheDocument();
  });

  it('shows the server refusal of a last call', async () => {
    const { panel, user } = await openDesk(
      { match: aDeskRound({ is_open: 1 }), risk: aDeskRisk() },
      {
        'POST /admin/matches/7/last-call': fail(409, 'A last call is already counting down', 'conflict'),
      },
    );
    await user.click(panel.getByRole('button', { name: 'Start last call' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A last call is already counting down');
  });
});

describe('risk panel: the round limits', () => {
  it("shows each limit's own value, the stadium's and the one in force", async () => {
    const risk = aDeskRisk({
      own: { min_bet: null, max_bet: 5000, max_payout: null, member_side_cap: null, liability_cap: null },
      stadium: {
        min_bet: 20,
        max_bet: 10000,
        max_payout: 50000,
        member_side_cap: null,
        liability_cap: 200000,
      },
      effective: {
        min_bet: 20,
        max_bet: 5000,
        max_payout: 50000,
        member_side_cap: null,
        liability_cap: 200000,
      },
    });
    const { limits } = await openDesk({ match: aDeskRound({ is_open: 1 }), risk });
    expect(limits.getByLabelText('Maximum stake')).toHaveValue('5000');
    expect(limits.getByLabelText('Minimum stake')).toHaveValue('');
    expect(limits.getByLabelText('Maximum stake')).toHaveAccessibleDescription(
      'Stadium: ฿10,000.00 · In force: ฿5,000.00',
    );
    expect(limits.getByLabelText('Liability cap per side')).toHaveAccessibleDescription(
      'Stadium: ฿200,000.00 · In force: ฿200,000.00',
    );
    expect(limits.getByLabelText("A member's cap per side")).toHaveAccessibleDescription(
      'Stadium: none · In force: none',
    );
  });

  it('refuses a maximum under the minimum before sending, then saves; a cleared field follows the stadium', async () => {
    const state = {
      match: aDeskRound({ is_open: 1 }),
      risk: aDeskRisk({ own: { ...capOf(null), min_bet: null, max_bet: 3000 } }),
    };
    const { api, limits, user } = await openDesk(state, {
      'PATCH /admin/matches/7/limits': (call: ApiCall) => {
        state.risk = { ...state.risk, own: { ...state.risk.own, ...(call.body as object) } };
        return ok(aDeskRound({ is_open: 1, version: 4 }));
      },
    });
    await user.type(limits.getByLabelText('Minimum stake'), '100');
    await user.clear(limits.getByLabelText('Maximum stake'));
    await user.type(limits.getByLabelText('Maximum stake'), '50');
    await user.click(limits.getByRole('button', { name: 'Save limits' }));
    expect(await limits.findByText('The maximum stake cannot be under the minimum')).toBeInTheDocument();
    expect(api.callsTo('PATCH /admin/matches/7/limits')).toHaveLength(0);

    await user.clear(limits.getByLabelText('Maximum stake'));
    await user.type(limits.getByLabelText('Liability cap per side'), '20,000');
    await user.click(limits.getByRole('button', { name: 'Save limits' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /admin/matches/7/limits').map((c) => c.body)).toEqual([
        {
          min_bet: 100,
          max_bet: null,
          max_payout: null,
          member_side_cap: null,
          liability_cap: 20000,
          bet_delay: null,
        },
      ]),
    );
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Round limits saved');
  });

  it("puts the server's refusal on its field", async () => {
    const { limits, user } = await openDesk(
      { match: aDeskRound({ is_open: 1 }), risk: aDeskRisk() },
      {
        'PATCH /admin/matches/7/limits': fail(
          400,
          'The maximum stake cannot be under the minimum',
          'validation',
          {
            max_bet: 'The maximum stake cannot be under the minimum',
          },
        ),
      },
    );
    await user.type(limits.getByLabelText('Maximum stake'), '5');
    await user.click(limits.getByRole('button', { name: 'Save limits' }));
    await waitFor(() =>
      expect(limits.getByLabelText('Maximum stake')).toHaveAccessibleDescription(
        'The maximum stake cannot be under the minimum',
      ),
    );
  });
});

describe('risk panel: the bet delay', () => {
  it("shows the round's own delay, its stadium's and the one in force; the stadium's default when it has none", async () => {
    const state = {
      match: aDeskRound({ is_open: 1, bet_delay: 5 }),
      risk: aDeskRisk({ bet_delay: { own: null, stadium: 5, effective: 5 } }),
    };
    const { limits, panel } = await openDesk(state);
    const field = limits.getByLabelText('Bet delay (seconds, 0–10)');
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('placeholder', "Stadium's");
    expect(field).toHaveAccessibleDescription('Stadium: 5 s · In force: 5 s');
    // the delay in force beside the round's open / close
    expect(panel.getByText('Bet delay 5 s')).toBeInTheDocument();
  });

  it("says the platform's default holds when neither the round nor the stadium sets one, and no delay at 0", async () => {
    const { limits, panel } = await openDesk({
      match: aDeskRound({ is_open: 1, bet_delay: 0 }),
      risk: aDeskRisk({ bet_delay: { own: 0, stadium: null, effective: 0 } }),
    });
    const field = limits.getByLabelText('Bet delay (seconds, 0–10)');
    expect(field).toHaveValue('0');
    expect(field).toHaveAccessibleDescription('Stadium: default 3 s · In force: 0 s');
    expect(panel.getByText('No bet delay')).toBeInTheDocument();
    expect(panel.queryByText(/^Bet delay \d/)).not.toBeInTheDocument();
  });

  it('refuses a delay out of 0 to 10 whole seconds before sending, then sends it with the limits; blank follows the stadium', async () => {
    const state = { match: aDeskRound({ is_open: 1 }), risk: aDeskRisk() };
    const { api, limits, panel, user } = await openDesk(state, {
      'PATCH /admin/matches/7/limits': (call: ApiCall) => {
        const { bet_delay } = call.body as { bet_delay: number | null };
        state.risk = aDeskRisk({ bet_delay: { own: bet_delay, stadium: null, effective: bet_delay ?? 3 } });
        state.match = aDeskRound({ is_open: 1, version: 4, bet_delay: bet_delay ?? 3 });
        return ok(state.match);
      },
    });
    expect(panel.getByText('Bet delay 3 s')).toBeInTheDocument();
    const field = () => limits.getByLabelText('Bet delay (seconds, 0–10)');
    for (const typed of ['11', '2.5', 'x']) {
      await user.clear(field());
      await user.type(field(), typed);
      await user.click(limits.getByRole('button', { name: 'Save limits' }));
      await waitFor(() =>
        expect(field()).toHaveAccessibleDescription(
          'The bet delay is a whole number of seconds from 0 to 10',
        ),
      );
    }
    expect(api.callsTo('PATCH /admin/matches/7/limits')).toHaveLength(0);

    await user.clear(field());
    await user.type(field(), '6');
    await user.click(limits.getByRole('button', { name: 'Save limits' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /admin/matches/7/limits').map((c) => c.body)).toEqual([
        {
          min_bet: null,
          max_bet: null,
          max_payout: null,
          member_side_cap: null,
          liability_cap: null,
          bet_delay: 6,
        },
      ]),
    );
    expect(await panel.findByText('Bet delay 6 s')).toBeInTheDocument();
    await waitFor(() => expect(field()).toHaveAccessibleDescription('Stadium: default 3 s · In force: 6 s'));

    await user.clear(field());
    await user.click(limits.getByRole('button', { name: 'Save limits' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /admin/matches/7/limits').map((c) => c.body)[1]).toMatchObject({
        bet_delay: null,
      }),
    );
    expect(await panel.findByText('Bet delay 3 s')).toBeInTheDocument();
  });

  it("puts the server's refusal of the delay on its field", async () => {
    const { limits, user } = await openDesk(
      { match: aDeskRound({ is_open: 1 }), risk: aDeskRisk() },
      {
        'PATCH /admin/matches/7/limits': fail(
          400,
          'The bet delay is a whole number of seconds from 0 to 10',
          'validation',
          {
            bet_delay: 'The bet delay is a whole number of seconds from 0 to 10',
          },
        ),
      },
    );
    await user.type(limits.getByLabelText('Bet delay (seconds, 0–10)'), '4');
    await user.click(limits.getByRole('button', { name: 'Save limits' }));
    await waitFor(() =>
      expect(limits.getByLabelText('Bet delay (seconds, 0–10)')).toHaveAccessibleDescription(
        'The bet delay is a whole number of seconds from 0 to 10',
      ),
    );
  });

  it('says the delay and refuses one out of range in Thai', async () => {
    const { i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('th');
    try {
      signIn();
      const api = mockApi({
        'GET /admin/auth/me': ok({ operator: adminOperator }),
        'GET /admin/matches/7': ok(aDeskRound({ is_open: 1 })),
        'GET /admin/matches/7/rates': ok([aDeskRate()]),
        'GET /admin/matches/7/exposure': ok(aDeskExposure()),
        'GET /admin/matches/7/risk': ok(aDeskRisk()),
        'GET /admin/matches': ok([]),
      });
      const { user } = renderApp('/matches/7');
      const panel = within(await screen.findByRole('region', { name: 'เปิด/ปิดรับแทง' }));
      expect(panel.getByText('ดีเลย์ 3 วินาที')).toBeInTheDocument();
      const limits = within(await screen.findByRole('region', { name: 'วงเงินของคู่นี้' }));
      const field = limits.getByLabelText('ดีเลย์การแทง (วินาที, 0–10)');
      expect(field).toHaveAccessibleDescription('สนาม: ค่าเริ่มต้น 3 วินาที · ใช้อยู่: 3 วินาที');
      await user.type(field, '15');
      await user.click(limits.getByRole('button', { name: 'บันทึกวงเงิน' }));
      await waitFor(() => expect(field).toHaveAccessibleDescription('ดีเลย์การแทงต้องเป็นจำนวนเต็ม 0 ถึง 10 วินาที'));
      expect(api.callsTo('PATCH /admin/matches/7/limits')).toHaveLength(0);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
