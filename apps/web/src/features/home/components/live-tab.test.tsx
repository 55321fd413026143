import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app.tsx';
import { fail, mockApi, ok, type MockReply } from '@sanam/client/testing/mock.ts';
import { member, tokens } from '../../../test/member-session.ts';
import { i18n } from '../../../lib/i18n.ts';
import { setSession } from '../../../lib/session.ts';
import { aStadium, withOpenRate } from '@sanam/fixtures/matches.ts';
import { aRound } from '../../../test/rounds.ts';

const stadiums = [
  aStadium({ id: 1, name: 'สนามวัวชนบ้านนา' }),
  aStadium({ id: 2, name: 'สนามไก่ชนเมืองตรัง', type: 'cock' }),
  aStadium({ id: 3, name: 'สนามลับ', is_display: false }),
];

const openMatches = [
  aRound({ id: 11, round_name: 'คู่ที่ 4', stadium_id: 1, stadium_name: 'สนามวัวชนบ้านนา' }),
  withOpenRate(
    aRound({
      id: 21,
      round_name: 'คู่เอก',
      round_type: 'cock',
      stadium_id: 2,
      stadium_name: 'สนามไก่ชนเมืองตรัง',
      red_cow_name: 'เหลืองหางขาว',
      blue_cow_name: 'ประดู่หางดำ',
    }),
  ),
  aRound({ id: 22, round_name: 'คู่ล่วงหน้า 1', round_type: 'cock', stadium_id: 2, is_prefight: true }),
  withOpenRate(aRound({ id: 31, round_name: 'คู่ลับ', stadium_id: 3, stadium_name: 'สนามลับ' })),
  aRound({ id: 41, round_name: 'คู่พิเศษ', stadium_id: null, stadium_name: null }),
];

function signIn(handlers: Record<string, MockReply | (() => MockReply)> = {}) {
  setSession({ ...tokens, user: member });
  return mockApi({
    '/user/user/get_profile': ok({ user: member }),
    '/user/match/stadium': ok(stadiums),
    '/user/match/listopen': ok(openMatches),
    '/user/match/listend': ok([]),
    ...handlers,
  });
}

// The first screen waits for the profile check, then the lists; give a busy machine some slack.
const slow = { timeout: 5_000 };

/** The live list, apart from the side panel (whose program links the same rounds). */
const list = () => within(screen.getByRole('tabpanel', { name: 'กำลังแข่ง' }));
const stadiumButtons = () => list().getAllByRole('button', { expanded: false });

describe('home live tab', () => {
  it('lists displayed stadiums, those with an open rate first, and never a hidden one', async () => {
    signIn();
    renderApp('/');
    await screen.findByRole('button', { name: /สนามไก่ชนเมืองตรัง/ }, slow);
    const names = stadiumButtons().map((b) => b.textContent);
    expect(names[0]).toMatch(/^สนามไก่ชนเมืองตรัง.*2 คู่.*เปิดรับแทง/);
    expect(names[1]).toMatch(/^สนามวัวชนบ้านนา.*1 คู่/);
    expect(names[1]).not.toMatch(/เปิดรับแทง/);
    expect(names[2]).toMatch(/^สนามอื่น ๆ/);
    expect(screen.queryByText('สนามลับ')).not.toBeInTheDocument();
    expect(screen.queryByText('คู่ลับ')).not.toBeInTheDocument();
  });

  it('opens a stadium onto its rounds: links to /match or /prematch, badges, and the rate', async () => {
    signIn();
    const { user } = renderApp('/#live');
    const card = await screen.findByRole('button', { name: /สนามไก่ชนเมืองตรัง/ }, slow);
    expect(list().queryByRole('link', { name: /คู่เอก/ })).not.toBeInTheDocument();

    await user.click(card);
    expect(card).toHaveAttribute('aria-expanded', 'true');
    const rounds = screen.getByRole('region', { name: /สนามไก่ชนเมืองตรัง/ });
    const live = within(rounds).getByRole('link', { name: /คู่เอก/ });
    expect(live).toHaveAttribute('href', '/match/21');
    expect(within(live).getByText('เปิดรับแทง')).toBeInTheDocument();
    expect(within(live).getByText('ด 10/9')).toBeInTheDocument();
    expect(within(live).getByText('เหลืองหางขาว')).toBeInTheDocument();
    expect(within(live).getByText('ประดู่หางดำ')).toBeInTheDocument();

    const prefight = within(rounds).getByRole('link', { name: /คู่ล่วงหน้า 1/ });
    expect(prefight).toHaveAttribute('href', '/prematch/22');
    expect(within(prefight).getByText('ยังไม่มีราคา')).toBeInTheDocument();
    expect(within(prefight).queryByText(/ด 10\/9/)).not.toBeInTheDocument();

    await user.click(card);
    expect(card).toHaveAttribute('aria-expanded', 'false');
    expect(list().queryByRole('link', { name: /คู่เอก/ })).not.toBeInTheDocument();
  });

  it('says betting is paused, without a rate, when the operator closed betting on a rated round', async () => {
    signIn({
      '/user/match/listopen': ok([{ ...withOpenRate(aRound({ id: 11, round_name: 'คู่ที่ 4' })), is_open: 0 }]),
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: /สนามวัวชนบ้านนา/ }, slow));
    const round = list().getByRole('link', { name: /คู่ที่ 4/ });
    expect(within(round).getByText('ปิดรับชั่วคราว')).toBeInTheDocument();
    expect(within(round).queryByText('เปิดรับแทง')).not.toBeInTheDocument();
    expect(within(round).queryByText('ด 10/9')).not.toBeInTheDocument();
  });

  it('shows the rate in English letters for an English reader', async () => {
    signIn();
    await i18n.changeLanguage('en');
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: /สนามไก่ชนเมืองตรัง/ }, slow));
    expect(screen.getByRole('button', { name: /สนามไก่ชนเมืองตรัง/ })).toHaveTextContent('2 matches');
    const live = within(screen.getByRole('tabpanel', { name: 'Live' })).getByRole('link', { name: /คู่เอก/ });
    expect(within(live).getByText('Open for betting')).toBeInTheDocument();
    expect(within(live).getByText('R 10/9')).toBeInTheDocument();
  });

  it('gathers rounds that have no stadium under "other stadiums"', async () => {
    signIn();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: /สนามอื่น ๆ/ }, slow));
    expect(list().getByRole('link', { name: /คู่พิเศษ/ })).toHaveAttribute('href', '/match/41');
  });

  it('says so when no round is running anywhere', async () => {
    signIn({ '/user/match/listopen': ok([]) });
    renderApp('/');
    expect(await screen.findByText('ยังไม่มีคู่ที่กำลังแข่ง', {}, slow)).toBeInTheDocument();
  });

  it('shows a skeleton while loading, then the error state after 3 retries, and recovers on retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let isDown = true;
    const api = signIn({
      '/user/match/listopen': () => (isDown ? fail(503, 'down') : ok(openMatches)),
    });
    const { user } = renderApp('/');
    expect(await screen.findByRole('status', { name: 'กำลังโหลดรายการสนาม' }, slow)).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(8_000);
    const alert = await screen.findByRole('alert', {}, slow);
    expect(within(alert).getByText('เกิดข้อผิดพลาดในการโหลดข้อมูล')).toBeInTheDocument();
    expect(api.callsTo('/user/match/listopen').length).toBeGreaterThanOrEqual(4);

    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByRole('button', { name: /สนามไก่ชนเมืองตรัง/ }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not retry a refusal (4xx): the error shows at once', async () => {
    const api = signIn({ '/user/match/stadium': fail(403, 'forbidden') });
    renderApp('/');
    expect(await screen.findByText('เกิดข้อผิดพลาดในการโหลดข้อมูล', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('/user/match/stadium')).toHaveLength(1));
  });
});
