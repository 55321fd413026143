// Plain SQL of the games: game sessions and the seamless-wallet transactions. Only the games
// module's files call these.
import type { Queryable } from '../../db/db.ts';

export type SessionRow = {
  id: number;
  member_id: number;
  username: string;
  game: string;
  is_expired: boolean;
};

export async function insertSession(
  q: Queryable,
  s: { tokenHash: string; memberId: number; username: string; game: string; ttlMinutes: number },
): Promise<void> {
  await q.query(
    `INSERT INTO game_sessions (token_hash, member_id, username, game, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5::int))`,
    [s.tokenHash, s.memberId, s.username, s.game, s.ttlMinutes],
  );
}

/** The session named by a callback, locked: one session's callbacks run one after another. */
export async function lockSession(q: Queryable, tokenHash: string): Promise<SessionRow | null> {
  const { rows } = await q.query<SessionRow>(
    `SELECT id, member_id, username, game, expires_at <= now() AS is_expired
       FROM game_sessions WHERE token_hash = $1 FOR UPDATE`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

/** An accepted callback keeps the session alive for another TTL. */
export async function touchSession(q: Queryable, id: number, ttlMinutes: number): Promise<void> {
  await q.query(
    `UPDATE game_sessions SET expires_at = now() + make_interval(mins => $2::int) WHERE id = $1`,
    [id, ttlMinutes],
  );
}

export type TxRow = {
  id: number;
  game: string;
  tx_id: string;
  session_id: number;
  member_id: number;
  kind: 'debit' | 'credit' | 'rollback';
  round_id: string | null;
  ref_tx_id: string | null;
  amount_satang: number;
  entry_id: number | null;
  balance_after_satang: number;
};

export async function findTx(q: Queryable, game: string, txId: string): Promise<TxRow | null> {
  const { rows } = await q.query<TxRow>(`SELECT * FROM game_transactions WHERE game = $1 AND tx_id = $2`, [
    game,
    txId,
  ]);
  return rows[0] ?? null;
}

/** The rollback that names `refTxId`, if any (a debit is rolled back at most once). */
export async function findRollbackOf(q: Queryable, game: string, refTxId: string): Promise<TxRow | null> {
  const { rows } = await q.query<TxRow>(
    `SELECT * FROM game_transactions WHERE game = $1 AND kind = 'rollback' AND ref_tx_id = $2`,
    [game, refTxId],
  );
  return rows[0] ?? null;
}

export type RoundState = { live_debits: number; credits: number };

/** A round's debits still standing (not rolled back) and its credits. */
export async function roundState(q: Queryable, game: string, roundId: string): Promise<RoundState> {
  const { rows } = await q.query<RoundState>(
    `SELECT count(*) FILTER (
              WHERE d.kind = 'debit' AND NOT EXISTS (
                SELECT 1 FROM game_transactions r
                 WHERE r.game = d.game AND r.kind = 'rollback' AND r.ref_tx_id = d.tx_id))::int AS live_debits,
            count(*) FILTER (WHERE d.kind = 'credit')::int AS credits
       FROM game_transactions d
      WHERE d.game = $1 AND d.round_id = $2`,
    [game, roundId],
  );
  return rows[0] ?? { live_debits: 0, credits: 0 };
}

export async function insertTx(q: Queryable, t: Omit<TxRow, 'id'>): Promise<void> {
  await q.query(
    `INSERT INTO game_transactions
       (game, tx_id, session_id, member_id, kind, round_id, ref_tx_id, amount_satang, entry_id,
        balance_after_satang)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      t.game,
      t.tx_id,
      t.session_id,
      t.member_id,
      t.kind,
      t.round_id,
      t.ref_tx_id,
      t.amount_satang,
      t.entry_id,
      t.balance_after_satang,
    ],
  );
}

// ── Operator report ──────────────────────────────────────────────────────────────────────────────

export type TotalsRow = {
  game: string;
  rounds: number;
  members: number;
  debited: number;
  credited: number;
  rolled_back: number;
};

/** What each game moved, over all time (amounts in satang). */
export async function gameTotals(q: Queryable): Promise<TotalsRow[]> {
  const { rows } = await q.query<TotalsRow>(
    `SELECT game,
            count(DISTINCT round_id) FILTER (WHERE kind = 'debit')::int AS rounds,
            count(DISTINCT member_id)::int AS members,
            coalesce(sum(amount_satang) FILTER (WHERE kind = 'debit'), 0)::bigint AS debited,
            coalesce(sum(amount_satang) FILTER (WHERE kind = 'credit'), 0)::bigint AS credited,
            coalesce(sum(amount_satang) FILTER (WHERE kind = 'rollback'), 0)::bigint AS rolled_back
       FROM game_transactions GROUP BY game ORDER BY game`,
  );
  return rows;
}

export type ListedTxRow = TxRow & { username: string; created_at: Date | string };

/** The latest game transactions with the member's username (kept on the session), newest first. */
export async function latestTransactions(q: Queryable, limit: number): Promise<ListedTxRow[]> {
  const { rows } = await q.query<ListedTxRow>(
    `SELECT t.*, s.username FROM game_transactions t JOIN game_sessions s ON s.id = t.session_id
      ORDER BY t.id DESC LIMIT $1`,
    [limit],
  );
  return rows;
}
