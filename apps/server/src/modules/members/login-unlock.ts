// A member's login unlocked by staff: the login throttle never locks an owner out, but a member who
// forgot their password, or whose address a stranger shares, may still be made to wait; a cashier or
// admin clears every failure counted against the member (auth's clearLoginFailures), audited with
// the reason.
import type { LoginUnlockData } from '@sanam/contract/rate-limits.ts';
import { audit, type Actor } from '../../audit/audit-log.ts';
import { notFound } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { clearLoginFailures } from '../auth/index.ts';
import { memberPhone } from './member-desk-queries.ts';

export async function unlockMemberLogin(
  deps: AppDeps,
  actor: Actor,
  memberId: number,
  reason: string,
): Promise<LoginUnlockData> {
  await deps.db.transaction(async (tx) => {
    const phone = await memberPhone(tx, memberId);
    if (phone === null) throw notFound('admin.member_not_found');
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'member.unlock_login',
      targetType: 'member',
      targetId: memberId,
      before: null,
      after: { reason },
      ip: actor.ip,
    });
    // last, inside the transaction: a failed clear leaves no audit row claiming it happened
    await clearLoginFailures(deps, { kind: 'member', phone });
  });
  return { target_type: 'member', target_id: memberId };
}
