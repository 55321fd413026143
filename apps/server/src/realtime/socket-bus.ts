// The RealtimeBus over Socket.IO: each call emits to one of the contract's rooms through the adapter,
// so with Redis it reaches every node. A server without sockets attached (yet) emits to nobody.
import { rooms } from '@sanam/contract/realtime.ts';
import type { RealtimeBus } from './bus.ts';
import type { SocketIoServer } from './socket-data.ts';

/** `onError` hears the failures of `later` work. */
export function socketBus<Chat>(
  io: SocketIoServer<Chat>,
  onError: (err: unknown) => void = () => undefined,
): RealtimeBus {
  return {
    toMatch(matchId, event, payload) {
      // one signature per event in the typed map: the union of payloads needs this widening
      (io.to(rooms.match(matchId)).emit as (e: string, p: unknown) => boolean)(event, payload);
    },
    toMember(memberId, event, payload) {
      io.to(rooms.user(memberId)).emit(event, payload);
    },
    toDesk(matchId, event, payload) {
      io.to(rooms.desk(matchId)).emit(event, payload);
    },
    toEvents(event, payload) {
      io.to(rooms.events()).emit(event, payload);
    },
    referralToMember(memberId, payload) {
      io.to(rooms.user(memberId)).emit('BET_REFERRAL', payload);
    },
    toCashiers(event, payload) {
      io.to(rooms.cashier()).emit(event, payload);
    },
    disconnectMember(memberId) {
      // through the adapter, so a socket on another node is closed too
      io.in(rooms.user(memberId)).disconnectSockets(true);
    },
    disconnectOperator(operatorId) {
      io.in(rooms.operator(operatorId)).disconnectSockets(true);
    },
    disconnectSessions(sessionIds) {
      io.in(sessionIds.map(rooms.session)).disconnectSockets(true);
    },
    later(work) {
      void work().catch(onError);
    },
  };
}
