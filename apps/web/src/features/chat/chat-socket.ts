// The chat page's Socket.IO connection to the app's socket server, the chat token in the handshake
// (which is what makes it a chat socket), reconnection with backoff and no attempt limit (the token is re-sent each time).
import { io, type Socket } from 'socket.io-client';
import { type ChatClientToServerEvents, type ChatServerToClientEvents } from '@sanam/contract/chat.ts';
import { SOCKET_OPTIONS, type Language } from '@sanam/contract/constants.ts';

export type ChatSocket = Socket<ChatServerToClientEvents, ChatClientToServerEvents>;

const SOCKET_URL = import.meta.env.VITE_SOCKET_URL ?? '';

export function connectChatSocket(token: string, lang: () => Language): ChatSocket {
  const options = {
    path: SOCKET_OPTIONS.path,
    timeout: SOCKET_OPTIONS.timeout,
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: SOCKET_OPTIONS.reconnectionDelay,
    reconnectionDelayMax: SOCKET_OPTIONS.reconnectionDelayMax,
    randomizationFactor: SOCKET_OPTIONS.randomizationFactor,
    transports: ['polling', 'websocket'],
    auth: (send: (data: { chat_token: string; lang: Language }) => void) =>
      send({ chat_token: token, lang: lang() }),
  };
  return SOCKET_URL ? io(SOCKET_URL, options) : io(options);
}
