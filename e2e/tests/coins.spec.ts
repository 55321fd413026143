// Journey: a member tries the coin pattern (many small bets) on a round; the
// operator ends it and the member's coins are unchanged, while a bet at the coin minimum earns one
// coin once its round is settled. A stake under the round's minimum is refused in the dialog.
import type { Page } from '@playwright/test';
import { consoleOnLaptop, createRound, demoMemberOnPhone, expectLedgerOk, expect, test } from './support.ts';

/** The signed-in member's coins as the server has them. */
async function memberCoins(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('access_token');
    const res = await fetch('/api/user/user/get_profile', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { data: { user: { event_point: number } } };
    return body.data.user.event_point;
  });
}

async function openRound(desk: Page, name: string): Promise<number> {
  const matchId = await createRound(desk, { name, red: `แดง ${name}`, blue: `น้ำเงิน ${name}` });
  await desk.getByRole('button', { name: 'ด 10/9', exact: true }).click();
  await desk.getByRole('button', { name: 'เปิดรับแทง', exact: true }).click();
  return matchId;
}

async function betRed(member: Page, name: string, amount: number) {
  await member.getByRole('button', { name: new RegExp(`แดง ${name}`) }).click();
  const dialog = member.getByRole('dialog');
  await dialog.getByLabel('จำนวนเงินเดิมพัน (บาท)').fill(String(amount));
  await dialog.getByRole('button', { name: 'วางเดิมพัน' }).click();
}

async function endRed(desk: Page, member: Page) {
  await desk.getByRole('button', { name: 'แดงชนะ', exact: true }).click();
  await desk.getByRole('button', { name: 'ยืนยันผล: แดงชนะ' }).click();
  const end = member.getByRole('alertdialog', { name: 'การแข่งขันจบแล้ว' });
  await expect(end).toBeVisible();
}

test('small bets earn no coins; a bet at the coin minimum earns one when its round is settled', async ({
  browser,
}) => {
  const { context: deskContext, page: desk } = await consoleOnLaptop(browser, 'operator1', 'operator1234');
  const { context: memberContext, page: member } = await demoMemberOnPhone(browser);
  const coinsBefore = await memberCoins(member);

  // round 1: the coin pattern, three bets of the minimum stake; and one under it, refused
  const first = await openRound(desk, 'เหรียญ1');
  await member.goto(`/match/${first}`);
  await betRed(member, 'เหรียญ1', 5);
  await expect(member.getByRole('alertdialog', { name: 'ไม่สามารถแทงได้' })).toContainText('ยอดแทงขั้นต่ำ 10 บาท');
  await member.getByRole('alertdialog', { name: 'ไม่สามารถแทงได้' }).getByRole('button').first().click();
  await member.keyboard.press('Escape');
  for (let i = 0; i < 3; i++) {
    await betRed(member, 'เหรียญ1', 10);
    await member.getByRole('button', { name: 'ยืนยันแทง' }).click();
    await expect(member.getByText('แทงสำเร็จ').first()).toBeVisible();
    await member.keyboard.press('Escape');
  }
  expect(await memberCoins(member)).toBe(coinsBefore);
  await endRed(desk, member);
  await expect.poll(() => memberCoins(member)).toBe(coinsBefore);

  // round 2: one bet at the coin minimum earns one coin, at the settlement and not before
  await desk.goto('/admin/matches');
  const second = await openRound(desk, 'เหรียญ2');
  await member.goto(`/match/${second}`);
  await betRed(member, 'เหรียญ2', 100);
  await member.getByRole('button', { name: 'ยืนยันแทง' }).click();
  await expect(member.getByText('แทงสำเร็จ').first()).toBeVisible();
  expect(await memberCoins(member)).toBe(coinsBefore);
  await endRed(desk, member);
  await expect.poll(() => memberCoins(member)).toBe(coinsBefore + 1);

  await expectLedgerOk(desk);
  await deskContext.close();
  await memberContext.close();
});
