import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { GAME_FAILURE_RETURN_MS } from '@sanam/contract/constants.ts';
import { i18n } from '../../../lib/i18n.ts';
import { setSession } from '../../../lib/session.ts';
import { fail, mockApi, ok, type MockReply } from '@sanam/client/testing/mock.ts';
import { member, tokens } from '../../../test/member-session.ts';
import { createdSockets, lastSocket } from '../../../test/fake-socket.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { frameSandboxFor } from './game-frame.tsx';
import { gameRedirect } from './game-redirect.ts';

// socket.io-client is outside code: the test plays the server (BALANCE)
vi.mock('socket.io-client', () => import('../../../test/fake-socket.ts'));

const slow = { timeout: 5_000 };

function openGame(
  path: string,
  handlers: Record<string, MockReply | (() => MockReply | Promise<MockReply>)>,
  { leavesApp = false } = {},
) {
  setSession({ ...tokens, user: member });
  const assign = vi.spyOn(gameRedirect, 'assign').mockImplementation(() => undefined);
  vi.spyOn(gameRedirect, 'leavesApp').mockReturnValue(leavesApp);
  const api = mockApi({ '/user/user/get_profile': ok({ user: member }), ...handlers });
  return { ...renderApp(path), api, assign };
}

const headerBalance = () => within(screen.getByRole('banner')).getByRole('button', { name: /ยอดเงินคงเหลือ/ });

describe('a game inside the app', () => {
  it.each([
    [
      'm7',
      'เกม M7',
      '/user/user/playm7',
      { success: true, data: { url: 'https://m7.test/play?s=1' } },
      'https://m7.test/play?s=1',
    ],
    [
      'mpy',
      'เกม MPY',
      '/user/user/plaympy',
      { success: true, data: 'https://mpy.test/go' },
      'https://mpy.test/go',
    ],
    [
      'ws',
      'เกม WS',
      '/user/user/playws',
      { status: 'success', data: { loginUrl: 'https://ws.test/in' } },
      'https://ws.test/in',
    ],
  ])(
    '/play/%s opens the game of its reply in a frame, header and bottom bar still there',
    async (game, title, path, data, url) => {
      const { assign, api } = openGame(`/play/${game}`, { [path]: ok(data) });
      const frame = await screen.findByTitle(title, {}, slow);
      expect(frame.tagName).toBe('IFRAME');
      expect(frame).toHaveAttribute('src', url);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'เมนูหลัก' })).toBeInTheDocument();
      expect(api.callsTo(path)[0]?.headers.get('Authorization')).toBe('Bearer access-1');
      expect(assign).not.toHaveBeenCalled();
      // the way back, and the way out for a member who wants the game in a window of its own
      expect(screen.getByRole('link', { name: 'กลับหน้าหลัก' })).toHaveAttribute('href', '/');
      const away = screen.getByRole('link', { name: 'เปิดในหน้าต่างใหม่' });
      expect(away).toHaveAttribute('href', url);
      expect(away).toHaveAttribute('target', '_blank');
      expect(away).toHaveAttribute('rel', 'noopener noreferrer');
    },
  );

  it('gives a provider on another origin its own origin back, and our own sandbox game scripts and forms only', async () => {
    openGame('/play/m7', {
      '/user/user/playm7': ok({ success: true, data: { url: 'https://m7.test/play' } }),
    });
    expect(await screen.findByTitle('เกม M7', {}, slow)).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-forms allow-same-origin allow-popups',
    );
  });

  it('frames the sandbox game served by our own origin without allow-same-origin', async () => {
    const sandboxUrl = '/api/sandbox/games/wc/play?session=s&lang=th';
    openGame('/play/wc', {
      '/user/transaction/liveaction': ok({ eligible: true, deposited: 500, required: 100, window_days: 30 }),
      '/user/user/playwc': ok({ isSuccess: true, data: { gameUrl: sandboxUrl } }),
    });
    const frame = await screen.findByTitle('เกม WC', {}, slow);
    expect(frame).toHaveAttribute('src', sandboxUrl);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
    expect(frameSandboxFor(`${window.location.origin}/api/x`)).toBe('allow-scripts allow-forms');
    expect(frameSandboxFor('http://other.test/api/x', 'http://app.test')).toContain('allow-same-origin');
  });

  it('moves the header balance with each BALANCE of the game’s stakes and wins, and lets go of it on leaving', async () => {
    createdSockets.length = 0;
    const { user, router } = openGame('/play/mpy', {
      '/user/user/plaympy': ok({ success: true, data: 'https://mpy.test/go' }),
    });
    await screen.findByTitle('เกม MPY', {}, slow);
    await waitFor(() => expect(headerBalance()).toHaveTextContent('12,345.50'));
    const socket = lastSocket();
    // the member's own room only: no match and no event list
    expect(socket.options.query).toBeUndefined();
    socket.connectNow();
    socket.serverEmit('BALANCE', { balance: 12_245.5, event_point: 42 });
    await waitFor(() => expect(headerBalance()).toHaveTextContent('12,245.50'));
    socket.serverEmit('BALANCE', { balance: 12_445.5, event_point: 42 });
    await waitFor(() => expect(headerBalance()).toHaveTextContent('12,445.50'));
    // a payload of another shape moves nothing
    socket.serverEmit('BALANCE', { balance: 'lots' });
    expect(headerBalance()).toHaveTextContent('12,445.50');

    await user.click(screen.getByRole('link', { name: 'กลับหน้าหลัก' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(socket.isDisconnected).toBe(true);
  });

  it('leaves the app for a provider that needs the whole window (VITE_GAME_REDIRECT)', async () => {
    const { assign } = openGame(
      '/play/ws',
      { '/user/user/playws': ok({ status: 'success', data: { loginUrl: 'https://ws.test/in' } }) },
      { leavesApp: true },
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://ws.test/in'), slow);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(screen.queryByTitle('เกม WS')).not.toBeInTheDocument();
    expect(screen.getByText('กำลังเชื่อมต่อเกม')).toBeInTheDocument();
  });

  it('speaks English in the game’s bar', async () => {
    await i18n.changeLanguage('en');
    openGame('/play/m7', {
      '/user/user/playm7': ok({ success: true, data: { url: 'https://m7.test/play' } }),
    });
    expect(await screen.findByTitle('M7 game', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Open in a new window' })).toBeInTheDocument();
  });
});

describe('game launch pages (spec §2, §7)', () => {
  it.each([
    [
      'm7',
      '/user/user/playm7',
      { success: true, data: { url: 'https://m7.test/play?s=1' } },
      'https://m7.test/play?s=1',
    ],
    ['mpy', '/user/user/plaympy', { success: true, data: 'https://mpy.test/go' }, 'https://mpy.test/go'],
    [
      'ws',
      '/user/user/playws',
      { status: 'success', data: { loginUrl: 'https://ws.test/in' } },
      'https://ws.test/in',
    ],
  ])(
    '/play/%s asks %s and, when its provider needs the whole window, goes to the URL of its reply',
    async (game, path, data, url) => {
      const { assign, api } = openGame(`/play/${game}`, { [path]: ok(data) }, { leavesApp: true });
      await waitFor(() => expect(assign).toHaveBeenCalledWith(url), slow);
      expect(assign).toHaveBeenCalledTimes(1);
      expect(api.callsTo(path)[0]?.headers.get('Authorization')).toBe('Bearer access-1');
      expect(screen.getByText('กำลังเชื่อมต่อเกม')).toBeInTheDocument();
    },
  );

  it.each([
    ['mpy', '/user/user/plaympy', { success: false, data: '' }],
    ['ws', '/user/user/playws', { status: 'fail', data: { loginUrl: 'https://ws.test/in' } }],
    ['m7', '/user/user/playm7', { unexpected: true }],
  ])('/play/%s says it cannot connect to the game when the reply holds no URL', async (game, path, data) => {
    const { assign } = openGame(`/play/${game}`, { [path]: ok(data) });
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('ไม่สามารถเชื่อมต่อเกมได้');
    expect(screen.getByRole('link', { name: 'กลับหน้าหลัก' })).toHaveAttribute('href', '/');
    expect(assign).not.toHaveBeenCalled();
  });

  it('says it cannot connect when the server has no provider for the game', async () => {
    openGame('/play/m7', {
      '/user/user/playm7': fail(503, 'ไม่สามารถเชื่อมต่อเกมได้', 'game_unavailable'),
    });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('ไม่สามารถเชื่อมต่อเกมได้');
  });

  it('shows "error during connection" when the call fails, and tries again on request', async () => {
    let calls = 0;
    const { user } = openGame('/play/m7', {
      '/user/user/playm7': () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return ok({ success: true, data: { url: 'https://m7.test/' } });
      },
    });
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('เกิดข้อผิดพลาดระหว่างการเชื่อมต่อ');
    await user.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByTitle('เกม M7', {}, slow)).toHaveAttribute('src', 'https://m7.test/');
  });

  it('speaks English when the member chose it', async () => {
    await i18n.changeLanguage('en');
    openGame('/play/ws', { '/user/user/playws': ok({ status: 'error', data: { loginUrl: '' } }) });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Cannot connect to the game');
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeInTheDocument();
  });
});

describe('/play/wc eligibility (spec §2, §8)', () => {
  it('without the minimum deposit says so and returns home after 3 s, never asking for the game', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router, api, assign } = openGame('/play/wc', {
      '/user/transaction/liveaction': ok({ eligible: false, deposited: 0, required: 100, window_days: 30 }),
    });
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('ไม่สามารถเล่นได้ กรุณาฝากเงินขั้นต่ำ');
    expect(alert).toHaveTextContent('กำลังกลับสู่หน้าหลักใน 3 วินาที');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(GAME_FAILURE_RETURN_MS - 500);
    });
    expect(router.state.location.pathname).toBe('/play/wc');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(600);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('/user/user/playwc')).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('treats a reply it cannot read as not eligible', async () => {
    openGame('/play/wc', { '/user/transaction/liveaction': ok(null) });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('กรุณาฝากเงินขั้นต่ำ');
  });

  it('with the deposit launches playwc and opens data.gameUrl', async () => {
    const { assign } = openGame('/play/wc', {
      '/user/transaction/liveaction': ok({ eligible: true, deposited: 500, required: 100, window_days: 30 }),
      '/user/user/playwc': ok({ isSuccess: true, data: { gameUrl: 'https://wc.test/lobby' } }),
    });
    expect(await screen.findByTitle('เกม WC', {}, slow)).toHaveAttribute('src', 'https://wc.test/lobby');
    expect(assign).not.toHaveBeenCalled();
  });

  it('says it cannot connect when playwc answers isSuccess false', async () => {
    openGame('/play/wc', {
      '/user/transaction/liveaction': ok({ eligible: true, deposited: 500, required: 100, window_days: 30 }),
      '/user/user/playwc': ok({ isSuccess: false, data: { gameUrl: '' } }),
    });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('ไม่สามารถเชื่อมต่อเกมได้');
  });
});

describe('/play/step (spec §2)', () => {
  it('sends the member to the step game with the access token in the query', async () => {
    const { assign, api } = openGame('/play/step', {});
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/step?token=access-1'), slow);
    expect(api.calls.filter((c) => c.path.startsWith('/user/user/play'))).toHaveLength(0);
  });
});
