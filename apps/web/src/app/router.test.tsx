import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@sanam/contract/constants.ts';
import { renderApp } from '../test/render-app.tsx';
import { fail, mockApi, ok } from '@sanam/client/testing/mock.ts';
import { member, quietHomeRoutes, tokens } from '../test/member-session.ts';
import { fetchProfile } from '../lib/auth.tsx';
import { setSession } from '../lib/session.ts';

describe('auth guard and routes', () => {
  it('sends a visitor at /transaction to /login', async () => {
    mockApi({});
    const { router } = renderApp('/transaction');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByRole('heading', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
  });

  it('sends a signed-in member at /login to /, after a spinner while the token is checked', async () => {
    setSession({ ...tokens, user: member });
    mockApi({ '/user/user/get_profile': ok({ user: member }) });
    const { router } = renderApp('/login');
    expect(screen.getByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('somchai')).toBeInTheDocument();
    expect(screen.getByText('฿12,345.50')).toBeInTheDocument();
  });

  it('takes the token check main.tsx started with the page instead of asking again', async () => {
    setSession({ ...tokens, user: member });
    const api = mockApi({
      '/user/user/get_profile': ok({ user: { ...member, balance: 500 } }),
      '/user/match/stadium': ok([]),
      '/user/match/listopen': ok([]),
    });
    const startupCheck = fetchProfile();
    renderApp('/', { startupCheck });
    expect(await screen.findByText('฿500.00')).toBeInTheDocument();
    expect(api.callsTo('/user/user/get_profile')).toHaveLength(1);
  });

  it('redirects any unknown address to /login', async () => {
    mockApi({});
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('clears a stored token the server no longer accepts', async () => {
    setSession({ ...tokens, user: member });
    mockApi({
      '/user/user/get_profile': fail(401, 'Invalid token'),
      '/line/refresh': fail(401, 'Token refresh failed'),
    });
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('home tabs follow the address hash', async () => {
    setSession({ ...tokens, user: member });
    mockApi(quietHomeRoutes());
    const { user, router } = renderApp('/#ended');
    expect(await screen.findByRole('tab', { name: /จบแล้ว/, selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /กำลังแข่ง/ }));
    expect(router.state.location.hash).toBe('#live');
    expect(screen.getByText('ยังไม่มีคู่ที่กำลังแข่ง')).toBeInTheDocument();
  });

  it('opens the user-info dialog from the header and logs out after confirming', async () => {
    setSession({ ...tokens, user: member });
    const api = mockApi({
      '/user/user/get_profile': ok({ user: member }),
      '/line/revoke': fail(500, 'down'),
    });
    const { user, router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'เปิดข้อมูลยูส' }));
    const dialog = screen.getByRole('dialog', { name: 'ข้อมูลยูส' });
    expect(within(dialog).getByText('ยอดเงินคงเหลือ')).toBeInTheDocument();
    expect(within(dialog).getByText('เหรียญกิจกรรม')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'ธนาคารกสิกรไทย' })).toHaveAttribute(
      'src',
      '/banks/KBANK.webp',
    );
    await user.click(within(dialog).getByRole('button', { name: 'ออกจากระบบ' }));
    const confirm = screen.getByRole('alertdialog', { name: 'ต้องการออกจากระบบ?' });
    await user.click(within(confirm).getByRole('button', { name: 'ออกจากระบบ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('/line/revoke')[0]?.body).toEqual({ access_token: 'access-1' });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('the wallet dialog opens on deposit and copies the account number', async () => {
    setSession({ ...tokens, user: member });
    mockApi({ '/user/user/get_profile': ok({ user: member }) });
    const writeText = (text: string) => Promise.reject(new Error(`denied ${text}`));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    document.execCommand = () => true;
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'ฝาก-ถอน' }));
    const dialog = screen.getByRole('dialog', { name: 'ฝาก-ถอน' });
    expect(within(dialog).getByRole('tab', { name: 'ฝากเงิน', selected: true })).toBeInTheDocument();
    expect(within(dialog).getByText('987-6-54321-0')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'คัดลอกเลขบัญชี' }));
    const popup = await screen.findByRole('alertdialog', { name: 'สำเร็จ!' });
    expect(within(popup).getByText('คัดลอกเลขบัญชีแล้ว')).toBeInTheDocument();
  });
});
