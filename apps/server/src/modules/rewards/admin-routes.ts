// The console's reward calls (DESIGN §9), under /api/admin. Roles: the redeem items belong to
// admins; the orders and the affiliate report to admins and cashiers (who ship prizes and answer
// members); operators, who run matches, see none of it.
import { envelope } from '@sanam/contract/envelope.ts';
import {
  adminRedeemItem,
  adminRedeemOrder,
  adminRedeemOrderList,
  affiliateInviteeList,
  affiliateReport as affiliateReportSchema,
  affiliateReportQuery,
  redeemCancelRequest,
  redeemImageData,
  redeemImageUploadRequest,
  redeemItemCreateRequest,
  redeemItemPatchRequest,
  redeemOrderListQuery,
  redeemShipRequest,
  REDEEM_IMAGE_MAX_BYTES,
} from '@sanam/contract/rewards.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/reply.ts';
import type { AppDeps } from '../../http/types.ts';
import { actorOf, requireOperator } from '../auth/index.ts';
import {
  affiliateInvitees,
  affiliateReport,
  cancelOrder,
  createItem,
  listItems,
  listOrders,
  patchItem,
  shipOrder,
  uploadImage,
} from './service.ts';

const idParams = z.object({
  id: z.coerce.number({ error: 'validation.invalid' }).int().positive().max(Number.MAX_SAFE_INTEGER),
});

const secured = { tags: ['operator', 'rewards'], security: [{ bearer: [] }] };

export const rewardAdminRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const adminOnly = requireOperator(deps, ['admin']);
  const rewardsDesk = requireOperator(deps, ['admin', 'cashier']);

  app.get(
    '/redeem-items',
    { onRequest: adminOnly, schema: { ...secured, response: { 200: envelope(z.array(adminRedeemItem)) } } },
    async (req) => ok(req, await listItems(deps)),
  );

  app.post(
    '/redeem-items',
    {
      onRequest: adminOnly,
      schema: { ...secured, body: redeemItemCreateRequest, response: { 200: envelope(adminRedeemItem) } },
    },
    async (req) => ok(req, await createItem(deps, actorOf(req), req.body), 'redeem_item.created'),
  );

  app.patch(
    '/redeem-items/:id',
    {
      onRequest: adminOnly,
      schema: {
        ...secured,
        params: idParams,
        body: redeemItemPatchRequest,
        response: { 200: envelope(adminRedeemItem) },
      },
    },
    async (req) =>
      ok(req, await patchItem(deps, actorOf(req), req.params.id, req.body), 'redeem_item.updated'),
  );

  app.post(
    '/redeem-items/images',
    {
      onRequest: adminOnly,
      // a data URL is a third larger than the image it holds
      bodyLimit: Math.ceil((REDEEM_IMAGE_MAX_BYTES * 4) / 3) + 4096,
      schema: { ...secured, body: redeemImageUploadRequest, response: { 200: envelope(redeemImageData) } },
    },
    async (req) =>
      ok(req, await uploadImage(deps, actorOf(req), req.body.data_url), 'redeem_item.image_saved'),
  );

  app.get(
    '/redeem-orders',
    {
      onRequest: rewardsDesk,
      schema: {
        ...secured,
        querystring: redeemOrderListQuery,
        response: { 200: envelope(adminRedeemOrderList) },
      },
    },
    async (req) => ok(req, await listOrders(deps, req.query)),
  );

  app.post(
    '/redeem-orders/:id/ship',
    {
      onRequest: rewardsDesk,
      schema: {
        ...secured,
        params: idParams,
        body: redeemShipRequest,
        response: { 200: envelope(adminRedeemOrder) },
      },
    },
    async (req) =>
      ok(req, await shipOrder(deps, actorOf(req), req.params.id, req.body.note), 'redeem_order.shipped'),
  );

  app.post(
    '/redeem-orders/:id/cancel',
    {
      onRequest: rewardsDesk,
      schema: {
        ...secured,
        params: idParams,
        body: redeemCancelRequest,
        response: { 200: envelope(adminRedeemOrder) },
      },
    },
    async (req) =>
      ok(
        req,
        await cancelOrder(deps, actorOf(req), req.params.id, req.body.reason),
        'redeem_order.cancelled',
      ),
  );

  app.get(
    '/affiliates',
    {
      onRequest: rewardsDesk,
      schema: {
        ...secured,
        querystring: affiliateReportQuery,
        response: { 200: envelope(affiliateReportSchema) },
      },
    },
    async (req) => ok(req, await affiliateReport(deps, req.query)),
  );

  app.get(
    '/affiliates/:id',
    {
      onRequest: rewardsDesk,
      schema: { ...secured, params: idParams, response: { 200: envelope(affiliateInviteeList) } },
    },
    async (req) => ok(req, await affiliateInvitees(deps, req.params.id)),
  );
  done();
};
