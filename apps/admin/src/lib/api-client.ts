// The console's instance of the one client (@sanam/client): the operator's token, renewed on a 401
// with the session's refresh token (console-session.ts), and the one place a 401 that renewal could
// not cure ends the operator's session.
import { ApiError } from '@sanam/client/api-error.ts';
import { createApiClient } from '@sanam/client/create-client.ts';
import { translate } from '@sanam/contract/messages.ts';
import { operatorAuthRoutes } from '@sanam/contract/routes/console.ts';
import { clearAccessToken, getAccessToken, markSessionEnded, setAccessToken } from './auth-token.ts';
import { renewSession } from './console-session.ts';
import { API_BASE } from './env.ts';
import { currentLanguage, i18n } from './i18n.ts';

export { ApiError };

let unauthorizedHandler: (() => void) | null = null;

/** The app registers how to leave for the login page; returns the unregister function. */
export function setUnauthorizedHandler(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/** The access token the session's refresh token renews (the idle end moves only if the person worked). */
export function renewAccessToken(active?: boolean): Promise<string> {
  return renewSession(
    (body) => api.request(operatorAuthRoutes.refresh, { body, auth: false }),
    setAccessToken,
    getAccessToken,
    active,
  ).catch((error: unknown) => {
    // no refresh token (signed in before renewals existed, or signed out in another tab): over
    if (error instanceof ApiError) throw error;
    throw new ApiError(translate('auth.session_ended', currentLanguage()), 401, 'session_ended');
  });
}

export function endSession(): void {
  const hadSession = getAccessToken() !== null;
  clearAccessToken();
  if (hadSession) markSessionEnded();
  unauthorizedHandler?.();
}

function fallbackMessage(status: number): string {
  const key =
    status === 401
      ? 'error.unauthorized'
      : status === 403
        ? 'error.forbidden'
        : status === 404
          ? 'error.not_found'
          : status === 429
            ? 'error.too_many_requests'
            : 'error.internal';
  return translate(key, currentLanguage());
}

export const api = createApiClient({
  baseUrl: API_BASE,
  language: currentLanguage,
  accessToken: getAccessToken,
  renewToken: () => renewAccessToken(),
  onUnauthorized: endSession,
  messages: {
    network: () => i18n.t('common.network_error'),
    failed: fallbackMessage,
    badResponse: () => i18n.t('common.bad_response'),
  },
});

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return translate('error.internal', currentLanguage());
}
