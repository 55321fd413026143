// DESIGN §1: with REDIS_URL an event emitted on one node reaches sockets on every node. Two real
// server processes share one PostgreSQL database and one Redis; the HTTP calls go to node A, the
// sockets listen on node B. Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set (CI sets both).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { OperatorRole } from '@sanam/contract/constants.ts';
import type { Match, Rate } from '@sanam/contract/matches.ts';
import { RATE_COALESCE_MS, type RateEvent } from '@sanam/contract/realtime.ts';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseUrl, testRedisUrl } from '../config.ts';
import type { Db } from '../db/db.ts';
import { hashPassword } from '../modules/auth/service.ts';
import { registerPayload } from '../test/factories/members.ts';
import { createTestDb } from '../test/test-app.ts';
import { connect, disconnectAll, nextEvent, pause, record } from './test-sockets.ts';

const databaseUrl = testDatabaseUrl();
const redisUrl = testRedisUrl();
const serverDir = path.resolve(import.meta.dirname, '../..');

interface Node {
  url: string;
  child: ChildProcess;
}

const children: ChildProcess[] = [];

/** Starts `src/main.ts` as its own process and resolves once it prints the port it bound. */
function startNode(env: Record<string, string>): Promise<Node> {
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
        resolve({ url: `http://127.0.0.1:${port}`, child });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`node exited with ${code}:\n${out}\n${err}`));
    });
  });
}

/** SIGTERM (the node closes its sockets and pool), SIGKILL if it has not exited within 5 s. */
async function stopNode(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

describe.skipIf(!databaseUrl || !redisUrl)('events across two server nodes sharing Redis', () => {
  const stream = `sanam-test:${randomBytes(6).toString('hex')}`;
  let db: Db;
  let drop: (() => Promise<void>) | undefined;
  let nodeA: Node;
  let nodeB: Node;
  let operator: string;

  async function api<T>(node: Node, token: string | null, urlPath: string, payload: unknown = {}) {
    const res = await fetch(`${node.url}/api${urlPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(payload),
    });
    const json = (await res.json()) as { data: T };
    if (res.status !== 200) throw new Error(`${urlPath}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  }

  async function operatorLogin(role: OperatorRole): Promise<string> {
    const username = `${role}${randomBytes(4).toString('hex')}`;
    await db.query('INSERT INTO operators (username, password_hash, role) VALUES ($1, $2, $3)', [
      username,
      await hashPassword('secret-pass', { env: 'test' }),
      role,
    ]);
    const data = await api<{ access_token: string }>(nodeA, null, '/admin/auth/login', {
      username,
      password: 'secret-pass',
    });
    return data.access_token;
  }

  async function member() {
    const data = await api<{ access_token: string; user: { id: number } }>(
      nodeA,
      null,
      '/user/register',
      registerPayload(),
    );
    return { id: data.user.id, accessToken: data.access_token };
  }

  async function runningMatch() {
    const match = await api<Match>(nodeA, operator, '/admin/matches', {
      round_name: 'คู่ที่ 1',
      red_cow_name: 'แดงเดือด',
      blue_cow_name: 'ฟ้าคราม',
    });
    const rate = await api<Rate>(nodeA, operator, `/admin/matches/${match.id}/rates`, {
      red_rate_1: 10,
      red_rate_2: 9,
      blue_rate_1: 9,
      blue_rate_2: 10,
    });
    return { match, rate };
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
      JWT_SECRET: 'two-nodes-test-secret-two-nodes-test-secret',
      WEB_DIST: path.join(serverDir, 'no-such-dist'),
      ADMIN_DIST: path.join(serverDir, 'no-such-dist'),
    };
    [nodeA, nodeB] = await Promise.all([startNode(env), startNode(env)]);
    operator = await operatorLogin('operator');
  }, 90_000);

  afterAll(async () => {
    disconnectAll();
    await Promise.all(children.map(stopNode));
    await drop?.();
    if (redisUrl) {
      const redis = new Redis(redisUrl);
      await redis.del(stream).catch(() => undefined);
      await redis.quit();
    }
  }, 30_000);

  it('a rate published and betting opened on node A reach the members and the desk on node B', async () => {
    const { match } = await runningMatch();
    const [onB, onA] = await Promise.all([member(), member()]);
    const [socketB, socketA, deskB] = await Promise.all([
      connect(nodeB.url, { access_token: onB.accessToken, matchId: match.id }),
      connect(nodeA.url, { access_token: onA.accessToken, matchId: match.id, websocketOnly: true }),
      connect(nodeB.url, { operator_token: operator, matchId: match.id }),
    ]);
    const arrived = Promise.all([
      nextEvent(socketB, 'RATE'),
      nextEvent(socketA, 'RATE'),
      nextEvent(deskB, 'RATE'),
    ]);
    const opened = await api<Match>(nodeA, operator, `/admin/matches/${match.id}/open`);
    const [rateB, rateA, rateDesk] = await arrived;
    expect(rateB).toMatchObject({
      announce: 'open',
      version: opened.version,
      match: { id: match.id, is_open: 1 },
    });
    expect(rateA).toEqual(rateB);
    expect(rateDesk).toEqual(rateB);
  });

  it('a burst of rates published on node A reaches node B coalesced, the last with the final rate', async () => {
    const { match } = await runningMatch();
    const m = await member();
    const socket = await connect(nodeB.url, { access_token: m.accessToken, matchId: match.id });
    const seen = record(socket);
    const published: Rate[] = [];
    for (let n = 0; n < 12; n++) {
      published.push(
        await api<Rate>(nodeA, operator, `/admin/matches/${match.id}/rates`, {
          red_rate_1: 10,
          red_rate_2: 1 + (n % 9),
          blue_rate_1: 1 + (n % 9),
          blue_rate_2: 10,
        }),
      );
    }
    const final = published.at(-1);
    await vi.waitFor(() => expect(seen.at(-1)?.payload).toMatchObject({ rate: { id: final?.id } }));
    await pause(RATE_COALESCE_MS * 2);
    const events = seen.map((s) => s.payload as RateEvent);
    expect(events.length).toBeLessThan(published.length);
    expect(events.at(-1)).toMatchObject({ announce: 'changed', rate: final });
    const carried = new Set(events.flatMap((e) => [e.rate?.id, ...(e.rates ?? []).map((r) => r.id)]));
    expect(published.filter((r) => !carried.has(r.id))).toEqual([]);
  });

  it("does not carry one match's events to another match's room on the other node", async () => {
    const [{ match: watched }, { match: other }] = await Promise.all([runningMatch(), runningMatch()]);
    const m = await member();
    const socket = await connect(nodeB.url, { access_token: m.accessToken, matchId: watched.id });
    const seen = record(socket);
    await api<Match>(nodeA, operator, `/admin/matches/${other.id}/open`);
    const got = nextEvent(socket, 'RATE');
    await api<Match>(nodeA, operator, `/admin/matches/${watched.id}/open`);
    expect((await got).match.id).toBe(watched.id);
    expect(seen.map((s) => s.event)).toEqual(['RATE']);
  });

  it("a bet on node A moves the member's BALANCE and the desk's BET on node B", async () => {
    const { match, rate } = await runningMatch();
    await api<Match>(nodeA, operator, `/admin/matches/${match.id}/open`);
    const cashier = await operatorLogin('cashier');
    const m = await member();
    await api(nodeA, cashier, `/admin/members/${m.id}/adjust`, {
      amount: 500,
      reason: 'test funds',
      kind: 'deposit',
    });
    const [socket, desk] = await Promise.all([
      connect(nodeB.url, { access_token: m.accessToken, matchId: match.id }),
      connect(nodeB.url, { operator_token: operator, matchId: match.id }),
    ]);
    const events = Promise.all([nextEvent(socket, 'BALANCE'), nextEvent(desk, 'BET')]);
    await api(nodeA, m.accessToken, `/user/bet/${match.id}`, {
      amount: 100,
      type: 'red',
      ref: `two-nodes-${match.id}`,
      rateId: rate.id,
    });
    const [balance, bet] = await events;
    // no coin at placement: coins come with the grading (issue 20)
    expect(balance).toEqual({ balance: 400, event_point: 0 });
    expect(bet).toMatchObject({ match_id: match.id, side: 'red', amount: 100 });
  });
});
