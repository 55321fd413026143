// A node that stops: the request already in a handler is finished and answered;
// one that arrives after the stop began is refused with 503, Retry-After and a closed connection, in
// the member's language, so the app or the balancer tries again on another node.
import net from 'node:net';
import { translate } from '@sanam/contract/messages.ts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

/** Raw HTTP/1.1 on one kept-alive connection, so the second request meets the same node mid-stop. */
function rawConnection(url: string) {
  const { port } = new URL(url);
  const socket = net.connect(Number(port), '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  return {
    send: (path: string, lang = 'th') =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: node\r\nAccept-Language: ${lang}\r\nConnection: keep-alive\r\n\r\n`,
      ),
    /** every response so far, split at each status line */
    responses: () => received.split(/(?=HTTP\/1\.1 \d{3})/).filter(Boolean),
    closed: new Promise<void>((resolve) => socket.once('close', () => resolve())),
  };
}

describe('a stopping node', () => {
  it('answers the request in flight, then refuses the next with 503 and Retry-After', async () => {
    const t = await createTestApp({}, { sockets: true });
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    // readiness reads the migrations table: held, so the first request stays in its handler
    const holding = t.db.transaction(async (tx) => {
      await tx.query('LOCK TABLE schema_migrations IN ACCESS EXCLUSIVE MODE');
      await gate;
    });
    // raw HTTP on one kept-alive socket, to the infrastructure checks (no contract route declares them)
    const conn = rawConnection(t.url);
    conn.send('/api/ready');
    await new Promise((r) => setTimeout(r, 200));
    const stopped = t.close();
    await new Promise((r) => setTimeout(r, 100));
    conn.send('/api/health', 'th');
    release();
    await holding;
    await Promise.all([conn.closed, stopped]);

    const [first, second] = conn.responses();
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(second).toMatch(/^HTTP\/1\.1 503/);
    expect(second).toMatch(/\r\nretry-after: 2\r\n/i);
    expect(second).toMatch(/\r\nconnection: close\r\n/i);
    const body = JSON.parse(second?.slice(second.indexOf('\r\n\r\n') + 4) ?? '') as unknown;
    expect(body).toEqual({
      success: false,
      message: translate('error.shutting_down', 'th'),
      data: { code: 'shutting_down' },
    });
  });
});
