// A staff account's login unlocked by an admin: the login throttle never locks an owner out, but a
// staff member whose address a stranger shares may still be made to wait; an admin clears every
// failure counted against the account, audited with the reason.
import type { LoginUnlockData } from '@sanam/contract/rate-limits.ts';
import { audit, type Actor } from '../../audit/audit-log.ts';
import { notFound } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { clearLoginFailures } from './login-throttle.ts';
import { operatorUsername } from './staff-queries.ts';

export async function unlockOperatorLogin(
  deps: AppDeps,
  actor: Actor,
  operatorId: number,
  reason: string,
): Promise<LoginUnlockData> {
  await deps.db.transaction(async (tx) => {
    const username = await operatorUsername(tx, operatorId);
    if (username === null) throw notFound('admin.operator_not_found');
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'operator.unlock_login',
      targetType: 'operator',
      targetId: operatorId,
      before: null,
      after: { reason },
      ip: actor.ip,
    });
    // last, inside the transaction: a failed clear leaves no audit row claiming it happened
    await clearLoginFailures(deps, { kind: 'operator', username });
  });
  return { target_type: 'operator', target_id: operatorId };
}
