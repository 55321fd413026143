// Every route the app registers is declared once in the contract (packages/contract/src/routes), with
// the schemas the server validates and serializes with: the apps' typed client (@sanam/client) calls
// the server by those declarations, so a route added, removed or given another schema on one side
// only fails here.
import { envelope } from '@sanam/contract/envelope.ts';
import { ALL_ROUTES } from '@sanam/contract/routes/all.ts';
import type { RouteDeclaration } from '@sanam/contract/routes/route.ts';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from './route-list.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';

/**
 * Routes that are not the API: nobody calls them through the client. `prefix` entries take everything
 * under them.
 */
const INFRASTRUCTURE: readonly { route: string; why: string }[] = [
  { route: 'GET /health', why: 'the load balancer asks whether the process lives' },
  { route: 'GET /ready', why: 'the load balancer asks whether the database is migrated' },
  { route: 'GET /docs*', why: 'the OpenAPI page (@fastify/swagger-ui) and its files' },
];

let t: TestContext;
let routes: readonly RouteOptions[];
beforeAll(async () => {
  // the sandbox on: its slips, its game provider and its stream are routes too
  t = await createTestApp({ sandbox: true });
  routes = registeredRoutes(t.app);
});
afterAll(() => t.close());

type Registered = { key: string; options: RouteOptions };

/** The API routes as "METHOD /path" under the API prefix; a GET's automatic HEAD twin is not counted. */
function apiRoutes(): Registered[] {
  const prefix = t.config.apiPrefix;
  const list: Registered[] = [];
  for (const options of routes) {
    // outside the prefix: the built member app and console (@fastify/static), not the API
    if (!options.url.startsWith(`${prefix}/`)) continue;
    const path = options.url.slice(prefix.length);
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const key = `${method} ${path}`;
      const isInfrastructure = INFRASTRUCTURE.some(({ route }) =>
        route.endsWith('*') ? key.startsWith(route.slice(0, -1)) : key === route,
      );
      if (!isInfrastructure) list.push({ key, options });
    }
  }
  return list;
}

const keyOf = (route: RouteDeclaration) => `${route.method} ${route.path}`;

describe('the route declarations of the contract', () => {
  it('name every API route the server registers, and no other', () => {
    const registered = apiRoutes().map((r) => r.key);
    const declared = ALL_ROUTES.map(({ route }) => keyOf(route));
    expect(new Set(declared).size, 'a route is declared twice').toBe(declared.length);
    expect({
      registeredButNotDeclared: registered.filter((key) => !declared.includes(key)).sort(),
      declaredButNotRegistered: declared.filter((key) => !registered.includes(key)).sort(),
    }).toEqual({ registeredButNotDeclared: [], declaredButNotRegistered: [] });
  });

  it('hold the schemas the server validates and answers with', () => {
    const byKey = new Map(apiRoutes().map((r) => [r.key, r.options]));
    const differences: string[] = [];
    for (const { name, route } of ALL_ROUTES) {
      const options = byKey.get(keyOf(route));
      if (!options) continue; // the test above names it
      const schema = (options.schema ?? {}) as Record<string, unknown>;
      const response = schema.response as Record<number, unknown> | undefined;
      const parts: [string, unknown, unknown][] = [
        ['params', schema.params, route.params],
        ['querystring', schema.querystring ?? schema.query, route.querystring],
        ['body', schema.body, route.body],
        ['headers', schema.headers, route.headers],
        ['reply', response?.[200], route.reply && envelope(route.reply)],
      ];
      for (const [part, registered, declared] of parts) {
        if (!sameSchema(registered, declared)) differences.push(`${name} (${keyOf(route)}): ${part}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('say who may call each route as the server checks it', () => {
    const byKey = new Map(apiRoutes().map((r) => [r.key, r.options]));
    const wrong: string[] = [];
    for (const { name, route } of ALL_ROUTES) {
      const options = byKey.get(keyOf(route));
      if (!options) continue;
      // a member's or an operator's token is checked in onRequest; a provider's signature before validation
      const checksToken = Boolean(options.onRequest);
      const checksSignature = Boolean(options.preValidation);
      const expected = {
        checksToken: ['member', 'operator'].includes(route.access),
        checksSignature: route.access === 'provider',
      };
      if (checksToken !== expected.checksToken || checksSignature !== expected.checksSignature)
        wrong.push(`${name} (${keyOf(route)}) is declared ${route.access}`);
    }
    expect(wrong).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Two zod schemas are the same when they are one object, or built alike: the same kinds, checks,
// limits, patterns and messages all the way down (http/serve.ts builds each route's envelope anew,
// and a route registered by hand may build its own). A refinement or a transform counts as the same
// only when it is the same function.

function sameSchema(a: unknown, b: unknown): boolean {
  return same(a, b, new Map());
}

function isZod(value: unknown): value is { _zod: { def: object } } {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

function same(a: unknown, b: unknown, seen: Map<object, Set<object>>, key = ''): boolean {
  if (a === b) return true;
  if (typeof a === 'function' && typeof b === 'function') {
    // zod keeps a message given as text in a closure: the same text is the same message
    type ErrorMap = (issue: object) => unknown;
    return key === 'error' && same((a as ErrorMap)({}), (b as ErrorMap)({}), seen);
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const pairs = seen.get(a) ?? new Set<object>();
  if (pairs.has(b)) return true; // a recursive schema: already being compared
  pairs.add(b);
  seen.set(a, pairs);
  if (isZod(a) || isZod(b)) return isZod(a) && isZod(b) && same(a._zod.def, b._zod.def, seen);
  if (a instanceof RegExp || b instanceof RegExp)
    return a instanceof RegExp && b instanceof RegExp && a.source === b.source && a.flags === b.flags;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => same(v, b[i], seen))
    );
  }
  const entries = (o: object) => Object.entries(o).filter(([, v]) => v !== undefined);
  const left = entries(a);
  const right = new Map(entries(b));
  return left.length === right.size && left.every(([k, v]) => right.has(k) && same(v, right.get(k), seen, k));
}
