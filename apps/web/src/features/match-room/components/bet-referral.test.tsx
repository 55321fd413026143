// A big bet referred to the desk: the bet dialog says it waits for the desk (BET_REFERRAL waiting, with
// the desk's time counting down), then shows the desk's offer of a smaller stake with take and leave,
// which call the member's routes; the bet request's answer says how it ended. After the dialog closed or
// the page was read again, the room lists the member's referred bets (GET /user/bet/referred) with
// the same take and leave.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { fail, heldReply, ok } from '@sanam/client/testing/mock.ts';
import type { Bet } from '@sanam/contract/matches.ts';
import type { MemberReferral } from '@sanam/contract/referrals.ts';
import { createdSockets, lastSocket } from '../../../test/fake-socket.ts';
import { i18n } from '../../../lib/i18n.ts';
import { openBetDialog, openRoom } from '../../../test/room-setup.ts';

vi.mock('socket.io-client', () => import('../../../test/fake-socket.ts'));

beforeEach(() => {
  createdSockets.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

/** `seconds` from now, as the server names a moment (ISO). */
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/** 1,000 on red referred to the desk (id 70), waiting for it. */
const waiting = (over: Partial<MemberReferral> = {}): MemberReferral => ({
  id: 70,
  match_id: 5,
  side: 'red',
  amount: 1000,
  offer: null,
  state: 'waiting',
  until: inSeconds(45),
  ...over,
});

/** The desk offers 400 of the 1,000, to take or leave within 20 seconds. */
const offered = (over: Partial<MemberReferral> = {}) =>
  waiting({ state: 'offered', offer: 400, until: inSeconds(20), ...over });

/** The bet taken at the offered stake: 400 on red at ด 10/9; 600 of the 1,000 reserved came back. */
const takenBet = (over: Partial<Bet> = {}) =>
  ok(
    {
      bet: {
        id: 91,
        match_id: 5,
        type: 'red',
        amount: 400,
        rate_id: 31,
        rate_1: 10,
        rate_2: 9,
        multiplier: null,
        ref: 'x',
        status: 'placed',
        payout: null,
        created_at: '2025-01-01T10:07:00.000Z',
        ...over,
      },
      balance: 11945.5,
      event_point: 42,
    },
    'รับเดิมพันแล้ว',
  );

/** The room's bet dialog on red with 1,000 sent: its confirm step, the request held open. */
async function sentBet(handlers: Parameters<typeof openBetDialog>[0] = {}) {
  const bet = heldReply();
  const room = await openBetDialog({
    ...handlers,
    handlers: { 'POST /user/bet/5': () => bet.reply, ...handlers.handlers },
  });
  await room.user.type(room.input, '1000');
  await room.user.click(within(room.dialog).getByRole('button', { name: 'วางเดิมพัน' }));
  const confirm = await screen.findByRole('dialog', { name: 'ยืนยันการแทง' });
  await room.user.click(within(confirm).getByRole('button', { name: 'ยืนยันแทง' }));
  await vi.waitFor(() => expect(room.api.callsTo('POST /user/bet/5')).toHaveLength(1));
  return { ...room, confirm, bet };
}

const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the bet dialog, a bet referred to the desk', () => {
  it('says the bet waits for the desk when its BET_REFERRAL comes, counting the desk’s time down', async () => {
    const { confirm, bet } = await sentBet();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    // another bet's referral (another stake) is not this one
    lastSocket().serverEmit('BET_REFERRAL', waiting({ id: 69, amount: 1500 }));
    await pass(0);
    expect(within(confirm).queryByText('บิลนี้รอเจ้ามือยืนยัน…')).not.toBeInTheDocument();

    lastSocket().serverEmit('BET_REFERRAL', waiting());
    await pass(0);
    expect(within(confirm).getByText('บิลนี้รอเจ้ามือยืนยัน…')).toBeInTheDocument();
    expect(within(confirm).getByText('บิลยอดสูงต้องรอเจ้ามือยืนยันก่อนรับ ยอดแทงถูกกันไว้ระหว่างรอ')).toBeInTheDocument();
    const timer = within(confirm).getByRole('timer', { name: 'เวลาที่เหลือ' });
    expect(timer).toHaveTextContent('0:45');
    await pass(1000);
    expect(timer).toHaveTextContent('0:44');
    // the bet as sent, nothing else to press meanwhile
    expect(within(confirm).getByText('1,000.00 บาท')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: /ยืนยันแทง/ })).toBeDisabled();
    expect(within(confirm).queryByRole('button', { name: /^รับ / })).not.toBeInTheDocument();

    // the desk's time runs out: no number below 0, the answer awaited
    await pass(44_000);
    expect(within(confirm).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(confirm).getByText('กำลังรอผลจากเจ้ามือ…')).toBeInTheDocument();

    bet.answer(fail(409, 'เจ้ามือไม่ได้ยืนยันบิลนี้ทันเวลา ยอดแทงคืนเข้ากระเป๋าแล้ว', 'bet.referral_timeout'));
    await pass(0);
    const popup = screen.getByRole('alertdialog', { name: 'แทงไม่สำเร็จ' });
    expect(within(popup).getByText('เจ้ามือไม่ได้ยืนยันบิลนี้ทันเวลา ยอดแทงคืนเข้ากระเป๋าแล้ว')).toBeInTheDocument();
    const form = screen.getByRole('dialog', { name: /แทงแดง/ });
    expect(within(form).getByLabelText('จำนวนเงินเดิมพัน (บาท)')).toHaveValue(1000);
    expect(screen.queryByText('บิลนี้รอเจ้ามือยืนยัน…')).not.toBeInTheDocument();
  });

  it('shows the desk’s offer with what a win returns and its countdown; take calls the route and the receipt names the stake taken', async () => {
    const { user, confirm, bet, api } = await sentBet({
      handlers: { 'POST /user/bet/referred/70/take': takenBet() },
    });
    lastSocket().serverEmit('BET_REFERRAL', waiting());
    lastSocket().serverEmit('BALANCE', { balance: 11345.5, event_point: 42 });
    expect(await screen.findByText('฿11,345.50')).toBeInTheDocument();
    lastSocket().serverEmit('BET_REFERRAL', offered());

    expect(
      await within(confirm).findByText('เจ้ามือเสนอรับ 400.00 บาท จากยอดแทง 1,000.00 บาท'),
    ).toBeInTheDocument();
    // 400 at ด 10/9 returns 400 + 360
    expect(within(confirm).getByText('ถ้าชนะได้รับ 760.00 บาท')).toBeInTheDocument();
    expect(within(confirm).getByRole('timer', { name: 'เวลาที่เหลือ' })).toHaveTextContent(/^0:(20|19)$/);
    expect(within(confirm).queryByText('บิลนี้รอเจ้ามือยืนยัน…')).not.toBeInTheDocument();

    await user.click(within(confirm).getByRole('button', { name: 'รับ 400.00 บาท' }));
    expect(api.callsTo('POST /user/bet/referred/70/take')).toHaveLength(1);
    expect(api.callsTo('POST /user/bet/referred/70/leave')).toHaveLength(0);
    expect(await within(confirm).findByText('ส่งคำตอบแล้ว กำลังรอผล…')).toBeInTheDocument();
    expect(within(confirm).queryByRole('button', { name: 'รับ 400.00 บาท' })).not.toBeInTheDocument();
    // the reply's balance at once: 600 of the stake came back
    expect(await screen.findByText('฿11,945.50')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    // the bet request answers with the same bet
    bet.answer(takenBet());
    const popup = await screen.findByRole('alertdialog', { name: 'แทงสำเร็จ' });
    expect(within(popup).getByText('ยอดแทงที่รับ 400.00 บาท (จากที่แทง 1,000.00 บาท)')).toBeInTheDocument();
    expect(within(popup).getByText('ราคาที่ได้ ด 10/9')).toBeInTheDocument();
    expect(within(popup).getByText('ถ้าชนะได้รับ 760.00 บาท')).toBeInTheDocument();
    // not the stake on the confirm step: it waits for the member's OK
    expect(within(popup).getByRole('button', { name: 'ตกลง' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // and the room lists no bet waiting for the desk
    expect(screen.queryByRole('region', { name: 'บิลที่รอเจ้ามือ' })).not.toBeInTheDocument();
  });

  it('leave calls its route, and the request’s refusal says the stake came back', async () => {
    const { user, confirm, bet, api } = await sentBet({
      handlers: { 'POST /user/bet/referred/70/leave': ok(offered(), 'สำเร็จ') },
    });
    lastSocket().serverEmit('BET_REFERRAL', offered());
    await user.click(await within(confirm).findByRole('button', { name: 'ไม่รับข้อเสนอ' }));
    expect(api.callsTo('POST /user/bet/referred/70/leave')).toHaveLength(1);
    expect(api.callsTo('POST /user/bet/referred/70/take')).toHaveLength(0);
    expect(await within(confirm).findByText('ส่งคำตอบแล้ว กำลังรอผล…')).toBeInTheDocument();

    bet.answer(fail(409, 'คุณไม่รับยอดที่เจ้ามือเสนอ ยอดแทงคืนเข้ากระเป๋าแล้ว', 'bet.offer_left'));
    const popup = await screen.findByRole('alertdialog', { name: 'แทงไม่สำเร็จ' });
    expect(within(popup).getByText('คุณไม่รับยอดที่เจ้ามือเสนอ ยอดแทงคืนเข้ากระเป๋าแล้ว')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: /แทงแดง/ })).toBeInTheDocument();
  });

  it('takes the buttons away when the offer runs out, and says the server’s word when an answer is refused', async () => {
    const { confirm, api } = await sentBet({
      handlers: {
        'POST /user/bet/referred/70/take': fail(409, 'บิลนี้ตัดสินไปแล้ว', 'bet.referral_closed'),
      },
    });
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    lastSocket().serverEmit('BET_REFERRAL', offered({ until: inSeconds(3) }));
    await pass(0);
    const timer = within(confirm).getByRole('timer', { name: 'เวลาที่เหลือ' });
    expect(timer).toHaveTextContent('0:03');
    await pass(1000);
    expect(timer).toHaveTextContent('0:02');

    fireEvent.click(within(confirm).getByRole('button', { name: 'รับ 400.00 บาท' }));
    await pass(0);
    expect(api.callsTo('POST /user/bet/referred/70/take')).toHaveLength(1);
    expect(within(confirm).getByRole('alert')).toHaveTextContent('บิลนี้ตัดสินไปแล้ว');

    await pass(2000);
    expect(within(confirm).getByText('หมดเวลารับข้อเสนอ กำลังรอผล…')).toBeInTheDocument();
    expect(within(confirm).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(confirm).queryByRole('button', { name: 'รับ 400.00 บาท' })).not.toBeInTheDocument();
    expect(within(confirm).queryByRole('button', { name: 'ไม่รับข้อเสนอ' })).not.toBeInTheDocument();
  });

  it('takes no referral the room already held for the bet just sent, only the one that comes after it', async () => {
    // an earlier bet of the same side and stake, its request gone with a reload, still on offer
    const { confirm } = await sentBet({
      handlers: { 'GET /user/bet/referred': ok([offered({ id: 60, until: inSeconds(15) })]) },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(confirm).queryByText(/เจ้ามือเสนอรับ/)).not.toBeInTheDocument();
    expect(within(confirm).getByText('กรุณาตรวจสอบรายการก่อนยืนยัน')).toBeInTheDocument();

    lastSocket().serverEmit('BET_REFERRAL', waiting());
    expect(await within(confirm).findByText('บิลนี้รอเจ้ามือยืนยัน…')).toBeInTheDocument();
    expect(within(confirm).queryByText(/เจ้ามือเสนอรับ/)).not.toBeInTheDocument();
  });

  it('leaves the offer to the room once closed; taken there, the open request’s answer is the one receipt', async () => {
    const { user, confirm, bet, api } = await sentBet({
      handlers: { 'POST /user/bet/referred/70/take': takenBet() },
    });
    lastSocket().serverEmit('BET_REFERRAL', waiting());
    expect(await within(confirm).findByText('บิลนี้รอเจ้ามือยืนยัน…')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'บิลที่รอเจ้ามือ' })).not.toBeInTheDocument();

    await user.click(within(confirm).getByRole('button', { name: 'ปิด' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'บิลที่รอเจ้ามือ' });
    expect(within(list).getByText('แทงแดง · แดงเพชรบ้านนา 1,000.00 บาท')).toBeInTheDocument();
    expect(within(list).getByText('บิลนี้รอเจ้ามือยืนยัน…')).toBeInTheDocument();

    lastSocket().serverEmit('BET_REFERRAL', offered());
    await user.click(await within(list).findByRole('button', { name: 'รับ 400.00 บาท' }));
    expect(api.callsTo('POST /user/bet/referred/70/take')).toHaveLength(1);
    await vi.waitFor(() =>
      expect(screen.queryByRole('region', { name: 'บิลที่รอเจ้ามือ' })).not.toBeInTheDocument(),
    );
    // the request still open says how the bet ended: nothing before it answers
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    bet.answer(takenBet());
    const popup = await screen.findByRole('alertdialog', { name: 'แทงสำเร็จ' });
    expect(within(popup).getByText('ยอดแทงที่รับ 400.00 บาท (จากที่แทง 1,000.00 บาท)')).toBeInTheDocument();
  });
});

describe('the room’s list of bets waiting for the desk', () => {
  it('shows an open offer read on arrival; take calls the route and says the bet taken', async () => {
    const { user, api } = openRoom({
      handlers: {
        'GET /user/bet/referred': ok([offered({ id: 71, until: inSeconds(15) })]),
        'POST /user/bet/referred/71/take': takenBet(),
      },
    });
    const list = await screen.findByRole('region', { name: 'บิลที่รอเจ้ามือ' });
    expect(within(list).getByText('แทงแดง · แดงเพชรบ้านนา 1,000.00 บาท')).toBeInTheDocument();
    expect(within(list).getByText('เจ้ามือเสนอรับ 400.00 บาท จากยอดแทง 1,000.00 บาท')).toBeInTheDocument();
    expect(within(list).getByRole('timer', { name: 'เวลาที่เหลือ' })).toHaveTextContent(/^0:1[45]$/);

    await user.click(within(list).getByRole('button', { name: 'รับ 400.00 บาท' }));
    expect(api.callsTo('POST /user/bet/referred/71/take')).toHaveLength(1);
    const popup = await screen.findByRole('alertdialog', { name: 'แทงสำเร็จ' });
    expect(within(popup).getByText('ยอดแทงที่รับ 400.00 บาท (จากที่แทง 1,000.00 บาท)')).toBeInTheDocument();
    expect(within(popup).getByText('ราคาที่ได้ ด 10/9')).toBeInTheDocument();
    expect(within(popup).getByText('ถ้าชนะได้รับ 760.00 บาท')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'บิลที่รอเจ้ามือ' })).not.toBeInTheDocument();
    expect(await screen.findByText('฿11,945.50')).toBeInTheDocument();
  });

  it('leave calls its route and says the whole stake came back', async () => {
    const { user, api } = openRoom({
      handlers: {
        'GET /user/bet/referred': ok([offered({ id: 71 })]),
        'POST /user/bet/referred/71/leave': ok(offered({ id: 71 })),
      },
    });
    const list = await screen.findByRole('region', { name: 'บิลที่รอเจ้ามือ' });
    await user.click(within(list).getByRole('button', { name: 'ไม่รับข้อเสนอ' }));
    expect(api.callsTo('POST /user/bet/referred/71/leave')).toHaveLength(1);
    const popup = await screen.findByRole('alertdialog', { name: 'ไม่รับข้อเสนอแล้ว' });
    expect(within(popup).getByText('คุณไม่รับยอดที่เจ้ามือเสนอ ยอดแทงคืนเข้ากระเป๋าแล้ว')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'บิลที่รอเจ้ามือ' })).not.toBeInTheDocument();
  });

  it('says the server’s word when the answer comes too late', async () => {
    const { user } = openRoom({
      handlers: {
        'GET /user/bet/referred': ok([offered({ id: 71 })]),
        'POST /user/bet/referred/71/take': fail(409, 'บิลนี้ตัดสินไปแล้ว', 'bet.referral_closed'),
      },
    });
    const list = await screen.findByRole('region', { name: 'บิลที่รอเจ้ามือ' });
    await user.click(within(list).getByRole('button', { name: 'รับ 400.00 บาท' }));
    const popup = await screen.findByRole('alertdialog', { name: 'แทงไม่สำเร็จ' });
    expect(within(popup).getByText('บิลนี้ตัดสินไปแล้ว')).toBeInTheDocument();
  });

  it('reads the list again when the socket reconnects', async () => {
    let open: MemberReferral[] = [];
    const { api } = openRoom({ handlers: { 'GET /user/bet/referred': () => ok(open) } });
    await screen.findByRole('button', { name: /ฝั่งแดง/ });
    await vi.waitFor(() => expect(api.callsTo('GET /user/bet/referred')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'บิลที่รอเจ้ามือ' })).not.toBeInTheDocument();

    open = [waiting({ id: 72 })];
    lastSocket().connectNow();
    const list = await screen.findByRole('region', { name: 'บิลที่รอเจ้ามือ' });
    expect(within(list).getByText('บิลนี้รอเจ้ามือยืนยัน…')).toBeInTheDocument();
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says it in English', async () => {
    await i18n.changeLanguage('en');
    openRoom({ handlers: { 'GET /user/bet/referred': ok([offered({ id: 71 })]) } });
    const list = await screen.findByRole('region', { name: 'Bets waiting for the desk' });
    expect(
      within(list).getByText('The desk offers to take 400.00 baht of your 1,000.00 baht'),
    ).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Take 400.00 baht' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Leave the offer' })).toBeInTheDocument();
    expect(within(list).getByRole('timer', { name: 'Time left' })).toBeInTheDocument();
  });
});
