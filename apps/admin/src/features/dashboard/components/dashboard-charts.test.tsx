import type { DashboardCashFlow, DashboardExposure, DashboardHandle } from '@sanam/contract/dashboard.ts';
import type { Operator } from '@sanam/contract/admin.ts';
import { fail, mockApi, ok } from '@sanam/client/testing/mock.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { summary } from '../../../test/cashier-fixtures.ts';
import { adminOperator, renderApp, signIn } from '../../../test/render-app.tsx';

// jsdom draws no canvas: uPlot is replaced by a stand-in that keeps what it was asked to draw, so the
// tests read the chart's data and what the user reads beside it (titles, legend, the table, states).
const drawn = vi.hoisted(() => [] as Array<{ series: string[]; data: unknown[] }>);
vi.mock('uplot', () => {
  class FakePlot {
    root = document.createElement('div');
    constructor(opts: { series: Array<{ label?: string }> }, data: unknown[], el: HTMLElement) {
      drawn.push({ series: opts.series.slice(1).map((s) => s.label ?? ''), data });
      el.appendChild(document.createElement('canvas'));
    }
    setSize() {}
    destroy() {}
    static paths = { bars: () => () => null, stepped: () => () => null };
  }
  return { default: FakePlot };
});

beforeEach(() => {
  drawn.length = 0;
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const TODAY = '2026-11-28';
/** A chart's points, nothing at each but the figures a test names by the point's index. */
type Figures<Point> = Partial<Record<number, Partial<Point>>>;
const series = <Point,>(length: number, zero: (i: number) => Point, figures: Figures<Point>): Point[] =>
  Array.from({ length }, (_, i) => ({ ...zero(i), ...figures[i] }));

const days = (figures: Figures<DashboardHandle['days'][number]> = {}) =>
  series(
    30,
    (i) => ({
      day: new Date(Date.parse(`${TODAY}T00:00:00Z`) - (29 - i) * 86_400_000).toISOString().slice(0, 10),
      stakes: 0,
      settled_stakes: 0,
      payouts: 0,
      refunds: 0,
      house_result: 0,
    }),
    figures,
  );

const handle: DashboardHandle = {
  days: days({
    28: { stakes: 150 },
    29: { stakes: 12_500.5, settled_stakes: 180, payouts: 105.55, refunds: 30, house_result: 44.45 },
  }),
};

const round = { id: 42, round_name: 'คู่ที่ 7', stadium_name: 'สนามทดลอง', is_end: 0, bets: 3, stakes: 170 };
const exposure: DashboardExposure = {
  round,
  live_rounds: [round, { ...round, id: 41, round_name: 'คู่ที่ 6', stakes: 10, bets: 1 }],
  points: [
    { at: '2026-11-28T05:00:00.000Z', bets: 1, stakes: 100, house_loss: { red: 90, blue: -100, green: 0 } },
    {
      at: '2026-11-28T05:01:00.000Z',
      bets: 3,
      stakes: 1_170,
      house_loss: { red: 1_020, blue: -64.45, green: 14 },
    },
  ],
};

const hours = (figures: Figures<DashboardCashFlow['hours'][number]> = {}) =>
  series(
    24,
    (i) => ({
      hour: new Date(Date.parse('2026-11-27T03:00:00Z') + i * 3_600_000).toISOString(),
      deposits: 0,
      deposit_count: 0,
      withdrawals: 0,
      withdrawal_count: 0,
    }),
    figures,
  );
const cash: DashboardCashFlow = {
  range: '24h',
  hours: hours({
    21: { deposits: 1500.25, deposit_count: 2 },
    18: { withdrawals: 300, withdrawal_count: 1 },
  }),
};

function chartsApi(operator: Operator, replies: Record<string, ReturnType<typeof ok>> = {}) {
  return mockApi({
    'GET /admin/auth/me': ok({ operator }),
    'GET /admin/cashier/summary': ok(summary({})),
    'GET /admin/ledger/check/last': ok({ last: null, running: false }),
    'GET /admin/dashboard/handle': ok(handle),
    'GET /admin/dashboard/exposure': ok(exposure),
    'GET /admin/dashboard/cash-flow': ok(cash),
    ...replies,
  });
}

const card = (title: string) => {
  const heading = screen.getByRole('heading', { name: title });
  const section = heading.closest('section');
  if (!section) throw new Error(`${title} is not in a card`);
  return within(section);
};

describe('the dashboard charts', () => {
  it('shows the three charts to an admin, with their legends, and the figures as a table on demand', async () => {
    signIn();
    chartsApi(adminOperator);
    const { user } = renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Stakes and house result' })).toBeInTheDocument();
    const stakes = card('Stakes and house result');
    expect(
      await stakes.findByRole('img', {
        name: 'Over the last 30 days: stakes ฿12,650.50, house result ฿44.45.',
      }),
    ).toBeInTheDocument();
    expect(
      within(stakes.getByRole('list', { name: 'Legend' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Stakes', 'House result']);
    await waitFor(() => expect(drawn.length).toBeGreaterThanOrEqual(3));
    const handleDrawn = drawn.find((d) => d.series[0] === 'Stakes');
    expect(handleDrawn?.data[1]).toEqual(handle.days.map((d) => d.stakes));
    expect(handleDrawn?.data[2]).toEqual(handle.days.map((d) => d.house_result));

    await user.click(stakes.getByRole('button', { name: 'Show as table' }));
    const table = stakes.getByRole('table', { name: 'Stakes and house result per day' });
    const today = within(within(table).getAllByRole('row')[1] as HTMLElement);
    expect(today.getByRole('rowheader')).toHaveTextContent('28 Nov');
    expect(today.getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '฿12,500.50',
      '฿180.00',
      '฿105.55',
      '฿30.00',
      '฿44.45',
    ]);

    const book = card('Round exposure');
    expect(
      await book.findByRole('img', {
        name: 'คู่ที่ 7: 3 bets, ฿1,170.00 staked. The house would pay ฿1,020.00 if red wins, ฿-64.45 if blue wins, ฿14.00 if a draw.',
      }),
    ).toBeInTheDocument();
    expect(book.getByRole('combobox', { name: 'Round' })).toHaveValue('42');
    expect(book.getByRole('option', { name: '#41 คู่ที่ 6 · ฿10.00' })).toBeInTheDocument();

    const money = card('Deposits and withdrawals per hour');
    await user.click(await money.findByRole('button', { name: 'Show as table' }));
    const hourRows = within(
      money.getByRole('table', { name: 'Deposits and withdrawals per hour' }),
    ).getAllByRole('row');
    expect(hourRows).toHaveLength(25);
    expect(hourRows.map((r) => r.textContent).filter((text) => /[1-9]\)/.test(text ?? ''))).toEqual([
      // 03:00 UTC + 21 hours = 00:00 UTC = 07:00 in Bangkok
      '07:00฿1,500.25 (2)฿0.00 (0)',
      '04:00฿0.00 (0)฿300.00 (1)',
    ]);
  });

  it('charts the round the address names, and another when the operator picks it', async () => {
    signIn();
    const api = chartsApi({ id: 2, username: 'operator1', role: 'operator' });
    const { user, router } = renderApp('/?round=41');

    await screen.findByRole('heading', { name: 'Round exposure' });
    await waitFor(() => expect(api.callsTo('GET /admin/dashboard/exposure?match_id=41')).toHaveLength(1));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Round' }), '42');
    await waitFor(() => expect(router.state.location.search).toBe('?round=42'));
    await user.type(screen.getByRole('textbox', { name: 'Round no.' }), '7');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(api.callsTo('GET /admin/dashboard/exposure?match_id=7')).toHaveLength(1));

    // an operator runs rounds, not the money: no cash chart, and it is never asked for
    expect(
      screen.queryByRole('heading', { name: 'Deposits and withdrawals per hour' }),
    ).not.toBeInTheDocument();
    expect(api.callsTo('GET /admin/dashboard/cash-flow')).toHaveLength(0);
  });

  it('says so when there is nothing to chart, and shows an error it cannot load', async () => {
    signIn();
    chartsApi(adminOperator, {
      'GET /admin/dashboard/handle': ok({ days: days() }),
      'GET /admin/dashboard/exposure': ok({ round: null, live_rounds: [], points: [] }),
      'GET /admin/dashboard/cash-flow': fail(403, 'Not allowed for your role'),
    });
    renderApp('/');

    expect(await screen.findByText('No stakes in the last 30 days')).toBeInTheDocument();
    expect(card('Round exposure').getAllByText('No live round to chart').length).toBeGreaterThan(0);
    expect(
      await card('Deposits and withdrawals per hour').findByText('Not allowed for your role'),
    ).toBeInTheDocument();
    expect(drawn).toHaveLength(0);
  });

  it('shows a cashier the money chart only, in Thai', async () => {
    const { i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('th');
    signIn();
    const api = chartsApi({ id: 3, username: 'cashier1', role: 'cashier' });
    const { user } = renderApp('/');

    expect(await screen.findByRole('heading', { name: 'ฝาก-ถอนรายชั่วโมง' })).toBeInTheDocument();
    const money = card('ฝาก-ถอนรายชั่วโมง');
    expect(await money.findByRole('img', { name: 'ในช่วงนี้ ฝาก ฿1,500.25 ถอน ฿300.00' })).toBeInTheDocument();
    expect(
      within(money.getByRole('list', { name: 'คำอธิบายสี' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ฝาก', 'ถอน']);
    expect(screen.queryByRole('heading', { name: 'ยอดแทงและผลได้เสียเจ้ามือ' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /admin/dashboard/handle')).toHaveLength(0);

    // today's hours on the Bangkok clock, on demand
    await user.click(money.getByRole('button', { name: 'วันนี้' }));
    await waitFor(() => expect(api.callsTo('GET /admin/dashboard/cash-flow?range=today')).toHaveLength(1));
    expect(money.getByRole('button', { name: 'วันนี้' })).toHaveAttribute('aria-pressed', 'true');
  });
});
