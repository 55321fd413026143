// POST /public/stream/get_stream_by_chanel_code (spec §7 Stream) and, in the sandbox, the looping
// HLS clip it points to. Registered under the API prefix. The path says "public" as the spec has it,
// but the call needs a member token (the app sends it on every request) and live access.
// The sandbox playlist and segments need none: a video element fetches them without headers.
import { streamRoutes as declared } from '@sanam/contract/routes/stream.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { serveOn } from '../../http/serve.ts';
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

export const streamRoutes: FastifyPluginCallbackZod<AppDeps & { streamProvider?: StreamProvider }> = (
  app,
  opts,
  done,
) => {
  const deps: AppDeps = { config: opts.config, db: opts.db, realtime: opts.realtime };
  const provider = opts.streamProvider ?? streamProviderFor(deps.config);
  const serve = serveOn(app, deps, { tags: ['stream'] });

  serve(declared.stream, {
    onRequest: requireMember(deps),
    handler: async (req) => {
      if (!req.member) throw new Error('requireMember did not run');
      return ok(req, await streamForMember(deps, provider, req.member.memberId, req.body));
    },
  });

  if (provider.name === 'sandbox') {
    serve(declared.sandboxPlaylist, {
      handler: (req, reply) =>
        reply
          .type(HLS_PLAYLIST_TYPE)
          .header('cache-control', 'no-cache, no-store')
          .send(sandboxPlaylist(Date.now(), req.query.start)),
    });

    serve(declared.sandboxSegment, {
      handler: (req, reply) => {
        const data = sandboxSegment(Number(req.params.segment.slice('segment-'.length, -'.ts'.length)));
        if (!data) throw notFound();
        return reply.type(MPEG_TS_TYPE).header('cache-control', 'public, max-age=86400').send(data);
      },
    });
  }
  done();
};
