// Every environment variable the server reads, parsed and typed in one place (STYLE.md).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  AFFILIATE_MONTHLY_CAP_BAHT_DEFAULT,
  AFFILIATE_PLAY_MULTIPLE_DEFAULT,
  SLIP_MAX_AGE_HOURS_DEFAULT,
} from '@sanam/contract/constants.ts';
import { GAME_NAMES, type GameName } from '@sanam/contract/games.ts';
import { SLIP_RECHECK } from '@sanam/contract/wallet.ts';
import { DEFAULT_TEST_ROUND_NAMES } from '@sanam/contract/matches.ts';
import { z } from 'zod';
import type { DestinationStream } from 'pino';
import { proxyEntryRanges, type ProxyTrust } from './http/client-address.ts';
import type { RequestLogLevel } from './http/request-log.ts';
import type { SocketCaps } from './realtime/socket-limits.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  // the Socket.IO adapter's Redis stream (and pub/sub prefix): nodes of one deployment share it
  SOCKET_STREAM: z
    .string()
    .regex(/^[\w:.-]+$/)
    .default('sanam:socket.io'),
  JWT_SECRET: z.string().min(32).optional(),
  API_PREFIX: z
    .string()
    .regex(/^\/[a-z0-9/_-]*$/)
    .default('/api'),
  SANDBOX: flag.optional(),
  DEMO_SEED: flag.optional(),
  DEMO_SIMULATOR: flag.default(true),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  // the level of the per-request lines (http/request-log.ts); default: info in production, else debug
  REQUEST_LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  // the log waiting to go out to stdout, at most; past it a line is dropped and counted
  LOG_BUFFER_BYTES: z.coerce
    .number()
    .int()
    .min(16 * 1024)
    .default(8 * 1024 * 1024),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  TRUST_PROXY: z.string().optional(),
  // sockets one member holds on a node (a new one closes their oldest), and one address
  SOCKETS_PER_MEMBER: z.coerce.number().int().min(1).default(5),
  SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).default(200),
  // the largest frame (or polling body) a socket may send; and each socket's event budget
  SOCKET_MAX_FRAME_BYTES: z.coerce
    .number()
    .int()
    .min(4 * 1024)
    .default(16 * 1024),
  SOCKET_EVENT_BURST: z.coerce.number().int().min(1).default(20),
  SOCKET_EVENTS_PER_SECOND: z.coerce.number().positive().default(2),
  LIVE_MIN_DEPOSIT: z.coerce.number().positive().default(100),
  // comma list, compared trimmed and case-insensitive; empty hides none
  TEST_ROUND_NAMES: z.string().optional(),
  STREAM_PROVIDER_URL: z.string().url().optional(),
  STREAM_PROVIDER_KEY: z.string().min(1).optional(),
  SLIP_CHECK_URL: z.string().url().optional(),
  SLIP_CHECK_KEY: z.string().min(1).optional(),
  SLIP_CHECK_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  SLIP_MAX_AGE_HOURS: z.coerce.number().positive().default(SLIP_MAX_AGE_HOURS_DEFAULT),
  // how often a node looks for slips due an automatic re-check; 0 turns the re-check off
  SLIP_RECHECK_TICK_MS: z.coerce.number().int().min(0).default(SLIP_RECHECK.tickMs),
  // how often each node looks for held bets to decide (betting/holds.ts); 0: never
  HELD_BET_SWEEP_MS: z.coerce.number().int().min(0).default(200),
  // /metrics answers only a scraper that sends this as its bearer token; unset, /metrics is off
  METRICS_TOKEN: z.string().min(32).optional(),
  // how often each node runs the ledger check for the metrics (only while /metrics is on); 0: never
  LEDGER_CHECK_MINUTES: z.coerce.number().min(0).default(60),
  // a report's statements are cancelled past this (PostgreSQL; PGlite has no timer), 503
  REPORT_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(30),
  // who reads /api/docs and /api/docs/json: anyone, signed-in staff, or nobody (404)
  API_DOCS: z.enum(['open', 'staff', 'off']).optional(),
  // the invited member's play (times their first deposit) before their referrer's reward is paid
  AFFILIATE_PLAY_MULTIPLE: z.coerce.number().min(0).max(100).default(AFFILIATE_PLAY_MULTIPLE_DEFAULT),
  // baht one referrer is paid in affiliate rewards per calendar month (Bangkok); 0 pays none
  AFFILIATE_MONTHLY_CAP: z.coerce.number().int().min(0).default(AFFILIATE_MONTHLY_CAP_BAHT_DEFAULT),
  // a console session ends this long after its person last worked, and this long after sign-in
  STAFF_IDLE_MINUTES: z.coerce.number().int().min(2).max(1440).default(30),
  STAFF_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(168).default(12),
  // games: per provider GAME_<NAME>_URL / _KEY / _SECRET (see gameProvidersFrom)
  GAME_SESSION_TTL_MINUTES: z.coerce.number().int().positive().default(30),
  GAME_SANDBOX_SECRET: z.string().min(32).optional(),
  GAME_RETURN_URL: z.string().url().optional(),
  WEB_DIST: z.string().optional(),
  ADMIN_DIST: z.string().optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  socketStream: string;
  jwtSecret: string;
  apiPrefix: string;
  sandbox: boolean;
  demoSeed: boolean;
  demoSimulator: boolean;
  logLevel: string;
  /** the level of each request's log lines; a failed request (5xx) is logged at error */
  requestLogLevel: RequestLogLevel;
  /** where the log goes instead of stdout: tests read it */
  logDestination?: DestinationStream;
  /** bytes of log the process holds while its reader is slow or stalled (log-destination.ts) */
  logBufferBytes: number;
  bodyLimitBytes: number;
  /** which proxies' X-Forwarded-For is believed: none, the n nearest hops, or these addresses */
  trustProxy: ProxyTrust;
  /** each node's socket caps and a socket's inbound budget (realtime/socket-limits.ts) */
  sockets: SocketCaps;
  liveMinDepositBaht: number;
  /**
   * the per-route rate limits (contract RATE_LIMITS): always on; only testConfig turns them off, so
   * the other areas' tests may register and deposit at a script's pace from one address (the tests
   * of the limits turn them on)
   */
  rateLimits: boolean;
  /** spec §2: test round names, hidden from members everywhere (lower case; contract isHiddenRound) */
  testRoundNames: string[];
  /** a real stream provider; without it the sandbox (SANDBOX) or the match's own URL is used */
  streamProviderUrl: string | undefined;
  streamProviderKey: string | undefined;
  /** a real slip-verification service; without it the sandbox (SANDBOX) or no check (cashier queue) */
  slipCheckUrl: string | undefined;
  slipCheckKey: string | undefined;
  slipCheckTimeoutMs: number;
  /** a slip older than this waits for a cashier */
  slipMaxAgeHours: number;
  /**
   * how often each node looks for slips due an automatic re-check, in ms; 0: never (testConfig: the
   * tests that want it start it or call a pass themselves)
   */
  slipRecheckTickMs: number;
  /**
   * how often each node looks for held bets (the bet delay) to decide: those overdue whose node
   * stopped, and those whose round changed; 0: never (testConfig: the tests of the delay set it)
   */
  heldBetSweepMs: number;
  /** the bearer token /metrics answers to; undefined: /metrics answers 404 */
  metricsToken: string | undefined;
  /**
   * how often each node runs the ledger check, in ms, while /metrics is on (only its gauges record
   * the result); 0: never (testConfig: the tests that want it set it)
   */
  ledgerCheckIntervalMs: number;
  /** a report's statement timeout in ms (SET LOCAL statement_timeout; PostgreSQL only) */
  reportTimeoutMs: number;
  /** who is served /api/docs and /api/docs/json; default staff in production, else open */
  apiDocs: 'open' | 'staff' | 'off';
  /** an affiliate reward is held until the invited member has staked this many times the deposit */
  affiliatePlayMultiple: number;
  /** the most one referrer is paid in affiliate rewards per calendar month, in satang */
  affiliateMonthlyCapSatang: number;
  /**
   * A console session ends `idleSeconds` after its last renewal while working, and
   * `maxSeconds` after its sign-in; every `sweepMs` each node closes the sockets of the ones that
   * ended so (0: never; testConfig: the tests that want it set it)
   */
  staffSession: { idleSeconds: number; maxSeconds: number; sweepMs: number };
  /** game launch and the seamless-wallet callbacks */
  games: GamesConfig;
  webDist: string;
  adminDist: string;
};

/** A real game provider: where we ask for a launch URL, our key there, and its callback secret. */
export interface GameProviderConfig {
  url: string;
  key?: string;
  secret: string;
  /** the most a round may credit, as a multiple of what the round debited */
  maxWinMultiple: number;
}

/**
 * GAME_<NAME>_MAX_WIN_MULTIPLE unset: a credit may pay up to 100 times the round's stakes. Generous
 * for the table and cock-fight games these endpoints serve (their best odds pay well under that), yet
 * a forged or runaway credit can no longer mint an unbounded sum; set it to the provider's own cap.
 */
export const GAME_MAX_WIN_MULTIPLE_DEFAULT = 100;

export interface GamesConfig {
  /** the providers configured by GAME_<NAME>_URL; the others use the sandbox when it is on */
  providers: Partial<Record<GameName, GameProviderConfig>>;
  /** signs the sandbox's callbacks: GAME_SANDBOX_SECRET, else random per start (never a constant) */
  sandboxSecret: string;
  /** a game session ends after this long without a callback */
  sessionTtlMinutes: number;
  /** where a real provider sends the member back; the sandbox game links to the app itself */
  returnUrl: string | undefined;
}

const gameProviderEnv = z.object({
  url: z.string().url(),
  key: z.string().min(1).optional(),
  secret: z.string().min(32),
  maxWinMultiple: z.coerce.number().int().min(1).max(1_000_000).default(GAME_MAX_WIN_MULTIPLE_DEFAULT),
});

/** GAME_M7_URL, GAME_M7_KEY, GAME_M7_SECRET, … for each launch endpoint; the URL needs the secret. */
function gameProvidersFrom(env: NodeJS.ProcessEnv): GamesConfig['providers'] {
  const providers: GamesConfig['providers'] = {};
  for (const game of GAME_NAMES) {
    const prefix = `GAME_${game.toUpperCase()}`;
    const url = env[`${prefix}_URL`];
    if (!url) continue;
    const parsed = gameProviderEnv.safeParse({
      url,
      key: env[`${prefix}_KEY`] || undefined,
      secret: env[`${prefix}_SECRET`],
      maxWinMultiple: env[`${prefix}_MAX_WIN_MULTIPLE`] || undefined,
    });
    if (!parsed.success) {
      throw new Error(
        `Invalid configuration: ${prefix}_URL needs a valid URL and ${prefix}_SECRET (32+ chars); ` +
          `${prefix}_MAX_WIN_MULTIPLE, when set, is a whole number from 1 to 1000000`,
      );
    }
    providers[game] = parsed.data;
  }
  return providers;
}

const TRUST_PROXY_HELP =
  "give a hop count (1 = the one nginx in front of the nodes) or a comma list of the proxies' addresses or CIDRs; 0 trusts none";

/**
 * TRUST_PROXY: what to trust, never "everyone": `true` (or a list holding a /0) would
 * let any client write its own address into X-Forwarded-For, so it stops the start.
 */
export function parseTrustProxy(raw: string | undefined): ProxyTrust {
  const value = (raw ?? '').trim();
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10)
      throw new Error(
        `Invalid configuration: TRUST_PROXY=${value} hops is more than any real chain; ${TRUST_PROXY_HELP}`,
      );
    return hops;
  }
  if (value.toLowerCase() === 'true')
    throw new Error(
      `Invalid configuration: TRUST_PROXY=true would believe any X-Forwarded-For, so a client could pick its own address; ${TRUST_PROXY_HELP}`,
    );
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  for (const entry of entries) {
    const ranges = proxyEntryRanges(entry);
    if (!ranges)
      throw new Error(
        `Invalid configuration: TRUST_PROXY entry "${entry}" is not an address or CIDR; ${TRUST_PROXY_HELP}`,
      );
    if (ranges.some((r) => r.endsWith('/0')))
      throw new Error(
        `Invalid configuration: TRUST_PROXY entry "${entry}" trusts every address; ${TRUST_PROXY_HELP}`,
      );
  }
  return entries;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * The embedded default keeps its signing secret beside its data, so tokens survive a restart
 * without the newcomer setting anything. In production JWT_SECRET is required.
 */
function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  // relative to where `npm start` was typed (npm's INIT_CWD), not the workspace npm runs the server in
  const dataDir = path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR);
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) throw new Error('JWT_SECRET is required in production');
  const embedded = !e.DATABASE_URL;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    socketStream: e.SOCKET_STREAM,
    jwtSecret: overrides.jwtSecret ?? e.JWT_SECRET ?? embeddedSecret(dataDir),
    apiPrefix: e.API_PREFIX.replace(/\/$/, ''),
    // the sandbox mints test slips: on by default only for the embedded demo, never in production
    sandbox: e.NODE_ENV === 'production' ? false : (e.SANDBOX ?? embedded),
    demoSeed: e.DEMO_SEED ?? embedded,
    demoSimulator: e.DEMO_SIMULATOR,
    logLevel: e.LOG_LEVEL,
    // the demo's browser polls would bury the start banner at info
    requestLogLevel: e.REQUEST_LOG_LEVEL ?? (e.NODE_ENV === 'production' ? 'info' : 'debug'),
    logBufferBytes: e.LOG_BUFFER_BYTES,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    sockets: {
      perMember: e.SOCKETS_PER_MEMBER,
      perAddress: e.SOCKETS_PER_ADDRESS,
      maxFrameBytes: e.SOCKET_MAX_FRAME_BYTES,
      eventBurst: e.SOCKET_EVENT_BURST,
      eventsPerSecond: e.SOCKET_EVENTS_PER_SECOND,
    },
    liveMinDepositBaht: e.LIVE_MIN_DEPOSIT,
    rateLimits: true,
    testRoundNames: (e.TEST_ROUND_NAMES?.split(',') ?? [...DEFAULT_TEST_ROUND_NAMES])
      .map((n) => n.trim().toLowerCase())
      .filter((n) => n !== ''),
    streamProviderUrl: e.STREAM_PROVIDER_URL,
    streamProviderKey: e.STREAM_PROVIDER_KEY,
    slipCheckUrl: e.SLIP_CHECK_URL,
    slipCheckKey: e.SLIP_CHECK_KEY,
    slipCheckTimeoutMs: e.SLIP_CHECK_TIMEOUT_MS,
    slipMaxAgeHours: e.SLIP_MAX_AGE_HOURS,
    slipRecheckTickMs: e.SLIP_RECHECK_TICK_MS,
    heldBetSweepMs: e.HELD_BET_SWEEP_MS,
    metricsToken: e.METRICS_TOKEN,
    ledgerCheckIntervalMs: Math.round(e.LEDGER_CHECK_MINUTES * 60_000),
    reportTimeoutMs: Math.round(e.REPORT_TIMEOUT_SECONDS * 1000),
    apiDocs: e.API_DOCS ?? (e.NODE_ENV === 'production' ? 'staff' : 'open'),
    affiliatePlayMultiple: e.AFFILIATE_PLAY_MULTIPLE,
    affiliateMonthlyCapSatang: e.AFFILIATE_MONTHLY_CAP * 100,
    staffSession: {
      idleSeconds: e.STAFF_IDLE_MINUTES * 60,
      maxSeconds: e.STAFF_SESSION_MAX_HOURS * 3600,
      sweepMs: 15_000,
    },
    games: {
      providers: gameProvidersFrom(env),
      sandboxSecret: e.GAME_SANDBOX_SECRET ?? randomBytes(32).toString('base64url'),
      sessionTtlMinutes: e.GAME_SESSION_TTL_MINUTES,
      returnUrl: e.GAME_RETURN_URL,
    },
    webDist: e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist'),
    adminDist: e.ADMIN_DIST ?? path.join(repoRoot, 'apps/admin/dist'),
    ...overrides,
  };
}
