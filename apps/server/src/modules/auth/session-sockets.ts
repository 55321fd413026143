// Ending a session ends what it opened: the sockets of that sign-in close on every node once the
// ending commits (rooms.session), so a logged-out phone, a stolen token's device after the owner's
// password change, or a console session an admin ended stops receiving balances, bets and slips at
// once instead of until the socket happens to drop. Never before the commit: a rolled-back ending
// closes nothing.
import type { Tx } from '../../db/db.ts';
import type { AppDeps } from '../../http/types.ts';

export function closeSessionSockets(deps: AppDeps, tx: Tx, sessionIds: readonly string[]): void {
  if (sessionIds.length > 0) tx.afterCommit(() => deps.realtime.disconnectSessions(sessionIds));
}
