// The match stream (spec §7 Stream): the member's playlist call and, in the sandbox, the looping HLS
// clip it points to (a video element fetches it without headers, so it is public).
import { z } from 'zod';
import { streamRequest, streamResponse } from '../stream.ts';
import { declare } from './route.ts';

const channelParams = z.object({ channel: z.string().regex(/^[a-z0-9_-]{1,48}$/) });

export const streamRoutes = {
  /** "public" in the path as the spec has it; the call needs a member token and live access */
  stream: declare({
    method: 'POST',
    path: '/public/stream/get_stream_by_chanel_code',
    access: 'member',
    body: streamRequest,
    reply: streamResponse,
  }),
  sandboxPlaylist: declare({
    method: 'GET',
    path: '/public/stream/sandbox/:channel/index.m3u8',
    access: 'public',
    params: channelParams,
    /** the clock segment the watcher's numbering starts at, set by the sandbox provider's URL */
    querystring: z.object({ start: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER) }),
  }),
  sandboxSegment: declare({
    method: 'GET',
    path: '/public/stream/sandbox/:channel/:segment',
    access: 'public',
    params: channelParams.extend({ segment: z.string().regex(/^segment-\d\.ts$/) }),
  }),
};
