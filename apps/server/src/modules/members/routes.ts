import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../http/types.ts';

// Member account calls of spec §7. Filled in by the accounts work.
export const memberRoutes: FastifyPluginAsyncZod<AppDeps> = async () => {};
