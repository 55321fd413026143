// POST /public/stream/get_stream_by_chanel_code (spec §7 Stream) and, in the sandbox, the looping
// HLS clip it points to. Registered under the API prefix. The path says "public" as the spec has it,
// but the call needs a member token (the app sends it on every request) and live access.
// The sandbox playlist and segments need none: a video element fetches them without headers.
import { envelope } from '@sanam/contract/envelope.ts';
import { streamRequest, streamResponse } from '@sanam/contract/stream.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import type { AppDeps } from '../../http/types.ts';
import type { StreamProvider } from '../../providers/stream/provider.ts';
import { streamProviderFor } from '../../providers/stream/select.ts';
import {
  HLS_PLAYLIST_TYPE,
  MPEG_TS_TYPE,
  sandboxPlaylist,
  sandboxSegment,
} from '../../providers/stream/sandbox.ts';
import { requireMember } from '../auth/index.ts';
import { streamForMember } from './service.ts';

const channelParams = z.object({ channel: z.string().regex(/^[a-z0-9_-]{1,48}$/) });
/** the clock segment the watcher's numbering starts at, set by the sandbox provider's URL */
const playlistQuery = z.object({ start: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER) });

export const streamRoutes: FastifyPluginCallbackZod<AppDeps & { streamProvider?: StreamProvider }> = (
  app,
  opts,
  done,
) => {
  const deps: AppDeps = { config: opts.config, db: opts.db, realtime: opts.realtime };
  const provider = opts.streamProvider ?? streamProviderFor(deps.config);

  app.post(
    '/public/stream/get_stream_by_chanel_code',
    {
      onRequest: requireMember(deps),
      schema: {
        tags: ['stream'],
        security: [{ bearer: [] }],
        body: streamRequest,
        response: { 200: envelope(streamResponse) },
      },
    },
    async (req) => {
      if (!req.member) throw new Error('requireMember did not run');
      return ok(req, await streamForMember(deps, provider, req.member.memberId, req.body));
    },
  );

  if (provider.name === 'sandbox') {
    app.get(
      '/public/stream/sandbox/:channel/index.m3u8',
      { schema: { tags: ['stream'], params: channelParams, querystring: playlistQuery } },
      (req, reply) =>
        reply
          .type(HLS_PLAYLIST_TYPE)
          .header('cache-control', 'no-cache, no-store')
          .send(sandboxPlaylist(Date.now(), req.query.start)),
    );

    app.get(
      '/public/stream/sandbox/:channel/:segment',
      {
        schema: {
          tags: ['stream'],
          params: channelParams.extend({ segment: z.string().regex(/^segment-\d\.ts$/) }),
        },
      },
      (req, reply) => {
        const data = sandboxSegment(Number(req.params.segment.slice('segment-'.length, -'.ts'.length)));
        if (!data) throw notFound();
        return reply.type(MPEG_TS_TYPE).header('cache-control', 'public, max-age=86400').send(data);
      },
    );
  }
  done();
};
