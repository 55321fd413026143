// The desk hears and sees a referred bet the moment a poll of the queue brings it: an id this page has
// not seen before is an arrival (what already waits when the page opens is not: the desk sees it),
// and stays marked for a few seconds. Kept outside React state: it is a record of what the polls
// brought, which the page reads (useSyncExternalStore) and each poll's rows update.
import { useEffect, useState, useSyncExternalStore } from 'react';

/** How long an arrival stays marked on the page. */
export const ARRIVAL_MARK_MS = 10_000;

function createArrivals() {
  let known: Set<number> | null = null;
  let marked: ReadonlySet<number> = new Set();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };
  const unmark = (id: number) => {
    timers.delete(id);
    marked = new Set([...marked].filter((other) => other !== id));
    changed();
  };
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    marked: () => marked,
    /** Takes in one read of the queue; says how many of its ids are new. */
    see(ids: readonly number[]): number {
      if (known === null) {
        known = new Set(ids);
        return 0;
      }
      const seen = known;
      const added = ids.filter((id) => !seen.has(id));
      if (added.length === 0) return 0;
      for (const id of added) {
        seen.add(id);
        timers.set(
          id,
          setTimeout(() => unmark(id), ARRIVAL_MARK_MS),
        );
      }
      marked = new Set([...marked, ...added]);
      changed();
      return added.length;
    },
    stop() {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      marked = new Set();
    },
  };
}

/**
 * The ids of `rows` that came while the page was open and are still marked; `onArrive` is called once
 * for each read that brought any (one sound for two bets in one poll).
 */
export function useArrivals(
  rows: readonly { id: number }[] | undefined,
  onArrive: () => void,
): ReadonlySet<number> {
  const [arrivals] = useState(createArrivals);
  useEffect(() => () => arrivals.stop(), [arrivals]);
  useEffect(() => {
    if (rows && arrivals.see(rows.map((row) => row.id)) > 0) onArrive();
  }, [rows, arrivals, onArrive]);
  return useSyncExternalStore(arrivals.subscribe, arrivals.marked);
}
