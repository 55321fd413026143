// What the console's desks declare alike (DESIGN §9): the `:id` of the row a call is about, and the
// decision call itself: POST …/:id/<verb> {reason, note or amount}, for the roles of one desk, which
// runs the desk's decision as the calling operator and answers with the decided row and a message.
// The desks (wallet's cashier, rewards' orders, admin's login unlocks) keep their own paths, roles,
// bodies and messages; only the shape of the route is written once.
import { envelope } from '@sanam/contract/envelope.ts';
import type { MessageKey } from '@sanam/contract/messages.ts';
import type { OperatorRole } from '@sanam/contract/constants.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../audit/audit-log.ts';
import { ok } from '../../http/reply.ts';
import type { AppDeps } from '../../http/types.ts';
import { actorOf, requireOperator } from './guards.ts';

/** The id of the row in a console call's path. */
export const idParams = z.object({
  id: z.coerce.number({ error: 'validation.invalid' }).int().positive().max(Number.MAX_SAFE_INTEGER),
});

type ZodApp = Parameters<FastifyPluginCallbackZod<AppDeps>>[0];

export interface DecisionRoute<Body extends z.ZodType, Reply extends z.ZodType> {
  url: `/${string}/:id/${string}`;
  roles: OperatorRole[];
  tags: readonly string[];
  /** the body's schema, when the decision takes one (a reason, a note, an amount) */
  body?: Body;
  reply: Reply;
  message: MessageKey;
  decide: (actor: Actor, id: number, body: z.infer<Body>) => Promise<z.infer<Reply>>;
}

/** Registers one operator decision on the row `:id` (see the file's comment). */
export function decisionRoute<Body extends z.ZodType, Reply extends z.ZodType>(
  app: ZodApp,
  deps: AppDeps,
  route: DecisionRoute<Body, Reply>,
): void {
  // typed by DecisionRoute instead: Fastify cannot resolve a reply whose schema is a type parameter
  const reply: z.ZodType = envelope(route.reply);
  app.post(
    route.url,
    {
      onRequest: requireOperator(deps, route.roles),
      schema: {
        tags: route.tags,
        security: [{ bearer: [] }],
        params: idParams,
        ...(route.body ? { body: route.body } : {}),
        response: { 200: reply },
      },
    },
    async (req) =>
      ok(req, await route.decide(actorOf(req), req.params.id, req.body as z.infer<Body>), route.message),
  );
}
