// SQL of bets, bills and settlements. A bet row is written once and never updated: its status and
// payout are derived from its match's grading in force (`betsWithOutcome`, migration 012).
// Settlement totals a whole match per member in one statement (set-based); the exposure prices
// every outcome with the very same SQL expression, so the two never disagree.
import type { BetSide, BetStatus, MatchResult } from '@sanam/contract/matches.ts';
import { COIN_MIN_STAKE_SATANG } from '@sanam/contract/stakes.ts';
import type { Queryable } from '../../db/db.ts';
import type { MemberQuery } from '../../ledger/ledger.ts';
import { liveMemberSessionSql } from '../auth/index.ts';

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

export async function isMemberBlocked(q: Queryable, memberId: number): Promise<boolean | null> {
  const { rows } = await q.query<{ is_blocked: boolean }>('SELECT is_blocked FROM members WHERE id = $1', [
    memberId,
  ]);
  return rows[0]?.is_blocked ?? null;
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
};

/** What the statement did with one bet (placeBetsIfCurrent). */
export type PlaceOutcome =
  | { outcome: 'placed'; bet: BetRow; cashAfterSatang: number; coinsAfter: number }
  /** the member's session was revoked or expired */
  | { outcome: 'session_ended' }
  /** the match changed since the bet was checked against it: check again */
  | { outcome: 'stale' }
  /** (member, ref) was taken before: answer with that bet */
  | { outcome: 'repeat' }
  | { outcome: 'blocked' }
  /** the stake is more than the member's cash */
  | { outcome: 'short' };

// ── The grading rules of DESIGN §4 as SQL (the contract's gradeBet / payoutSatang, row by row) ────

/** How `result` (a SQL text expression) grades bet `b`: won, lost or refunded. */
const statusSql = (result: string) => `CASE
    WHEN ${result} = 'other' THEN 'refunded'
    WHEN ${result} = 'green' THEN CASE b.side WHEN 'tie' THEN 'won' WHEN 'notie' THEN 'lost' ELSE 'refunded' END
    WHEN b.side = ${result} OR b.side = 'notie' THEN 'won'
    ELSE 'lost'
  END`;

/**
 * What bet `b` returns under `result`, stake included. Integer arithmetic on positive bigints, so
 * the division truncates, i.e. rounds down to the satang: stake + stake × rate_2 / rate_1 at a rate,
 * stake × per-mille / 1000 at a multiplier; the stake on a refund; 0 on a loss.
 */
const payoutSql = (result: string) => `CASE ${statusSql(result)}
    WHEN 'won' THEN
      CASE WHEN b.side IN ('red', 'blue') THEN b.amount_satang + (b.amount_satang * b.rate_2) / b.rate_1
           ELSE (b.amount_satang * b.multiplier_permille) / 1000 END
    WHEN 'refunded' THEN b.amount_satang
    ELSE 0
  END`;

/**
 * The bets with their outcome under the grading in force, as a derived table (use it as
 * `${betsWithOutcome} b`): `placed` with no payout until the match is settled, then what the
 * match's result (the regraded one after a regrade) makes of each bet. Every column of `bets`
 * plus `status` and `payout_satang`; a filter on the bets' own columns still uses their indexes.
 */
export const betsWithOutcome = `(SELECT b.*,
    CASE WHEN m.settled_at IS NULL THEN 'placed' ELSE ${statusSql('m.result')} END AS status,
    CASE WHEN m.settled_at IS NULL THEN NULL ELSE ${payoutSql('m.result')} END AS payout_satang
  FROM bets b JOIN matches m ON m.id = b.match_id)`;

/**
 * Adds bets (a relation with the columns of `bets`, read as `b`) to their members' bills of their
 * matches, grading 1: a member's first bet on a match opens their bill, each bet adds its stake,
 * itself to the count, and what it returns if the match ends red, blue or green (payoutSql; on
 * `other` every bet returns its stake). The settlement grades these bills, not the bets
 * (gradeIntoBills). A statement that adds one member's bets twice would fail: group them first.
 * For the coins (billCoinsSql) it also keeps the sides the member backed and how many red/blue
 * and tie/no-tie bets reached the coin minimum (migration 016).
 */
export const addToBillsSql = (bets: string) => `
  INSERT INTO bills AS bl (match_id, member_id, grading, credit_satang, win_amount_satang, bets, draw_bets,
                           red_return_satang, blue_return_satang, green_return_satang, sides,
                           main_coin_bets, draw_coin_bets)
  SELECT b.match_id, b.member_id, 1, sum(b.amount_satang), 0, count(*),
         count(*) FILTER (WHERE b.side IN ('tie', 'notie')),
         sum(${payoutSql("'red'")}), sum(${payoutSql("'blue'")}), sum(${payoutSql("'green'")}),
         bit_or(CASE b.side WHEN 'red' THEN 1 WHEN 'blue' THEN 2 WHEN 'tie' THEN 4 ELSE 8 END)::smallint,
         count(*) FILTER (WHERE b.side IN ('red', 'blue') AND b.amount_satang >= ${COIN_MIN_STAKE_SATANG}),
         count(*) FILTER (WHERE b.side IN ('tie', 'notie') AND b.amount_satang >= ${COIN_MIN_STAKE_SATANG})
    FROM ${bets} b
   GROUP BY b.match_id, b.member_id
  ON CONFLICT (match_id, member_id, grading) DO UPDATE
     SET credit_satang = bl.credit_satang + excluded.credit_satang,
         bets = bl.bets + excluded.bets,
         draw_bets = bl.draw_bets + excluded.draw_bets,
         red_return_satang = bl.red_return_satang + excluded.red_return_satang,
         blue_return_satang = bl.blue_return_satang + excluded.blue_return_satang,
         green_return_satang = bl.green_return_satang + excluded.green_return_satang,
         sides = bl.sides | excluded.sides,
         main_coin_bets = bl.main_coin_bets + excluded.main_coin_bets,
         draw_coin_bets = bl.draw_coin_bets + excluded.draw_coin_bets`;

// ── Placing bets ─────────────────────────────────────────────────────────────────────────────────

/**
 * Bets of different members in one statement, run on its own (one round trip, one commit for them
 * all), each only from a live session of its member (the auth module's rule): each bet row with its
 * ledger entry (stake member → escrow, before/after on the member's cached cash row, locked in
 * account order like every ledger entry, DESIGN §3), added to its member's bill of the match
 * (addToBillsSql). No coin at placement (issue 20): coins are paid when the bill is graded
 * (billCoinsSql); the member's coin balance is only read for the reply. Each bet is written only
 * when its match is still at the version it was checked against (locked FOR SHARE, so an
 * operator's change waits for it), its ref is new, its member not blocked and their cash covers
 * the stake; otherwise nothing of it is written and the outcome says why. Ids are drawn first so the entry's key names the bet and the
 * bet names its entry. It writes the very rows post() writes; checkLedger covers them the same way.
 *
 * Two bets of one member must not share a statement (both would read the same balance): the
 * caller (bet-batch.ts) sees to it. A bet whose ref a concurrent statement took first makes the
 * whole statement fail on bets' unique (member_id, ref), writing nothing.
 *
 * The session and the earlier bet are looked up LATERAL with LIMIT 1, one key lookup per bet: the
 * statement is prepared once per connection, and as a join its plan, made while `bets` was still
 * small, scanned every bet ever placed on every statement (issue 10: 1,650 -> 2,100 bets/s in a
 * short run, and the gap grew with the table).
 */
const PLACE_BETS_SQL = `
WITH req AS (
       SELECT * FROM unnest($1::int[], $2::bigint[], $3::bigint[], $4::int[], $5::text[], $6::bigint[],
                            $7::bigint[], $8::int[], $9::int[], $10::int[], $11::text[], $12::text[],
                            $13::text[], $14::text[], $15::text[], $19::uuid[])
         AS r(n, member_id, match_id, version, side, amount, rate_id, rate_1, rate_2, multiplier_permille,
              ref, topic, cash_account, coins_account, escrow_account, session_id)
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
       SELECT m.id, m.version FROM matches m WHERE m.id = ANY($17::bigint[]) FOR SHARE OF m
     ),
     earlier AS (
       SELECT r.n FROM req r
        CROSS JOIN LATERAL (SELECT 1 FROM bets b WHERE b.member_id = r.member_id AND b.ref = r.ref LIMIT 1) b
     ),
     member AS (
       SELECT m.id, m.is_blocked FROM members m WHERE m.id IN (SELECT member_id FROM req)
     ),
     go AS (
       SELECT r.* FROM req r
         JOIN live l ON l.n = r.n
         JOIN match m ON m.id = r.match_id AND m.version = r.version
         JOIN member mb ON mb.id = r.member_id AND mb.is_blocked IS FALSE
        WHERE r.n NOT IN (SELECT n FROM earlier)
     ),
     held AS (
       SELECT b.account, b.balance FROM balances b
        WHERE b.account = ANY($18::text[]) AND EXISTS (SELECT 1 FROM go)
        ORDER BY b.account
          FOR UPDATE OF b
     ),
     funds AS (
       SELECT go.*, cash.balance AS cash_before
         FROM go
         JOIN held cash ON cash.account = go.cash_account
        WHERE cash.balance >= go.amount
     ),
     ids AS (
       SELECT f.*, nextval('bets_id_seq') AS bet_id, nextval('journal_entries_id_seq') AS entry_id,
              nextval('postings_id_seq') AS cash_posting, nextval('postings_id_seq') AS escrow_posting
         FROM funds f
     ),
     bet AS (
       INSERT INTO bets (id, match_id, member_id, side, amount_satang, rate_id, rate_1, rate_2,
                         multiplier_permille, ref, entry_id)
       SELECT bet_id, match_id, member_id, side, amount, rate_id, rate_1, rate_2, multiplier_permille, ref,
              entry_id
         FROM ids
       RETURNING *, 'placed' AS status, NULL::bigint AS payout_satang
     ),
     bill AS (${addToBillsSql('bet')}),
     entry AS (
       INSERT INTO journal_entries (id, key, kind, type, topic, memo)
       SELECT entry_id, 'bet:' || bet_id, 'bet', $16::smallint, topic,
              jsonb_build_object('match_id', match_id, 'bet_id', bet_id, 'side', side, 'rate_id', rate_id)
         FROM ids
     ),
     posted AS (
       INSERT INTO postings (id, entry_id, account, currency, amount, before_amount, after_amount)
       SELECT p.id, ids.entry_id, p.account, p.currency, p.amount, p.before_amount, p.after_amount
         FROM ids, LATERAL (VALUES
           (ids.cash_posting, ids.cash_account, 'THB', -ids.amount, ids.cash_before, ids.cash_before - ids.amount),
           (ids.escrow_posting, ids.escrow_account, 'THB', ids.amount, NULL, NULL)
         ) AS p(id, account, currency, amount, before_amount, after_amount)
     ),
     cash AS (
       UPDATE balances b
          SET balance = ids.cash_before - ids.amount, last_posting_id = ids.cash_posting, updated_at = now()
         FROM ids
        WHERE b.account = ids.cash_account
     )
SELECT r.n,
       CASE WHEN l.n IS NULL THEN 'session_ended'
            WHEN m.version IS DISTINCT FROM r.version THEN 'stale'
            WHEN e.n IS NOT NULL THEN 'repeat'
            WHEN mb.is_blocked IS NOT FALSE THEN 'blocked'
            WHEN i.n IS NULL THEN 'short'
            ELSE 'placed' END AS outcome,
       i.cash_before - i.amount AS cash_after, coins.balance AS coins_after, row_to_json(bt) AS bet
  FROM req r
  LEFT JOIN live l ON l.n = r.n
  LEFT JOIN match m ON m.id = r.match_id
  LEFT JOIN earlier e ON e.n = r.n
  LEFT JOIN member mb ON mb.id = r.member_id
  LEFT JOIN ids i ON i.n = r.n
  LEFT JOIN bet bt ON bt.id = i.bet_id
  LEFT JOIN balances coins ON coins.account = i.coins_account
 ORDER BY r.n`;

export async function placeBetsIfCurrent(
  q: Queryable,
  bets: readonly PricedBet[],
  ledger: { txType: number },
): Promise<PlaceOutcome[]> {
  const col = <T>(f: (b: PricedBet) => T) => bets.map(f);
  const { rows } = await q.query<{
    n: number;
    outcome: PlaceOutcome['outcome'];
    cash_after: number | null;
    coins_after: number | null;
    bet: (Omit<BetRow, 'created_at'> & { created_at: string }) | null;
  }>(
    PLACE_BETS_SQL,
    [
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
      [...new Set(bets.map((b) => b.matchId))],
      bets.map((b) => b.accounts.cash),
      col((b) => b.sessionId),
    ],
    'place-bets',
  );
  if (rows.length !== bets.length) throw new Error('placeBetsIfCurrent lost a bet');
  return rows.map((row) => {
    if (row.outcome !== 'placed') return { outcome: row.outcome };
    if (!row.bet || row.cash_after === null || row.coins_after === null)
      throw new Error('placeBetsIfCurrent placed a bet it cannot name');
    return { outcome: 'placed', bet: row.bet, cashAfterSatang: row.cash_after, coinsAfter: row.coins_after };
  });
}

/** A unique violation on bets (member_id, ref): a concurrent request with the same ref won. */
export function isRefTaken(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && e.constraint === 'bets_member_id_ref_key';
}

// ── Settling ─────────────────────────────────────────────────────────────────────────────────────

/** What bill `bl` returns under `result` (a SQL text expression): the grading of all its bets at once. */
const billReturnSql = (result: string) => `CASE ${result}
    WHEN 'red' THEN bl.red_return_satang WHEN 'blue' THEN bl.blue_return_satang
    WHEN 'green' THEN bl.green_return_satang ELSE bl.credit_satang END`;

/** Whether every bet of bill `bl` is refunded under `result`: all on `other`, all on a draw without a tie bet. */
const billRefundedSql = (result: string) =>
  `(${result} = 'other' OR (${result} = 'green' AND bl.draw_bets = 0))`;

/**
 * The coins bill `bl` earns under `result` (issue 20): one per bet of at least the coin minimum
 * that the result grades won or lost (red and blue bets are refunded on a draw, every bet on
 * `other`), and none on a pair of opposite sides the member backed both of (red and blue, tie and
 * no-tie): at a fair rate such a round can be laid to lose nothing, so it must earn nothing.
 */
const billCoinsSql = (result: string) => {
  const main = 'CASE WHEN bl.sides & 3 = 3 THEN 0 ELSE bl.main_coin_bets END';
  const draw = 'CASE WHEN bl.sides & 12 = 12 THEN 0 ELSE bl.draw_coin_bets END';
  return `CASE ${result} WHEN 'red' THEN ${main} + ${draw} WHEN 'blue' THEN ${main} + ${draw}
    WHEN 'green' THEN ${draw} ELSE 0 END`;
};

/** What a grading came to, over all the members of the match. */
export type GradingTotals = {
  members: number;
  bets: number;
  stake_satang: number;
  payout_satang: number;
  /** paid back by the refund entry (type 5): the payouts of the members all of whose bets were refunded */
  refund_satang: number;
  /** the coins the grading earns its members (before a regrade's clamp, billCoinsHeld) */
  coins: number;
};

/**
 * Writes grading `grading` of the match under `result` into its members' bills (win_amount: what
 * comes back; refunded: every bet of theirs was refunded) and totals it. Grading 1 closes the bills
 * the bets opened (addToBillsSql), in place; a regrade writes grading N + 1's bills from grading
 * N's. Nothing is written on the bets: once the match is marked settled with that result,
 * `betsWithOutcome` derives the same grading bet by bet, so a regrade grades them all again by
 * changing the match's result alone.
 */
export async function gradeIntoBills(
  q: Queryable,
  matchId: number,
  grading: number,
  result: MatchResult,
): Promise<GradingTotals> {
  const returning = 'RETURNING bl.bets, bl.credit_satang, bl.win_amount_satang, bl.refunded, bl.coins';
  const [graded, params] =
    grading === 1
      ? [
          `UPDATE bills bl SET win_amount_satang = ${billReturnSql('$2::text')}, refunded = ${billRefundedSql('$2::text')},
                               coins = ${billCoinsSql('$2::text')}
            WHERE bl.match_id = $1 AND bl.grading = 1
           ${returning}`,
          [matchId, result],
        ]
      : [
          `INSERT INTO bills AS bl (match_id, member_id, grading, credit_satang, win_amount_satang, refunded, bets,
                                    draw_bets, red_return_satang, blue_return_satang, green_return_satang,
                                    sides, main_coin_bets, draw_coin_bets, coins)
           SELECT bl.match_id, bl.member_id, $3, bl.credit_satang, ${billReturnSql('$2::text')},
                  ${billRefundedSql('$2::text')}, bl.bets, bl.draw_bets, bl.red_return_satang,
                  bl.blue_return_satang, bl.green_return_satang, bl.sides, bl.main_coin_bets,
                  bl.draw_coin_bets, ${billCoinsSql('$2::text')}
             FROM bills bl WHERE bl.match_id = $1 AND bl.grading = $3 - 1
           ${returning}`,
          [matchId, result, grading],
        ];
  const { rows } = await q.query<GradingTotals>(
    `WITH graded AS (${graded})
     SELECT count(*)::int AS members, coalesce(sum(bets), 0)::int AS bets,
            coalesce(sum(credit_satang), 0)::bigint AS stake_satang,
            coalesce(sum(win_amount_satang), 0)::bigint AS payout_satang,
            coalesce(sum(win_amount_satang) FILTER (WHERE refunded), 0)::bigint AS refund_satang,
            coalesce(sum(coins), 0)::int AS coins
       FROM graded`,
    params,
  );
  const totals = rows[0];
  if (!totals) throw new Error(`grading ${grading} of match ${matchId} totalled nothing`);
  return totals;
}

/**
 * The member cash postings of a grading's entries, read from its bills (ledger postToMembers): the
 * bill entry pays the members who have something back and not all of whose bets were refunded, the
 * refund entry those whose bets all were; a regrade's reversal takes back what a grading paid.
 */
export const billPayouts = {
  bill: (matchId: number, grading: number): MemberQuery => ({
    sql: `SELECT member_id, win_amount_satang AS amount FROM bills
           WHERE match_id = $1 AND grading = $2 AND NOT refunded AND win_amount_satang > 0`,
    params: [matchId, grading],
  }),
  refund: (matchId: number, grading: number): MemberQuery => ({
    sql: `SELECT member_id, win_amount_satang AS amount FROM bills
           WHERE match_id = $1 AND grading = $2 AND refunded AND win_amount_satang > 0`,
    params: [matchId, grading],
  }),
  reversal: (matchId: number, grading: number): MemberQuery => ({
    sql: `SELECT member_id, -win_amount_satang AS amount FROM bills
           WHERE match_id = $1 AND grading = $2 AND win_amount_satang > 0`,
    params: [matchId, grading],
  }),
};

/**
 * The coin postings of grading `grading` (ledger postToMembers, COIN): what it gives each member
 * less what grading `grading − 1` gave them (grading 1: all of it), where it differs. A regrade
 * clamps first (billCoinsHeld), so a take-back never exceeds the member's coins.
 */
export const billCoinMoves = (matchId: number, grading: number): MemberQuery =>
  grading === 1
    ? {
        // nothing before it to subtract: the bills as graded (the settlement's usual case, read once)
        sql: `SELECT member_id, coins::bigint AS amount FROM bills
               WHERE match_id = $1 AND grading = 1 AND coins <> 0`,
        params: [matchId],
      }
    : {
        sql: `SELECT bl.member_id, (bl.coins - coalesce(prev.coins, 0))::bigint AS amount
                FROM bills bl
                LEFT JOIN bills prev ON prev.match_id = bl.match_id AND prev.member_id = bl.member_id
                                    AND prev.grading = bl.grading - 1
               WHERE bl.match_id = $1 AND bl.grading = $2 AND bl.coins <> coalesce(prev.coins, 0)`,
        params: [matchId, grading],
      };

/**
 * A regrade's coins (issue 20): grading `grading` keeps from each member at most the coins they
 * still hold, so a member who spent the coins of grading N − 1 neither stops the regrade nor goes
 * below zero; the shortfall (at most the coins of one round) stays with them, and the next regrade
 * counts from what they kept. Run with the coin rows locked (membersShortOf). Returns the total.
 */
export async function countCoinMoves(q: Queryable, matchId: number, grading: number): Promise<number> {
  const moves = billCoinMoves(matchId, grading);
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (${moves.sql}) m`,
    moves.params,
  );
  return rows[0]?.n ?? 0;
}

export async function billCoinsHeld(q: Queryable, matchId: number, grading: number): Promise<number> {
  await q.query(
    `UPDATE bills bl SET coins = prev.coins - c.balance
       FROM bills prev, balances c
      WHERE bl.match_id = $1 AND bl.grading = $2
        AND prev.match_id = bl.match_id AND prev.member_id = bl.member_id AND prev.grading = bl.grading - 1
        AND c.account = 'coins:' || bl.member_id
        AND prev.coins - c.balance > bl.coins`,
    [matchId, grading],
  );
  const { rows } = await q.query<{ coins: number }>(
    'SELECT coalesce(sum(coins), 0)::int AS coins FROM bills WHERE match_id = $1 AND grading = $2',
    [matchId, grading],
  );
  return rows[0]?.coins ?? 0;
}

/**
 * The members these gradings paid something or gave coins (their balance moved), as a query
 * (ledger memberBalancesOf).
 */
export const membersPaid = (matchId: number, gradings: number[]): MemberQuery => ({
  sql: `SELECT DISTINCT member_id FROM bills
         WHERE match_id = $1 AND grading = ANY($2::int[]) AND (win_amount_satang > 0 OR coins > 0)`,
  params: [matchId, gradings],
});

export type SettlementRow = {
  match_id: number;
  grading: number;
  result: MatchResult;
  bets: number;
  members: number;
  stake_satang: number;
  payout_satang: number;
  house_satang: number;
  /** the coins the grading left with its members (issue 20) */
  coins: number;
};

/** The grading in force of a settled match (null before its first settlement). */
export async function currentSettlement(q: Queryable, matchId: number): Promise<SettlementRow | null> {
  const { rows } = await q.query<SettlementRow>(
    `SELECT match_id, grading, result, bets, members, stake_satang, payout_satang, house_satang, coins
       FROM settlements WHERE match_id = $1 AND superseded_at IS NULL`,
    [matchId],
  );
  return rows[0] ?? null;
}

/** Marks the grading in force and its bills superseded (a regrade replaces them). */
export async function supersedeSettlement(q: Queryable, matchId: number, grading: number): Promise<void> {
  await q.query(
    'UPDATE settlements SET superseded_at = now() WHERE match_id = $1 AND grading = $2 AND superseded_at IS NULL',
    [matchId, grading],
  );
  await q.query(
    'UPDATE bills SET superseded_at = now() WHERE match_id = $1 AND grading = $2 AND superseded_at IS NULL',
    [matchId, grading],
  );
}

/** A grading's row, with the entries that paid its bills (null when it had nothing to pay). */
export async function insertSettlement(
  q: Queryable,
  s: SettlementRow & {
    operatorId: number | null;
    billEntryId: number | null;
    refundEntryId: number | null;
    coinEntryId: number | null;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO settlements (match_id, grading, result, bets, members, stake_satang, payout_satang,
                              house_satang, operator_id, bill_entry_id, refund_entry_id, coins, coin_entry_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      s.match_id,
      s.grading,
      s.result,
      s.bets,
      s.members,
      s.stake_satang,
      s.payout_satang,
      s.house_satang,
      s.operatorId,
      s.billEntryId,
      s.refundEntryId,
      s.coins,
      s.coinEntryId,
    ],
  );
}

/** What a grading's bills add up to: the stakes, and what came back to the members. */
export async function billTotals(
  q: Queryable,
  matchId: number,
  grading: number,
): Promise<{ credit_satang: number; win_amount_satang: number }> {
  const { rows } = await q.query<{ credit_satang: number; win_amount_satang: number }>(
    `SELECT coalesce(sum(credit_satang), 0)::bigint AS credit_satang,
            coalesce(sum(win_amount_satang), 0)::bigint AS win_amount_satang
       FROM bills WHERE match_id = $1 AND grading = $2`,
    [matchId, grading],
  );
  return rows[0] ?? { credit_satang: 0, win_amount_satang: 0 };
}

/**
 * Locks the cash and coin rows of the members of both gradings in account order (the ledger's
 * order, so no deadlock) and counts those whose cash cannot absorb their net change from grading
 * `from` to grading `to` (only a negative one can fail). Coins never refuse a regrade: billCoinsHeld
 * clamps them under these locks.
 */
export async function membersShortOf(
  q: Queryable,
  matchId: number,
  from: number,
  to: number,
): Promise<number> {
  const { rows } = await q.query<{ short: number }>(
    `WITH net AS (
       SELECT member_id,
              sum(CASE WHEN grading = $3 THEN win_amount_satang ELSE -win_amount_satang END)::bigint AS net
         FROM bills WHERE match_id = $1 AND grading IN ($2, $3)
        GROUP BY member_id
     ),
     locked AS (
       SELECT b.account, b.balance, n.net
         FROM balances b JOIN net n ON b.account IN ('member:' || n.member_id, 'coins:' || n.member_id)
        ORDER BY b.account
          FOR UPDATE OF b
     )
     SELECT count(*) FILTER (WHERE account LIKE 'member:%' AND balance + net < 0)::int AS short FROM locked`,
    [matchId, from, to],
  );
  return rows[0]?.short ?? 0;
}

// ── Reads ──────────────────────────────────────────────────────────────────────────────────────

export type ExposureRow = {
  bets: number;
  bettors: number;
  stake_red: number;
  stake_blue: number;
  stake_tie: number;
  stake_notie: number;
  house_red: number;
  house_blue: number;
  house_green: number;
  house_other: number;
};

/** Stakes of the bets still in play, per side, and stakes − payouts under each result, in satang. */
export async function matchExposure(q: Queryable, matchId: number): Promise<ExposureRow> {
  const houseUnder = (result: MatchResult) =>
    `coalesce(sum(b.amount_satang) - sum(${payoutSql(`'${result}'`)}), 0)::bigint AS house_${result}`;
  const stakeOf = (side: BetSide) =>
    `coalesce(sum(b.amount_satang) FILTER (WHERE b.side = '${side}'), 0)::bigint AS stake_${side}`;
  const { rows } = await q.query<ExposureRow>(
    `SELECT count(*)::int AS bets, count(DISTINCT b.member_id)::int AS bettors,
            ${stakeOf('red')}, ${stakeOf('blue')}, ${stakeOf('tie')}, ${stakeOf('notie')},
            ${houseUnder('red')}, ${houseUnder('blue')}, ${houseUnder('green')}, ${houseUnder('other')}
       FROM bets b JOIN matches m ON m.id = b.match_id
      WHERE b.match_id = $1 AND m.settled_at IS NULL`,
    [matchId],
  );
  const row = rows[0];
  if (!row) throw new Error('matchExposure returned no row');
  return row;
}

export type HistoryBetRow = BetRow & { rate_name: string | null };

/** The member's bets on one match, newest first, with the name of the rate each was placed on. */
export async function memberBetsOfMatch(
  q: Queryable,
  memberId: number,
  matchId: number,
): Promise<HistoryBetRow[]> {
  const { rows } = await q.query<HistoryBetRow>(
    `SELECT b.*, r.rate_name
       FROM ${betsWithOutcome} b LEFT JOIN rates r ON r.id = b.rate_id
      WHERE b.member_id = $1 AND b.match_id = $2
      ORDER BY b.id DESC`,
    [memberId, matchId],
  );
  return rows;
}

/**
 * The entry that paid bill `bl` of settlement row `s` (migration 014): none when nothing came back,
 * the refund entry when every bet of the member was refunded, else the bill entry.
 */
const billEntrySql = `CASE WHEN bl.win_amount_satang = 0 THEN NULL
    WHEN bl.refunded THEN s.refund_entry_id ELSE s.bill_entry_id END`;

export type HistoryBillRow = {
  id: number;
  credit_satang: number;
  win_amount_satang: number;
  topic: string | null;
  created_at: Date | string;
};

/** The member's bill of the grading in force of one match (none before settlement). */
export async function memberBillOfMatch(
  q: Queryable,
  memberId: number,
  matchId: number,
): Promise<HistoryBillRow[]> {
  const { rows } = await q.query<HistoryBillRow>(
    `SELECT bl.id, bl.credit_satang, bl.win_amount_satang, e.topic, s.created_at
       FROM bills bl
       JOIN settlements s ON s.match_id = bl.match_id AND s.grading = bl.grading
       LEFT JOIN journal_entries e ON e.id = ${billEntrySql}
      WHERE bl.member_id = $1 AND bl.match_id = $2 AND bl.superseded_at IS NULL`,
    [memberId, matchId],
  );
  return rows;
}

export type EntryBetDetail = {
  entry_id: number;
  /** null for a bill or a refund */
  side: BetSide | null;
  stake_satang: number;
  rate_name: string | null;
  multiplier_permille: number | null;
  match_id: number;
  round_name: string;
};

/**
 * What the member's bets and bills say of these ledger entries (the transaction history): a bet's
 * entry names its side, stake and price; a bill's or refund's entry the member's stake on the match.
 */
export async function betDetailsOfEntries(
  q: Queryable,
  memberId: number,
  entryIds: number[],
): Promise<EntryBetDetail[]> {
  if (entryIds.length === 0) return [];
  const { rows } = await q.query<EntryBetDetail>(
    `SELECT b.entry_id, b.side, b.amount_satang AS stake_satang, r.rate_name, b.multiplier_permille,
            b.match_id, m.round_name
       FROM bets b JOIN matches m ON m.id = b.match_id LEFT JOIN rates r ON r.id = b.rate_id
      WHERE b.member_id = $1 AND b.entry_id = ANY($2::bigint[])
     UNION ALL
     SELECT ${billEntrySql}, NULL, bl.credit_satang, NULL, NULL, bl.match_id, m.round_name
       FROM settlements s
       JOIN bills bl ON bl.match_id = s.match_id AND bl.grading = s.grading AND bl.member_id = $1
       JOIN matches m ON m.id = bl.match_id
      WHERE (s.bill_entry_id = ANY($2::bigint[]) OR s.refund_entry_id = ANY($2::bigint[]))
        AND ${billEntrySql} = ANY($2::bigint[])`,
    [memberId, entryIds],
  );
  return rows;
}

/**
 * The rounds a member has bet on whose name contains `text` (any case; `%` and `_` are literal): what
 * the history's search finds by the round name its rows print (issue 21).
 */
export async function roundsBetOnNamed(q: Queryable, memberId: number, text: string): Promise<number[]> {
  const { rows } = await q.query<{ match_id: number }>(
    `SELECT DISTINCT b.match_id FROM bets b JOIN matches m ON m.id = b.match_id
      WHERE b.member_id = $1 AND m.round_name ILIKE $2`,
    [memberId, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
  );
  return rows.map((r) => r.match_id);
}

/** Round names by match id (a regrade's reversal names its match only in the entry's memo). */
export async function roundNames(q: Queryable, matchIds: number[]): Promise<Map<number, string>> {
  if (matchIds.length === 0) return new Map();
  const { rows } = await q.query<{ id: number; round_name: string }>(
    'SELECT id, round_name FROM matches WHERE id = ANY($1::bigint[])',
    [matchIds],
  );
  return new Map(rows.map((r) => [r.id, r.round_name]));
}
