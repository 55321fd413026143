// The app's Prometheus metrics: what an operator graphs and alerts on, served at /metrics
// (metrics-route.ts); docs/operations.md "Metrics" lists each one, its labels and what to alert on.
// - One Registry per app, never prom-client's global one: a test process builds many apps, and each
//   counts on its own.
// - Labels are bounded sets only: a route's pattern (never the raw URL), a message key, a kind of
//   socket; never an id.
// - Cheap on the hot path (the bet path is benchmarked): counters and histograms only, no label
//   objects beyond the one prom-client takes per call.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config.ts';

/** The kinds of socket the handshake settles (socket-server.ts SocketData). */
export const SOCKET_KINDS = ['member', 'operator', 'cashier', 'chat'] as const;
export type SocketKind = (typeof SOCKET_KINDS)[number];

/** A slip check is the member's first (the slip sent) or a later one (the cashier's button, the re-check worker). */
export type SlipCheckCall = 'first' | 'again';

export interface Metrics {
  readonly registry: Registry;
  /** seconds from a request's arrival to its answer, by route pattern, method and status class */
  readonly httpSeconds: Histogram<'route' | 'method' | 'status_class'>;
  /** bets written, by the route they came through */
  readonly betsAccepted: Counter<'kind'>;
  /** bets refused, by the message key the member is answered with (error.* aside: those are 5xx) */
  readonly betsRefused: Counter<'reason'>;
  /** a repeated ref, answered with the first bet: nothing written */
  readonly betsRepeated: Counter;
  /** live bets taken in and held for their round's bet delay (betting/holds.ts) */
  readonly betsHeld: Counter;
  /** held bets decided, by outcome (accepted, refused, error) and the refusal's message key */
  readonly betHoldDecisions: Counter<'outcome' | 'reason'>;
  /** seconds a held bet was decided after its due time (0 when a change decided it early) */
  readonly betHoldDecisionLateSeconds: Histogram;
  /** seconds from a referred bet's intake to its decision (the desk's, the member's answer, or the timeout) */
  readonly betReferralDecisionSeconds: Histogram;
  /** bets per statement of the bet batcher (betting/bet-batch.ts) */
  readonly betBatchSize: Histogram;
  /** sockets connected to this node, by kind */
  readonly socketConnections: Gauge<'kind'>;
  /** seconds from a RATE's publish (after its commit) to its emit on this node, coalescing included */
  readonly rateDeliverySeconds: Histogram;
  /** seconds a query or a transaction waited for a database connection */
  readonly dbWaitSeconds: Histogram;
  /** seconds the slip-check provider took to answer */
  readonly slipCheckSeconds: Histogram<'provider' | 'outcome'>;
  /** slip checks, by provider, what it answered, and whether it was the slip's first check */
  readonly slipChecks: Counter<'provider' | 'outcome' | 'call'>;
  /** The ledger check's result: its gauges appear with the first check this node runs. */
  ledgerChecked(ok: boolean, seconds: number): void;
}

/** Counts kept outside the app, read at each scrape. */
export interface MetricSources {
  /** log lines the process dropped: its reader stalled past the buffer, or closed (log-destination.ts) */
  logLinesDropped?: () => number;
}

/**
 * The app's metrics, in a registry of their own; counted whether or not /metrics is on. The Node
 * process's own (prom-client's defaults) only when it is on: each set starts observers of its own
 * (garbage collection, event-loop delay) that nothing stops, too many for a test process's apps.
 */
export function createMetrics(config: Pick<Config, 'metricsToken'>, sources: MetricSources = {}): Metrics {
  const registry = new Registry();
  if (config.metricsToken !== undefined) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  // a stalled log reader costs lines, never the node; how many is what an operator alerts on
  const { logLinesDropped } = sources;
  let logLinesCounted = 0;
  new Counter({
    name: 'sanam_log_lines_dropped_total',
    help: 'Log lines dropped: the reader of standard output stalled past the buffer, or closed it',
    registers,
    collect() {
      const now = logLinesDropped?.() ?? 0;
      this.inc(now - logLinesCounted);
      logLinesCounted = now;
    },
  });

  const socketConnections = new Gauge({
    name: 'sanam_socket_connections',
    help: 'Sockets connected to this node, by kind',
    labelNames: ['kind'] as const,
    registers,
  });
  // every kind from the start at 0, so a dashboard shows a line before the first connection
  for (const kind of SOCKET_KINDS) socketConnections.set({ kind }, 0);

  let ledger: { ok: Gauge; at: Gauge; seconds: Gauge } | null = null;

  return {
    registry,
    httpSeconds: new Histogram({
      name: 'sanam_http_request_duration_seconds',
      help: 'Seconds from a request to its answer, by route pattern, method and status class',
      labelNames: ['route', 'method', 'status_class'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    betsAccepted: new Counter({
      name: 'sanam_bets_accepted_total',
      help: 'Bets written, by kind (live, prefight)',
      labelNames: ['kind'] as const,
      registers,
    }),
    betsRefused: new Counter({
      name: 'sanam_bets_refused_total',
      help: 'Bets refused, by the message key the member is answered with',
      labelNames: ['reason'] as const,
      registers,
    }),
    betsRepeated: new Counter({
      name: 'sanam_bets_repeated_total',
      help: 'Bets sent again with a ref already placed: answered with the first bet, nothing written',
      registers,
    }),
    betsHeld: new Counter({
      name: 'sanam_bets_held_total',
      help: 'Live bets taken in and held for their round bet delay',
      registers,
    }),
    betHoldDecisions: new Counter({
      name: 'sanam_bet_hold_decisions_total',
      help: 'Held bets decided, by outcome and the refusal message key (accepted: reason accepted)',
      labelNames: ['outcome', 'reason'] as const,
      registers,
    }),
    betHoldDecisionLateSeconds: new Histogram({
      name: 'sanam_bet_hold_decision_late_seconds',
      help: 'Seconds a held bet was decided after its due time (0 when a round change decided it early)',
      buckets: [0, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    betReferralDecisionSeconds: new Histogram({
      name: 'sanam_bet_referral_decision_seconds',
      help: 'Seconds from a referred bet being taken in to its decision (the desk, the member, or the timeout)',
      buckets: [1, 2, 5, 10, 20, 30, 45, 60, 90],
      registers,
    }),
    betBatchSize: new Histogram({
      name: 'sanam_bet_batch_size',
      help: 'Bets per statement of the bet batcher',
      // the batcher's most is 64 (betting/bet-batch.ts)
      buckets: [1, 2, 4, 8, 16, 32, 64],
      registers,
    }),
    socketConnections,
    rateDeliverySeconds: new Histogram({
      name: 'sanam_rate_delivery_seconds',
      help: 'Seconds from a RATE publish (after its commit) to its emit on this node, coalescing included',
      // the coalescing window is 100 ms (contract RATE_COALESCE_MS): a held RATE waits up to that
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
      registers,
    }),
    dbWaitSeconds: new Histogram({
      name: 'sanam_db_wait_seconds',
      help: 'Seconds a query or transaction waited for a database connection',
      buckets: [0.0001, 0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
      registers,
    }),
    slipCheckSeconds: new Histogram({
      name: 'sanam_slip_check_duration_seconds',
      help: 'Seconds the slip-check provider took to answer, by provider and outcome',
      labelNames: ['provider', 'outcome'] as const,
      // SLIP_CHECK_TIMEOUT_MS is 8 s by default
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16],
      registers,
    }),
    slipChecks: new Counter({
      name: 'sanam_slip_checks_total',
      help: "Slip checks, by provider, outcome, and call (the slip's first check or a later one)",
      labelNames: ['provider', 'outcome', 'call'] as const,
      registers,
    }),
    ledgerChecked(ok, seconds) {
      ledger ??= {
        ok: new Gauge({
          name: 'sanam_ledger_check_ok',
          help: "The last ledger check's result on this node: 1 every invariant holds, 0 broken",
          registers,
        }),
        at: new Gauge({
          name: 'sanam_ledger_check_timestamp_seconds',
          help: 'When the last ledger check on this node finished (Unix time)',
          registers,
        }),
        seconds: new Gauge({
          name: 'sanam_ledger_check_duration_seconds',
          help: 'Seconds the last ledger check on this node took',
          registers,
        }),
      };
      ledger.ok.set(ok ? 1 : 0);
      ledger.at.set(Date.now() / 1000);
      ledger.seconds.set(seconds);
    },
  };
}
