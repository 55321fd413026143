// The hook other wagers on a round grade through (STYLE: a lower module exposes a hook the higher one
// registers). Betting settles a round's bets; a module whose wagers also ride on the round (steps'
// tickets) registers its grader here at start-up (app.ts buildApp), and the settlement runs every
// grader inside the transaction that settles or regrades the round, after the bets' own grading, so
// the round, its bets and those wagers commit or roll back together. Betting never imports them.
//
// The graders run one after the other in the order they were first registered (a Map keeps it), so
// the rows they lock are always taken in the same order; registering a name again replaces its
// grader in place (each app built in one process registers the same ones).
import type { MatchResult } from '@sanam/contract/matches.ts';
import type { Tx } from '../../db/db.ts';
import type { MemberQuery } from '../../ledger/ledger.ts';

export interface GradedRound {
  matchId: number;
  result: MatchResult;
  /** the operator ending or regrading the round; null for the server's own settlements */
  operatorId: number | null;
  /** the round's grading this is: 1 when it ends, N + 1 for each regrade (keys the graders' entries) */
  grading: number;
}

/**
 * Grades the grader's wagers on the round through the settlement core (settlement-core.ts); answers
 * the members whose balance moved (the settlement tells them once, with the round's own).
 */
export type RoundGrader = (tx: Tx, round: GradedRound) => Promise<MemberQuery | null>;

const graders = new Map<string, RoundGrader>();

export function onRoundGraded(name: string, grader: RoundGrader): void {
  graders.set(name, grader);
}

/** Every registered grader, in order, in the settlement's transaction: the members whose balance moved. */
export async function runRoundGraders(tx: Tx, round: GradedRound): Promise<MemberQuery[]> {
  const moved: MemberQuery[] = [];
  for (const grade of graders.values()) {
    const touched = await grade(tx, round);
    if (touched) moved.push(touched);
  }
  return moved;
}
