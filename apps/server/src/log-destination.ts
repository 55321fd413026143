// The process's log on standard output: logging never holds the node. A reader that holds
// the pipe but stopped reading (a supervisor that died, a stuck log shipper) must cost at most a
// bounded buffer and some lost lines, counted; never the node's memory, its answers or its stop.
// - sonic-boom (pino's own destination), asynchronous, built here rather than by pino.destination():
//   pino's registers a synchronous flush for process exit, which on a full pipe retries EAGAIN in
//   100 ms sleeps on the main thread for ever (the node that never stopped).
// - Bounded: past LOG_BUFFER_BYTES waiting to go out, a line is dropped and counted
//   (sanam_log_lines_dropped_total), and the node goes on.
// - Standard output on a pipe or a socket is put in non-blocking mode (opening process.stdout does
//   that: uv_pipe_open). Blocking, a write to a full pipe holds a thread of libuv's pool in write(2),
//   and process.exit waits for that thread for ever; non-blocking, it fails with EAGAIN at once and
//   sonic-boom tries again on a timer. A terminal stays as it is (its writes are the watchdog's,
//   shutdown.ts).
// - The flush at a stop is a bounded wait for the buffer to empty, never a loop on the main thread.
import { fstatSync } from 'node:fs';
import SonicBoom from 'sonic-boom';

export interface LogDestination {
  /** pino's stream, and the start banner's */
  write: (line: string) => void;
  /** lines dropped since the start: past the buffer's bound, or after the reader closed the pipe */
  dropped: () => number;
  /** Waits until what is buffered has gone out, or `ms` passed, whichever comes first. */
  drain: (ms: number) => Promise<void>;
}

export function createLogDestination({
  maxBytes,
  fd = 1,
}: {
  maxBytes: number;
  fd?: number;
}): LogDestination {
  if (fd === 1 && isPipeOrSocket(fd)) void process.stdout;
  const stream = new SonicBoom({ fd, sync: false, maxLength: maxBytes });
  let dropped = 0;
  /** no write accepted since the buffer last emptied */
  let idle = true;
  /** the reader closed its end (EPIPE): nothing written can arrive any more */
  let closed = false;
  stream.on('drop', () => dropped++);
  stream.on('drain', () => (idle = true));
  stream.on('error', (err: NodeJS.ErrnoException) => {
    // nowhere to report a failing log but the log itself; an unhandled 'error' would end the node
    if (err.code === 'EPIPE') {
      closed = true;
      idle = true;
    }
  });

  return {
    write(line) {
      if (closed) {
        dropped++;
        return;
      }
      const before = dropped;
      stream.write(line);
      if (dropped === before) idle = false;
    },
    dropped: () => dropped,
    drain(ms) {
      if (idle) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          stream.off('drain', done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        stream.on('drain', done);
      });
    },
  };
}

function isPipeOrSocket(fd: number): boolean {
  try {
    const stat = fstatSync(fd);
    return stat.isFIFO() || stat.isSocket();
  } catch {
    return false;
  }
}
