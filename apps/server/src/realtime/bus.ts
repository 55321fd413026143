// What services call to reach sockets (DESIGN §5). Services emit only once the change has committed
// (from tx.afterCommit, or after a statement that is its own transaction), so a rolled-back change
// never reaches a member. Over Socket.IO: socket-bus.ts.
import type {
  BalanceEvent,
  BetEvent,
  BetReferralEvent,
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
  /** BET_REFERRAL to user:<memberId>: a bet of theirs waits for the desk, or an offer came */
  referralToMember(memberId: number, payload: BetReferralEvent): void;
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
