// The member's reward calls of spec §7 (redeem items, redeem, redeem history, affiliate) and the
// public item images. Parse with the contract's schema, one service call, the envelope.
import { envelope } from '@sanam/contract/envelope.ts';
import {
  affiliateData,
  redeemData,
  redeemHistoryPage,
  redeemHistoryRequest,
  redeemItemList,
  redeemRequest,
} from '@sanam/contract/rewards.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { idempotencyHeaders } from '../../http/headers.ts';
import { ok } from '../../http/reply.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberIdOf, requireMember } from '../auth/index.ts';
import { affiliateOf, redeem, redeemHistory, redeemImage, redeemItems } from './service.ts';

const secured = { tags: ['rewards'], security: [{ bearer: [] }] };

export const rewardRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const memberOnly = requireMember(deps);

  app.get(
    '/user/user/redeemitem',
    { onRequest: memberOnly, schema: { ...secured, response: { 200: envelope(redeemItemList) } } },
    async (req) => ok(req, await redeemItems(deps)),
  );

  app.post(
    '/user/user/redeem',
    {
      onRequest: memberOnly,
      schema: {
        ...secured,
        headers: idempotencyHeaders,
        body: redeemRequest,
        response: { 200: envelope(redeemData) },
      },
    },
    async (req) => {
      const { data, messageKey } = await redeem(
        deps,
        memberIdOf(req),
        req.body,
        req.headers['idempotency-key'] ?? null,
      );
      return ok(req, data, messageKey);
    },
  );

  app.post(
    '/user/transaction/user_redeem',
    {
      onRequest: memberOnly,
      schema: { ...secured, body: redeemHistoryRequest, response: { 200: envelope(redeemHistoryPage) } },
    },
    async (req) => ok(req, await redeemHistory(deps, memberIdOf(req), req.body)),
  );

  app.get(
    '/user/user/affiliate_reward',
    { onRequest: memberOnly, schema: { ...secured, response: { 200: envelope(affiliateData) } } },
    async (req) => ok(req, await affiliateOf(deps, memberIdOf(req))),
  );

  // Item pictures are public (the prize grid shows them to anyone) and never change under a name.
  app.get(
    '/redeem/images/:name',
    { schema: { tags: ['rewards'], params: z.object({ name: z.string().max(80) }) } },
    async (req, reply) => {
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
  );
  done();
};
