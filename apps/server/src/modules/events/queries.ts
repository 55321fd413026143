// Plain SQL of the events module: events, their options and the bets on them.
import { COIN_MIN_STAKE_SATANG } from '@sanam/contract/stakes.ts';
import type { Queryable } from '../../db/db.ts';

export type EventRow = {
  id: number;
  question: string;
  state: 'draft' | 'open' | 'closed' | 'settled' | 'cancelled';
  closes_at: Date | string | null;
  version: number;
  winner: string | null;
  created_at: Date | string;
  settled_at: Date | string | null;
  /** closes_at has passed (read from the database clock) */
  is_past_closing: boolean;
};

export type OptionRow = {
  event_id: number;
  key: string;
  label: string;
  odds_cents: number;
};

export type EventBetRow = {
  id: number;
  event_id: number;
  member_id: number;
  option_key: string;
  label: string;
  amount_satang: number;
  odds_cents: number;
  ref: string | null;
  status: 'placed' | 'won' | 'lost' | 'refunded';
  payout_satang: number | null;
  created_at: Date | string;
};

const EVENT_COLUMNS = `id, question, state, closes_at, version, winner, created_at, settled_at,
  coalesce(closes_at <= now(), false) AS is_past_closing`;

/** The event row, locked: FOR SHARE by a bet (operators wait for it), FOR UPDATE by an operator. */
export async function lockEvent(
  q: Queryable,
  id: number,
  mode: 'share' | 'update',
): Promise<EventRow | null> {
  const { rows } = await q.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE id = $1 ${mode === 'share' ? 'FOR SHARE' : 'FOR UPDATE'}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findEvent(q: Queryable, id: number): Promise<EventRow | null> {
  const { rows } = await q.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM events WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

export async function listEvents(q: Queryable): Promise<EventRow[]> {
  const { rows } = await q.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events
      ORDER BY CASE state WHEN 'open' THEN 0 WHEN 'draft' THEN 1 WHEN 'closed' THEN 2 ELSE 3 END, id DESC
      LIMIT 200`,
  );
  return rows;
}

/** Open events still before their closing time: what members may bet on. */
export async function listOpenEvents(q: Queryable): Promise<EventRow[]> {
  const { rows } = await q.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events
      WHERE state = 'open' AND (closes_at IS NULL OR closes_at > now())
      ORDER BY closes_at NULLS LAST, id`,
  );
  return rows;
}

export async function optionsOf(q: Queryable, eventIds: number[]): Promise<OptionRow[]> {
  if (eventIds.length === 0) return [];
  const { rows } = await q.query<OptionRow>(
    `SELECT event_id, key, label, odds_cents FROM event_options
      WHERE event_id = ANY($1::bigint[]) ORDER BY event_id, position`,
    [eventIds],
  );
  return rows;
}

export async function insertEvent(
  q: Queryable,
  input: { question: string; closesAt: string | null },
): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    'INSERT INTO events (question, closes_at) VALUES ($1, $2) RETURNING id',
    [input.question, input.closesAt],
  );
  const row = rows[0];
  if (!row) throw new Error('event insert returned nothing');
  return row.id;
}

export async function updateEventText(
  q: Queryable,
  id: number,
  input: { question: string; closesAt: string | null },
): Promise<void> {
  await q.query(
    `UPDATE events SET question = $2, closes_at = $3, version = version + 1, updated_at = now() WHERE id = $1`,
    [id, input.question, input.closesAt],
  );
}

export async function replaceOptions(
  q: Queryable,
  eventId: number,
  options: Array<{ key: string; label: string; oddsCents: number }>,
): Promise<void> {
  await q.query('DELETE FROM event_options WHERE event_id = $1', [eventId]);
  await q.query(
    `INSERT INTO event_options (event_id, key, label, odds_cents, position)
     SELECT $1, o.key, o.label, o.odds_cents, o.position
       FROM jsonb_to_recordset($2::jsonb) AS o(key text, label text, odds_cents int, position int)`,
    [
      eventId,
      JSON.stringify(
        options.map((o, i) => ({ key: o.key, label: o.label, odds_cents: o.oddsCents, position: i })),
      ),
    ],
  );
}

export async function setOdds(q: Queryable, eventId: number, key: string, oddsCents: number): Promise<void> {
  await q.query('UPDATE event_options SET odds_cents = $3 WHERE event_id = $1 AND key = $2', [
    eventId,
    key,
    oddsCents,
  ]);
}

export async function setState(
  q: Queryable,
  id: number,
  state: EventRow['state'],
  winner: string | null = null,
): Promise<void> {
  await q.query(
    `UPDATE events SET state = $2, winner = $3, version = version + 1, updated_at = now(),
            settled_at = CASE WHEN $2 IN ('settled', 'cancelled') THEN now() ELSE settled_at END
      WHERE id = $1`,
    [id, state, winner],
  );
}

export async function bumpVersion(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE events SET version = version + 1, updated_at = now() WHERE id = $1', [id]);
}

const BET_COLUMNS = `b.id, b.event_id, b.member_id, b.option_key, o.label, b.amount_satang, b.odds_cents, b.ref,
  b.status, b.payout_satang, b.created_at`;

export async function findBetByRef(q: Queryable, memberId: number, ref: string): Promise<EventBetRow | null> {
  const { rows } = await q.query<EventBetRow>(
    `SELECT ${BET_COLUMNS} FROM event_bets b
       JOIN event_options o ON o.event_id = b.event_id AND o.key = b.option_key
      WHERE b.member_id = $1 AND b.ref = $2`,
    [memberId, ref],
  );
  return rows[0] ?? null;
}

/** The new bet, or null when a concurrent request with the same (member, ref) got there first. */
export async function insertBet(
  q: Queryable,
  b: {
    eventId: number;
    memberId: number;
    key: string;
    amountSatang: number;
    oddsCents: number;
    ref: string | null;
  },
): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO event_bets (event_id, member_id, option_key, amount_satang, odds_cents, ref)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (member_id, ref) WHERE ref IS NOT NULL DO NOTHING
     RETURNING id`,
    [b.eventId, b.memberId, b.key, b.amountSatang, b.oddsCents, b.ref],
  );
  return rows[0]?.id ?? null;
}

export async function setBetEntry(q: Queryable, betId: number, entryId: number): Promise<void> {
  await q.query('UPDATE event_bets SET entry_id = $2 WHERE id = $1', [betId, entryId]);
}

export async function findBet(q: Queryable, betId: number): Promise<EventBetRow | null> {
  const { rows } = await q.query<EventBetRow>(
    `SELECT ${BET_COLUMNS} FROM event_bets b
       JOIN event_options o ON o.event_id = b.event_id AND o.key = b.option_key
      WHERE b.id = $1`,
    [betId],
  );
  return rows[0] ?? null;
}

export async function memberBetsOn(
  q: Queryable,
  memberId: number,
  eventIds: number[],
): Promise<EventBetRow[]> {
  if (eventIds.length === 0) return [];
  const { rows } = await q.query<EventBetRow>(
    `SELECT ${BET_COLUMNS} FROM event_bets b
       JOIN event_options o ON o.event_id = b.event_id AND o.key = b.option_key
      WHERE b.member_id = $1 AND b.event_id = ANY($2::bigint[])
      ORDER BY b.id DESC`,
    [memberId, eventIds],
  );
  return rows;
}

/** Per option: the stakes, the number of bets and what its winners would be paid. */
export async function bookOf(
  q: Queryable,
  eventIds: number[],
): Promise<Array<{ event_id: number; option_key: string; staked: number; bets: number; payout: number }>> {
  if (eventIds.length === 0) return [];
  const { rows } = await q.query<{
    event_id: number;
    option_key: string;
    staked: number;
    bets: number;
    payout: number;
  }>(
    `SELECT event_id, option_key, sum(amount_satang)::bigint AS staked, count(*)::int AS bets,
            sum(amount_satang * odds_cents / 100)::bigint AS payout
       FROM event_bets WHERE event_id = ANY($1::bigint[])
      GROUP BY event_id, option_key`,
    [eventIds],
  );
  return rows;
}

/**
 * Grades every bet of a settled event in one statement: the winner's bets won (payout
 * floor(stake × odds)), the rest lost. Returns per member what they staked and are paid, and their
 * coins: one per bet of at least the coin minimum, none for a member who backed more
 * than one option (at fair odds a member who backs every option in proportion loses nothing).
 */
export async function gradeBets(
  q: Queryable,
  eventId: number,
  winner: string,
): Promise<{ staked: number; perMember: Array<{ member_id: number; payout: number; coins: number }> }> {
  const { rows } = await q.query<{ member_id: number; staked: number; payout: number; coins: number }>(
    `WITH hedged AS (
       SELECT member_id FROM event_bets WHERE event_id = $1 AND status = 'placed'
        GROUP BY member_id HAVING count(DISTINCT option_key) > 1
     ),
     graded AS (
       UPDATE event_bets b
          SET status = CASE WHEN option_key = $2 THEN 'won' ELSE 'lost' END,
              payout_satang = CASE WHEN option_key = $2 THEN amount_satang * odds_cents / 100 ELSE 0 END,
              settled_at = now(),
              coins = CASE WHEN b.coins IS NULL THEN NULL
                           WHEN b.amount_satang >= $3 AND b.member_id NOT IN (SELECT member_id FROM hedged) THEN 1
                           ELSE 0 END
        WHERE event_id = $1 AND status = 'placed'
        RETURNING member_id, amount_satang, payout_satang, coins
     )
     SELECT member_id, sum(amount_satang)::bigint AS staked, sum(payout_satang)::bigint AS payout,
            coalesce(sum(coins), 0)::int AS coins
       FROM graded GROUP BY member_id ORDER BY member_id`,
    [eventId, winner, COIN_MIN_STAKE_SATANG],
  );
  return {
    staked: rows.reduce((s, r) => s + r.staked, 0),
    perMember: rows.map((r) => ({ member_id: r.member_id, payout: r.payout, coins: r.coins })),
  };
}

/** Marks every bet of a cancelled event refunded; returns per member what goes back. */
export async function refundBets(
  q: Queryable,
  eventId: number,
): Promise<Array<{ member_id: number; amount: number }>> {
  const { rows } = await q.query<{ member_id: number; amount: number }>(
    `WITH refunded AS (
       UPDATE event_bets SET status = 'refunded', payout_satang = amount_satang, settled_at = now()
        WHERE event_id = $1 AND status = 'placed'
        RETURNING member_id, amount_satang
     )
     SELECT member_id, sum(amount_satang)::bigint AS amount FROM refunded GROUP BY member_id ORDER BY member_id`,
    [eventId],
  );
  return rows;
}

/** A regrade's new winner on a settled event: the version moves (members' QUIZ), settled_at stays. */
export async function setWinner(q: Queryable, id: number, winner: string): Promise<void> {
  await q.query('UPDATE events SET winner = $2, version = version + 1, updated_at = now() WHERE id = $1', [
    id,
    winner,
  ]);
}

export type RegradedMember = {
  member_id: number;
  staked: number;
  /** what the grading in force had paid them */
  before: number;
  /** what the new grading pays them */
  after: number;
};

/**
 * Grades a settled event's bets again under `winner`, in one statement: each bet's status and payout
 * become the new grading's (the bets hold the grading in force; the journal keeps every grading).
 * Returns per member what they staked, what the previous grading paid and what the new one pays.
 * Coins are left alone: an event's coins do not depend on its winner (gradeBets), so a regrade
 * moves none, and coins already spent are never taken back.
 */
export async function regradeBets(q: Queryable, eventId: number, winner: string): Promise<RegradedMember[]> {
  const { rows } = await q.query<RegradedMember>(
    `WITH prev AS (
       SELECT id, payout_satang FROM event_bets WHERE event_id = $1 AND status IN ('won', 'lost')
     ),
     graded AS (
       UPDATE event_bets b
          SET status = CASE WHEN b.option_key = $2 THEN 'won' ELSE 'lost' END,
              payout_satang = CASE WHEN b.option_key = $2 THEN b.amount_satang * b.odds_cents / 100 ELSE 0 END
         FROM prev WHERE b.id = prev.id
        RETURNING b.member_id, b.amount_satang, prev.payout_satang AS before, b.payout_satang AS after
     )
     SELECT member_id, sum(amount_satang)::bigint AS staked, sum(before)::bigint AS before,
            sum(after)::bigint AS after
       FROM graded GROUP BY member_id ORDER BY member_id`,
    [eventId, winner],
  );
  return rows;
}
