// RATE coalescing on its own, with the recording bus standing for the sockets and fake timers for
// the window (the sockets' side is in sockets.test.ts and two-nodes.test.ts).
import type { Match, Rate } from '@sanam/contract/matches.ts';
import { RATE_COALESCE_MS, type RateEvent } from '@sanam/contract/realtime.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordingBus } from '../test/recording-bus.ts';
import { coalesceRates } from './rate-coalescer.ts';

const MATCH_ID = 7;
let version = 10;

function aRate(id: number): Rate {
  return {
    id,
    match_id: MATCH_ID,
    rate_name: `ด 10/${id % 10}`,
    red_rate_1: 10,
    red_rate_2: id % 10,
    blue_rate_1: id % 10,
    blue_rate_2: 10,
    created_at: '2026-11-23T10:00:00.000Z',
  };
}

/** The RATE a service emits after one change: the match as it then stands. */
function rateEvent(announce: RateEvent['announce'], rate: Rate | null, isOpen: 0 | 1 = 1): RateEvent {
  version += 1;
  const match = { id: MATCH_ID, is_open: isOpen, version, rate: rate?.id ?? null } as unknown as Match;
  return { match, rate, announce, version };
}

function setup() {
  const sent = recordingBus();
  const bus = coalesceRates(sent, RATE_COALESCE_MS);
  const rates = () => sent.emitted.filter((e) => e.event === 'RATE').map((e) => e.payload as RateEvent);
  return { sent, bus, rates };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RATE coalescing', () => {
  it('sends a lone rate at once, without waiting for the window', () => {
    const { bus, rates } = setup();
    const event = rateEvent('changed', aRate(1));
    bus.toMatch(MATCH_ID, 'RATE', event);
    expect(rates()).toEqual([event]);
    vi.advanceTimersByTime(RATE_COALESCE_MS * 5);
    expect(rates()).toEqual([event]);
  });

  it('sends a burst as the first rate at once and the rest as one event when the window ends', () => {
    const { bus, rates } = setup();
    const burst = [1, 2, 3, 4, 5, 6].map((id) => rateEvent('changed', aRate(id)));
    for (const e of burst) bus.toMatch(MATCH_ID, 'RATE', e);
    expect(rates()).toEqual([burst[0]]);

    vi.advanceTimersByTime(RATE_COALESCE_MS - 1);
    expect(rates()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    const last = burst[5] as RateEvent;
    expect(rates()).toEqual([
      burst[0],
      {
        match: last.match,
        rate: last.rate,
        announce: 'changed',
        version: last.version,
        rates: [6, 5, 4, 3, 2].map(aRate),
      },
    ]);
    vi.advanceTimersByTime(RATE_COALESCE_MS * 5);
    expect(rates()).toHaveLength(2);
  });

  it('keeps at most one RATE per window while publishes keep coming, the newest state winning', () => {
    const { bus, rates } = setup();
    let id = 0;
    // a publish every 10 ms for a second
    for (let t = 0; t < 1000; t += 10) {
      bus.toMatch(MATCH_ID, 'RATE', rateEvent('changed', aRate(++id)));
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(RATE_COALESCE_MS);
    const sent = rates();
    expect(sent.length).toBeLessThanOrEqual(1000 / RATE_COALESCE_MS + 1);
    expect(sent.at(-1)?.rate?.id).toBe(id);
    // every published rate reached the room, in one event or another
    const seen = new Set(sent.flatMap((e) => [e.rate?.id, ...(e.rates ?? []).map((r) => r.id)]));
    for (let n = 1; n <= id; n++) expect(seen.has(n), `rate ${n}`).toBe(true);
  });

  it('announces betting closed when it was closed inside a burst, with the newest rate', () => {
    const { bus, rates } = setup();
    const first = rateEvent('changed', aRate(1));
    const closed = rateEvent('closed', aRate(1), 0);
    const changed = rateEvent('changed', aRate(2), 0);
    for (const e of [first, closed, changed]) bus.toMatch(MATCH_ID, 'RATE', e);
    vi.advanceTimersByTime(RATE_COALESCE_MS);
    expect(rates().at(-1)).toMatchObject({
      announce: 'closed',
      rate: { id: 2 },
      version: changed.version,
      rates: [aRate(2), aRate(1)],
    });
  });

  it('announces betting open when it was closed and opened again inside a burst', () => {
    const { bus, rates } = setup();
    bus.toMatch(MATCH_ID, 'RATE', rateEvent('changed', aRate(1)));
    bus.toMatch(MATCH_ID, 'RATE', rateEvent('closed', aRate(1), 0));
    bus.toMatch(MATCH_ID, 'RATE', rateEvent('open', aRate(1), 1));
    vi.advanceTimersByTime(RATE_COALESCE_MS);
    expect(rates().at(-1)).toMatchObject({ announce: 'open', match: { is_open: 1 } });
  });

  it('sends a held rate before any other event of the match, so versions arrive in order', () => {
    const { sent, bus } = setup();
    const lead = rateEvent('changed', aRate(1));
    const held = rateEvent('changed', aRate(2));
    bus.toMatch(MATCH_ID, 'RATE', lead);
    bus.toMatch(MATCH_ID, 'RATE', held);
    version += 1;
    bus.toMatch(MATCH_ID, 'CLOSETIE', { match_id: MATCH_ID, version });
    expect(sent.emitted.map((e) => [e.event, (e.payload as { version: number }).version])).toEqual([
      ['RATE', lead.version],
      ['RATE', held.version],
      ['CLOSETIE', version],
    ]);
    vi.advanceTimersByTime(RATE_COALESCE_MS * 3);
    expect(sent.emitted).toHaveLength(3);
  });

  it('coalesces each match on its own', () => {
    const { bus, rates } = setup();
    const a = rateEvent('changed', aRate(1));
    const b = { ...rateEvent('changed', aRate(2)), match: { ...a.match, id: MATCH_ID + 1 } };
    bus.toMatch(MATCH_ID, 'RATE', a);
    bus.toMatch(MATCH_ID + 1, 'RATE', b);
    expect(rates()).toEqual([a, b]);
  });

  it('sends a rate at once again after a quiet window', () => {
    const { bus, rates } = setup();
    bus.toMatch(MATCH_ID, 'RATE', rateEvent('changed', aRate(1)));
    bus.toMatch(MATCH_ID, 'RATE', rateEvent('changed', aRate(2)));
    vi.advanceTimersByTime(RATE_COALESCE_MS); // the held one leaves and opens the next window
    vi.advanceTimersByTime(RATE_COALESCE_MS); // nothing came: the window closes
    const later = rateEvent('changed', aRate(3));
    bus.toMatch(MATCH_ID, 'RATE', later);
    expect(rates()).toHaveLength(3);
    expect(rates().at(-1)).toEqual(later);
  });

  it('passes BALANCE, BET and disconnects straight on, and sends what it holds on close', () => {
    const { sent, bus } = setup();
    bus.toMatch(MATCH_ID, 'RATE', rateEvent('changed', aRate(1)));
    const held = rateEvent('changed', aRate(2));
    bus.toMatch(MATCH_ID, 'RATE', held);
    bus.toMember(3, 'BALANCE', { balance: 5, event_point: 1 });
    bus.toDesk(MATCH_ID, 'BET', { match_id: MATCH_ID, side: 'red', amount: 5 });
    bus.disconnectMember(3);
    expect(sent.emitted.map((e) => e.event)).toEqual(['RATE', 'BALANCE', 'BET', 'disconnect']);
    bus.close();
    expect(sent.emitted.at(-1)?.payload).toEqual(held);
    vi.advanceTimersByTime(RATE_COALESCE_MS * 3);
    expect(sent.emitted).toHaveLength(5);
  });
});
