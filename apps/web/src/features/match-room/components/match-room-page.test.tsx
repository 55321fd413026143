import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@sanam/contract/constants.ts';
import { fail, ok } from '@sanam/client/testing/mock.ts';
import { member } from '../../../test/member-session.ts';
import { aBet } from '@sanam/fixtures/bets.ts';
import { aMatch, aRate } from '@sanam/fixtures/matches.ts';
import { createdSockets, lastSocket } from '../../../test/fake-socket.ts';
import { noRate } from '../../../test/no-rate.ts';
import { openRoom } from '../../../test/room-setup.ts';

vi.mock('socket.io-client', () => import('../../../test/fake-socket.ts'));

beforeEach(() => {
  createdSockets.length = 0;
});

const redButton = () => screen.findByRole('button', { name: /ฝั่งแดง/ });
const blueButton = () => screen.getByRole('button', { name: /ฝั่งน้ำเงิน/ });

describe('match room: entry', () => {
  it('shows a running match: round, stadium, live badge, teams and the current rate', async () => {
    const { api } = openRoom();
    expect(await screen.findByRole('heading', { name: 'คู่ที่ 5' })).toBeInTheDocument();
    expect(screen.getByText('สนามชนโคบ้านนา')).toBeInTheDocument();
    expect(screen.getByText('สด')).toBeInTheDocument();
    const red = await redButton();
    expect(within(red).getByText('แดงเพชรบ้านนา')).toBeInTheDocument();
    expect(within(red).getByText('ด 10/9')).toBeInTheDocument();
    expect(within(red).getByText('แทง 10 ได้ 9')).toBeInTheDocument();
    expect(within(blueButton()).getByText('ดำทองคำ')).toBeInTheDocument();
    expect(within(blueButton()).getByText('แทง 9 ได้ 10')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ถ่ายทอดสด' })).toBeInTheDocument();
    expect(api.callsTo('/user/transaction/liveaction')).toHaveLength(1);
  });

  it('uses the placeholder team names when the match has none', async () => {
    openRoom({ match: aMatch({ red_cow_name: '', blue_cow_name: ' ' }) });
    expect(within(await redButton()).getByText('ชื่อวัวแดง')).toBeInTheDocument();
    expect(within(blueButton()).getByText('ชื่อวัวน้ำเงิน')).toBeInTheDocument();
  });

  it('reads "waiting for rate" on both buttons while betting is closed', async () => {
    openRoom({ match: aMatch({ is_open: 0 }) });
    expect(within(await redButton()).getByText('รอราคา')).toBeInTheDocument();
    expect(within(blueButton()).getByText('รอราคา')).toBeInTheDocument();
    expect(screen.getByText('ปิดรับแทง')).toBeInTheDocument();
  });

  it('reads "waiting for rate" when no rate exists yet', async () => {
    openRoom({ match: aMatch(noRate), rates: [] });
    expect(within(await redButton()).getByText('รอราคา')).toBeInTheDocument();
  });

  it('shows an ended match with its result: no stream, no chat, no live-access check, no socket', async () => {
    const { api } = openRoom({ match: aMatch({ is_end: 1, result: 'blue' }) });
    expect(await screen.findByText('การแข่งขันจบแล้ว')).toBeInTheDocument();
    expect(screen.getByText('ฝั่งน้ำเงินชนะ')).toBeInTheDocument();
    expect(screen.getByText('จบแล้ว')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /ฝั่งแดง/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'ถ่ายทอดสด' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /ประวัติการแทง/ })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /แชทสด/ })).not.toBeInTheDocument();
    expect(api.callsTo('/user/transaction/liveaction')).toHaveLength(0);
    expect(createdSockets).toHaveLength(0);
  });

  it('turns a member without the 30-day deposit away: popup, then home', async () => {
    const { user, router } = openRoom({
      access: { eligible: false, deposited: 0, required: 100, window_days: 30 },
    });
    const popup = await screen.findByRole('alertdialog', { name: 'ไม่สามารถรับชมได้' });
    expect(within(popup).getByText(/กรุณาฝากเงินขั้นต่ำเพื่อใช้งานภายใน 30 วัน/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /ฝั่งแดง/ })).not.toBeInTheDocument();
    expect(createdSockets).toHaveLength(0);
    await user.click(within(popup).getByRole('button', { name: 'ปิด' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog', { name: 'ฝาก-ถอน' })).not.toBeInTheDocument();
  });

  it('leads a member without the 30-day deposit to the deposit tab from the gate', async () => {
    const { user, router } = openRoom({
      access: { eligible: false, deposited: 0, required: 100, window_days: 30 },
    });
    const popup = await screen.findByRole('alertdialog', { name: 'ไม่สามารถรับชมได้' });
    expect(popup).toHaveTextContent('ยอดฝากใน 30 วันล่าสุด ฿0.00 (ขั้นต่ำ ฿100.00)');
    await user.click(within(popup).getByRole('button', { name: 'ฝากเงิน' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const wallet = await screen.findByRole('dialog', { name: 'ฝาก-ถอน' });
    expect(within(wallet).getByRole('tab', { name: /ฝากเงิน/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('treats a falsy live-access answer as not eligible', async () => {
    openRoom({ access: null });
    expect(await screen.findByRole('alertdialog', { name: 'ไม่สามารถรับชมได้' })).toBeInTheDocument();
  });

  it('says "match data not found" for a match that does not exist', async () => {
    openRoom({ handlers: { '/user/match/5': fail(404, 'ไม่พบคู่นี้', 'match.not_found') } });
    expect(await screen.findByText('ไม่พบข้อมูลการแข่งขัน')).toBeInTheDocument();
  });

  it('says "error occurred / cannot load data" when the match cannot be loaded, and retries', async () => {
    let calls = 0;
    const { user } = openRoom({
      handlers: {
        '/user/match/5': () => (++calls === 1 ? fail(500, 'down') : ok(aMatch())),
      },
    });
    expect(await screen.findByText('ไม่สามารถโหลดข้อมูลได้')).toBeInTheDocument();
    expect(screen.getByText('เกิดข้อผิดพลาด')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await redButton()).toBeInTheDocument();
  });

  it('redirects a pre-fight match opened as a live room (spec §2: to /login, which sends a member home)', async () => {
    const { router, api } = openRoom({ match: aMatch({ is_prefight: true }) });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('/user/transaction/liveaction')).toHaveLength(0);
  });
});

describe('match room: layout', () => {
  function stubScreen(isDesktop: boolean) {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: isDesktop, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
    );
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('on wide screens heads the side column with the bet buttons, beside the stream and above the tabs', async () => {
    stubScreen(true);
    openRoom();
    const side = within(await screen.findByRole('complementary'));
    const red = await side.findByRole('button', { name: /ฝั่งแดง/ });
    expect(side.getByRole('button', { name: /ฝั่งน้ำเงิน/ })).toBeInTheDocument();
    const tabs = side.getByRole('tablist', { name: 'ข้อมูลห้องแข่งขัน' });
    expect(red.compareDocumentPosition(tabs) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'ถ่ายทอดสด' })).queryByRole('button', { name: /ฝั่งแดง/ }),
    ).toBeNull();
  });

  it('on phones keeps them under the stream, out of the side column', async () => {
    stubScreen(false);
    openRoom();
    expect(await redButton()).toBeInTheDocument();
    expect(within(screen.getByRole('complementary')).queryByRole('button', { name: /ฝั่งแดง/ })).toBeNull();
  });
});

describe('match room: rates, tabs and history', () => {
  it('numbers the previous rates, newest first, with "no data" for a nameless one, behind a toggle on phones', async () => {
    const { user } = openRoom({
      rates: [aRate({ id: 33, rate_name: 'ง 10/8' }), aRate({ id: 32, rate_name: '' }), aRate({ id: 31 })],
    });
    const toggle = await screen.findByRole('button', { name: /ราคาก่อนหน้า/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const items = within(screen.getByRole('list', { name: '' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['3.ง 10/8ล่าสุด', '2.ไม่มีข้อมูล', '1.ด 10/9']);
  });

  it('shows the bet history rows: bets coloured by side, bills in green or red', async () => {
    openRoom({
      history: [
        aBet({
          id: 'bill',
          type: 4,
          topic: 'สรุปบิล คู่ที่ 5',
          topic_bet_color: null,
          topic_bet_rate: null,
          bet_amount: 1000,
          amount: 1900,
          win_amount: 900,
          status: null,
        }),
        aBet({
          id: 'b2',
          topic: 'แทงเสมอ',
          topic_bet_color: 'tie',
          topic_bet_rate: 'x1.7',
          bet_amount: 500,
          amount: -500,
        }),
        aBet(),
      ],
    });
    expect(await screen.findByText('สรุปบิล คู่ที่ 5')).toBeInTheDocument();
    expect(screen.getByText('+1,900.00', { exact: false })).toHaveClass('text-success');
    expect(screen.getByText('แทงเสมอ')).toHaveClass('text-tie');
    const redBet = screen.getByText('แทงแดง');
    expect(redBet).toHaveClass('text-red-side');
    const row = redBet.closest('li');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('฿1,000.00')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('฿-1,000.00')).toBeInTheDocument();
  });

  it('says "no bet history" when there is none', async () => {
    openRoom();
    expect(await screen.findByText('ไม่มีประวัติการแทง')).toBeInTheDocument();
  });

  it('offers the live chat tab, labelled hot, while the match runs', async () => {
    const { user } = openRoom({
      handlers: {
        '/user/chat/token?stadium_id=2': () =>
          ok({ token: 'chat.pass.token', stadium_id: 2, username: 'somchai', expires_in: 300 }),
      },
    });
    const chat = await screen.findByRole('tab', { name: /แชทสด/ });
    expect(within(chat).getByText('HOT')).toBeInTheDocument();
    await user.click(chat);
    expect(chat).toHaveAttribute('aria-selected', 'true');
    // VITE_CHAT_URL is not set in tests: our own chat page, framed with a chat pass for the stadium
    expect((await screen.findByTitle('แชทสดของสนาม')).getAttribute('src')).toBe(
      '/chat.html#token=chat.pass.token&lang=th',
    );
  });
});

describe('match room: bet history polling (spec §4)', () => {
  it('polls every 4 s while the match runs and the page is visible, and once when the page comes back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api } = openRoom();
    await screen.findByText('ไม่มีประวัติการแทง');
    const count = () => api.callsTo('/user/transaction/5').length;
    const before = count();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    await waitFor(() => expect(count()).toBe(before + 1));

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const hidden = count();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(12000);
    });
    expect(count()).toBe(hidden);

    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(count()).toBe(hidden + 1));
  });
});

describe('match room: socket (spec §4, DESIGN §5)', () => {
  it('connects with the token and match id, and disconnects on leaving', async () => {
    const { router } = openRoom();
    await redButton();
    const socket = lastSocket();
    expect(socket.options).toMatchObject({
      path: '/socket.io',
      timeout: 20000,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
      reconnectionAttempts: Infinity,
      query: { matchId: '5' },
    });
    const auth = socket.options.auth as (send: (data: unknown) => void) => void;
    const sent = vi.fn();
    auth(sent);
    expect(sent).toHaveBeenCalledWith({ access_token: localStorage.getItem(STORAGE_KEYS.accessToken) });
    await act(() => router.navigate('/transaction'));
    expect(socket.isDisconnected).toBe(true);
  });

  it('rotates an expired token and knocks again when the server refuses the handshake', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = openRoom({
      handlers: {
        '/line/refresh': ok({ access_token: 'access-2', refresh_token: 'refresh-2', user: member }),
      },
    });
    await redButton();
    const socket = lastSocket();
    socket.refuseHandshake({ code: 'unauthorized', key: 'auth.invalid_token' });
    await waitFor(() => expect(api.callsTo('/line/refresh')).toHaveLength(1));
    await waitFor(() => expect(socket.connectCalls).toBe(1), { timeout: 3000 });
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-2');
    // another refusal (a match that is gone) is not retried
    socket.refuseHandshake({ code: 'not_found', key: 'match.not_found' });
    await new Promise((r) => setTimeout(r, 1200));
    expect(socket.connectCalls).toBe(1);
    expect(api.callsTo('/line/refresh')).toHaveLength(1);
    error.mockRestore();
  });

  it('signs the device out when the server closes the room because the sign-in ended', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, router } = openRoom({
      handlers: { '/line/refresh': fail(401, 'กรุณาเข้าสู่ระบบใหม่', 'auth.refresh_failed') },
    });
    await redButton();
    const socket = lastSocket();
    // a dropped connection is socket.io-client's own to retry: nothing happens here
    socket.dropConnection();
    expect(socket.connectCalls).toBe(0);
    // the member logged out on another tab, or changed the password on another phone
    socket.closeByServer();
    expect(socket.connectCalls).toBe(1);
    socket.refuseHandshake({ code: 'unauthorized', key: 'auth.invalid_token' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('/line/refresh')).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    error.mockRestore();
  });

  it('refetches match, rates and history on every (re)connect', async () => {
    const { api } = openRoom();
    await redButton();
    await screen.findByText('ไม่มีประวัติการแทง');
    const counts = () =>
      ['/user/match/5', '/user/match/rate/5', '/user/transaction/5'].map((p) => api.callsTo(p).length);
    const [m, r, h] = counts();
    lastSocket().connectNow();
    await waitFor(() => expect(counts()).toEqual([(m ?? 0) + 1, (r ?? 0) + 1, (h ?? 0) + 1]));
  });

  it('RATE updates the buttons and the list without a reload, and announces the change', async () => {
    const { api } = openRoom();
    const red = await redButton();
    const matchCalls = api.callsTo('/user/match/5').length;
    const rate = aRate({
      id: 32,
      rate_name: 'ง 10/8',
      red_rate_1: 8,
      red_rate_2: 10,
      blue_rate_1: 10,
      blue_rate_2: 8,
    });
    lastSocket().serverEmit('RATE', {
      match: aMatch({
        version: 11,
        rate: 32,
        now_rate_name: 'ง 10/8',
        now_red_rate_1: 8,
        now_red_rate_2: 10,
        now_blue_rate_1: 10,
        now_blue_rate_2: 8,
      }),
      rate,
      announce: 'changed',
      version: 11,
    });
    expect(await within(red).findByText('ง 10/8')).toBeInTheDocument();
    expect(screen.getByText('เปลี่ยนราคา: ง 10/8')).toBeInTheDocument();
    expect(await screen.findByText('2 ราคา')).toBeInTheDocument();
    expect(api.callsTo('/user/match/5')).toHaveLength(matchCalls);

    lastSocket().serverEmit('RATE', {
      match: aMatch({ version: 12, is_open: 0 }),
      rate: aRate(),
      announce: 'closed',
      version: 12,
    });
    expect(await within(red).findByText('รอราคา')).toBeInTheDocument();
    expect(screen.getByText('ปิดรับแทงแล้ว')).toBeInTheDocument();

    lastSocket().serverEmit('RATE', {
      match: aMatch({ version: 13 }),
      rate: aRate(),
      announce: 'open',
      version: 13,
    });
    expect(await within(red).findByText('ด 10/9')).toBeInTheDocument();
    expect(screen.getByText('เปิดรับแทงแล้ว')).toBeInTheDocument();
  });

  it('drops an event older than the match it holds', async () => {
    openRoom({ match: aMatch({ version: 10 }) });
    const red = await redButton();
    lastSocket().serverEmit('RATE', {
      match: aMatch({ version: 9, is_open: 0 }),
      rate: null,
      announce: 'closed',
      version: 9,
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(within(red).getByText('ด 10/9')).toBeInTheDocument();
    expect(screen.queryByText('ปิดรับแทงแล้ว')).not.toBeInTheDocument();
    lastSocket().serverEmit('OPENTIE', {
      match_id: 5,
      tie_multiplier: 1.7,
      notie_multiplier: null,
      version: 8,
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /แทงเสมอ/ })).not.toBeInTheDocument();
  });

  it('ignores an event of the wrong shape', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    openRoom();
    const red = await redButton();
    lastSocket().serverEmit('RATE', { match: { id: 5 }, announce: 'closed', version: 99 });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(within(red).getByText('ด 10/9')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('OPENTIE asks "choose tie bet?" with the payout, opens the tie bet; CLOSETIE closes it', async () => {
    const { user } = openRoom();
    await redButton();
    lastSocket().serverEmit('OPENTIE', {
      match_id: 5,
      tie_multiplier: 1.7,
      notie_multiplier: 1.2,
      version: 11,
    });
    const prompt = await screen.findByRole('alertdialog', { name: 'เลือกแทงเสมอ?' });
    expect(within(prompt).getByText('อัตราจ่าย: ยอดแทง x 1.7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /แทงเสมอ.*x1\.7/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /แทงไม่เสมอ.*x1\.2/ })).toBeInTheDocument();
    await user.click(within(prompt).getByRole('button', { name: 'แทงเสมอ' }));
    expect(await screen.findByRole('dialog', { name: 'แทงเสมอ' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ปิด' }));

    lastSocket().serverEmit('CLOSETIE', { match_id: 5, version: 12 });
    expect(screen.getByText('ปิดรับแทงเสมอแล้ว')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /แทงเสมอ/ })).not.toBeInTheDocument());
  });

  it('END: "match ended" dialog; confirm goes to the next match', async () => {
    const { user, router } = openRoom({
      handlers: { '/user/match/6': ok(aMatch({ id: 6, round_name: 'คู่ที่ 6', version: 1 })) },
    });
    await redButton();
    lastSocket().serverEmit('CHANGE', {
      service: 'END',
      data: aMatch({ is_end: 1, result: 'red', version: 11, nextMatch: { id: 6 }, next_match_id: 6 }),
      version: 11,
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'การแข่งขันจบแล้ว' });
    expect(within(dialog).getByText('ผลการแข่งขัน: ฝั่งแดงชนะ')).toBeInTheDocument();
    const first = lastSocket();
    await user.click(within(dialog).getByRole('button', { name: 'ไปคู่ถัดไป' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/match/6'));
    expect(await screen.findByRole('heading', { name: 'คู่ที่ 6' })).toBeInTheDocument();
    expect(first.isDisconnected).toBe(true);
  });

  it('END: the other button says it goes home, and does', async () => {
    const { user, router } = openRoom({ match: aMatch({ nextMatch: { id: 6 } }) });
    await redButton();
    lastSocket().serverEmit('CHANGE', {
      service: 'END',
      data: aMatch({ is_end: 1, result: 'green', version: 11, nextMatch: { id: 6 } }),
      version: 11,
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'การแข่งขันจบแล้ว' });
    expect(within(dialog).getByText('ผลการแข่งขัน: เสมอ')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'ยกเลิก' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'ไปคู่ถัดไป' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'กลับหน้าหลัก' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('END: confirm goes home when there is no next match', async () => {
    const { user, router } = openRoom();
    await redButton();
    lastSocket().serverEmit('CHANGE', {
      service: 'END',
      data: aMatch({ is_end: 1, result: 'other', version: 11 }),
      version: 11,
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'การแข่งขันจบแล้ว' });
    expect(await screen.findByText('ยกเลิก / ไม่มีผล', { selector: 'span' })).toBeInTheDocument();
    // one way out, home, named once
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['กลับหน้าหลัก']);
    await user.click(within(dialog).getByRole('button', { name: 'กลับหน้าหลัก' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('UPDATE merges the match, reloads the stream of a new channel and refreshes the history', async () => {
    const { api } = openRoom({
      handlers: {
        '/public/stream/get_stream_by_chanel_code': ok({
          data: [{ stream_url: 'https://cdn.example/5.m3u8', token: 't' }],
        }),
      },
    });
    await redButton();
    await waitFor(() => expect(api.callsTo('/public/stream/get_stream_by_chanel_code')).toHaveLength(1));
    const history = api.callsTo('/user/transaction/5').length;
    lastSocket().serverEmit('CHANGE', {
      service: 'UPDATE',
      data: aMatch({ round_name: 'คู่ที่ 5 (แก้ไข)', streaming_url: 'channel-5b', version: 11 }),
      version: 11,
    });
    expect(await screen.findByRole('heading', { name: 'คู่ที่ 5 (แก้ไข)' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('/public/stream/get_stream_by_chanel_code')).toHaveLength(2));
    expect(api.callsTo('/public/stream/get_stream_by_chanel_code')[1]?.body).toEqual({
      identify: 'somchai',
      chanel_code: 'channel-5b',
      agent_brand: 'sanam',
    });
    await waitFor(() => expect(api.callsTo('/user/transaction/5').length).toBeGreaterThan(history));
  });

  it('END reads the profile again, so the header agrees with the bill even when a BALANCE was missed', async () => {
    let isPaid = false;
    const { api } = openRoom({
      handlers: {
        '/user/user/get_profile': () =>
          ok({ user: { ...member, balance: isPaid ? 13045.5 : member.balance } }),
      },
    });
    await redButton();
    expect(screen.getByText('฿12,345.50')).toBeInTheDocument();
    const reads = api.callsTo('/user/user/get_profile').length;
    isPaid = true;
    lastSocket().serverEmit('CHANGE', {
      service: 'END',
      data: aMatch({ is_end: 1, result: 'red', version: 11 }),
      version: 11,
    });
    expect(await screen.findByText('฿13,045.50')).toBeInTheDocument();
    expect(api.callsTo('/user/user/get_profile')).toHaveLength(reads + 1);
  });

  it('an UPDATE of a settled round (a corrected result) reads the profile again; one of a running round does not', async () => {
    let balance = member.balance;
    const { api } = openRoom({
      handlers: { '/user/user/get_profile': () => ok({ user: { ...member, balance } }) },
    });
    await redButton();
    const reads = api.callsTo('/user/user/get_profile').length;
    lastSocket().serverEmit('CHANGE', {
      service: 'UPDATE',
      data: aMatch({ round_name: 'คู่ที่ 5 (แก้ไข)', version: 11 }),
      version: 11,
    });
    expect(await screen.findByRole('heading', { name: 'คู่ที่ 5 (แก้ไข)' })).toBeInTheDocument();
    expect(api.callsTo('/user/user/get_profile')).toHaveLength(reads);

    balance = -54.5;
    lastSocket().serverEmit('CHANGE', {
      service: 'UPDATE',
      data: aMatch({ is_end: 1, result: 'blue', version: 12 }),
      version: 12,
    });
    expect(await screen.findByText('-฿54.50')).toBeInTheDocument();
    expect(api.callsTo('/user/user/get_profile')).toHaveLength(reads + 1);
  });

  it('BALANCE updates the header balance', async () => {
    openRoom();
    await redButton();
    lastSocket().serverEmit('BALANCE', { balance: 777.25, event_point: 50 });
    expect(await screen.findByText('฿777.25')).toBeInTheDocument();
  });

  it('only logs an exception event', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    openRoom();
    await redButton();
    lastSocket().serverEmit('exception', { message: 'boom' });
    expect(error).toHaveBeenCalledWith('match room: socket exception', { message: 'boom' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
