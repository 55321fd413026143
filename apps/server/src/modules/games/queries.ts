// Plain SQL of the games: game sessions and the seamless-wallet transactions. Only the games
// module's files call these.
import type { Queryable } from '../../db/db.ts';
import { liveMemberSessionSql } from '../auth/index.ts';

export type SessionRow = {
  id: number;
  member_id: number;
  username: string;
  game: string;
  is_expired: boolean;
  /** the member is blocked */
  is_blocked: boolean;
  /** the login that launched the game is still live (not logged out, revoked or expired) */
  is_login_live: boolean;
};

export async function insertSession(
  q: Queryable,
  s: {
    tokenHash: string;
    memberId: number;
    authSessionId: string;
    username: string;
    game: string;
    ttlMinutes: number;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO game_sessions (token_hash, member_id, auth_session_id, username, game, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(mins => $6::int))`,
    [s.tokenHash, s.memberId, s.authSessionId, s.username, s.game, s.ttlMinutes],
  );
}

/**
 * The session named by a callback, locked: one session's callbacks run one after another. It reads
 * the member's blocked flag and the launching login as they are now, so a block or a logout stops
 * the very next callback.
 */
export async function lockSession(q: Queryable, tokenHash: string): Promise<SessionRow | null> {
  const { rows } = await q.query<SessionRow>(
    `SELECT g.id, g.member_id, g.username, g.game, g.expires_at <= now() AS is_expired, m.is_blocked,
            EXISTS (SELECT 1 FROM sessions s
                     WHERE s.id = g.auth_session_id AND ${liveMemberSessionSql('s', 'g.member_id')}) AS is_login_live
       FROM game_sessions g JOIN members m ON m.id = g.member_id
      WHERE g.token_hash = $1 FOR UPDATE OF g`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

/**
 * Opens the round for `sessionId` unless it is open already; answers the session that owns it. Two
 * statements on purpose: when another session's insert of the same round is in flight, ours waits
 * for it and does nothing, and only a new statement sees the row it committed.
 */
export async function claimRound(
  q: Queryable,
  r: { game: string; roundId: string; sessionId: number },
): Promise<number> {
  const inserted = await q.query<{ session_id: number }>(
    `INSERT INTO game_rounds (game, round_id, session_id) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING session_id`,
    [r.game, r.roundId, r.sessionId],
  );
  const mine = inserted.rows[0];
  if (mine) return mine.session_id;
  const owner = await roundOwner(q, r.game, r.roundId);
  if (owner === null) throw new Error('games: a round conflicted on insert but is not there');
  return owner;
}

/** The game session that opened the round, or null when no debit ever opened it. */
export async function roundOwner(q: Queryable, game: string, roundId: string): Promise<number | null> {
  const { rows } = await q.query<{ session_id: number }>(
    `SELECT session_id FROM game_rounds WHERE game = $1 AND round_id = $2`,
    [game, roundId],
  );
  return rows[0]?.session_id ?? null;
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

/**
 * Holds a provider's transaction ids until the transaction ends. Callbacks naming the same id may
 * come through two sessions, whose own locks do not meet: without this, a rollback of an id not
 * seen yet could record "never debit this" while the debit of that id goes through (the debit would
 * count as rolled back though its stake was never given back), and two calls under one new id would
 * both pass the "seen before?" read and the second would fail on the unique index. Taken in sorted
 * order, so two calls naming the same two ids cannot deadlock.
 */
export async function lockTxIds(q: Queryable, game: string, txIds: readonly string[]): Promise<void> {
  for (const txId of [...new Set(txIds)].sort()) {
    await q.query(`SELECT pg_advisory_xact_lock(hashtext('sanam:game-tx'), hashtext($1 || ':' || $2))`, [
      game,
      txId,
    ]);
  }
}

/** The rollback that names `refTxId`, if any (a debit is rolled back at most once). */
export async function findRollbackOf(q: Queryable, game: string, refTxId: string): Promise<TxRow | null> {
  const { rows } = await q.query<TxRow>(
    `SELECT * FROM game_transactions WHERE game = $1 AND kind = 'rollback' AND ref_tx_id = $2`,
    [game, refTxId],
  );
  return rows[0] ?? null;
}

export type RoundState = { live_debits: number; live_debited_satang: number; credits: number };

/** A round's debits still standing (not rolled back), what they staked, and its credits. */
export async function roundState(q: Queryable, game: string, roundId: string): Promise<RoundState> {
  const { rows } = await q.query<RoundState>(
    `WITH tx AS (
       SELECT d.kind, d.amount_satang,
              d.kind = 'debit' AND NOT EXISTS (
                SELECT 1 FROM game_transactions r
                 WHERE r.game = d.game AND r.kind = 'rollback' AND r.ref_tx_id = d.tx_id) AS is_live_debit
         FROM game_transactions d
        WHERE d.game = $1 AND d.round_id = $2
     )
     SELECT count(*) FILTER (WHERE is_live_debit)::int AS live_debits,
            coalesce(sum(amount_satang) FILTER (WHERE is_live_debit), 0)::bigint AS live_debited_satang,
            count(*) FILTER (WHERE kind = 'credit')::int AS credits
       FROM tx`,
    [game, roundId],
  );
  return rows[0] ?? { live_debits: 0, live_debited_satang: 0, credits: 0 };
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
