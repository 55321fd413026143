import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ok } from '@sanam/client/testing/mock.ts';
import { aBet } from '@sanam/fixtures/bets.ts';
import { aMatch } from '@sanam/fixtures/matches.ts';
import { createdSockets } from '../../../test/fake-socket.ts';
import { openRoom } from '../../../test/room-setup.ts';

vi.mock('socket.io-client', () => import('../../../test/fake-socket.ts'));

beforeEach(() => {
  createdSockets.length = 0;
});

const prefight = aMatch({ id: 8, is_prefight: true, round_name: 'คู่เอก ล่วงหน้า', streaming_url: null });

describe('pre-fight page (/prematch/{id})', () => {
  it('shows the header, the odds (current rate and tie payout) and the bet history; no stream, no live-access check', async () => {
    const { api } = openRoom({
      path: '/prematch/8',
      match: prefight,
      rates: [],
      history: [aBet({ id: 'p1', topic: 'แทงน้ำเงิน', topic_bet_color: 'blue' })],
    });
    expect(await screen.findByRole('heading', { name: 'คู่เอก ล่วงหน้า' })).toBeInTheDocument();
    expect(screen.getByText('ทายผลล่วงหน้า')).toBeInTheDocument();
    const odds = screen.getByRole('region', { name: 'ราคาต่อรอง' });
    expect(within(odds).getByText('ด 10/9')).toBeInTheDocument();
    expect(within(odds).getByText('x1.7')).toBeInTheDocument();
    expect(await screen.findByText('แทงน้ำเงิน')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'ถ่ายทอดสด' })).not.toBeInTheDocument();
    expect(api.callsTo('/user/transaction/liveaction')).toHaveLength(0);
  });

  it('places a bet through POST /user/bet/prefight/{id}', async () => {
    const { user, api } = openRoom({
      path: '/prematch/8',
      match: prefight,
      handlers: {
        '/user/bet/prefight/8': ok(
          {
            bet: {
              id: 1,
              match_id: 8,
              type: 'blue',
              amount: 2500,
              rate_id: 31,
              rate_1: 9,
              rate_2: 10,
              multiplier: null,
              ref: 'r',
              status: 'placed',
              payout: null,
              created_at: '2025-01-01T00:00:00.000Z',
            },
            balance: 9845.5,
            event_point: 43,
          },
          'แทงสำเร็จ',
        ),
      },
    });
    await user.click(await screen.findByRole('button', { name: /ฝั่งน้ำเงิน/ }));
    const dialog = await screen.findByRole('dialog', { name: 'แทงน้ำเงิน · ดำทองคำ' });
    await user.click(within(dialog).getByRole('button', { name: '+2,500' }));
    await user.click(within(dialog).getByRole('button', { name: 'วางเดิมพัน' }));
    await user.click(await screen.findByRole('button', { name: 'ยืนยันแทง' }));
    expect(await screen.findByRole('alertdialog', { name: 'แทงสำเร็จ' })).toBeInTheDocument();
    expect(api.callsTo('/user/bet/8')).toHaveLength(0);
    expect(api.callsTo('/user/bet/prefight/8')[0]?.body).toMatchObject({
      amount: 2500,
      type: 'blue',
      rateId: 31,
    });
    expect(await screen.findByText('฿9,845.50')).toBeInTheDocument();
  });

  it('sends a match that is not a pre-fight to its live room', async () => {
    const { router } = openRoom({ path: '/prematch/5', match: aMatch() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/match/5'));
  });

  it('says "match data not found" for an unknown id', async () => {
    openRoom({ path: '/prematch/abc' });
    expect(await screen.findByText('ไม่พบข้อมูลการแข่งขัน')).toBeInTheDocument();
  });
});
