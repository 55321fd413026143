// SQL of matches, rates and stadiums. Multipliers are read as integer per-mille, never as floats.
import type { MatchCreateRequest, MatchResult, MatchType } from '@sanam/contract/matches.ts';
import type { Queryable } from '../../db/db.ts';

export type MatchRow = {
  id: number;
  round_name: string;
  round_type: MatchType;
  stadium_id: number | null;
  red_cow_name: string;
  blue_cow_name: string;
  result: MatchResult | null;
  is_prefight: boolean;
  is_open: boolean;
  is_end: boolean;
  is_open_tie: boolean;
  tie_permille: number;
  notie_permille: number | null;
  streaming_url: string | null;
  version: number;
  next_match_id: number | null;
  created_at: Date | string;
  ended_at: Date | string | null;
  settled_at: Date | string | null;
  rate_id: number | null;
  rate_name: string | null;
  red_rate_1: number | null;
  red_rate_2: number | null;
  blue_rate_1: number | null;
  blue_rate_2: number | null;
  stadium_name: string | null;
};

export type RateRow = {
  id: number;
  match_id: number;
  rate_name: string;
  red_rate_1: number;
  red_rate_2: number;
  blue_rate_1: number;
  blue_rate_2: number;
  created_at: Date | string;
};

// the current rate is the newest one (DESIGN §4)
const MATCH_SELECT = `
  SELECT m.id, m.round_name, m.round_type, m.stadium_id, m.red_cow_name, m.blue_cow_name, m.result,
         m.is_prefight, m.is_open, m.is_end, m.is_open_tie,
         (m.tie_multiplier * 1000)::int AS tie_permille, (m.notie_multiplier * 1000)::int AS notie_permille,
         m.streaming_url, m.version, m.next_match_id, m.created_at, m.ended_at, m.settled_at,
         r.id AS rate_id, r.rate_name, r.red_rate_1, r.red_rate_2, r.blue_rate_1, r.blue_rate_2,
         s.name AS stadium_name
    FROM matches m
    LEFT JOIN stadiums s ON s.id = m.stadium_id
    LEFT JOIN LATERAL (SELECT * FROM rates WHERE match_id = m.id ORDER BY id DESC LIMIT 1) r ON true
   WHERE m.id = $1`;

export async function findMatch(q: Queryable, id: number): Promise<MatchRow | null> {
  const { rows } = await q.query<MatchRow>(MATCH_SELECT, [id]);
  return rows[0] ?? null;
}

/**
 * The match with its current rate, its row locked: FOR SHARE lets bets run side by side, FOR UPDATE
 * (operator changes: rate, open/close, end) waits for the bets in flight and holds new ones back.
 */
export async function lockMatch(
  q: Queryable,
  id: number,
  mode: 'share' | 'update',
): Promise<MatchRow | null> {
  const { rows } = await q.query<MatchRow>(
    `${MATCH_SELECT} FOR ${mode === 'share' ? 'SHARE' : 'UPDATE'} OF m`,
    [id],
  );
  return rows[0] ?? null;
}

export async function stadiumExists(q: Queryable, id: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM stadiums WHERE id = $1', [id]);
  return rows.length > 0;
}

export async function matchExists(q: Queryable, id: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM matches WHERE id = $1', [id]);
  return rows.length > 0;
}

export async function insertMatch(q: Queryable, m: MatchCreateRequest): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO matches (round_name, round_type, stadium_id, red_cow_name, blue_cow_name, is_prefight, streaming_url)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      m.round_name,
      m.round_type,
      m.stadium_id ?? null,
      m.red_cow_name,
      m.blue_cow_name,
      m.is_prefight,
      m.streaming_url ?? null,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('insertMatch returned no id');
  return id;
}

export async function insertRate(
  q: Queryable,
  matchId: number,
  r: { rate_name: string; red_rate_1: number; red_rate_2: number; blue_rate_1: number; blue_rate_2: number },
): Promise<RateRow> {
  const { rows } = await q.query<RateRow>(
    `INSERT INTO rates (match_id, rate_name, red_rate_1, red_rate_2, blue_rate_1, blue_rate_2)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [matchId, r.rate_name, r.red_rate_1, r.red_rate_2, r.blue_rate_1, r.blue_rate_2],
  );
  const row = rows[0];
  if (!row) throw new Error('insertRate returned no row');
  return row;
}

export async function setBettingOpen(q: Queryable, id: number, isOpen: boolean): Promise<void> {
  await q.query('UPDATE matches SET is_open = $2, version = version + 1 WHERE id = $1', [id, isOpen]);
}

/** Multipliers arrive as per-mille and are stored as exact decimals (numeric ÷ 1000, no float). */
export async function setTie(
  q: Queryable,
  id: number,
  tie: { isOpen: boolean; tiePermille?: number; notiePermille?: number | null },
): Promise<void> {
  await q.query(
    `UPDATE matches
        SET is_open_tie = $2,
            tie_multiplier = CASE WHEN $3::int IS NULL THEN tie_multiplier ELSE $3::numeric / 1000 END,
            notie_multiplier = CASE WHEN $4::boolean THEN $5::numeric / 1000 ELSE notie_multiplier END,
            version = version + 1
      WHERE id = $1`,
    [id, tie.isOpen, tie.tiePermille ?? null, tie.notiePermille !== undefined, tie.notiePermille ?? null],
  );
}

export async function markEnded(
  q: Queryable,
  id: number,
  result: MatchResult,
  nextMatchId: number | null,
): Promise<void> {
  await q.query(
    `UPDATE matches
        SET is_end = true, is_open = false, is_open_tie = false, result = $2,
            next_match_id = coalesce($3, next_match_id), ended_at = now(), version = version + 1
      WHERE id = $1`,
    [id, result, nextMatchId],
  );
}

export async function markSettled(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE matches SET settled_at = now() WHERE id = $1', [id]);
}
