// Plain SQL of responsible play's limits and of what a member used against them. Only limits.ts, the
// desk's (desk.ts) and the bet statement's CTEs (playRoomCtes) use these.
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import { PLAY_PERIODS, type PlayLimitKey, type PlayPeriod } from '@sanam/contract/play-limits.ts';
import type { Queryable } from '../../db/db.ts';

export type LimitRow = {
  limit_key: PlayLimitKey;
  member_satang: number | null;
  desk_satang: number | null;
  pending_satang: number | null;
  pending_at: Date | string | null;
};

const COLUMNS = 'limit_key, member_satang, desk_satang, pending_satang, pending_at';

/** Every limit row of the member (a key without a row has no limit). */
export async function limitRows(q: Queryable, memberId: number): Promise<LimitRow[]> {
  const { rows } = await q.query<LimitRow>(
    `SELECT ${COLUMNS} FROM play_limits WHERE member_id = $1 ORDER BY limit_key`,
    [memberId],
  );
  return rows.map(numeric);
}

/** The member's row of `key`, locked to the transaction's end (made empty first when there is none). */
export async function lockLimitRow(q: Queryable, memberId: number, key: PlayLimitKey): Promise<LimitRow> {
  await q.query(
    `INSERT INTO play_limits (member_id, limit_key) VALUES ($1, $2) ON CONFLICT (member_id, limit_key) DO NOTHING`,
    [memberId, key],
  );
  const { rows } = await q.query<LimitRow>(
    `SELECT ${COLUMNS} FROM play_limits WHERE member_id = $1 AND limit_key = $2 FOR UPDATE`,
    [memberId, key],
  );
  const row = rows[0];
  if (!row) throw new Error(`play limit ${memberId}/${key} was made but cannot be read`);
  return numeric(row);
}

export async function writeLimitRow(
  q: Queryable,
  memberId: number,
  key: PlayLimitKey,
  row: Pick<LimitRow, 'member_satang' | 'pending_satang' | 'pending_at'>,
): Promise<void> {
  await q.query(
    `UPDATE play_limits SET member_satang = $3, pending_satang = $4, pending_at = $5, updated_at = now()
      WHERE member_id = $1 AND limit_key = $2`,
    [memberId, key, row.member_satang, row.pending_satang, row.pending_at],
  );
}

/** The desk's limit of `key` (null: the desk's removed), on the row lockLimitRow holds. */
export async function writeDeskLimit(
  q: Queryable,
  memberId: number,
  key: PlayLimitKey,
  deskSatang: number | null,
): Promise<void> {
  await q.query(
    `UPDATE play_limits SET desk_satang = $3, updated_at = now() WHERE member_id = $1 AND limit_key = $2`,
    [memberId, key, deskSatang],
  );
}

/** The ledger entry types of wagering: stakes out, returns and refunds in, a game's debits and credits. */
export const WAGER_TYPES = [TX_TYPE.bet, TX_TYPE.bill, TX_TYPE.refund, TX_TYPE.game] as const;

/**
 * What a member's cash postings `p` (joined to their entries `e`) lost to wagering since `since`:
 * stakes less returns, never below 0. The one definition of a loss, for the page and the bet statement.
 */
const lostSinceSql = (since: string) =>
  `greatest(0, -coalesce(sum(p.amount) FILTER (WHERE e.type IN (${WAGER_TYPES.join(', ')}) AND p.created_at >= ${since}), 0))`;

/**
 * What the member's cash account lost to wagering (stakes less returns; a stake still open counts as
 * lost until it comes back) and took in deposits, in each period since its start. Losses below 0 (the
 * member is ahead) count as 0: a win never widens a limit.
 */
export async function usageSince(
  q: Queryable,
  memberId: number,
  starts: Record<PlayPeriod, Date>,
): Promise<{ lost: Record<PlayPeriod, number>; deposited: Record<PlayPeriod, number> }> {
  const { rows } = await q.query<Record<`${'lost' | 'deposited'}_${PlayPeriod}`, number>>(
    `SELECT ${PLAY_PERIODS.map(
      (period, i) =>
        `${lostSinceSql(`$${i + 2}`)}::bigint AS lost_${period},
           coalesce(sum(p.amount) FILTER (WHERE e.type = ${TX_TYPE.deposit} AND p.amount > 0 AND p.created_at >= $${i + 2}), 0)::bigint AS deposited_${period}`,
    ).join(',\n           ')}
       FROM postings p JOIN journal_entries e ON e.id = p.entry_id
      WHERE p.account = $1 AND p.currency = 'THB' AND p.created_at >= least($2, $3, $4)`,
    [accountName.member(memberId), starts.day, starts.week, starts.month],
  );
  const r = rows[0];
  if (!r) throw new Error('usageSince: no row');
  return {
    lost: { day: Number(r.lost_day), week: Number(r.lost_week), month: Number(r.lost_month) },
    deposited: {
      day: Number(r.deposited_day),
      week: Number(r.deposited_week),
      month: Number(r.deposited_month),
    },
  };
}

/**
 * What the member staked since `since` (stakes and game debits) and its net: returns less stakes, + when
 * the member is ahead (the reality check's session result).
 */
export async function wagersSince(
  q: Queryable,
  memberId: number,
  since: Date,
): Promise<{ stakedSatang: number; netSatang: number }> {
  const { rows } = await q.query<{ staked: string; net: string }>(
    `SELECT coalesce(-sum(p.amount) FILTER (WHERE p.amount < 0), 0)::bigint AS staked,
            coalesce(sum(p.amount), 0)::bigint AS net
       FROM postings p JOIN journal_entries e ON e.id = p.entry_id
      WHERE p.account = $1 AND p.currency = 'THB' AND p.created_at >= $2 AND e.type IN (${WAGER_TYPES.join(', ')})`,
    [accountName.member(memberId), since],
  );
  const r = rows[0];
  return { stakedSatang: Number(r?.staked ?? 0), netSatang: Number(r?.net ?? 0) };
}

function numeric(r: LimitRow): LimitRow {
  const n = (v: number | null) => (v === null ? null : Number(v));
  return {
    ...r,
    member_satang: n(r.member_satang),
    desk_satang: n(r.desk_satang),
    pending_satang: n(r.pending_satang),
  };
}

/**
 * The CTEs `play_room` (member_id, stake_limit, loss_room) of the members `memberIds` (SQL of a set of
 * ids) as one statement checks them (betting's bet statement): the largest stake in force, and the
 * room their loss limits leave (the least over the periods, never below 0; null without a loss
 * limit). A member without a limit has no row. `starts` are the SQL of the Bangkok day's, week's and
 * month's starts. Exact only when the members' cash rows are held first: the losses are the
 * statement's snapshot of the ledger. Set-based, so a statement of members without limits reads one
 * index range of an empty table and nothing of the ledger.
 */
export function playRoomCtes(memberIds: string, starts: Record<PlayPeriod, string>): string {
  const limitOf = (key: PlayLimitKey) =>
    `min(least(pl.member_satang, pl.desk_satang)) FILTER (WHERE pl.limit_key = '${key}') AS ${key}`;
  const lostSince = (period: PlayPeriod) => `${lostSinceSql(starts[period])} AS ${period}`;
  return `play_limit AS (
       SELECT pl.member_id, ${(['stake', 'loss_day', 'loss_week', 'loss_month'] as const).map(limitOf).join(', ')}
         FROM play_limits pl WHERE pl.member_id IN (${memberIds}) GROUP BY pl.member_id
     ),
     play_lost AS (
       SELECT l.member_id, ${PLAY_PERIODS.map(lostSince).join(', ')}
         FROM play_limit l
         JOIN postings p ON p.account = 'member:' || l.member_id
         JOIN journal_entries e ON e.id = p.entry_id
        WHERE num_nonnulls(l.loss_day, l.loss_week, l.loss_month) > 0
          AND p.currency = 'THB' AND p.created_at >= least(${starts.day}, ${starts.week}, ${starts.month})
        GROUP BY l.member_id
     ),
     play_room AS (
       SELECT l.member_id, l.stake AS stake_limit,
              CASE WHEN num_nonnulls(l.loss_day, l.loss_week, l.loss_month) > 0
                   THEN greatest(0, least(l.loss_day - coalesce(lost.day, 0), l.loss_week - coalesce(lost.week, 0),
                                          l.loss_month - coalesce(lost.month, 0))) END AS loss_room
         FROM play_limit l LEFT JOIN play_lost lost ON lost.member_id = l.member_id
     )`;
}
