import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PlayState } from '@sanam/contract/play.ts';
import { setSession } from '../../../lib/session.ts';
import { fail, mockApi, ok, type MockReply } from '@sanam/client/testing/mock.ts';
import { member, tokens } from '../../../test/member-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

const slow = { timeout: 5_000 };

const state: PlayState = {
  limits: [
    {
      key: 'loss_day',
      in_force: 300,
      own: 300,
      desk: null,
      pending: { amount: 500, confirmable_at: '2099-01-02T03:00:00.000Z' },
    },
    { key: 'stake', in_force: 200, own: 200, desk: null, pending: null },
  ],
  lost: { day: 120, week: 450.5, month: 900 },
  deposited: { day: 0, week: 1000, month: 3000 },
  resets_at: {
    day: '2099-01-01T17:00:00.000Z',
    week: '2099-01-04T17:00:00.000Z',
    month: '2099-01-31T17:00:00.000Z',
  },
  break: null,
  reality_check: 60,
};

function openPlay(setLimit: MockReply = ok({}, 'บันทึกวงเงินแล้ว มีผลทันที'), shown: PlayState = state) {
  setSession({ ...tokens, user: member });
  const api = mockApi({
    '/user/user/get_profile': ok({ user: member }),
    'GET /user/play': ok(shown),
    'POST /user/play/limits': setLimit,
    'POST /user/play/limits/confirm': ok({}, 'ยืนยันแล้ว วงเงินใหม่มีผลทันที'),
  });
  return { ...renderApp('/play'), api };
}

describe('responsible play page', () => {
  it('shows what each period used, each limit in force, and a raise waiting for its 24 hours', async () => {
    openPlay();
    expect(
      await screen.findByRole('heading', { name: 'เล่นอย่างรับผิดชอบ', level: 1 }, slow),
    ).toBeInTheDocument();
    const usage = await screen.findByRole('table', {}, slow);
    const [, today, week] = within(usage).getAllByRole('row');
    expect(
      within(today!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['฿120.00', '฿0.00']);
    expect(
      within(week!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['฿450.50', '฿1,000.00']);

    const lossDay = screen.getAllByRole('listitem').find((li) => li.textContent?.includes('฿300.00'));
    expect(lossDay).toBeDefined();
    expect(lossDay).toHaveTextContent(/ขอเพิ่มเป็น ฿500\.00 ยืนยันได้ตั้งแต่/);
    // the 24 hours have not passed: the confirmation waits
    expect(within(lossDay!).getByRole('button', { name: 'ยืนยัน' })).toBeDisabled();
    // a limit not set reads as none
    expect(screen.getAllByText('ไม่จำกัด')).toHaveLength(5);
  });

  it('sends a new limit in baht and tells the member the server’s answer', async () => {
    const { user, api } = openPlay();
    const field = await screen.findAllByLabelText('ตั้งวงเงิน (บาท)', {}, slow);
    // the first limit not set is the weekly loss limit
    await user.type(field[0]!, '1500');
    await user.click(within(field[0]!.closest('li')!).getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByRole('alertdialog', { name: 'บันทึกวงเงินแล้ว มีผลทันที' })).toBeInTheDocument();
    expect(api.callsTo('POST /user/play/limits').map((c) => c.body)).toEqual([
      { key: 'loss_week', amount: 1500 },
    ]);
  });

  it('refuses an amount that is not a positive baht amount in the form, and sends nothing', async () => {
    const { user, api } = openPlay();
    const field = (await screen.findAllByLabelText('ตั้งวงเงิน (บาท)', {}, slow))[0]!;
    for (const typed of ['0', '-5', '12.345']) {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(within(field.closest('li')!).getByRole('button', { name: 'บันทึก' }));
      expect(await within(field.closest('li')!).findByRole('alert')).toBeInTheDocument();
    }
    expect(api.callsTo('POST /user/play/limits')).toHaveLength(0);
  });

  it('shows the server’s refusal in the member’s words', async () => {
    const { user } = openPlay(fail(409, 'ไม่มีการเปลี่ยนวงเงินที่รอยืนยัน', 'conflict'));
    const field = (await screen.findAllByLabelText('ตั้งวงเงิน (บาท)', {}, slow))[0]!;
    await user.type(field, '100');
    await user.click(within(field.closest('li')!).getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByRole('alertdialog', { name: 'ไม่มีการเปลี่ยนวงเงินที่รอยืนยัน' })).toBeInTheDocument();
  });

  it('lets the member confirm a raise once its 24 hours have passed', async () => {
    const waited = state.limits.map((l) =>
      l.pending ? { ...l, pending: { ...l.pending, confirmable_at: '2000-01-01T00:00:00.000Z' } } : l,
    );
    const { user, api } = openPlay(undefined, { ...state, limits: waited });
    const confirm = await screen.findByRole('button', { name: 'ยืนยัน' }, slow);
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByRole('alertdialog', { name: 'ยืนยันแล้ว วงเงินใหม่มีผลทันที' })).toBeInTheDocument();
    expect(api.callsTo('POST /user/play/limits/confirm').map((c) => c.body)).toEqual([{ key: 'loss_day' }]);
  });
});
