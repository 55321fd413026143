// In-play trading in the bet dialog: a live round that holds a bet for its delay (the countdown while
// the request is on its way), what the member takes when the price moves (sent with the bet, saved
// as their setting), and the receipt saying the price the bet was taken at.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fail, heldReply, ok } from '@sanam/client/testing/mock.ts';
import type { Bet } from '@sanam/contract/matches.ts';
import { aMatch } from '@sanam/fixtures/matches.ts';
import { createdSockets } from '../../../test/fake-socket.ts';
import { i18n } from '../../../lib/i18n.ts';
import { openBetDialog, openRoom } from '../../../test/room-setup.ts';

vi.mock('socket.io-client', () => import('../../../test/fake-socket.ts'));

beforeEach(() => {
  createdSockets.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

/** A round whose bets are held 3 seconds before they are decided, at ด 10/9 (rate 31). */
const delayed = aMatch({ bet_delay: 3 });

/** The bet the server placed: 1,600 on red, at the price it took (ด 10/9 unless told). */
const placed = (bet: Partial<Bet> = {}) =>
  ok(
    {
      bet: {
        id: 90,
        match_id: 5,
        type: 'red',
        amount: 1600,
        rate_id: 31,
        rate_1: 10,
        rate_2: 9,
        multiplier: null,
        ref: 'x',
        status: 'placed',
        payout: null,
        created_at: '2025-01-01T10:07:00.000Z',
        ...bet,
      },
      balance: 10745.5,
      event_point: 43,
    },
    'รับเดิมพันแล้ว',
  );

/** The room's bet dialog on red with 1,600 typed and placed: its confirm step. */
async function confirmStep(options: Parameters<typeof openBetDialog>[0]) {
  const room = await openBetDialog(options);
  await room.user.type(room.input, '1600');
  await room.user.click(within(room.dialog).getByRole('button', { name: 'วางเดิมพัน' }));
  const confirm = await screen.findByRole('dialog', { name: 'ยืนยันการแทง' });
  return { ...room, confirm };
}

/** Fake time moves on, and the promises it lets go (the request's reply, the query cache's notices) run. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const choices = (within_: HTMLElement) =>
  within(within(within_).getByRole('group', { name: 'เมื่อราคาเปลี่ยน' }));

describe('a live bet held for the round’s bet delay', () => {
  it('counts the seconds down while the request is on its way, never below 0, and is gone once the bet is taken', async () => {
    const bet = heldReply();
    const { confirm, api } = await confirmStep({
      match: delayed,
      handlers: { 'POST /user/bet/5': () => bet.reply },
    });
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    fireEvent.click(within(confirm).getByRole('button', { name: 'ยืนยันแทง' }));
    await pass(0);

    expect(within(confirm).getByText('กำลังยืนยันการแทง…')).toBeInTheDocument();
    const timer = within(confirm).getByRole('timer', { name: 'วินาทีที่เหลือ' });
    expect(timer).toHaveTextContent('3');
    // the bet as sent: side, price, stake; nothing to press meanwhile
    expect(within(confirm).getByText('แดง · แดงเพชรบ้านนา')).toBeInTheDocument();
    expect(within(confirm).getByText('ด 10/9')).toBeInTheDocument();
    expect(within(confirm).getByText('1,600.00 บาท')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'แก้ไข' })).toBeDisabled();
    const sendButton = within(confirm).getByRole('button', { name: /ยืนยันแทง/ });
    expect(sendButton).toBeDisabled();
    for (const choice of choices(confirm).getAllByRole('button')) expect(choice).toBeDisabled();
    fireEvent.click(sendButton);
    await pass(0);
    expect(api.callsTo('POST /user/bet/5')).toHaveLength(1);

    await pass(1000);
    expect(timer).toHaveTextContent('2');
    await pass(1000);
    expect(timer).toHaveTextContent('1');
    // the hold is over and the answer is late: no number, never a negative one
    await pass(1000);
    expect(within(confirm).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(confirm).getByText('กำลังยืนยัน…')).toBeInTheDocument();
    await pass(5000);
    expect(within(confirm).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(confirm).queryByText(/-\d/)).not.toBeInTheDocument();
    expect(within(confirm).getByText('กำลังยืนยัน…')).toBeInTheDocument();

    bet.answer(placed());
    await pass(0);
    const popup = screen.getByRole('alertdialog', { name: 'แทงสำเร็จ' });
    expect(within(popup).getByText('ราคาที่ได้ ด 10/9')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('timer', { name: 'วินาทีที่เหลือ' })).not.toBeInTheDocument();
  });

  it('shows a refusal as any other, back on the form with no countdown left', async () => {
    const bet = heldReply();
    const { confirm } = await confirmStep({
      match: delayed,
      handlers: { 'POST /user/bet/5': () => bet.reply },
    });
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    fireEvent.click(within(confirm).getByRole('button', { name: 'ยืนยันแทง' }));
    await pass(1000);
    expect(within(confirm).getByRole('timer')).toHaveTextContent('2');

    bet.answer(fail(409, 'ราคาเปลี่ยนแล้ว กรุณาตรวจสอบราคาใหม่', 'bet.rate_not_current'));
    await pass(0);
    const popup = screen.getByRole('alertdialog', { name: 'แทงไม่สำเร็จ' });
    expect(within(popup).getByText('ราคาเปลี่ยนแล้ว กรุณาตรวจสอบราคาใหม่')).toBeInTheDocument();
    const form = screen.getByRole('dialog', { name: /แทงแดง/ });
    expect(within(form).getByLabelText('จำนวนเงินเดิมพัน (บาท)')).toHaveValue(1600);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText('กำลังยืนยันการแทง…')).not.toBeInTheDocument();
  });

  it('holds nothing on a round without a delay: no countdown while the request is on its way', async () => {
    const bet = heldReply();
    const { user, confirm } = await confirmStep({
      match: aMatch({ bet_delay: 0 }),
      handlers: { 'POST /user/bet/5': () => bet.reply },
    });
    await user.click(within(confirm).getByRole('button', { name: 'ยืนยันแทง' }));
    await waitFor(() => expect(within(confirm).getByRole('button', { name: /ยืนยันแทง/ })).toBeDisabled());
    expect(within(confirm).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(confirm).queryByText('กำลังยืนยันการแทง…')).not.toBeInTheDocument();
    expect(within(confirm).getByText('กรุณาตรวจสอบรายการก่อนยืนยัน')).toBeInTheDocument();
    bet.answer(placed());
    expect(await screen.findByRole('alertdialog', { name: 'แทงสำเร็จ' })).toBeInTheDocument();
  });
});

describe('what the member takes when the price moves', () => {
  it("shows the member's setting, sends a new choice with the bet and saves it as their setting", async () => {
    const { user, confirm, api } = await confirmStep({
      match: delayed,
      handlers: {
        'GET /user/settings/odds': ok({ accept: 'better' }),
        'POST /user/settings/odds': ok({ accept: 'any' }),
        'POST /user/bet/5': placed(),
      },
    });
    const group = choices(confirm);
    expect(await group.findByRole('button', { name: 'รับเฉพาะที่ดีกว่า', pressed: true })).toBeInTheDocument();
    expect(group.getByRole('button', { name: 'ไม่รับ' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(confirm).getByText('รับเมื่อราคาใหม่จ่ายเท่าเดิมหรือมากกว่าเท่านั้น')).toBeInTheDocument();

    await user.click(group.getByRole('button', { name: 'รับทุกราคา' }));
    expect(group.getByRole('button', { name: 'รับทุกราคา' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(confirm).getByText('รับที่ราคาล่าสุดเสมอ แม้จะจ่ายน้อยกว่า')).toBeInTheDocument();
    expect(api.callsTo('POST /user/settings/odds').map((c) => c.body)).toEqual([{ accept: 'any' }]);

    await user.click(within(confirm).getByRole('button', { name: 'ยืนยันแทง' }));
    await screen.findByRole('alertdialog', { name: 'แทงสำเร็จ' });
    expect(api.callsTo('POST /user/bet/5')[0]?.body).toMatchObject({
      type: 'red',
      rateId: 31,
      accept: 'any',
    });
  });

  it('sends "none" for a member who never chose, as the server says', async () => {
    const { user, confirm, api } = await confirmStep({
      match: delayed,
      handlers: { 'POST /user/bet/5': placed() },
    });
    expect(await choices(confirm).findByRole('button', { name: 'ไม่รับ', pressed: true })).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'ยืนยันแทง' }));
    await screen.findByRole('alertdialog', { name: 'แทงสำเร็จ' });
    expect(api.callsTo('POST /user/bet/5')[0]?.body).toMatchObject({ accept: 'none' });
    expect(api.callsTo('POST /user/settings/odds')).toHaveLength(0);
  });

  it('still sends the choice with this bet when saving it as the setting fails, and says so', async () => {
    const { user, confirm, api } = await confirmStep({
      match: delayed,
      handlers: {
        'POST /user/settings/odds': fail(500, 'เกิดข้อผิดพลาด'),
        'POST /user/bet/5': placed(),
      },
    });
    await user.click(await choices(confirm).findByRole('button', { name: 'รับเฉพาะที่ดีกว่า' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'บันทึกเป็นค่าประจำไม่สำเร็จ ใช้กับการแทงครั้งนี้เท่านั้น',
    );
    expect(choices(confirm).getByRole('button', { name: 'รับเฉพาะที่ดีกว่า' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(confirm).getByRole('button', { name: 'ยืนยันแทง' }));
    await screen.findByRole('alertdialog', { name: 'แทงสำเร็จ' });
    expect(api.callsTo('POST /user/bet/5')[0]?.body).toMatchObject({ accept: 'better' });
  });
});

describe('the receipt: the price the bet was taken at', () => {
  it('names the price taken and what a win returns when it is the one the member saw, and closes by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, confirm } = await confirmStep({
      match: delayed,
      handlers: { 'POST /user/bet/5': placed() },
    });
    await user.click(within(confirm).getByRole('button', { name: 'ยืนยันแทง' }));
    const popup = await screen.findByRole('alertdialog', { name: 'แทงสำเร็จ' });
    expect(within(popup).getByText('ราคาที่ได้ ด 10/9')).toBeInTheDocument();
    // red 10/9: 1,600 returns 1,600 + 1,440
    expect(within(popup).getByText('ถ้าชนะได้รับ 3,040.00 บาท')).toBeInTheDocument();
    expect(within(popup).queryByText(/ได้ราคาดีกว่า|รับที่ราคาใหม่/)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1600));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says a bet was taken at better odds than the member saw, and waits for their OK', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, confirm } = await confirmStep({
      match: delayed,
      handlers: {
        'GET /user/settings/odds': ok({ accept: 'better' }),
        // the operator moved to ง 10/9 during the hold: red now pays 10 for 9
        'POST /user/bet/5': placed({ rate_id: 32, rate_1: 9, rate_2: 10 }),
      },
    });
    await user.click(within(confirm).getByRole('button', { name: 'ยืนยันแทง' }));
    const popup = await screen.findByRole('alertdialog', { name: 'แทงสำเร็จ' });
    expect(within(popup).getByText('ได้ราคาดีกว่า ง 10/9 (จากที่เห็น ด 10/9)')).toBeInTheDocument();
    // 1,600 + 1,600 × 10 / 9, down to the satang
    expect(within(popup).getByText('ถ้าชนะได้รับ 3,377.77 บาท')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.getByRole('alertdialog', { name: 'แทงสำเร็จ' })).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'ตกลง' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says a bet was taken at the new price when the member takes any change and it pays less', async () => {
    const { user, confirm } = await confirmStep({
      match: delayed,
      handlers: {
        'GET /user/settings/odds': ok({ accept: 'any' }),
        'POST /user/bet/5': placed({ rate_id: 33, rate_1: 10, rate_2: 8 }),
      },
    });
    await user.click(within(confirm).getByRole('button', { name: 'ยืนยันแทง' }));
    const popup = await screen.findByRole('alertdialog', { name: 'แทงสำเร็จ' });
    expect(within(popup).getByText('รับที่ราคาใหม่ ด 10/8 (จากที่เห็น ด 10/9)')).toBeInTheDocument();
    expect(within(popup).getByText('ถ้าชนะได้รับ 2,880.00 บาท')).toBeInTheDocument();
    expect(within(popup).getByRole('button', { name: 'ตกลง' })).toBeInTheDocument();
  });

  it('says the same in English', async () => {
    await i18n.changeLanguage('en');
    const { user } = openRoom({
      match: delayed,
      handlers: {
        'GET /user/settings/odds': ok({ accept: 'better' }),
        'POST /user/bet/5': placed({ rate_id: 32, rate_1: 9, rate_2: 10 }),
      },
    });
    await user.click(await screen.findByRole('button', { name: /Red corner/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Bet amount (baht)'), '1600');
    await user.click(within(dialog).getByRole('button', { name: 'Place bet' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm bet' });
    const group = within(within(confirm).getByRole('group', { name: 'When the odds change' }));
    expect(await group.findByRole('button', { name: 'Better only', pressed: true })).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm bet' }));
    const popup = await screen.findByRole('alertdialog', { name: 'Bet successful' });
    expect(within(popup).getByText('Taken at better odds: B 10/9 (you saw R 10/9)')).toBeInTheDocument();
    expect(within(popup).getByText('Returns 3,377.77 baht if won')).toBeInTheDocument();
  });
});
