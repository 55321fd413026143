// Screenshots of every member screen at a phone (390) and a desktop (1280) width, kept as CI
// artefacts under e2e/artifacts/ so a reviewer can look at what members see (the console's are in
// console-screens.spec.ts).
import { expectNoSideScroll } from './no-side-scroll.ts';
import {
  consoleOnLaptop,
  createRound,
  DEMO_MEMBER,
  loginMember,
  openBettingAtEvenPrice,
  shot,
  expect,
  test,
} from './support.ts';

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 860 },
];

for (const size of WIDTHS) {
  test(`member screens at ${size.width}px`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true })).toBeVisible();
    await expectNoSideScroll(page, 'login');
    await shot(page, `member-login-${size.name}`);
    await page.goto('/register');
    await expect(page.getByRole('button', { name: 'สมัครสมาชิก', exact: true })).toBeVisible();
    await expectNoSideScroll(page, 'register');
    await shot(page, `member-register-${size.name}`);

    await page.goto('/login');
    await page.getByLabel('เบอร์โทรศัพท์').fill('0800000002');
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
    // the VIP's 50,000 less the 1,500 the demo seed holds for a withdrawal in the cashier's queue
    await expect(page.getByText('48,500.00').first()).toBeVisible();
    await expectNoSideScroll(page, 'home');
    await shot(page, `member-home-${size.name}`);
    await page.getByRole('button', { name: 'เปิดข้อมูลยูส' }).click();
    const dialog = page.getByRole('dialog', { name: 'ข้อมูลยูส' });
    await dialog.getByRole('button', { name: 'เปลี่ยนรหัสผ่าน' }).click();
    await expectNoSideScroll(page, 'user-info');
    await shot(page, `member-user-info-${size.name}`);
    await page.keyboard.press('Escape');

    // the live and ended tabs, a room and the pre-fight page, on the demo seed
    await page.goto('/#live');
    await expect(page.getByRole('tab', { name: /กำลังแข่ง/, selected: true })).toBeVisible();
    await page.getByRole('button', { name: /สนามทดลอง C/, expanded: false }).click();
    await expect(page.getByRole('link', { name: /มวยทดลอง คู่เอก/ }).first()).toHaveAttribute(
      'href',
      /\/prematch\/\d+/,
    );
    // the pre-fight card stays inside its stadium card at 390 px
    const stadiumPanel = await page.getByRole('region', { name: /สนามทดลอง C/ }).boundingBox();
    const prefightCard = await page
      .getByRole('link', { name: /มวยทดลอง คู่เอก/ })
      .first()
      .boundingBox();
    expect(stadiumPanel && prefightCard).toBeTruthy();
    if (stadiumPanel && prefightCard) {
      expect(prefightCard.x).toBeGreaterThanOrEqual(stadiumPanel.x);
      expect(prefightCard.x + prefightCard.width).toBeLessThanOrEqual(stadiumPanel.x + stadiumPanel.width);
    }
    await expectNoSideScroll(page, 'home-live');
    await shot(page, `member-home-live-${size.name}`);
    await page.goto('/#ended');
    await expect(page.getByRole('tab', { name: /จบแล้ว/, selected: true })).toBeVisible();
    await expectNoSideScroll(page, 'home-ended');
    await shot(page, `member-home-ended-${size.name}`);
    // muay results have their own place on the switch
    await page.getByRole('tab', { name: 'มวย', exact: true }).click();
    await expect(page.getByRole('link', { name: /มวยทดลอง คู่ที่ 1/ })).toBeVisible();
    await expectNoSideScroll(page, 'home-ended-muay');
    await shot(page, `member-home-ended-muay-${size.name}`);

    const lists = await page.evaluate(async () => {
      const headers = { authorization: `Bearer ${localStorage.getItem('access_token')}` };
      const read = async (path: string) =>
        (
          (await (await fetch(path, { headers })).json()) as {
            data: Array<{ id: number; is_prefight: boolean }>;
          }
        ).data;
      return { open: await read('/api/user/match/listopen'), ended: await read('/api/user/match/listend') };
    });
    // the demo seed plays four rounds to a result and leaves a pre-fight round open
    const ended = lists.ended.at(-1);
    const prefight = lists.open.find((m) => m.is_prefight);
    expect(ended, 'an ended demo round').toBeDefined();
    expect(prefight, 'the pre-fight demo round').toBeDefined();
    await page.goto(`/match/${ended?.id}`);
    await expect(page.getByText('การแข่งขันจบแล้ว').first()).toBeVisible();
    await expectNoSideScroll(page, 'room-ended');
    await shot(page, `member-room-ended-${size.name}`);
    await page.goto(`/prematch/${prefight?.id}`);
    await expect(page.getByRole('heading', { name: 'ราคาต่อรอง' })).toBeVisible();
    await expectNoSideScroll(page, 'prematch');
    await shot(page, `member-prematch-${size.name}`);
    // the live room and the bet dialog are photographed by the betting journey

    // the wallet dialog's two tabs and the history (the VIP: no withdrawal cap)
    await page.goto('/');
    await page.getByRole('button', { name: 'ฝาก-ถอน' }).click();
    const wallet = page.getByRole('dialog', { name: 'ฝาก-ถอน' });
    // no deposit on record and no deposit limit: the tab first offers one; the member skips it
    const offer = wallet.getByRole('region', { name: 'ตั้งวงเงินฝาก' });
    await expect(offer.getByLabel('ต่อวัน (บาท)')).toBeVisible();
    await expectNoSideScroll(page, 'wallet-deposit-limit-offer');
    await shot(page, `member-wallet-deposit-limit-offer-${size.name}`);
    await offer.getByRole('button', { name: 'ไว้ทีหลัง' }).click();
    await expect(offer).toBeHidden();
    await expect(wallet.getByRole('button', { name: 'คัดลอกเลขบัญชี' })).toBeVisible();
    await expect(wallet.getByText('ยังไม่มีรายการฝาก')).toBeVisible();
    await expectNoSideScroll(page, 'wallet-deposit');
    await shot(page, `member-wallet-deposit-${size.name}`);
    await wallet.getByRole('tab', { name: 'ถอนเงิน' }).click();
    await expect(wallet.getByRole('tab', { name: 'ถอนเงิน', selected: true })).toBeVisible();
    await expect(wallet.getByText('ไม่จำกัด (VIP)')).toBeVisible();
    // the seeded withdrawal waits for the cashier
    await expect(wallet.getByText('รอโอน').first()).toBeVisible();
    await expectNoSideScroll(page, 'wallet-withdraw');
    await shot(page, `member-wallet-withdraw-${size.name}`);
    await page.keyboard.press('Escape');
    await page.goto('/transaction');
    await expect(page.getByRole('button', { name: 'ทั้งหมด', pressed: true })).toBeVisible();
    await expect(page.getByText('ถอนเงิน', { exact: true }).filter({ visible: true }).first()).toBeVisible();
    await expectNoSideScroll(page, 'history');
    await shot(page, `member-history-${size.name}`);

    // the redeem page (the VIP's cap from the demo seed waits to be shipped) and its
    // address form, and the invite page
    await page.goto('/redeem');
    await expect(page.getByRole('listitem', { name: 'แลก 300 เหรียญ รับเครดิต 100 บาท' })).toBeVisible();
    await expect(page.getByText('รอจัดส่ง').filter({ visible: true }).first()).toBeVisible();
    await expectNoSideScroll(page, 'redeem');
    await shot(page, `member-redeem-${size.name}`);
    await page
      .getByRole('listitem', { name: 'หมวกแก๊ปสนามไลฟ์ (เดโม)' })
      .getByRole('button', { name: 'แลกเลย' })
      .click();
    await expect(page.getByRole('dialog', { name: 'ที่อยู่สำหรับจัดส่ง' })).toBeVisible();
    await expectNoSideScroll(page, 'redeem-address');
    await shot(page, `member-redeem-address-${size.name}`);
    await page.keyboard.press('Escape');
    await page.goto('/affiliate');
    await expect(page.getByLabel('ลิงก์ชวนเพื่อนของคุณ')).toHaveValue(/\/register\?affiliate=sndemo02$/);
    await expectNoSideScroll(page, 'affiliate');
    await shot(page, `member-affiliate-${size.name}`);

    // the step page, with the demo's pre-fight round open for steps
    await page.goto('/step');
    await expect(page.getByRole('heading', { name: 'แทงสเต็ป' })).toBeVisible();
    await expect(page.getByText('มวยทดลอง คู่เอก (พรีไฟต์)').first()).toBeVisible();
    await expectNoSideScroll(page, 'step');
    await shot(page, `member-step-${size.name}`);
  });
}

// the live room as a member meets the risk controls: red closed by the operator while blue
// takes bets, a last call counting down (urgent in its last 10 s, then closed), and the bet dialog
// under the round's maximum stake
for (const size of WIDTHS) {
  test(`member room under risk controls at ${size.width}px`, async ({ browser, page }) => {
    const { context: deskContext, page: desk } = await consoleOnLaptop(browser, 'operator1', 'operator1234');
    const id = await createRound(desk, {
      name: `คู่คุมความเสี่ยง ${size.width}`,
      red: 'แดงปิดรับ',
      blue: 'น้ำเงินเปิดรับ',
    });
    await openBettingAtEvenPrice(desk);
    // the switches the console's desk sends, with the desk's own session
    const token = await desk.evaluate(() => localStorage.getItem('admin_access_token'));
    const operator = async (method: 'post' | 'patch', path: string, data?: object) => {
      const res = await desk.request[method](`/api/admin/matches/${id}${path}`, {
        headers: { authorization: `Bearer ${token}` },
        data,
      });
      expect(res.status(), `${method} ${path}`).toBe(200);
    };
    await operator('post', '/sides', { side: 'red', open: false });
    await operator('patch', '/limits', { max_bet: 5000, max_payout: 20000 });
    await operator('post', '/last-call', { seconds: 120 });

    await page.setViewportSize({ width: size.width, height: size.height });
    await loginMember(page, DEMO_MEMBER.phone, DEMO_MEMBER.password);
    await page.goto(`/match/${id}`);
    const red = page.getByRole('button', { name: /แดงปิดรับ/ });
    const blue = page.getByRole('button', { name: /น้ำเงินเปิดรับ/ });
    await expect(red).toBeDisabled();
    await expect(red).toContainText('ปิดรับ');
    await expect(blue).toBeEnabled();
    await expect(page.getByRole('timer')).toHaveText(/^ปิดรับแทงใน [12]:\d\d$/);
    await expectNoSideScroll(page, 'room-risk');
    await shot(page, `member-room-risk-${size.name}`);

    await blue.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('สูงสุด 5,000.00 บาท')).toBeVisible();
    await dialog.getByLabel('จำนวนเงินเดิมพัน (บาท)').fill('6000');
    await shot(page, `member-bet-max-stake-${size.name}`);
    await dialog.getByRole('button', { name: 'วางเดิมพัน' }).click();
    const refusal = page.getByRole('alertdialog', { name: 'ไม่สามารถแทงได้' });
    await expect(refusal).toContainText('ยอดแทงสูงสุด 5000 บาท');
    await shot(page, `member-bet-max-stake-refused-${size.name}`);
    await refusal.getByRole('button').first().click();
    // blue closes under the open dialog: it says so and sends nothing
    await operator('post', '/sides', { side: 'blue', open: false });
    await expect(dialog.getByRole('alert')).toHaveText('ปิดรับแทงฝั่งน้ำเงินแล้ว');
    await expect(dialog.getByRole('button', { name: 'วางเดิมพัน' })).toBeDisabled();
    await shot(page, `member-bet-side-closed-${size.name}`);
    await page.keyboard.press('Escape');
    await operator('post', '/sides', { side: 'blue', open: true });
    await expect(blue).toBeEnabled();

    // a short last call: its last seconds, then betting closes on its own
    await operator('post', '/last-call/cancel');
    await operator('post', '/last-call', { seconds: 10 });
    await expect(page.getByRole('timer')).toHaveText(/^ปิดรับแทงใน 0:(10|0\d)$/);
    await shot(page, `member-room-last-call-urgent-${size.name}`);
    await expect(page.getByText('ปิดรับแทงแล้ว').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('ปิดรับแทง', { exact: true })).toBeVisible();
    await shot(page, `member-room-last-call-closed-${size.name}`);

    await operator('post', '/end', { result: 'other' });
    await deskContext.close();
  });
}
