// The console's chat desk, under /api/admin, for the roles that run matches (admin,
// operator): a stadium's messages (live ones come through the /chat socket), delete a message, mute
// and unmute a member in a stadium. Every change is audited in its transaction.
import { chatDeskRoutes } from '@sanam/contract/routes/chat.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { actorOf, fromBody, requireOperator } from '../auth/index.ts';
import { deleteChatMessage, listMessages, listMutes, muteMember, unmuteMember } from './service.ts';

export const chatAdminRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['operator', 'chat'] });
  const desk = requireOperator(deps, ['admin', 'operator']);

  serve.answer(chatDeskRoutes.messages, desk, (req) => listMessages(deps, req.query.stadium_id));

  serve.answer(
    chatDeskRoutes.deleteMessage,
    desk,
    (req) => deleteChatMessage(deps, actorOf(req), req.params.id),
    'chat.deleted',
  );

  serve.answer(chatDeskRoutes.mutes, desk, (req) => listMutes(deps, req.query.stadium_id));

  serve.answer(chatDeskRoutes.mute, desk, fromBody(deps, muteMember), 'chat.muted_ok');

  serve.answer(chatDeskRoutes.unmute, desk, fromBody(deps, unmuteMember), 'chat.unmuted_ok');

  done();
};
