// SQL of placing bets: the bet statement (placeBetsIfCurrent), which writes each bet, its member's
// bill and its stake's ledger entry in one statement, the money part by the ledger's rules
// (ledger/stake-entries.ts); and the lookups a bet's checks take.
import type { BetSide, BetStatus } from '@sanam/contract/matches.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { lockMemberAccounts, stakeEntriesSql } from '../../ledger/ledger.ts';
import { liveMemberSessionSql } from '../auth/index.ts';
import { periodStarts, playBreakCte, playRoomCtes } from '../play/index.ts';
import { addToBillsSql, addToBooksSql, betsWithOutcome } from './grading-queries.ts';
import { lockBooks } from './stake-state.ts';
import {
  afterFundsCtes,
  beforeMoneyOutcomes,
  beforeMoneyRefuses,
  bookLossSql,
  checkedCte,
  heldOnSideSql,
  limitsCte,
} from './stake-queries.ts';

export type BetRow = {
  id: number;
  match_id: number;
  member_id: number;
  side: BetSide;
  amount_satang: number;
  rate_id: number | null;
  rate_1: number | null;
  rate_2: number | null;
  multiplier_permille: number | null;
  ref: string;
  status: BetStatus;
  payout_satang: number | null;
  created_at: Date | string;
};

export async function findBetByRef(q: Queryable, memberId: number, ref: string): Promise<BetRow | null> {
  const { rows } = await q.query<BetRow>(
    `SELECT * FROM ${betsWithOutcome} b WHERE b.member_id = $1 AND b.ref = $2`,
    [memberId, ref],
  );
  return rows[0] ?? null;
}

/** A bet ready to be written: checked against the match at `version`, priced, in satang. */
export type PricedBet = {
  matchId: number;
  version: number;
  memberId: number;
  side: BetSide;
  amountSatang: number;
  rateId: number | null;
  rate1: number | null;
  rate2: number | null;
  multiplierPermille: number | null;
  ref: string;
  topic: string;
  accounts: { cash: string; coins: string; escrow: string };
  /** the member's session, checked live in the statement; null for the server's own bets (the demo) */
  sessionId: string | null;
  /** what the bet returns if it wins, stake included (the contract's winPayoutSatang) */
  payoutSatang: number;
  /** the round's limits the statement checks, part of the match's state at `version` */
  limits: {
    maxBetSatang: number | null;
    memberSideCapSatang: number | null;
    liabilityCapSatang: number | null;
  };
  /** the round's stadium's referral threshold (a member's own, read in the statement, comes first) */
  referAboveSatang: number | null;
};

/** What the statement did with one bet (placeBetsIfCurrent). */
export type PlaceOutcome =
  | {
      outcome: 'placed';
      bet: BetRow;
      cashAfterSatang: number;
      coinsAfter: number;
      /** the round's book after the statement: the house's worst-case loss on each side (a full side closes) */
      book: { red: number; blue: number; tie: number };
    }
  /** the member's session was revoked or expired */
  | { outcome: 'session_ended' }
  /** the match changed since the bet was checked against it: check again */
  | { outcome: 'stale' }
  /** (member, ref) was taken before: answer with that bet */
  | { outcome: 'repeat' }
  | { outcome: 'blocked' }
  /** the stake is more than the member's cash */
  | { outcome: 'short' }
  /** a win would take the member's balance past the ledger's ceiling */
  | { outcome: 'ceiling' }
  /** the round's last call ran out before the statement */
  | { outcome: 'last_call_over' }
  /** the member's betting is suspended */
  | { outcome: 'suspended' }
  /** the member is on a time-out or a self-exclusion (which one is read again to say so) */
  | { outcome: 'play_break' }
  /** over the largest stake the member may place: the round's by their factor, or their own */
  | { outcome: 'member_max'; maxSatang: number }
  /** over the largest stake the member set on themselves (responsible play) */
  | { outcome: 'play_stake'; limitSatang: number }
  /** past the room the member's loss limits leave (which period binds is read again to say so) */
  | { outcome: 'play_loss' }
  /** above the member's referral threshold: the bet waits for the desk (holds.ts) */
  | { outcome: 'refer' }
  /** the member's stakes on the side would pass their per-side cap */
  | { outcome: 'member_side_cap'; capSatang: number; heldSatang: number }
  /** the house's loss on a side the bet wins would pass the round's liability cap */
  | { outcome: 'cap' }
  /** it fits under the cap alone, not with the bets before it in the statement: write it on its own */
  | { outcome: 'crowded' };

/**
 * Bets of different members in one statement, run on its own (one round trip, one commit for them
 * all), each only from a live session of its member (the auth module's rule): each bet row with its
 * ledger entry (stake member → escrow, before/after on the member's cached cash row, locked in
 * account order like every ledger entry, DESIGN §3), added to its member's bill of the match
 * (addToBillsSql) and to the round's book (addToBooksSql). No coin at placement: coins are
 * paid when the bill is graded (billCoinsSql); the member's coin balance is only read for the reply.
 * Each bet is written only when its match is still at the version it was checked against (locked FOR
 * SHARE, so an operator's change waits for it) and its ref is new, and when it passes the stake
 * rules the statement holds (stake-queries.ts: the contract's rule set, in its order): the member, the
 * last call, the member's largest stake, the funds and the balance ceiling, the member's per-side cap
 * and the round's liability cap; otherwise nothing of it is written and the outcome names the first
 * rule that refused it. Ids are drawn first so the entry's key names the bet and the bet names its
 * entry. The money (the cash rows locked, the funds check, the journal row, its postings and the
 * balance) is the ledger's stakeEntriesSql: the very rows post() writes, by its rules; checkLedger
 * covers them the same way.
 *
 * Two bets of one member must not share a statement (both would read the same balance): the
 * caller (bet-batch.ts) sees to it. A bet whose ref a concurrent statement took first makes the
 * whole statement fail on bets' unique (member_id, ref), writing nothing.
 *
 * The session and the earlier bet are looked up LATERAL with LIMIT 1, one key lookup per bet: the
 * statement is prepared once per connection, and as a join its plan, made while `bets` was still
 * small, scanned every bet ever placed on every statement (1,650 -> 2,100 bets/s in a
 * short run, and the gap grew with the table).
 */
const PLACE_BETS_SQL = `
WITH req AS (
       SELECT * FROM unnest($1::int[], $2::bigint[], $3::bigint[], $4::int[], $5::text[], $6::bigint[],
                            $7::bigint[], $8::int[], $9::int[], $10::int[], $11::text[], $12::text[],
                            $13::text[], $14::text[], $15::text[], $19::uuid[], $20::bigint[], $21::bigint[],
                            $22::bigint[], $23::bigint[], $28::bigint[])
         AS r(n, member_id, match_id, version, side, amount, rate_id, rate_1, rate_2, multiplier_permille,
              ref, topic, cash_account, coins_account, escrow_account, session_id, payout, max_bet,
              side_cap, liability_cap, refer_above)
     ),
     live AS (
       SELECT r.n FROM req r WHERE r.session_id IS NULL
       UNION ALL
       SELECT r.n FROM req r
        CROSS JOIN LATERAL (SELECT 1 FROM sessions s
                             WHERE s.id = r.session_id AND ${liveMemberSessionSql('s', 'r.member_id')}
                             LIMIT 1) s
     ),
     match AS (
       SELECT m.id, m.version, m.last_call_at IS NOT NULL AND m.last_call_at <= now() AS last_call_over
         FROM matches m WHERE m.id = ANY($17::bigint[]) FOR SHARE OF m
     ),
     -- the ref of a bet, or of a bet held for the bet delay (betting/holds.ts): a repeat either way
     earlier AS (
       SELECT r.n FROM req r
        CROSS JOIN LATERAL (SELECT 1 FROM bets b WHERE b.member_id = r.member_id AND b.ref = r.ref LIMIT 1) b
       UNION
       SELECT r.n FROM req r
        CROSS JOIN LATERAL (SELECT 1 FROM bet_holds h WHERE h.member_id = r.member_id AND h.ref = r.ref LIMIT 1) h
     ),
     ${playRoomCtes('SELECT member_id FROM req', { day: '$25::timestamptz', week: '$26::timestamptz', month: '$27::timestamptz' })},
     ${playBreakCte('SELECT member_id FROM req', 'now()')},
     member AS (
       SELECT m.id, m.is_blocked, m.bet_suspended, m.max_bet_satang, m.limit_permille, m.refer_above_satang,
              pr.stake_limit,
              pr.loss_room, pb.member_id IS NOT NULL AS on_break
         FROM members m LEFT JOIN play_room pr ON pr.member_id = m.id
         LEFT JOIN play_break pb ON pb.member_id = m.id
        WHERE m.id IN (SELECT member_id FROM req)
     ),
     -- the round's book as the statement's snapshot holds it. Under the lock (the second try,
     -- lockBooks) it and the members' bills below are as the last writer on the round committed
     -- them; without it they may be behind, and the guard below checks what was written.
     book AS (
       SELECT rb.match_id, ${bookLossSql('rb')}, rb.step_tickets
         FROM round_books rb WHERE rb.match_id = ANY($17::bigint[])
     ),
     ${limitsCte},
     ${checkedCte},
     fit AS (SELECT * FROM checked c WHERE NOT (${beforeMoneyRefuses('c')})),
     ${stakeEntriesSql({
       stakes: 'fit',
       cashAccounts: '$18::text[]',
       afterFunds: { checks: afterFundsCtes, go: 'go' },
       ownIds: "nextval('bets_id_seq') AS bet_id",
       ownWrites: [
         `bet AS (
       INSERT INTO bets (id, match_id, member_id, side, amount_satang, rate_id, rate_1, rate_2,
                         multiplier_permille, ref, entry_id)
       SELECT bet_id, match_id, member_id, side, amount, rate_id, rate_1, rate_2, multiplier_permille, ref,
              entry_id
         FROM ids
       RETURNING *, 'placed' AS status, NULL::bigint AS payout_satang
     )`,
         `bill AS (${addToBillsSql('bet')}
       RETURNING bl.match_id, bl.member_id, bl.red_stake_satang, bl.blue_stake_satang, bl.tie_stake_satang,
                 bl.notie_stake_satang)`,
         `round_book AS (${addToBooksSql('bet')}
       RETURNING rb.match_id, ${bookLossSql('rb')}, rb.step_tickets)`,
         // Without the lock ($24 false) the caps were checked on the snapshot: the guard fails the
         // statement, writing nothing, when a cap is passed by the rows just written (the latest
         // committed ones plus this statement's: an upsert updates the newest row and holds it to the
         // commit), when the liability cap refused a bet on what the snapshot read (the book may have
         // moved since), or when a step ticket landed on a capped round since the snapshot (its stakes
         // count on the members' per-side caps, read from the snapshot). The caller then writes the
         // bets again under the lock.
         `over_cap AS (
       SELECT 1 FROM risk WHERE over
       UNION ALL
       SELECT 1 FROM round_book nb
         JOIN (SELECT c.match_id, max(c.liability_cap) AS cap, bool_or(c.red_inc > 0) AS red,
                      bool_or(c.blue_inc > 0) AS blue, bool_or(c.green_inc > 0) AS green
                 FROM inc c JOIN go g ON g.n = c.n GROUP BY c.match_id) i ON i.match_id = nb.match_id
        WHERE (i.red AND nb.red_loss > i.cap) OR (i.blue AND nb.blue_loss > i.cap)
           OR (i.green AND nb.green_loss > i.cap)
       UNION ALL
       SELECT 1 FROM round_book nb JOIN book bk ON bk.match_id = nb.match_id
        WHERE nb.step_tickets <> bk.step_tickets
          AND EXISTS (SELECT 1 FROM go g WHERE g.match_id = nb.match_id
                                          AND (g.side_cap IS NOT NULL OR g.liability_cap IS NOT NULL))
       UNION ALL
       SELECT 1 FROM bill nb
         JOIN go g ON g.match_id = nb.match_id AND g.member_id = nb.member_id
         JOIN limits lm ON lm.n = g.n
         LEFT JOIN step_side_stakes ss ON ss.match_id = nb.match_id AND ss.member_id = nb.member_id
        WHERE lm.side_cap IS NOT NULL
          AND ${heldOnSideSql('g.side', 'nb', 'ss')} > lm.side_cap
     )`,
         // A member with a loss limit needs the lock too: their losses are read from the snapshot,
         // and only with their cash row held first (the second try) is no stake of theirs missing.
         `guard AS (
       SELECT bet_statement_needs_lock()
         FROM (SELECT 1 FROM over_cap UNION ALL SELECT 1 FROM member WHERE loss_room IS NOT NULL LIMIT 1) x
        WHERE $24::boolean IS FALSE
     )`,
       ],
       entry: {
         key: "'bet:' || bet_id",
         kind: "'bet'",
         type: '$16::smallint',
         memo: "jsonb_build_object('match_id', match_id, 'bet_id', bet_id, 'side', side, 'rate_id', rate_id)",
       },
     })}
SELECT r.n,
       CASE ${beforeMoneyOutcomes('c')}
            WHEN f.n IS NULL THEN 'short'
            WHEN fd.n IS NULL THEN 'ceiling'
            WHEN cp.n IS NULL THEN 'member_side_cap'
            WHEN rk.over_alone THEN 'cap'
            WHEN rk.over THEN 'crowded'
            ELSE 'placed' END AS outcome,
       lm.member_max, lm.side_cap, lm.side_held, mb.stake_limit,
       i.cash_before - i.amount AS cash_after, coins.balance AS coins_after, row_to_json(bt) AS bet,
       nb.red_loss AS book_red, nb.blue_loss AS book_blue, nb.green_loss AS book_green
  FROM req r
  JOIN checked c ON c.n = r.n
  LEFT JOIN member mb ON mb.id = r.member_id
  LEFT JOIN limits lm ON lm.n = r.n
  LEFT JOIN funds f ON f.n = r.n
  LEFT JOIN funded fd ON fd.n = r.n
  LEFT JOIN capped cp ON cp.n = r.n
  LEFT JOIN risk rk ON rk.n = r.n
  LEFT JOIN ids i ON i.n = r.n
  LEFT JOIN bet bt ON bt.id = i.bet_id
  LEFT JOIN round_book nb ON nb.match_id = r.match_id AND i.n IS NOT NULL
  LEFT JOIN balances coins ON coins.account = i.coins_account
 CROSS JOIN (SELECT count(*) FROM guard) g
 ORDER BY r.n`;

type PlaceRow = {
  n: number;
  outcome: PlaceOutcome['outcome'];
  member_max: number | null;
  stake_limit: number | null;
  side_cap: number | null;
  side_held: number | null;
  cash_after: number | null;
  coins_after: number | null;
  bet: (Omit<BetRow, 'created_at'> & { created_at: string }) | null;
  book_red: number | null;
  book_blue: number | null;
  book_green: number | null;
};

/** The statement's guard failed it (migration 023): nothing was written; write again under the lock. */
function neededTheLock(err: unknown): boolean {
  return (err as { code?: string } | null)?.code === 'SNLCK';
}

/**
 * Writes the bets: first as one statement on its own (one round trip, one commit), its caps read
 * from its snapshot and its guard checking what it wrote; when the guard fails it (a cap within
 * reach, see PLACE_BETS_SQL), again in a transaction that first locks the rounds' books. A round far
 * from its caps, or with none, never takes the lock, so statements on one round follow each other only
 * on the book row's own update, as before the caps.
 */
export async function placeBetsIfCurrent(
  db: Db,
  bets: readonly PricedBet[],
  ledger: { txType: number },
): Promise<PlaceOutcome[]> {
  const col = <T>(f: (b: PricedBet) => T) => bets.map(f);
  const matchIds = [...new Set(bets.map((b) => b.matchId))].sort((a, b) => a - b);
  const starts = periodStarts(new Date());
  const params = (locked: boolean) => [
    bets.map((_, i) => i),
    col((b) => b.memberId),
    col((b) => b.matchId),
    col((b) => b.version),
    col((b) => b.side),
    col((b) => b.amountSatang),
    col((b) => b.rateId),
    col((b) => b.rate1),
    col((b) => b.rate2),
    col((b) => b.multiplierPermille),
    col((b) => b.ref),
    col((b) => b.topic),
    col((b) => b.accounts.cash),
    col((b) => b.accounts.coins),
    col((b) => b.accounts.escrow),
    ledger.txType,
    matchIds,
    bets.map((b) => b.accounts.cash),
    col((b) => b.sessionId),
    col((b) => b.payoutSatang),
    col((b) => b.limits.maxBetSatang),
    col((b) => b.limits.memberSideCapSatang),
    col((b) => b.limits.liabilityCapSatang),
    locked,
    starts.day,
    starts.week,
    starts.month,
    col((b) => b.referAboveSatang),
  ];
  let rows: PlaceRow[];
  try {
    ({ rows } = await db.query<PlaceRow>(PLACE_BETS_SQL, params(false), 'place-bets'));
  } catch (err) {
    if (!neededTheLock(err)) throw err;
    // The second try locks the rounds' books first, so the statement's snapshot, taken after, holds
    // every bet, bill and book row the writer before on the round committed (a bet statement's or a
    // step ticket's): the caps are checked against the round as it stands. Every lock in the order
    // the other writers take them: the rounds FOR SHARE (a settlement holds its round FOR UPDATE and
    // then its members' cash rows), the members' cash rows, then the books.
    ({ rows } = await db.transaction(async (tx) => {
      await tx.query('SELECT id FROM matches WHERE id = ANY($1::bigint[]) ORDER BY id FOR SHARE', [matchIds]);
      await lockMemberAccounts(tx, [...new Set(bets.map((b) => b.accounts.cash))]);
      await lockBooks(tx, matchIds);
      return tx.query<PlaceRow>(PLACE_BETS_SQL, params(true), 'place-bets');
    }));
  }
  if (rows.length !== bets.length) throw new Error('placeBetsIfCurrent lost a bet');
  return rows.map((row): PlaceOutcome => {
    switch (row.outcome) {
      case 'placed':
        if (!row.bet || row.cash_after === null || row.coins_after === null)
          throw new Error('placeBetsIfCurrent placed a bet it cannot name');
        return {
          outcome: 'placed',
          bet: row.bet,
          cashAfterSatang: row.cash_after,
          coinsAfter: row.coins_after,
          book: { red: Number(row.book_red), blue: Number(row.book_blue), tie: Number(row.book_green) },
        };
      case 'member_max':
        return { outcome: 'member_max', maxSatang: Number(row.member_max) };
      case 'play_stake':
        return { outcome: 'play_stake', limitSatang: Number(row.stake_limit) };
      case 'member_side_cap':
        return {
          outcome: 'member_side_cap',
          capSatang: Number(row.side_cap),
          heldSatang: Number(row.side_held),
        };
      case 'session_ended':
      case 'stale':
      case 'repeat':
      case 'blocked':
      case 'short':
      case 'ceiling':
      case 'last_call_over':
      case 'suspended':
      case 'play_break':
      case 'cap':
      case 'crowded':
      case 'play_loss':
      case 'refer':
        return { outcome: row.outcome };
    }
  });
}

/** A unique violation on bets (member_id, ref): a concurrent request with the same ref won. */
export function isRefTaken(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && e.constraint === 'bets_member_id_ref_key';
}
