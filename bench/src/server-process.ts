// The real server (apps/server/src/main.ts) as its own process on a loopback port, configured for a
// bench: a fresh PostgreSQL database, no demo data, no simulator, no sandbox, quiet logs.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** Signs the bench's throwaway tokens; never a deployment's secret. */
const BENCH_JWT_SECRET = 'bench-only-signing-key-not-a-secret-0123456789';

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** A loopback port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr !== null ? addr.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/** Runs a TypeScript entry with tsx (the bench's and the server's runner) in its own process. */
export function spawnTs(entry: string, env: NodeJS.ProcessEnv, args: string[] = []): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function stopChild(child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface ServerOptions {
  /** REDIS_URL: the Socket.IO Redis streams adapter, for several processes sharing one room */
  redisUrl?: string;
  /** SOCKET_STREAM: the adapter's stream, shared by the processes of one cluster */
  socketStream?: string;
}

export async function startServer(databaseUrl: string, opts: ServerOptions = {}): Promise<ServerProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...(opts.redisUrl ? { REDIS_URL: opts.redisUrl } : {}),
    ...(opts.socketStream ? { SOCKET_STREAM: opts.socketStream } : {}),
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    JWT_SECRET: BENCH_JWT_SECRET,
    DEMO_SEED: '0',
    DEMO_SIMULATOR: '0',
    SANDBOX: '0',
    LOG_LEVEL: 'warn',
    // the bench's calls stand for many members' addresses (api.ts fundedMember)
    TRUST_PROXY: 'loopback',
    // the fan-out's sockets are one member's tabs from one address (fanout-cluster.ts), far past the
    // caps a real member meets (SOCKETS_PER_MEMBER, SOCKETS_PER_ADDRESS)
    SOCKETS_PER_MEMBER: '100000',
    SOCKETS_PER_ADDRESS: '100000',
  };
  const child = spawnTs('apps/server/src/main.ts', env);
  let stderr = '';
  child.stderr?.on('data', (b: Buffer) => {
    stderr = (stderr + b.toString()).slice(-4000);
  });
  child.stdout?.resume();
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/api/ready`, child);
  } catch (err) {
    await stopChild(child);
    throw new Error(`the server did not start: ${(err as Error).message}\n${stderr}`);
  }
  return { url, pid: child.pid ?? 0, stop: () => stopChild(child) };
}
