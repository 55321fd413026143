// One load-generator process of the fan-out bench (fanout-cluster.ts forks several): it holds its
// share of the Socket.IO clients, stamps each RATE on arrival with the machine's clock
// (performance.timeOrigin + now, comparable across processes), and answers the coordinator over
// IPC. Thousands of clients in one process would make the generator, not the server, the bottleneck.
import { io as connect, type Socket } from 'socket.io-client';

export type WorkerCommand =
  | {
      t: 'open';
      url: string;
      count: number;
      auth?: Record<string, string>;
      query?: Record<string, string>;
    }
  | { t: 'clock' }
  | { t: 'collect'; id: number; waitMs: number }
  | { t: 'mark' }
  | { t: 'burst'; finalId: number; ids: number[]; waitMs: number }
  | { t: 'close' };

export type WorkerReply =
  | { t: 'opened'; count: number }
  | { t: 'clock'; now: number }
  | { t: 'collected'; times: number[]; missing: number }
  | { t: 'marked' }
  | { t: 'burst'; sockets: number; deliveries: number[]; lastIsFinal: number; complete: number }
  | { t: 'error'; message: string };

interface RatePayload {
  rate?: { id: number } | null;
  rates?: Array<{ id: number }>;
}

interface Seen {
  at: number;
  id: number | null;
  ids: number[];
}

const CONNECT_BATCH = 50;
const wallNow = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const sockets: Socket[] = [];
/** per socket, every RATE since the last `mark` */
const logs: Seen[][] = [];
/** rate id → arrival times of the first RATE carrying it as `rate`, one per socket */
const arrivals = new Map<number, number[]>();

function send(reply: WorkerReply) {
  process.send?.(reply);
}

async function open(cmd: Extract<WorkerCommand, { t: 'open' }>) {
  for (let i = 0; i < cmd.count; i += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, cmd.count - i) }, () =>
      connect(cmd.url, {
        path: '/socket.io',
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        timeout: 60_000,
        ...(cmd.auth ? { auth: cmd.auth } : {}),
        ...(cmd.query ? { query: cmd.query } : {}),
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
    for (const s of batch) {
      const log: Seen[] = [];
      logs.push(log);
      s.on('RATE', (e: RatePayload) => {
        const at = wallNow();
        const id = e.rate?.id ?? null;
        log.push({ at, id, ids: (e.rates ?? []).map((r) => r.id) });
        if (id === null) return;
        let list = arrivals.get(id);
        if (!list) arrivals.set(id, (list = []));
        list.push(at);
      });
      sockets.push(s);
    }
  }
  send({ t: 'opened', count: sockets.length });
}

async function collect(id: number, waitMs: number) {
  const deadline = performance.now() + waitMs;
  while ((arrivals.get(id)?.length ?? 0) < sockets.length && performance.now() < deadline) await sleep(2);
  const times = arrivals.get(id) ?? [];
  arrivals.delete(id);
  send({ t: 'collected', times, missing: sockets.length - times.length });
}

async function burst(finalId: number, ids: number[], waitMs: number) {
  const deadline = performance.now() + waitMs;
  const isDone = () => logs.every((log) => log.at(-1)?.id === finalId);
  while (!isDone() && performance.now() < deadline) await sleep(5);
  // the coalescing window is over well before this: anything still to come would be a surplus
  await sleep(300);
  let lastIsFinal = 0;
  let complete = 0;
  for (const log of logs) {
    if (log.at(-1)?.id === finalId) lastIsFinal++;
    const carried = new Set(log.flatMap((s) => (s.id === null ? s.ids : [s.id, ...s.ids])));
    if (ids.every((id) => carried.has(id))) complete++;
  }
  send({ t: 'burst', sockets: logs.length, deliveries: logs.map((l) => l.length), lastIsFinal, complete });
}

process.on('message', (cmd: WorkerCommand) => {
  const run = async () => {
    switch (cmd.t) {
      case 'open':
        return open(cmd);
      case 'clock':
        return send({ t: 'clock', now: wallNow() });
      case 'collect':
        return collect(cmd.id, cmd.waitMs);
      case 'mark':
        for (const log of logs) log.length = 0;
        return send({ t: 'marked' });
      case 'burst':
        return burst(cmd.finalId, cmd.ids, cmd.waitMs);
      case 'close':
        for (const s of sockets) s.disconnect();
        // let the close frames leave before the process does
        setTimeout(() => process.exit(0), 200);
        return;
    }
  };
  run().catch((err: unknown) => send({ t: 'error', message: (err as Error).message }));
});
