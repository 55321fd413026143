// The rooms of DESIGN §5 a socket joins, from the holder its handshake settled:
// - a member: `user:<memberId>`, with matchId `match:<id>`, and with query `events=1` the `events`
//   room (QUIZ: the event list of the home);
// - an operator: `operator:<id>`, and with matchId `desk:<matchId>` (BET) and `match:<id>` (the RATE
//   etc. its members see);
// - a console socket with query `desk=cashier`: `cashier` (CASHIER: the queues changed) and
//   `operator:<id>` only, so a cashier never hears a match desk's BET;
// - every one of these its sign-in's `session:<id>`, which closes it when that sign-in ends.
// A chat socket joins the chat's rooms instead (SocketChat.join).
import { rooms } from '@sanam/contract/realtime.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { SocketChat } from './handshake.ts';
import type { ServerSocket } from './socket-data.ts';

export function joinRooms<Chat>(socket: ServerSocket<Chat>, chat: SocketChat<Chat>): void {
  const { data } = socket;
  if (data.kind === 'chat') return chat.join(socket, data.chat);
  void socket.join(rooms.session(data.sessionId));
  if (data.kind === 'member') void socket.join(rooms.user(data.memberId));
  if (data.kind === 'member' && data.wantsEvents) void socket.join(rooms.events());
  if (data.kind === 'cashier') void socket.join(rooms.cashier());
  if (data.kind === 'operator' || data.kind === 'cashier') void socket.join(rooms.operator(data.operatorId));
  if (data.matchId !== null) {
    void socket.join(rooms.match(data.matchId));
    if (data.kind === 'operator') void socket.join(rooms.desk(data.matchId));
  }
}

/** Whether a sign-in is still live; the composition root binds it to the auth module. */
export type SignInLive = (who: {
  kind: 'member' | 'operator';
  id: number;
  sessionId: string;
}) => Promise<boolean>;

/**
 * A sign-in that ended between the handshake's check and the joins had its sockets closed
 * (rooms.session) before this one was in the room: look once more, now that it is, and close it if
 * so. A failed look keeps the socket: the handshake's own check passed.
 */
export async function confirmSignIn<Chat>(
  signInLive: SignInLive,
  socket: ServerSocket<Chat>,
  log: FastifyBaseLogger,
): Promise<void> {
  const { data } = socket;
  if (data.kind === 'chat') return;
  const who =
    data.kind === 'member'
      ? { kind: 'member' as const, id: data.memberId, sessionId: data.sessionId }
      : { kind: 'operator' as const, id: data.operatorId, sessionId: data.sessionId };
  const live = await signInLive(who).catch((err: unknown) => {
    log.warn({ err }, 'socket: the second look at its sign-in failed');
    return true;
  });
  if (!live) socket.disconnect(true);
}
