import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok } from '@sanam/client/testing/mock.ts';
import { aBet } from '@sanam/fixtures/bets.ts';
import { aMatch } from '@sanam/fixtures/matches.ts';
import { createdSockets } from '../../../test/fake-socket.ts';
import { member } from '../../../test/member-session.ts';
import { expectRefusedBeforeSending, openBetDialog } from '../../../test/room-setup.ts';

vi.mock('socket.io-client', () => import('../../../test/fake-socket.ts'));

beforeEach(() => {
  createdSockets.length = 0;
});

/** The bet's request fails before any answer (no network, aborted); the room's other requests are answered. */
const failingBet = (error: Error) => ({ [`POST /user/bet/${aMatch().id}`]: () => Promise.reject(error) });

const betData = {
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
  },
  balance: 10745.5,
  event_point: 43,
};

describe('bet dialog: form (spec §2)', () => {
  it('is titled with the team and colour, and starts empty with clear and place disabled', async () => {
    const { dialog, input } = await openBetDialog();
    expect(dialog).toHaveAccessibleName('แทงแดง · แดงเพชรบ้านนา');
    expect(input).toHaveValue(null);
    expect(input).toHaveAttribute('step', '100');
    expect(input).toHaveAttribute('min', '0');
    expect(within(dialog).getByRole('button', { name: 'ล้าง' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'วางเดิมพัน' })).toBeDisabled();
    expect(within(dialog).getByText('ด 10/9')).toBeInTheDocument();
  });

  it('adds the quick amounts up, and clear empties the field', async () => {
    const { user, dialog, input } = await openBetDialog();
    const quick = within(within(dialog).getByRole('group', { name: 'เพิ่มจำนวนเงินด่วน' })).getAllByRole(
      'button',
    );
    expect(quick.map((b) => b.textContent)).toEqual([
      '+100',
      '+500',
      '+1,000',
      '+2,500',
      '+5,000',
      '+10,000',
    ]);
    await user.click(within(dialog).getByRole('button', { name: '+100' }));
    await user.click(within(dialog).getByRole('button', { name: '+500' }));
    await user.click(within(dialog).getByRole('button', { name: '+1,000' }));
    expect(input).toHaveValue(1600);
    expect(within(dialog).getByRole('button', { name: 'ล้าง' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'วางเดิมพัน' })).toBeEnabled();
    // red 10/9: 1,600 returns 1,600 + 1,440
    expect(within(dialog).getByText('3,040.00 บาท')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ล้าง' }));
    expect(input).toHaveValue(null);
    expect(within(dialog).getByRole('button', { name: 'วางเดิมพัน' })).toBeDisabled();
  });

  it('takes digits only', async () => {
    const { user, input } = await openBetDialog();
    await user.type(input, '-1e2.5');
    expect(input).toHaveValue(125);
  });

  it('"cannot bet / please enter the bet amount" for 0, and sends nothing', async () => {
    await expectRefusedBeforeSending(await openBetDialog(), '0', 'กรุณาใส่จำนวนเงินเดิมพัน');
  });

  it("shows the round's minimum stake and refuses less, naming it, sending nothing", async () => {
    const room = await openBetDialog({ match: aMatch({ min_bet: 50 }) });
    expect(within(room.dialog).getByText('แทงขั้นต่ำ 50.00 บาท')).toBeInTheDocument();
    await expectRefusedBeforeSending(room, '49', 'ยอดแทงขั้นต่ำ 50 บาท');
  });

  it('refuses more than the balance before the confirm step, and sends nothing', async () => {
    // the member holds 12,345.50
    await expectRefusedBeforeSending(await openBetDialog(), '99990', 'ยอดเงินไม่เพียงพอ');
    expect(screen.queryByRole('dialog', { name: 'ยืนยันการแทง' })).not.toBeInTheDocument();
  });

  it('says the steps the stake moves in and refuses an amount off them, naming the step', async () => {
    // a minimum of 100 sets the spec's step of 100 baht
    const room = await openBetDialog({ match: aMatch({ min_bet: 100 }) });
    expect(within(room.dialog).getByText('เพิ่มทีละ 100.00 บาท')).toBeInTheDocument();
    await expectRefusedBeforeSending(room, '150', 'ยอดแทงต้องเป็นทวีคูณของ 100 บาท');
  });

  it('keeps the quick amounts on the steps of a small minimum, and takes a stake at the minimum', async () => {
    const { user, dialog, input } = await openBetDialog();
    expect(within(dialog).getByText('เพิ่มทีละ 10.00 บาท')).toBeInTheDocument();
    await user.type(input, '10');
    await user.click(within(dialog).getByRole('button', { name: '+2,500' }));
    expect(input).toHaveValue(2510);
    await user.click(within(dialog).getByRole('button', { name: 'วางเดิมพัน' }));
    expect(await screen.findByRole('dialog', { name: 'ยืนยันการแทง' })).toBeInTheDocument();
  });

  it('"cannot bet / betting temporarily closed" while betting is closed', async () => {
    await expectRefusedBeforeSending(
      await openBetDialog({ match: aMatch({ is_open: 0 }) }),
      '500',
      'ปิดรับแทงชั่วคราว',
    );
  });
});

describe('bet dialog: confirm and send (spec §2, §7, §8)', () => {
  it('confirms colour, rate name and amount, sends {amount, type, ref, rateId, accept}, then shows success and the new balance', async () => {
    let historyCalls = 0;
    const { user, dialog, input, api } = await openBetDialog({
      handlers: {
        '/user/bet/5': ok(betData, 'รับเดิมพันแล้ว'),
        '/user/transaction/5': () =>
          ++historyCalls > 1 ? ok([aBet({ bet_amount: 1600, amount: -1600 })]) : ok([]),
      },
    });
    await user.type(input, '1600');
    await user.click(within(dialog).getByRole('button', { name: 'วางเดิมพัน' }));

    const confirm = await screen.findByRole('dialog', { name: 'ยืนยันการแทง' });
    expect(within(confirm).getByText('แดง · แดงเพชรบ้านนา')).toBeInTheDocument();
    expect(within(confirm).getByText('ด 10/9')).toBeInTheDocument();
    expect(within(confirm).getByText('1,600.00 บาท')).toBeInTheDocument();
    expect(api.callsTo('/user/bet/5')).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'ยืนยันแทง' }));
    const popup = await screen.findByRole('alertdialog', { name: 'แทงสำเร็จ' });
    expect(within(popup).getByText('รับเดิมพันแล้ว')).toBeInTheDocument();
    const [call] = api.callsTo('/user/bet/5');
    const { ref, ...rest } = call?.body as { ref: string };
    expect(rest).toEqual({ amount: 1600, type: 'red', rateId: 31, accept: 'none' });
    expect(ref).toMatch(/^5-\d{13}-[a-z0-9]+$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('฿10,745.50')).toBeInTheDocument();
    expect(await screen.findByText('฿1,600.00')).toBeInTheDocument();
  });

  it('uses a new ref for each attempt', async () => {
    const { user, dialog, input, api } = await openBetDialog({
      handlers: { '/user/bet/5': fail(409, 'ราคาเปลี่ยนแล้ว กรุณาตรวจสอบราคาใหม่', 'bet.rate_not_current') },
    });
    await user.type(input, '100');
    for (let i = 0; i < 2; i++) {
      await user.click(within(dialog).getByRole('button', { name: 'วางเดิมพัน' }));
      await user.click(await screen.findByRole('button', { name: 'ยืนยันแทง' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ตกลง' }));
    }
    const refs = api.callsTo('/user/bet/5').map((c) => (c.body as { ref: string }).ref);
    expect(refs).toHaveLength(2);
    expect(refs[0]).not.toBe(refs[1]);
  });

  it('"bet failed" with the server message, back on the form with the amount kept', async () => {
    const { user, dialog, input } = await openBetDialog({
      handlers: { '/user/bet/5': fail(409, 'ยอดเงินไม่เพียงพอ', 'ledger.insufficient_balance') },
    });
    await user.type(input, '500');
    await user.click(within(dialog).getByRole('button', { name: 'วางเดิมพัน' }));
    await user.click(await screen.findByRole('button', { name: 'ยืนยันแทง' }));
    const popup = await screen.findByRole('alertdialog', { name: 'แทงไม่สำเร็จ' });
    expect(within(popup).getByText('ยอดเงินไม่เพียงพอ')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: /แทงแดง/ })).toBeInTheDocument();
    expect(input).toHaveValue(500);
  });

  it('"bet failed / please try again" when the server refuses without a message', async () => {
    const { user, dialog, input } = await openBetDialog({
      handlers: { '/user/bet/5': { status: 200, body: { success: false, message: '', data: null } } },
    });
    await user.type(input, '500');
    await user.click(within(dialog).getByRole('button', { name: 'วางเดิมพัน' }));
    await user.click(await screen.findByRole('button', { name: 'ยืนยันแทง' }));
    const popup = await screen.findByRole('alertdialog', { name: 'แทงไม่สำเร็จ' });
    expect(within(popup).getByText('กรุณาลองใหม่อีกครั้ง')).toBeInTheDocument();
  });

  it('"error occurred" with the exception message when the request cannot be made', async () => {
    const { user, dialog, input } = await openBetDialog({
      handlers: failingBet(new TypeError('Failed to fetch')),
    });
    await user.type(input, '500');
    await user.click(within(dialog).getByRole('button', { name: 'วางเดิมพัน' }));
    await user.click(await screen.findByRole('button', { name: 'ยืนยันแทง' }));
    const popup = await screen.findByRole('alertdialog', { name: 'เกิดข้อผิดพลาด' });
    expect(within(popup).getByText(/เชื่อมต่อเซิร์ฟเวอร์ไม่ได้/)).toBeInTheDocument();
  });

  it('"error occurred / cannot place bet" when the exception has no message', async () => {
    const { user, dialog, input } = await openBetDialog({
      handlers: failingBet(new DOMException('', 'AbortError')),
    });
    await user.type(input, '500');
    await user.click(within(dialog).getByRole('button', { name: 'วางเดิมพัน' }));
    await user.click(await screen.findByRole('button', { name: 'ยืนยันแทง' }));
    const popup = await screen.findByRole('alertdialog', { name: 'เกิดข้อผิดพลาด' });
    expect(within(popup).getByText('ไม่สามารถวางเดิมพันได้')).toBeInTheDocument();
  });

  it('sends a tie bet with rateId 0 at the tie multiplier', async () => {
    const { user, dialog, input, api } = await openBetDialog(
      {
        match: aMatch({ is_open_tie: 1, tie_multiplier: 1.7 }),
        handlers: { '/user/bet/5': ok({ ...betData, bet: { ...betData.bet, type: 'tie' } }, 'แทงสำเร็จ') },
      },
      /แทงเสมอ/,
    );
    expect(dialog).toHaveAccessibleName('แทงเสมอ');
    await user.type(input, '200');
    await user.click(within(dialog).getByRole('button', { name: 'วางเดิมพัน' }));
    const confirm = await screen.findByRole('dialog', { name: 'ยืนยันการแทง' });
    expect(within(confirm).getByText('x1.7')).toBeInTheDocument();
    expect(within(confirm).getByText('340.00 บาท')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'ยืนยันแทง' }));
    await screen.findByRole('alertdialog', { name: 'แทงสำเร็จ' });
    expect(api.callsTo('/user/bet/5')[0]?.body).toMatchObject({
      amount: 200,
      type: 'tie',
      rateId: 0,
      multiplier: 1.7,
    });
  });

  it('the edit button goes back to the form', async () => {
    const { user, dialog, input } = await openBetDialog();
    await user.type(input, '300');
    await user.click(within(dialog).getByRole('button', { name: 'วางเดิมพัน' }));
    await user.click(await screen.findByRole('button', { name: 'แก้ไข' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveAccessibleName('แทงแดง · แดงเพชรบ้านนา'));
    expect(screen.getByLabelText('จำนวนเงินเดิมพัน (บาท)')).toHaveValue(300);
  });
});

describe("bet dialog: the member's own betting controls", () => {
  const controlled = (betting: Partial<typeof member.betting>, balance = member.balance) => ({
    ...member,
    balance,
    betting: { ...member.betting, ...betting },
  });

  it('shows their own largest stake and refuses more, naming it, sending nothing', async () => {
    const room = await openBetDialog({ user: controlled({ max_bet: 1000 }) });
    expect(within(room.dialog).getByText('สูงสุด 1,000.00 บาท')).toBeInTheDocument();
    await expectRefusedBeforeSending(room, '1010', 'ยอดแทงสูงสุด 1000 บาท');
  });

  it("applies their factor to the round's largest stake", async () => {
    const room = await openBetDialog({
      match: aMatch({ max_bet: 5000 }),
      user: controlled({ limit_factor: 0.5 }),
    });
    expect(within(room.dialog).getByText('สูงสุด 2,500.00 บาท')).toBeInTheDocument();
    await expectRefusedBeforeSending(room, '2510', 'ยอดแทงสูงสุด 2500 บาท');
  });

  it('says at once that their betting is suspended, with place off', async () => {
    const { user, dialog, input, api } = await openBetDialog({ user: controlled({ bet_suspended: true }) });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('บัญชีของคุณถูกระงับการแทง กรุณาติดต่อแอดมิน');
    await user.type(input, '100');
    expect(within(dialog).getByRole('button', { name: 'วางเดิมพัน' })).toBeDisabled();
    expect(api.callsTo('/user/bet/5')).toHaveLength(0);
  });

  it('refuses any stake while they owe the house after a corrected result', async () => {
    const room = await openBetDialog({ user: controlled({}, -250.5) });
    expect(within(room.dialog).getByText('-฿250.50')).toBeInTheDocument();
    await expectRefusedBeforeSending(room, '100', 'ยอดเงินไม่เพียงพอ');
  });
});
