// The real server (src/main.ts through tsx, or its production build) as its own process, for tests that need what app.inject
// cannot give: a process to kill, a restart on the same database. Loopback only, PORT=0 (the kernel
// picks a free port and main.ts prints it).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../..');

/** Signs the test's throwaway tokens; the same across a restart so a member's session survives it. */
const TEST_JWT_SECRET = 'server-process-test-secret-not-a-secret-0123456789';

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  child: ChildProcess;
}

/** The environment of a quiet single node on `databaseUrl`: no demo data, no simulator, no sandbox. */
export function serverEnv(databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: '0',
    DEMO_SEED: '0',
    DEMO_SIMULATOR: '0',
    SANDBOX: '0',
    LOG_LEVEL: 'warn',
    JWT_SECRET: TEST_JWT_SECRET,
    WEB_DIST: path.join(serverDir, 'no-such-dist'),
    ADMIN_DIST: path.join(serverDir, 'no-such-dist'),
  };
}

/** How a test runs the server: from source through tsx, or the production build (`npm run build:server`). */
const ENTRY = {
  source: ['--import', 'tsx', 'src/main.ts'],
  compiled: ['--conditions=compiled', 'dist/main.js'],
} as const;

/** Starts the server and resolves once it prints the port it bound. */
export function startServer(
  env: Record<string, string>,
  { timeoutMs = 45_000, entry = 'source' }: { timeoutMs?: number; entry?: keyof typeof ENTRY } = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...ENTRY[entry]], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      child.kill('SIGKILL');
      reject(new Error(`${why}:\n${out}\n${err}`));
    };
    const timer = setTimeout(() => fail(`the server did not start in ${timeoutMs / 1000} s`), timeoutMs);
    child.stderr?.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-8000)));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(out)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${port}`, child });
      }
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code ?? signal}:\n${out}\n${err}`));
    });
  });
}

/** SIGKILL, as a power cut or the OOM killer would: no shutdown hook runs. Resolves once it is gone. */
export function killServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  return exited;
}

/** SIGTERM (the server closes its sockets and pool), SIGKILL if it has not exited within 5 s. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
