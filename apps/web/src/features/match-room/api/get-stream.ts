// POST /public/stream/get_stream_by_chanel_code {identify, chanel_code, agent_brand} → the HLS
// playlist of a match (spec §3 stream request and response).
import { useQuery } from '@tanstack/react-query';
import { streamRoutes } from '@sanam/contract/routes/stream.ts';
import { streamResponse, type StreamRequest } from '@sanam/contract/stream.ts';
import { api } from '../../../lib/api-client.ts';
import { roomKeys } from './keys.ts';

/** The brand this app plays for (the stream provider's agent_brand). */
export const AGENT_BRAND = 'sanam';

export interface StreamSource {
  url: string;
  token: string;
}

export async function getStream(body: StreamRequest): Promise<StreamSource> {
  const reply = await api.send(streamRoutes.stream, { body });
  // spec §3: data.data[0]; accept the list either wrapped or bare
  const first = reply.data
    ? reply.data.data[0]
    : streamResponse.shape.data.safeParse(reply.body.data).data?.[0];
  if (!first?.stream_url) throw new Error('no stream');
  return { url: first.stream_url, token: first.token };
}

export function useStream(matchId: number, channel: string | null, username: string) {
  return useQuery({
    queryKey: roomKeys.stream(matchId, channel ?? ''),
    queryFn: () => getStream({ identify: username, chanel_code: channel ?? '', agent_brand: AGENT_BRAND }),
    enabled: Boolean(channel),
    staleTime: Infinity,
    retry: 1,
  });
}
