// The journal row of an entry: written once per key (a retry finds the entry its key names), by
// post() and postToMembers() alike.
import type { Queryable, Tx } from '../db/db.ts';
import type { EntryInput } from './entry-rules.ts';

/** The journal row's values, in the order both writers of it take them: key, kind, type, topic, memo, operator. */
export const journalRowValues = (entry: Omit<EntryInput, 'postings'>) => [
  entry.key,
  entry.kind,
  entry.type,
  entry.topic,
  entry.memo ? JSON.stringify(entry.memo) : null,
  entry.operatorId ?? null,
];

/** The entry's journal row: created, or the one its key already names (created: false). */
export async function insertEntry(
  tx: Tx,
  entry: Omit<EntryInput, 'postings'>,
): Promise<{ entryId: number; created: boolean }> {
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO journal_entries (key, kind, type, topic, memo, operator_id)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6)
     ON CONFLICT (key) DO NOTHING
     RETURNING id`,
    journalRowValues(entry),
  );
  const entryId = inserted.rows[0]?.id;
  if (entryId !== undefined) return { entryId, created: true };
  const existing = await findEntryId(tx, entry.key);
  if (existing === null) throw new Error(`ledger: key ${entry.key} conflicted but cannot be found`);
  return { entryId: existing, created: false };
}

export async function findEntryId(q: Queryable, key: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM journal_entries WHERE key = $1', [key]);
  return rows[0]?.id ?? null;
}
