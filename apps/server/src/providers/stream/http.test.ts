// The real provider's client against a stand-in provider on an ephemeral local port (the network
// outside is never called by tests).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.ts';
import { HttpStreamProvider } from './http.ts';

let server: Server;
let base: string;
let seen: { auth: string | undefined; body: unknown } | null = null;
let answer: { status: number; body: unknown } = { status: 200, body: {} };

async function read(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void read(req).then((text) => {
      seen = { auth: req.headers.authorization, body: JSON.parse(text) as unknown };
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stream`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the HTTP stream provider', () => {
  it('posts the member and channel and reads data[0] of the answer, bare or in an envelope', async () => {
    const provider = new HttpStreamProvider(base, 'k3y');
    answer = { status: 200, body: { data: [{ stream_url: 'https://cdn/x.m3u8', token: 't1' }] } };
    await expect(provider.resolve('ch-7', 'member07', 'sanam')).resolves.toEqual({
      streamUrl: 'https://cdn/x.m3u8',
      token: 't1',
    });
    expect(seen).toEqual({
      auth: 'Bearer k3y',
      body: { identify: 'member07', chanel_code: 'ch-7', agent_brand: 'sanam' },
    });
    answer = {
      status: 200,
      body: { success: true, data: { data: [{ stream_url: 'https://cdn/y.m3u8', token: 't2' }] } },
    };
    await expect(new HttpStreamProvider(base, undefined).resolve('ch-8', 'm')).resolves.toEqual({
      streamUrl: 'https://cdn/y.m3u8',
      token: 't2',
    });
    expect(seen?.auth).toBeUndefined();
  });

  it('answers 502 when the provider fails and 404 when it knows no such channel', async () => {
    const provider = new HttpStreamProvider(base, undefined);
    answer = { status: 500, body: { error: 'down' } };
    await expect(provider.resolve('ch', 'm')).rejects.toMatchObject({
      status: 502,
      messageKey: 'stream.unavailable',
    });
    answer = { status: 200, body: { data: [] } };
    const err = await provider.resolve('ch', 'm').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 404, messageKey: 'stream.channel_invalid' });
    const closed = new HttpStreamProvider('http://127.0.0.1:1/none', undefined);
    await expect(closed.resolve('ch', 'm')).rejects.toMatchObject({ status: 502 });
  });
});
