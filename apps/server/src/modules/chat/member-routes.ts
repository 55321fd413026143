// The member's chat call: a short-lived chat token for one stadium, which the match room's chat
// frame connects with (socket.ts). The contract's declaration, one service call, the envelope.
import { chatRoutes as declared } from '@sanam/contract/routes/chat.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberOf, requireMember } from '../auth/index.ts';
import { closeChat, issueChatToken } from './service.ts';

export const chatRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['chat'] });
  app.addHook('onClose', async () => closeChat(deps));

  serve.answer(
    declared.token,
    requireMember(deps),
    (req) => issueChatToken(deps, memberOf(req), req.query.stadium_id),
    'chat.token_ok',
  );

  done();
};
