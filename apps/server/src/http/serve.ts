// The server registers every API route from its declaration in the contract (packages/contract/src/
// routes): the method, the path, the schemas it validates with and the envelope'd reply it serializes
// with are the declaration's, so the server and the apps' client cannot drift apart. A route file
// adds only what is the server's own: the guard, the OpenAPI tags and the handler.
import { envelope } from '@sanam/contract/envelope.ts';
import type { MessageKey } from '@sanam/contract/messages.ts';
import { idempotencyHeaders } from '@sanam/contract/routes/params.ts';
import type { Access, RouteDeclaration } from '@sanam/contract/routes/route.ts';
import type { FastifyReply, FastifyRequest, FastifySchema, RouteHandlerMethod } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { idempotent } from './idempotency.ts';
import { ok } from './reply.ts';
import type { AppDeps } from './types.ts';

type ZodApp = Parameters<FastifyPluginCallbackZod<AppDeps>>[0];

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown;

/** The request as the declaration's schemas parsed it. */
type ServedRequest<R extends RouteDeclaration> = FastifyRequest<{
  Params: Parsed<R['params']>;
  Querystring: Parsed<R['querystring']>;
  Body: Parsed<R['body']>;
  Headers: Parsed<R['headers']>;
}>;

/** The envelope of the declared reply; a route that answers a file or a page sends it on `reply`. */
type Answer<R extends RouteDeclaration> = R['reply'] extends z.ZodType
  ? { success: true; message: string; data: z.input<R['reply']> }
  : never;

/** The declared reply's data, as a service returns it. */
type Data<R extends RouteDeclaration> = R['reply'] extends z.ZodType ? z.input<R['reply']> : never;

type Hook = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Who may call, checked where the routes-contract test looks for it: a member's or an operator's
 * token in onRequest (before the body is parsed), a provider's signature in preValidation (before
 * the body is validated, so an unsigned caller learns nothing of the schema); a public route has none.
 */
type Guard<A extends Access> = A extends 'member' | 'operator'
  ? { onRequest: Hook; preValidation?: never }
  : A extends 'provider'
    ? { preValidation: Hook; onRequest?: never }
    : { onRequest?: never; preValidation?: never };

type ServedRoute<R extends RouteDeclaration> = Guard<R['access']> & {
  /** a larger body than the app's bodyLimit, for the one route that takes an image */
  bodyLimit?: number;
  handler: (
    req: ServedRequest<R>,
    reply: FastifyReply,
  ) => Answer<R> | FastifyReply | Promise<Answer<R> | FastifyReply>;
};

/** How the OpenAPI page lists a plugin's routes: under these tags, or not at all. */
type Docs = { tags: readonly string[] } | { hide: true };

/**
 * The `serve(declaration, route)` of one plugin (`app`, mounted under the API prefix or below it).
 * Throws at start-up when a declaration's path is not under the plugin's prefix.
 *
 * `serve.answer(declaration, guard, run, key?)` is the usual route: behind the guard (null on a public
 * route), the success envelope of what `run` returns, with the message of `key` (default `ok`).
 */
export function serveOn(app: ZodApp, deps: { config: Pick<Config, 'apiPrefix'>; db?: Db }, docs: Docs) {
  // the declarations' paths are under the API prefix; the plugin's routes are under its own
  const { apiPrefix } = deps.config;
  function serve<R extends RouteDeclaration>(declaration: R, route: ServedRoute<R>): void {
    const url = `${apiPrefix}${declaration.path}`;
    if (!url.startsWith(`${app.prefix}/`))
      throw new Error(`${declaration.method} ${url} is not under this plugin’s prefix ${app.prefix}`);
    const { params, querystring, body, headers, reply } = declaration;
    const schema: FastifySchema = {
      ...docs,
      // the bearer token of a member or an operator; a provider signs its body instead
      ...(declaration.access === 'member' || declaration.access === 'operator'
        ? { security: [{ bearer: [] }] }
        : {}),
      ...(params ? { params } : {}),
      ...(querystring ? { querystring } : {}),
      ...(body ? { body } : {}),
      ...(headers ? { headers } : {}),
      ...(reply ? { response: { 200: envelope(reply) } } : {}),
    };
    // a route that takes an Idempotency-Key binds it to the request it came with (idempotency.ts)
    let handler = route.handler as RouteHandlerMethod;
    if (headers === idempotencyHeaders) {
      if (!deps.db)
        throw new Error(`${declaration.method} ${url} takes an Idempotency-Key: serve it with a db`);
      handler = idempotent(deps.db, declaration, handler);
    }
    app.route({
      method: declaration.method,
      url: url.slice(app.prefix.length),
      schema,
      ...(route.onRequest ? { onRequest: route.onRequest } : {}),
      ...(route.preValidation ? { preValidation: route.preValidation } : {}),
      ...(route.bodyLimit === undefined ? {} : { bodyLimit: route.bodyLimit }),
      // typed by ServedRoute instead: Fastify cannot resolve a request whose schemas are type parameters
      handler,
    });
  }

  function answer<R extends RouteDeclaration>(
    declaration: R,
    guard: R['access'] extends 'public' ? null : Hook,
    run: (req: ServedRequest<R>) => Promise<Data<R>>,
    key?: MessageKey,
  ): void {
    const route = {
      // where Guard has it: a token before the body is parsed, a provider's signature before it is validated
      ...(guard === null
        ? {}
        : declaration.access === 'provider'
          ? { preValidation: guard }
          : { onRequest: guard }),
      handler: async (req: ServedRequest<R>) => ok(req, await run(req), key),
    };
    serve(declaration, route as unknown as ServedRoute<R>);
  }

  return Object.assign(serve, { answer });
}
