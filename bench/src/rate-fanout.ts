// Bench (b): how long a published rate takes to reach every member socket in the match room, from
// the operator's HTTP publish to each socket's RATE; against a bare Socket.IO broadcast of the same
// payload to the same number of websocket clients, in the same run.
import { io as connect, type Socket } from 'socket.io-client';
import { publishRate, type Api } from './api.ts';
import { freePort, spawnTs, stopChild, waitForHttp } from './server-process.ts';
import { summarize, type LatencySummary } from './stats.ts';

export interface FanoutResult extends LatencySummary {
  sockets: number;
  publishes: number;
  /** deliveries that never came within the wait (should be 0) */
  missing: number;
}

interface RatePayload {
  announce?: string;
  rate?: { id: number } | null;
}

const CONNECT_BATCH = 100;
const DELIVERY_WAIT_MS = 10_000;
const BETWEEN_PUBLISHES_MS = 150;

/** Opens `count` websocket-only Socket.IO clients, `CONNECT_BATCH` at a time. */
async function openSockets(
  baseUrl: string,
  count: number,
  opts: { auth?: Record<string, string>; query?: Record<string, string> },
): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - i) }, () =>
      connect(baseUrl, {
        path: '/socket.io',
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        timeout: 20_000,
        ...opts,
      }),
    );
    await Promise.all(
      batch.map(
        (s) =>
          new Promise<void>((resolve, reject) => {
            s.once('connect', () => resolve());
            s.once('connect_error', (err) => reject(new Error(`socket refused: ${err.message}`)));
          }),
      ),
    );
    sockets.push(...batch);
  }
  return sockets;
}

/**
 * Publishes `publishes` times through `publish` (which returns the id the sockets will see) and
 * collects, per socket, the time from the start of the publish to its RATE.
 */
async function measure(
  sockets: Socket[],
  publishes: number,
  idOf: (e: RatePayload) => number | null,
  publish: (k: number) => Promise<number>,
): Promise<FanoutResult> {
  const arrivals = new Map<number, number[]>();
  for (const s of sockets) {
    s.on('RATE', (e: RatePayload) => {
      const at = performance.now();
      const id = idOf(e);
      if (id === null) return;
      let list = arrivals.get(id);
      if (!list) arrivals.set(id, (list = []));
      list.push(at);
    });
  }
  const latencies: number[] = [];
  let missing = 0;
  for (let k = 0; k < publishes; k++) {
    const t0 = performance.now();
    const id = await publish(k);
    const deadline = performance.now() + DELIVERY_WAIT_MS;
    while ((arrivals.get(id)?.length ?? 0) < sockets.length && performance.now() < deadline)
      await new Promise((r) => setTimeout(r, 5));
    const got = arrivals.get(id) ?? [];
    missing += sockets.length - got.length;
    for (const at of got) latencies.push(at - t0);
    await new Promise((r) => setTimeout(r, BETWEEN_PUBLISHES_MS));
  }
  for (const s of sockets) s.off('RATE');
  return { ...summarize(latencies), sockets: sockets.length, publishes, missing };
}

function closeAll(sockets: Socket[]) {
  for (const s of sockets) s.disconnect();
}

/** The real server: member sockets (one member's token, many tabs) in match:<id>; the operator publishes. */
export async function runRateFanout(opts: {
  api: Api;
  opToken: string;
  memberToken: string;
  matchId: number;
  sockets: number;
  publishes: number;
}): Promise<{ result: FanoutResult; samplePayload: unknown }> {
  const sockets = await openSockets(opts.api.baseUrl, opts.sockets, {
    auth: { access_token: opts.memberToken },
    query: { matchId: String(opts.matchId) },
  });
  let samplePayload: unknown = null;
  sockets[0]?.on('RATE', (e: unknown) => {
    samplePayload ??= e;
  });
  try {
    const result = await measure(
      sockets,
      opts.publishes,
      (e) => (e.announce === 'changed' && e.rate ? e.rate.id : null),
      async (k) => (await publishRate(opts.api, opts.opToken, opts.matchId, 6 + (k % 5))).id,
    );
    return { result, samplePayload };
  } finally {
    closeAll(sockets);
  }
}

/** The baseline: a bare Socket.IO server in its own process, the real server's payload, same clients. */
export async function runBareFanout(opts: {
  sockets: number;
  publishes: number;
  payload: unknown;
}): Promise<FanoutResult> {
  const port = await freePort();
  const server = spawnTs(
    'bench/src/bare-socket-server.ts',
    { PATH: process.env.PATH, NODE_ENV: 'production' },
    [String(port)],
  );
  server.stdout?.resume();
  server.stderr?.resume();
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${baseUrl}/ready`, server);
    const sockets = await openSockets(baseUrl, opts.sockets, {});
    try {
      const template = (opts.payload ?? { announce: 'changed', rate: { id: 0 } }) as Record<string, unknown>;
      return await measure(
        sockets,
        opts.publishes,
        (e) => e.rate?.id ?? null,
        async (k) => {
          const id = k + 1;
          const rate = { ...((template.rate as Record<string, unknown> | null) ?? {}), id };
          const res = await fetch(`${baseUrl}/publish`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...template, rate }),
          });
          await res.text();
          return id;
        },
      );
    } finally {
      closeAll(sockets);
    }
  } finally {
    await stopChild(server);
  }
}
