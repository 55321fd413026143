// What a call of one route takes and gives, typed from its contract declaration: the body, the path's
// params and the query string as its schemas accept them, the reply's data as its schema gives it.
import type { RouteDeclaration } from '@sanam/contract/routes/route.ts';
import type { z } from 'zod';

type QueryValue = string | number | boolean | null | undefined;

type BodyOption<R> = R extends { body: infer S extends z.ZodType }
  ? undefined extends z.input<S>
    ? { body?: z.input<S> }
    : { body: z.input<S> }
  : // a route that reads no body still takes an empty one (the console's desk actions send `{}`)
    { body?: Record<string, never> };

type ParamsOption<R> = R extends { params: infer S extends z.ZodType }
  ? { params: { [K in keyof z.input<S>]: string | number } }
  : { params?: never };

/** Empty and missing values are left out of the query string. */
type QueryOption<R> = R extends { querystring: infer S extends z.ZodType }
  ? { query?: { [K in keyof z.input<S>]?: QueryValue } }
  : { query?: never };

/** Sent as Idempotency-Key, on the routes that take one (a money form's submit, made once per form). */
type IdempotencyOption<R> = R extends { headers: z.ZodType }
  ? { idempotencyKey?: string }
  : { idempotencyKey?: never };

export type CallOptions<R extends RouteDeclaration> = BodyOption<R> &
  ParamsOption<R> &
  QueryOption<R> &
  IdempotencyOption<R> & {
    signal?: AbortSignal | undefined;
    /** more request headers; they never replace the client's own */
    headers?: Record<string, string>;
    /** false: no token is sent, and a 401 is an answer (a login form's "wrong password") */
    auth?: boolean;
  };

/** The options argument, optional when nothing in it is required. */
export type CallArgs<R extends RouteDeclaration> =
  Record<string, never> extends Pick<CallOptions<R>, RequiredKeys<CallOptions<R>>>
    ? [options?: CallOptions<R>]
    : [options: CallOptions<R>];

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];

export type ReplyOf<R extends RouteDeclaration> = R extends { reply: infer S extends z.ZodType }
  ? z.output<S>
  : never;

/** A route that answers the envelope (not a file or a page). */
export type JsonRoute = RouteDeclaration & { reply: z.ZodType };
