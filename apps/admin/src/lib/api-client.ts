// Every call of the console goes through apiRequest: bearer token, Accept-Language, the contract's
// envelope parsed on the way in, and the one place a 401 ends the operator's session.
import { envelope, errorEnvelope } from '@sanam/contract/envelope.ts';
import { translate } from '@sanam/contract/messages.ts';
import type { z } from 'zod';
import { clearAccessToken, getAccessToken, markSessionEnded } from './auth-token.ts';
import { API_BASE } from './env.ts';
import { currentLanguage, i18n } from './i18n.ts';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let unauthorizedHandler: (() => void) | null = null;

/** The app registers how to leave for the login page; returns the unregister function. */
export function setUnauthorizedHandler(handler: () => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

type Query = Record<string, string | number | undefined>;

type RequestOptions<S extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PATCH';
  body?: unknown;
  query?: Query;
  /** Schema of the envelope's `data`. */
  data: S;
  /** false for the login call: its 401 means "wrong password", not "session ended". */
  auth?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

function buildUrl(path: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
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

export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: RequestOptions<S>,
): Promise<z.output<S>> {
  const { method = 'GET', body, query, data, auth = true, signal } = options;
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = auth ? getAccessToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(i18n.t('common.network_error'), 0, 'network');
  }

  const json: unknown = await response.json().catch(() => null);

  if (!response.ok) {
    if (response.status === 401 && auth) {
      const hadSession = getAccessToken() !== null;
      clearAccessToken();
      if (hadSession) markSessionEnded();
      unauthorizedHandler?.();
    }
    const parsed = errorEnvelope.safeParse(json);
    if (parsed.success) {
      throw new ApiError(
        parsed.data.message,
        response.status,
        parsed.data.data?.code ?? null,
        parsed.data.data?.fields ?? {},
      );
    }
    throw new ApiError(fallbackMessage(response.status), response.status, null);
  }

  const parsed = envelope(data).safeParse(json);
  if (!parsed.success) {
    throw new ApiError(i18n.t('common.bad_response'), response.status, 'bad_response');
  }
  return (parsed.data as { data: z.output<S> }).data;
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return translate('error.internal', currentLanguage());
}
