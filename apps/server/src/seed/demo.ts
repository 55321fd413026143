// The embedded demo's data (DESIGN §8): operators of each role, the house deposit account and a few
// members, all clearly fake. Runs at every start of the embedded server, so it is idempotent: what
// exists is left as it is (an operator's edits survive a restart), what is missing is created.
// Starting money goes through the ledger like any deposit (bank:in → member, key
// 'seed:deposit:<phone>'), so balances are real postings and the ledger check holds.
import type { BankCode, OperatorRole } from '@sanam/contract/constants.ts';
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import type { Config } from '../config.ts';
import type { Db, Queryable } from '../db/db.ts';
import { openMemberAccounts, post } from '../ledger/ledger.ts';
import { hashPassword } from '../modules/auth/service.ts';

interface DemoOperator {
  username: string;
  password: string;
  role: OperatorRole;
}

interface DemoMember {
  phone: string;
  password: string;
  name: string;
  username: string;
  bankName: BankCode;
  bankAccNo: string;
  isVip: boolean;
  /** username of the demo member who referred this one */
  referrerUsername?: string;
  startingSatang: number;
}

export const DEMO_OPERATORS: readonly DemoOperator[] = [
  { username: 'admin', password: 'admin1234', role: 'admin' },
  { username: 'operator1', password: 'operator1234', role: 'operator' },
  { username: 'cashier1', password: 'cashier1234', role: 'cashier' },
];

export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    phone: '0800000001',
    password: 'demo1234',
    name: 'สมาชิกทดลอง หนึ่ง',
    username: 'sndemo01',
    bankName: 'SCB',
    bankAccNo: '1000000001',
    isVip: false,
    startingSatang: 5_000_00,
  },
  {
    phone: '0800000002',
    password: 'demo1234',
    name: 'สมาชิกทดลอง สอง (VIP)',
    username: 'sndemo02',
    bankName: 'KBANK',
    bankAccNo: '1000000002',
    isVip: true,
    startingSatang: 50_000_00,
  },
  {
    // no starting money: their first deposit shows the affiliate reward reaching member one
    phone: '0800000003',
    password: 'demo1234',
    name: 'สมาชิกทดลอง สาม',
    username: 'sndemo03',
    bankName: 'KTB',
    bankAccNo: '1000000003',
    isVip: false,
    referrerUsername: 'sndemo01',
    startingSatang: 0,
  },
];

export const DEMO_DEPOSIT_ACCOUNT = {
  bankName: 'KBANK',
  bankAccNo: '0000000000',
  bankAccName: 'บจก. สนามไลฟ์ (เดโม)',
} as const;

/** For the startup banner. */
export const DEMO_LOGINS: Array<{ who: string; login: string; password: string }> = [
  { who: 'member', login: '0800000001', password: 'demo1234' },
  { who: 'member (VIP)', login: '0800000002', password: 'demo1234' },
  { who: 'member (referred)', login: '0800000003', password: 'demo1234' },
  ...DEMO_OPERATORS.map((o) => ({ who: `console ${o.role}`, login: o.username, password: o.password })),
];

// Two nodes starting at once against one database seed one at a time.
const SEED_LOCK_SQL = `SELECT pg_advisory_xact_lock(hashtext('sanam:seed-demo'))`;

/**
 * Creates whatever of the demo data is missing. `config` picks the password hash cost (tests pass
 * theirs for the cheap one).
 */
export async function seedDemo(db: Db, config?: Pick<Config, 'env'>): Promise<void> {
  // argon2 is the slow part: hash only for rows that do not exist yet, and outside the transaction
  const operatorHashes = new Map<string, string>();
  for (const o of DEMO_OPERATORS) {
    if (!(await operatorExists(db, o.username)))
      operatorHashes.set(o.username, await hashPassword(o.password, config));
  }
  const memberHashes = new Map<string, string>();
  for (const m of DEMO_MEMBERS) {
    if ((await findMemberByPhone(db, m.phone)) === null)
      memberHashes.set(m.phone, await hashPassword(m.password, config));
  }

  await db.transaction(async (tx) => {
    await tx.query(SEED_LOCK_SQL);
    for (const o of DEMO_OPERATORS) {
      const hash = operatorHashes.get(o.username);
      if (hash === undefined) continue;
      await tx.query(
        `INSERT INTO operators (username, password_hash, role) VALUES ($1, $2, $3) ON CONFLICT (username) DO NOTHING`,
        [o.username, hash, o.role],
      );
    }

    await tx.query(
      `INSERT INTO deposit_accounts (bank_name, bank_acc_no, bank_acc_name)
       SELECT $1, $2, $3
       WHERE NOT EXISTS (SELECT 1 FROM deposit_accounts WHERE bank_name = $1 AND bank_acc_no = $2)`,
      [DEMO_DEPOSIT_ACCOUNT.bankName, DEMO_DEPOSIT_ACCOUNT.bankAccNo, DEMO_DEPOSIT_ACCOUNT.bankAccName],
    );

    for (const m of DEMO_MEMBERS) {
      const existing = await findMemberByPhone(tx, m.phone);
      // a real member who registered this phone is not the demo member: no demo money for them
      if (existing && existing.username !== m.username) continue;
      let memberId = existing?.id ?? null;
      const hash = memberHashes.get(m.phone);
      if (memberId === null && hash !== undefined) {
        const referrerId = m.referrerUsername ? await memberIdByUsername(tx, m.referrerUsername) : null;
        // DO NOTHING without a target: a real member already holding this username or bank account
        // keeps it, and the demo simply goes without this member
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO members (phone, password_hash, name, username, bank_name, bank_acc_no, bank_acc_name, referrer_id, is_vip)
           VALUES ($1, $2, $3, $4, $5, $6, $3, $7, $8)
           ON CONFLICT DO NOTHING
           RETURNING id`,
          [m.phone, hash, m.name, m.username, m.bankName, m.bankAccNo, referrerId, m.isVip],
        );
        memberId = rows[0]?.id ?? null;
      }
      if (memberId === null) continue;
      await openMemberAccounts(tx, memberId);
      if (m.startingSatang > 0) {
        await post(tx, {
          key: `seed:deposit:${m.phone}`,
          kind: 'deposit',
          type: TX_TYPE.deposit,
          topic: 'ฝากเงิน',
          memo: { source: 'demo seed' },
          postings: [
            { account: accountName.bankIn, currency: 'THB', amount: -m.startingSatang },
            { account: accountName.member(memberId), currency: 'THB', amount: m.startingSatang },
          ],
        });
      }
    }
  });
}

async function operatorExists(q: Queryable, username: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM operators WHERE username = $1', [username]);
  return rows.length > 0;
}

async function findMemberByPhone(
  q: Queryable,
  phone: string,
): Promise<{ id: number; username: string } | null> {
  const { rows } = await q.query<{ id: number; username: string }>(
    'SELECT id, username FROM members WHERE phone = $1',
    [phone],
  );
  return rows[0] ?? null;
}

async function memberIdByUsername(q: Queryable, username: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [username]);
  return rows[0]?.id ?? null;
}
