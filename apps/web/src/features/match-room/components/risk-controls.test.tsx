// The round's risk controls as a member meets them in the room: a side closed on its own, the last
// call's countdown, and the round's limits in the bet dialog, in the server's words.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { fail } from '@sanam/client/testing/mock.ts';
import { aMatch } from '@sanam/fixtures/matches.ts';
import { createdSockets, lastSocket } from '../../../test/fake-socket.ts';
import { expectRefusedBeforeSending, openBetDialog, openRoom } from '../../../test/room-setup.ts';
import { formatCountdown, secondsUntil } from './last-call.ts';

vi.mock('socket.io-client', () => import('../../../test/fake-socket.ts'));

beforeEach(() => {
  createdSockets.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

const redButton = () => screen.findByRole('button', { name: /ฝั่งแดง/ });
const blueButton = () => screen.getByRole('button', { name: /ฝั่งน้ำเงิน/ });

/** Fake time moves on; the query cache tells the screen on a timer of its own, so even 0 ms counts. */
const pass = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('a side closed on its own', () => {
  it.each([
    { room: 'live room', path: '/match/5', match: aMatch({ red_closed_by: 'operator' }) },
    {
      room: 'pre-fight page',
      path: '/prematch/5',
      match: aMatch({ is_prefight: true, red_closed_by: 'operator' }),
    },
  ])(
    'greys out a closed red side, saying so, while blue still takes a bet ($room)',
    async ({ path, match }) => {
      const { user } = openRoom({ path, match });
      const red = await redButton();
      expect(red).toBeDisabled();
      expect(within(red).getByText('ปิดรับ')).toBeInTheDocument();
      expect(within(red).queryByText('ด 10/9')).not.toBeInTheDocument();
      expect(blueButton()).toBeEnabled();
      expect(within(blueButton()).getByText('ด 10/9')).toBeInTheDocument();
      await user.click(blueButton());
      expect(await screen.findByRole('dialog', { name: 'แทงน้ำเงิน · ดำทองคำ' })).toBeInTheDocument();
    },
  );

  it('turns a dialog at its confirm step back to the form when its side closes, and sends nothing', async () => {
    const { user, dialog, input, api } = await openBetDialog();
    await user.type(input, '500');
    await user.click(within(dialog).getByRole('button', { name: 'วางเดิมพัน' }));
    expect(await screen.findByRole('dialog', { name: 'ยืนยันการแทง' })).toBeInTheDocument();

    // the liability cap closes red: CHANGE UPDATE with the whole match
    lastSocket().serverEmit('CHANGE', {
      service: 'UPDATE',
      data: aMatch({ red_closed_by: 'cap', version: 11 }),
      version: 11,
    });
    const form = await screen.findByRole('dialog', { name: 'แทงแดง · แดงเพชรบ้านนา' });
    expect(within(form).getByRole('alert')).toHaveTextContent('ปิดรับแทงฝั่งแดงแล้ว');
    expect(within(form).getByLabelText('จำนวนเงินเดิมพัน (บาท)')).toHaveValue(500);
    expect(within(form).getByRole('button', { name: 'วางเดิมพัน' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'ยืนยันแทง' })).not.toBeInTheDocument();
    expect(api.callsTo('/user/bet/5')).toHaveLength(0);
  });

  it('takes a side again once the operator reopens it', async () => {
    openRoom({ match: aMatch({ blue_closed_by: 'operator' }) });
    await redButton();
    expect(blueButton()).toBeDisabled();
    lastSocket().serverEmit('CHANGE', { service: 'UPDATE', data: aMatch({ version: 11 }), version: 11 });
    await waitFor(() => expect(blueButton()).toBeEnabled());
    expect(within(blueButton()).queryByText('ปิดรับ')).not.toBeInTheDocument();
  });
});

describe('the last call', () => {
  it('counts whole seconds up to the moment, and shows minutes and seconds', () => {
    const at = Date.parse('2025-01-01T10:10:27.000Z');
    expect(secondsUntil(at, Date.parse('2025-01-01T10:10:00.000Z'))).toBe(27);
    expect(secondsUntil(at, Date.parse('2025-01-01T10:10:00.001Z'))).toBe(27);
    expect(secondsUntil(at, Date.parse('2025-01-01T10:10:26.999Z'))).toBe(1);
    expect(secondsUntil(at, at)).toBe(0);
    expect(secondsUntil(at, at + 5000)).toBe(0);
    expect(formatCountdown(27)).toBe('0:27');
    expect(formatCountdown(120)).toBe('2:00');
  });

  it("counts down from the server's moment, then says betting closed at zero with every button off", async () => {
    openRoom({ match: aMatch({ is_open_tie: 1 }) });
    const red = await redButton();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    // the room has been open a while when the operator calls it: the countdown starts late, at 0:27
    vi.setSystemTime(new Date('2025-01-01T10:10:03.000Z'));
    lastSocket().serverEmit('CHANGE', {
      service: 'UPDATE',
      data: aMatch({ is_open_tie: 1, last_call_at: '2025-01-01T10:10:30.000Z', version: 11 }),
      version: 11,
    });
    pass(0);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('ปิดรับแทงใน 0:27');
    expect(red).toBeEnabled();

    pass(1000);
    expect(timer).toHaveTextContent('ปิดรับแทงใน 0:26');
    // a late tick is read against the moment, not added up
    pass(16_400);
    expect(timer).toHaveTextContent('ปิดรับแทงใน 0:10');
    pass(9_600);
    expect(screen.getByRole('timer')).toHaveTextContent('ปิดรับแทงแล้ว');
    expect(screen.getByText('ปิดรับแทง')).toBeInTheDocument();
    expect(red).toBeDisabled();
    expect(blueButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: /แทงเสมอ/ })).toBeDisabled();

    // the server's close follows, tie with it: the room reads as any closed round, no tie button left
    lastSocket().serverEmit('RATE', {
      match: aMatch({ is_open: 0, is_open_tie: 0, version: 12 }),
      rate: null,
      announce: 'closed',
      version: 12,
    });
    lastSocket().serverEmit('CLOSETIE', { match_id: 5, version: 12 });
    pass(0);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(within(red).getByText('รอราคา')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /แทงเสมอ/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/รับแทงเสมอเท่านั้น/)).not.toBeInTheDocument();
  });

  it('says so in a bet dialog left open past zero, with nothing left to send', async () => {
    const { user, dialog, input, api } = await openBetDialog();
    await user.type(input, '500');
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2025-01-01T10:10:00.000Z'));
    lastSocket().serverEmit('CHANGE', {
      service: 'UPDATE',
      data: aMatch({ last_call_at: '2025-01-01T10:10:10.000Z', version: 11 }),
      version: 11,
    });
    pass(0);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    pass(10_000);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('หมดเวลารับแทงแล้ว');
    expect(within(dialog).getByRole('button', { name: 'วางเดิมพัน' })).toBeDisabled();
    expect(api.callsTo('/user/bet/5')).toHaveLength(0);
  });
});

describe('the round limits in the bet dialog', () => {
  it('shows the maximum stake beside the minimum and refuses more, naming it, sending nothing', async () => {
    const room = await openBetDialog({ match: aMatch({ max_bet: 5000 }) });
    expect(within(room.dialog).getByText('สูงสุด 5,000.00 บาท')).toBeInTheDocument();
    await expectRefusedBeforeSending(room, '5010', 'ยอดแทงสูงสุด 5000 บาท');
  });

  it('leaves the maximum out of the hint when the round has none', async () => {
    const { dialog } = await openBetDialog();
    expect(within(dialog).queryByText(/สูงสุด/)).not.toBeInTheDocument();
  });

  it('refuses a stake whose win would pay more than the maximum payout, and takes one at it', async () => {
    // red at 10/9: 1,000 returns 1,900 (at the limit); 1,010 returns 1,919
    const room = await openBetDialog({ match: aMatch({ max_payout: 1900 }) });
    const { user, dialog, input } = room;
    const popup = await expectRefusedBeforeSending(room, '1010', 'ยอดจ่ายสูงสุดต่อบิล 1900 บาท กรุณาลดยอดแทง');
    await user.click(within(popup).getByRole('button', { name: 'ตกลง' }));

    await user.clear(input);
    await user.type(input, '1000');
    await user.click(within(dialog).getByRole('button', { name: 'วางเดิมพัน' }));
    expect(await screen.findByRole('dialog', { name: 'ยืนยันการแทง' })).toBeInTheDocument();
  });

  it("shows the server's words for a limit only it can check (the member's cap on a side)", async () => {
    const { user, dialog, input } = await openBetDialog({
      handlers: {
        '/user/bet/5': fail(
          400,
          'ยอดแทงรวมฝั่งนี้ของคุณเต็มแล้ว (สูงสุด 2000 บาท แทงได้อีก 500 บาท)',
          'bet_member_side_cap',
        ),
      },
    });
    await user.type(input, '600');
    await user.click(within(dialog).getByRole('button', { name: 'วางเดิมพัน' }));
    await user.click(await screen.findByRole('button', { name: 'ยืนยันแทง' }));
    const popup = await screen.findByRole('alertdialog', { name: 'แทงไม่สำเร็จ' });
    expect(
      within(popup).getByText('ยอดแทงรวมฝั่งนี้ของคุณเต็มแล้ว (สูงสุด 2000 บาท แทงได้อีก 500 บาท)'),
    ).toBeInTheDocument();
  });
});
