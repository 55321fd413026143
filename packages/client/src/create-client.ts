// The one HTTP client of the member app and the console: every call names a route of the
// contract (packages/contract/src/routes), never a path string. JSON bodies, the bearer token, the
// language, the {success, message, data} envelope read with the route's reply schema, and every
// failure an ApiError. A 401 on a call that needs a session runs one shared token renewal and retries
// once (the member app: access tokens live 15 minutes), or ends the session at once (the console).
import { envelope } from '@sanam/contract/envelope.ts';
import type { RouteDeclaration } from '@sanam/contract/routes/route.ts';
import { ApiError } from './api-error.ts';
import type { CallArgs, CallOptions, JsonRoute, ReplyOf } from './call-options.ts';
import { pathOf, queryString } from './url.ts';

export interface ClientConfig {
  /** where the API lives, e.g. `/api` */
  baseUrl: string;
  /** the Accept-Language of every call */
  language: () => string;
  accessToken: () => string | null;
  /**
   * A new access token after a 401; the client runs one at a time, and every call that met a 401
   * meanwhile waits for it. Rejects when the session cannot go on.
   */
  renewToken?: () => Promise<string>;
  /** A 401 no renewal cured (or nothing to renew with): the session has ended. */
  onUnauthorized?: () => void;
  /** Send `{}` on a write that has no body (the member app's calls always carry one, spec §7). */
  sendsEmptyBody?: boolean;
  messages: {
    /** no answer at all (offline, DNS, refused) */
    network: () => string;
    /** an error reply that carries no message of its own */
    failed: (status: number) => string;
    /** a 2xx whose body is not the declared shape */
    badResponse: () => string;
  };
}

/** A 2xx envelope read loosely: for the calls that decide on `success` and `message` themselves. */
export interface Answer<T> {
  success: boolean;
  message: string;
  /** the envelope's data read with the route's reply schema; null when it has another shape */
  data: T | null;
  /** the body as it came (a provider's own success flags, a data shape older builds sent) */
  body: Record<string, unknown>;
}

export interface ApiClient {
  /** The call's data, read with the route's reply schema; anything else is an ApiError. */
  request<R extends JsonRoute>(route: R, ...args: CallArgs<R>): Promise<ReplyOf<R>>;
  /** The call's envelope as it came (any 2xx object), its data read with the reply schema when it can be. */
  send<R extends JsonRoute>(route: R, ...args: CallArgs<R>): Promise<Answer<ReplyOf<R>>>;
  /** The shared renewal (a socket whose token expired asks for one too). */
  renewToken(): Promise<string>;
  /**
   * A route that answers a file (a report's CSV) rather than the envelope: its bytes and the name the
   * server gave it (Content-Disposition); an error reply is an ApiError like any call's.
   */
  download<R extends RouteDeclaration>(
    route: R,
    ...args: CallArgs<R>
  ): Promise<{ blob: Blob; filename: string | null }>;
  /** The URL of a route, for what the browser fetches itself (an image, a page). */
  urlOf(route: RouteDeclaration, params?: Record<string, string | number>): string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function createApiClient(config: ClientConfig): ApiClient {
  let renewing: Promise<string> | null = null;

  function renewToken(): Promise<string> {
    if (!config.renewToken)
      return Promise.reject(new ApiError(config.messages.failed(401), 401, 'no_renewal'));
    renewing ??= config.renewToken().finally(() => {
      renewing = null;
    });
    return renewing;
  }

  async function fetchOnce(
    route: RouteDeclaration,
    options: CallOptions<RouteDeclaration>,
    token: string | null,
  ): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    headers.Accept = 'application/json';
    headers['Accept-Language'] = config.language();
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: string | undefined;
    const payload = options.body ?? (config.sendsEmptyBody ? {} : undefined);
    if (route.method !== 'GET' && payload !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(payload);
    }
    const url = `${config.baseUrl}${pathOf(route, options.params)}${queryString(options.query)}`;
    try {
      return await fetch(url, { method: route.method, headers, body, signal: options.signal });
    } catch (error) {
      const isAbort = error instanceof DOMException && error.name === 'AbortError';
      if (isAbort || options.signal?.aborted) throw error;
      throw new ApiError(config.messages.network(), 0, 'network');
    }
  }

  /** Sends the call; a 401 on a call that needs a session renews once and retries, or ends the session. */
  async function exchange(
    route: RouteDeclaration,
    options: CallOptions<RouteDeclaration>,
    read: (res: Response) => Promise<unknown> = readBody,
  ): Promise<{ res: Response; body: unknown }> {
    const usesSession = options.auth !== false;
    const res = await fetchOnce(route, options, usesSession ? config.accessToken() : null);
    // a 401 from a public call (a login, a refresh) is its answer, not an ended session
    if (res.status !== 401 || !usesSession || route.access === 'public')
      return { res, body: await read(res) };
    if (!config.renewToken) {
      config.onUnauthorized?.();
      return { res, body: await read(res) };
    }
    let token: string;
    try {
      token = await renewToken();
    } catch (error) {
      config.onUnauthorized?.();
      throw error;
    }
    const retried = await fetchOnce(route, options, token);
    if (retried.status === 401) config.onUnauthorized?.();
    return { res: retried, body: await read(retried) };
  }

  function failure(res: Response, body: unknown): ApiError {
    const envelope = isObject(body) ? body : {};
    const data = isObject(envelope.data) ? envelope.data : {};
    const message =
      typeof envelope.message === 'string' && envelope.message
        ? envelope.message
        : config.messages.failed(res.status);
    return new ApiError(
      message,
      res.status,
      typeof data.code === 'string' ? data.code : null,
      isObject(data.fields) ? (data.fields as Record<string, string>) : {},
      body,
    );
  }

  const badResponse = (res: Response, body: unknown) =>
    new ApiError(config.messages.badResponse(), res.status, 'bad_response', {}, body);

  return {
    async request(route, ...[options = {}]) {
      const { res, body } = await exchange(route, options);
      if (!res.ok) throw failure(res, body);
      const parsed = envelope(route.reply).safeParse(body);
      if (!parsed.success) throw badResponse(res, body);
      return parsed.data.data as never;
    },
    async send(route, ...[options = {}]) {
      const { res, body } = await exchange(route, options);
      if (!res.ok) throw failure(res, body);
      if (!isObject(body)) throw badResponse(res, body);
      const data = route.reply.safeParse(body.data);
      return {
        success: body.success === true,
        message: typeof body.message === 'string' ? body.message : '',
        data: data.success ? (data.data as never) : null,
        body,
      };
    },
    async download(route, ...[options = {}]) {
      const { res, body } = await exchange(route, options, (r) => (r.ok ? r.blob() : readBody(r)));
      if (!res.ok) throw failure(res, body);
      const named = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '');
      return { blob: body as Blob, filename: named?.[1] ?? null };
    },
    renewToken,
    urlOf: (route, params) => `${config.baseUrl}${pathOf(route, params)}`,
  };
}
