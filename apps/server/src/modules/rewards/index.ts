// The rewards module's public entry: its routes, the affiliate sweep app.ts starts, the affiliate
// reward a deposit holds (wallet calls it), and what the demo seed drives.
export { rewardRoutes } from './routes.ts';
export { rewardAdminRoutes } from './admin-routes.ts';
export {
  affiliateRewardFor,
  holdAffiliateReward,
  redeem,
  startAffiliateSweep,
  storeImage,
} from './service.ts';
export { memberRedeemPage } from './member-file-reads.ts';
