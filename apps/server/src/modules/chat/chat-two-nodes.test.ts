// The chat across two server nodes sharing PostgreSQL and Redis (DESIGN §1): a message sent on node A
// reaches a member on node B, an operator's delete on node B leaves the sockets on node A, and the
// send limit is counted once for both nodes. Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { CHAT_RATE, type ChatMessage } from '@sanam/contract/chat.ts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl, testRedisUrl } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import { createTestDb } from '../../test/test-app.ts';
import { hashPassword } from '../auth/service.ts';
import { disconnectChats, joinChat, send } from '../../test/factories/chat.ts';
import { registerPayload } from '../../test/factories/members.ts';

const databaseUrl = testDatabaseUrl();
const redisUrl = testRedisUrl();
const serverDir = path.resolve(import.meta.dirname, '../../..');
const children: ChildProcess[] = [];

function startNode(env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  let err = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`node did not start in 45 s:\n${out}\n${err}`)), 45_000);
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(out)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`node exited with ${code}:\n${out}\n${err}`));
    });
  });
}

async function stopNode(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

const nextOf = <T>(socket: { once(e: string, f: (p: T) => void): unknown }, event: string, ms = 5_000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (p: T) => {
      clearTimeout(timer);
      resolve(p);
    });
  });

describe.skipIf(!databaseUrl || !redisUrl)('the chat across two server nodes sharing Redis', () => {
  const stream = `sanam-test:${randomBytes(6).toString('hex')}`;
  let db: Db;
  let drop: (() => Promise<void>) | undefined;
  let nodeA: string;
  let nodeB: string;
  let operator: string;
  let stadium: number;

  async function api<T>(node: string, token: string | null, urlPath: string, payload?: unknown) {
    const res = await fetch(`${node}/api${urlPath}`, {
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

  async function memberToken(node: string): Promise<string> {
    const m = await api<{ access_token: string }>(node, null, '/user/register', registerPayload());
    return (await api<{ token: string }>(node, m.access_token, `/user/chat/token?stadium_id=${stadium}`))
      .token;
  }

  beforeAll(async () => {
    const created = await createTestDb({ poolSize: 2 });
    db = created.db;
    drop = created.drop;
    if (!created.url || !redisUrl) throw new Error('TEST_DATABASE_URL and TEST_REDIS_URL are required');
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: created.url,
      REDIS_URL: redisUrl,
      SOCKET_STREAM: stream,
      HOST: '127.0.0.1',
      PORT: '0',
      DEMO_SEED: '0',
      DEMO_SIMULATOR: '0',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'chat-two-nodes-secret-chat-two-nodes-secret',
      WEB_DIST: path.join(serverDir, 'no-such-dist'),
      ADMIN_DIST: path.join(serverDir, 'no-such-dist'),
    };
    [nodeA, nodeB] = await Promise.all([startNode(env), startNode(env)]);
    const username = `operator${randomBytes(4).toString('hex')}`;
    await db.query('INSERT INTO operators (username, password_hash, role) VALUES ($1, $2, $3)', [
      username,
      await hashPassword('secret-pass', { env: 'test' }),
      'operator',
    ]);
    operator = (
      await api<{ access_token: string }>(nodeA, null, '/admin/auth/login', {
        username,
        password: 'secret-pass',
      })
    ).access_token;
    stadium = (
      await api<{ id: number }>(nodeA, operator, '/admin/stadiums', { name: 'สนามสองโหนด', type: 'bull' })
    ).id;
  }, 90_000);

  afterAll(async () => {
    disconnectChats();
    await Promise.all(children.map(stopNode));
    await drop?.();
    if (redisUrl) {
      const redis = new Redis(redisUrl);
      await redis.del(stream).catch(() => undefined);
      await redis.quit();
    }
  }, 30_000);

  it('a message sent on node A reaches node B; a delete made on node B leaves node A', async () => {
    const onA = await joinChat(nodeA, { chat_token: await memberToken(nodeA) });
    const onB = await joinChat(nodeB, { chat_token: await memberToken(nodeB) });
    const arrived = nextOf<ChatMessage>(onB.socket, 'CHAT_MESSAGE');
    const ack = await send(onA.socket, 'ข้ามโหนด');
    if (!ack.ok) throw new Error(ack.message);
    expect((await arrived).text).toBe('ข้ามโหนด');
    const gone = nextOf<{ id: number }>(onA.socket, 'CHAT_DELETED');
    await api(nodeB, operator, `/admin/chat/messages/${ack.message.id}/delete`, {});
    expect(await gone).toEqual({ id: ack.message.id, stadium_id: stadium });
  });

  it('counts a member’s sends once across both nodes', async () => {
    const token = await memberToken(nodeA);
    const [onA, onB] = await Promise.all([
      joinChat(nodeA, { chat_token: token }),
      joinChat(nodeB, { chat_token: token }),
    ]);
    const acks = await Promise.all([
      ...Array.from({ length: CHAT_RATE.messages }, (_, i) => send(onA.socket, `A ${i}`)),
      ...Array.from({ length: CHAT_RATE.messages }, (_, i) => send(onB.socket, `B ${i}`)),
    ]);
    expect(acks.filter((a) => a.ok)).toHaveLength(CHAT_RATE.messages);
    expect(acks.filter((a) => !a.ok).every((a) => !a.ok && a.key === 'chat.rate_limited')).toBe(true);
  });
});
