// The set-up every server test file shares: a fresh database, app or desk made once for the file (or
// the describe block) in beforeAll and dropped in afterAll, on PGlite or on PostgreSQL
// (TEST_DATABASE_URL) as createTestDb decides. Each returns a handle to read inside the tests and
// hooks: reading it at a file's top level, before beforeAll has run, is a mistake, and says so.
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { deskTokens, type Desk, type DeskRole } from './factories/desk.ts';
import { createTestApp, createTestDb, type SocketTestContext, type TestContext } from './test-app.ts';

/** A config, or a function giving it when it names what an earlier hook starts (a stand-in's URL). */
type ConfigOf = Partial<Config> | (() => Partial<Config>);

function holder<T>(what: string) {
  let value: T | undefined;
  return {
    set: (v: T) => void (value = v),
    /** undefined when beforeAll failed: afterAll then has nothing to close */
    peek: () => value,
    get(): T {
      if (value === undefined)
        throw new Error(`${what} exists from beforeAll on: read it inside a test or hook`);
      return value;
    },
  };
}

/** The file's database, migrated (`migrateThrough`: only up to that migration). */
export function useTestDb(opts: { poolSize?: number; migrateThrough?: number } = {}): Db {
  const current = holder<Awaited<ReturnType<typeof createTestDb>>>('the test database');
  beforeAll(async () => current.set(await createTestDb(opts)));
  afterAll(async () => {
    await current.peek()?.drop();
  });
  const db = () => current.get().db;
  return {
    get kind() {
      return db().kind;
    },
    query: (sql, params, name) => db().query(sql, params, name),
    transaction: (fn) => db().transaction(fn),
    watchWaits: (listener) => db().watchWaits(listener),
    close: () => db().close(),
  };
}

interface AppOptions {
  config?: ConfigOf;
  /** listen on an ephemeral port with Socket.IO attached */
  sockets?: boolean;
}

function useApp(opts: AppOptions, ready?: (t: TestContext) => Promise<unknown>): SocketTestContext {
  const current = holder<TestContext | SocketTestContext>('the test app');
  beforeAll(async () => {
    const overrides = typeof opts.config === 'function' ? opts.config() : (opts.config ?? {});
    const t = opts.sockets
      ? await createTestApp(overrides, { sockets: true })
      : await createTestApp(overrides);
    current.set(t);
    await ready?.(t);
  });
  afterAll(async () => {
    await current.peek()?.close();
  });
  const t = () => current.get();
  const listening = () => {
    const c = t();
    if (!('url' in c)) throw new Error('this app does not listen: ask for { sockets: true }');
    return c;
  };
  return {
    get app() {
      return t().app;
    },
    get db() {
      return t().db;
    },
    get config() {
      return t().config;
    },
    get emitted() {
      return t().emitted;
    },
    get bus() {
      return t().bus;
    },
    get url() {
      return listening().url;
    },
    get sockets() {
      return listening().sockets;
    },
    idle: () => t().idle(),
    close: () => t().close(),
  };
}

/** The file's app on a fresh database (`createTestApp(config)`). */
export function useTestApp(config: ConfigOf = {}): TestContext {
  return useApp({ config });
}

export interface DeskOptions extends AppOptions {
  /** the operators to log in: all three unless told */
  roles?: readonly DeskRole[];
  /** what the file needs before its tests (a house account, a member), once the desk exists */
  ready?: (desk: Desk) => Promise<unknown>;
}

/**
 * The file's app with an operator of each role logged in: `const desk = useDesk(); const { t } = desk;
 * const f = bettingFactory(desk);`, then `t.app`, `desk.cashier` inside the tests.
 */
export function useDesk(opts: DeskOptions & { sockets: true }): Desk & { t: SocketTestContext };
export function useDesk(opts?: DeskOptions): Desk;
export function useDesk(opts: DeskOptions = {}): Desk {
  const tokens = holder<Partial<Omit<Desk, 't'>>>('the desk');
  const token = (role: DeskRole) => {
    const value = tokens.get()[role];
    if (value === undefined) throw new Error(`this desk has no ${role}: useDesk({ roles })`);
    return value;
  };
  const desk: Desk = {
    t: useApp(opts, async (t) => {
      tokens.set(await deskTokens(t, opts.roles));
      await opts.ready?.(desk);
    }),
    get operator() {
      return token('operator');
    },
    get cashier() {
      return token('cashier');
    },
    get admin() {
      return token('admin');
    },
  };
  return desk;
}
