// A process whose stop never finishes, stopped by shutdown.ts: shutdown.test.ts signals it. Its
// arguments: the deadline in ms, and how the stop hangs: `held`, its main thread held for ever (as the
// log's synchronous flush on a full pipe once did), or `waiting`, a step whose promise never settles
// (the event loop still turns). Prints "ready" once its handlers are installed; logs to stderr.
import { writeSync } from 'node:fs';
import { onStopSignals } from '../shutdown.ts';

const [deadlineMs, mode] = process.argv.slice(2);
const line = (obj: object, msg: string) => writeSync(2, `${JSON.stringify({ ...obj, msg })}\n`);

onStopSignals({
  log: { info: line, warn: line, error: line },
  steps: [
    mode === 'held'
      ? // no event loop turns again: neither the deadline's timer nor a signal's handler can run
        ['held', () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0)]
      : ['waiting', () => new Promise(() => {})],
  ],
  deadlineMs: Number(deadlineMs),
});
setInterval(() => {}, 60_000);
writeSync(1, 'ready\n');
