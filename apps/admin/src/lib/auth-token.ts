// The operator's access token. Its own key, apart from the member app's `access_token` (same origin).
// Operator tokens live 15 minutes; console-session.ts keeps the refresh token that renews them.
import { clearSessionTokens } from './console-session.ts';

export const ADMIN_TOKEN_KEY = 'admin_access_token';

export function getAccessToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setAccessToken(token: string): void {
  localStorage.setItem(ADMIN_TOKEN_KEY, token);
}

export function clearAccessToken(): void {
  try {
    localStorage.removeItem(ADMIN_TOKEN_KEY);
    sessionStorage.removeItem(DEMO_EXEMPT_KEY);
    clearSessionTokens();
  } catch {
    // storage unavailable: nothing to clear
  }
}

// "Session ended, please log in again" survives the redirect (and a reload of the login page)
// until the login page has shown it once.
const SESSION_ENDED_KEY = 'admin_session_ended';

export function markSessionEnded(): void {
  try {
    sessionStorage.setItem(SESSION_ENDED_KEY, '1');
  } catch {
    // storage unavailable: the notice is lost, the redirect still happens
  }
}

export function hasSessionEndedNotice(): boolean {
  try {
    return sessionStorage.getItem(SESSION_ENDED_KEY) === '1';
  } catch {
    return false;
  }
}

export function clearSessionEndedNotice(): void {
  try {
    sessionStorage.removeItem(SESSION_ENDED_KEY);
  } catch {
    // nothing to clear
  }
}

// The login said this is a demo seed's staff account signing in without a second factor:
// the layout says so for the rest of the session.
const DEMO_EXEMPT_KEY = 'admin_totp_demo_exempt';

export function setDemoExemptNotice(isExempt: boolean): void {
  try {
    if (isExempt) sessionStorage.setItem(DEMO_EXEMPT_KEY, '1');
    else sessionStorage.removeItem(DEMO_EXEMPT_KEY);
  } catch {
    // storage unavailable: the notice is not shown
  }
}

export function hasDemoExemptNotice(): boolean {
  try {
    return sessionStorage.getItem(DEMO_EXEMPT_KEY) === '1';
  } catch {
    return false;
  }
}
