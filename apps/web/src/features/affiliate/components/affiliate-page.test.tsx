import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { SUCCESS_POPUP_MS } from '@sanam/contract/constants.ts';
import type { AffiliateData, AffiliateEntry } from '@sanam/contract/rewards.ts';
import { i18n } from '../../../lib/i18n.ts';
import { setSession } from '../../../lib/session.ts';
import { fail, heldReply, mockApi, ok, type MockReply } from '@sanam/client/testing/mock.ts';
import { member, tokens } from '../../../test/member-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

const slow = { timeout: 5_000 };

function anEntry(overrides: Partial<AffiliateEntry> = {}): AffiliateEntry {
  return {
    username: 'friend01',
    is_aff_reward: false,
    status: null,
    reward: null,
    held: null,
    play_progress: null,
    rewarded_at: null,
    registered_at: '2025-01-03T07:05:00.000Z',
    ...overrides,
  };
}

const twoFriends: AffiliateData = {
  items: [
    anEntry({ username: 'nok_88', registered_at: '2025-01-05T02:00:00.000Z' }),
    anEntry({
      username: 'friend01',
      is_aff_reward: true,
      status: 'released',
      reward: 150,
      rewarded_at: '2025-01-04T10:30:00.000Z',
    }),
  ],
  invited: 2,
  rewarded: 1,
  reward_total: 150,
  held_total: 0,
  play_multiple: 3,
};

function openAffiliate(answer: MockReply | (() => MockReply | Promise<MockReply>) = ok(twoFriends)) {
  setSession({ ...tokens, user: member });
  const api = mockApi({
    '/user/user/get_profile': ok({ user: member }),
    '/user/user/affiliate_reward': answer,
  });
  return { ...renderApp('/affiliate'), api };
}

const inviteLink = `${window.location.origin}/register?affiliate=somchai`;

/** After renderApp: user-event puts its own clipboard in place when it is set up. */
function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('affiliate page (spec §2)', () => {
  it('offers the invite link, read-only, with the member’s username as the affiliate parameter', async () => {
    openAffiliate();
    expect(
      await screen.findByRole('heading', { name: 'ชวนเพื่อน รับเครดิต 10%', level: 1 }, slow),
    ).toBeInTheDocument();
    const link = screen.getByLabelText('ลิงก์ชวนเพื่อนของคุณ');
    expect(link).toHaveValue(inviteLink);
    expect(link).toHaveAttribute('readonly');
    // the reward waits for the friend's play, and the page says how much
    expect(
      await screen.findByText(
        'เพื่อนสมัครสมาชิกผ่านลิงก์ของคุณ เมื่อเพื่อนฝากเงินครั้งแรกและเล่นครบ 3 เท่าของยอดฝากนั้น คุณจะได้รับเครดิต 10% ของยอดฝาก (ไม่เกินเพดานต่อเดือน)',
      ),
    ).toBeInTheDocument();
  });

  it('shows a reward waiting for the friend’s play as not yet received, with how far the play has come', async () => {
    openAffiliate(
      ok({
        ...twoFriends,
        items: [
          anEntry({ username: 'nok_88', status: 'held', held: 100, play_progress: 0.4 }),
          twoFriends.items[1]!,
        ],
        held_total: 100,
      }),
    );
    const grid = await screen.findByRole('table', { name: 'เพื่อนที่สมัครผ่านลิงก์ของคุณ' }, slow);
    const [, waiting] = within(grid).getAllByRole('row');
    const cells = within(waiting!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 3)).toEqual(['nok_88', 'ยังไม่ได้รับรอเพื่อนเล่นครบ 40%', 'รอรับ ฿100.00']);
    const summary = screen.getByLabelText('สรุปการชวนเพื่อน');
    expect(within(summary).getByText('รอเพื่อนเล่นครบ ฿100.00')).toBeInTheDocument();
    expect(within(summary).getByText('เครดิตที่ได้รับ').nextElementSibling).toHaveTextContent('฿150.00');
  });

  it('copies the link and says so for 1.5 s, without a button', async () => {
    const { user } = openAffiliate();
    const writeText = vi.fn((_text: string) => Promise.resolve());
    stubClipboard(writeText);
    await user.click(await screen.findByRole('button', { name: 'คัดลอกลิงก์' }, slow));
    expect(writeText).toHaveBeenCalledWith(inviteLink);
    const popup = await screen.findByRole('alertdialog', { name: 'สำเร็จ!' });
    expect(popup).toHaveTextContent('คัดลอกลิงก์ชวนเพื่อนแล้ว');
    expect(within(popup).queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), {
      timeout: SUCCESS_POPUP_MS + 1_500,
    });
  });

  it('falls back to the older copy when the clipboard interface refuses', async () => {
    const { user } = openAffiliate();
    stubClipboard(() => Promise.reject(new Error('denied')));
    const copied: string[] = [];
    document.execCommand = vi.fn(() => {
      const area = document.querySelector('textarea');
      if (area) copied.push(area.value);
      return true;
    });
    await user.click(await screen.findByRole('button', { name: 'คัดลอกลิงก์' }, slow));
    expect(await screen.findByRole('alertdialog', { name: 'สำเร็จ!' })).toBeInTheDocument();
    expect(copied).toEqual([inviteLink]);
  });

  it('tells the member to copy by hand when no copy works', async () => {
    const { user } = openAffiliate();
    stubClipboard(() => Promise.reject(new Error('denied')));
    document.execCommand = vi.fn(() => false);
    await user.click(await screen.findByRole('button', { name: 'คัดลอกลิงก์' }, slow));
    const popup = await screen.findByRole('alertdialog', { name: 'คัดลอกอัตโนมัติไม่ได้' });
    expect(popup).toHaveTextContent('กดค้างที่ลิงก์ด้านบนแล้วเลือก “คัดลอก”');
    expect(screen.queryByRole('alertdialog', { name: 'สำเร็จ!' })).not.toBeInTheDocument();
  });

  it('sums up the invites and lists each friend with the reward status, reward and dates', async () => {
    openAffiliate();
    const summary = await screen.findByLabelText('สรุปการชวนเพื่อน', {}, slow);
    expect(within(summary).getByText('เพื่อนที่สมัคร').nextElementSibling).toHaveTextContent('2');
    expect(within(summary).getByText('ได้รับเครดิตแล้ว').nextElementSibling).toHaveTextContent('1');
    expect(within(summary).getByText('เครดิตที่ได้รับ').nextElementSibling).toHaveTextContent('฿150.00');

    const grid = screen.getByRole('table', { name: 'เพื่อนที่สมัครผ่านลิงก์ของคุณ' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['ชื่อผู้ใช้', 'สถานะ', 'เครดิตที่ได้รับ', 'วันที่']);
    const [, waiting, paid] = within(grid).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(waiting!)).toEqual(['nok_88', 'ยังไม่ได้รับ', '—', 'สมัคร 5 ม.ค. 68 09:00']);
    expect(cells(paid!)).toEqual([
      'friend01',
      'ได้รับแล้ว',
      '+฿150.00',
      'สมัคร 3 ม.ค. 68 14:05ได้รับ 4 ม.ค. 68 17:30',
    ]);

    // the phone cards say the same
    const list = screen.getByRole('list', { name: 'เพื่อนที่สมัครผ่านลิงก์ของคุณ' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('nok_88');
    expect(first).toHaveTextContent('ยังไม่ได้รับ');
    expect(second).toHaveTextContent('ได้รับแล้ว');
    expect(second).toHaveTextContent('+฿150.00');
  });

  it('reads in English for an English-speaking member', async () => {
    await i18n.changeLanguage('en');
    openAffiliate();
    expect(
      await screen.findByRole('heading', { name: 'Invite friends, get 10% credit', level: 1 }, slow),
    ).toBeInTheDocument();
    const grid = await screen.findByRole('table', { name: 'Friends who joined with your link' }, slow);
    expect(within(grid).getByText('Not yet received')).toBeInTheDocument();
    expect(within(grid).getByText('Received')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('says so when no friend has joined yet', async () => {
    openAffiliate(
      ok({ items: [], invited: 0, rewarded: 0, reward_total: 0, held_total: 0, play_multiple: 3 }),
    );
    expect(await screen.findByText('ยังไม่มีเพื่อนสมัครผ่านลิงก์ของคุณ', {}, slow)).toBeInTheDocument();
    // the link is there to share all the same
    expect(screen.getByLabelText('ลิงก์ชวนเพื่อนของคุณ')).toHaveValue(inviteLink);
  });

  it('shows a placeholder while loading, "error loading data" on failure, and retries', async () => {
    let calls = 0;
    const first = heldReply();
    const { user } = openAffiliate(() => (++calls === 1 ? first.reply : ok(twoFriends)));
    expect(await screen.findByRole('status', { name: 'กำลังโหลดข้อมูลเพื่อนที่ชวน' }, slow)).toBeInTheDocument();
    first.answer(fail(500, 'down'));
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('เกิดข้อผิดพลาดในการโหลดข้อมูล');
    await user.click(within(alert).getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByRole('table', { name: 'เพื่อนที่สมัครผ่านลิงก์ของคุณ' })).toBeInTheDocument();
  });
});

describe('the invite link opens registration with the referrer filled in', () => {
  it('pre-fills the referrer from the link’s affiliate parameter', async () => {
    mockApi({});
    renderApp(new URL(inviteLink).pathname + new URL(inviteLink).search);
    expect(await screen.findByLabelText('รหัสผู้แนะนำ (ถ้ามี)')).toHaveValue('somchai');
  });
});
