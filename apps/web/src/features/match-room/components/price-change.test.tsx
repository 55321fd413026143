// A price that moves while a member's bet dialog is open: the form and the confirm step show it at once
// (highlighted, the old price struck through beside the new, the new return), both steps always show
// the same price, the confirm step sends only after the member accepts the new one, and the request
// carries the price on the screen.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ok } from '@sanam/client/testing/mock.ts';
import type { Match } from '@sanam/contract/matches.ts';
import { aMatch, aRate } from '@sanam/fixtures/matches.ts';
import { i18n } from '../../../lib/i18n.ts';
import { createdSockets, lastSocket } from '../../../test/fake-socket.ts';
import { openBetDialog, openRoom } from '../../../test/room-setup.ts';

vi.mock('socket.io-client', () => import('../../../test/fake-socket.ts'));

beforeEach(() => {
  createdSockets.length = 0;
});

// ง 10/8: red lays 8 to win 10, so 100 returns 225.00; ง 10/9: 9 to win 10, 100 returns 211.11
const odds108 = { red_rate_1: 8, red_rate_2: 10, blue_rate_1: 10, blue_rate_2: 8 };
const odds109 = { red_rate_1: 9, red_rate_2: 10, blue_rate_1: 10, blue_rate_2: 9 };
const odds107 = { red_rate_1: 7, red_rate_2: 10, blue_rate_1: 10, blue_rate_2: 7 };
const nowFields = (o: typeof odds108) => ({
  now_red_rate_1: o.red_rate_1,
  now_red_rate_2: o.red_rate_2,
  now_blue_rate_1: o.blue_rate_1,
  now_blue_rate_2: o.blue_rate_2,
});
const at108 = aMatch({ rate: 32, now_rate_name: 'ง 10/8', ...nowFields(odds108) });
const rate108 = aRate({ id: 32, rate_name: 'ง 10/8', ...odds108 });

/** The operator publishes a rate: the room's RATE event, as the server sends it. */
function publish(id: number, name: string, odds: typeof odds108, version: number) {
  lastSocket().serverEmit('RATE', {
    match: aMatch({ rate: id, now_rate_name: name, ...nowFields(odds), version }),
    rate: aRate({ id, rate_name: name, ...odds }),
    announce: 'changed',
    version,
  });
}

const placed = ok(
  {
    bet: {
      id: 90,
      match_id: 5,
      type: 'red',
      amount: 100,
      rate_id: 33,
      rate_1: 9,
      rate_2: 10,
      multiplier: null,
      ref: 'x',
      status: 'placed',
      payout: null,
      created_at: '2025-01-01T10:07:00.000Z',
    },
    balance: 12245.5,
    event_point: 43,
  },
  'รับเดิมพันแล้ว',
);

async function openAt108(match: Match = at108) {
  const room = await openBetDialog({ match, rates: [rate108], handlers: { '/user/bet/5': placed } });
  await room.user.type(room.input, '100');
  return room;
}

const confirmStep = () => screen.findByRole('dialog', { name: 'ยืนยันการแทง' });
const formStep = () => screen.findByRole('dialog', { name: /แทงแดง/ });

/** What a step shows of the price: the struck-through old price and return (if any), and the rest of its text. */
function priceOf(step: HTMLElement) {
  return {
    struck: within(step)
      .queryAllByRole('deletion')
      .map((el) => el.textContent),
    fresh: within(step)
      .queryAllByRole('insertion')
      .map((el) => el.textContent),
  };
}

describe('a price that moves while the bet dialog is open', () => {
  it('shows the change on the form: highlighted, the old price struck through beside the new, and the new return', async () => {
    const { dialog } = await openAt108();
    expect(within(dialog).getByText('ง 10/8')).toBeInTheDocument();
    expect(within(dialog).getByText('225.00 บาท')).toBeInTheDocument();
    expect(within(dialog).queryByRole('deletion')).not.toBeInTheDocument();

    publish(33, 'ง 10/9', odds109, 11);

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'ราคาเปลี่ยนจาก ง 10/8 เป็น ง 10/9 ตรวจสอบยอดที่จะได้รับก่อนวางเดิมพัน',
    );
    expect(priceOf(dialog)).toEqual({ struck: ['ง 10/8', '225.00 บาท'], fresh: ['ง 10/9', '211.11 บาท'] });
  });

  it('holds the send in the confirm step until the member accepts the new price, then sends that price', async () => {
    const { user, dialog, api } = await openAt108();
    await user.click(within(dialog).getByRole('button', { name: 'วางเดิมพัน' }));
    const confirm = await confirmStep();
    expect(within(confirm).getByText('ง 10/8')).toBeInTheDocument();
    expect(within(confirm).getByText('225.00 บาท')).toBeInTheDocument();

    publish(33, 'ง 10/9', odds109, 11);

    expect(await within(confirm).findByRole('status')).toHaveTextContent(
      'ราคาเปลี่ยนจาก ง 10/8 เป็น ง 10/9 ระหว่างยืนยัน กด “ยอมรับราคาใหม่” ก่อนยืนยันแทง',
    );
    expect(priceOf(confirm)).toEqual({ struck: ['ง 10/8', '225.00 บาท'], fresh: ['ง 10/9', '211.11 บาท'] });
    expect(within(confirm).queryByRole('button', { name: 'ยืนยันแทง' })).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'ยอมรับราคาใหม่' }));

    // accepted: nothing sent yet, the new price stands alone and "confirm" is back
    expect(api.callsTo('/user/bet/5')).toHaveLength(0);
    expect(within(confirm).queryByRole('status')).not.toBeInTheDocument();
    expect(priceOf(confirm)).toEqual({ struck: [], fresh: [] });
    expect(within(confirm).getByText('ง 10/9')).toBeInTheDocument();
    expect(within(confirm).getByText('211.11 บาท')).toBeInTheDocument();

    await user.click(within(confirm).getByRole('button', { name: 'ยืนยันแทง' }));
    await screen.findByRole('alertdialog', { name: 'แทงสำเร็จ' });
    const [call] = api.callsTo('/user/bet/5');
    expect(call?.body).toMatchObject({ amount: 100, type: 'red', rateId: 33 });
  });

  it('shows the form and the confirm step the same price and return, whichever step the change met', async () => {
    const { user, dialog } = await openAt108();
    await user.click(within(dialog).getByRole('button', { name: 'วางเดิมพัน' }));
    publish(33, 'ง 10/9', odds109, 11);
    const confirm = await confirmStep();
    const atConfirm = priceOf(confirm);
    expect(atConfirm.fresh).toEqual(['ง 10/9', '211.11 บาท']);

    // back to the form without accepting: the same old and new, not a silent 10/9 beside a confirmed 10/8
    await user.click(within(confirm).getByRole('button', { name: 'แก้ไข' }));
    expect(priceOf(await formStep())).toEqual(atConfirm);

    // placing at the new price takes it: the confirm step shows it plainly, as the form now does
    await user.click(within(await formStep()).getByRole('button', { name: 'วางเดิมพัน' }));
    const again = await confirmStep();
    expect(priceOf(again)).toEqual({ struck: [], fresh: [] });
    expect(within(again).getByText('ง 10/9')).toBeInTheDocument();
    expect(within(again).getByText('211.11 บาท')).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'แก้ไข' }));
    const form = await formStep();
    expect(priceOf(form)).toEqual({ struck: [], fresh: [] });
    expect(within(form).getByText('ง 10/9')).toBeInTheDocument();
    expect(within(form).getByText('211.11 บาท')).toBeInTheDocument();
  });

  it('asks again when the price moves once more after it was accepted, and sends the last one shown', async () => {
    const { user, dialog, api } = await openAt108();
    await user.click(within(dialog).getByRole('button', { name: 'วางเดิมพัน' }));
    const confirm = await confirmStep();
    publish(33, 'ง 10/9', odds109, 11);
    await user.click(await within(confirm).findByRole('button', { name: 'ยอมรับราคาใหม่' }));
    publish(34, 'ง 10/7', odds107, 12);

    // 100 at 7 to win 10 returns 242.85 (floored to the satang)
    expect(await within(confirm).findByRole('button', { name: 'ยอมรับราคาใหม่' })).toBeInTheDocument();
    expect(priceOf(confirm)).toEqual({ struck: ['ง 10/9', '211.11 บาท'], fresh: ['ง 10/7', '242.85 บาท'] });
    await user.click(within(confirm).getByRole('button', { name: 'ยอมรับราคาใหม่' }));
    await user.click(within(confirm).getByRole('button', { name: 'ยืนยันแทง' }));
    await screen.findByRole('alertdialog', { name: 'แทงสำเร็จ' });
    expect(api.callsTo('/user/bet/5').map((c) => (c.body as { rateId: number }).rateId)).toEqual([34]);
  });

  it('takes a rate published again at the same numbers as the same price, and names the newer rate', async () => {
    const { user, dialog, api } = await openAt108();
    await user.click(within(dialog).getByRole('button', { name: 'วางเดิมพัน' }));
    const confirm = await confirmStep();
    publish(35, 'ง 10/8', odds108, 11);
    await user.click(within(confirm).getByRole('button', { name: 'ยืนยันแทง' }));
    await screen.findByRole('alertdialog', { name: 'แทงสำเร็จ' });
    expect(api.callsTo('/user/bet/5')[0]?.body).toMatchObject({ rateId: 35 });
  });

  it('holds a tie bet the same way when the tie multiplier moves, and sends the accepted multiplier', async () => {
    const tie = aMatch({ is_open_tie: 1, tie_multiplier: 1.7 });
    const { user, dialog, input, api } = await openBetDialog(
      { match: tie, handlers: { '/user/bet/5': placed } },
      /แทงเสมอ/,
    );
    await user.type(input, '200');
    await user.click(within(dialog).getByRole('button', { name: 'วางเดิมพัน' }));
    const confirm = await confirmStep();
    lastSocket().serverEmit('OPENTIE', {
      match_id: 5,
      tie_multiplier: 1.5,
      notie_multiplier: null,
      version: 11,
    });

    expect(await within(confirm).findByRole('button', { name: 'ยอมรับราคาใหม่' })).toBeInTheDocument();
    expect(priceOf(confirm)).toEqual({ struck: ['x1.7', '340.00 บาท'], fresh: ['x1.5', '300.00 บาท'] });
    await user.click(within(confirm).getByRole('button', { name: 'ยอมรับราคาใหม่' }));
    expect(api.callsTo('/user/bet/5')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'ยืนยันแทง' }));
    await screen.findByRole('alertdialog', { name: 'แทงสำเร็จ' });
    expect(api.callsTo('/user/bet/5')[0]?.body).toMatchObject({ type: 'tie', rateId: 0, multiplier: 1.5 });
  });

  it('says so in English', async () => {
    await i18n.changeLanguage('en');
    const { user } = openRoom({ match: at108, rates: [rate108], handlers: { '/user/bet/5': placed } });
    await user.click(await screen.findByRole('button', { name: /Red/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Bet amount (baht)'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Place bet' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm bet' });
    publish(33, 'ง 10/9', odds109, 11);
    // the rate's letters are the rate formatting's own (ง or R): only the words are asserted here
    expect(await within(confirm).findByRole('status')).toHaveTextContent(
      /^The price changed from .*10\/8 to .*10\/9 while you were confirming\. Accept the new price before you confirm\.$/,
    );
    expect(within(confirm).getByRole('button', { name: 'Accept the new price' })).toBeInTheDocument();
    expect(priceOf(confirm).fresh).toEqual([expect.stringMatching(/10\/9$/), '211.11 baht']);
  });
});
