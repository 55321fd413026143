// What waits on the console's desks on a first start (DESIGN §8): the demo prizes, a goods order to
// ship, a slip to check and a withdrawal to pay, each made through the module's own service where
// one exists, and found again (by name, slip reference or Idempotency-Key) at a restart.
import { createHash } from 'node:crypto';
import { slipVerify } from 'promptparse/generate';
import type { Tx } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import type { AppDeps } from '../http/types.ts';
import { insertItem, redeem, setMissingItemNameEn, storeImage } from '../modules/rewards/index.ts';
import { requestWithdraw, submitSlip } from '../modules/wallet/index.ts';
import { DEMO_MEMBERS } from './demo-data.ts';
import { demoMemberId } from './demo-lookups.ts';
import { DEMO_PRIZE_ORDER, DEMO_PRIZES } from './demo-prizes.ts';

/**
 * The demo prizes not there yet (by name), with their pictures; one there already without an English
 * name (a demo seeded before prizes had one) gets its English name.
 */
export async function createMissingPrizes(tx: Tx): Promise<void> {
  for (const p of DEMO_PRIZES) {
    const { rows } = await tx.query('SELECT 1 FROM redeem_items WHERE name = $1', [p.name]);
    if (rows.length > 0) {
      await setMissingItemNameEn(tx, p.name, p.nameEn);
      continue;
    }
    const bytes = Buffer.from(p.svg);
    const imageName = await storeImage(tx, {
      name: `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.svg`,
      contentType: 'image/svg+xml',
      bytes,
    });
    await insertItem(tx, {
      name: p.name,
      nameEn: p.nameEn,
      point: p.point,
      imageName,
      stock: p.stock,
      isActive: true,
    });
  }
}

/**
 * A goods order in the console's queue on a first start, redeemed through the rewards service (a
 * restart finds it by its Idempotency-Key and adds nothing).
 */
export async function seedPrizeOrder(deps: AppDeps): Promise<void> {
  const memberId = await demoMemberId(deps.db, DEMO_PRIZE_ORDER.phone);
  if (memberId === null) return;
  const { rows } = await deps.db.query<{ id: number; point: number }>(
    'SELECT id, point FROM redeem_items WHERE name = $1 AND is_active',
    [DEMO_PRIZE_ORDER.prize],
  );
  const prize = rows[0];
  if (!prize) return;
  await redeem(
    deps,
    memberId,
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
export async function seedCashierQueues(deps: AppDeps): Promise<void> {
  const referred = DEMO_MEMBERS[2];
  const slipperId = referred ? await demoMemberId(deps.db, referred.phone) : null;
  if (slipperId !== null) {
    const { rows } = await deps.db.query(
      'SELECT 1 FROM deposits WHERE sending_bank = $1 AND trans_ref = $2',
      [DEMO_PENDING_SLIP.sendingBank, DEMO_PENDING_SLIP.transRef],
    );
    if (rows.length === 0) {
      // two nodes seeding at once: the second finds the slip taken (409), which is what we want
      await submitSlip(deps, slipperId, slipVerify({ ...DEMO_PENDING_SLIP })).catch((err: unknown) => {
        if (!(err instanceof AppError && err.status === 409)) throw err;
      });
    }
  }
  const withdrawerId = await demoMemberId(deps.db, DEMO_PENDING_WITHDRAW.phone);
  if (withdrawerId !== null)
    await requestWithdraw(deps, withdrawerId, DEMO_PENDING_WITHDRAW.amountBaht, DEMO_PENDING_WITHDRAW.ref);
}
