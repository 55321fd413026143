// The member app's instance of the one client (@sanam/client): the session's access token, renewed
// on a 401 (spec §4/§8: one refresh at a time, rotating the refresh token; a failure clears every
// token), and /login when the session cannot go on. Writes always carry a JSON body (spec §7).
import { ApiError } from '@sanam/client/api-error.ts';
import { createApiClient } from '@sanam/client/create-client.ts';
import { accountRoutes } from '@sanam/contract/routes/account.ts';
import { currentLanguage, i18n } from './i18n.ts';
import { isOnPublicAuthPage, navigateTo } from './navigation.ts';
import { clearSession, getSession, setSession } from './session.ts';

export { ApiError };

export const API_BASE = import.meta.env.VITE_API_BASE ?? '/api';

export const api = createApiClient({
  baseUrl: API_BASE,
  language: currentLanguage,
  accessToken: () => getSession().accessToken,
  renewToken: () =>
    renewSession().catch((error: unknown) => {
      clearSession();
      throw error;
    }),
  onUnauthorized: forceSignOut,
  sendsEmptyBody: true,
  messages: {
    network: () => i18n.t('common.network_error'),
    failed: () => i18n.t('common.error_generic'),
    badResponse: () => i18n.t('common.bad_response'),
  },
});

async function renewSession(): Promise<string> {
  const refreshToken = getSession().refreshToken;
  if (!refreshToken) throw new ApiError('No refresh token available', 401, 'no_refresh_token');
  const answer = await api
    .send(accountRoutes.refresh, { body: { refresh_token: refreshToken }, auth: false })
    .catch((error: unknown) => {
      throw new ApiError(
        'Token refresh failed',
        401,
        'refresh_failed',
        {},
        error instanceof ApiError ? error.body : null,
      );
    });
  if (!answer.data) throw new ApiError('Token refresh failed', 401, 'refresh_failed', {}, answer.body);
  setSession(answer.data);
  return answer.data.access_token;
}

/** Spec §4/§8: a new access token (the match socket asks too when its token has expired). */
export function refreshAccessToken(): Promise<string> {
  return api.renewToken();
}

/** Spec §4: any unrecoverable 401 signs the member out and goes to /login (unless already on a login page). */
export function forceSignOut(): void {
  clearSession();
  if (!isOnPublicAuthPage()) navigateTo('/login', { replace: true });
}
