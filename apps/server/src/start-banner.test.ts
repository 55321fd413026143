// What a newcomer sees after `npm start`. The embedded demo (PGlite, demo data, the match
// simulator) prints the banner with the URLs and the demo logins as the last thing start-up writes,
// and a browser's requests afterwards add no lines under it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');
const BANNER_END = 'Demo console logins sign in without two-step verification';

let child: ChildProcess | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'sanam-banner-'));
afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start in the embedded demo', () => {
  it('ends its output with the banner, and requests add nothing under it', async () => {
    const env: Record<string, string> = {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(serverDir, 'no-such-dist'),
      ADMIN_DIST: path.join(serverDir, 'no-such-dist'),
    };
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = server;
    let out = '';
    server.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no banner within 60 s:\n${out}`)), 60_000);
      server.stdout?.on('data', () => {
        if (out.includes(BANNER_END)) {
          clearTimeout(timer);
          resolve();
        }
      });
      server.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${out}`)));
    });
    const base = /Member app:\s+(http:\/\/127\.0\.0\.1:\d+)\//.exec(out)?.[1];
    expect(base).toBeDefined();

    for (const url of ['/', '/api/health', '/api/matches', '/api/nope'])
      await fetch(`${base}${url}`).then((res) => res.arrayBuffer());
    // time for any line the requests or the simulator's start would still write
    await new Promise((resolve) => setTimeout(resolve, 500));

    const lines = out.trimEnd().split('\n');
    const bannerStart = lines.findIndex((l) => l.includes('Sanam Live is running'));
    expect(lines.at(-1)).toContain(BANNER_END);
    const before = lines.slice(0, bannerStart).join('\n');
    expect(before).toContain('match simulator started');
    expect(before).toContain('Server listening');
    expect(out).not.toContain('incoming request');
  }, 90_000);
});
