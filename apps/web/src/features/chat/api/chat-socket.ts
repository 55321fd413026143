// The chat page's Socket.IO connection to the app's socket server, the chat token in the handshake
// (which is what makes it a chat socket; re-sent on each reconnection).
import type { Socket } from 'socket.io-client';
import { type ChatClientToServerEvents, type ChatServerToClientEvents } from '@sanam/contract/chat.ts';
import type { Language } from '@sanam/contract/constants.ts';
import { connectSocket } from '../../../lib/socket.ts';

export type ChatSocket = Socket<ChatServerToClientEvents, ChatClientToServerEvents>;

export function connectChatSocket(token: string, lang: () => Language): ChatSocket {
  return connectSocket({
    auth: (send: (data: { chat_token: string; lang: Language }) => void) =>
      send({ chat_token: token, lang: lang() }),
  });
}
