// A slip checked again: the cashier's re-check button, and the automatic re-check with
// back-off of slips whose first check could not settle them (the service did not answer, or did not
// know the transfer yet).
//
// Invariants:
// - The rule is the first check's (decideSlip), as of when the member sent the slip: a slip that was
//   recent when sent does not turn "too old" because the service was down for a day.
// - The provider is asked outside any transaction; its answer is applied in a short one that locks
//   the deposit and acts only while it is still pending, so a re-check racing a cashier's approval,
//   a rejection or another re-check credits once (and the ledger's key deposit:<id> would refuse a
//   second posting anyway).
// - The worker claims due deposits by moving next_check_at ahead (a lease, FOR UPDATE SKIP LOCKED):
//   one node re-checks a deposit at a time; its answer is applied only while the lease is still its
//   own (a cashier's re-check in between moved it), and a node that stops mid-way leaves the lease to
//   run out, after which any node takes the deposit again.
// - Nothing a provider does (an error, a hang) escapes a pass: each deposit's failure is logged and
//   the deposit waits for its lease to run out; the server closes without waiting on the provider.
import type { MessageKey } from '@sanam/contract/messages.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import { SLIP_RECHECK, type PendingReason } from '@sanam/contract/wallet.ts';
import { type AdminDeposit } from '@sanam/contract/cashier.ts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { audit, type Actor } from '../../audit/audit-log.ts';
import { decidePending } from '../../audit/decision.ts';
import type { Tx } from '../../db/db.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import type { SlipCheckResult } from '../../providers/slip-check/provider.ts';
import * as accountQ from './account-queries.ts';
import { adminDepositOf, depositDecided, depositQueue } from './cashier.ts';
import * as depositQ from './deposit-queries.ts';
import { creditDeposit, withinDepositLimit } from './moves.ts';
import { checkColumns } from './service.ts';
import { decideSlip, nextRecheckAt, type SlipDecision } from './slip.ts';
import { slipChecker } from './slip-checker.ts';

/** What the provider answered this time, and what the first check's rule makes of it. */
interface Answer {
  provider: string | null;
  check: SlipCheckResult | null;
  decision: SlipDecision;
}

async function askAgain(deps: AppDeps, d: depositQ.DepositRow, signal?: AbortSignal): Promise<Answer> {
  if (d.sending_bank === null || d.trans_ref === null || d.payload === null)
    throw new Error(`deposit ${d.id} has no slip to check`);
  const provider = slipChecker(deps, 'again');
  const member = await depositQ.memberBankAccount(deps.db, d.member_id);
  const check = provider
    ? await provider.check(
        { sendingBank: d.sending_bank, transRef: d.trans_ref, payload: d.payload },
        { bankName: member.bank_name, accountNo: member.bank_acc_no, accountName: member.bank_acc_name },
        signal,
      )
    : null;
  const accounts = await accountQ.houseAccounts(deps.db);
  const sentAt = new Date(d.created_at);
  return {
    provider: provider?.name ?? null,
    check,
    decision: decideSlip(check, accounts, member, sentAt, deps.config.slipMaxAgeHours),
  };
}

type Applied =
  | { outcome: 'credited'; amountSatang: number; balanceSatang: number; entryId: number | null }
  | { outcome: 'waiting'; reason: PendingReason; nextCheckAt: Date | null };

/**
 * Writes the answer on the deposit `locked` (locked by the caller, pending) and credits the member
 * when it now confirms, in the caller's transaction; the next automatic re-check is scheduled from `at`.
 */
async function applyAnswer(
  deps: AppDeps,
  tx: Tx,
  locked: depositQ.DepositRow,
  answer: Answer,
  at: Date,
  operatorId: number | null,
): Promise<Applied> {
  const decision = await withinDepositLimit(tx, locked.member_id, answer.decision);
  const attempts = locked.check_attempts + 1;
  const nextCheckAt =
    decision.status === 'pending' && answer.provider !== null
      ? nextRecheckAt(decision.reason, attempts, new Date(locked.created_at), at)
      : null;
  await depositQ.recordRecheck(tx, locked.id, {
    check: checkColumns(answer.provider, answer.check),
    houseAccountId: decision.houseAccountId,
    pendingReason: decision.status === 'pending' ? decision.reason : null,
    attempts,
    nextCheckAt,
  });
  if (decision.status === 'pending') return { outcome: 'waiting', reason: decision.reason, nextCheckAt };
  const { row, balanceSatang } = await creditDeposit(
    deps,
    tx,
    { id: locked.id, memberId: locked.member_id, amountSatang: decision.amountSatang, source: 'slip' },
    operatorId,
    null,
  );
  // the slip left the queue: every cashier's console drops it at once (CASHIER decided)
  await depositDecided(deps, tx, locked, decision.amountSatang);
  return { outcome: 'credited', amountSatang: decision.amountSatang, balanceSatang, entryId: row.entry_id };
}

/** The audit row's fields of a re-check: what the deposit was waiting for, and what became of it. */
function audited(locked: depositQ.DepositRow, applied: Applied, automatic: boolean) {
  return {
    before: { pending_reason: locked.pending_reason, check_attempts: locked.check_attempts },
    after: {
      status: applied.outcome === 'credited' ? 'approved' : 'pending',
      ...(applied.outcome === 'credited'
        ? {
            amount: satangToBaht(applied.amountSatang),
            balance: satangToBaht(applied.balanceSatang),
            entry_id: applied.entryId,
          }
        : { pending_reason: applied.reason }),
      member_id: locked.member_id,
      check_attempts: locked.check_attempts + 1,
      automatic,
    },
  };
}

/**
 * POST /api/admin/deposits/{id}/recheck: asks the slip check again about a waiting slip and applies
 * the first check's rule; the deposit is credited now, or keeps waiting with the new reason. Audited
 * either way; 409 when it was decided meanwhile (the provider's answer is then dropped).
 */
export async function recheckDeposit(
  deps: AppDeps,
  actor: Actor,
  id: number,
): Promise<{ data: { outcome: 'credited' | 'waiting'; deposit: AdminDeposit }; messageKey: MessageKey }> {
  const deposit = await depositQ.findDeposit(deps.db, id);
  if (!deposit) throw notFound('deposit.not_found');
  // a cashier's recorded deposit is approved when written: only a slip ever waits
  if (deposit.status !== 'pending' || deposit.source !== 'slip') throw conflict('deposit.already_decided');
  // a slip sent without a readable QR has nothing to ask the slip check about
  if (deposit.is_qr_unread) throw conflict('deposit.unread_no_recheck');
  const answer = await askAgain(deps, deposit);
  let applied: Applied | undefined;
  await decidePending(deps.db, actor, depositQueue, id, async (tx, locked) => {
    applied = await applyAnswer(deps, tx, locked, answer, new Date(), actor.operatorId);
    return { action: 'deposit.recheck', ...audited(locked, applied, false) };
  });
  if (!applied) throw new Error(`deposit ${id}: the re-check applied nothing`);
  return {
    data: { outcome: applied.outcome, deposit: await adminDepositOf(deps.db, id) },
    messageKey:
      applied.outcome === 'credited'
        ? 'deposit.recheck_credited'
        : (`deposit.recheck_waiting.${applied.reason}` as const),
  };
}

type Log = Pick<FastifyBaseLogger, 'error'>;

/** What one pass did: deposits claimed, credited, still waiting, and left (decided meanwhile, closing, failed). */
export interface RecheckPass {
  claimed: number;
  credited: number;
  waiting: number;
  skipped: number;
}

const sameInstant = (a: Date | string | null, b: Date) => a !== null && new Date(a).getTime() === b.getTime();

/**
 * One pass of the automatic re-check at `at` (now unless a test says): claims the deposits due, asks
 * the provider about each (at once, outside any transaction), and applies each answer in its own short
 * transaction while the claim still holds. A credit is audited as the system's (no operator); a slip
 * that still waits is not (its row keeps the attempts and the last answer).
 */
export async function recheckDueDeposits(
  deps: AppDeps,
  opts: { at?: Date; signal?: AbortSignal; log?: Log } = {},
): Promise<RecheckPass> {
  const at = opts.at ?? new Date();
  const lease = new Date(at.getTime() + SLIP_RECHECK.leaseMs + deps.config.slipCheckTimeoutMs);
  const claimed = await depositQ.claimDueRechecks(deps.db, at, lease, SLIP_RECHECK.batch);
  const pass: RecheckPass = { claimed: claimed.length, credited: 0, waiting: 0, skipped: 0 };
  const one = async (d: depositQ.DepositRow): Promise<'credited' | 'waiting' | 'skipped'> => {
    const answer = await askAgain(deps, d, opts.signal);
    // closing: the answer may be the abort's 'unavailable'; the lease runs out and it is asked again
    if (opts.signal?.aborted) return 'skipped';
    return deps.db.transaction(async (tx) => {
      const locked = await depositQ.lockDeposit(tx, d.id);
      // decided meanwhile, or a cashier's re-check moved the schedule: this answer is not needed
      if (locked?.status !== 'pending' || !sameInstant(locked.next_check_at, lease)) return 'skipped';
      const applied = await applyAnswer(deps, tx, locked, answer, at, null);
      if (applied.outcome === 'credited') {
        const { before, after } = audited(locked, applied, true);
        await audit(tx, {
          operatorId: null,
          action: 'deposit.recheck',
          targetType: 'deposit',
          targetId: d.id,
          before: { status: 'pending', ...before },
          after,
          ip: null,
        });
      }
      return applied.outcome;
    });
  };
  const outcomes = await Promise.all(
    claimed.map((d) =>
      one(d).catch((err: unknown) => {
        opts.log?.error({ err, depositId: d.id }, 'slip re-check failed');
        return 'skipped' as const;
      }),
    ),
  );
  for (const o of outcomes) pass[o]++;
  return pass;
}

/**
 * Every SLIP_RECHECK_TICK_MS each node runs a pass (safe on several nodes, see above); off when 0.
 * On close the timer stops, a provider call in flight is abandoned (its deposit's lease runs out),
 * and the pass under way is awaited, so the database closes after it.
 */
export function startSlipRecheck(app: FastifyInstance, deps: AppDeps): void {
  const every = deps.config.slipRecheckTickMs;
  if (every <= 0) return;
  const log = app.log.child({ module: 'slip-recheck' });
  const closing = new AbortController();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  app.addHook('onReady', (done) => {
    timer = setInterval(() => {
      if (running) return;
      running = recheckDueDeposits(deps, { signal: closing.signal, log })
        .catch((err: unknown) => log.error({ err }, 'slip re-check pass failed'))
        .finally(() => {
          running = null;
        });
    }, every);
    timer.unref();
    done();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    closing.abort();
    await running;
  });
}
