// The sockets' metrics (http/metrics.ts): the connections gauge by kind of socket. RATE delivery is
// timed by the rate coalescer, which the composition root hands the histogram.
import type { Metrics } from '../http/metrics.ts';
import type { ServerSocket } from './socket-data.ts';

/** Up for a socket the handshake let in, down when it leaves. */
export function countConnection<Chat>(metrics: Metrics | undefined, socket: ServerSocket<Chat>): void {
  if (!metrics) return;
  const connected = metrics.socketConnections.labels(socket.data.kind);
  connected.inc();
  socket.once('disconnect', () => connected.dec());
}
