// `npm start`'s process tree stopped mid-burst: npm, its shell and the node,
// in a process group of their own, get SIGTERM together, as from a terminal's Ctrl-C or a supervisor
// that signals the group. Seen once before: a node so stopped closed its listener but never exited.
// The causes found: the server ran under tsx's command, which SIGKILLs its child when the child does
// not confirm a signal within 30 ms (a node busy with a burst on the embedded database), and npm sends
// the node the signal a second time, which the node took for an operator insisting. The start script
// is now `node --import tsx` (no wrapper), a repeat within a second is the same stop, and every step of
// the stop runs under the deadline. Here the node must say it is shutting down (it handled the signal
// itself), every process of the group must be gone within 10 s, and the bets it acknowledged must be
// on its data directory. PGlite pass only: the embedded database is what `npm start` runs on.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testChildPath, testDatabaseUrl } from './test/env.ts';
import { burst, expectBurstKept, openRoundOn } from './test/bet-burst.ts';
import { serverEnv } from './test/server-process.ts';

const repo = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'sanam-npm-start-'));

describe.skipIf(Boolean(testDatabaseUrl()))('npm start stopped with its process group mid-burst', () => {
  let group = 0;
  afterAll(() => {
    if (group) {
      try {
        process.kill(-group, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shuts down itself, keeps every acknowledged bet, and leaves no process behind', async () => {
    const { DATABASE_URL: _none, ...env } = serverEnv('');
    const child = spawn('npm', ['run', 'start', '-w', '@sanam/server'], {
      cwd: repo,
      env: { ...env, PATH: testChildPath(), DATA_DIR: dataDir, DEMO_SEED: '1', LOG_LEVEL: 'info' },
      detached: true, // a process group of its own, as a terminal's job is
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    group = child.pid ?? 0;
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`npm start did not start:\n${out}`)), 90_000);
      child.stdout.on('data', () => {
        const port = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(out)?.[1];
        if (port) {
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${port}`);
        }
      });
    });

    const round = await openRoundOn(url);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const { outcomes, others, signalAt } = await burst(url, round, {
      signalAfter: 40,
      signal: () => process.kill(-group, 'SIGTERM'),
      gone: exited,
    });
    await exited;
    // npm is the group's leader; the node is its grandchild: wait for the whole group
    let alive = true;
    while (alive && Date.now() - signalAt < 12_000) {
      try {
        process.kill(-group, 0);
        await new Promise((r) => setTimeout(r, 100));
      } catch {
        alive = false;
      }
    }
    const stopMs = Date.now() - signalAt;

    expect(alive, `a process of npm start's group is still running:\n${out.slice(-3000)}`).toBe(false);
    expect(stopMs).toBeLessThan(10_000);
    expect(out, 'the node handled the signal itself').toContain('"msg":"shutting down"');
    expect(out).not.toContain('passed its deadline');
    expect(others).toEqual([]);
    expect(outcomes.filter((o) => o.result === 'acked').length).toBeGreaterThanOrEqual(40);
    await expectBurstKept(dataDir, round.matchId, outcomes);
  }, 180_000);
});
