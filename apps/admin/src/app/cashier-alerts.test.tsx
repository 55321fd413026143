// The cashier desk hears of a new slip or withdrawal over its socket: the badges and the
// open queue are read again at once (not at the 15 s poll), a sound plays unless this browser muted
// it, and a desktop notification shows once the permission, asked for once, was granted.
import type { Operator } from '@sanam/contract/admin.ts';
import type { CashierEvent } from '@sanam/contract/realtime.ts';
import type { AdminDeposit, AdminWithdrawal } from '@sanam/contract/cashier.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '@sanam/client/testing/mock.ts';
import { playAlertSound } from '../lib/alert-sound.ts';
import { deposit, summary, withdrawal } from '../test/cashier-fixtures.ts';
import { fakeCashierSocket } from '../test/fake-cashier-socket.ts';
import { adminOperator, renderApp, signIn } from '../test/render-app.tsx';

vi.mock('../lib/alert-sound.ts', () => ({ playAlertSound: vi.fn(), playReferralSound: vi.fn() }));

const cashier: Operator = { id: 2, username: 'somsri', role: 'cashier' };
const operator: Operator = { id: 3, username: 'op', role: 'operator' };

/** The browser's Notification, recording what the console shows and asks. */
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static requestPermission = vi.fn(() => Promise.resolve(FakeNotification.permission));
  static shown: FakeNotification[] = [];
  onclick: (() => void) | null = null;
  close = vi.fn();
  constructor(
    readonly title: string,
    readonly options: NotificationOptions = {},
  ) {
    FakeNotification.shown.push(this);
  }
}

beforeEach(() => {
  FakeNotification.permission = 'granted';
  FakeNotification.requestPermission.mockClear();
  FakeNotification.shown = [];
  vi.stubGlobal('Notification', FakeNotification);
  vi.mocked(playAlertSound).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The desk's server: what waits changes when the test says a member sent something. */
function deskApi(who: Operator = cashier) {
  const waiting = { deposits: [] as AdminDeposit[], withdrawals: [] as AdminWithdrawal[] };
  const api = mockApi({
    'GET /admin/auth/me': ok({ operator: who }),
    'GET /admin/ledger/check/last': ok({ last: null, running: false }),
    'GET /admin/cashier/summary': () =>
      ok(
        summary({
          deposits_pending: waiting.deposits.length,
          withdrawals_pending: waiting.withdrawals.length,
          withdrawals_pending_amount: waiting.withdrawals.reduce((sum, w) => sum + w.amount, 0),
        }),
      ),
    'GET /admin/deposits': () => ok({ items: waiting.deposits, total: waiting.deposits.length }),
    'GET /admin/withdrawals': () => ok({ items: waiting.withdrawals, total: waiting.withdrawals.length }),
  });
  return { api, waiting };
}

const newSlip: CashierEvent = {
  kind: 'deposit',
  action: 'new',
  id: 41,
  amount: 1500,
  member: { username: 'somchai', name: 'Somchai Jaidee' },
  created_at: '2025-03-01T10:00:00.000Z',
};

const newWithdrawal: CashierEvent = {
  kind: 'withdrawal',
  action: 'new',
  id: 90,
  amount: 2000,
  member: { username: 'malee', name: null },
  created_at: '2025-03-01T10:00:00.000Z',
};

const serverSends = (event: CashierEvent) => fakeCashierSocket.emit('CASHIER', event);

const nav = async () => within(await screen.findByRole('navigation', { name: 'Main navigation' }));

describe('cashier alerts', () => {
  it('a new slip shows in the open queue and the badge at once, rings, and notifies', async () => {
    signIn();
    const { api, waiting } = deskApi();
    renderApp('/deposits');
    expect(await screen.findByRole('link', { name: 'Deposits' })).toBeInTheDocument();
    await waitFor(() => expect(fakeCashierSocket.handlers.get('CASHIER')?.size).toBe(1));
    const summaryReads = api.callsTo('GET /admin/cashier/summary').length;

    waiting.deposits = [deposit()];
    serverSends(newSlip);

    expect(await (await nav()).findByRole('link', { name: 'Deposits 1 pending' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: /somchai/ })).toBeInTheDocument();
    expect(api.callsTo('GET /admin/cashier/summary').length).toBe(summaryReads + 1);
    expect(playAlertSound).toHaveBeenCalledTimes(1);
    expect(FakeNotification.shown).toHaveLength(1);
    expect(FakeNotification.shown[0]).toMatchObject({
      title: 'New slip to check',
      options: { body: 'Somchai Jaidee · ฿1,500.00', tag: 'cashier-deposit-41' },
    });
  });

  it('a withdrawal request raises its badge and rings; its notification opens the withdrawals queue', async () => {
    signIn();
    const { waiting } = deskApi();
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    const { router } = renderApp('/');
    await waitFor(() => expect(fakeCashierSocket.handlers.get('CASHIER')?.size).toBe(1));

    waiting.withdrawals = [withdrawal({ id: 90, amount: 2000 })];
    serverSends(newWithdrawal);

    expect(await (await nav()).findByRole('link', { name: 'Withdrawals 1 pending' })).toBeInTheDocument();
    expect(playAlertSound).toHaveBeenCalledTimes(1);
    const shown = FakeNotification.shown[0];
    expect(shown).toMatchObject({ title: 'New withdrawal to pay', options: { body: 'malee · ฿2,000.00' } });
    shown?.onclick?.();
    await waitFor(() => expect(router.state.location.pathname).toBe('/withdrawals'));
    expect(focus).toHaveBeenCalled();
    expect(shown?.close).toHaveBeenCalled();
    focus.mockRestore();
  });

  it('an item a colleague decided leaves the queue at once, without a sound or a notification', async () => {
    signIn();
    const { waiting } = deskApi();
    waiting.deposits = [deposit()];
    renderApp('/deposits');
    expect(await screen.findByRole('cell', { name: /somchai/ })).toBeInTheDocument();
    await waitFor(() => expect(fakeCashierSocket.handlers.get('CASHIER')?.size).toBe(1));

    waiting.deposits = [];
    serverSends({ ...newSlip, action: 'decided' });

    await waitFor(() => expect(screen.queryByRole('cell', { name: /somchai/ })).not.toBeInTheDocument());
    expect(await (await nav()).findByRole('link', { name: 'Deposits' })).toBeInTheDocument();
    expect(playAlertSound).not.toHaveBeenCalled();
    expect(FakeNotification.shown).toEqual([]);
  });

  it('stays silent once the sound is turned off, remembered after a reload; the notification still shows', async () => {
    signIn();
    deskApi();
    const first = renderApp('/deposits');
    const toggle = await screen.findByRole('button', { name: 'Alert sound' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await first.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    first.unmount();

    renderApp('/deposits');
    expect(await screen.findByRole('button', { name: 'Alert sound' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await waitFor(() => expect(fakeCashierSocket.handlers.get('CASHIER')?.size).toBe(1));
    serverSends(newSlip);
    expect(FakeNotification.shown).toHaveLength(1);
    expect(playAlertSound).not.toHaveBeenCalled();

    await first.user.click(screen.getByRole('button', { name: 'Alert sound' }));
    serverSends({ ...newSlip, id: 42 });
    expect(playAlertSound).toHaveBeenCalledTimes(1);
  });

  it('asks for the notification permission once, when pressed, and never again', async () => {
    FakeNotification.permission = 'default';
    FakeNotification.requestPermission.mockImplementation(() => {
      FakeNotification.permission = 'denied';
      return Promise.resolve('denied');
    });
    signIn();
    deskApi();
    const first = renderApp('/deposits');
    const banner = within(await screen.findByRole('region', { name: 'Turn on notifications' }));
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    await first.user.click(banner.getByRole('button', { name: 'Turn on notifications' }));
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Turn on notifications' })).not.toBeInTheDocument();
    first.unmount();

    // asked: even a browser that forgot the answer (still "default") is not asked again
    FakeNotification.permission = 'default';
    renderApp('/deposits');
    expect(await screen.findByRole('link', { name: 'Deposits' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Turn on notifications' })).not.toBeInTheDocument();
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    serverSends(newSlip);
    expect(FakeNotification.shown).toEqual([]);
  });

  it('offers nothing to a browser that already refused, and "not now" asks nothing', async () => {
    FakeNotification.permission = 'denied';
    signIn();
    deskApi();
    const first = renderApp('/deposits');
    expect(await screen.findByRole('link', { name: 'Deposits' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Turn on notifications' })).not.toBeInTheDocument();
    first.unmount();

    FakeNotification.permission = 'default';
    const second = renderApp('/deposits');
    const banner = within(await screen.findByRole('region', { name: 'Turn on notifications' }));
    await second.user.click(banner.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Turn on notifications' })).not.toBeInTheDocument();
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
  });

  it('connects one socket for an admin and a cashier, none for an operator, and closes it on leaving', async () => {
    signIn();
    deskApi(adminOperator);
    const admin = renderApp('/');
    await waitFor(() => expect(fakeCashierSocket.open).toBe(1));
    admin.unmount();
    expect(fakeCashierSocket.open).toBe(0);

    fakeCashierSocket.reset();
    deskApi(operator);
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(fakeCashierSocket.opened).toBe(0);
    // the sound's switch stays: the referred bets' desk rings for an operator
    expect(screen.getByRole('button', { name: 'Alert sound' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Turn on notifications' })).not.toBeInTheDocument();
  });

  it('a desk whose sign-in the server ended is signed out at once; a dropped connection signs nobody out', async () => {
    signIn();
    let ended = false;
    const api = mockApi({
      'GET /admin/auth/me': () =>
        ended ? fail(401, 'Please log in', 'error.unauthorized') : ok({ operator: cashier }),
      'GET /admin/ledger/check/last': ok({ last: null, running: false }),
      'GET /admin/cashier/summary': ok(summary({})),
      'GET /admin/deposits': ok({ items: [], total: 0 }),
    });
    renderApp('/deposits');
    await waitFor(() => expect(fakeCashierSocket.handlers.get('disconnect')?.size).toBe(1));
    const meReads = () => api.callsTo('GET /admin/auth/me').length;
    const before = meReads();

    // the network drops: the socket reconnects by itself, and nobody asks who is signed in
    fakeCashierSocket.emit('disconnect', 'transport close');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(meReads()).toBe(before);

    // an admin ended this console's session: the server closes its socket
    ended = true;
    fakeCashierSocket.emit('disconnect', 'io server disconnect');
    expect(await screen.findByRole('heading', { name: 'Operator sign in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your session has ended, please log in again');
    expect(meReads()).toBe(before + 1);
  });
});
