// A coalesced RATE (the server sends a burst of publishes as one event, contract RATE_COALESCE_MS):
// the room shows the newest rate, announces it once, and the previous-rates list misses none of the
// rates the burst published.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { hashKey, QueryClient } from '@tanstack/react-query';
import type { Match, Rate } from '@sanam/contract/matches.ts';
import type { RateEvent } from '@sanam/contract/realtime.ts';
import { roomKeys } from '../api/keys.ts';
import { applyRate } from '../api/room-events.ts';
import { aMatch, aRate } from '@sanam/fixtures/matches.ts';
import { createdSockets, lastSocket } from '../../../test/fake-socket.ts';
import { openRoom } from '../../../test/room-setup.ts';

vi.mock('socket.io-client', () => import('../../../test/fake-socket.ts'));

beforeEach(() => {
  createdSockets.length = 0;
});

const rate = (id: number, name: string) =>
  aRate({ id, rate_name: name, red_rate_1: 10, red_rate_2: id % 10, blue_rate_1: id % 10, blue_rate_2: 10 });

/** What the server sends for publishes of rates 32, 33 and 34 inside one window. */
function coalesced(): RateEvent {
  const newest = rate(34, 'ด 10/4');
  return {
    match: aMatch({
      version: 14,
      rate: 34,
      now_rate_name: 'ด 10/4',
      now_red_rate_1: 10,
      now_red_rate_2: 4,
      now_blue_rate_1: 4,
      now_blue_rate_2: 10,
    }),
    rate: newest,
    announce: 'changed',
    version: 14,
    rates: [newest, rate(33, 'ด 10/3'), rate(32, 'ด 10/2')],
  };
}

describe('match room: a coalesced RATE', () => {
  it('shows the newest rate, announces it once, and lists every rate of the burst', async () => {
    const { user } = openRoom();
    const red = await screen.findByRole('button', { name: /ฝั่งแดง/ });
    lastSocket().serverEmit('RATE', coalesced());

    expect(await within(red).findByText('ด 10/4')).toBeInTheDocument();
    expect(screen.getByText('เปลี่ยนราคา: ด 10/4')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: /4 ราคา/ }));
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('ด 10/4'),
      expect.stringContaining('ด 10/3'),
      expect.stringContaining('ด 10/2'),
      expect.stringContaining('ด 10/9'),
    ]);
  });

  it('updates the rates list once for the whole burst, newest first, without doubles', async () => {
    const queryClient = new QueryClient();
    const held = [rate(33, 'ด 10/3'), aRate()];
    queryClient.setQueryData<Match>(roomKeys.match(5), aMatch({ version: 12 }));
    queryClient.setQueryData<Rate[]>(roomKeys.rates(5), held);
    const updates = vi.fn();
    queryClient.getQueryCache().subscribe((e) => {
      if (e.type === 'updated' && e.query.queryHash === hashKey(roomKeys.rates(5))) updates();
    });

    expect(applyRate(queryClient, 5, coalesced())).toBe(true);
    expect(queryClient.getQueryData<Rate[]>(roomKeys.rates(5))?.map((r) => r.id)).toEqual([34, 33, 32, 31]);
    await new Promise((r) => setTimeout(r, 10)); // the cache notifies in a batch
    expect(updates).toHaveBeenCalledTimes(1);
  });

  it('drops a coalesced RATE older than the match it holds, rates and all', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData<Match>(roomKeys.match(5), aMatch({ version: 20 }));
    queryClient.setQueryData<Rate[]>(roomKeys.rates(5), [aRate()]);
    expect(applyRate(queryClient, 5, coalesced())).toBe(false);
    expect(queryClient.getQueryData<Rate[]>(roomKeys.rates(5))?.map((r) => r.id)).toEqual([31]);
  });
});
