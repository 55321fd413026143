// The stop's deadline holds when the main thread is held: a node once closed its listener
// and its database, then sat for ever in a loop on its main thread (the log's final flush retrying a
// full pipe), where neither the deadline's timer nor a second signal's handler could run. The watchdog
// shutdown.ts starts with the stop runs on a thread of its own and kills the process just past the
// deadline, whatever the main thread is doing; while the loop turns, a second signal ends it at once.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testChildPath } from './test/env.ts';

const serverDir = path.resolve(import.meta.dirname, '..');

/** Starts src/test/held-stop.ts; resolves once its handlers are installed. */
async function stoppable(deadlineMs: number, mode: 'held' | 'waiting') {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/test/held-stop.ts', String(deadlineMs), mode],
    { cwd: serverDir, env: { PATH: testChildPath() }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let err = '';
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => c.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`exited with ${code} before it was ready:\n${err}`)));
  });
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  /** how the process ended and when, or 'still running' after `ms` */
  const end = async (ms: number) => {
    const result = await Promise.race([
      exited,
      new Promise<'still running'>((r) => setTimeout(() => r('still running'), ms)),
    ]);
    return { result, at: Date.now() };
  };
  return { child, end, log: () => err };
}

describe('a stop that never finishes', () => {
  it('is ended just past its deadline by the watchdog when its main thread is held', async () => {
    const deadlineMs = 1_000;
    const { child, end, log } = await stoppable(deadlineMs, 'held');
    try {
      const signalAt = Date.now();
      child.kill('SIGTERM');
      const { result, at } = await end(deadlineMs + 5_000);

      expect(log(), 'the stop began').toContain('"msg":"shutting down"');
      expect(result, log()).toEqual({ code: null, signal: 'SIGKILL' });
      expect(at - signalAt).toBeGreaterThanOrEqual(deadlineMs);
      expect(at - signalAt).toBeLessThan(deadlineMs + 2_000);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }, 30_000);

  it('ends at once on a second signal, long before its deadline', async () => {
    const deadlineMs = 8_000;
    const { child, end, log } = await stoppable(deadlineMs, 'waiting');
    try {
      child.kill('SIGTERM');
      // past the second within which a repeat is the same stop delivered twice
      await new Promise((r) => setTimeout(r, 1_500));
      const secondAt = Date.now();
      child.kill('SIGTERM');
      const { result, at } = await end(deadlineMs);

      expect(result, log()).toEqual({ code: 1, signal: null });
      expect(at - secondAt).toBeLessThan(1_000);
      expect(log()).toContain('second signal during shutdown: exiting now');
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  }, 30_000);
});
