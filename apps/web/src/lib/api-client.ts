// The one HTTP client of the member app (spec §7): JSON bodies, bearer token, Accept-Language, replies
// unwrapped to the {success, message, data} body, errors rejected as ApiError carrying the body.
// Access tokens live 15 minutes: a 401 triggers ONE shared refresh (rotating the refresh token), then
// the call is retried once; if that fails the session is cleared and the browser goes to /login.
import { refreshData } from '@sanam/contract/account.ts';
import { clearSession, getSession, setSession } from './session.ts';
import { currentLanguage, i18n } from './i18n.ts';
import { isOnPublicAuthPage, navigateTo } from './navigation.ts';

export const API_BASE = import.meta.env.VITE_API_BASE ?? '/api';

export interface ApiReply<T> {
  success: boolean;
  message: string;
  data: T;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  readonly fields: Record<string, string>;
  readonly body: unknown;

  constructor(
    message: string,
    status: number,
    code: string | null = null,
    fields: Record<string, string> = {},
    body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.body = body;
  }
}

/** Calls that must never trigger a refresh: they are the session itself. */
const SESSION_PATHS = new Set(['/user/login', '/user/register', '/line/refresh', '/line/revoke']);

export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (an Idempotency-Key); they never replace the client's own. */
  headers?: Record<string, string>;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const method = options.method ?? 'POST';
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }
  try {
    return await fetch(`${API_BASE}${path}`, { method, headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(i18n.t('common.network_error'), 0, 'network');
  }
}

interface ErrorBody {
  message?: unknown;
  data?: { code?: unknown; fields?: unknown } | null;
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

async function unwrap<T>(res: Response): Promise<ApiReply<T>> {
  const body = await readBody(res);
  if (res.ok && body && typeof body === 'object') return body as ApiReply<T>;
  const err = (body && typeof body === 'object' ? body : {}) as ErrorBody;
  const message =
    typeof err.message === 'string' && err.message ? err.message : i18n.t('common.error_generic');
  const code = typeof err.data?.code === 'string' ? err.data.code : null;
  const fields =
    err.data?.fields && typeof err.data.fields === 'object'
      ? (err.data.fields as Record<string, string>)
      : {};
  throw new ApiError(message, res.ok ? 502 : res.status, code, fields, body);
}

let refreshing: Promise<string> | null = null;

/** Spec §4/§8: one refresh at a time; concurrent 401s wait for the same one. A failure clears all tokens. */
export function refreshAccessToken(): Promise<string> {
  refreshing ??= (async () => {
    const refreshToken = getSession().refreshToken;
    if (!refreshToken) throw new ApiError('No refresh token available', 401, 'no_refresh_token');
    let res: Response;
    try {
      res = await send('/line/refresh', { body: { refresh_token: refreshToken } }, null);
    } catch {
      throw new ApiError('Token refresh failed', 401, 'refresh_failed');
    }
    const body = await readBody(res);
    const parsed = refreshData.safeParse((body as { data?: unknown } | null)?.data);
    if (!res.ok || !parsed.success)
      throw new ApiError('Token refresh failed', 401, 'refresh_failed', {}, body);
    setSession(parsed.data);
    return parsed.data.access_token;
  })()
    .catch((error: unknown) => {
      clearSession();
      throw error;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** Spec §4: any unrecoverable 401 signs the member out and goes to /login (unless already on a login page). */
export function forceSignOut(): void {
  clearSession();
  if (!isOnPublicAuthPage()) navigateTo('/login', { replace: true });
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiReply<T>> {
  const res = await send(path, options, getSession().accessToken);
  if (res.status !== 401 || SESSION_PATHS.has(path)) return unwrap<T>(res);

  let token: string;
  try {
    token = await refreshAccessToken();
  } catch (error) {
    forceSignOut();
    throw error;
  }
  const retried = await send(path, options, token);
  if (retried.status === 401) forceSignOut();
  return unwrap<T>(retried);
}
