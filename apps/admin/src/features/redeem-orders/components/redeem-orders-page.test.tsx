import type { Operator } from '@sanam/contract/admin.ts';
import type { AdminRedeemOrder } from '@sanam/contract/rewards.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, type ApiCall } from '@sanam/client/testing/mock.ts';
import { summary } from '../../../test/cashier-fixtures.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';
import { cashOrder, redeemOrder } from '../../../test/rewards-fixtures.ts';

const cashier: Operator = { id: 2, username: 'somsri', role: 'cashier' };
const pendingOne = redeemOrder();
const shippedOne = redeemOrder({
  id: 60,
  status: 'shipped',
  note: 'TH0123456789',
  decided_by: 'somsri',
  decided_at: '2025-03-01T12:00:00.000Z',
});

/** A desk with one order waiting, one shipped and one cash order; decisions move the waiting one. */
function ordersApi(extra: Parameters<typeof mockApi>[0] = {}) {
  let orders: AdminRedeemOrder[] = [pendingOne, shippedOne, cashOrder()];
  const decide = (patch: (call: ApiCall) => Partial<AdminRedeemOrder>) => (call: ApiCall) => {
    orders = orders.map((o) => (o.id === 61 ? { ...o, ...patch(call), decided_by: 'somsri' } : o));
    return ok(orders.find((o) => o.id === 61));
  };
  return mockApi({
    'GET /admin/auth/me': ok({ operator: cashier }),
    'GET /admin/cashier/summary': ok(summary()),
    'GET /admin/redeem-orders': (call: ApiCall) => {
      const status = call.query.get('status') ?? 'pending';
      const items = orders.filter((o) => status === 'all' || o.status === status);
      const pending = orders.filter((o) => o.status === 'pending').length;
      return ok({ items, total: items.length, pending });
    },
    'POST /admin/redeem-orders/61/ship': decide((call) => ({
      status: 'shipped',
      note: (call.body as { note?: string }).note ?? null,
    })),
    'POST /admin/redeem-orders/61/cancel': decide((call) => ({
      status: 'cancelled',
      note: (call.body as { reason: string }).reason,
    })),
    ...extra,
  });
}

async function pendingRow() {
  return within(
    (await screen.findByText('99/1 Moo 2, Bang Phli, Samut Prakan 10540')).closest('tr') as HTMLElement,
  );
}

function listCalls(api: ReturnType<typeof mockApi>) {
  // the navigation badge asks for one row of the pending list; the page asks for a page of 20
  return api.callsTo('GET /admin/redeem-orders').filter((c) => c.query.get('limit') === '20');
}

describe('redeem orders page', () => {
  it('lists the prizes waiting to be posted with the member, the prize and where to send it', async () => {
    signIn();
    const api = ordersApi();
    const { user } = renderApp('/redeem-orders');
    const row = await pendingRow();

    expect(row.getByText('somchai')).toBeInTheDocument();
    expect(row.getByText('Somchai Jaidee ·', { exact: false })).toHaveTextContent('0812345678');
    expect(row.getByText('Sanam Live T-shirt')).toBeInTheDocument();
    expect(row.getByText('2,500 coins')).toBeInTheDocument();
    expect(row.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('1 waiting to be shipped')).toBeInTheDocument();
    expect(listCalls(api)[0]?.query.get('status')).toBe('pending');
    // only the waiting order is listed by default
    expect(screen.queryByText('TH0123456789', { exact: false })).not.toBeInTheDocument();

    await user.click(row.getByRole('button', { name: 'Copy the address of somchai' }));
    expect(await navigator.clipboard.readText()).toBe('99/1 Moo 2, Bang Phli, Samut Prakan 10540');
    expect(row.getByText('Copied')).toBeInTheDocument();
  });

  it('marks an order shipped with its tracking number, and the count goes down', async () => {
    signIn();
    const api = ordersApi();
    const { user } = renderApp('/redeem-orders');
    expect(await screen.findByRole('link', { name: 'Redeem orders 1 pending' })).toBeInTheDocument();
    await user.click((await pendingRow()).getByRole('button', { name: 'Ship' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Mark as shipped' }));
    expect(dialog.getByText('99/1 Moo 2, Bang Phli, Samut Prakan 10540')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Note (optional)'), 'TH9876543210');
    await user.click(dialog.getByRole('button', { name: 'Mark shipped' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Order marked as shipped: somchai');
    expect(api.callsTo('POST /admin/redeem-orders/61/ship').map((c) => c.body)).toEqual([
      { note: 'TH9876543210' },
    ]);
    expect(await screen.findByText('No prize is waiting to be shipped')).toBeInTheDocument();
    expect(await screen.findByText('0 waiting to be shipped')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Redeem orders' })).toBeInTheDocument();
  });

  it('ships without a note when there is nothing to say', async () => {
    signIn();
    const api = ordersApi();
    const { user } = renderApp('/redeem-orders');
    await user.click((await pendingRow()).getByRole('button', { name: 'Ship' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark as shipped' }));
    await user.click(dialog.getByRole('button', { name: 'Mark shipped' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Order marked as shipped');
    expect(api.callsTo('POST /admin/redeem-orders/61/ship').map((c) => c.body)).toEqual([{}]);
  });

  it('cancels only with a reason, saying the coins go back to the member', async () => {
    signIn();
    const api = ordersApi();
    const { user } = renderApp('/redeem-orders');
    await user.click((await pendingRow()).getByRole('button', { name: 'Cancel order' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel redeem order' }));
    expect(
      dialog.getByText('The 2,500 coins go back to somchai, and the member sees your reason'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel and return coins' }));
    expect(await dialog.findByText('Please give a reason')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/redeem-orders/61/cancel')).toHaveLength(0);

    await user.type(dialog.getByLabelText('Reason'), 'out of this size');
    await user.click(dialog.getByRole('button', { name: 'Cancel and return coins' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Order cancelled and the coins returned: somchai',
    );
    expect(api.callsTo('POST /admin/redeem-orders/61/cancel').map((c) => c.body)).toEqual([
      { reason: 'out of this size' },
    ]);
  });

  it('leaves an order alone when the cashier keeps it', async () => {
    signIn();
    const api = ordersApi();
    const { user } = renderApp('/redeem-orders');
    await user.click((await pendingRow()).getByRole('button', { name: 'Cancel order' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel redeem order' }));
    await user.click(dialog.getByRole('button', { name: 'Keep the order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await pendingRow()).getByText('Pending')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/redeem-orders/61/cancel')).toHaveLength(0);
  });

  it('shows the server message when someone decided first, and reads the list again', async () => {
    signIn();
    const api = ordersApi({
      'POST /admin/redeem-orders/61/ship': fail(
        409,
        'This redeem order has already been handled',
        'redeem_order.already_decided',
      ),
    });
    const { user } = renderApp('/redeem-orders');
    await user.click((await pendingRow()).getByRole('button', { name: 'Ship' }));
    const before = listCalls(api).length;
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Mark as shipped' })).getByRole('button', {
        name: 'Mark shipped',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This redeem order has already been handled');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(listCalls(api).length).toBeGreaterThan(before));
  });

  it('filters by status: shipped orders show their note and who sent them; cash orders have nothing to decide', async () => {
    signIn();
    const api = ordersApi();
    const { user } = renderApp('/redeem-orders');
    await pendingRow();

    await user.click(screen.getByRole('button', { name: 'Shipped' }));
    await waitFor(() => expect(listCalls(api).at(-1)?.query.get('status')).toBe('shipped'));
    expect(screen.getByRole('button', { name: 'Shipped' })).toHaveAttribute('aria-pressed', 'true');
    const shipped = within((await screen.findByText('Note: TH0123456789')).closest('tr') as HTMLElement);
    expect(shipped.getByText('Decided by somsri', { exact: false })).toBeInTheDocument();
    expect(shipped.queryByRole('button', { name: 'Ship' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cash paid' }));
    const cash = within((await screen.findByText('malee')).closest('tr') as HTMLElement);
    expect(listCalls(api).at(-1)?.query.get('status')).toBe('completed');
    expect(cash.getByText('฿500.00')).toBeInTheDocument();
    expect(cash.getByText('Credited to the balance when redeemed')).toBeInTheDocument();
    expect(cash.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    // whatever the filter, the line says what still waits
    expect(screen.getByText('1 waiting to be shipped')).toBeInTheDocument();
  });

  it('searches by member or prize from the first page', async () => {
    signIn();
    const api = ordersApi();
    const { user } = renderApp('/redeem-orders');
    await pendingRow();
    await user.type(screen.getByLabelText('Search redeem orders'), 'T-shirt');
    await waitFor(() => expect(listCalls(api).at(-1)?.query.get('q')).toBe('T-shirt'));
    expect(listCalls(api).at(-1)?.query.get('offset')).toBe('0');
  });

  it('shows cards with the same actions on a phone', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
    );
    signIn();
    ordersApi();
    const { user } = renderApp('/redeem-orders');
    const card = within(
      (await screen.findByText('99/1 Moo 2, Bang Phli, Samut Prakan 10540')).closest('li') as HTMLElement,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card.getByText('2,500 coins')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Ship' }));
    expect(await screen.findByRole('dialog', { name: 'Mark as shipped' })).toBeInTheDocument();
  });
});
