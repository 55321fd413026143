// The embedded demo's data (DESIGN §8): operators of each role, the house deposit account, a few
// members with money and coins, demo stadiums, a few ended rounds and a running pre-fight round, the
// demo prizes and one order waiting to ship, all clearly fake. Runs at
// every start of the embedded server, so it is idempotent: what exists is left as it is (an
// operator's edits survive a restart), what is missing is created.
// Starting money goes through the ledger like any deposit (bank:in → member, key
// 'seed:deposit:<phone>'), so balances are real postings and the ledger check holds. The demo rounds
// are played through the real match and betting services as the demo operator, so they are audited
// and settled like any round an operator runs.
import type { BankCode, OperatorRole } from '@sanam/contract/constants.ts';
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import type { BetSide, MatchResult, MatchType, RateNumbers } from '@sanam/contract/matches.ts';
import type { Config } from '../config.ts';
import type { Db, Queryable, Tx } from '../db/db.ts';
import type { AppDeps } from '../http/types.ts';
import { openMemberAccounts, post } from '../ledger/ledger.ts';
import type { Actor } from '../audit/audit-log.ts';
import { hashPassword } from '../modules/auth/service.ts';
import { endAndSettle, placeBet } from '../modules/betting/index.ts';
import { createMatch, publishRate, setBettingOpen } from '../modules/matches/index.ts';
import { AppError } from '../http/errors.ts';
import { assignDepositAccount, requestWithdraw, submitSlip } from '../modules/wallet/service.ts';
import { slipVerify } from 'promptparse/generate';
import { createHash } from 'node:crypto';
import { createEvent, openEvent } from '../modules/events/index.ts';
import { redeem, storeImage } from '../modules/rewards/service.ts';
import { DEMO_PRIZE_ORDER, DEMO_PRIZES } from './demo-prizes.ts';

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
  /** activity coins to start with (the redeem page has something to spend) */
  startingCoins: number;
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
    startingCoins: 1_250,
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
    startingCoins: 1_000,
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
    startingCoins: 0,
  },
];

export const DEMO_DEPOSIT_ACCOUNT = {
  bankName: 'KBANK',
  bankAccNo: '0000000000',
  bankAccName: 'บจก. สนามไลฟ์ (เดโม)',
} as const;

/** The operator the demo rounds and the simulator act as (every step lands in the audit log). */
export const DEMO_ROUND_OPERATOR = 'operator1';

interface DemoStadium {
  name: string;
  type: MatchType;
  isDisplay: boolean;
}

/** The stadium the simulator plays (simulator.ts): the seed leaves no round of its own there. */
export const DEMO_SIMULATOR_STADIUM = 'สนามทดลอง A (วัวชน · จำลองอัตโนมัติ)';

export const DEMO_STADIUMS: readonly DemoStadium[] = [
  { name: DEMO_SIMULATOR_STADIUM, type: 'bull', isDisplay: true },
  { name: 'สนามทดลอง B (ไก่ชน)', type: 'cock', isDisplay: true },
  { name: 'สนามทดลอง C (มวย)', type: 'muay', isDisplay: true },
  // shows the console's is_display switch: members never see it
  { name: 'สนามทดลอง D (ซ่อนอยู่)', type: 'other', isDisplay: false },
];

interface DemoRound {
  stadium: string;
  roundName: string;
  red: string;
  blue: string;
  isPrefight: boolean;
  /** published in order; the last one is the current rate */
  rates: readonly RateNumbers[];
  /** a bet of demo member one on the first rate, placed while betting is open */
  bet?: { side: BetSide; amountBaht: number };
  /** absent: the round is left running */
  result?: MatchResult;
}

const EVEN = { red_rate_1: 10, red_rate_2: 10, blue_rate_1: 10, blue_rate_2: 10 } as const;
const RED_10_9 = { red_rate_1: 10, red_rate_2: 9, blue_rate_1: 9, blue_rate_2: 10 } as const;
const RED_10_8 = { red_rate_1: 10, red_rate_2: 8, blue_rate_1: 8, blue_rate_2: 10 } as const;
const BLUE_10_9 = { red_rate_1: 9, red_rate_2: 10, blue_rate_1: 10, blue_rate_2: 9 } as const;

/**
 * Ended rounds for the ended tab and member one's history, and a running pre-fight round. Member
 * one's three bets (a win, a loss and a draw's refund, each 100 at an even rate) net to zero, so the
 * starting balance the banner and the browser journeys show stays what DEMO_MEMBERS says.
 */
export const DEMO_ROUNDS: readonly DemoRound[] = [
  {
    stadium: 'สนามทดลอง B (ไก่ชน)',
    roundName: 'คู่ทดลอง 1',
    red: 'เหลืองหางขาว (เดโม)',
    blue: 'ประดู่หางดำ (เดโม)',
    isPrefight: false,
    rates: [EVEN, RED_10_9],
    bet: { side: 'red', amountBaht: 100 },
    result: 'red',
  },
  {
    stadium: 'สนามทดลอง B (ไก่ชน)',
    roundName: 'คู่ทดลอง 2',
    red: 'เขียวเลาหางดำ (เดโม)',
    blue: 'เทาหางขาว (เดโม)',
    isPrefight: false,
    rates: [EVEN, BLUE_10_9],
    bet: { side: 'red', amountBaht: 100 },
    result: 'blue',
  },
  {
    stadium: 'สนามทดลอง C (มวย)',
    roundName: 'มวยทดลอง คู่ที่ 1',
    red: 'นักมวยทดลอง ก',
    blue: 'นักมวยทดลอง ข',
    isPrefight: false,
    rates: [EVEN, RED_10_8],
    bet: { side: 'red', amountBaht: 100 },
    result: 'green',
  },
  {
    stadium: 'สนามทดลอง C (มวย)',
    roundName: 'มวยทดลอง คู่ที่ 2',
    red: 'นักมวยทดลอง ค',
    blue: 'นักมวยทดลอง ง',
    isPrefight: false,
    rates: [RED_10_9],
    result: 'other',
  },
  {
    stadium: 'สนามทดลอง C (มวย)',
    roundName: 'มวยทดลอง คู่เอก (พรีไฟต์)',
    red: 'นักมวยทดลอง จ',
    blue: 'นักมวยทดลอง ฉ',
    isPrefight: true,
    rates: [RED_10_8],
  },
];

/** The demo's open event bet: who wins the cock-fighting stadium's main bout tonight. */
export const DEMO_EVENT = {
  stadium: 'สนามทดลอง B (ไก่ชน)',
  question: 'คู่เอกสนามทดลอง B คืนนี้ ใครชนะ? (เดโม)',
  options: [
    { key: 'a', label: 'เหลืองหางขาว (เดโม)', odds: 1.85 },
    { key: 'b', label: 'ประดู่หางดำ (เดโม)', odds: 2.1 },
    { key: 'c', label: 'เสมอ', odds: 4.5 },
  ],
} as const;

/** The member whose bets the demo rounds hold. */
const DEMO_BETTOR_PHONE = '0800000001';

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
 * Creates whatever of the demo data is missing. Give it the app's deps (main.ts does): the demo
 * rounds are played through the services, which emit on deps.realtime. The older form
 * `seedDemo(db, config?)` seeds the accounts and stadiums only. `config` picks the password hash
 * cost (tests pass theirs for the cheap one).
 */
export async function seedDemo(deps: AppDeps): Promise<void>;
/** @deprecated pass the app's deps: without them no demo rounds are seeded */
export async function seedDemo(db: Db, config?: Pick<Config, 'env'>): Promise<void>;
export async function seedDemo(depsOrDb: AppDeps | Db, maybeConfig?: Pick<Config, 'env'>): Promise<void> {
  const deps = 'transaction' in depsOrDb ? null : depsOrDb;
  const db = deps ? deps.db : (depsOrDb as Db);
  const config = deps ? deps.config : maybeConfig;

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

  const newStadiums = await db.transaction(async (tx) => {
    await tx.query(SEED_LOCK_SQL);
    for (const o of DEMO_OPERATORS) {
      const hash = operatorHashes.get(o.username);
      if (hash === undefined) continue;
      // the demo's staff sign in without a second factor (issue 20; auth/totp.ts ignores the flag in
      // production), so a newcomer's two commands still lead straight into the console
      await tx.query(
        `INSERT INTO operators (username, password_hash, role, totp_demo_exempt) VALUES ($1, $2, $3, true)
         ON CONFLICT (username) DO NOTHING`,
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
      await assignDepositAccount(tx, memberId);
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
      if (m.startingCoins > 0) {
        await post(tx, {
          key: `seed:coins:${m.phone}`,
          kind: 'coins',
          type: TX_TYPE.adjustment,
          topic: 'เหรียญกิจกรรมเริ่มต้น (เดโม)',
          memo: { source: 'demo seed' },
          postings: [
            { account: accountName.house, currency: 'COIN', amount: -m.startingCoins },
            { account: accountName.coins(memberId), currency: 'COIN', amount: m.startingCoins },
          ],
        });
      }
    }
    await createMissingPrizes(tx);
    return createMissingStadiums(tx);
  });

  if (deps) {
    await seedRounds(deps, newStadiums);
    await seedEvent(deps, newStadiums);
    await seedCashierQueues(deps);
    await seedPrizeOrder(deps);
  }
}

/**
 * An open event bet in the side panel's event section (issue 9), played by the demo operator like
 * the rounds: seeded with the stadium it is about, so a restart or a second node never adds another.
 */
async function seedEvent(deps: AppDeps, newStadiums: Map<string, number>): Promise<void> {
  if (!newStadiums.has(DEMO_EVENT.stadium)) return;
  const operatorId = await operatorIdByUsername(deps.db, DEMO_ROUND_OPERATOR);
  if (operatorId === null) return;
  const actor: Actor = { operatorId, ip: null };
  const event = await createEvent(deps, actor, {
    question: DEMO_EVENT.question,
    closes_at: null,
    options: DEMO_EVENT.options.map((o) => ({ ...o })),
  });
  await openEvent(deps, actor, event.id);
}

/** The demo prizes not there yet (by name), with their pictures. */
async function createMissingPrizes(tx: Tx): Promise<void> {
  for (const p of DEMO_PRIZES) {
    const { rows } = await tx.query('SELECT 1 FROM redeem_items WHERE name = $1', [p.name]);
    if (rows.length > 0) continue;
    const bytes = Buffer.from(p.svg);
    const imageName = await storeImage(tx, {
      name: `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.svg`,
      contentType: 'image/svg+xml',
      bytes,
    });
    await tx.query('INSERT INTO redeem_items (name, point, stock, image_name) VALUES ($1, $2, $3, $4)', [
      p.name,
      p.point,
      p.stock,
      imageName,
    ]);
  }
}

/**
 * A goods order in the console's queue on a first start, redeemed through the rewards service (a
 * restart finds it by its Idempotency-Key and adds nothing).
 */
async function seedPrizeOrder(deps: AppDeps): Promise<void> {
  const vip = DEMO_MEMBERS.find((m) => m.phone === DEMO_PRIZE_ORDER.phone);
  const member = await findMemberByPhone(deps.db, DEMO_PRIZE_ORDER.phone);
  if (!vip || !member || member.username !== vip.username) return;
  const { rows } = await deps.db.query<{ id: number; point: number }>(
    'SELECT id, point FROM redeem_items WHERE name = $1 AND is_active',
    [DEMO_PRIZE_ORDER.prize],
  );
  const prize = rows[0];
  if (!prize) return;
  await redeem(
    deps,
    member.id,
    { itemId: prize.id, point: prize.point, address: DEMO_PRIZE_ORDER.address },
    DEMO_PRIZE_ORDER.requestKey,
  ).catch((err: unknown) => {
    // the operator changed the prize or the member spent their coins: the demo goes without it
    if (!(err instanceof AppError)) throw err;
  });
}

/** A slip the sandbox slip check does not know (so it waits for a cashier), fixed so a restart finds it. */
const DEMO_PENDING_SLIP = { sendingBank: '006', transRef: 'DEMO0000000000000001' } as const;
const DEMO_PENDING_WITHDRAW = { phone: '0800000002', amountBaht: 1500, ref: 'demo-seed-withdraw' } as const;

/**
 * Something in each cashier queue, so the console's deposit and withdrawal desks are not empty on a
 * first start: a slip from the referred member that waits for a check (approving it is their first
 * deposit) and a withdrawal from the VIP member. Both go through the wallet's own services; a restart
 * finds them by slip reference and Idempotency-Key and adds nothing.
 */
async function seedCashierQueues(deps: AppDeps): Promise<void> {
  const referred = DEMO_MEMBERS[2];
  const slipper = referred ? await findMemberByPhone(deps.db, referred.phone) : null;
  if (slipper && slipper.username === referred?.username) {
    const { rows } = await deps.db.query(
      'SELECT 1 FROM deposits WHERE sending_bank = $1 AND trans_ref = $2',
      [DEMO_PENDING_SLIP.sendingBank, DEMO_PENDING_SLIP.transRef],
    );
    if (rows.length === 0) {
      // two nodes seeding at once: the second finds the slip taken (409), which is what we want
      await submitSlip(deps, slipper.id, slipVerify({ ...DEMO_PENDING_SLIP })).catch((err: unknown) => {
        if (!(err instanceof AppError && err.status === 409)) throw err;
      });
    }
  }
  const vip = DEMO_MEMBERS.find((m) => m.phone === DEMO_PENDING_WITHDRAW.phone);
  const withdrawer = await findMemberByPhone(deps.db, DEMO_PENDING_WITHDRAW.phone);
  if (vip && withdrawer && withdrawer.username === vip.username)
    await requestWithdraw(deps, withdrawer.id, DEMO_PENDING_WITHDRAW.amountBaht, DEMO_PENDING_WITHDRAW.ref);
}

/** The demo stadiums not there yet (by name), created; returns name → id of those this run created. */
async function createMissingStadiums(tx: Tx): Promise<Map<string, number>> {
  const created = new Map<string, number>();
  for (const s of DEMO_STADIUMS) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO stadiums (name, type, is_display)
       SELECT $1, $2, $3 WHERE NOT EXISTS (SELECT 1 FROM stadiums WHERE name = $1)
       RETURNING id`,
      [s.name, s.type, s.isDisplay],
    );
    const id = rows[0]?.id;
    if (id !== undefined) created.set(s.name, id);
  }
  return created;
}

/**
 * Plays the demo rounds of the stadiums this run created, so two starts at once (the stadiums are
 * created under the seed lock) or a restart never play them twice. Stadiums are found by name: one
 * an operator renamed is seeded again, with its rounds, at the next start.
 */
async function seedRounds(deps: AppDeps, newStadiums: Map<string, number>): Promise<void> {
  const rounds = DEMO_ROUNDS.filter((r) => newStadiums.has(r.stadium));
  if (rounds.length === 0) return;
  const operatorId = await operatorIdByUsername(deps.db, DEMO_ROUND_OPERATOR);
  if (operatorId === null) return;
  const actor: Actor = { operatorId, ip: null };
  const bettor = await findMemberByPhone(deps.db, DEMO_BETTOR_PHONE);
  const bettorId = bettor && bettor.username === DEMO_MEMBERS[0]?.username ? bettor.id : null;

  for (const r of rounds) {
    const stadiumId = newStadiums.get(r.stadium);
    const stadium = DEMO_STADIUMS.find((s) => s.name === r.stadium);
    if (stadiumId === undefined || !stadium) continue;
    const match = await createMatch(deps, actor, {
      stadium_id: stadiumId,
      round_name: r.roundName,
      round_type: stadium.type,
      red_cow_name: r.red,
      blue_cow_name: r.blue,
      is_prefight: r.isPrefight,
      streaming_url: null,
    });
    const [first, ...later] = r.rates;
    if (!first) continue;
    const firstRate = await publishRate(deps, actor, match.id, first);
    await setBettingOpen(deps, actor, match.id, true);
    if (r.bet && bettorId !== null) {
      await placeBet(deps, { memberId: bettorId, sessionId: null }, match.id, {
        type: r.bet.side,
        amount: r.bet.amountBaht,
        rateId: firstRate.id,
        ref: `demo-seed-${match.id}`,
      });
    }
    for (const rate of later) await publishRate(deps, actor, match.id, rate);
    if (r.result) {
      await setBettingOpen(deps, actor, match.id, false);
      await endAndSettle(deps, actor, match.id, { result: r.result });
    }
  }
}

async function operatorIdByUsername(q: Queryable, username: string): Promise<number | null> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM operators WHERE username = $1', [username]);
  return rows[0]?.id ?? null;
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
