/**
 * What the server tests read from their environment: which database and Redis to run against, the
 * fuzz test's size and seed, and the PATH for a child that runs npm. The one file under src/ besides
 * config.ts that reads process.env (eslint.config.js); production code never imports it.
 */
import { loadConfig, type Config } from '../config.ts';

/** Config for tests: no files written, a fixed secret, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_SEED: '0', DEMO_SIMULATOR: '0' },
    {
      jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
      rateLimits: false,
      slipRecheckTickMs: 0,
      heldBetSweepMs: 0,
      ledgerCheckIntervalMs: 0,
      staffSession: { idleSeconds: 30 * 60, maxSeconds: 12 * 3600, sweepMs: 0 },
      ...overrides,
    },
  );
}

/** Server tests run on PGlite unless TEST_DATABASE_URL names a real PostgreSQL (CI runs both). */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/**
 * How many generated requests of each kind (valid, invalid) the fuzz test sends to each route as each
 * caller: FUZZ_RUNS, 1 by default (`npm test`, well under a minute); docs/operations.md says how to
 * run it longer.
 */
export function fuzzRuns(): number {
  const runs = Number(process.env.FUZZ_RUNS);
  return Number.isInteger(runs) && runs > 0 ? runs : 1;
}

/** FUZZ_SEED repeats a fuzz run (the test prints the seed it used); by default a new one each run. */
export function fuzzSeed(): number {
  return Number(process.env.FUZZ_SEED) || Date.now() % 2 ** 31;
}

/** The PATH a test hands to a child that runs npm (the npm start test): the tests' own. */
export function testChildPath(): string {
  return process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin';
}

/** The login-limit test across nodes runs when TEST_REDIS_URL names a Redis (CI sets it). */
export function testRedisUrl(): string | undefined {
  return process.env.TEST_REDIS_URL || undefined;
}
