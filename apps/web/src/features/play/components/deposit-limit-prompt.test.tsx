import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PlayLimit, PlayState } from '@sanam/contract/play.ts';
import { fail, mockApi, ok, type MockReply } from '@sanam/client/testing/mock.ts';
import { member, quietHomeRoutes, tokens } from '../../../test/member-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { aDeposit, aMember, openWallet, slow } from '../../../test/wallet-setup.ts';

const playState = (limits: PlayLimit[] = []): PlayState => ({
  limits,
  lost: { day: 0, week: 0, month: 0 },
  deposited: { day: 0, week: 0, month: 0 },
  resets_at: {
    day: '2099-01-01T17:00:00.000Z',
    week: '2099-01-04T17:00:00.000Z',
    month: '2099-01-31T17:00:00.000Z',
  },
  break: null,
  reality_check: 60,
});

const saved = ok({}, 'บันทึกวงเงินแล้ว มีผลทันที');

async function register(setLimit: MockReply = saved) {
  const api = mockApi({
    ...quietHomeRoutes(member),
    '/user/register': ok({ ...tokens, user: member }),
    '/user/user/ipaddress': ok(null),
    'GET /user/play': ok(playState()),
    'POST /user/play/limits': setLimit,
  });
  const app = renderApp('/register');
  await app.user.type(screen.getByLabelText('เบอร์โทรศัพท์'), '0812345678');
  await app.user.type(screen.getByLabelText('รหัสผ่าน'), 'secret1');
  await app.user.type(screen.getByLabelText('ยืนยันรหัสผ่าน'), 'secret1');
  await app.user.type(screen.getByLabelText('ชื่อ-นามสกุล'), 'สมชาย ใจดี');
  await app.user.selectOptions(screen.getByLabelText('ธนาคาร'), 'KBANK');
  await app.user.type(screen.getByLabelText('เลขบัญชีธนาคาร'), '1234567890');
  const submit = screen.getByRole('button', { name: 'สมัครสมาชิก' });
  await waitFor(() => expect(submit).toBeEnabled());
  await app.user.click(submit);
  const dialog = await screen.findByRole('dialog', { name: 'ตั้งวงเงินฝาก' }, slow);
  return { ...app, api, dialog };
}

describe('the deposit limit offered at registration', () => {
  it(
    'meets the new member at home; the amounts given are saved as deposit limits, the empty one left',
    { timeout: 15_000 },
    async () => {
      const { user, api, dialog, router } = await register();
      expect(router.state.location.pathname).toBe('/');
      await user.type(within(dialog).getByLabelText('ต่อวัน (บาท)'), '2000');
      await user.type(within(dialog).getByLabelText('ต่อเดือน (บาท)'), '20000');
      await user.click(within(dialog).getByRole('button', { name: 'บันทึกวงเงิน' }));
      expect(await screen.findByRole('alertdialog', { name: 'บันทึกวงเงินฝากแล้ว มีผลทันที' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'ตั้งวงเงินฝาก' })).not.toBeInTheDocument();
      expect(api.callsTo('POST /user/play/limits').map((c) => c.body)).toEqual([
        { key: 'deposit_day', amount: 2000 },
        { key: 'deposit_month', amount: 20000 },
      ]);
    },
  );

  it(
    'is skipped with "not now", sends nothing, and is not made again at the first deposit',
    { timeout: 15_000 },
    async () => {
      const { user, api, dialog } = await register();
      await user.click(within(dialog).getByRole('button', { name: 'ไว้ทีหลัง' }));
      expect(screen.queryByRole('dialog', { name: 'ตั้งวงเงินฝาก' })).not.toBeInTheDocument();
      expect(api.callsTo('POST /user/play/limits')).toHaveLength(0);
      // the same member, who has not deposited yet, opens the deposit tab
      const { dialog: wallet } = await openWallet({
        user: aMember({ id: member.id }),
        handlers: { 'GET /user/play': ok(playState()) },
      });
      expect(await within(wallet).findByText('111-2-22333-4', {}, slow)).toBeInTheDocument();
      expect(within(wallet).queryByRole('region', { name: 'ตั้งวงเงินฝาก' })).not.toBeInTheDocument();
    },
  );

  it(
    'refuses an amount that is not a positive baht amount, or no amount at all, and sends nothing',
    { timeout: 15_000 },
    async () => {
      const { user, api, dialog } = await register();
      await user.click(within(dialog).getByRole('button', { name: 'บันทึกวงเงิน' }));
      expect(await within(dialog).findByText('กรอกวงเงินอย่างน้อยหนึ่งช่อง หรือกด “ไว้ทีหลัง”')).toBeInTheDocument();
      const weekly = within(dialog).getByLabelText('ต่อสัปดาห์ (บาท)');
      for (const typed of ['0', '-5', '12.345']) {
        await user.clear(weekly);
        await user.type(weekly, typed);
        await user.click(within(dialog).getByRole('button', { name: 'บันทึกวงเงิน' }));
        expect(weekly).toHaveAttribute('aria-invalid', 'true');
      }
      expect(api.callsTo('POST /user/play/limits')).toHaveLength(0);
    },
  );

  it('keeps the dialog open with the server’s refusal', { timeout: 15_000 }, async () => {
    const { user, dialog } = await register(fail(409, 'ขณะนี้ยังตั้งวงเงินไม่ได้', 'conflict'));
    await user.type(within(dialog).getByLabelText('ต่อสัปดาห์ (บาท)'), '5000');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึกวงเงิน' }));
    expect(await within(dialog).findByText('ขณะนี้ยังตั้งวงเงินไม่ได้')).toBeInTheDocument();
  });
});

describe('the deposit limit offered at the first deposit', () => {
  it('is made at the top of the deposit tab to a member who has never deposited, once', async () => {
    const { user, dialog, api, unmount } = await openWallet({
      handlers: { 'GET /user/play': ok(playState()), 'POST /user/play/limits': saved },
    });
    const offer = await within(dialog).findByRole('region', { name: 'ตั้งวงเงินฝาก' }, slow);
    // the deposit account stays in reach below it
    expect(within(dialog).getByText('111-2-22333-4')).toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'ไว้ทีหลัง' }));
    expect(within(dialog).queryByRole('region', { name: 'ตั้งวงเงินฝาก' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /user/play/limits')).toHaveLength(0);

    // the next opening, in the same browser, remembers the answer
    unmount();
    const again = await openWallet({ handlers: { 'GET /user/play': ok(playState()) } });
    expect(await within(again.dialog).findByText('111-2-22333-4', {}, slow)).toBeInTheDocument();
    expect(within(again.dialog).queryByRole('region', { name: 'ตั้งวงเงินฝาก' })).not.toBeInTheDocument();
  });

  it('saves what the member gives from the deposit tab', async () => {
    const { user, dialog, api } = await openWallet({
      handlers: { 'GET /user/play': ok(playState()), 'POST /user/play/limits': saved },
    });
    const offer = await within(dialog).findByRole('region', { name: 'ตั้งวงเงินฝาก' }, slow);
    await user.type(within(offer).getByLabelText('ต่อสัปดาห์ (บาท)'), '3000');
    await user.click(within(offer).getByRole('button', { name: 'บันทึกวงเงิน' }));
    expect(await screen.findByRole('alertdialog', { name: 'บันทึกวงเงินฝากแล้ว มีผลทันที' })).toBeInTheDocument();
    expect(api.callsTo('POST /user/play/limits').map((c) => c.body)).toEqual([
      { key: 'deposit_week', amount: 3000 },
    ]);
    expect(within(dialog).queryByRole('region', { name: 'ตั้งวงเงินฝาก' })).not.toBeInTheDocument();
  });

  it('is not made to a member who has deposited, or who has a deposit limit set or waiting', async () => {
    const deposited = await openWallet({
      requests: { deposits: [aDeposit()], withdrawals: [] },
      handlers: { 'GET /user/play': ok(playState()) },
    });
    expect(await within(deposited.dialog).findAllByRole('listitem', {}, slow)).toHaveLength(1);
    expect(within(deposited.dialog).queryByRole('region', { name: 'ตั้งวงเงินฝาก' })).not.toBeInTheDocument();
    deposited.unmount();

    const waiting: PlayLimit = {
      key: 'deposit_month',
      in_force: null,
      own: null,
      desk: null,
      pending: { amount: 5000, confirmable_at: '2099-01-01T00:00:00.000Z' },
    };
    const limited = await openWallet({ handlers: { 'GET /user/play': ok(playState([waiting])) } });
    await waitFor(() => expect(limited.api.callsTo('GET /user/play').length).toBeGreaterThan(0));
    expect(await within(limited.dialog).findByText('ยังไม่มีรายการฝาก', {}, slow)).toBeInTheDocument();
    expect(within(limited.dialog).queryByRole('region', { name: 'ตั้งวงเงินฝาก' })).not.toBeInTheDocument();
  });
});
