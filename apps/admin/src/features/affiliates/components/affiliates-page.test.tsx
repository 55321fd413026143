import type { Operator } from '@sanam/contract/admin.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format-time.ts';
import { fail, mockApi, ok } from '@sanam/client/testing/mock.ts';
import { summary } from '../../../test/cashier-fixtures.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';
import { affiliateReport, invitees } from '../../../test/rewards-fixtures.ts';

const cashier: Operator = { id: 2, username: 'somsri', role: 'cashier' };

function affiliatesApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /admin/auth/me': ok({ operator: cashier }),
    'GET /admin/cashier/summary': ok(summary()),
    'GET /admin/redeem-orders': ok({ items: [], total: 0, pending: 0 }),
    'GET /admin/affiliates': ok(affiliateReport()),
    'GET /admin/affiliates/7': ok(invitees()),
    'GET /admin/affiliates/8': ok([]),
    ...extra,
  });
}

function figure(label: string) {
  const totals = within(screen.getByRole('region', { name: 'Affiliate totals' }));
  return totals.getByText(label).closest('div') as HTMLElement;
}

async function referrerRow(username: string) {
  return within((await screen.findByText(username)).closest('tr') as HTMLElement);
}

describe('affiliate report page', () => {
  it('sums up the programme and lists the referrers with what they earned', async () => {
    signIn();
    const api = affiliatesApi();
    renderApp('/affiliates');

    const somchai = await referrerRow('somchai');
    expect(figure('Referrers')).toHaveTextContent('2');
    expect(figure('Members invited')).toHaveTextContent('5');
    expect(figure('Rewarded')).toHaveTextContent('3');
    expect(figure('Rewards paid')).toHaveTextContent('฿1,450.50');
    expect(figure('Rewards paid')).toHaveTextContent('10% of each first deposit');
    expect(figure('Rewards paid')).toHaveTextContent('1 paid only up to the monthly cap');
    // rewards wait for the invited member's play, and the rules in force are said
    expect(figure('Waiting for play')).toHaveTextContent('฿120.00');
    expect(figure('Waiting for play')).toHaveTextContent('1 held until the invited member plays');
    expect(
      screen.getByText(
        /paid when that member has played 3 times the deposit, up to ฿5,000.00 per referrer a month/,
      ),
    ).toBeInTheDocument();

    expect(somchai.getByText('Somchai Jaidee ·', { exact: false })).toHaveTextContent('0812345678');
    expect(somchai.getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(somchai.getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(somchai.getByText('฿350.00')).toBeInTheDocument();
    expect(somchai.getByText('1 · ฿120.00')).toBeInTheDocument();
    expect(somchai.getByText('฿200.00 / ฿5,000.00')).toBeInTheDocument();
    expect(somchai.getByText(formatDateTime('2025-03-02T09:00:00.000Z', 'en'))).toBeInTheDocument();

    const malee = await referrerRow('malee');
    expect(malee.getByText('฿1,100.50')).toBeInTheDocument();
    // nothing waiting, and no reward yet
    expect(malee.getAllByText('—')).toHaveLength(2);
    expect(malee.getByText('฿0.00 / ฿5,000.00')).toBeInTheDocument();
    // invitees are asked for only when a row is opened
    expect(api.callsTo('GET /admin/affiliates/7')).toHaveLength(0);
  });

  it("opens a referrer onto the members they invited, with whether each one's reward was paid", async () => {
    signIn();
    const api = affiliatesApi();
    const { user } = renderApp('/affiliates');
    const toggle = (await referrerRow('somchai')).getByRole('button', { name: 'Invitees of somchai' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const detail = within(await screen.findByRole('region', { name: 'Members invited by somchai' }));
    const niran = within((await detail.findByText('niran')).closest('tr') as HTMLElement);
    expect(niran.getByText('0861112222')).toBeInTheDocument();
    expect(niran.getByText(formatDateTime('2025-02-20T08:00:00.000Z', 'en'))).toBeInTheDocument();
    expect(niran.getByText('฿2,000.00')).toBeInTheDocument();
    expect(niran.getByText('฿200.00')).toBeInTheDocument();
    expect(niran.getByText('Received')).toBeInTheDocument();
    const dao = within(detail.getByText('dao').closest('tr') as HTMLElement);
    expect(dao.getByText('Not yet')).toBeInTheDocument();
    expect(dao.queryByText('Received')).not.toBeInTheDocument();
    // held until korn has played three times the deposit: how far he has come
    const korn = within(detail.getByText('korn').closest('tr') as HTMLElement);
    expect(korn.getByText('Waiting for play')).toBeInTheDocument();
    expect(korn.getByText('Played ฿900.00 of ฿3,600.00')).toBeInTheDocument();
    expect(korn.getByRole('progressbar', { name: 'Played ฿900.00 of ฿3,600.00' })).toHaveAttribute(
      'value',
      '900',
    );
    expect(korn.getByText('฿120.00')).toBeInTheDocument();
    // pim's came when the month's cap had only 100 left of its 150
    const pim = within(detail.getByText('pim').closest('tr') as HTMLElement);
    expect(pim.getByText('Capped')).toBeInTheDocument();
    expect(pim.getByText('฿100.00 of ฿150.00 (monthly cap)')).toBeInTheDocument();
    expect(api.callsTo('GET /admin/affiliates/7')).toHaveLength(1);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Members invited by somchai' })).not.toBeInTheDocument();
  });

  it('says so when nobody registered with a referrer, and offers a retry when the list fails', async () => {
    signIn();
    affiliatesApi({
      // a 4xx is not asked again, so the error shows at once
      'GET /admin/affiliates/7': fail(404, 'Not found', 'error.not_found'),
    });
    const { user } = renderApp('/affiliates');
    await user.click((await referrerRow('malee')).getByRole('button', { name: 'Invitees of malee' }));
    expect(
      await within(await screen.findByRole('region', { name: 'Members invited by malee' })).findByText(
        'Nobody has registered with this referrer',
      ),
    ).toBeInTheDocument();

    await user.click((await referrerRow('somchai')).getByRole('button', { name: 'Invitees of somchai' }));
    const detail = within(await screen.findByRole('region', { name: 'Members invited by somchai' }));
    expect(await detail.findByRole('alert')).toHaveTextContent('Not found');
    expect(detail.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('searches the referrers from the first page', async () => {
    signIn();
    const api = affiliatesApi({
      'GET /admin/affiliates': (call) =>
        ok(call.query.get('q') ? affiliateReport({ items: [], total: 0 }) : affiliateReport()),
    });
    const { user } = renderApp('/affiliates');
    await referrerRow('somchai');
    await user.type(screen.getByLabelText('Search referrers'), 'nobody');
    expect(await screen.findByText('Nothing matches “nobody”')).toBeInTheDocument();
    const last = api.callsTo('GET /admin/affiliates').at(-1);
    expect(last?.query.get('q')).toBe('nobody');
    expect(last?.query.get('offset')).toBe('0');
    // the totals are the whole programme's, whatever the search
    expect(figure('Members invited')).toHaveTextContent('5');
  });

  it('opens the invitees inside the card on a phone', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
    );
    signIn();
    affiliatesApi();
    const { user } = renderApp('/affiliates');
    const card = within((await screen.findByText('somchai')).closest('li') as HTMLElement);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Invitees of somchai' }));
    const detail = within(await card.findByRole('region', { name: 'Members invited by somchai' }));
    expect(await detail.findByText('niran')).toBeInTheDocument();
    expect(detail.getAllByText('Received')).toHaveLength(1);
    expect(detail.getByText('Capped')).toBeInTheDocument();
    expect(detail.getByText('Waiting for play')).toBeInTheDocument();
    expect(detail.getByText('Not yet')).toBeInTheDocument();
  });
});
