// The betting module's public entry: what other modules, app.ts, seed and bench may use.
export { exposureSeries, type ExposurePointRow } from './exposure-series.ts';
export { addToBillsSql, betsWithOutcome } from './grading-queries.ts';
export { betInfoOfEntries, roundsNamed, type EntryBetInfo } from './views.ts';
export { onRoundGraded, type GradedRound, type RoundGrader } from './round-graders.ts';
export { bettingDeskRoutes } from './console-routes.ts';
export { bettingRoutes } from './member-routes.ts';
export { closeFullSides, placeBet } from './service.ts';
export { decideHeldBet, startHeldBetSweep, sweepHeldBets } from './holds.ts';
export {
  addTicketToBooks,
  booksAndHeld,
  lockBooks,
  memberStanding,
  refusalError,
  roundStateOf,
} from './stake-state.ts';
export { endAndSettle } from './settlement.ts';
export {
  announceBalances,
  memberAmounts,
  NO_MEMBERS,
  postGradingMoney,
  unionOf,
  type GradingMoney,
  type GradingPosted,
} from './settlement-core.ts';
export { memberBetPage } from './member-file-queries.ts';
