import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../app/providers.tsx';
import { SUPPORT_URL } from '../../../lib/env.ts';
import { setSession } from '../../../lib/session.ts';
import { mockApi, ok } from '@sanam/client/testing/mock.ts';
import { member, tokens } from '../../../test/member-session.ts';
import { WalletOpenerContext, type OpenWallet } from '../../../ui/wallet-opener.tsx';
import { aStadium, withOpenRate } from '@sanam/fixtures/matches.ts';
import { aRound } from '../../../test/rounds.ts';
import { SidePanel } from './side-panel.tsx';

const slow = { timeout: 5_000 };

/** The panel on its own, inside the shell's providers, with a stand-in for the shell's wallet dialog. */
function renderPanel(openWallet: OpenWallet | null = vi.fn<OpenWallet>()) {
  setSession({ ...tokens, user: member });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <WalletOpenerContext value={openWallet}>
            <SidePanel />
          </WalletOpenerContext>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user: userEvent.setup(), openWallet };
}

function mockLists(matches = [aRound({ id: 1 })]) {
  return mockApi({
    '/user/user/get_profile': ok({ user: member }),
    '/user/match/stadium': ok([
      aStadium({ id: 1, name: 'สนามวัวชนบ้านนา' }),
      aStadium({ id: 2, name: 'สนามไก่ชนเมืองตรัง', type: 'cock' }),
    ]),
    '/user/match/listopen': ok(matches),
  });
}

const section = (name: RegExp | string) => screen.getByRole('button', { name });

describe('home side panel', () => {
  it('opens the program and the event by default, the other sections on demand', async () => {
    mockLists();
    const { user } = renderPanel();
    expect(await screen.findByRole('button', { name: 'โปรแกรมวันนี้' }, slow)).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(section('กิจกรรมแลกเหรียญ')).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['ฝากเงิน', 'ถอนเงิน', 'ติดต่อแอดมิน']) {
      expect(section(name)).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.queryByRole('link', { name: /ติดต่อแอดมิน 24 ชม./ })).not.toBeInTheDocument();

    await user.click(section('ติดต่อแอดมิน'));
    expect(section('ติดต่อแอดมิน')).toHaveAttribute('aria-expanded', 'true');
    const contact = screen.getByRole('link', { name: /ติดต่อแอดมิน 24 ชม./ });
    expect(contact).toHaveAttribute('href', SUPPORT_URL);
    expect(contact).toHaveAttribute('target', '_blank');

    await user.click(section('โปรแกรมวันนี้'));
    expect(section('โปรแกรมวันนี้')).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists today’s rounds in start order with time, round and stadium, each a link', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-10T05:00:00.000Z'));
    mockLists([
      withOpenRate(
        aRound({
          id: 21,
          round_name: 'คู่เอก',
          stadium_id: 2,
          stadium_name: 'สนามไก่ชนเมืองตรัง',
          created_at: '2026-01-10T07:05:00.000Z',
        }),
      ),
      aRound({ id: 11, round_name: 'คู่ที่ 4', created_at: '2026-01-09T12:00:00.000Z' }),
      aRound({ id: 12, round_name: 'คู่ล่วงหน้า', is_prefight: true, created_at: '2026-01-10T08:30:00.000Z' }),
    ]);
    renderPanel();
    const program = await screen.findByRole('list', { name: 'โปรแกรมวันนี้' }, slow);
    const rows = within(program).getAllByRole('link');
    expect(rows.map((r) => r.getAttribute('href'))).toEqual(['/match/11', '/match/21', '/prematch/12']);
    expect(rows[0]).toHaveTextContent('9 ม.ค. 19:00');
    expect(rows[0]).toHaveTextContent('คู่ที่ 4');
    expect(rows[0]).toHaveTextContent('สนามวัวชนบ้านนา');
    expect(rows[1]).toHaveTextContent('14:05');
    expect(rows[1]).toHaveTextContent('คู่เอก');
    expect(rows[1]).toHaveTextContent('สนามไก่ชนเมืองตรัง');
    expect(within(rows[1]!).getByText('สด')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('15:30');
  });

  it('marks a pre-fight round as pre-fight, even with betting open, and only a live round as live', async () => {
    mockLists([
      withOpenRate(aRound({ id: 31, round_name: 'คู่สด' })),
      withOpenRate(aRound({ id: 32, round_name: 'คู่ทายล่วงหน้า', is_prefight: true })),
      aRound({ id: 33, round_name: 'คู่ล่วงหน้ายังไม่เปิด', is_prefight: true }),
    ]);
    renderPanel();
    const program = await screen.findByRole('list', { name: 'โปรแกรมวันนี้' }, slow);
    const row = (name: string) => within(within(program).getByRole('link', { name: new RegExp(name) }));
    expect(row('คู่สด').getByText('สด')).toBeInTheDocument();
    expect(row('คู่สด').queryByText('ล่วงหน้า')).not.toBeInTheDocument();
    for (const name of ['คู่ทายล่วงหน้า', 'คู่ล่วงหน้ายังไม่เปิด']) {
      expect(row(name).getByText('ล่วงหน้า')).toBeInTheDocument();
      expect(row(name).queryByText('สด')).not.toBeInTheDocument();
    }
  });

  it('says when the program is empty', async () => {
    mockLists([]);
    renderPanel();
    expect(await screen.findByText(/วันนี้ยังไม่มีคู่ในโปรแกรม/, {}, slow)).toBeInTheDocument();
  });

  it('shows the member’s coins and leads to the redeem page', async () => {
    mockLists();
    renderPanel();
    const event = await screen.findByRole('region', { name: 'กิจกรรมแลกเหรียญ' }, slow);
    expect(within(event).getByText('42')).toBeInTheDocument();
    expect(within(event).getByRole('link', { name: 'แลกของรางวัล' })).toHaveAttribute('href', '/redeem');
  });

  it('opens the deposit-withdraw dialog on deposit, and on withdraw', async () => {
    mockLists();
    const { user, openWallet } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'ฝากเงิน' }, slow));
    await user.click(
      within(screen.getByRole('region', { name: 'ฝากเงิน' })).getByRole('button', { name: 'ฝากเงินตอนนี้' }),
    );
    expect(openWallet).toHaveBeenLastCalledWith('deposit');

    await user.click(section('ถอนเงิน'));
    const withdraw = screen.getByRole('region', { name: 'ถอนเงิน' });
    expect(withdraw).toHaveTextContent('ถอนขั้นต่ำ 100 บาท สูงสุด 20,000 บาทต่อครั้ง');
    await user.click(within(withdraw).getByRole('button', { name: 'แจ้งถอนเงิน' }));
    expect(openWallet).toHaveBeenLastCalledWith('withdraw');
  });
});
