// The betting module's public entry: what other modules, app.ts, seed and bench may use.
export { exposureSeries, type ExposurePointRow } from './exposure-series.ts';
export { addToBillsSql, betsWithOutcome } from './grading-sql.ts';
export { betInfoOfEntries, roundsNamed, type EntryBetInfo } from './reads.ts';
export { memberBetting, memberRefusal, type MemberBetting } from './member-limits.ts';
export { onRoundGraded, type GradedRound, type RoundGrader } from './round-graders.ts';
export { bettingRoutes } from './routes.ts';
export { placeBet } from './service.ts';
export { endAndSettle } from './settlement.ts';
export { memberBetPage } from './member-file-reads.ts';
