// Bench (c): settling a round of 100,000 bets through the operator's end call, against a bare
// INSERT … SELECT of as many rows of the same width, on the same database in the same run.
import { COIN_MIN_STAKE_SATANG } from '@sanam/contract/stakes.ts';
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import { addToBillsSql, createPostgresDb, post, type Db } from '@sanam/server/bench';
import pg from 'pg';
import { openMatch, type Api } from './api.ts';
import { fundedMembers } from './funded-members.ts';

export interface SettlementResult {
  bets: number;
  members: number;
  /** the operator's POST /admin/matches/:id/end {result}, end + settlement, as the console waits */
  settleMs: number;
  /** INSERT INTO a bare copy of bets SELECT the round's bets: best of three */
  baselineMs: number;
  baselineRunsMs: number[];
  /** GET /admin/ledger/check after the settlement */
  ledgerOk: boolean;
}

const FUNDS_SATANG = 10_000_000;
// the coin minimum, and each member on one side of the round: every bet earns a coin at
// the settlement, so (c) measures the grading's coin entry at its largest (a member per posting)
const STAKE_SATANG = COIN_MIN_STAKE_SATANG;

/**
 * One bet per member, always on the same side (red for even ids), at the round's rate: the rows in
 * one statement, the stakes in one post() (a test of the settlement, not of the bet path, so the
 * book is laid in bulk). No coin at placement: the settlement pays them.
 */
async function bulkRound(db: Db, matchId: number, rateId: number, round: number, members: number[]) {
  await db.transaction(async (tx) => {
    const posted = await post(tx, {
      key: `bench-settlement-bets:${round}`,
      kind: 'bet',
      type: TX_TYPE.bet,
      topic: 'แทง',
      postings: [
        ...members.map((m) => ({
          account: accountName.member(m),
          currency: 'THB' as const,
          amount: -STAKE_SATANG,
        })),
        { account: accountName.escrow(matchId), currency: 'THB', amount: STAKE_SATANG * members.length },
      ],
    });
    // as the bet path writes them: each row names its entry from the start, and adds itself to
    // its member's bill of the match
    await tx.query(
      `WITH bet AS (
         INSERT INTO bets (match_id, member_id, side, amount_satang, rate_id, rate_1, rate_2, ref, entry_id)
         SELECT $1, m, CASE WHEN m % 2 = 0 THEN 'red' ELSE 'blue' END, $3, $2, 10, 10,
                'bench-' || $4 || '-' || m, $6
           FROM unnest($5::bigint[]) m
         RETURNING *
       )
       ${addToBillsSql('bet')}`,
      [matchId, rateId, STAKE_SATANG, round, members, posted.entryId],
    );
  });
}

/**
 * Writes every dirty buffer out before a timed write, so the baseline and the settlement each start
 * from the same clean cache instead of evicting what the laying or the previous run left behind (in
 * two full runs without it the baseline of 100,000 rows took 117 and 124 ms; with it 90, 119 and 94
 * ms in three, this machine's noise included). Needs a superuser or pg_checkpoint; false when refused, and the times are taken as they come.
 */
async function checkpoint(c: { query(sql: string): Promise<unknown> }): Promise<boolean> {
  try {
    await c.query('CHECKPOINT');
    return true;
  } catch {
    return false;
  }
}

/** The bare baseline: the round's bet rows copied into a table of the same columns and no index. */
async function insertSelectMs(databaseUrl: string, matchId: number): Promise<number[]> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    await c.query('CREATE TABLE bench_bet_copy (LIKE bets)');
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) {
      await c.query('TRUNCATE bench_bet_copy');
      await checkpoint(c);
      const t0 = performance.now();
      await c.query('INSERT INTO bench_bet_copy SELECT * FROM bets WHERE match_id = $1', [matchId]);
      runs.push(performance.now() - t0);
    }
    await c.query('DROP TABLE bench_bet_copy');
    return runs;
  } finally {
    await c.end();
  }
}

export async function runSettlementBench(opts: {
  api: Api;
  opToken: string;
  databaseUrl: string;
  bets: number;
  members: number;
  log: (msg: string) => void;
}): Promise<SettlementResult> {
  const db = createPostgresDb(opts.databaseUrl, 2);
  try {
    const rounds = Math.ceil(opts.bets / opts.members);
    opts.log(`  laying ${rounds} × ${opts.members} bets`);
    const members = await fundedMembers(db, opts.members, FUNDS_SATANG, 'bench-s');
    const { matchId, rate } = await openMatch(opts.api, opts.opToken, 'Bench round (settlement)');
    for (let r = 0; r < rounds; r++) await bulkRound(db, matchId, rate.id, r, members);
    await db.query('ANALYZE bets');

    const baselineRunsMs = await insertSelectMs(opts.databaseUrl, matchId);
    if (!(await checkpoint(db))) opts.log('  CHECKPOINT refused: timed without a clean cache');
    const t0 = performance.now();
    await opts.api.call('POST', `/admin/matches/${matchId}/end`, {
      token: opts.opToken,
      body: { result: 'red' },
    });
    const settleMs = performance.now() - t0;
    const check = await opts.api.call<{ ok: boolean }>('GET', '/admin/ledger/check', { token: opts.opToken });
    return {
      bets: rounds * members.length,
      members: members.length,
      settleMs,
      baselineMs: Math.min(...baselineRunsMs),
      baselineRunsMs,
      ledgerOk: check.ok,
    };
  } finally {
    await db.close();
  }
}
