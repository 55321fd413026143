// A stand-in for a service outside (a stream provider, a slip-verification API) on an ephemeral
// loopback port: tests set what it answers and read what it was sent. The network outside is never
// called by tests (STYLE.md: mock only what is outside).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInAnswer {
  status: number;
  /** sent as JSON, or as it is when a string */
  body: unknown;
  delayMs?: number;
}

export interface StandIn {
  /** http://127.0.0.1:<port><path> */
  url: string;
  /** the last request: its bearer header and JSON body */
  seen: { auth: string | undefined; body: unknown } | null;
  /** every request's JSON body, in the order they came */
  bodies: unknown[];
  answer: StandInAnswer;
  close(): Promise<void>;
}

async function read(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
}

export async function startStandIn(path = '/'): Promise<StandIn> {
  const standIn: StandIn = {
    url: '',
    seen: null,
    bodies: [],
    answer: { status: 200, body: {} },
    close: () => Promise.resolve(),
  };
  const server = createServer((req, res) => {
    void read(req).then((text) => {
      standIn.seen = { auth: req.headers.authorization, body: text ? (JSON.parse(text) as unknown) : null };
      standIn.bodies.push(standIn.seen.body);
      const { status, body, delayMs = 0 } = standIn.answer;
      setTimeout(() => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(typeof body === 'string' ? body : JSON.stringify(body));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  standIn.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return standIn;
}
