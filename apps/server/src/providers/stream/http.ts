// A real stream provider over HTTP: POST {identify, chanel_code, agent_brand} to STREAM_PROVIDER_URL
// and read back the spec's shape, data[0].{stream_url, token} (spec §3 Stream response), which is
// what the member app's provider of record answers. Never called by tests.
import { streamResponse } from '@sanam/contract/stream.ts';
import { AppError } from '../../http/errors.ts';
import type { StreamGrant, StreamProvider } from './provider.ts';

const TIMEOUT_MS = 5_000;

export class HttpStreamProvider implements StreamProvider {
  readonly name = 'http';

  constructor(
    private readonly url: string,
    private readonly apiKey: string | undefined,
  ) {}

  async resolve(channelCode: string, identify: string, agentBrand?: string): Promise<StreamGrant> {
    let body: unknown;
    try {
      const res = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.apiKey ? { authorization: `Bearer ${this.apiKey}` } : {}),
        },
        body: JSON.stringify({ identify, chanel_code: channelCode, agent_brand: agentBrand ?? '' }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`stream provider answered ${res.status}`);
      body = await res.json();
    } catch {
      throw new AppError(502, 'stream.unavailable', 'stream_unavailable');
    }
    // some providers wrap the answer in an envelope ({success, data: {data: [...]}}), some do not
    const wrapped = streamResponse.safeParse((body as { data?: unknown } | null)?.data);
    const parsed = wrapped.success ? wrapped : streamResponse.safeParse(body);
    const first = parsed.success ? parsed.data.data[0] : undefined;
    if (!first) throw new AppError(404, 'stream.channel_invalid', 'not_found');
    return { streamUrl: first.stream_url, token: first.token };
  }
}
