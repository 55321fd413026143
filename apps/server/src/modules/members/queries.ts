// Plain SQL of the member account (spec §3 User): sign-up and profile.
import type { Queryable } from '../../db/db.ts';
import type { MemberBankColumns, MemberColumns, MemberIdentityColumns } from '../../db/member-columns.ts';

export type MemberRow = MemberIdentityColumns &
  MemberBankColumns &
  Pick<MemberColumns, 'agent_id' | 'is_vip' | 'bet_suspended' | 'max_bet_satang' | 'limit_permille' | 'refer_above_satang'> & {
    affiliate_username: string | null;
  };

export async function findMemberWithReferrer(q: Queryable, memberId: number): Promise<MemberRow | null> {
  const { rows } = await q.query<MemberRow>(
    `SELECT m.id, m.phone, m.name, m.username, m.bank_name, m.bank_acc_no, m.bank_acc_name, m.agent_id, m.is_vip,
            m.bet_suspended, m.max_bet_satang, m.limit_permille, m.refer_above_satang, r.username AS affiliate_username
       FROM members m LEFT JOIN members r ON r.id = m.referrer_id
      WHERE m.id = $1`,
    [memberId],
  );
  return rows[0] ?? null;
}

export async function findMemberIdByUsername(q: Queryable, username: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    'SELECT id FROM members WHERE lower(username) = lower($1) LIMIT 1',
    [username],
  );
  return rows[0]?.id ?? null;
}

export async function isPhoneTaken(q: Queryable, phone: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM members WHERE phone = $1', [phone]);
  return rows.length > 0;
}

export async function isBankAccountTaken(
  q: Queryable,
  bankName: string,
  bankAccNo: string,
): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM members WHERE bank_name = $1 AND bank_acc_no = $2', [
    bankName,
    bankAccNo,
  ]);
  return rows.length > 0;
}

/** Null when any unique key (phone, username, bank account) is already taken: the caller finds out which. */
export async function insertMemberUnlessTaken(
  q: Queryable,
  m: {
    phone: string;
    passwordHash: string;
    name: string;
    username: string;
    bankName: string;
    bankAccNo: string;
    referrerId: number | null;
    agentId: number;
    isVip?: boolean;
  },
): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO members (phone, password_hash, name, username, bank_name, bank_acc_no, bank_acc_name, referrer_id, agent_id, is_vip)
     VALUES ($1, $2, $3, $4, $5, $6, $3, $7, $8, $9)
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [
      m.phone,
      m.passwordHash,
      m.name,
      m.username,
      m.bankName,
      m.bankAccNo,
      m.referrerId,
      m.agentId,
      m.isVip ?? false,
    ],
  );
  return rows[0]?.id ?? null;
}

export async function updateMemberName(q: Queryable, memberId: number, name: string) {
  await q.query('UPDATE members SET name = $2, updated_at = now() WHERE id = $1', [memberId, name]);
}

export async function updateMemberDevice(q: Queryable, memberId: number, ip: string, wcUuid: string) {
  await q.query(
    `UPDATE members SET last_ip = $2, wc_uuid = COALESCE(NULLIF($3, ''), wc_uuid), updated_at = now()
      WHERE id = $1`,
    [memberId, ip, wcUuid],
  );
}
