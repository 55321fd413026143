// The matches module's public entry: what other modules, app.ts, the socket server, seed and bench
// may use. The round's states change only through round-states.ts's transitions, re-exported here
// for betting's settlement, which owns the transaction they run in.
export { listDeskMatches, listRunningMatches } from './lists.ts';
export { isLiveChannel, liveAccessAllowed } from './live-access.ts';
export { matchMemberRoutes } from './member-routes.ts';
export {
  endRound,
  lockMatchForBet,
  lockSettledRound,
  readMatchForBet,
  regradeRound,
  settleRound,
  type EndedRound,
  type MatchForBet,
  type SettledRound,
} from './round-states.ts';
export { riskAdminRoutes } from './console-risk-routes.ts';
export { matchAdminRoutes } from './console-routes.ts';
export { startLastCallClock, type LastCallClock } from './last-call.ts';
export { closeSideByCap } from './risk.ts';
export {
  createMatch,
  getMatch,
  getMemberMatch,
  publishRate,
  roundHiddenFromMembers,
  setBettingOpen,
  setTieOpen,
} from './service.ts';
export { insertStadiumUnlessNamed } from './stadium-queries.ts';
