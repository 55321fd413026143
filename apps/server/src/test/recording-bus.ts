// A RealtimeBus that only records what the services emitted, for tests of services and of an app
// without sockets (test-app.ts tees it with the sockets' bus).
import type {
  BalanceEvent,
  BetEvent,
  BetReferralEvent,
  CashierEvent,
  QuizUpdateEvent,
} from '@sanam/contract/realtime.ts';
import type { MatchEvents, RealtimeBus } from '../realtime/bus.ts';

export type Emitted =
  | { room: 'match'; id: number; event: keyof MatchEvents; payload: MatchEvents[keyof MatchEvents] }
  | { room: 'user'; id: number; event: 'BALANCE'; payload: BalanceEvent }
  | { room: 'user'; id: number; event: 'BET_REFERRAL'; payload: BetReferralEvent }
  | { room: 'desk'; id: number; event: 'BET'; payload: BetEvent }
  | { room: 'events'; id: 0; event: 'QUIZ'; payload: QuizUpdateEvent }
  | { room: 'cashier'; id: 0; event: 'CASHIER'; payload: CashierEvent }
  | { room: 'user'; id: number; event: 'disconnect'; payload: null }
  | { room: 'operator'; id: number; event: 'disconnect'; payload: null }
  | { room: 'session'; id: string; event: 'disconnect'; payload: null };

export function recordingBus(): RealtimeBus & { emitted: Emitted[]; idle(): Promise<void> } {
  const emitted: Emitted[] = [];
  const pending = new Set<Promise<void>>();
  return {
    emitted,
    toMatch(id, event, payload) {
      emitted.push({ room: 'match', id, event, payload });
    },
    toMember(id, event, payload) {
      emitted.push({ room: 'user', id, event, payload });
    },
    toDesk(id, event, payload) {
      emitted.push({ room: 'desk', id, event, payload });
    },
    toEvents(event, payload) {
      emitted.push({ room: 'events', id: 0, event, payload });
    },
    referralToMember(id, payload) {
      emitted.push({ room: 'user', id, event: 'BET_REFERRAL', payload });
    },
    toCashiers(event, payload) {
      emitted.push({ room: 'cashier', id: 0, event, payload });
    },
    disconnectMember(id) {
      emitted.push({ room: 'user', id, event: 'disconnect', payload: null });
    },
    disconnectOperator(id) {
      emitted.push({ room: 'operator', id, event: 'disconnect', payload: null });
    },
    disconnectSessions(ids) {
      for (const id of ids) emitted.push({ room: 'session', id, event: 'disconnect', payload: null });
    },
    later(work) {
      const run: Promise<void> = work()
        .catch(() => undefined)
        .finally(() => pending.delete(run));
      pending.add(run);
    },
    /** Resolves once every `later` work has run (tests: what a call set off has been emitted). */
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
