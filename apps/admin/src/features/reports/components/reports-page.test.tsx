import type { Operator } from '@sanam/contract/admin.ts';
import {
  bangkokToday,
  type DailySummaryReport,
  type MemberStatementPage,
  type RoundPnlReport,
  type ShiftReport,
} from '@sanam/contract/reports.ts';
import { fail, mockApi, ok, type ApiCall } from '@sanam/client/testing/mock.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anAdminMember } from '@sanam/fixtures/members.ts';
import { adminOperator, renderApp, signIn } from '../../../test/render-app.tsx';

const today = bangkokToday();
const cashier: Operator = { id: 2, username: 'somsri', role: 'cashier' };
const operator: Operator = { id: 3, username: 'op', role: 'operator' };

const rounds: RoundPnlReport = {
  range: { from: today, to: today },
  rows: [
    {
      match_id: 41,
      // 10:05 in Bangkok
      settled_at: `${today}T03:05:00.000Z`,
      stadium: 'สนามบางกอก',
      round_name: 'คู่ที่ 1',
      result: 'blue',
      grading: 2,
      bets: 5,
      members: 3,
      handle: 600,
      payouts: 1055.55,
      refunds: 0,
      house: -455.55,
    },
    {
      match_id: 42,
      settled_at: `${today}T04:00:00.000Z`,
      stadium: 'สนามบางกอก',
      round_name: 'คู่ที่ 2',
      result: 'green',
      grading: 1,
      bets: 1,
      members: 1,
      handle: 100,
      payouts: 0,
      refunds: 100,
      house: 0,
    },
  ],
  totals: { bets: 6, members: 4, handle: 700, payouts: 1055.55, refunds: 100, house: -455.55 },
};

const zeroDay = {
  deposits: 0,
  withdrawals_paid: 0,
  withdrawals_requested: 0,
  handle_live: 0,
  handle_prefight: 0,
  handle_step: 0,
  handle_event: 0,
  handle: 0,
  payouts: 0,
  refunds: 0,
  ggr: 0,
  coins_earned: 0,
  coins_redeemed: 0,
  redeem_cash: 0,
  affiliate_rewards: 0,
  games_net: 0,
  adjustments: 0,
  change_members: 0,
  change_withdraw_hold: 0,
  change_in_play: 0,
  change_house: 0,
  change_promotions: 0,
  change_games: 0,
};
const daily: DailySummaryReport = {
  range: { from: '2026-01-30', to: '2026-01-31' },
  rows: [
    {
      day: '2026-01-30',
      ...zeroDay,
      deposits: 1000,
      handle_live: 300,
      handle: 300,
      ggr: 300,
      change_members: 700,
      change_in_play: 300,
    },
    {
      day: '2026-01-31',
      ...zeroDay,
      deposits: 500.5,
      adjustments: 10.34,
      change_members: 510.84,
      change_house: -10.34,
    },
  ],
  totals: {
    ...zeroDay,
    deposits: 1500.5,
    handle_live: 300,
    handle: 300,
    ggr: 300,
    adjustments: 10.34,
    change_members: 1210.84,
    change_in_play: 300,
    change_house: -10.34,
  },
};

/** somsri paid the one withdrawal: the shift's only decision, so her figures are its totals too. */
const somsriFigures: ShiftReport['totals'] = {
  decisions: 1,
  deposits_approved: 0,
  deposits_approved_count: 0,
  deposits_rejected_count: 0,
  withdrawals_paid: 300,
  withdrawals_paid_count: 1,
  withdrawals_rejected_count: 0,
  redeem_orders_count: 0,
};

const shifts: ShiftReport = {
  range: { from: today, to: today },
  rows: [
    {
      decided_at: `${today}T02:00:00.000Z`,
      operator_id: 2,
      operator: 'somsri',
      decision: 'withdrawal.paid',
      ref_id: 9,
      member_id: 5,
      member: 'member5',
      amount: 300,
      coins: 0,
    },
  ],
  staff: [{ operator_id: 2, operator: 'somsri', ...somsriFigures }],
  totals: somsriFigures,
};

function reportsApi(
  who: Operator,
  overrides: Record<string, ReturnType<typeof ok> | ((c: ApiCall) => ReturnType<typeof ok>)> = {},
) {
  return mockApi({
    'GET /admin/auth/me': ok({ operator: who }),
    'GET /admin/reports/rounds': ok(rounds),
    'GET /admin/reports/daily': ok(daily),
    'GET /admin/reports/shifts': ok(shifts),
    'GET /admin/reports/rounds/csv': { status: 200, body: '"x"' },
    'GET /admin/reports/daily/csv': { status: 200, body: '"x"' },
    ...overrides,
  });
}

afterEach(() => vi.restoreAllMocks());

describe('the reports page', () => {
  it('shows the admin each round settled today with its totals row, and downloads it as CSV', async () => {
    signIn();
    const api = reportsApi(adminOperator);
    const created = vi.fn(() => 'blob:report');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp('/reports');

    const tabs = within(await screen.findByRole('group', { name: 'Report' }));
    expect(tabs.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Round P&L',
      'Daily summary',
      'Cashier shifts',
      'Member statement',
    ]);
    const regraded = (await screen.findByText('คู่ที่ 1')).closest('tr') as HTMLElement;
    expect(within(regraded).getByText('regraded')).toBeInTheDocument();
    expect(regraded).toHaveTextContent('1,055.55');
    expect(regraded).toHaveTextContent('-455.55');
    const total = screen.getByText('Total').closest('tr') as HTMLElement;
    expect(total).toHaveTextContent('700.00');
    expect(total).toHaveTextContent('100.00');
    // today, on the Bangkok clock, both ends included
    expect(api.callsTo('GET /admin/reports/rounds')[0]?.query.toString()).toBe(`from=${today}&to=${today}`);

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const csvCall = api.callsTo('GET /admin/reports/rounds/csv')[0];
    expect(csvCall?.query.toString()).toBe(`from=${today}&to=${today}`);
    expect(csvCall?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(created).toHaveBeenCalledTimes(1);
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe(`rounds-${today}_${today}.csv`);
  });

  it('lays the day’s summary out by figure and day, with the range’s totals', async () => {
    signIn();
    const api = reportsApi(adminOperator);
    renderApp('/reports');
    fireEvent.click(await screen.findByRole('button', { name: 'Daily summary' }));
    const deposits = (await screen.findByRole('rowheader', { name: 'Deposits' })).closest(
      'tr',
    ) as HTMLElement;
    expect(
      within(deposits)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1,000.00', '500.50', '1,500.50']);
    const adjustments = screen.getByRole('rowheader', { name: 'Adjustments' }).closest('tr') as HTMLElement;
    expect(adjustments).toHaveTextContent('10.34');
    // one table per group of figures, each headed by the days and the total
    expect(screen.getAllByRole('columnheader', { name: '2026-01-31' })).toHaveLength(4);
    expect(screen.getAllByRole('columnheader', { name: 'Total' })).toHaveLength(4);
    expect(api.callsTo('GET /admin/reports/daily')).toHaveLength(1);
  });

  it('refuses a reversed range on the spot and sends nothing', async () => {
    signIn();
    const api = reportsApi(adminOperator);
    renderApp('/reports');
    await screen.findByText('คู่ที่ 1');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    expect(await screen.findByText('The end date cannot be before the start date')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(api.callsTo('GET /admin/reports/rounds').map((c) => c.query.get('to'))).not.toContain(
      '2026-03-01',
    );
  });

  it('says when a report cannot load, and retries', async () => {
    signIn();
    let answers = 0;
    const api = reportsApi(operator, {
      'GET /admin/reports/rounds': () =>
        ++answers === 1 ? fail(429, 'Too many requests, please wait a moment') : ok(rounds),
    });
    renderApp('/reports');
    // a 4xx is not asked again by itself: the page says so at once
    expect(await screen.findByText('Too many requests, please wait a moment')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByText('คู่ที่ 1')).toBeInTheDocument();
    expect(api.callsTo('GET /admin/reports/rounds')).toHaveLength(2);
  });

  it('gives the operator only the per-round P&L, and says when no round was settled', async () => {
    signIn();
    reportsApi(operator, { 'GET /admin/reports/rounds': ok({ ...rounds, rows: [] }) });
    renderApp('/reports');
    expect(await screen.findByText('No round was settled in these days')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Report' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports');
  });

  it('gives the cashier the shift report and the member statement, filtered by a staff member', async () => {
    signIn();
    const api = reportsApi(cashier);
    renderApp('/reports');
    const tabs = within(await screen.findByRole('group', { name: 'Report' }));
    expect(tabs.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Cashier shifts',
      'Member statement',
    ]);
    const row = (await screen.findByText('Withdrawal paid')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('300.00');
    fireEvent.click(within(row).getByRole('button', { name: 'somsri' }));
    await waitFor(() =>
      expect(api.callsTo('GET /admin/reports/shifts').at(-1)?.query.get('operator_id')).toBe('2'),
    );
    expect(await screen.findByText('Showing somsri only')).toBeInTheDocument();

    fireEvent.click(tabs.getByRole('button', { name: 'Member statement' }));
    expect(
      await screen.findByText('Find a member by phone, name or ID to see their statement'),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /admin/reports/statement')).toHaveLength(0);
    expect(api.callsTo('GET /admin/reports/daily')).toHaveLength(0);
  });

  it('shows the shift’s money in and money out as two totals, and the net only as a named net', async () => {
    signIn();
    const deposit = { ...shifts.rows[0]!, decision: 'deposit.approved' as const, ref_id: 8, amount: 500 };
    const figures: ShiftReport['totals'] = {
      ...somsriFigures,
      decisions: 2,
      deposits_approved: 500,
      deposits_approved_count: 1,
    };
    reportsApi(cashier, {
      'GET /admin/reports/shifts': ok({
        ...shifts,
        rows: [deposit, shifts.rows[0]!],
        staff: [{ operator_id: 2, operator: 'somsri', ...figures }],
        totals: figures,
      }),
    });
    renderApp('/reports');
    const money = within(await screen.findByRole('region', { name: "The shift's money in and out" }));
    const figure = (label: string) => money.getByText(label).nextElementSibling?.textContent;
    expect(figure('Money in (deposits approved)')).toBe('฿500.00Count: 1');
    expect(figure('Money out (withdrawals paid)')).toBe('฿300.00Count: 1');
    expect(figure('Net (money in − money out)')).toBe('฿200.00');

    // the decisions' totals row: 500 under money in, 300 under money out, no netted amount
    const decisions = screen.getAllByRole('table').at(-1)!;
    const headers = within(decisions)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    const total = within(decisions).getByText('Total').closest('tr') as HTMLElement;
    const cells = within(total)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    const cellUnder = (header: string) => cells[headers.indexOf(header)];
    expect(cellUnder('Money in')).toBe('500.00');
    expect(cellUnder('Money out')).toBe('300.00');
    expect(cellUnder('Amount')).toBe('');
    expect(total).not.toHaveTextContent('200.00');
    const paid = within(decisions).getByText('Withdrawal paid').closest('tr') as HTMLElement;
    const paidCells = within(paid)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(paidCells[headers.indexOf('Money out')]).toBe('300.00');
    expect(paidCells[headers.indexOf('Money in')]).toBe('');
  });

  describe('the statement’s member', () => {
    const somchai = anAdminMember({ id: 7, username: 'sn0007', name: 'สมชาย ทดสอบ', phone: '0812345678' });
    const somsak = anAdminMember({ id: 12, username: 'sn0012', name: 'สมศักดิ์ ทดสอบ', phone: '0812340000' });
    const statementOf = (call: ApiCall): MemberStatementPage => {
      const id = Number(call.query.get('member_id'));
      const who = id === 12 ? somsak : somchai;
      return {
        range: { from: today, to: today },
        member: { id, username: who.username, name: who.name },
        rows: [],
        total: 0,
        offset: 0,
        limit: 100,
        totals: { opening: 100, money_in: 0, money_out: 0, closing: 100 },
      };
    };

    /** The statement tab of a cashier, whose member search finds somchai and somsak by phone or name. */
    async function openFinder() {
      signIn();
      const api = reportsApi(cashier, {
        'GET /admin/members': (call) => {
          const q = call.query.get('q') ?? '';
          const items = [somchai, somsak].filter((m) => m.phone.includes(q) || m.name.includes(q));
          return ok({ items, total: items.length });
        },
        'GET /admin/reports/statement': (call) => ok(statementOf(call)),
      });
      const { user } = renderApp('/reports');
      await user.click(await screen.findByRole('button', { name: 'Member statement' }));
      const finder = screen.getByRole('combobox', { name: 'Member' });
      const statementFor = () => api.callsTo('GET /admin/reports/statement').at(-1)?.query.get('member_id');
      return { api, user, finder, statementFor };
    }

    it('suggests members by a phone’s digits, never reading them as an id, and Enter picks one', async () => {
      const { api, user, finder, statementFor } = await openFinder();
      await user.type(finder, '081234');
      const list = await screen.findByRole('listbox', { name: 'Matching members' });
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['สมชาย ทดสอบsn0007 · 0812345678 · #7', 'สมศักดิ์ ทดสอบsn0012 · 0812340000 · #12']);
      const search = api.callsTo('GET /admin/members').at(-1)?.query;
      expect(search?.get('q')).toBe('081234');
      expect(search?.get('limit')).toBe('8');
      expect(api.callsTo('GET /admin/reports/statement')).toHaveLength(0);

      await user.keyboard('{ArrowDown}{Enter}');
      expect(finder).toHaveValue('สมศักดิ์ ทดสอบ (sn0012, #12)');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      await waitFor(() => expect(statementFor()).toBe('12'));
    });

    it('finds a member by name, clicked', async () => {
      const { user, finder, statementFor } = await openFinder();
      await user.type(finder, 'สมชาย');
      await user.click(await screen.findByRole('option', { name: /สมชาย ทดสอบ/ }));
      await waitFor(() => expect(statementFor()).toBe('7'));
      expect(await screen.findByText('สมชาย ทดสอบ (sn0007, #7)', { selector: 'h2' })).toBeInTheDocument();
    });

    it('takes a pasted id at once, and says when nobody matches', async () => {
      const { api, user, finder, statementFor } = await openFinder();
      await user.click(finder);
      await user.paste('#12');
      await waitFor(() => expect(statementFor()).toBe('12'));

      const sent = api.callsTo('GET /admin/reports/statement').length;
      await user.clear(finder);
      await user.type(finder, 'ไม่มีใคร');
      expect(await screen.findByText('No member matches “ไม่มีใคร”')).toBeInTheDocument();
      expect(api.callsTo('GET /admin/reports/statement')).toHaveLength(sent);
      expect(
        screen.getByText('Find a member by phone, name or ID to see their statement'),
      ).toBeInTheDocument();
    });
  });

  it('shows a long member statement a page at a time, the range’s totals on every page', async () => {
    signIn();
    const page = (offset: number): MemberStatementPage => ({
      range: { from: today, to: today },
      member: { id: 7, username: 'sn0007', name: 'สมชาย ทดสอบ' },
      rows: [
        {
          id: 1000 + offset,
          created_at: `${today}T02:00:00.000Z`,
          type: 2,
          topic: `แทงคู่ที่ ${offset + 1}`,
          amount: -100,
          before_amount: 5000,
          after_amount: 4900,
        },
      ],
      total: 250,
      offset,
      limit: 100,
      totals: { opening: 20000, money_in: 1500, money_out: 16500, closing: 5000 },
    });
    const api = reportsApi(cashier, {
      'GET /admin/reports/statement': (call) => ok(page(Number(call.query.get('offset') ?? 0))),
    });
    renderApp('/reports');
    const tabs = within(await screen.findByRole('group', { name: 'Report' }));
    fireEvent.click(tabs.getByRole('button', { name: 'Member statement' }));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Member' }), { target: { value: '7' } });
    expect(await screen.findByText('แทงคู่ที่ 1')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('1–100 of 250');
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('แทงคู่ที่ 101')).toBeInTheDocument();
    expect(api.callsTo('GET /admin/reports/statement').at(-1)?.query.get('offset')).toBe('100');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('101–200 of 250');
    // the totals are the whole range's on this page too
    expect(screen.getAllByText(/16,500\.00/).length).toBeGreaterThan(0);
    // a new member starts again at the first page
    fireEvent.change(screen.getByRole('combobox', { name: 'Member' }), { target: { value: '#8' } });
    await waitFor(() =>
      expect(api.callsTo('GET /admin/reports/statement').at(-1)?.query.get('offset')).toBe('0'),
    );
  });
});
