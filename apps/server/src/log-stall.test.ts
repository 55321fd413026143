// A node whose log reader stalls: its standard output goes to a pipe that is held open but
// never read (a supervisor that died, a stuck log shipper). Seen before: the node kept serving while
// its log grew in memory without a bound, and on SIGTERM closed its listener and its database, then
// hung for ever in the final log flush, which retried the full pipe on the main thread, so neither
// the shutdown's deadline nor a second signal could end it. Here the real entry's output fills the
// pipe and the log's buffer, and more: requests are still answered, the lines past the buffer are
// dropped and counted on /metrics, and SIGTERM ends the node itself within the 10 s an orchestrator
// grants.
// PGlite pass only: where the log goes does not depend on the database's kind.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testChildPath, testDatabaseUrl } from './test/env.ts';
import { serverEnv } from './test/server-process.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'sanam-log-stall-'));
const METRICS_TOKEN = 'log-stall-test-metrics-token-not-a-secret-0123';
/** Two log lines each (REQUEST_LOG_LEVEL=info), some 700 kB in all: the pipe's buffer and the log's, and more. */
const REQUESTS = 1_500;
const CONCURRENCY = 16;

let child: ChildProcess | undefined;
afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the server and reads its output only until the port: from then on nobody reads it. */
async function startUnread(): Promise<{ url: string; server: ChildProcess; stderr: () => string }> {
  const { DATABASE_URL: _none, ...env } = serverEnv('');
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...env,
      PATH: testChildPath(),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      REQUEST_LOG_LEVEL: 'info',
      METRICS_TOKEN,
      // a small bound, so the test reaches it with a few thousand lines
      LOG_BUFFER_BYTES: String(64 * 1024),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = server;
  let err = '';
  server.stderr.on('data', (c: Buffer) => (err = (err + c.toString()).slice(-8000)));
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    // a fresh embedded database migrates first: slow on a busy machine
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${out}\n${err}`)), 150_000);
    const onData = (c: Buffer) => {
      out += c.toString();
      const port = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(out)?.[1];
      if (!port) return;
      clearTimeout(timer);
      // the reader stalls: the pipe stays open and fills
      server.stdout.off('data', onData);
      server.stdout.pause();
      resolve(`http://127.0.0.1:${port}`);
    };
    server.stdout.on('data', onData);
    server.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${out}\n${err}`)));
  });
  return { url, server, stderr: () => err };
}

describe.skipIf(Boolean(testDatabaseUrl()))('a node whose log nobody reads', () => {
  it('keeps answering, drops and counts the lines past its buffer, and stops on SIGTERM within 10 s', async () => {
    const { url, server, stderr } = await startUnread();

    let next = 0;
    const statuses = new Map<number, number>();
    const worker = async () => {
      while (next < REQUESTS) {
        next++;
        const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) });
        await res.arrayBuffer();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(Object.fromEntries(statuses)).toEqual({ 200: REQUESTS });

    const metrics = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const text = await metrics.text();

    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      server.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const signalAt = Date.now();
    server.kill('SIGTERM');
    const stop = await Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), 12_000))]);
    const stopMs = Date.now() - signalAt;

    expect(stop, `still running ${stopMs} ms after SIGTERM:\n${stderr()}`).not.toBeNull();
    expect(stopMs).toBeLessThan(10_000);
    // it stopped itself (its shutdown ran to the end), not the watchdog's SIGKILL
    expect(stop).toEqual({ code: 0, signal: null });
    expect(metrics.status).toBe(200);
    const dropped = Number(/^sanam_log_lines_dropped_total (\d+)$/m.exec(text)?.[1]);
    expect(dropped, 'lines dropped past the buffer').toBeGreaterThan(0);
  }, 240_000);
});
