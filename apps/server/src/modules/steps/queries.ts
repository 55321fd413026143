// SQL of step tickets and their legs (migration 008). Money in integer satang.
import type { MatchResult } from '@sanam/contract/matches.ts';
import type { StepLegStatus, StepSide, StepTicketStatus } from '@sanam/contract/steps.ts';
import type { Queryable } from '../../db/db.ts';

export type TicketRow = {
  id: number;
  member_id: number;
  amount_satang: number;
  legs_count: number;
  legs_settled: number;
  ref: string | null;
  status: StepTicketStatus;
  payout_satang: number | null;
  grading: number;
  created_at: Date | string;
  settled_at: Date | string | null;
};

export type LegRow = {
  id: number;
  ticket_id: number;
  match_id: number;
  side: StepSide;
  rate_id: number;
  rate_1: number;
  rate_2: number;
  status: StepLegStatus;
  round_name: string;
  red_cow_name: string;
  blue_cow_name: string;
  stadium_name: string | null;
  rate_name: string;
  result: MatchResult | null;
};

const TICKET_SELECT = `
  SELECT t.id, t.member_id, t.amount_satang, t.legs_count, t.ref, t.status, t.payout_satang, t.grading,
         t.created_at, t.settled_at,
         (SELECT count(*)::int FROM step_legs l WHERE l.ticket_id = t.id AND l.status <> 'pending') AS legs_settled
    FROM step_tickets t`;

export async function findTicketByRef(
  q: Queryable,
  memberId: number,
  ref: string,
): Promise<TicketRow | null> {
  const { rows } = await q.query<TicketRow>(`${TICKET_SELECT} WHERE t.member_id = $1 AND t.ref = $2`, [
    memberId,
    ref,
  ]);
  return rows[0] ?? null;
}

export async function findTicket(q: Queryable, memberId: number, id: number): Promise<TicketRow | null> {
  const { rows } = await q.query<TicketRow>(`${TICKET_SELECT} WHERE t.member_id = $1 AND t.id = $2`, [
    memberId,
    id,
  ]);
  return rows[0] ?? null;
}

/** A step ticket with the member it belongs to, as the console's desk reads it. */
export type DeskTicketRow = TicketRow & { username: string; phone: string; name: string };

const DESK_SELECT = `
  SELECT t.*, m.username, m.phone, m.name
    FROM (${TICKET_SELECT}) t JOIN members m ON m.id = t.member_id`;

/** `%` and `_` in what the staff typed are literal characters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Every member's tickets for the console, newest first, narrowed by the member (a phone, username
 * or name containing the text, any case; "#42" or "42" is member 42 too) and the ticket's status;
 * and how many match.
 */
export async function searchTickets(
  q: Queryable,
  filter: { member: string | null; status: StepTicketStatus | null; limit: number; offset: number },
): Promise<{ rows: DeskTicketRow[]; total: number }> {
  const text = filter.member?.trim() || null;
  const params = [
    text === null ? null : likePattern(text),
    text === null ? null : text.replace(/^#/, ''),
    filter.status,
  ];
  const where = `($1::text IS NULL OR m.phone ILIKE $1 OR m.username ILIKE $1 OR m.name ILIKE $1
                   OR m.id::text = $2::text)
             AND ($3::text IS NULL OR t.status = $3)`;
  const [found, count] = await Promise.all([
    q.query<DeskTicketRow>(`${DESK_SELECT} WHERE ${where} ORDER BY t.id DESC LIMIT $4 OFFSET $5`, [
      ...params,
      filter.limit,
      filter.offset,
    ]),
    q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM step_tickets t JOIN members m ON m.id = t.member_id WHERE ${where}`,
      params,
    ),
  ]);
  return { rows: found.rows, total: count.rows[0]?.n ?? 0 };
}

/** One ticket of any member, for the console. */
export async function findDeskTicket(q: Queryable, id: number): Promise<DeskTicketRow | null> {
  const { rows } = await q.query<DeskTicketRow>(`${DESK_SELECT} WHERE t.id = $1`, [id]);
  return rows[0] ?? null;
}

/** The member's tickets, newest first, older than `cursor` (a ticket id) when given. */
export async function listTickets(
  q: Queryable,
  memberId: number,
  cursor: number | null,
  limit: number,
): Promise<TicketRow[]> {
  const { rows } = await q.query<TicketRow>(
    `${TICKET_SELECT} WHERE t.member_id = $1 AND ($2::bigint IS NULL OR t.id < $2) ORDER BY t.id DESC LIMIT $3`,
    [memberId, cursor, limit],
  );
  return rows;
}

/** The legs of these tickets, with their rounds, in the order they were picked. */
export async function legsOf(q: Queryable, ticketIds: number[]): Promise<LegRow[]> {
  if (ticketIds.length === 0) return [];
  const { rows } = await q.query<LegRow>(
    `SELECT l.id, l.ticket_id, l.match_id, l.side, l.rate_id, l.rate_1, l.rate_2, l.status,
            m.round_name, m.red_cow_name, m.blue_cow_name, s.name AS stadium_name, r.rate_name, m.result
       FROM step_legs l
       JOIN matches m ON m.id = l.match_id
       JOIN rates r ON r.id = l.rate_id
       LEFT JOIN stadiums s ON s.id = m.stadium_id
      WHERE l.ticket_id = ANY($1::bigint[])
      ORDER BY l.ticket_id, l.id`,
    [ticketIds],
  );
  return rows;
}

/** A new ticket, or null when the member's ref is taken (a concurrent retry committed first). */
export async function insertTicket(
  q: Queryable,
  t: { memberId: number; amountSatang: number; legsCount: number; ref: string | null },
): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO step_tickets (member_id, amount_satang, legs_count, ref) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id, ref) DO NOTHING RETURNING id`,
    [t.memberId, t.amountSatang, t.legsCount, t.ref],
  );
  return rows[0]?.id ?? null;
}

export async function insertLegs(
  q: Queryable,
  ticketId: number,
  legs: Array<{ matchId: number; side: StepSide; rateId: number; rate1: number; rate2: number }>,
): Promise<void> {
  await q.query(
    `INSERT INTO step_legs (ticket_id, match_id, side, rate_id, rate_1, rate_2)
     SELECT $1, * FROM unnest($2::bigint[], $3::text[], $4::bigint[], $5::int[], $6::int[])`,
    [
      ticketId,
      legs.map((l) => l.matchId),
      legs.map((l) => l.side),
      legs.map((l) => l.rateId),
      legs.map((l) => l.rate1),
      legs.map((l) => l.rate2),
    ],
  );
}

export async function setTicketEntry(q: Queryable, ticketId: number, entryId: number): Promise<void> {
  await q.query('UPDATE step_tickets SET entry_id = $2 WHERE id = $1', [ticketId, entryId]);
}

/**
 * Grades every leg on a round by its result and returns the ids of the tickets with a leg on it,
 * locked FOR UPDATE in id order (two rounds settling at once touch a shared ticket one at a time).
 */
export async function gradeLegsOfMatch(
  q: Queryable,
  matchId: number,
  result: MatchResult,
): Promise<number[]> {
  const { rows } = await q.query<{ id: number }>(
    `SELECT t.id FROM step_tickets t
      WHERE t.id IN (SELECT ticket_id FROM step_legs WHERE match_id = $1)
      ORDER BY t.id FOR UPDATE`,
    [matchId],
  );
  if (rows.length === 0) return [];
  await q.query(
    `UPDATE step_legs SET status = CASE
        WHEN $2::text IN ('green', 'other') THEN 'void'
        WHEN side = $2::text THEN 'won'
        ELSE 'lost' END
      WHERE match_id = $1`,
    [matchId, result],
  );
  return rows.map((r) => r.id);
}

export type TicketForSettlement = {
  id: number;
  member_id: number;
  amount_satang: number;
  status: StepTicketStatus;
  payout_satang: number | null;
  grading: number;
  /** the coins its grading in force gave (0 or 1); null: placed before migration 016, its coin paid then */
  coins: number | null;
  /** another ticket of the member backs the other side of one of its rounds (no coin) */
  hedged: boolean;
};

/** The tickets (already locked by gradeLegsOfMatch) with their legs' prices and states. */
export async function ticketsForSettlement(
  q: Queryable,
  ids: number[],
): Promise<
  Array<TicketForSettlement & { legs: Array<{ rate1: number; rate2: number; status: StepLegStatus }> }>
> {
  const { rows } = await q.query<TicketForSettlement>(
    `SELECT t.id, t.member_id, t.amount_satang, t.status, t.payout_satang, t.grading, t.coins,
            EXISTS (SELECT 1 FROM step_legs l
                      JOIN step_legs o ON o.match_id = l.match_id AND o.side <> l.side AND o.ticket_id <> l.ticket_id
                      JOIN step_tickets ot ON ot.id = o.ticket_id AND ot.member_id = t.member_id
                     WHERE l.ticket_id = t.id) AS hedged
       FROM step_tickets t WHERE t.id = ANY($1::bigint[]) ORDER BY t.id`,
    [ids],
  );
  const legs = await q.query<{ ticket_id: number; rate_1: number; rate_2: number; status: StepLegStatus }>(
    'SELECT ticket_id, rate_1, rate_2, status FROM step_legs WHERE ticket_id = ANY($1::bigint[]) ORDER BY id',
    [ids],
  );
  return rows.map((t) => ({
    ...t,
    legs: legs.rows
      .filter((l) => l.ticket_id === t.id)
      .map((l) => ({ rate1: l.rate_1, rate2: l.rate_2, status: l.status })),
  }));
}

export async function markTicketSettled(
  q: Queryable,
  t: { id: number; status: StepTicketStatus; payoutSatang: number; grading: number; coins: number | null },
): Promise<void> {
  await q.query(
    `UPDATE step_tickets SET status = $2, payout_satang = $3, grading = $4, coins = $5,
            settled_at = coalesce(settled_at, now())
      WHERE id = $1`,
    [t.id, t.status, t.payoutSatang, t.grading, t.coins],
  );
}
