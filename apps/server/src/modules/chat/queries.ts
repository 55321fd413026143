// Plain SQL of the live chat: messages per stadium and mutes. Only the chat module's files call these.
import type { Queryable } from '../../db/db.ts';

export type MessageRow = {
  id: number;
  stadium_id: number;
  member_id: number;
  username: string;
  text: string;
  created_at: Date | string;
};

export type MuteRow = {
  stadium_id: number;
  member_id: number;
  username: string;
  until: Date | string;
  operator_id: number | null;
  created_at: Date | string;
};

const MESSAGE_COLUMNS = 'id, stadium_id, member_id, username, text, created_at';

export async function stadiumExists(q: Queryable, stadiumId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM stadiums WHERE id = $1', [stadiumId]);
  return rows.length > 0;
}

export async function findMember(
  q: Queryable,
  memberId: number,
): Promise<{ id: number; username: string; is_blocked: boolean } | null> {
  const { rows } = await q.query<{ id: number; username: string; is_blocked: boolean }>(
    'SELECT id, username, is_blocked FROM members WHERE id = $1',
    [memberId],
  );
  return rows[0] ?? null;
}

/** The last `limit` live messages of a stadium, oldest first. */
export async function lastMessages(q: Queryable, stadiumId: number, limit: number): Promise<MessageRow[]> {
  const { rows } = await q.query<MessageRow>(
    `SELECT * FROM (
       SELECT ${MESSAGE_COLUMNS} FROM chat_messages
        WHERE stadium_id = $1 AND deleted_at IS NULL
        ORDER BY id DESC LIMIT $2
     ) last ORDER BY id`,
    [stadiumId, limit],
  );
  return rows;
}

export async function insertMessage(
  q: Queryable,
  m: { stadiumId: number; memberId: number; username: string; text: string },
): Promise<MessageRow> {
  const { rows } = await q.query<MessageRow>(
    `INSERT INTO chat_messages (stadium_id, member_id, username, text) VALUES ($1, $2, $3, $4)
     RETURNING ${MESSAGE_COLUMNS}`,
    [m.stadiumId, m.memberId, m.username, m.text],
  );
  const row = rows[0];
  if (!row) throw new Error('chat message insert returned nothing');
  return row;
}

/** Hides a live message; null when it does not exist or is already deleted. */
export async function deleteMessage(
  q: Queryable,
  id: number,
  operatorId: number,
): Promise<MessageRow | null> {
  const { rows } = await q.query<MessageRow>(
    `UPDATE chat_messages SET deleted_at = now(), deleted_by = $2
      WHERE id = $1 AND deleted_at IS NULL
     RETURNING ${MESSAGE_COLUMNS}`,
    [id, operatorId],
  );
  return rows[0] ?? null;
}

/** The end of the member's mute in the stadium, when one is still running. */
export async function activeMuteUntil(
  q: Queryable,
  stadiumId: number,
  memberId: number,
): Promise<Date | string | null> {
  const { rows } = await q.query<{ until: Date | string }>(
    'SELECT until FROM chat_mutes WHERE stadium_id = $1 AND member_id = $2 AND until > now()',
    [stadiumId, memberId],
  );
  return rows[0]?.until ?? null;
}

/** Sets (or replaces) the mute; returns it with the member's username. */
export async function upsertMute(
  q: Queryable,
  m: { stadiumId: number; memberId: number; minutes: number; operatorId: number },
): Promise<MuteRow> {
  const { rows } = await q.query<MuteRow>(
    `WITH up AS (
       INSERT INTO chat_mutes (stadium_id, member_id, until, operator_id)
       VALUES ($1, $2, now() + make_interval(mins => $3::int), $4)
       ON CONFLICT (stadium_id, member_id)
       DO UPDATE SET until = EXCLUDED.until, operator_id = EXCLUDED.operator_id, created_at = now()
       RETURNING *
     )
     SELECT up.stadium_id, up.member_id, m.username, up.until, up.operator_id, up.created_at
       FROM up JOIN members m ON m.id = up.member_id`,
    [m.stadiumId, m.memberId, m.minutes, m.operatorId],
  );
  const row = rows[0];
  if (!row) throw new Error('chat mute upsert returned nothing');
  return row;
}

export async function deleteMute(q: Queryable, stadiumId: number, memberId: number): Promise<MuteRow | null> {
  const { rows } = await q.query<MuteRow>(
    `WITH gone AS (DELETE FROM chat_mutes WHERE stadium_id = $1 AND member_id = $2 RETURNING *)
     SELECT gone.stadium_id, gone.member_id, m.username, gone.until, gone.operator_id, gone.created_at
       FROM gone JOIN members m ON m.id = gone.member_id`,
    [stadiumId, memberId],
  );
  return rows[0] ?? null;
}

/** The stadium's running mutes, soonest end first. */
export async function activeMutes(q: Queryable, stadiumId: number): Promise<MuteRow[]> {
  const { rows } = await q.query<MuteRow>(
    `SELECT c.stadium_id, c.member_id, m.username, c.until, c.operator_id, c.created_at
       FROM chat_mutes c JOIN members m ON m.id = c.member_id
      WHERE c.stadium_id = $1 AND c.until > now()
      ORDER BY c.until, c.member_id`,
    [stadiumId],
  );
  return rows;
}
