// The signed-in session in local storage (spec §3 keys: access_token, refresh_token, user), exposed as a
// small external store so React (useSyncExternalStore) and the API client read the same values.
import { STORAGE_KEYS } from '@sanam/contract/constants.ts';
import { user as userSchema, type User } from '@sanam/contract/account.ts';

export interface Session {
  accessToken: string | null;
  refreshToken: string | null;
  user: User | null;
}

function readUser(): User | null {
  const raw = localStorage.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed = userSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function read(): Session {
  return {
    accessToken: localStorage.getItem(STORAGE_KEYS.accessToken),
    refreshToken: localStorage.getItem(STORAGE_KEYS.refreshToken),
    user: readUser(),
  };
}

let snapshot: Session = read();
const listeners = new Set<() => void>();

function emit(): void {
  snapshot = read();
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return snapshot;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setSession(next: { access_token: string; refresh_token: string; user?: User }): void {
  localStorage.setItem(STORAGE_KEYS.accessToken, next.access_token);
  localStorage.setItem(STORAGE_KEYS.refreshToken, next.refresh_token);
  if (next.user) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(next.user));
  emit();
}

export function setSessionUser(user: User): void {
  // A late profile reply must not resurrect a session that was just cleared.
  if (!localStorage.getItem(STORAGE_KEYS.accessToken)) return;
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  emit();
}

/** Spec §4: a failed refresh, a failed start-up check or a logout clears all three keys. */
export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEYS.accessToken);
  localStorage.removeItem(STORAGE_KEYS.refreshToken);
  localStorage.removeItem(STORAGE_KEYS.user);
  emit();
}

// Another tab logged in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values(STORAGE_KEYS).includes(event.key as never)) emit();
  });
}
