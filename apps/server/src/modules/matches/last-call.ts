// The last call's clock: every node keeps a timer for each running round whose last call
// counts down, and at zero asks closeDueLastCall (risk.ts) to close betting. That call locks the round
// and closes it only while the countdown is still due, so with several nodes each firing, betting
// closes once (one audit row, one RATE 'closed'). The deadline lives in the round's row, not here: a
// node started or restarted during a countdown finds it on its first sweep and closes it on time (at
// once if the moment has passed), and a countdown started on another node reaches this one's timers
// within a sweep. Between the deadline and the close, the bet statement itself refuses every bet
// (place-queries.ts), so a late timer never lets a bet through.
import type { AppDeps } from '../../http/types.ts';
import * as queries from './queries.ts';
import { closeDueLastCall } from './risk.ts';

/** How often a node reads the countdowns other nodes started (and those that survived a restart). */
export const LAST_CALL_SWEEP_MS = 1_000;

type Log = { error: (obj: object, msg: string) => void };

export interface LastCallClock {
  /** reads the running countdowns and sets a timer for each (also after a start on this node) */
  sweep(): Promise<void>;
  stop(): void;
}

export function startLastCallClock(deps: AppDeps, log: Log, sweepMs = LAST_CALL_SWEEP_MS): LastCallClock {
  const timers = new Map<number, { at: number; timer: NodeJS.Timeout }>();
  let stopped = false;

  const fire = (matchId: number) => {
    timers.delete(matchId);
    if (stopped) return;
    // not closed by this call: another node closed it, the operator cancelled, or the database's clock
    // is a little behind this one (the next sweep sets the timer again)
    closeDueLastCall(deps, matchId).catch((err: unknown) =>
      log.error({ err, matchId }, 'last call close failed'),
    );
  };

  const schedule = (matchId: number, at: number) => {
    const known = timers.get(matchId);
    if (known?.at === at) return;
    if (known) clearTimeout(known.timer);
    const timer = setTimeout(() => fire(matchId), Math.max(0, at - Date.now()));
    timer.unref();
    timers.set(matchId, { at, timer });
  };

  const sweep = async () => {
    if (stopped) return;
    const pending = await queries.pendingLastCalls(deps.db);
    const ids = new Set(pending.map((p) => p.id));
    for (const [id, t] of timers)
      if (!ids.has(id)) {
        clearTimeout(t.timer);
        timers.delete(id);
      }
    for (const p of pending) schedule(p.id, new Date(p.last_call_at).getTime());
  };

  const safeSweep = () => void sweep().catch((err: unknown) => log.error({ err }, 'last call sweep failed'));
  const interval = setInterval(safeSweep, sweepMs);
  interval.unref();
  safeSweep();

  return {
    sweep,
    stop() {
      stopped = true;
      clearInterval(interval);
      for (const t of timers.values()) clearTimeout(t.timer);
      timers.clear();
    },
  };
}
