// The OpenAPI description of every route (built from the routes' zod schemas) and its Swagger UI at
// `<API prefix>/docs`. API_DOCS decides who reads the UI: `open` anyone, `staff` only a request the
// given guard lets through (the console's operator check), `off` nobody (the UI is not registered).
// Registered before the routes, so that each route's schema is collected.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';

type Guard = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** A guard as the callback-style hook Swagger UI's `uiHooks` take. */
function asUiHook(guard: Guard) {
  return (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    guard(req, reply).then(() => done(), done);
  };
}

export async function registerApiDocs(
  app: FastifyInstance,
  config: Config,
  staffGuard: Guard,
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Sanam Live API',
        version: '1.0.0',
        description: 'Member and operator API of the live match wagering platform',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  if (config.apiDocs !== 'off')
    await app.register(swaggerUi, {
      routePrefix: `${config.apiPrefix}/docs`,
      staticCSP: true,
      ...(config.apiDocs === 'staff' ? { uiHooks: { onRequest: asUiHook(staffGuard) } } : {}),
    });
}
