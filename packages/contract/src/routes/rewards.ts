// Rewards (spec §7, DESIGN §9): the member's redeem items, redeem, history and affiliate earnings, the
// public item pictures; the console's items, orders and affiliate report.
import { z } from 'zod';
import {
  adminRedeemItem,
  adminRedeemOrder,
  adminRedeemOrderList,
  affiliateData,
  affiliateInviteeList,
  affiliateReport,
  affiliateReportQuery,
  redeemCancelRequest,
  redeemData,
  redeemHistoryPage,
  redeemHistoryRequest,
  redeemImageData,
  redeemImageUploadRequest,
  redeemItemCreateRequest,
  redeemItemList,
  redeemItemPatchRequest,
  redeemOrderListQuery,
  redeemRequest,
  redeemShipRequest,
} from '../rewards.ts';
import { idempotencyHeaders, idParams } from './params.ts';
import { declare } from './route.ts';

export const rewardRoutes = {
  items: declare({ method: 'GET', path: '/user/user/redeemitem', access: 'member', reply: redeemItemList }),
  redeem: declare({
    method: 'POST',
    path: '/user/user/redeem',
    access: 'member',
    headers: idempotencyHeaders,
    body: redeemRequest,
    reply: redeemData,
  }),
  history: declare({
    method: 'POST',
    path: '/user/transaction/user_redeem',
    access: 'member',
    body: redeemHistoryRequest,
    reply: redeemHistoryPage,
  }),
  affiliate: declare({
    method: 'GET',
    path: '/user/user/affiliate_reward',
    access: 'member',
    reply: affiliateData,
  }),
  /** an item's picture: the image itself, public (the prize grid shows it to anyone) */
  image: declare({
    method: 'GET',
    path: '/redeem/images/:name',
    access: 'public',
    params: z.object({ name: z.string().max(80) }),
  }),
};

export const rewardDeskRoutes = {
  items: declare({
    method: 'GET',
    path: '/admin/redeem-items',
    access: 'operator',
    reply: z.array(adminRedeemItem),
  }),
  createItem: declare({
    method: 'POST',
    path: '/admin/redeem-items',
    access: 'operator',
    body: redeemItemCreateRequest,
    reply: adminRedeemItem,
  }),
  patchItem: declare({
    method: 'PATCH',
    path: '/admin/redeem-items/:id',
    access: 'operator',
    params: idParams,
    body: redeemItemPatchRequest,
    reply: adminRedeemItem,
  }),
  uploadImage: declare({
    method: 'POST',
    path: '/admin/redeem-items/images',
    access: 'operator',
    body: redeemImageUploadRequest,
    reply: redeemImageData,
  }),
  orders: declare({
    method: 'GET',
    path: '/admin/redeem-orders',
    access: 'operator',
    querystring: redeemOrderListQuery,
    reply: adminRedeemOrderList,
  }),
  shipOrder: declare({
    method: 'POST',
    path: '/admin/redeem-orders/:id/ship',
    access: 'operator',
    params: idParams,
    body: redeemShipRequest,
    reply: adminRedeemOrder,
  }),
  cancelOrder: declare({
    method: 'POST',
    path: '/admin/redeem-orders/:id/cancel',
    access: 'operator',
    params: idParams,
    body: redeemCancelRequest,
    reply: adminRedeemOrder,
  }),
  affiliates: declare({
    method: 'GET',
    path: '/admin/affiliates',
    access: 'operator',
    querystring: affiliateReportQuery,
    reply: affiliateReport,
  }),
  invitees: declare({
    method: 'GET',
    path: '/admin/affiliates/:id',
    access: 'operator',
    params: idParams,
    reply: affiliateInviteeList,
  }),
};
