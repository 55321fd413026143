// What services call to reach sockets (DESIGN §5). Services emit only once the change has committed
// (from tx.afterCommit, or after a statement that is its own transaction), so a rolled-back change
// never reaches a member. The Socket.IO implementation lives in server.ts; tests
// without sockets use recordingBus, which keeps what was emitted.
import type {
  BalanceEvent,
  BetEvent,
  CashierEvent,
  ChangeEvent,
  CloseTieEvent,
  OpenTieEvent,
  QuizUpdateEvent,
  RateEvent,
} from '@sanam/contract/realtime.ts';

export interface MatchEvents {
  RATE: RateEvent;
  CHANGE: ChangeEvent;
  OPENTIE: OpenTieEvent;
  CLOSETIE: CloseTieEvent;
}

export interface RealtimeBus {
  /** to every socket in match:<id> */
  toMatch<E extends keyof MatchEvents>(matchId: number, event: E, payload: MatchEvents[E]): void;
  /** BALANCE to user:<memberId> */
  toMember(memberId: number, event: 'BALANCE', payload: BalanceEvent): void;
  /** BET to the operators watching desk:<matchId> */
  toDesk(matchId: number, event: 'BET', payload: BetEvent): void;
  /** QUIZ to the `events` room: an event members may see changed */
  toEvents(event: 'QUIZ', payload: QuizUpdateEvent): void;
  /** CASHIER to the `cashier` room (admins and cashiers at the cashier desk) */
  toCashiers(event: 'CASHIER', payload: CashierEvent): void;
  /** closes every socket of the member on every node (a blocked member stops watching at once) */
  disconnectMember(memberId: number): void;
  /** closes every console socket of a staff member on every node (disabled, password reset, sessions ended) */
  disconnectOperator(operatorId: number): void;
  /** closes every socket opened with these sign-ins on every node (modules/auth/session-sockets.ts) */
  disconnectSessions(sessionIds: readonly string[]): void;
  /**
   * Emits that need a read first and must not hold up the caller (a settlement's BALANCE to
   * thousands of members): `work` runs in the background; a failure is logged, never thrown.
   */
  later(work: () => Promise<void>): void;
}

export type Emitted =
  | { room: 'match'; id: number; event: keyof MatchEvents; payload: MatchEvents[keyof MatchEvents] }
  | { room: 'user'; id: number; event: 'BALANCE'; payload: BalanceEvent }
  | { room: 'desk'; id: number; event: 'BET'; payload: BetEvent }
  | { room: 'events'; id: 0; event: 'QUIZ'; payload: QuizUpdateEvent }
  | { room: 'cashier'; id: 0; event: 'CASHIER'; payload: CashierEvent }
  | { room: 'user'; id: number; event: 'disconnect'; payload: null }
  | { room: 'operator'; id: number; event: 'disconnect'; payload: null }
  | { room: 'session'; id: string; event: 'disconnect'; payload: null };

/** A bus that only records: for tests of services, and for a process without sockets. */
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
