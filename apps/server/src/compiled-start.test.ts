// Issue 25: the production start. `npm run build:server` compiles the server and the contract to
// JavaScript, and `node --conditions=compiled dist/main.js` runs it: no tsx, no TypeScript at run
// time (Node 20 cannot load a .ts file at all, so a module left uncompiled fails the start). The
// node handles its signals itself and exits within the shutdown's deadline.
// Runs once per `npm test` (the PGlite pass): the build does not depend on the database's kind.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './config.ts';
import { createPgliteDb } from './db/db.ts';
import { checkLedger } from './ledger/ledger.ts';
import { DEMO_LOGINS } from './seed/demo-data.ts';
import { startServer, type ServerProcess } from './test/server-process.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'sanam-compiled-'));
const burstDir = mkdtempSync(path.join(tmpdir(), 'sanam-compiled-burst-'));
const children: ServerProcess[] = [];

function productionEnv(dir = dataDir): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'compiled-start-test-secret-not-a-secret-0123456789',
    WEB_DIST: path.join(serverDir, 'no-such-dist'),
    ADMIN_DIST: path.join(serverDir, 'no-such-dist'),
  };
}

/** Sends the signals, one after the other, and resolves with the exit code and how long it took. */
async function stopWith(server: ServerProcess, signals: NodeJS.Signals[]) {
  const started = Date.now();
  const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
  // sent together: a second one of the same kind could merge with the first while pending
  for (const signal of signals) server.child.kill(signal);
  const code = await exited;
  return { code, ms: Date.now() - started };
}

const jsFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.join(dir, f));

describe.skipIf(Boolean(testDatabaseUrl()))('the production build', () => {
  beforeAll(() => {
    execFileSync('npm', ['run', 'build', '-w', '@sanam/server'], {
      cwd: path.resolve(serverDir, '../..'),
      stdio: 'pipe',
    });
  }, 240_000);

  afterAll(() => {
    for (const s of children)
      if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(burstDir, { recursive: true, force: true });
  });

  it('holds JavaScript only, with its migrations beside it', () => {
    const files = jsFiles(path.join(serverDir, 'dist'));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      // a relative import still naming a .ts file would need tsx at run time
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/from '\.{1,2}\/[^']*\.ts'/);
    }
    const migrations = readdirSync(path.join(serverDir, 'dist/db/migrations'));
    expect(migrations).toEqual(readdirSync(path.join(serverDir, 'src/db/migrations')));
  });

  it('serves with node alone, and stops on SIGTERM within the deadline', async () => {
    const server = await startServer(productionEnv(), { entry: 'compiled', timeoutMs: 90_000 });
    children.push(server);
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(200);
    // a route, its contract schema and a translated message, all from the build
    const refused = await fetch(`${server.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'th' },
      body: JSON.stringify({ phone: '0899999999', password: 'not-the-password' }),
    });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { success: boolean }).success).toBe(false);

    const stop = await stopWith(server, ['SIGTERM']);
    expect(stop.code).toBe(0);
    expect(stop.ms).toBeLessThan(10_000);
  }, 120_000);

  it('stops within the deadline when two signals arrive together (npm and its process group, a second Ctrl-C)', async () => {
    const server = await startServer(productionEnv(), { entry: 'compiled', timeoutMs: 90_000 });
    children.push(server);
    const stop = await stopWith(server, ['SIGINT', 'SIGTERM']);
    // 0 when the first signal's shutdown was over before the second was handled, 1 when the second ended it
    expect([0, 1]).toContain(stop.code);
    expect(stop.ms).toBeLessThan(10_000);
  }, 120_000);

  it('keeps every bet it acknowledged when SIGTERM lands mid-burst, refuses the rest clearly, and exits within 10 s', async () => {
    const server = await startServer(
      { ...productionEnv(burstDir), DEMO_SEED: '1', DEMO_SIMULATOR: '0' },
      { entry: 'compiled', timeoutMs: 90_000 },
    );
    children.push(server);
    const call = async (token: string | null, urlPath: string, payload?: unknown) => {
      const res = await fetch(`${server.url}/api${urlPath}`, {
        method: payload === undefined ? 'GET' : 'POST',
        headers: {
          'accept-language': 'th',
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      });
      return {
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        json: (await res.json()) as { data: Record<string, unknown> & { code?: string } },
      };
    };
    const login = (who: string) => {
      const demo = DEMO_LOGINS.find((l) => l.who === who);
      if (!demo) throw new Error(`no demo login "${who}"`);
      return demo;
    };
    const operator = login('console operator');
    const staff = await call(null, '/admin/auth/login', {
      username: operator.login,
      password: operator.password,
    });
    const desk = String(staff.json.data.access_token);
    const match = await call(desk, '/admin/matches', {
      round_name: 'คู่ทดสอบ',
      red_cow_name: 'แดงเดือด',
      blue_cow_name: 'ฟ้าคราม',
    });
    const matchId = Number(match.json.data.id);
    const rate = await call(desk, `/admin/matches/${matchId}/rates`, {
      red_rate_1: 10,
      red_rate_2: 9,
      blue_rate_1: 9,
      blue_rate_2: 10,
    });
    await call(desk, `/admin/matches/${matchId}/open`, {});
    const members = await Promise.all(
      ['member', 'member (VIP)'].map(async (who) => {
        const m = login(who);
        const r = await call(null, '/user/login', { phone: m.login, password: m.password });
        return String(r.json.data.access_token);
      }),
    );

    // the burst: workers send bets until the node is gone; SIGTERM after enough acknowledgements
    type Outcome = {
      ref: string;
      member: number;
      result: 'acked' | 'shutting_down' | 'unanswered';
      /** when the answer came */
      at: number;
    };
    const outcomes: Outcome[] = [];
    const others: string[] = [];
    let sent = 0;
    let termAt = 0;
    const exited = new Promise<number | null>((resolve) =>
      server.child.once('exit', (code) => resolve(code)),
    );
    let gone = false;
    void exited.then(() => (gone = true));
    const worker = async (w: number) => {
      while (!gone) {
        const member = (w + sent) % members.length;
        const ref = `burst-${w}-${sent++}`;
        try {
          const r = await call(members[member] ?? '', `/user/bet/${matchId}`, {
            amount: 100,
            type: sent % 2 ? 'red' : 'blue',
            ref,
            rateId: Number(rate.json.data.id),
          });
          if (r.status === 200) outcomes.push({ ref, member, result: 'acked', at: Date.now() });
          else if (r.status === 503 && r.json.data.code === 'shutting_down' && r.retryAfter === '2')
            outcomes.push({ ref, member, result: 'shutting_down', at: Date.now() });
          else others.push(`${ref}: ${r.status} ${JSON.stringify(r.json)}`);
        } catch {
          outcomes.push({ ref, member, result: 'unanswered', at: Date.now() });
          if (termAt) await new Promise((r) => setTimeout(r, 20));
        }
        if (!termAt && outcomes.filter((o) => o.result === 'acked').length >= 40) {
          termAt = Date.now();
          server.child.kill('SIGTERM');
        }
      }
    };
    await Promise.all(Array.from({ length: 12 }, (_, w) => worker(w)));
    const code = await exited;
    const stopMs = Date.now() - termAt;

    expect(others, 'every answer is an acknowledgement or the stopping node’s 503').toEqual([]);
    expect(code).toBe(0);
    expect(stopMs).toBeLessThan(10_000);
    const acked = outcomes.filter((o) => o.result === 'acked');
    expect(acked.length).toBeGreaterThanOrEqual(40);
    // the bets in the handlers when the signal came were committed and answered, not dropped
    expect(acked.filter((o) => o.at > termAt).length).toBeGreaterThan(0);

    // what the node left on its data directory: each acknowledged bet whole, nothing refused, the ledger sound
    const db = await createPgliteDb(burstDir);
    try {
      const { rows } = await db.query<{ ref: string; key: string | null; cash: number | null }>(
        `SELECT b.ref, e.key,
                (SELECT sum(p.amount)::bigint FROM postings p
                  WHERE p.entry_id = e.id AND p.account = 'member:' || b.member_id) AS cash
           FROM bets b LEFT JOIN journal_entries e ON e.id = b.entry_id
          WHERE b.match_id = $1`,
        [matchId],
      );
      const written = new Map(rows.map((r) => [r.ref, r]));
      for (const o of acked)
        expect(written.get(o.ref), `${o.ref} was acknowledged`).toMatchObject({ cash: -10_000 });
      for (const o of outcomes.filter((x) => x.result === 'shutting_down'))
        expect(written.has(o.ref), `${o.ref} was refused`).toBe(false);
      for (const r of rows) expect(r.key, `${r.ref} has its ledger entry`).toMatch(/^bet:\d+$/);
      expect(rows.length).toBeLessThanOrEqual(
        acked.length + outcomes.filter((o) => o.result === 'unanswered').length,
      );
      const ledger = await checkLedger(db);
      expect(ledger.ok, JSON.stringify(ledger.checks.filter((c) => !c.ok))).toBe(true);
    } finally {
      await db.close();
    }
  }, 180_000);
});
