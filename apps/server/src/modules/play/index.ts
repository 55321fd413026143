// The play module's public entry: responsible play, the limits members set on themselves. Play owns
// the play_limits table and sits low in the order: every way to stake (betting's statement and rule
// set) reads a member's limits and losses through it, and it imports no other module.
export { playRoomCtes } from './limit-queries.ts';
export { playBreakCte } from './break-queries.ts';
export { playMemberRoutes } from './member-routes.ts';
export { playConsoleRoutes } from './console-routes.ts';
export {
  closingBreak,
  liftExclusion,
  refuseDuringBreak,
  startBreak,
  takeBreak,
  wireBreak,
} from './breaks.ts';
export {
  confirmOwnLimit,
  heldDepositRefusal,
  heldPlayStanding,
  limitsInForce,
  limitViews,
  periodStarts,
  playStanding,
  setOwnLimit,
  usageOf,
  type LimitView,
} from './limits.ts';
