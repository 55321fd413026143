// Tie and no-tie as a member meets them in the room: tie reopened after betting closed (tie only), no-tie
// paid on red and blue (so off whenever either is), and the multiplier a bet is placed at.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok } from '@sanam/client/testing/mock.ts';
import { aMatch } from '@sanam/fixtures/matches.ts';
import { i18n } from '../../../lib/i18n.ts';
import { createdSockets, lastSocket } from '../../../test/fake-socket.ts';
import { openBetDialog, openRoom } from '../../../test/room-setup.ts';

vi.mock('socket.io-client', () => import('../../../test/fake-socket.ts'));

beforeEach(() => {
  createdSockets.length = 0;
});

const redButton = () => screen.findByRole('button', { name: /ฝั่งแดง/ });
const blueButton = () => screen.getByRole('button', { name: /ฝั่งน้ำเงิน/ });
const tieButton = () => screen.getByRole('button', { name: /แทงเสมอ/ });
const noTieButton = () => screen.getByRole('button', { name: /แทงไม่เสมอ/ });

const TIE_ONLY = 'ปิดรับแทงแดง/น้ำเงินแล้ว — รับแทงเสมอเท่านั้น';

const placed = (type: 'tie' | 'notie', multiplier: number) =>
  ok(
    {
      bet: {
        id: 91,
        match_id: 5,
        type,
        amount: 200,
        rate_id: null,
        rate_1: null,
        rate_2: null,
        multiplier,
        ref: 'x',
        status: 'placed',
        payout: null,
        created_at: '2025-01-01T10:07:00.000Z',
      },
      balance: 12145.5,
      event_point: 43,
    },
    'แทงสำเร็จ',
  );

describe('tie only: tie reopened after betting closed', () => {
  const tieOnly = aMatch({ is_open: 0, is_open_tie: 1, notie_multiplier: 1.9 });

  it('says so plainly: red and blue off, tie takes a bet, no-tie off with the reason', async () => {
    const { user } = openRoom({ match: tieOnly });
    const red = await redButton();
    expect(screen.getByText(TIE_ONLY)).toHaveRole('status');
    expect(screen.getByText('รับแทงเสมอเท่านั้น')).toBeInTheDocument();
    expect(red).toBeDisabled();
    expect(within(red).getByText('ปิดรับ')).toBeInTheDocument();
    expect(blueButton()).toBeDisabled();
    expect(noTieButton()).toBeDisabled();
    expect(noTieButton()).toHaveAccessibleDescription('ปิดรับแทงแล้ว');
    expect(tieButton()).toBeEnabled();
    await user.click(tieButton());
    expect(await screen.findByRole('dialog', { name: 'แทงเสมอ' })).toBeInTheDocument();
  });

  it('says so in English too', async () => {
    await i18n.changeLanguage('en');
    openRoom({ match: tieOnly });
    expect(await screen.findByText('Red and blue are closed — tie bets only')).toHaveRole('status');
    expect(screen.getByText('Tie bets only')).toBeInTheDocument();
  });

  it('is not said while red and blue take bets, nor once tie closes too', async () => {
    openRoom({ match: aMatch({ is_open_tie: 1 }) });
    await redButton();
    expect(screen.queryByText(TIE_ONLY)).not.toBeInTheDocument();
    expect(blueButton()).toBeEnabled();

    lastSocket().serverEmit('RATE', {
      match: aMatch({ is_open: 0, is_open_tie: 1, version: 11 }),
      rate: null,
      announce: 'closed',
      version: 11,
    });
    expect(await screen.findByText(TIE_ONLY)).toBeInTheDocument();

    lastSocket().serverEmit('CLOSETIE', { match_id: 5, version: 12 });
    await waitFor(() => expect(screen.queryByText(TIE_ONLY)).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /แทงเสมอ/ })).not.toBeInTheDocument();
    expect(screen.getByText('ปิดรับแทง')).toBeInTheDocument();
  });
});

describe('no-tie: paid on red and on blue', () => {
  const offered = aMatch({ is_open_tie: 1, notie_multiplier: 1.9 });

  it('is off, naming the side, while red is closed on its own; tie still takes a bet', async () => {
    openRoom({ match: aMatch({ is_open_tie: 1, notie_multiplier: 1.9, red_closed_by: 'operator' }) });
    await redButton();
    expect(noTieButton()).toBeDisabled();
    expect(noTieButton()).toHaveAccessibleDescription('ปิดรับแทงฝั่งแดงแล้ว');
    expect(tieButton()).toBeEnabled();
  });

  it('a no-tie dialog refuses once red closes, naming the side, and sends nothing', async () => {
    const { user, dialog, input, api } = await openBetDialog({ match: offered }, /แทงไม่เสมอ/);
    expect(dialog).toHaveAccessibleName('แทงไม่เสมอ');
    await user.type(input, '500');
    lastSocket().serverEmit('CHANGE', {
      service: 'UPDATE',
      data: { ...offered, red_closed_by: 'cap', version: 11 },
      version: 11,
    });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('ปิดรับแทงฝั่งแดงแล้ว');
    expect(within(dialog).getByRole('button', { name: 'วางเดิมพัน' })).toBeDisabled();
    expect(api.callsTo('/user/bet/5')).toHaveLength(0);
  });

  it('names the side in English for an English reader', async () => {
    await i18n.changeLanguage('en');
    openRoom({ match: aMatch({ is_open_tie: 1, notie_multiplier: 1.9, blue_closed_by: 'operator' }) });
    const noTie = await screen.findByRole('button', { name: /No tie/i });
    expect(noTie).toBeDisabled();
    expect(noTie).toHaveAccessibleDescription('Betting on blue is closed');
  });

  it('sends the no-tie multiplier shown', async () => {
    const { user, dialog, input, api } = await openBetDialog(
      { match: offered, handlers: { '/user/bet/5': placed('notie', 1.9) } },
      /แทงไม่เสมอ/,
    );
    await user.type(input, '200');
    await user.click(within(dialog).getByRole('button', { name: 'วางเดิมพัน' }));
    const confirm = await screen.findByRole('dialog', { name: 'ยืนยันการแทง' });
    expect(within(confirm).getByText('x1.9')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'ยืนยันแทง' }));
    await screen.findByRole('alertdialog', { name: 'แทงสำเร็จ' });
    expect(api.callsTo('/user/bet/5')[0]?.body).toEqual({
      amount: 200,
      type: 'notie',
      ref: expect.any(String) as string,
      rateId: 0,
      multiplier: 1.9,
      accept: 'none',
    });
  });
});

describe('the multiplier a tie bet is placed at', () => {
  it('sends the multiplier the dialog showed', async () => {
    const { user, dialog, input, api } = await openBetDialog(
      {
        match: aMatch({ is_open_tie: 1, tie_multiplier: 2.5 }),
        handlers: { '/user/bet/5': placed('tie', 2.5) },
      },
      /แทงเสมอ/,
    );
    expect(within(dialog).getByText('x2.5')).toBeInTheDocument();
    await user.type(input, '200');
    await user.click(within(dialog).getByRole('button', { name: 'วางเดิมพัน' }));
    const confirm = await screen.findByRole('dialog', { name: 'ยืนยันการแทง' });
    expect(within(confirm).getByText('x2.5')).toBeInTheDocument();
    expect(within(confirm).getByText('500.00 บาท')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'ยืนยันแทง' }));
    await screen.findByRole('alertdialog', { name: 'แทงสำเร็จ' });
    expect(api.callsTo('/user/bet/5')[0]?.body).toEqual({
      amount: 200,
      type: 'tie',
      ref: expect.any(String) as string,
      rateId: 0,
      multiplier: 2.5,
      accept: 'none',
    });
  });

  it('shows the new multiplier when it changes under the confirm step, and sends nothing until the member accepts it', async () => {
    const { user, dialog, input, api } = await openBetDialog(
      { match: aMatch({ is_open_tie: 1 }) },
      /แทงเสมอ/,
    );
    await user.type(input, '200');
    await user.click(within(dialog).getByRole('button', { name: 'วางเดิมพัน' }));
    const confirm = await screen.findByRole('dialog', { name: 'ยืนยันการแทง' });
    lastSocket().serverEmit('CHANGE', {
      service: 'UPDATE',
      data: aMatch({ is_open_tie: 1, tie_multiplier: 2, version: 11 }),
      version: 11,
    });
    // the confirm step shows the price now in force, the old one struck through beside it
    expect(await within(confirm).findByRole('button', { name: 'ยอมรับราคาใหม่' })).toBeInTheDocument();
    expect(
      within(confirm)
        .getAllByRole('deletion')
        .map((el) => el.textContent),
    ).toEqual(['x1.7', '340.00 บาท']);
    expect(
      within(confirm)
        .getAllByRole('insertion')
        .map((el) => el.textContent),
    ).toEqual(['x2', '400.00 บาท']);
    expect(within(confirm).queryByRole('button', { name: 'ยืนยันแทง' })).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'ยอมรับราคาใหม่' }));
    expect(api.callsTo('/user/bet/5')).toHaveLength(0);
    expect(within(confirm).getByText('x2')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'แก้ไข' }));
    const form = screen.getByRole('dialog', { name: 'แทงเสมอ' });
    expect(within(form).getByText('x2')).toBeInTheDocument();
    expect(within(form).getByLabelText('จำนวนเงินเดิมพัน (บาท)')).toHaveValue(200);
    expect(api.callsTo('/user/bet/5')).toHaveLength(0);
  });

  it("shows the server's word when it refused the multiplier, reads the round again, and sends no second bet", async () => {
    let tieMultiplier = 1.7;
    const { user, dialog, input, api } = await openBetDialog(
      {
        match: aMatch({ is_open_tie: 1 }),
        handlers: {
          '/user/match/5': () => ok(aMatch({ is_open_tie: 1, tie_multiplier: tieMultiplier })),
          '/user/bet/5': () => {
            tieMultiplier = 2;
            return fail(409, 'อัตราจ่ายเปลี่ยนเป็น x2 แล้ว กรุณาตรวจสอบแล้วแทงใหม่', 'bet_refused');
          },
        },
      },
      /แทงเสมอ/,
    );
    await user.type(input, '200');
    await user.click(within(dialog).getByRole('button', { name: 'วางเดิมพัน' }));
    await user.click(await screen.findByRole('button', { name: 'ยืนยันแทง' }));
    const popup = await screen.findByRole('alertdialog', { name: 'แทงไม่สำเร็จ' });
    expect(popup).toHaveTextContent('อัตราจ่ายเปลี่ยนเป็น x2 แล้ว กรุณาตรวจสอบแล้วแทงใหม่');
    await user.click(within(popup).getByRole('button', { name: 'ตกลง' }));
    const form = screen.getByRole('dialog', { name: 'แทงเสมอ' });
    expect(await within(form).findByText('x2')).toBeInTheDocument();
    expect(api.callsTo('/user/bet/5')).toHaveLength(1);
    expect(api.callsTo('/user/bet/5')[0]?.body).toMatchObject({ type: 'tie', multiplier: 1.7 });
  });
});
