// The console's match tests' round, rate and book (over @sanam/fixtures), and a stand-in for the
// socket.io-client module (the one thing outside the console these pages talk to besides fetch).
import type { DeskMatch, DeskStadium, Exposure, Match, Rate } from '@sanam/contract/matches.ts';
import type { RiskLimits, RoundRisk } from '@sanam/contract/risk.ts';
import { aDeskStadium, aMatch, anExposure, aRate } from '@sanam/fixtures/matches.ts';

/**
 * The round of the console's match tests: Round 5 at Sanam Hat Yai (id 7), rate 11 in force, closed,
 * a live bet held for the platform's default delay of 3 s (neither the round nor the stadium sets one).
 */
export function aDeskRound(overrides: Partial<Match> = {}): Match {
  return aMatch({
    id: 7,
    round_name: 'Round 5',
    stadium_id: 1,
    stadium_name: 'Sanam Hat Yai',
    red_cow_name: 'Thongdaeng',
    blue_cow_name: 'Khaonil',
    is_open: 0,
    streaming_url: 'ch-1',
    version: 3,
    rate: 11,
    created_at: '2025-05-01T10:00:00.000Z',
    bet_delay: 3,
    ...overrides,
  });
}

/** A round as the console's list reads it: with its turnover, no bets yet. */
export function aListedRound(overrides: Partial<DeskMatch> = {}): DeskMatch {
  return { ...aDeskRound(overrides), bets: 0, turnover: 0, house_result: null, ...overrides };
}

/** Rate 11 of round 7, ด 10/9. */
export const aDeskRate = (overrides: Partial<Rate> = {}): Rate =>
  aRate({ id: 11, match_id: 7, created_at: '2025-05-01T10:05:00.000Z', ...overrides });

const noLimits: RiskLimits = {
  min_bet: null,
  max_bet: null,
  max_payout: null,
  member_side_cap: null,
  liability_cap: null,
};

/**
 * Round 7's risk read: no limits of its own, its stadium's minimum of 10, nothing at stake (no step
 * ticket either), every side open, no bet delay of its own or its stadium's (the default 3 s holds).
 * The room is the server's cap − liability per side unless given.
 */
export function aDeskRisk(overrides: Partial<RoundRisk> = {}): RoundRisk {
  const base: RoundRisk = {
    match_id: 7,
    own: noLimits,
    stadium: { ...noLimits, min_bet: 10 },
    effective: { ...noLimits, min_bet: 10 },
    liability: { red: 0, blue: 0, tie: 0 },
    steps: { red: 0, blue: 0, tie: 0 },
    room: null,
    closed_by: { red: null, blue: null, tie: null },
    last_call_at: null,
    bet_delay: { own: null, stadium: null, effective: 3 },
    ...overrides,
  };
  const cap = base.effective.liability_cap;
  const { liability } = base;
  const room =
    cap === null ? null : { red: cap - liability.red, blue: cap - liability.blue, tie: cap - liability.tie };
  return 'room' in overrides ? base : { ...base, room };
}

/** Round 7's book. */
export const aDeskExposure = (overrides: Partial<Exposure> = {}): Exposure =>
  anExposure({ match_id: 7, ...overrides });

export const stadiumsFixture: DeskStadium[] = [
  aDeskStadium({ id: 1, name: 'Sanam Hat Yai', bet_delay: null }),
  aDeskStadium({ id: 2, name: 'Sanam Chiang Mai', type: 'cock', is_display: false, bet_delay: null }),
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
