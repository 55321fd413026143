// The match state bets are checked against, as this node last read it. A snapshot is only a guess:
// the bet's statement writes only while the match is still at the snapshot's version (place-queries.ts
// placeBetsIfCurrent), and a refusal is only given on a fresh read (service.ts placeBet). So a
// snapshot saves a read per bet in a burst and can never let a bet through on a state it no longer
// has, whichever node changed the match.
import { perDatabase } from '../../db/batcher.ts';
import type { Db } from '../../db/db.ts';
import { readMatchForBet, type MatchForBet } from '../matches/index.ts';

/** Rounds a node keeps; a stadium runs one at a time, so this is many days of rounds. */
const KEPT = 500;

// per database: a test suite runs many, each numbering its matches from 1
const snapshots = perDatabase((_db: Db) => new Map<number, MatchForBet>());

export async function matchSnapshot(
  db: Db,
  matchId: number,
  opts: { fresh: boolean },
): Promise<MatchForBet | null> {
  const kept = snapshots(db);
  const known = opts.fresh ? undefined : kept.get(matchId);
  if (known) return known;
  const m = await readMatchForBet(db, matchId);
  kept.delete(matchId);
  if (m && !m.is_end) {
    kept.set(matchId, m);
    if (kept.size > KEPT) kept.delete(kept.keys().next().value as number);
  }
  return m;
}
