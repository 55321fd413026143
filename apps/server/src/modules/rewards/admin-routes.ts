// The console's reward calls (DESIGN §9), under /api/admin. Roles: the redeem items belong to
// admins; the orders and the affiliate report to admins and cashiers (who ship prizes and answer
// members); operators, who run matches, see none of it.
import type { OperatorRole } from '@sanam/contract/constants.ts';
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
import { actorOf, decisionRoute, idParams, requireOperator } from '../auth/index.ts';
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

const secured = { tags: ['operator', 'rewards'], security: [{ bearer: [] }] };

export const rewardAdminRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const adminOnly = requireOperator(deps, ['admin']);
  const rewardsRoles: OperatorRole[] = ['admin', 'cashier'];
  const rewardsDesk = requireOperator(deps, rewardsRoles);

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

  const decision = { roles: rewardsRoles, tags: secured.tags, reply: adminRedeemOrder };
  decisionRoute(app, deps, {
    ...decision,
    url: '/redeem-orders/:id/ship',
    body: redeemShipRequest,
    message: 'redeem_order.shipped',
    decide: (actor, id, body) => shipOrder(deps, actor, id, body.note),
  });
  decisionRoute(app, deps, {
    ...decision,
    url: '/redeem-orders/:id/cancel',
    body: redeemCancelRequest,
    message: 'redeem_order.cancelled',
    decide: (actor, id, body) => cancelOrder(deps, actor, id, body.reason),
  });

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
