// The console's reward calls (DESIGN §9), under /api/admin. Roles: the redeem items belong to
// admins; the orders and the affiliate report to admins and cashiers (who ship prizes and answer
// members); operators, who run matches, see none of it.
import { rewardDeskRoutes } from '@sanam/contract/routes/rewards.ts';
import { REDEEM_IMAGE_MAX_BYTES } from '@sanam/contract/rewards.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { actorOf, fromBody, onRecord, requireOperator } from '../auth/index.ts';
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
} from './reward-desk.ts';

export const rewardAdminRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['operator', 'rewards'] });
  const adminOnly = requireOperator(deps, ['admin']);
  const rewardsDesk = requireOperator(deps, ['admin', 'cashier']);

  serve.answer(rewardDeskRoutes.items, adminOnly, () => listItems(deps));

  serve.answer(rewardDeskRoutes.createItem, adminOnly, fromBody(deps, createItem), 'redeem_item.created');

  serve.answer(rewardDeskRoutes.patchItem, adminOnly, onRecord(deps, patchItem), 'redeem_item.updated');

  serve(rewardDeskRoutes.uploadImage, {
    onRequest: adminOnly,
    // a data URL is a third larger than the image it holds
    bodyLimit: Math.ceil((REDEEM_IMAGE_MAX_BYTES * 4) / 3) + 4096,
    handler: async (req) =>
      ok(req, await uploadImage(deps, actorOf(req), req.body.data_url), 'redeem_item.image_saved'),
  });

  serve.answer(rewardDeskRoutes.orders, rewardsDesk, (req) => listOrders(deps, req.query));

  serve.answer(
    rewardDeskRoutes.shipOrder,
    rewardsDesk,
    (req) => shipOrder(deps, actorOf(req), req.params.id, req.body.note),
    'redeem_order.shipped',
  );

  serve.answer(
    rewardDeskRoutes.cancelOrder,
    rewardsDesk,
    (req) => cancelOrder(deps, actorOf(req), req.params.id, req.body.reason),
    'redeem_order.cancelled',
  );

  serve.answer(rewardDeskRoutes.affiliates, rewardsDesk, (req) => affiliateReport(deps, req.query));

  serve.answer(rewardDeskRoutes.invitees, rewardsDesk, (req) => affiliateInvitees(deps, req.params.id));
  done();
};
