// Work that must run on exactly one node of a deployment: the demo's match simulator. The
// node that holds a PostgreSQL session-level advisory lock runs it; the others try again every
// `retryMs`. The lock lives as long as the holder's own connection: a node that stops releases it at
// once, and one killed outright (SIGKILL, a power cut) releases it when PostgreSQL sees its connection
// drop, so another node takes the work over within a retry. A holder that loses its connection stops
// the work before trying again, so two nodes never run it on purpose at once. On the embedded
// database there is one node by nature: it runs the work at once.
import pg from 'pg';

/** How often a node that does not hold the work asks again. */
export const ONE_NODE_RETRY_MS = 2_000;

export interface OneNodeWork {
  /** resolves once the work has said how it starts (its own `started`) */
  started: Promise<void>;
  stop(): Promise<void>;
}

export interface OneNode {
  /** resolves after the first attempt: this node leads and the work started, or another node leads */
  readonly settled: Promise<void>;
  /** stops the work if this node runs it, and lets the lock go */
  stop(): Promise<void>;
}

type Log = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

export function onOneNode(opts: {
  /** PostgreSQL; undefined on the embedded database */
  databaseUrl: string | undefined;
  /** names the lock: one running work per name and database */
  name: string;
  start: () => OneNodeWork;
  log: Log;
  retryMs?: number;
}): OneNode {
  const { databaseUrl, name, start, log, retryMs = ONE_NODE_RETRY_MS } = opts;
  if (!databaseUrl) {
    const work = start();
    return { settled: work.started, stop: () => work.stop() };
  }

  let stopped = false;
  let client: pg.Client | null = null;
  let work: OneNodeWork | null = null;
  let retry: NodeJS.Timeout | undefined;
  let markSettled = () => {};
  const settled = new Promise<void>((resolve) => (markSettled = resolve));

  const later = (afterMs = retryMs) => {
    if (!stopped) retry = setTimeout(() => void attempt(), afterMs);
  };

  async function lose(holder: pg.Client) {
    if (client !== holder) return;
    client = null;
    const running = work;
    work = null;
    if (running) {
      log.warn({ work: name }, 'lost the one-node lock: stopping the work here');
      await running.stop();
    }
    // a node that lost its connection leaves the next try to the others (a healthy node takes over)
    later(retryMs * 4);
  }

  async function attempt() {
    const holder = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    holder.on('error', () => void lose(holder));
    try {
      await holder.connect();
      const { rows } = await holder.query<{ held: boolean }>(
        'SELECT pg_try_advisory_lock(hashtext($1)) AS held',
        [`sanam:one-node:${name}`],
      );
      if (!rows[0]?.held || stopped) {
        await holder.end();
        later();
        markSettled();
        return;
      }
    } catch {
      await holder.end().catch(() => undefined);
      later();
      markSettled();
      return;
    }
    client = holder;
    holder.once('end', () => void lose(holder));
    log.info({ work: name }, 'this node runs the work (one-node lock held)');
    work = start();
    void work.started.then(markSettled);
  }

  void attempt();
  return {
    settled,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const holder = client;
      client = null;
      const running = work;
      work = null;
      await running?.stop();
      await holder?.end().catch(() => undefined);
    },
  };
}
