// Rewards (DESIGN §3, §7; spec §2, §3, §5, §7): activity coins spent on redeem items, and the
// affiliate reward for inviting a friend.
//
// Owns: redeem_items and redeem_images (reward-desk.ts, images.ts), redeem_orders, affiliate_rewards.
// Invariants:
// - Coins and baht move only through ledger post(), in the transaction that writes the row allowing it:
//     redeem a cash tier    coins:<id> → promo:redeem (COIN) and promo:redeem → member:<id> (THB)
//                           one entry, type 6, key redeem:<order id>
//     redeem goods          coins:<id> → promo:redeem (COIN), type 6, key redeem:<order id>
//     cancel goods          promo:redeem → coins:<id> (COIN), type 6, key redeem:<order id>:refund
//     affiliate reward      promo:affiliate → member:<referrer> (THB), type 7, key affiliate:<member id>
//                           when released (the invited member has played the multiple), up to the cap
// - The ledger holds the coin balance row while it checks it, so parallel redeems never spend more
//   coins than the member has; a refusal rolls back the order row and the stock taken with it.
// - A member redeems at the price they saw (`point`): a changed price is refused, never charged. The
//   cash tiers' coins and baht are the contract's CASH_EXCHANGE_TIERS, not the table's.
// - The affiliate reward is earned once per invited member (affiliate_rewards' primary key), in the
//   transaction that credits their first approved deposit, whichever desk approves it: the wallet
//   calls affiliateRewardFor before its credit and holdAffiliateReward after it. Whether a deposit is
//   the first is read from the wallet's deposits table (SQL in queries.ts, nothing written there).
// - It is held, and paid once (releaseAffiliateRewards: the sweep, and reads of the lists) when the
//   invited member's stakes since that deposit, net of refunds, reach AFFILIATE_PLAY_MULTIPLE times
//   it, up to what AFFILIATE_MONTHLY_CAP leaves the referrer this month (the rest: capped, unpaid).
// - BALANCE goes to the member's sockets only after the commit.
export {
  affiliateOf,
  affiliateRewardFor,
  holdAffiliateReward,
  releaseAffiliateRewards,
  startAffiliateSweep,
  type AffiliateReward,
} from './affiliate.ts';
export { redeem, redeemHistory, redeemItems } from './redeem.ts';
export { redeemImage, storeImage } from './images.ts';
