// The console's chat desk (issue 9 §5), under /api/admin, for the roles that run matches (admin,
// operator): a stadium's messages (live ones come through the /chat socket), delete a message, mute
// and unmute a member in a stadium. Every change is audited in its transaction.
import {
  adminChatMessageList,
  chatMessage,
  chatMute,
  chatMuteList,
  chatMuteRequest,
  chatStadiumQuery,
  chatUnmuteRequest,
} from '@sanam/contract/chat.ts';
import { envelope } from '@sanam/contract/envelope.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/reply.ts';
import type { AppDeps } from '../../http/types.ts';
import { actorOf, idParams, requireOperator } from '../auth/index.ts';
import { deleteChatMessage, listMessages, listMutes, muteMember, unmuteMember } from './service.ts';

const secured = { tags: ['operator', 'chat'], security: [{ bearer: [] }] };

export const chatAdminRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const desk = requireOperator(deps, ['admin', 'operator']);

  app.get(
    '/chat/messages',
    {
      onRequest: desk,
      schema: {
        ...secured,
        querystring: chatStadiumQuery,
        response: { 200: envelope(adminChatMessageList) },
      },
    },
    async (req) => ok(req, await listMessages(deps, req.query.stadium_id)),
  );

  app.post(
    '/chat/messages/:id/delete',
    { onRequest: desk, schema: { ...secured, params: idParams, response: { 200: envelope(chatMessage) } } },
    async (req) => ok(req, await deleteChatMessage(deps, actorOf(req), req.params.id), 'chat.deleted'),
  );

  app.get(
    '/chat/mutes',
    {
      onRequest: desk,
      schema: { ...secured, querystring: chatStadiumQuery, response: { 200: envelope(chatMuteList) } },
    },
    async (req) => ok(req, await listMutes(deps, req.query.stadium_id)),
  );

  app.post(
    '/chat/mutes',
    { onRequest: desk, schema: { ...secured, body: chatMuteRequest, response: { 200: envelope(chatMute) } } },
    async (req) => ok(req, await muteMember(deps, actorOf(req), req.body), 'chat.muted_ok'),
  );

  app.post(
    '/chat/unmute',
    {
      onRequest: desk,
      schema: { ...secured, body: chatUnmuteRequest, response: { 200: envelope(chatUnmuteRequest) } },
    },
    async (req) => ok(req, await unmuteMember(deps, actorOf(req), req.body), 'chat.unmuted_ok'),
  );

  done();
};
