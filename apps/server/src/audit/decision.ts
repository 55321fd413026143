// An operator's decision on a row waiting in a desk's queue (DESIGN §9): a deposit to approve or
// reject, a withdrawal to pay or reject, a redeem order to ship or cancel. Each desk states its own
// rules in `decide`; what every desk does alike is here: the row is locked, a missing one is 404,
// one no longer pending is 409 (two operators clicking at once decide once), and the audit row is
// written in the decision's transaction, with the status before and whatever the desk adds.
import type { AuditAction } from '@sanam/contract/audit.ts';
import type { MessageKey } from '@sanam/contract/messages.ts';
import type { Db, Tx } from '../db/db.ts';
import { AppError, notFound } from '../http/errors.ts';
import { audit, type Actor } from './audit-log.ts';

/** A queue of rows waiting for an operator: how its row is locked, and what a refusal says. */
export interface DecisionQueue<Row extends { status: string }> {
  targetType: string;
  lock: (tx: Tx, id: number) => Promise<Row | null>;
  notFound: MessageKey;
  alreadyDecided: MessageKey;
}

/** What a decision did, for its audit row: the action, and the fields the row records. */
export interface Decided {
  action: AuditAction;
  /** recorded after the status before, which every decision records */
  before?: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** Locks the pending row `id` of `queue`, lets `decide` act on it, audits it; one transaction. */
export async function decidePending<Row extends { status: string }>(
  db: Db,
  actor: Actor,
  queue: DecisionQueue<Row>,
  id: number,
  decide: (tx: Tx, row: Row) => Promise<Decided>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await queue.lock(tx, id);
    if (!row) throw notFound(queue.notFound);
    if (row.status !== 'pending') throw new AppError(409, queue.alreadyDecided, 'already_decided');
    const decided = await decide(tx, row);
    await audit(tx, {
      operatorId: actor.operatorId,
      action: decided.action,
      targetType: queue.targetType,
      targetId: id,
      before: { status: row.status, ...decided.before },
      after: decided.after,
      ip: actor.ip,
    });
  });
}
