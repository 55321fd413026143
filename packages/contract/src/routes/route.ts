// One HTTP route as both sides know it: the server registers it with these schemas (a
// server test proves it, apps/server/src/http/routes-contract.test.ts) and @sanam/client calls it by
// this declaration, never by a path string.
import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PATCH';

/**
 * Who may call: `public` needs no token (a 401 there is an answer, not an ended session), `member` a
 * member's token, `operator` a console token, `provider` a game provider's signed body.
 */
export type Access = 'public' | 'member' | 'operator' | 'provider';

export interface RouteDeclaration {
  method: Method;
  /** under the API prefix (/api), with :params as Fastify writes them */
  path: string;
  access: Access;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** the schema of the envelope's `data`; none for a route that answers a file or a page */
  reply?: z.ZodType;
}

/** A declaration, its literal types kept (the client types a call from them). */
export const declare = <const R extends RouteDeclaration>(route: R): R => route;
