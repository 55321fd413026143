// Bets written with group commit (db/batcher.ts): a burst of bets costs a few statements and
// commits instead of one per bet. Each bet is still accepted or refused on its own
// (place-queries.ts placeBetsIfCurrent) and answered only after the statement that wrote it committed.
import { TX_TYPE } from '@sanam/contract/ledger.ts';
import { batcher, perDatabase } from '../../db/batcher.ts';
import type { Histogram } from 'prom-client';
import { isRetryable, MAX_ATTEMPTS, type Db } from '../../db/db.ts';
import type { AppDeps } from '../../http/types.ts';
import * as placeQueries from './place-queries.ts';

const LEDGER = { txType: TX_TYPE.bet };

/**
 * One statement at a time: measured against two, four and eight in flight (docs/benchmarks.md), the
 * database does the least work per bet when each statement carries every bet that waited for it.
 */
const IN_FLIGHT = 1;
const MOST = 64;

async function writeAlone(
  db: Db,
  bet: placeQueries.PricedBet,
  attempt = 1,
): Promise<placeQueries.PlaceOutcome> {
  try {
    const [outcome] = await placeQueries.placeBetsIfCurrent(db, [bet], LEDGER);
    if (!outcome) throw new Error('placeBetsIfCurrent answered nothing');
    return outcome;
  } catch (err) {
    if (placeQueries.isRefTaken(err)) return { outcome: 'repeat' };
    // a deadlock or serialization failure wrote nothing: the transaction helper's rule, retried
    if (attempt < MAX_ATTEMPTS && isRetryable(err)) return writeAlone(db, bet, attempt + 1);
    throw err;
  }
}

interface BetBatches {
  write: (bet: placeQueries.PricedBet) => Promise<placeQueries.PlaceOutcome>;
  /** the app's histogram of batch sizes: one app per database, so the first that brings one */
  sizes: Histogram | undefined;
}

const batches = perDatabase((db: Db): BetBatches => {
  const made: BetBatches = { sizes: undefined, write: writeInBatches(db, (n) => made.sizes?.observe(n)) };
  return made;
});

function writeInBatches(db: Db, batched: (size: number) => void) {
  return batcher<placeQueries.PricedBet, placeQueries.PlaceOutcome>({
    inFlight: IN_FLIGHT,
    most: MOST,
    // two bets of one member in one statement would both read the same balance
    keyOf: (bet) => bet.memberId,
    run: async (bets) => {
      batched(bets.length);
      let outcomes: placeQueries.PlaceOutcome[];
      try {
        outcomes = await placeQueries.placeBetsIfCurrent(db, bets, LEDGER);
      } catch {
        // one bet spoiled the statement (its ref taken meanwhile by a concurrent request, a
        // deadlock): nothing was written; each is written again on its own
        outcomes = [];
        for (const bet of bets) outcomes.push(await writeAlone(db, bet));
        return outcomes;
      }
      // a bet that fits under its round's liability cap alone but not with the bets before
      // it in the statement is written again on its own, after them: the cap refuses only what does
      // not fit, never a bet crowded out by others that may themselves have been refused
      for (const [i, outcome] of outcomes.entries()) {
        const bet = bets[i];
        if (outcome.outcome === 'crowded' && bet) outcomes[i] = await writeAlone(db, bet);
      }
      return outcomes;
    },
  });
}

/** Writes a priced bet with whatever other bets are waiting, and says what became of it. */
export function writeBet(
  deps: Pick<AppDeps, 'db' | 'metrics'>,
  bet: placeQueries.PricedBet,
): Promise<placeQueries.PlaceOutcome> {
  const made = batches(deps.db);
  made.sizes ??= deps.metrics?.betBatchSize;
  return made.write(bet);
}
