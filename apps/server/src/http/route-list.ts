// The routes an app registered, with their schemas, kept per instance (the fuzz test sends to each,
// the contract test compares them with the contract). Recording must start before any route is added.
import type { FastifyInstance, RouteOptions } from 'fastify';

const routeLists = new WeakMap<FastifyInstance, RouteOptions[]>();

/** Starts recording `app`'s routes; call before registering any. */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  routeLists.set(app, routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
}

/** Every route an app recorded by `recordRoutes` registered, with its schemas. */
export function registeredRoutes(app: FastifyInstance): readonly RouteOptions[] {
  return routeLists.get(app) ?? [];
}
