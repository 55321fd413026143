// Four eyes means two people (docs/decisions.md, the abuse model). A four-eyes action (a
// member's bank-account change, a staff request) needs an approver who is not the requester, and not
// an account the requester may hold: one the requester created, promoted or reset (password or
// second factor), or that made the requester so, up the whole chain (operator_origins). Otherwise one
// person makes an admin, signs in as it, and approves their own request.
import type { MessageKey } from '@sanam/contract/messages.ts';
import type { Queryable } from '../../db/db.ts';
import { forbidden } from '../../http/errors.ts';

export type OriginHow = 'created' | 'promoted' | 'password_reset' | 'totp_reset';

/** `by` set the account's credentials or made it an admin: they may hold it from now on. */
export async function recordOrigin(q: Queryable, operatorId: number, by: number, how: OriginHow) {
  await q.query('INSERT INTO operator_origins (operator_id, by_operator_id, how) VALUES ($1, $2, $3)', [
    operatorId,
    by,
    how,
  ]);
}

/** The account and everyone up its chain of creators, promoters and resetters. */
async function chainOf(q: Queryable, operatorId: number): Promise<Set<number>> {
  const { rows } = await q.query<{ id: number }>(
    `WITH RECURSIVE up(id) AS (
       SELECT $1::bigint
       UNION
       SELECT o.by_operator_id FROM operator_origins o JOIN up ON o.operator_id = up.id
     )
     SELECT id::int AS id FROM up`,
    [operatorId],
  );
  return new Set(rows.map((r) => r.id));
}

/** One of the two may hold the other's account. */
async function linked(q: Queryable, a: number, b: number): Promise<boolean> {
  if ((await chainOf(q, a)).has(b)) return true;
  return (await chainOf(q, b)).has(a);
}

/**
 * Why `approverId` may not approve a request of `requesterId` (about the account `targetId`, for a
 * staff request), or null when they may.
 */
export async function approvalRefusal(
  q: Queryable,
  approverId: number,
  requesterId: number,
  targetId: number | null = null,
): Promise<MessageKey | null> {
  if (approverId === requesterId) return 'staff.own_request';
  if (targetId !== null && approverId === targetId) return 'staff.request_about_you';
  if (await linked(q, approverId, requesterId)) return 'staff.approver_linked';
  if (targetId !== null && (await linked(q, approverId, targetId))) return 'staff.approver_linked';
  return null;
}

/** Refuses (403) an approval the four-eyes rule does not allow. */
export async function assertSecondPerson(
  q: Queryable,
  approverId: number,
  requesterId: number,
  targetId: number | null = null,
): Promise<void> {
  const refusal = await approvalRefusal(q, approverId, requesterId, targetId);
  if (refusal) throw forbidden(refusal);
}
