// Canned matches, rates and exposure for the console's match tests, and a stand-in for the
// socket.io-client module (the one thing outside the console these pages talk to besides fetch).
import type { Exposure, Match, Rate } from '@sanam/contract/matches.ts';
import type { Stadium } from '@sanam/contract/matches.ts';

export function aMatch(overrides: Partial<Match> = {}): Match {
  return {
    id: 7,
    round_name: 'Round 5',
    round_type: 'bull',
    stadium_id: 1,
    red_cow_name: 'Thongdaeng',
    blue_cow_name: 'Khaonil',
    result: null,
    is_prefight: false,
    is_open: 0,
    is_end: 0,
    is_open_tie: 0,
    tie_multiplier: 1.7,
    notie_multiplier: null,
    streaming_url: 'ch-1',
    version: 3,
    next_match_id: null,
    now_rate_name: 'ด 10/9',
    rate: 11,
    now_red_rate_1: 10,
    now_red_rate_2: 9,
    now_blue_rate_1: 9,
    now_blue_rate_2: 10,
    created_at: '2025-05-01T10:00:00.000Z',
    ended_at: null,
    settled_at: null,
    stadium_name: 'Sanam Hat Yai',
    min_bet: 10,
    nextMatch: null,
    ...overrides,
  };
}

export function aRate(overrides: Partial<Rate> = {}): Rate {
  return {
    id: 11,
    match_id: 7,
    rate_name: 'ด 10/9',
    red_rate_1: 10,
    red_rate_2: 9,
    blue_rate_1: 9,
    blue_rate_2: 10,
    created_at: '2025-05-01T10:05:00.000Z',
    ...overrides,
  };
}

export function anExposure(overrides: Partial<Exposure> = {}): Exposure {
  return {
    match_id: 7,
    bets: 12,
    bettors: 5,
    stakes: { red: 1500, blue: 2500.5, tie: 300, notie: 0 },
    house_result: { red: 1210.5, blue: -950, green: -210, other: 0 },
    ...overrides,
  };
}

export const stadiumsFixture: Stadium[] = [
  { id: 1, name: 'Sanam Hat Yai', type: 'bull', is_display: true, min_bet: 10 },
  { id: 2, name: 'Sanam Chiang Mai', type: 'cock', is_display: false, min_bet: 10 },
];

type Handler = (payload?: unknown) => void;

/** What the desk's socket did: the options it connected with and the events it listens to. */
export const fakeSocket = {
  connects: [] as unknown[],
  handlers: new Map<string, Set<Handler>>(),
  isDisconnected: false,
  reset() {
    this.connects = [];
    this.handlers = new Map();
    this.isDisconnected = false;
  },
  /** The server emits `event` to the desk. */
  emit(event: string, payload?: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(payload);
  },
};

/** The module factory for vi.mock('socket.io-client', ...). */
export function socketIoClientMock() {
  const socket = {
    on(event: string, handler: Handler) {
      const set = fakeSocket.handlers.get(event) ?? new Set<Handler>();
      set.add(handler);
      fakeSocket.handlers.set(event, set);
      return socket;
    },
    off() {
      fakeSocket.handlers.clear();
      return socket;
    },
    disconnect() {
      fakeSocket.isDisconnected = true;
      return socket;
    },
  };
  return {
    io: (options: unknown) => {
      fakeSocket.connects.push(options);
      return socket;
    },
  };
}
