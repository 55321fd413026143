// SQL of stadiums, and of a stadium's change reaching its running rounds.
import type { MatchType } from '@sanam/contract/matches.ts';
import type { Queryable } from '../../db/db.ts';

export type StadiumRow = {
  id: number;
  name: string;
  type: MatchType;
  is_display: boolean;
  /** null: MIN_BET_BAHT_DEFAULT */
  min_bet_satang: number | null;
  /** its rounds' limits unless a round sets its own; null: none */
  max_bet_satang: number | null;
  max_payout_satang: number | null;
  member_side_cap_satang: number | null;
  liability_cap_satang: number | null;
  /** its live rounds' bet delay unless a round sets its own, ms; null: the platform's live default */
  bet_delay_ms: number | null;
  /** a bet on its rounds above this waits for the desk (unless the member has their own); null: none */
  refer_above_satang: number | null;
};

const STADIUM_COLUMNS = `id, name, type, is_display, min_bet_satang, max_bet_satang, max_payout_satang,
  member_side_cap_satang, liability_cap_satang, bet_delay_ms, refer_above_satang`;

export async function listStadiums(q: Queryable, opts: { displayedOnly: boolean }): Promise<StadiumRow[]> {
  const { rows } = await q.query<StadiumRow>(
    `SELECT ${STADIUM_COLUMNS} FROM stadiums WHERE is_display OR NOT $1 ORDER BY id`,
    [opts.displayedOnly],
  );
  return rows;
}

export async function lockStadium(q: Queryable, id: number): Promise<StadiumRow | null> {
  const { rows } = await q.query<StadiumRow>(
    `SELECT ${STADIUM_COLUMNS} FROM stadiums WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

/** A stadium's columns after its id, in the order insertStadium and updateStadium number them. */
function stadiumValues(s: Omit<StadiumRow, 'id'>) {
  return [
    s.name,
    s.type,
    s.is_display,
    s.min_bet_satang,
    s.max_bet_satang,
    s.max_payout_satang,
    s.member_side_cap_satang,
    s.liability_cap_satang,
    s.bet_delay_ms,
    s.refer_above_satang,
  ];
}

export async function insertStadium(q: Queryable, s: Omit<StadiumRow, 'id'>): Promise<StadiumRow> {
  const { rows } = await q.query<StadiumRow>(
    `INSERT INTO stadiums (name, type, is_display, min_bet_satang, max_bet_satang, max_payout_satang,
                           member_side_cap_satang, liability_cap_satang, bet_delay_ms, refer_above_satang)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     RETURNING ${STADIUM_COLUMNS}`,
    stadiumValues(s),
  );
  const row = rows[0];
  if (!row) throw new Error('insertStadium returned no row');
  return row;
}

/**
 * A stadium with no limits of its own, unless one of this name exists (the demo seed finds its
 * stadiums by name); the new one's id, or null when there was one.
 */
export async function insertStadiumUnlessNamed(
  q: Queryable,
  s: Pick<StadiumRow, 'name' | 'type' | 'is_display'>,
): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO stadiums (name, type, is_display)
     SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM stadiums WHERE name = $1)
     RETURNING id`,
    [s.name, s.type, s.is_display],
  );
  return rows[0]?.id ?? null;
}

export async function updateStadium(q: Queryable, s: StadiumRow): Promise<StadiumRow> {
  const { rows } = await q.query<StadiumRow>(
    `UPDATE stadiums
        SET name = $2, type = $3, is_display = $4, min_bet_satang = $5, max_bet_satang = $6,
            max_payout_satang = $7, member_side_cap_satang = $8, liability_cap_satang = $9,
            bet_delay_ms = $10, refer_above_satang = $11
      WHERE id = $1
     RETURNING ${STADIUM_COLUMNS}`,
    [s.id, ...stadiumValues(s)],
  );
  const row = rows[0];
  if (!row) throw new Error(`updateStadium: stadium ${s.id} is gone`);
  return row;
}

/**
 * Bumps the version of the stadium's rounds not ended yet and returns their ids: their minimum
 * stake changed, and a bet checked against a node's snapshot of the round is written only while the
 * round is still at that version (betting/place-queries.ts placeBetsIfCurrent), so the new minimum holds
 * from the commit on without the bet statement reading the stadium.
 */
export async function bumpRunningMatchesOfStadium(q: Queryable, stadiumId: number): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `UPDATE matches SET version = version + 1 WHERE stadium_id = $1 AND NOT is_end RETURNING id`,
    [stadiumId],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

export async function stadiumExists(q: Queryable, id: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM stadiums WHERE id = $1', [id]);
  return rows.length > 0;
}
