// The types of the app's one Socket.IO server: the events each way (the rooms' and the chat's) and
// what a socket carries in `socket.data`. `Chat` is what the chat module's handshake settles; the
// platform does not name the module, the composition root (socket-server.ts) does.
import type { ChatClientToServerEvents, ChatServerToClientEvents } from '@sanam/contract/chat.ts';
import type { ServerToClientEvents as RoomEvents } from '@sanam/contract/realtime.ts';
import type { Server, Socket } from 'socket.io';

/** Who holds a socket, as its handshake settled it; kept with the session of a dropped socket. */
export type Holder<Chat> =
  | { kind: 'member'; memberId: number; sessionId: string; matchId: number | null; wantsEvents: boolean }
  | { kind: 'operator'; operatorId: number; sessionId: string; matchId: number | null }
  | { kind: 'cashier'; operatorId: number; sessionId: string; matchId: null }
  | { kind: 'chat'; chat: Chat };

/**
 * A session taken up again (connection-state recovery): its holder as the earlier handshake settled
 * it, read back from the adapter and so unchecked, and the events it missed, each
 * [name, payload, stream offset]. Held until the new handshake accepts the same holder.
 */
export interface Recovery {
  earlier: unknown;
  missed: unknown[][];
}

/**
 * `socket.data`: the holder, once the handshake has settled it. A restored session's socket carries
 * only its `recovery` until then; the connection handler replays and drops it.
 */
export type SocketData<Chat> = Holder<Chat> & { recovery?: Recovery };

type NoEvents = Record<string, never>;
/** Clients send only the chat's CHAT_SEND. */
type ClientEvents = ChatClientToServerEvents;
type ServerEvents = RoomEvents & ChatServerToClientEvents;

export type SocketIoServer<Chat> = Server<ClientEvents, ServerEvents, NoEvents, SocketData<Chat>>;
export type ServerSocket<Chat> = Socket<ClientEvents, ServerEvents, NoEvents, SocketData<Chat>>;
