// Migration 017 on a database written before it: the affiliate rewards already paid stay
// paid, as released rewards that owed no play, and nothing else about them or the ledger changes; the
// deposits waiting for a cashier keep their reasons.
import { describe, expect, it } from 'vitest';
import { useTestDb } from '../test/harness.ts';
import { migrate } from './migrate.ts';

const db = useTestDb({ migrateThrough: 16 });

async function one<T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T> {
  return (await db.query<T>(sql, params)).rows[0] as T;
}

const member = async (n: number, referrerId: number | null = null) =>
  (
    await one<{ id: number }>(
      `INSERT INTO members (phone, password_hash, name, username, referrer_id) VALUES ($1, 'x', 'm', $1, $2) RETURNING id`,
      [`0810000${n}`, referrerId],
    )
  ).id;

describe('migration 017: affiliate rewards held for play, slips’ senders', () => {
  it('keeps every reward paid before it as released in full, owing no play', async () => {
    const referrer = await member(1);
    const [a, b] = [await member(2, referrer), await member(3, referrer)];
    const reward = async (invited: number, depositSatang: number, rewardSatang: number, paid: boolean) => {
      const deposit = await one<{ id: number }>(
        `INSERT INTO journal_entries (key, kind, type, topic) VALUES ($1, 'deposit', 1, 'ฝากเงิน') RETURNING id`,
        [`deposit:old:${invited}`],
      );
      const { id: depositId } = await one<{ id: number }>(
        `INSERT INTO deposits (member_id, source, status, amount_satang, entry_id, decided_at)
         VALUES ($1, 'cashier', 'approved', $2, $3, now()) RETURNING id`,
        [invited, depositSatang, deposit.id],
      );
      const entry = paid
        ? await one<{ id: number }>(
            `INSERT INTO journal_entries (key, kind, type, topic) VALUES ($1, 'affiliate_reward', 7, 'ค่าแนะนำเพื่อน') RETURNING id`,
            [`affiliate:${invited}`],
          )
        : null;
      await db.query(
        `INSERT INTO affiliate_rewards (member_id, referrer_id, deposit_id, deposit_satang, reward_satang, entry_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, '2026-10-01T05:00:00Z')`,
        [invited, referrer, depositId, depositSatang, rewardSatang, entry?.id ?? null],
      );
    };
    await reward(a, 150_000, 15_000, true);
    // 10% of 9 satang rounds down to nothing: recorded, never posted
    await reward(b, 9, 0, false);
    const pending = await member(4);
    await db.query(
      `INSERT INTO deposits (member_id, source, status, sending_bank, trans_ref, payload, pending_reason)
       VALUES ($1, 'slip', 'pending', '004', 'OLDREF0001', 'payload', 'receiver_mismatch')`,
      [pending],
    );
    const entriesBefore = await one<{ n: number }>('SELECT count(*)::int AS n FROM journal_entries');

    expect(await migrate(db)).toContain('017_affiliate_play_and_slip_parties.sql');

    const { rows } = await db.query(
      `SELECT member_id, status, reward_satang, paid_satang, play_required_satang, play_after_posting_id,
              released_at = created_at AS released_when_paid, entry_id IS NOT NULL AS posted
         FROM affiliate_rewards ORDER BY member_id`,
    );
    expect(rows).toEqual([
      {
        member_id: a,
        status: 'released',
        reward_satang: 15_000,
        paid_satang: 15_000,
        play_required_satang: 0,
        play_after_posting_id: null,
        released_when_paid: true,
        posted: true,
      },
      {
        member_id: b,
        status: 'released',
        reward_satang: 0,
        paid_satang: 0,
        play_required_satang: 0,
        play_after_posting_id: null,
        released_when_paid: true,
        posted: false,
      },
    ]);
    expect(await one('SELECT count(*)::int AS n FROM journal_entries')).toEqual(entriesBefore);
    expect(
      await one('SELECT pending_reason, check_sender_account FROM deposits WHERE member_id = $1', [pending]),
    ).toEqual({ pending_reason: 'receiver_mismatch', check_sender_account: null });
    // the new reasons are accepted, and a reward cannot be released without saying what it paid
    await db.query(`UPDATE deposits SET pending_reason = 'sender_mismatch' WHERE member_id = $1`, [pending]);
    await expect(
      db.query(`UPDATE affiliate_rewards SET status = 'held', paid_satang = NULL WHERE member_id = $1`, [a]),
    ).rejects.toThrow();
    await expect(
      db.query(`UPDATE affiliate_rewards SET status = 'capped', paid_satang = 20000 WHERE member_id = $1`, [
        a,
      ]),
    ).rejects.toThrow();
  });
});
