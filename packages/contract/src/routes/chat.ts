// Chat: the member's chat token for one stadium, and the console's chat desk (messages,
// delete, mutes). Live messages travel on the /chat socket, not here.
import {
  adminChatMessageList,
  chatMessage,
  chatMute,
  chatMuteList,
  chatMuteRequest,
  chatStadiumQuery,
  chatTokenData,
  chatTokenQuery,
  chatUnmuteRequest,
} from '../chat.ts';
import { idParams } from './params.ts';
import { declare } from './route.ts';

export const chatRoutes = {
  token: declare({
    method: 'GET',
    path: '/user/chat/token',
    access: 'member',
    querystring: chatTokenQuery,
    reply: chatTokenData,
  }),
};

export const chatDeskRoutes = {
  messages: declare({
    method: 'GET',
    path: '/admin/chat/messages',
    access: 'operator',
    querystring: chatStadiumQuery,
    reply: adminChatMessageList,
  }),
  deleteMessage: declare({
    method: 'POST',
    path: '/admin/chat/messages/:id/delete',
    access: 'operator',
    params: idParams,
    reply: chatMessage,
  }),
  mutes: declare({
    method: 'GET',
    path: '/admin/chat/mutes',
    access: 'operator',
    querystring: chatStadiumQuery,
    reply: chatMuteList,
  }),
  mute: declare({
    method: 'POST',
    path: '/admin/chat/mutes',
    access: 'operator',
    body: chatMuteRequest,
    reply: chatMute,
  }),
  unmute: declare({
    method: 'POST',
    path: '/admin/chat/unmute',
    access: 'operator',
    body: chatUnmuteRequest,
    reply: chatUnmuteRequest,
  }),
};
