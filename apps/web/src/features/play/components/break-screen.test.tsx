import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PlayBreak, PlayState } from '@sanam/contract/play.ts';
import { getSession, setSession } from '../../../lib/session.ts';
import { mockApi, ok } from '@sanam/client/testing/mock.ts';
import { member, quietHomeRoutes, tokens } from '../../../test/member-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

const slow = { timeout: 5_000 };

const timeOut: PlayBreak = {
  kind: 'time_out',
  length: '24h',
  started_at: '2099-01-01T05:00:00.000Z',
  // 2 Jan 2099, 12:00 in Bangkok
  ends_at: '2099-01-02T05:00:00.000Z',
  closed_until: null,
  by: 'member',
};

function stateWith(brk: PlayBreak | null): PlayState {
  return {
    limits: [],
    lost: { day: 0, week: 0, month: 0 },
    deposited: { day: 0, week: 0, month: 0 },
    resets_at: {
      day: '2099-01-01T17:00:00.000Z',
      week: '2099-01-04T17:00:00.000Z',
      month: '2099-01-31T17:00:00.000Z',
    },
    break: brk,
    reality_check: 60,
  };
}

function signInOnBreak(brk: PlayBreak, path = '/') {
  setSession({ ...tokens, user: member });
  const api = mockApi({
    ...quietHomeRoutes(),
    'GET /user/play': ok(stateWith(brk)),
    '/user/user/wallet_requests': ok({ deposits: [], withdrawals: [] }),
    '/line/revoke': ok({}),
  });
  return { ...renderApp(path), api };
}

describe('the break screen', () => {
  it('says why and until when, in Bangkok time, in place of home', async () => {
    signInOnBreak(timeOut);
    expect(
      await screen.findByRole('heading', { name: 'คุณกำลังพักการเล่น', level: 1 }, slow),
    ).toBeInTheDocument();
    expect(screen.getByText('คุณเลือกพัก 24 ชั่วโมง เมื่อ 1 ม.ค. 42 12:00')).toBeInTheDocument();
    expect(screen.getByText('พักถึง').nextElementSibling).toHaveTextContent('2 ม.ค. 42 12:00');
    expect(
      screen.getByText('คุณพักการเล่นอยู่ถึง 2 ม.ค. 42 12:00 ระหว่างนี้ดูยอดเงินและถอนเงินได้เท่านั้น'),
    ).toBeInTheDocument();
    // nothing of the app around it: no home, no bottom bar, no deposit
    expect(screen.queryByRole('navigation', { name: 'เมนูหลัก' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'หน้าหลัก' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ฝาก-ถอน' })).not.toBeInTheDocument();
  });

  it('stands in for every page, a match room too', async () => {
    signInOnBreak(timeOut, '/match/5');
    expect(
      await screen.findByRole('heading', { name: 'คุณกำลังพักการเล่น', level: 1 }, slow),
    ).toBeInTheDocument();
  });

  it('shows only the balance and a way to withdraw it', async () => {
    const { user } = signInOnBreak(timeOut);
    const money = await screen.findByRole('region', { name: 'ยอดเงินและการถอน' }, slow);
    expect(within(money).getByText('฿12,345.50')).toBeInTheDocument();
    expect(
      within(money)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['ถอนเงิน']);

    await user.click(within(money).getByRole('button', { name: 'ถอนเงิน' }));
    const dialog = await screen.findByRole('dialog', { name: 'ถอนเงิน' }, slow);
    expect(within(dialog).getByLabelText('จำนวนเงินที่ต้องการถอน (บาท)')).toBeInTheDocument();
    // the withdraw panel alone: no deposit tab
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
  });

  it('tells a member whose exclusion has run its term that the account reopens 24 hours after the team lifts it', async () => {
    signInOnBreak({
      ...timeOut,
      kind: 'exclusion',
      length: '6m',
      started_at: '2000-01-01T00:00:00.000Z',
      ends_at: '2000-07-01T00:00:00.000Z',
    });
    expect(
      await screen.findByRole('heading', { name: 'คุณระงับการเล่นด้วยตนเอง', level: 1 }, slow),
    ).toBeInTheDocument();
    expect(screen.getByText('ครบกำหนดแล้วเมื่อ').nextElementSibling).toHaveTextContent('1 ก.ค. 43 07:00');
    expect(
      screen.getByText('การระงับการเล่นของคุณครบกำหนดแล้ว บัญชีจะเปิดอีกครั้ง 24 ชั่วโมงหลังทีมงานยกเลิกการระงับ'),
    ).toBeInTheDocument();
  });

  it('tells a member whose exclusion the team lifted when the account reopens', async () => {
    signInOnBreak({
      ...timeOut,
      kind: 'exclusion',
      length: '6m',
      started_at: '2000-01-01T00:00:00.000Z',
      ends_at: '2000-07-01T00:00:00.000Z',
      closed_until: '2099-03-04T01:30:00.000Z',
    });
    expect(await screen.findByText('บัญชีเปิดอีกครั้ง', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('บัญชีเปิดอีกครั้ง').nextElementSibling).toHaveTextContent('4 มี.ค. 42 08:30');
    expect(screen.getByText('ยกเลิกการระงับการเล่นแล้ว บัญชีจะเปิดอีกครั้ง 4 มี.ค. 42 08:30')).toBeInTheDocument();
  });

  it('signs out to the login screen', async () => {
    const { user, router, api } = signInOnBreak(timeOut);
    await user.click(await screen.findByRole('button', { name: 'ออกจากระบบ' }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession().accessToken).toBeNull();
    expect(api.callsTo('/line/revoke')).toHaveLength(1);
  });

  it('is not shown to a member without a break, nor when the play state cannot be read', async () => {
    setSession({ ...tokens, user: member });
    mockApi({ ...quietHomeRoutes() });
    renderApp('/');
    expect(await screen.findByRole('navigation', { name: 'เมนูหลัก' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'คุณกำลังพักการเล่น' })).not.toBeInTheDocument();
  });
});
