import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpGameProvider } from './http.ts';
import { isValidSignature } from './signature.ts';

const SECRET = 'provider-secret-provider-secret-0123';
let server: Server;
let base: string;
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let received: { body: string; headers: IncomingMessage['headers'] } | null = null;

beforeAll(async () => {
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => {
      received = { body: text, headers: req.headers };
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/launch`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const provider = () =>
  new HttpGameProvider({ url: base, key: 'k1', secret: SECRET, maxWinMultiple: 100 }, 'https://app.test/');
const request = {
  game: 'ws' as const,
  sessionToken: 's'.repeat(43),
  username: 'snabc123',
  lang: 'th' as const,
};

describe('the HTTP game provider adapter', () => {
  it('asks for a launch with a signed body and our key, and reads the URL from the usual places', async () => {
    for (const body of [
      { url: 'https://games.test/a' },
      { data: { gameUrl: 'https://games.test/a' } },
      { status: 'success', data: { loginUrl: 'https://games.test/a' } },
      { success: true, data: 'https://games.test/a' },
    ]) {
      answer = { status: 200, body };
      expect(await provider().launch(request)).toBe('https://games.test/a');
    }
    expect(received?.headers.authorization).toBe('Bearer k1');
    expect(isValidSignature(SECRET, received?.body ?? '', received?.headers['x-signature'] as string)).toBe(
      true,
    );
    expect(JSON.parse(received?.body ?? '{}')).toEqual({
      game: 'ws',
      session: request.sessionToken,
      username: 'snabc123',
      currency: 'THB',
      lang: 'th',
      return_url: 'https://app.test/',
    });
  });

  it('turns an error, a non-URL or a javascript: URL into "cannot connect to the game"', async () => {
    for (const a of [
      { status: 500, body: { url: 'https://games.test/a' } },
      { status: 200, body: { url: 'not a url' } },
      { status: 200, body: { url: 'javascript:alert(1)' } },
    ]) {
      answer = a;
      await expect(provider().launch(request)).rejects.toMatchObject({
        status: 502,
        messageKey: 'game.unavailable',
      });
    }
  });
});
