// A console session that fits a shift: the server ends it STAFF_IDLE_MINUTES after the last
// renewal the person worked through, and 12 hours after the sign-in whatever happens. This side
// notes the person's work (pointer, keys), renews while they work, keeps the access token fresh while
// they don't (without moving the idle end), warns a minute before an idle sign-out, and leaves at the
// end. Every tab of the console shares one session: its tokens, its ends and the last work are in
// local storage, and one tab renews at a time (Web Locks), so two tabs never spend one refresh token
// twice (which the server would take for a stolen copy and end the session).
import { ACCESS_TOKEN_TTL_SECONDS } from '@sanam/contract/constants.ts';
import {
  CONSOLE_RENEW_EVERY_SECONDS,
  IDLE_WARNING_SECONDS,
  type ConsoleSessionTimes,
} from '@sanam/contract/console-session.ts';
import type { OperatorLoginData } from '@sanam/contract/admin.ts';

const REFRESH_KEY = 'admin_refresh_token';
const TIMES_KEY = 'admin_session_times';
const WORKED_KEY = 'admin_last_work';

/** The session's ends on this console's clock (ms), and when it was last renewed. */
export interface SessionTimes {
  renewedAt: number;
  expiresAt: number;
  endsAt: number;
}

function readNumber(key: string): number {
  try {
    const value = Number(localStorage.getItem(key));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

export function getRefreshToken(): string | null {
  try {
    return localStorage.getItem(REFRESH_KEY);
  } catch {
    return null;
  }
}

export function getSessionTimes(): SessionTimes | null {
  try {
    const raw = localStorage.getItem(TIMES_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<SessionTimes>;
    const { renewedAt, expiresAt, endsAt } = parsed;
    if (typeof renewedAt !== 'number' || typeof expiresAt !== 'number' || typeof endsAt !== 'number')
      return null;
    return { renewedAt, expiresAt, endsAt };
  } catch {
    return null;
  }
}

/** A sign-in's or a renewal's reply: the refresh token and the ends, read from now. */
export function storeSessionTokens(
  reply: Pick<OperatorLoginData, 'refresh_token' | 'session'>,
  now = Date.now(),
): void {
  const times = timesOf(reply.session, now);
  localStorage.setItem(REFRESH_KEY, reply.refresh_token);
  localStorage.setItem(TIMES_KEY, JSON.stringify(times));
}

function timesOf(s: ConsoleSessionTimes, now: number): SessionTimes {
  return { renewedAt: now, expiresAt: now + s.expires_in * 1000, endsAt: now + s.ends_in * 1000 };
}

export function clearSessionTokens(): void {
  try {
    localStorage.removeItem(REFRESH_KEY);
    localStorage.removeItem(TIMES_KEY);
    localStorage.removeItem(WORKED_KEY);
  } catch {
    // storage unavailable: nothing to clear
  }
}

let lastWorkWritten = 0;
/** The person did something (pointer, keys): written at most once a second. */
export function noteWork(now = Date.now()): void {
  if (now - lastWorkWritten < 1_000) return;
  lastWorkWritten = now;
  try {
    localStorage.setItem(WORKED_KEY, String(now));
  } catch {
    // storage unavailable: the idle end is the server's alone
  }
}

/** Whether the person worked, in any tab, since the last renewal. */
export function workedSinceRenewal(): boolean {
  const times = getSessionTimes();
  return times !== null && readNumber(WORKED_KEY) > times.renewedAt;
}

export type SessionPlan =
  | { kind: 'none' }
  | { kind: 'ok' }
  /** renew now; `active`: the person worked since the last renewal (the idle end moves) */
  | { kind: 'renew'; active: boolean }
  /** the end is near and nobody worked (or it is the most a sign-in lasts): the seconds left */
  | { kind: 'warn'; secondsLeft: number; isFinal: boolean }
  | { kind: 'ended' };

/** What the console should do at `now`, from the shared session state. */
export function planAt(
  now: number,
  times = getSessionTimes(),
  lastWork = readNumber(WORKED_KEY),
): SessionPlan {
  if (!times) return { kind: 'none' };
  if (now >= times.expiresAt) return { kind: 'ended' };
  const worked = lastWork > times.renewedAt;
  const sinceRenewal = now - times.renewedAt;
  const left = times.expiresAt - now;
  // the most a sign-in lasts: renewing changes nothing, the warning is all there is
  const capped = times.expiresAt >= times.endsAt;
  if (
    worked &&
    !capped &&
    (sinceRenewal >= CONSOLE_RENEW_EVERY_SECONDS * 1000 || left <= IDLE_WARNING_SECONDS * 1000)
  )
    return { kind: 'renew', active: true };
  if (left <= IDLE_WARNING_SECONDS * 1000)
    return { kind: 'warn', secondsLeft: Math.ceil(left / 1000), isFinal: capped };
  // the access token runs out before the idle end: a quiet renewal keeps the desk's calls and socket going
  if (sinceRenewal >= (ACCESS_TOKEN_TTL_SECONDS - 120) * 1000) return { kind: 'renew', active: false };
  return { kind: 'ok' };
}

type RefreshCall = (body: { refresh_token: string; active: boolean }) => Promise<OperatorLoginData>;

/**
 * Renews the session once, whichever tab asks: inside the lock the refresh token is read again, and
 * when another tab renewed meanwhile its access token is taken as it is. Resolves the access token.
 */
export async function renewSession(
  call: RefreshCall,
  setAccessToken: (token: string) => void,
  getAccessToken: () => string | null,
  active = workedSinceRenewal(),
): Promise<string> {
  const before = getRefreshToken();
  return withRenewLock(async () => {
    const token = getRefreshToken();
    if (!token) throw new Error('no refresh token');
    const current = getAccessToken();
    if (token !== before && current) return current;
    const reply = await call({ refresh_token: token, active });
    setAccessToken(reply.access_token);
    storeSessionTokens(reply);
    return reply.access_token;
  });
}

// without Web Locks (an old browser, the tests) renewals of this tab still run one after another
let queue: Promise<unknown> = Promise.resolve();

function withRenewLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return locks.request('admin-session-renewal', run) as Promise<T>;
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}
