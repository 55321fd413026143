// Migration 018 on a database written before it: each round already played belongs to the session
// of its first debit, so its credit still finds it and no other session can take it over.
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../../test/harness.ts';
import { migrate } from '../../db/migrate.ts';

const db = useTestDb({ migrateThrough: 17 });

const one = async <T>(sql: string, params: unknown[] = []): Promise<T> =>
  (await db.query<T & Record<string, unknown>>(sql, params)).rows[0] as T;

describe('migration 018: game sessions tied to a login, rounds to a session', () => {
  it('gives every round played before it to the session of its first debit', async () => {
    const member = await one<{ id: number }>(
      `INSERT INTO members (phone, password_hash, name, username) VALUES ('0800001801', 'x', 'm', 'sn018')
       RETURNING id`,
    );
    const session = (token: string) =>
      one<{ id: number }>(
        `INSERT INTO game_sessions (token_hash, member_id, username, game, expires_at)
         VALUES ($1, $2, 'sn018', 'm7', now() + interval '30 minutes') RETURNING id`,
        [token, member.id],
      );
    const first = await session('h1');
    const second = await session('h2');
    const tx = (sessionId: number, txId: string, kind: string, round: string | null, ref: string | null) =>
      db.query(
        `INSERT INTO game_transactions
           (game, tx_id, session_id, member_id, kind, round_id, ref_tx_id, amount_satang, balance_after_satang)
         VALUES ('m7', $1, $2, $3, $4, $5, $6, 100, 0)`,
        [txId, sessionId, member.id, kind, round, ref],
      );
    await tx(first.id, 'd1', 'debit', 'r1', null);
    await tx(second.id, 'd2', 'debit', 'r1', null);
    await tx(first.id, 'c1', 'credit', 'r1', null);
    await tx(second.id, 'd3', 'debit', 'r2', null);
    await tx(second.id, 'rb3', 'rollback', null, 'd3');

    expect(await migrate(db, { through: 18 })).toEqual(['018_game_sessions_bound.sql']);

    const { rows } = await db.query<{ round_id: string; session_id: number }>(
      `SELECT round_id, session_id FROM game_rounds WHERE game = 'm7' ORDER BY round_id`,
    );
    expect(rows).toEqual([
      { round_id: 'r1', session_id: first.id },
      { round_id: 'r2', session_id: second.id },
    ]);
    // sessions opened before it name no login: they may settle what they staked, never stake again
    expect(
      await one<{ n: number }>(`SELECT count(*)::int AS n FROM game_sessions WHERE auth_session_id IS NULL`),
    ).toEqual({ n: 2 });
  });
});
