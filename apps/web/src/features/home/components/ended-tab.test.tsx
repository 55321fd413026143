import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Match } from '@sanam/contract/matches.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { fail, mockApi, ok, type MockReply } from '@sanam/client/testing/mock.ts';
import { member, tokens } from '../../../test/member-session.ts';
import { setSession } from '../../../lib/session.ts';
import { aStadium } from '@sanam/fixtures/matches.ts';
import { aRound } from '../../../test/rounds.ts';

const slow = { timeout: 5_000 };

const ended = (id: number, over: Partial<Match>): Match =>
  aRound({
    is_end: 1,
    result: 'red',
    ended_at: `2026-01-10T0${id % 10}:30:00.000Z`,
    red_cow_name: `แดง ${id}`,
    blue_cow_name: `น้ำเงิน ${id}`,
    ...over,
    id,
  });

const results = [
  ended(1, { round_name: 'คู่ที่ 1', stadium_id: 1, stadium_name: 'สนามวัวชนบ้านนา', result: 'red' }),
  ended(2, { round_name: 'คู่ที่ 2', stadium_id: 1, stadium_name: 'สนามวัวชนบ้านนา', result: 'blue' }),
  ended(3, { round_name: 'คู่ที่ 3', stadium_id: 4, stadium_name: 'สนามท่าศาลา', result: 'green' }),
  ended(4, {
    round_name: 'คู่มวย',
    round_type: 'muay',
    stadium_id: 4,
    stadium_name: 'สนามท่าศาลา',
    result: 'other',
  }),
  ended(5, { round_name: 'ไก่คู่ที่ 1', round_type: 'cock', stadium_id: 2, stadium_name: 'สนามไก่ชนเมืองตรัง' }),
];

function signIn(handlers: Record<string, MockReply | (() => MockReply)> = {}) {
  setSession({ ...tokens, user: member });
  return mockApi({
    '/user/user/get_profile': ok({ user: member }),
    '/user/match/stadium': ok([aStadium({ id: 1, name: 'สนามวัวชนบ้านนา' })]),
    '/user/match/listopen': ok([]),
    '/user/match/listend': ok(results),
    ...handlers,
  });
}

/** The results panel inside the ended tab (the kind switch's panel). */
const resultsPanel = () => screen.getByRole('tabpanel', { name: /วัวชน|ไก่ชน|มวย|อื่น ๆ/ });

describe('home ended tab', () => {
  it('groups the bull results by stadium, latest first, with no muay or cock round among them', async () => {
    signIn();
    renderApp('/#ended');
    expect(await screen.findByRole('tab', { name: 'วัวชน', selected: true }, slow)).toBeInTheDocument();
    const groups = await within(resultsPanel()).findAllByRole('region');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['สนามท่าศาลา', 'สนามวัวชนบ้านนา']);
    expect(
      within(groups[0]!)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/match/3']);
    // muay results are not under the bull switch
    expect(screen.queryByText('คู่มวย')).not.toBeInTheDocument();
    expect(screen.queryByText('ไก่คู่ที่ 1')).not.toBeInTheDocument();
  });

  it('gives muay results their own place on the switch, and #muay opens it', async () => {
    signIn();
    const { user, router } = renderApp('/#ended');
    expect(
      within(await screen.findByRole('tablist', { name: 'ประเภทการแข่งขัน' }, slow))
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['วัวชน', 'ไก่ชน', 'มวย']);
    await user.click(screen.getByRole('tab', { name: 'มวย' }));
    expect(router.state.location.hash).toBe('#muay');
    const groups = within(resultsPanel()).getAllByRole('region');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['สนามท่าศาลา']);
    expect(
      within(groups[0]!)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/match/4']);
    expect(screen.queryByText('คู่ที่ 3')).not.toBeInTheDocument();
  });

  it('offers an "other" place only while there are such results', async () => {
    signIn({
      '/user/match/listend': ok([
        ...results,
        ended(6, { round_name: 'คู่พิเศษ', round_type: 'other', stadium_id: 4, stadium_name: 'สนามท่าศาลา' }),
      ]),
    });
    const { user } = renderApp('/#ended');
    await user.click(await screen.findByRole('tab', { name: 'อื่น ๆ' }, slow));
    const groups = within(resultsPanel()).getAllByRole('region');
    expect(
      within(groups[0]!)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/match/6']);
  });

  it('shows the red winner, the blue winner, a draw and a withdrawal', async () => {
    signIn();
    const { user } = renderApp('/#ended');
    const redWin = await screen.findByRole('link', { name: /คู่ที่ 1/ }, slow);
    expect(redWin).toHaveAttribute('href', '/match/1');
    expect(within(redWin).getByText('แดงชนะ')).toBeInTheDocument();
    expect(redWin).toHaveTextContent('แดง 1 (ผู้ชนะ)');
    expect(redWin).not.toHaveTextContent('น้ำเงิน 1 (ผู้ชนะ)');
    const blueWin = screen.getByRole('link', { name: /คู่ที่ 2/ });
    expect(within(blueWin).getByText('น้ำเงินชนะ')).toBeInTheDocument();
    expect(blueWin).toHaveTextContent('น้ำเงิน 2 (ผู้ชนะ)');
    expect(blueWin).not.toHaveTextContent('แดง 2 (ผู้ชนะ)');
    expect(within(screen.getByRole('link', { name: /คู่ที่ 3/ })).getByText('เสมอ')).toBeInTheDocument();
    // the withdrawal is a muay round's, in its own place
    await user.click(screen.getByRole('tab', { name: 'มวย' }));
    expect(within(screen.getByRole('link', { name: /คู่มวย/ })).getByText('ยกเลิก/ถอนตัว')).toBeInTheDocument();
  });

  it('switches to cock results, and #cock opens the tab on them', async () => {
    signIn();
    const { user, router } = renderApp('/#ended');
    await user.click(await screen.findByRole('tab', { name: 'ไก่ชน' }, slow));
    expect(router.state.location.hash).toBe('#cock');
    expect(screen.getByRole('tab', { name: 'ไก่ชน', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /จบแล้ว/, selected: true })).toBeInTheDocument();
    const groups = within(resultsPanel()).getAllByRole('region');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['สนามไก่ชนเมืองตรัง']);
    expect(within(groups[0]!).getByRole('link', { name: /ไก่คู่ที่ 1/ })).toHaveAttribute('href', '/match/5');

    await user.click(screen.getByRole('tab', { name: 'วัวชน' }));
    expect(router.state.location.hash).toBe('#bull');
    expect(screen.queryByText('ไก่คู่ที่ 1')).not.toBeInTheDocument();
  });

  it('follows the address hash: #cock and #bull open the ended tab, the live tab goes back to #live', async () => {
    signIn();
    const { user, router } = renderApp('/#cock');
    expect(await screen.findByRole('tab', { name: /จบแล้ว/, selected: true }, slow)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'ไก่ชน', selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /กำลังแข่ง/ }));
    expect(router.state.location.hash).toBe('#live');
    expect(screen.getByRole('tab', { name: /กำลังแข่ง/, selected: true })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /จบแล้ว/ }));
    expect(router.state.location.hash).toBe('#ended');
    expect(await screen.findByRole('tab', { name: 'วัวชน', selected: true })).toBeInTheDocument();
  });

  it('says when a kind has no results yet', async () => {
    signIn({ '/user/match/listend': ok(results.filter((m) => m.round_type !== 'cock')) });
    renderApp('/#cock');
    expect(await screen.findByText('ยังไม่มีผลไก่ชน', {}, slow)).toBeInTheDocument();
  });

  it('shows the error state with a retry when the results cannot be loaded', async () => {
    let isDown = true;
    signIn({ '/user/match/listend': () => (isDown ? fail(404, 'gone') : ok(results)) });
    const { user } = renderApp('/#ended');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(within(alert).getByText('เกิดข้อผิดพลาดในการโหลดข้อมูล')).toBeInTheDocument();
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByRole('link', { name: /คู่ที่ 1/ })).toBeInTheDocument();
  });
});
