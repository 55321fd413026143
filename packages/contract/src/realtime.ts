// DESIGN §5: Socket.IO events. Emitted by the server only after the transaction commits; every match
// change bumps the match's version and the event carries it, so a client drops an event older than
// what it holds.
import { z } from 'zod';
import { publicEvent } from './events.ts';
import { match, rate } from './matches.ts';
import { memberReferral } from './referrals.ts';

export const EVENTS = {
  rate: 'RATE',
  change: 'CHANGE',
  openTie: 'OPENTIE',
  closeTie: 'CLOSETIE',
  balance: 'BALANCE',
  /** to the operator console's desk room of the match: a bet was accepted (refetch the exposure) */
  bet: 'BET',
  /** to the `events` room: an event members may bet on changed */
  quiz: 'QUIZ',
  /** to the `cashier` room (admins and cashiers): a queue of the cashier desk changed */
  cashier: 'CASHIER',
  /** to user:<id>: a bet of theirs referred to the desk changed (an offer came) */
  betReferral: 'BET_REFERRAL',
  exception: 'exception',
} as const;

/**
 * Room names (server side): `match:<id>`, `user:<memberId>`, `desk:<matchId>` (operators),
 * `events`, which a member socket joins when its handshake query says `events=1` (the home while it
 * shows the event list), and `cashier`, which a console socket of an admin or a cashier joins when
 * its handshake query says `desk=cashier`.
 */
export const rooms = {
  match: (id: number) => `match:${id}`,
  user: (memberId: number) => `user:${memberId}`,
  desk: (matchId: number) => `desk:${matchId}`,
  events: () => 'events',
  cashier: () => 'cashier',
  /** every console socket of one staff member: closed when their sessions end (disable, reset) */
  operator: (operatorId: number) => `operator:${operatorId}`,
  /**
   * every socket opened with one sign-in (a member's or a staff member's session): closed when that
   * session ends alone (logout, a reused refresh token, the others after a password change, an
   * admin ending one console session)
   */
  session: (sessionId: string) => `session:${sessionId}`,
} as const;

/** The handshake query that puts a member socket in the `events` room. */
export const EVENTS_ROOM_QUERY = { events: '1' } as const;

/**
 * The handshake query of the console's cashier socket: the `cashier` room (CASHIER). Only the roles
 * that work the queues (admin, cashier) are let in; an operator asking for it is refused (403).
 */
export const CASHIER_ROOM_QUERY = { desk: 'cashier' } as const;

export const RATE_ANNOUNCES = ['open', 'closed', 'changed'] as const;

/**
 * RATE of one match is coalesced on the node that publishes it: the first of a burst goes out at
 * once, the rest of the burst leaves as one event when this window ends (the latest state wins). A
 * member cannot read rates faster than a few a second, and a room of thousands redraws once per
 * window at most instead of once per publish. See docs/decisions.md.
 */
export const RATE_COALESCE_MS = 100;

/**
 * RATE: betting opened, closed, or a new rate published. `rate` is the current rate (null: none yet).
 * A coalesced RATE stands for several publishes: `announce` is `open` or `closed` (as the match now
 * stands) when betting was switched among them, else `changed`; `rates` lists every rate they
 * carried, newest first, so the room's previous-rates list misses none. A lone RATE has no `rates`.
 */
export const rateEvent = z.object({
  match,
  rate: rate.nullable(),
  announce: z.enum(RATE_ANNOUNCES),
  version: z.number(),
  rates: z.array(rate).optional(),
});
export type RateEvent = z.infer<typeof rateEvent>;

/** CHANGE: END (the match ended; data.nextMatch says where to go) or UPDATE (fields changed). */
export const changeEvent = z.object({
  service: z.enum(['END', 'UPDATE']),
  data: match,
  version: z.number(),
});
export type ChangeEvent = z.infer<typeof changeEvent>;

export const openTieEvent = z.object({
  match_id: z.number(),
  tie_multiplier: z.number(),
  notie_multiplier: z.number().nullable(),
  version: z.number(),
});
export type OpenTieEvent = z.infer<typeof openTieEvent>;

export const closeTieEvent = z.object({ match_id: z.number(), version: z.number() });
export type CloseTieEvent = z.infer<typeof closeTieEvent>;

/** BALANCE, to user:<id> after any movement of that member's money (baht and coins). */
export const balanceEvent = z.object({ balance: z.number(), event_point: z.number() });
export type BalanceEvent = z.infer<typeof balanceEvent>;

/** BET, to desk:<matchId>: the console refetches the exposure. */
export const betEvent = z.object({ match_id: z.number(), side: z.string(), amount: z.number() });
export type BetEvent = z.infer<typeof betEvent>;

export const QUIZ_ANNOUNCES = ['opened', 'odds', 'closed', 'settled', 'cancelled', 'regraded'] as const;
export type QuizAnnounce = (typeof QUIZ_ANNOUNCES)[number];

/**
 * QUIZ, to the `events` room once the operator's change committed: the event as members see it. A
 * draft is never sent (members do not see drafts); it arrives when it opens. `version` is the
 * event's: a client drops a QUIZ older than the event it holds.
 */
export const quizUpdateEvent = z.object({
  event: publicEvent,
  announce: z.enum(QUIZ_ANNOUNCES),
  version: z.number(),
});
export type QuizUpdateEvent = z.infer<typeof quizUpdateEvent>;

export const CASHIER_KINDS = ['deposit', 'withdrawal'] as const;
/** `new`: it entered the queue (the console rings); `decided`: it left it (other consoles refresh). */
export const CASHIER_ACTIONS = ['new', 'decided'] as const;

/**
 * CASHIER, to the `cashier` room once the change committed: a slip that waits for a check
 * or a withdrawal to pay entered its queue, or an item left it. Minimal on purpose (no slip, no bank
 * account): the console reads the queue itself; this says enough for a desktop notification.
 * `amount` is in baht: the withdrawal's, or what the slip check read (null when it read nothing).
 */
export const cashierEvent = z.object({
  kind: z.enum(CASHIER_KINDS),
  action: z.enum(CASHIER_ACTIONS),
  id: z.number(),
  amount: z.number().nullable(),
  member: z.object({ username: z.string(), name: z.string().nullable() }),
  created_at: z.string(),
});
export type CashierEvent = z.infer<typeof cashierEvent>;

export interface ServerToClientEvents {
  RATE: (e: RateEvent) => void;
  CHANGE: (e: ChangeEvent) => void;
  OPENTIE: (e: OpenTieEvent) => void;
  CLOSETIE: (e: CloseTieEvent) => void;
  BALANCE: (e: BalanceEvent) => void;
  BET: (e: BetEvent) => void;
  QUIZ: (e: QuizUpdateEvent) => void;
  CASHIER: (e: CashierEvent) => void;
  BET_REFERRAL: (e: BetReferralEvent) => void;
  exception: (e: { message: string }) => void;
}

/**
 * BET_REFERRAL, to user:<id> once the change committed: a bet of theirs waits for the desk
 * (`waiting`), or the desk offers a smaller stake to take or leave by `until` (`offered`). The
 * decision itself answers the member's bet request.
 */
export const betReferralEvent = memberReferral;
export type BetReferralEvent = z.infer<typeof betReferralEvent>;
