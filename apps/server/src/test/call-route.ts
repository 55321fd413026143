// A server test calls a route by its contract declaration, as the apps do: the method and path come
// from the declaration (its :params filled in), the caller's token is the bearer, and the body is
// typed by the route's schema. `rawBody` sends what the schema would refuse, for validation tests.
import type { RouteDeclaration } from '@sanam/contract/routes/route.ts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';

/** Where testConfig() serves the API. */
export const API_PREFIX = '/api';

type QueryValue = string | number | boolean | null | undefined;

/**
 * A route known only as a RouteDeclaration (one of a table of routes a test walks) takes any params,
 * query and body; a route named by its declaration takes what its schemas say.
 */
type IsAnyRoute<R> = R extends { path: infer P } ? (string extends P ? true : false) : false;

/** A declared body is typed by its schema; `rawBody` is anything at all, sent as it is. */
type BodyOption<R> =
  IsAnyRoute<R> extends true
    ? { body?: unknown; rawBody?: unknown }
    : R extends { body: infer S extends z.ZodType }
      ? | (undefined extends z.input<S>
            ? { body?: z.input<S>; rawBody?: never }
            : { body: z.input<S>; rawBody?: never })
        | { body?: never; rawBody: unknown }
      : { body?: Record<string, never>; rawBody?: unknown };

/**
 * Values for the path's params; a string may be one the schema refuses (`'abc'` for an id). An
 * undefined value (a row the test did not find) fails the call before it is sent.
 */
type ParamsOption<R> =
  IsAnyRoute<R> extends true
    ? { params?: Record<string, string | number | undefined> }
    : R extends { params: infer S extends z.ZodType }
      ? { params: { [K in keyof z.input<S>]: string | number | undefined } }
      : { params?: never };

/** `query` as the schema names it; `rawQuery` for names or values it does not know. */
type QueryOption<R> =
  IsAnyRoute<R> extends true
    ? { query?: Record<string, QueryValue>; rawQuery?: Record<string, QueryValue> }
    : R extends { querystring: infer S extends z.ZodType }
      ? { query?: { [K in keyof z.input<S>]?: QueryValue }; rawQuery?: Record<string, QueryValue> }
      : { query?: never; rawQuery?: Record<string, QueryValue> };

/** The body a route's schema takes, for a test's own wrapper of one route. */
export type BodyOf<R extends RouteDeclaration> = R extends { body: infer S extends z.ZodType }
  ? z.input<S>
  : never;

/** The reply's data as the route's schema gives it. */
export type ReplyOf<R extends RouteDeclaration> = R extends { reply: infer S extends z.ZodType }
  ? z.output<S>
  : never;

/** Who calls: a member or an operator by their token (or a member as the factories return one). */
export type Caller = string | { accessToken: string };

export type RouteCall<R extends RouteDeclaration> = BodyOption<R> &
  ParamsOption<R> &
  QueryOption<R> & {
    as?: Caller;
    /** more request headers (an Idempotency-Key, a language, a provider's signature) */
    headers?: Record<string, string>;
    remoteAddress?: string;
  };

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];

/** The options argument, optional when nothing in it is required. */
export type RouteCallArgs<R extends RouteDeclaration> =
  Record<string, never> extends Pick<RouteCall<R>, RequiredKeys<RouteCall<R>>>
    ? [call?: RouteCall<R>]
    : [call: RouteCall<R>];

/** The URL of `route` under the API prefix, e.g. `/api/user/match/5` for `/user/match/:id` and `{ id: 5 }`. */
export function urlOf(
  route: RouteDeclaration,
  params: Record<string, string | number | undefined> = {},
  query: Record<string, QueryValue> = {},
): string {
  const path = route.path.replace(/:([A-Za-z_]\w*)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return `${API_PREFIX}${path}${text ? `?${text}` : ''}`;
}

/**
 * A round a test creates takes bets at once unless the test gives it a bet delay (the delay's own
 * tests do, betting/holds.test.ts): the platform's live default of 3 s (contract BET_DELAY_SECONDS)
 * would have every other test of a live bet wait it out.
 */
function withoutDelay(route: RouteDeclaration, body: unknown): unknown {
  const createsRound = route.method === 'POST' && route.path === '/admin/matches';
  if (!createsRound || typeof body !== 'object' || body === null || 'bet_delay' in body) return body;
  return { ...body, bet_delay: 0 };
}

/**
 * Injects one call of `route`. The member app sends `{}` on a member's write that carries no body
 * (spec §7), and so does this; other callers send a body only when given one.
 */
export function callRoute<R extends RouteDeclaration>(
  app: FastifyInstance,
  route: R,
  ...[call = {} as RouteCall<R>]: RouteCallArgs<R>
): Promise<LightMyRequestResponse> {
  const { as, headers = {}, remoteAddress } = call;
  const options = call as {
    params?: Record<string, string | number | undefined>;
    query?: Record<string, QueryValue>;
    rawQuery?: Record<string, QueryValue>;
    body?: unknown;
    rawBody?: unknown;
  };
  const token = typeof as === 'string' ? as : as?.accessToken;
  const payload =
    'rawBody' in options
      ? options.rawBody
      : withoutDelay(
          route,
          options.body ?? (route.access === 'member' && route.method !== 'GET' ? {} : undefined),
        );
  return app.inject({
    method: route.method,
    url: urlOf(route, options.params, { ...options.query, ...options.rawQuery }),
    headers: token === undefined ? headers : { authorization: `Bearer ${token}`, ...headers },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });
}

/** A call that must succeed: its data; any other status fails the test with the reply. */
export async function callOk<R extends RouteDeclaration>(
  app: FastifyInstance,
  route: R,
  ...args: RouteCallArgs<R>
): Promise<ReplyOf<R>> {
  const res = await callRoute(app, route, ...args);
  if (res.statusCode !== 200) throw new Error(`${route.method} ${route.path}: ${res.statusCode} ${res.body}`);
  return res.json<{ data: ReplyOf<R> }>().data;
}

/**
 * `args` over `defaults` (a caller, a language), for a test's wrapper of many routes that calls them
 * alike; what the call itself gives wins, headers merged.
 */
export function withDefaults<R extends RouteDeclaration>(
  args: RouteCallArgs<R>,
  defaults: { as?: Caller; headers?: Record<string, string> },
): RouteCallArgs<R> {
  const call: { headers?: Record<string, string> } = args[0] ?? {};
  return [{ ...defaults, ...call, headers: { ...defaults.headers, ...call.headers } }] as RouteCallArgs<R>;
}
