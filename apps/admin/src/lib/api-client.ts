// The console's instance of the one client (@sanam/client): the operator's token, and the one place a
// 401 ends the operator's session (the console has no renewal: the operator signs in again).
import { ApiError } from '@sanam/client/api-error.ts';
import { createApiClient } from '@sanam/client/create-client.ts';
import { translate } from '@sanam/contract/messages.ts';
import { clearAccessToken, getAccessToken, markSessionEnded } from './auth-token.ts';
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

function endSession(): void {
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
