// Two real server processes sharing one PostgreSQL database and one Redis stream (DESIGN §1), for the
// tests of what must reach across nodes. Needs TEST_DATABASE_URL and TEST_REDIS_URL: call it inside a
// `describe.skipIf(!databaseUrl || !redisUrl)` block.
import { randomBytes } from 'node:crypto';
import type { OperatorRole } from '@sanam/contract/constants.ts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { testRedisUrl } from './env.ts';
import type { Db } from '../db/db.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { serverEnv, startServer, stopServer, type ServerProcess } from './server-process.ts';
import { createTestDb } from './test-app.ts';

export interface TwoNodes {
  /** the database both nodes use */
  readonly db: Db;
  readonly a: ServerProcess;
  readonly b: ServerProcess;
  /** a call to the API of the node at `nodeUrl`: GET without a payload, else POST; the reply's data */
  api: <T>(nodeUrl: string, token: string | null, urlPath: string, payload?: unknown) => Promise<T>;
  /** a new operator of `role`, logged in on node A */
  operatorLogin: (role: OperatorRole) => Promise<string>;
}

/** Starts both nodes on a fresh database in beforeAll; stops them, drops it, and clears the stream after. */
export function useTwoNodes(): TwoNodes {
  const stream = `sanam-test:${randomBytes(6).toString('hex')}`;
  const redisUrl = testRedisUrl();
  let started: { db: Db; a: ServerProcess; b: ServerProcess } | undefined;
  const nodes: ServerProcess[] = [];
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const created = await createTestDb({ poolSize: 2 });
    drop = created.drop;
    if (!created.url || !redisUrl) throw new Error('TEST_DATABASE_URL and TEST_REDIS_URL are required');
    const env = { ...serverEnv(created.url), REDIS_URL: redisUrl, SOCKET_STREAM: stream };
    const [a, b] = await Promise.all([startServer(env), startServer(env)]);
    nodes.push(a, b);
    started = { db: created.db, a, b };
  }, 90_000);

  afterAll(async () => {
    await Promise.all(nodes.map((n) => stopServer(n.child)));
    await drop?.();
    if (redisUrl) {
      const redis = new Redis(redisUrl);
      await redis.del(stream).catch(() => undefined);
      await redis.quit();
    }
  }, 30_000);

  const now = () => {
    if (!started) throw new Error('the nodes start in beforeAll: use them inside a test or hook');
    return started;
  };

  async function api<T>(nodeUrl: string, token: string | null, urlPath: string, payload?: unknown) {
    const res = await fetch(`${nodeUrl}/api${urlPath}`, {
      method: payload === undefined ? 'GET' : 'POST',
      headers: {
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    });
    const json = (await res.json()) as { data: T };
    if (res.status !== 200) throw new Error(`${urlPath}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  }

  async function operatorLogin(role: OperatorRole): Promise<string> {
    const username = `${role}${randomBytes(4).toString('hex')}`;
    await now().db.query('INSERT INTO operators (username, password_hash, role) VALUES ($1, $2, $3)', [
      username,
      await hashPassword('secret-pass', { env: 'test' }),
      role,
    ]);
    const data = await api<{ access_token: string }>(now().a.url, null, '/admin/auth/login', {
      username,
      password: 'secret-pass',
    });
    return data.access_token;
  }

  return {
    get db() {
      return now().db;
    },
    get a() {
      return now().a;
    },
    get b() {
      return now().b;
    },
    api,
    operatorLogin,
  };
}
