import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../http/types.ts';

// Operator API of DESIGN §9. Filled in by the operator work.
export const adminRoutes: FastifyPluginAsyncZod<AppDeps> = async () => {};
