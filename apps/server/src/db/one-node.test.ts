// onOneNode: work that must run on exactly one node. On PostgreSQL, several "nodes" (here
// several holders in one process, each with its own connection, as nodes have) race for it: one runs
// it, the others take it over when it stops or its connection dies, and two never run it at once.
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../test/env.ts';
import { createTestDb } from '../test/test-app.ts';
import { onOneNode, type OneNode } from './one-node.ts';

const quiet = { info: () => undefined, warn: () => undefined };

/** A stand-in for the simulator that counts how many copies run at once. */
function tracker() {
  let running = 0;
  let most = 0;
  const starts: string[] = [];
  return {
    get running() {
      return running;
    },
    get most() {
      return most;
    },
    starts,
    work(node: string) {
      return () => {
        running++;
        most = Math.max(most, running);
        starts.push(node);
        return {
          started: Promise.resolve(),
          stop: () => {
            running--;
            return Promise.resolve();
          },
        };
      };
    },
  };
}

const holders: OneNode[] = [];
afterEach(async () => {
  await Promise.all(holders.splice(0).map((h) => h.stop()));
});

describe('work on one node, on the embedded database', () => {
  it.skipIf(Boolean(testDatabaseUrl()))('runs at once: there is one node by nature', async () => {
    const t = tracker();
    const one = onOneNode({ databaseUrl: undefined, name: 'work', start: t.work('a'), log: quiet });
    holders.push(one);
    await one.settled;
    expect(t.running).toBe(1);
    await one.stop();
    expect(t.running).toBe(0);
  });
});

describe.skipIf(!testDatabaseUrl())('work on one node, on PostgreSQL', () => {
  it('runs on exactly one of three nodes, and another takes it over when that one stops', async () => {
    const { url, drop } = await createTestDb({ poolSize: 1 });
    try {
      const t = tracker();
      const name = `work-${Date.now()}`;
      const nodes = ['a', 'b', 'c'].map((n) =>
        onOneNode({ databaseUrl: url, name, start: t.work(n), log: quiet, retryMs: 50 }),
      );
      holders.push(...nodes);
      await Promise.all(nodes.map((n) => n.settled));
      expect(t.running).toBe(1);
      const first = t.starts[0] ?? '';
      await nodes[['a', 'b', 'c'].indexOf(first)]?.stop();
      await expect.poll(() => t.starts.length).toBe(2);
      expect(t.running).toBe(1);
      expect(t.starts[1]).not.toBe(first);
      expect(t.most).toBe(1);
    } finally {
      await drop();
    }
  });

  it('is taken over when the holder’s connection dies, as when its node is killed, and the holder stops it', async () => {
    const { url, db, drop } = await createTestDb({ poolSize: 1 });
    try {
      const t = tracker();
      const name = `work-${Date.now()}`;
      const nodes = ['a', 'b'].map((n) =>
        onOneNode({ databaseUrl: url, name, start: t.work(n), log: quiet, retryMs: 50 }),
      );
      holders.push(...nodes);
      await Promise.all(nodes.map((n) => n.settled));
      expect(t.starts).toHaveLength(1);
      // PostgreSQL drops the holder's session: its lock goes with it
      await db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_locks
          WHERE locktype = 'advisory' AND objid = hashtext($1)::oid AND granted`,
        [`sanam:one-node:${name}`],
      );
      await expect.poll(() => t.starts.length).toBe(2);
      expect(t.starts[1]).not.toBe(t.starts[0]);
      expect(t.running).toBe(1);
      expect(t.most).toBe(1);
    } finally {
      await drop();
    }
  });
});
