// The member's reward calls of spec §7 (redeem items, redeem, redeem history, affiliate) and the
// public item images. The contract's declaration, one service call, the envelope.
import { rewardRoutes as declared } from '@sanam/contract/routes/rewards.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/errors.ts';
import { ok } from '../../http/reply.ts';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberIdOf, requireMember } from '../auth/index.ts';
import { affiliateOf, redeem, redeemHistory, redeemImage, redeemItems } from './service.ts';

export const rewardRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['rewards'] });
  const memberOnly = requireMember(deps);

  serve.answer(declared.items, memberOnly, () => redeemItems(deps));

  serve(declared.redeem, {
    onRequest: memberOnly,
    handler: async (req) => {
      const { data, messageKey } = await redeem(
        deps,
        memberIdOf(req),
        req.body,
        req.headers['idempotency-key'] ?? null,
      );
      return ok(req, data, messageKey);
    },
  });

  serve.answer(declared.history, memberOnly, (req) => redeemHistory(deps, memberIdOf(req), req.body));

  serve.answer(declared.affiliate, memberOnly, (req) => affiliateOf(deps, memberIdOf(req)));

  // Item pictures are public (the prize grid shows them to anyone) and never change under a name.
  serve(declared.image, {
    handler: async (req, reply) => {
      const image = await redeemImage(deps, req.params.name);
      if (!image) throw notFound();
      return (
        reply
          .header('content-type', image.content_type)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          // an SVG opened on its own runs nothing
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .send(Buffer.from(image.bytes))
      );
    },
  });
  done();
};
