import type { Operator } from '@sanam/contract/admin.ts';
import { mockApi, ok } from '@sanam/client/testing/mock.ts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { summary } from '../test/cashier-fixtures.ts';
import { renderApp, signIn } from '../test/render-app.tsx';

const cashier: Operator = { id: 2, username: 'somsri', role: 'cashier' };
const operator: Operator = { id: 3, username: 'op', role: 'operator' };

/** The console's answers for `who`; a guarded page that asked for its data would show in `calls`. */
function consoleApi(who: Operator) {
  return mockApi({
    'GET /admin/auth/me': ok({ operator: who }),
    'GET /admin/ledger/check/last': ok({ last: null, running: false }),
    'GET /admin/cashier/summary': ok(summary()),
  });
}

// every role-guarded page, the role kept out of it, and who the page is for
const guarded: Array<[string, Operator, string, string]> = [
  ['/deposits', operator, 'Deposits', 'Admin, Cashier'],
  ['/withdrawals', operator, 'Withdrawals', 'Admin, Cashier'],
  ['/deposit-accounts', operator, 'Deposit accounts', 'Admin, Cashier'],
  ['/redeem-orders', operator, 'Redeem orders', 'Admin, Cashier'],
  ['/affiliates', operator, 'Affiliates', 'Admin, Cashier'],
  ['/games', operator, 'Games', 'Admin, Cashier'],
  ['/redeem-items', cashier, 'Prizes', 'Admin'],
  ['/staff', cashier, 'Staff', 'Admin'],
  ['/audit', operator, 'Audit log', 'Admin'],
  ['/events', cashier, 'Events', 'Admin, Operator'],
  ['/chat', cashier, 'Live chat', 'Admin, Operator'],
];

describe('a page the role cannot use', () => {
  it.each(guarded)(
    'says at %s that the %s has no access, who the page is for, and links back',
    async (path, who, page, roles) => {
      signIn();
      const api = consoleApi(who);
      const { router } = renderApp(path);

      expect(await screen.findByRole('heading', { name: `No access to ${page}` })).toBeInTheDocument();
      const notice = screen.getByRole('alert');
      expect(within(notice).getByText(`This page is for: ${roles}`)).toBeInTheDocument();
      expect(notice).toHaveTextContent(
        `You are signed in as ${who.role === 'cashier' ? 'Cashier' : 'Operator'}.`,
      );
      expect(within(notice).getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
        'href',
        '/',
      );
      // the address stays what was opened, and the page never asked for its data
      expect(router.state.location.pathname).toBe(path);
      expect(api.calls.filter((c) => c.path.startsWith(`/admin${path}`))).toEqual([]);
    },
  );

  it('says it in Thai, and the link goes back to the dashboard', async () => {
    await i18n.changeLanguage('th');
    signIn();
    consoleApi(operator);
    const { router, user } = renderApp('/withdrawals');

    expect(await screen.findByRole('heading', { name: 'ไม่มีสิทธิ์เข้าหน้ารายการถอน' })).toBeInTheDocument();
    const notice = screen.getByRole('alert');
    expect(within(notice).getByText('หน้านี้สำหรับบทบาท: แอดมิน, แคชเชียร์')).toBeInTheDocument();
    expect(notice).toHaveTextContent('คุณเข้าสู่ระบบในบทบาทโอเปอเรเตอร์');
    await user.click(within(notice).getByRole('link', { name: 'กลับไปหน้าแดชบอร์ด' }));
    expect(await screen.findByRole('heading', { name: 'แดชบอร์ด' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the page for a role that holds it', async () => {
    signIn();
    mockApi({
      'GET /admin/auth/me': ok({ operator: cashier }),
      'GET /admin/ledger/check/last': ok({ last: null, running: false }),
      'GET /admin/cashier/summary': ok(summary()),
      'GET /admin/withdrawals': ok({ items: [], total: 0 }),
    });
    renderApp('/withdrawals');
    expect(await screen.findByRole('heading', { name: 'Withdrawals' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^No access/ })).not.toBeInTheDocument();
  });
});
