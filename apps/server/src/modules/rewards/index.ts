// The rewards module's public entry: its routes, the affiliate sweep app.ts starts, the affiliate
// reward a deposit holds (wallet calls it), and what the demo seed drives.
export { rewardRoutes } from './member-routes.ts';
export { rewardAdminRoutes } from './console-routes.ts';
export {
  affiliateRewardFor,
  holdAffiliateReward,
  redeem,
  startAffiliateSweep,
  storeImage,
} from './service.ts';
export { memberRedeemPage } from './member-file-queries.ts';
export { insertItem, setMissingItemNameEn } from './item-queries.ts';
