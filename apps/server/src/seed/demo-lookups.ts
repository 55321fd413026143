// The demo seed's look-ups by name: whether an operator or a demo member exists yet, and which
// rows are the demo's own (a real member who registered a demo phone is left alone).
import type { Queryable } from '../db/db.ts';
import { DEMO_MEMBERS } from './demo-data.ts';

export async function operatorExists(q: Queryable, username: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM operators WHERE username = $1', [username]);
  return rows.length > 0;
}

export async function findMemberByPhone(
  q: Queryable,
  phone: string,
): Promise<{ id: number; username: string } | null> {
  const { rows } = await q.query<{ id: number; username: string }>(
    'SELECT id, username FROM members WHERE phone = $1',
    [phone],
  );
  return rows[0] ?? null;
}

export async function memberIdByUsername(q: Queryable, username: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [username]);
  return rows[0]?.id ?? null;
}

/** The id of the demo member with this phone, unless a real member registered the phone (null then). */
export async function demoMemberId(q: Queryable, phone: string): Promise<number | null> {
  const demo = DEMO_MEMBERS.find((m) => m.phone === phone);
  const member = await findMemberByPhone(q, phone);
  return demo && member && member.username === demo.username ? member.id : null;
}
