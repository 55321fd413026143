// SQL of what betting shows: the operator's exposure of a match, the member's bets and bill of a
// match, and what bets and bills say of the member's ledger entries (the transaction history).
import type { BetSide, MatchResult, MatchType } from '@sanam/contract/matches.ts';
import type { Queryable } from '../../db/db.ts';
import { betsWithOutcome, payoutSql } from './grading-queries.ts';
import type { BetRow } from './place-queries.ts';

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
       FROM bets b
      WHERE b.match_id = $1`,
    [matchId],
  );
  const row = rows[0];
  if (!row) throw new Error('matchExposure returned no row');
  return row;
}

export type FinalBookRow = { result: MatchResult; payouts: number; refunds: number; stake: number };

/**
 * How a settled round's grading in force came out (the round keeps its book): what its
 * winners were paid and what was refunded, by the same rules settlement paid with; null while the
 * round is not settled.
 */
export async function finalBook(q: Queryable, matchId: number): Promise<FinalBookRow | null> {
  const { rows } = await q.query<FinalBookRow>(
    `SELECT m.result,
            coalesce(sum(b.payout_satang) FILTER (WHERE b.status = 'won'), 0)::bigint AS payouts,
            coalesce(sum(b.payout_satang) FILTER (WHERE b.status = 'refunded'), 0)::bigint AS refunds,
            coalesce(sum(b.amount_satang), 0)::bigint AS stake
       FROM matches m LEFT JOIN ${betsWithOutcome} b ON b.match_id = m.id
      WHERE m.id = $1 AND m.settled_at IS NOT NULL
      GROUP BY m.result`,
    [matchId],
  );
  return rows[0] ?? null;
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
  round_type: MatchType;
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
            b.match_id, m.round_name, m.round_type
       FROM bets b JOIN matches m ON m.id = b.match_id LEFT JOIN rates r ON r.id = b.rate_id
      WHERE b.member_id = $1 AND b.entry_id = ANY($2::bigint[])
     UNION ALL
     -- a bet held for the bet delay or the desk: the entry that took its stake in names it, at the
     -- price it was taken at once accepted (else the one the member saw), for the whole stake taken in
     SELECT h.entry_id, h.side, coalesce(h.asked_satang, h.amount_satang), r.rate_name,
            CASE WHEN b.id IS NOT NULL THEN b.multiplier_permille
                 WHEN h.side IN ('tie', 'notie') THEN h.seen_permille END,
            h.match_id, m.round_name, m.round_type
       FROM bet_holds h JOIN matches m ON m.id = h.match_id
       LEFT JOIN bets b ON b.id = h.bet_id
       LEFT JOIN rates r ON r.id = coalesce(b.rate_id, h.seen_rate_id)
      WHERE h.member_id = $1 AND h.entry_id = ANY($2::bigint[])
     UNION ALL
     SELECT ${billEntrySql}, NULL, bl.credit_satang, NULL, NULL, bl.match_id, m.round_name, m.round_type
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
 * the history's search finds by the round name its rows print.
 */
export async function roundsBetOnNamed(q: Queryable, memberId: number, text: string): Promise<number[]> {
  const { rows } = await q.query<{ match_id: number }>(
    `SELECT DISTINCT b.match_id FROM bets b JOIN matches m ON m.id = b.match_id
      WHERE b.member_id = $1 AND m.round_name ILIKE $2`,
    [memberId, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`],
  );
  return rows.map((r) => r.match_id);
}

/** Round names and types by match id (a regrade's reversal names its match only in the entry's memo). */
export async function roundNames(
  q: Queryable,
  matchIds: number[],
): Promise<Map<number, { round_name: string; round_type: MatchType }>> {
  if (matchIds.length === 0) return new Map();
  const { rows } = await q.query<{ id: number; round_name: string; round_type: MatchType }>(
    'SELECT id, round_name, round_type FROM matches WHERE id = ANY($1::bigint[])',
    [matchIds],
  );
  return new Map(rows.map((r) => [r.id, { round_name: r.round_name, round_type: r.round_type }]));
}
