// The real provider's client against a stand-in provider on an ephemeral local port (the network
// outside is never called by tests).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.ts';
import { startStandIn, type StandIn } from '../../test/stand-in-service.ts';
import { HttpStreamProvider } from './http.ts';

let service: StandIn;
let base: string;

beforeAll(async () => {
  service = await startStandIn('/stream');
  base = service.url;
});
afterAll(async () => {
  await service.close();
});

describe('the HTTP stream provider', () => {
  it('posts the member and channel and reads data[0] of the answer, bare or in an envelope', async () => {
    const provider = new HttpStreamProvider(base, 'k3y');
    service.answer = { status: 200, body: { data: [{ stream_url: 'https://cdn/x.m3u8', token: 't1' }] } };
    await expect(provider.resolve('ch-7', 'member07', 'sanam')).resolves.toEqual({
      streamUrl: 'https://cdn/x.m3u8',
      token: 't1',
    });
    expect(service.seen).toEqual({
      auth: 'Bearer k3y',
      body: { identify: 'member07', chanel_code: 'ch-7', agent_brand: 'sanam' },
    });
    service.answer = {
      status: 200,
      body: { success: true, data: { data: [{ stream_url: 'https://cdn/y.m3u8', token: 't2' }] } },
    };
    await expect(new HttpStreamProvider(base, undefined).resolve('ch-8', 'm')).resolves.toEqual({
      streamUrl: 'https://cdn/y.m3u8',
      token: 't2',
    });
    expect(service.seen?.auth).toBeUndefined();
  });

  it('answers 502 when the provider fails and 404 when it knows no such channel', async () => {
    const provider = new HttpStreamProvider(base, undefined);
    service.answer = { status: 500, body: { error: 'down' } };
    await expect(provider.resolve('ch', 'm')).rejects.toMatchObject({
      status: 502,
      messageKey: 'stream.unavailable',
    });
    service.answer = { status: 200, body: { data: [] } };
    const err = await provider.resolve('ch', 'm').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 404, messageKey: 'stream.channel_invalid' });
    const closed = new HttpStreamProvider('http://127.0.0.1:1/none', undefined);
    await expect(closed.resolve('ch', 'm')).rejects.toMatchObject({ status: 502 });
  });
});
