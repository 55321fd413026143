// Journey: a member bets in a room whose sandbox stream is playing. It guards
// against a stream that freezes the page (hls.js walking an array as long as an epoch-sized
// discontinuity number on every playlist reload): no frame painted, a bet button never stable.
import type { Page } from '@playwright/test';
import {
  baht,
  consoleOnLaptop,
  createRound,
  demoMemberOnPhone,
  expectLedgerOk,
  headerBalance,
  memberBalance,
  openBettingAtEvenPrice,
  shot,
  expect,
  test,
} from './support.ts';

/** how long the video is watched, and the least it must advance in that time */
const WATCH_MS = 20_000;
const ADVANCE_SECONDS_MIN = 15;

/** The room's video position (seconds) and the wall clock it was read at (ms). */
async function videoClock(page: Page) {
  return page
    .getByRole('region', { name: 'ถ่ายทอดสด' })
    .locator('video')
    .evaluate((video: HTMLVideoElement) => ({ seconds: video.currentTime, at: Date.now() }));
}

test('a member bets from a room whose stream is playing, and the video keeps playing', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // the operator opens a round on a stream channel (the sandbox plays its clip for any channel)
  const { context: deskContext, page: desk } = await consoleOnLaptop(browser, 'operator1', 'operator1234');
  const matchId = await createRound(desk, {
    name: 'คู่ถ่ายทอดสด E2E',
    red: 'แดงสายฟ้า (ทดลอง)',
    blue: 'น้ำเงินพายุ (ทดลอง)',
    channel: 'e2e-ring',
  });
  await openBettingAtEvenPrice(desk);

  // the member, on a phone, opens the room and the stream starts
  const { context: memberContext, page: member } = await demoMemberOnPhone(browser);
  const before = await memberBalance(member);
  await member.goto(`/match/${matchId}`);
  await expect(member.getByRole('heading', { name: /คู่ถ่ายทอดสด E2E/ })).toBeVisible();
  await expect(member.getByText('กำลังโหลดสัญญาณถ่ายทอดสด')).toBeHidden();
  await expect.poll(async () => (await videoClock(member)).seconds).toBeGreaterThan(0);
  const start = await videoClock(member);
  await shot(member, 'member-room-stream-phone');

  // the bet, by plain clicks while the video plays
  const redButton = member.getByRole('button', { name: /แดงสายฟ้า \(ทดลอง\)/ });
  await expect(redButton).toContainText('ด 10/9');
  await redButton.click();
  const dialog = member.getByRole('dialog');
  await dialog.getByRole('button', { name: '+1,000' }).click();
  await expect(dialog.getByLabel('จำนวนเงินเดิมพัน (บาท)')).toHaveValue('1000');
  await dialog.getByRole('button', { name: 'วางเดิมพัน' }).click();
  await member.getByRole('button', { name: 'ยืนยันแทง' }).click();
  const accepted = member.getByRole('alertdialog', { name: 'แทงสำเร็จ' });
  await expect(accepted).toBeVisible();
  await expect(headerBalance(member)).toContainText(baht(before - 1000));
  expect(await memberBalance(member)).toBe(before - 1000);
  await expect(member.getByText('แทงฝั่งแดง').first()).toBeVisible();

  // the same room on a laptop's width, still playing, once the popup has closed by itself
  await expect(accepted).toBeHidden();
  await member.setViewportSize({ width: 1280, height: 900 });
  await shot(member, 'member-room-stream-desktop');

  // the video kept time while the member bet: a stalled player reads the same position again
  await member.waitForTimeout(Math.max(0, WATCH_MS - (Date.now() - start.at)));
  const end = await videoClock(member);
  expect(end.at - start.at).toBeGreaterThanOrEqual(WATCH_MS);
  expect(end.seconds - start.seconds).toBeGreaterThan(ADVANCE_SECONDS_MIN);

  // the operator ends the round so no later journey finds it running; the member is paid 1,000 + 900
  await desk.getByRole('button', { name: 'แดงชนะ', exact: true }).click();
  await desk.getByRole('button', { name: 'ยืนยันผล: แดงชนะ' }).click();
  await expect(headerBalance(member)).toContainText(baht(before + 900));
  await expectLedgerOk(desk);
  await deskContext.close();
  await memberContext.close();
});
