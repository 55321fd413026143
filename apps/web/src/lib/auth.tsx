// Auth state of spec §3/§4, shared by the guard, the header, the user-info dialog and the login pages.
// Tokens and user live in the session store (local storage); this provider adds the start-up check,
// the profile polling (spec §7: every 10 s, on focus and on reconnect, 3 retries 5 s apart) and logout.
import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { POLL_MS } from '@sanam/contract/constants.ts';
import type { LoginData, User } from '@sanam/contract/account.ts';
import { accountRoutes } from '@sanam/contract/routes/account.ts';
import { ApiError, api } from './api-client.ts';
import { clearSession, getSession, setSession, setSessionUser, subscribeSession } from './session.ts';
import { navigateTo } from './navigation.ts';

export const PROFILE_QUERY_KEY = ['profile'] as const;

/** Thrown when the server answers but not with a usable profile (spec §4: "Invalid token"). */
class InvalidProfileReply extends Error {}

export async function fetchProfile(): Promise<User> {
  let reply;
  try {
    reply = await api.send(accountRoutes.profile);
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) throw new InvalidProfileReply(error.message);
    throw error;
  }
  if (!reply.success || !reply.data)
    throw new InvalidProfileReply(reply.message || 'Failed to fetch profile');
  setSessionUser(reply.data.user);
  return reply.data.user;
}

export interface AuthState {
  isAuthenticated: boolean;
  accessToken: string | null;
  user: User | null;
  isLoading: boolean;
  error: string | null;
  signIn: (data: LoginData) => void;
  /**
   * Signs out and goes to /login. `isSessionEnded`: the server already ended the sign-in (a break the
   * member took), so there is nothing to revoke.
   */
  logout: (options?: { isSessionEnded?: boolean }) => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * `startupCheck`: the start-up check of a stored token, when main.tsx already started it alongside the
 * page's chunks (the page waits on it, so it should not wait for React to mount first).
 */
export function AuthProvider({
  children,
  startupCheck = null,
}: {
  children: ReactNode;
  startupCheck?: Promise<User> | null;
}) {
  const session = useSyncExternalStore(subscribeSession, getSession);
  const queryClient = useQueryClient();
  // A stored token must be checked before anything is shown as signed in.
  const [isLoading, setIsLoading] = useState(() => getSession().accessToken !== null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (getSession().accessToken === null) return;
    let cancelled = false;
    (startupCheck ?? fetchProfile())
      .then((user) => {
        if (cancelled) return;
        queryClient.setQueryData(PROFILE_QUERY_KEY, user);
        setError(null);
      })
      .catch((cause: unknown) => {
        if (cancelled) return;
        clearSession();
        setError(cause instanceof InvalidProfileReply ? 'Invalid token' : 'Failed to initialize auth');
      })
      .finally(() => {
        // The first page after the spinner is the biggest render of a visit: as a transition React
        // draws it in slices and a slow phone stays responsive meanwhile.
        if (!cancelled) startTransition(() => setIsLoading(false));
      });
    return () => {
      cancelled = true;
    };
  }, [queryClient, startupCheck]);

  const isAuthenticated = !isLoading && session.accessToken !== null && session.user !== null;

  useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: fetchProfile,
    enabled: isAuthenticated,
    staleTime: POLL_MS.profile / 2,
    refetchInterval: POLL_MS.profile,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    retry: POLL_MS.profileRetries,
    retryDelay: POLL_MS.profileRetryDelay,
  });

  const signIn = useCallback(
    (data: LoginData) => {
      // a sign-in starts from nothing cached: a sign-out the server forced (a 401) leaves the last
      // sign-in's answers behind, and a break set meanwhile must not read as none
      queryClient.removeQueries();
      setSession(data);
      queryClient.setQueryData(PROFILE_QUERY_KEY, data.user);
      setError(null);
    },
    [queryClient],
  );

  const logout = useCallback(
    async ({ isSessionEnded = false }: { isSessionEnded?: boolean } = {}) => {
      const token = getSession().accessToken;
      if (token && !isSessionEnded) {
        // Spec §4: a failed revoke must not keep the member signed in.
        await api.send(accountRoutes.revoke, { body: { access_token: token } }).catch(() => undefined);
      }
      clearSession();
      queryClient.removeQueries();
      navigateTo('/login', { replace: true });
    },
    [queryClient],
  );

  const value = useMemo<AuthState>(
    () => ({
      isAuthenticated,
      accessToken: session.accessToken,
      user: session.user,
      isLoading,
      error,
      signIn,
      logout,
    }),
    [isAuthenticated, session.accessToken, session.user, isLoading, error, signIn, logout],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
