// The production topology without containers: Debian's nginx, running
// deploy/nginx.conf itself with its upstreams pointed at loopback, in front of two server nodes that
// share a fresh PostgreSQL database and a Redis of their own. The migrations run once before the
// nodes start (apps/server/src/migrate-main.ts), as the compose file's `migrate` service does.
// Needs TEST_DATABASE_URL (CI sets it) and the nginx and redis-server binaries (.ci/run installs them).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const repo = path.resolve(import.meta.dirname, '../..');
const serverDir = path.join(repo, 'apps/server');

/** The binaries the topology runs, where Debian puts them. */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) ?? null;
export const REDIS_SERVER =
  ['/usr/bin/redis-server', '/usr/sbin/redis-server'].find((p) => existsSync(p)) ?? null;

/** Signs both nodes' tokens: a member signed in through one node is known to the other. */
const JWT_SECRET = 'topology-journey-secret-not-a-secret-0123456789';
/** Prometheus's token for the nodes' /metrics (the journey scrapes them). */
export const METRICS_TOKEN = 'topology-journey-metrics-token-not-a-secret-01';

export interface Node {
  name: 'node1' | 'node2';
  /** http://127.0.0.1:<port>, the node itself (the console's way in, past nginx) */
  url: string;
  /** 127.0.0.1:<port>, as nginx's $upstream_addr names it */
  address: string;
  child: ChildProcess;
  /** everything the node printed so far */
  output: () => string;
}

export interface Topology {
  /** nginx: http://127.0.0.1:<port> */
  front: string;
  nodes: [Node, Node];
  db: pg.Client;
  /** nginx's access log: method, path, status and the node that answered, one request a line */
  accessLog: () => Array<{ method: string; path: string; status: number; upstream: string }>;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts `command` and resolves once its output matches `ready`; rejects if it exits first. */
function startUntil(
  command: string,
  args: string[],
  opts: { cwd?: string; env?: NodeJS.ProcessEnv; ready: RegExp; timeoutMs: number },
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(command, args, { cwd: opts.cwd, env: opts.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} did not start in ${opts.timeoutMs} ms:\n${out.slice(-4000)}`));
    }, opts.timeoutMs);
    const seen = (chunk: Buffer) => {
      out += chunk.toString();
      if (opts.ready.test(out)) {
        clearTimeout(timer);
        resolve({ child, output: () => out });
      }
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited with ${code ?? signal}:\n${out.slice(-4000)}`));
    });
  });
}

function run(
  command: string,
  args: string[],
  opts: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<string> {
  const child = spawn(command, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')}: ${out}`)),
    ),
  );
}

/** deploy/nginx.conf as it is, with its node names, its port and its files pointed at this run. */
function nginxConf(dir: string, listen: number, node1: string, node2: string): string {
  const original = readFileSync(path.join(repo, 'deploy/nginx.conf'), 'utf8');
  const swaps: Array<[RegExp, string]> = [
    [/server node1:3000/g, `server ${node1}`],
    [/server node2:3000/g, `server ${node2}`],
    [/listen 80;/g, `listen 127.0.0.1:${listen};`],
  ];
  let conf = original;
  for (const [from, to] of swaps) {
    if (!from.test(conf))
      throw new Error(`deploy/nginx.conf no longer has ${String(from)}: update the topology journey`);
    conf = conf.replace(from, to);
  }
  const tmp = path.join(dir, 'tmp');
  const files = [
    `log_format topology '$request_method $uri $status $upstream_addr';`,
    `access_log ${dir}/access.log topology;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `${k}_temp_path ${tmp}/${k};`),
  ].join('\n  ');
  return `daemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\n${conf.replace('http {', `http {\n  ${files}\n`)}`;
}

async function dropDatabase(databaseBase: string, dbName: string) {
  const admin = new pg.Client({ connectionString: databaseBase });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}

export async function startTopology(databaseBase: string): Promise<Topology> {
  if (!NGINX || !REDIS_SERVER)
    throw new Error('the topology needs nginx and redis-server (apt-get install -y nginx redis-server)');
  const dir = mkdtempSync(path.join(tmpdir(), 'sanam-topology-'));
  // nginx's workers drop to an unprivileged user when started as root: they write its temp files
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, 'tmp'), { mode: 0o777 });
  chmodSync(path.join(dir, 'tmp'), 0o777);
  const started: ChildProcess[] = [];
  const stopAll = () => {
    for (const child of started)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };

  // a fresh database beside the one CI made
  const dbName = `sanam_topology_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseBase });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(databaseBase);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();

  try {
    const redisPort = await freePort();
    const redis = await startUntil(
      REDIS_SERVER,
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { ready: /Ready to accept connections/, timeoutMs: 15_000 },
    );
    started.push(redis.child);

    const env = {
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      SOCKET_STREAM: `sanam-topology-${dbName}`,
      HOST: '127.0.0.1',
      DEMO_SEED: '1',
      DEMO_SIMULATOR: '1',
      // nginx is the one hop in front (deploy/nginx.conf)
      TRUST_PROXY: '1',
      JWT_SECRET,
      METRICS_TOKEN,
      LOG_LEVEL: 'info',
      REQUEST_LOG_LEVEL: 'silent',
    };
    // the deployment's migration step, once, before any node serves
    await run(process.execPath, ['--import', 'tsx', 'src/migrate-main.ts'], { cwd: serverDir, env });

    const ports = [await freePort(), await freePort()];
    const nodes = (await Promise.all(
      (['node1', 'node2'] as const).map(async (name, i) => {
        const port = ports[i] ?? 0;
        const { child, output } = await startUntil(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
          cwd: serverDir,
          env: { ...env, PORT: String(port) },
          ready: /Sanam Live is running/,
          timeoutMs: 90_000,
        });
        started.push(child);
        return { name, url: `http://127.0.0.1:${port}`, address: `127.0.0.1:${port}`, child, output };
      }),
    )) as [Node, Node];

    const frontPort = await freePort();
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      nginxConf(dir, frontPort, nodes[0].address, nodes[1].address),
    );
    const nginx = spawn(
      NGINX,
      ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    started.push(nginx);
    const front = `http://127.0.0.1:${frontPort}`;
    for (let i = 0; ; i++) {
      const ok = await fetch(`${front}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 100)
        throw new Error(`nginx did not answer: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
      await new Promise((r) => setTimeout(r, 100));
    }

    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    return {
      front,
      nodes,
      db,
      accessLog: () =>
        readFileSync(path.join(dir, 'access.log'), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => {
            const [method = '', p = '', status = '0', ...tried] = line.split(' ');
            // a request nginx sent on after a dead node lists each node it tried: the last one answered
            return {
              method,
              path: p,
              status: Number(status),
              upstream: tried.join(' ').split(', ').at(-1) ?? '',
            };
          }),
      async stop() {
        await db.end().catch(() => undefined);
        for (const child of started)
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        await new Promise((r) => setTimeout(r, 1_500));
        stopAll();
        await dropDatabase(databaseBase, dbName);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    stopAll();
    await dropDatabase(databaseBase, dbName).catch(() => undefined);
    throw err;
  }
}
