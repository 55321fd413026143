import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { GAMES } from '../../../lib/game-list.ts';
import { i18n } from '../../../lib/i18n.ts';
import { setSession } from '../../../lib/session.ts';
import { mockApi, ok } from '@sanam/client/testing/mock.ts';
import { member, tokens } from '../../../test/member-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { aStadium } from '@sanam/fixtures/matches.ts';
import { aRound } from '../../../test/rounds.ts';

const slow = { timeout: 5_000 };

function signIn() {
  setSession({ ...tokens, user: member });
  return mockApi({
    '/user/user/get_profile': ok({ user: member }),
    '/user/match/stadium': ok([aStadium({ id: 1, name: 'สนามวัวชนบ้านนา' })]),
    '/user/match/listopen': ok([aRound({ id: 11 })]),
    '/user/match/step': ok([]),
    '/user/transaction/liveaction': ok({ eligible: false, deposited: 0, required: 100, window_days: 30 }),
  });
}

/** The six ways in, in the order the home row shows them, with where each leads. */
const ENTRIES = [
  ['แทงสเต็ป', '/step'],
  ['เกม M7', '/play/m7'],
  ['เกม MPY', '/play/mpy'],
  ['เกม WS', '/play/ws'],
  ['เกม WC', '/play/wc'],
  ['เกมสเต็ป', '/play/step'],
] as const;

const row = async () => within(await screen.findByRole('navigation', { name: 'เกมและสเต็ป' }, slow));
const panelGames = () => within(screen.getByRole('region', { name: 'เกมและสเต็ป' }));

/** A phone (under 1024 px) or a wide screen, as the layout's media query reads it. */
function stubScreen(isWide: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: isWide, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
}
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the game entries on home', () => {
  it('lead from the row above the list to the step bets and to each of the five games', async () => {
    signIn();
    renderApp('/');
    const links = (await row()).getAllByRole('link');
    expect(links.map((link) => [link.getAttribute('href')])).toEqual(ENTRIES.map(([, to]) => [to]));
    for (const [name, to] of ENTRIES) {
      expect((await row()).getByRole('link', { name })).toHaveAttribute('href', to);
    }
    expect((await row()).getByRole('link', { name: 'แทงสเต็ป' })).toHaveAccessibleDescription(
      'เลือก 2–10 คู่ล่วงหน้า ถูกทุกคู่รับเงินตามราคาคูณกัน',
    );
  });

  it('have a tile for every game launch page of the route table', async () => {
    signIn();
    renderApp('/');
    const hrefs = (await row()).getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const game of GAMES) expect(hrefs).toContain(`/play/${game}`);
  });

  it('on a phone are above the list only, not repeated in the side panel', async () => {
    stubScreen(false);
    signIn();
    renderApp('/');
    await row();
    await screen.findByRole('list', { name: 'โปรแกรมวันนี้' }, slow);
    expect(screen.queryByRole('region', { name: 'เกมและสเต็ป' })).not.toBeInTheDocument();
    for (const [name] of ENTRIES) expect(screen.getAllByRole('link', { name })).toHaveLength(1);
  });

  it('on a wide screen are in the side panel instead, open at once, step bets first, and only there', async () => {
    stubScreen(true);
    signIn();
    renderApp('/');
    await screen.findByRole('list', { name: 'โปรแกรมวันนี้' }, slow);
    expect(screen.queryByRole('navigation', { name: 'เกมและสเต็ป' })).not.toBeInTheDocument();
    for (const [name] of ENTRIES) expect(screen.getAllByRole('link', { name })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'เกมและสเต็ป' })).toHaveAttribute('aria-expanded', 'true');
    const links = panelGames().getAllByRole('link');
    expect(links).toHaveLength(ENTRIES.length);
    for (const [name, to] of ENTRIES) {
      expect(panelGames().getByRole('link', { name })).toHaveAttribute('href', to);
    }
  });

  it('open WC’s launch page in one tap, which checks the member may play before anything else', async () => {
    const api = signIn();
    const { user, router } = renderApp('/');
    await user.click((await row()).getByRole('link', { name: 'เกม WC' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'เกม WC' }, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/play/wc');
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('ไม่สามารถเล่นได้ กรุณาฝากเงินขั้นต่ำ');
    expect(api.callsTo('/user/transaction/liveaction')).toHaveLength(1);
    expect(api.callsTo('/user/user/playwc')).toHaveLength(0);
  });

  it('open the step bets page from the side panel in one tap', async () => {
    stubScreen(true);
    signIn();
    const { user, router } = renderApp('/');
    await screen.findByRole('region', { name: 'เกมและสเต็ป' }, slow);
    await user.click(panelGames().getByRole('link', { name: 'แทงสเต็ป' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'แทงสเต็ป' }, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/step');
  });

  it('read in English for an English reader', async () => {
    signIn();
    await i18n.changeLanguage('en');
    renderApp('/');
    const nav = within(await screen.findByRole('navigation', { name: 'Games and step bets' }, slow));
    const names = ['Step bets', 'M7 game', 'MPY game', 'WS game', 'WC game', 'Step game'];
    const links = nav.getAllByRole('link');
    expect(links).toHaveLength(names.length);
    names.forEach((name, i) => expect(links[i]).toHaveAccessibleName(name));
    expect(nav.getByRole('link', { name: 'Step bets' })).toHaveAccessibleDescription(
      'Pick 2–10 pre-fight rounds; win them all and the odds multiply',
    );
  });
});
