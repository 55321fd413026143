// The member's chat call: a short-lived chat token for one stadium, which the match room's chat
// frame connects with (socket.ts). Parse with the contract's schema, one service call, the envelope.
import { chatTokenData, chatTokenQuery } from '@sanam/contract/chat.ts';
import { envelope } from '@sanam/contract/envelope.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberIdOf, requireMember } from '../auth/index.ts';
import { closeChat, issueChatToken } from './service.ts';

const secured = { tags: ['chat'], security: [{ bearer: [] }] };

export const chatRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  app.addHook('onClose', async () => closeChat(deps));

  app.get(
    '/user/chat/token',
    {
      onRequest: requireMember(deps),
      schema: { ...secured, querystring: chatTokenQuery, response: { 200: envelope(chatTokenData) } },
    },
    async (req) =>
      ok(req, await issueChatToken(deps, memberIdOf(req), req.query.stadium_id), 'chat.token_ok'),
  );

  done();
};
