// The production start. `npm run build:server` compiles the server and the contract to
// JavaScript, and `node --conditions=compiled dist/main.js` runs it: no tsx, no TypeScript at run
// time (Node 20 cannot load a .ts file at all, so a module left uncompiled fails the start). The
// node handles its signals itself and exits within the shutdown's deadline.
// Runs once per `npm test` (the PGlite pass): the build does not depend on the database's kind.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './test/env.ts';
import { burst, expectBurstKept, openRoundOn } from './test/bet-burst.ts';
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
    // signals this close together are one stop delivered twice: the node shuts down as for one
    expect(stop.code).toBe(0);
    expect(stop.ms).toBeLessThan(10_000);
  }, 120_000);

  it('keeps every bet it acknowledged when SIGTERM lands mid-burst, refuses the rest clearly, and exits within 10 s', async () => {
    const server = await startServer(
      { ...productionEnv(burstDir), DEMO_SEED: '1', DEMO_SIMULATOR: '0' },
      { entry: 'compiled', timeoutMs: 90_000 },
    );
    children.push(server);
    const round = await openRoundOn(server.url);
    const exited = new Promise<number | null>((resolve) =>
      server.child.once('exit', (code) => resolve(code)),
    );
    const { outcomes, others, signalAt } = await burst(server.url, round, {
      signalAfter: 40,
      signal: () => server.child.kill('SIGTERM'),
      gone: exited,
    });
    const code = await exited;
    const stopMs = Date.now() - signalAt;

    expect(others, 'every answer is an acknowledgement or the stopping node’s 503').toEqual([]);
    expect(code).toBe(0);
    expect(stopMs).toBeLessThan(10_000);
    const acked = outcomes.filter((o) => o.result === 'acked');
    expect(acked.length).toBeGreaterThanOrEqual(40);
    // the bets in the handlers when the signal came were committed and answered, not dropped
    expect(acked.filter((o) => o.at > signalAt).length).toBeGreaterThan(0);
    await expectBurstKept(burstDir, round.matchId, outcomes);
  }, 180_000);
});
