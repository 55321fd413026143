// The embedded demo's data (DESIGN §8): operators of each role, the house deposit account, a few
// members with money and coins, demo stadiums, a few ended rounds and running pre-fight rounds, the
// demo prizes and one order waiting to ship, all clearly fake. Runs at
// every start of the embedded server, so it is idempotent: what exists is left as it is (an
// operator's edits survive a restart), what is missing is created.
// Starting money goes through the ledger like any deposit (bank:in → member, key
// 'seed:deposit:<phone>'), so balances are real postings and the ledger check holds. The demo rounds
// are played through the real match and betting services as the system actor 'demo_seed' (never a
// staff member: docs/decisions.md), so they are audited
// and settled like any round an operator runs (demo-rounds.ts); the desks' waiting rows are
// demo-desks.ts's, the data itself demo-data.ts's.
import { DEFAULT_AGENT_ID } from '@sanam/contract/constants.ts';
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { AppDeps } from '../http/types.ts';
import { openMemberAccounts, post } from '../ledger/ledger.ts';
import { hashPassword, insertDemoOperator } from '../modules/auth/index.ts';
import { assignDepositAccounts, insertMemberUnlessTaken } from '../modules/members/index.ts';
import { insertDepositAccount } from '../modules/wallet/index.ts';
import { DEMO_DEPOSIT_ACCOUNT, DEMO_MEMBERS, DEMO_OPERATORS } from './demo-data.ts';
import { createMissingPrizes, seedCashierQueues, seedPrizeOrder } from './demo-desks.ts';
import { findMemberByPhone, memberIdByUsername, operatorExists } from './demo-lookups.ts';
import { createMissingStadiums, seedEvent, seedRounds } from './demo-rounds.ts';

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
      // the demo's staff sign in without a second factor, so a newcomer's two commands still lead
      // straight into the console
      await insertDemoOperator(tx, { username: o.username, passwordHash: hash, role: o.role });
    }

    // before the members, who are each given an active house account
    await insertDepositAccount(tx, {
      bank_name: DEMO_DEPOSIT_ACCOUNT.bankName,
      bank_acc_no: DEMO_DEPOSIT_ACCOUNT.bankAccNo,
      bank_acc_name: DEMO_DEPOSIT_ACCOUNT.bankAccName,
      is_active: true,
    });

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
        memberId = await insertMemberUnlessTaken(tx, {
          phone: m.phone,
          passwordHash: hash,
          name: m.name,
          username: m.username,
          bankName: m.bankName,
          bankAccNo: m.bankAccNo,
          referrerId,
          agentId: DEFAULT_AGENT_ID,
          isVip: m.isVip,
        });
      }
      if (memberId === null) continue;
      await openMemberAccounts(tx, memberId);
      await assignDepositAccounts(tx, memberId);
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
