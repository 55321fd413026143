// A node's stop on SIGTERM or SIGINT: its steps in order under one deadline, a
// second signal ends it at once, and the deadline holds even when the main thread is held.
// - The deadline's timer (logs the step that held the node, exits 1) runs on the main thread's event
//   loop, and so cannot fire while that thread is held: a synchronous loop, a write blocked in the
//   kernel, an exit waiting on a stuck thread. A watchdog started with the stop, on a thread of its
//   own (worker_threads), SIGKILLs the process a little after the deadline whatever the main thread
//   is doing (docs/decisions.md, "Hardening, second round").
// - The log gets a short, bounded wait to go out before the exit (log-destination.ts), never a
//   synchronous flush.
import { Worker } from 'node:worker_threads';

/** A stop must be over within this, as an orchestrator's grace period expects (at most 10 s). */
export const SHUTDOWN_DEADLINE_MS = 9_000;
/** After the deadline, the watchdog's margin for the deadline's own exit, before it kills the process. */
const WATCHDOG_MARGIN_MS = 500;
/** Signals this close to the first are the same stop delivered twice (npm, a process group), not a second. */
const DUPLICATE_SIGNAL_MS = 1_000;
/** The most a stop waits for the log to go out: a reader that keeps up takes milliseconds. */
const LOG_DRAIN_MS = 500;

interface StopLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface StopOptions {
  log: StopLog;
  /** run one after the other; the name is logged if the deadline passes during the step */
  steps: [name: string, run: () => unknown][];
  /** the log's bounded wait to go out (LogDestination.drain) */
  drainLog?: (ms: number) => Promise<void>;
  deadlineMs?: number;
}

/**
 * SIGKILLs this process `ms` from now, from a thread of its own: whatever the main thread is doing.
 * Unreferenced, so it never keeps a process alive that is otherwise done.
 */
export function startWatchdog(ms: number): void {
  try {
    // eval'd CommonJS with no execArgv: the server's `--import tsx` has nothing to do in it
    const worker = new Worker(
      `const { workerData } = require('node:worker_threads');
       setTimeout(() => process.kill(workerData.pid, 'SIGKILL'), workerData.ms);`,
      { eval: true, execArgv: [], workerData: { pid: process.pid, ms } },
    );
    worker.unref();
  } catch {
    // no thread to be had: the deadline's timer on the main loop is what is left
  }
}

/** Installs the handlers of SIGTERM and SIGINT that stop the node. */
export function onStopSignals({
  log,
  steps,
  drainLog,
  deadlineMs = SHUTDOWN_DEADLINE_MS,
}: StopOptions): void {
  let closingSince = 0;
  const close = async (signal: string) => {
    if (closingSince) {
      // npm forwards the signal it got to the node, and a terminal's Ctrl-C reaches the whole process
      // group: the same stop arrives twice within moments. A signal later than that is someone insisting.
      if (Date.now() - closingSince < DUPLICATE_SIGNAL_MS) return;
      log.warn({ signal }, 'second signal during shutdown: exiting now');
      process.exit(1);
    }
    closingSince = Date.now();
    startWatchdog(deadlineMs + WATCHDOG_MARGIN_MS);
    log.info({ signal }, 'shutting down');
    // the step in progress is named when the deadline passes: the one that would have held the node
    let step = steps[0]?.[0] ?? '';
    const deadline = setTimeout(() => {
      log.error({ ms: deadlineMs, step }, 'shutdown passed its deadline: exiting');
      process.exit(1);
    }, deadlineMs);
    deadline.unref();
    let code = 0;
    try {
      for (const [name, run] of steps) {
        step = name;
        await run();
      }
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      code = 1;
    }
    step = 'log';
    const left = deadlineMs - (Date.now() - closingSince);
    await drainLog?.(Math.max(0, Math.min(LOG_DRAIN_MS, left)));
    process.exit(code);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));
}
