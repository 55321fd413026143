// Who may connect (spec §3, §7): `auth.access_token` (a member) or `auth.operator_token` (the
// console), query `matchId`. Refused with a connect_error whose message is translated
// (Accept-Language) and whose `data` is `{ code, key }`:
// - a missing, forged, expired or revoked token, a member token as operator_token and back (401);
// - a blocked member, an operator whose role is not a desk role (admin, operator) (403); with
//   `desk=cashier`, one whose role does not work the cashier queues (admin, cashier) (403);
// - `desk=cashier` with a matchId or from a member token, or any other `desk` (400);
// - a `matchId` that is not a positive integer (400), or names no match (404): the client's link is
//   stale, and a refused handshake is not retried by socket.io-client, unlike a dropped connection.
//   A member asking for a test round's room is refused as for an unknown round; staff are not.
// - over the caps of socket-limits.ts: the address's (429) before any work, the member's after.
// Tokens are checked at the handshake only; the client reconnects with a fresh token after a refusal.
// A handshake that names the chat is the chat module's (SocketChat).
import type { OperatorRole } from '@sanam/contract/constants.ts';
import { translate } from '@sanam/contract/messages.ts';
import { CASHIER_ROOM_QUERY, EVENTS_ROOM_QUERY } from '@sanam/contract/realtime.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { ExtendedError } from 'socket.io';
import { z } from 'zod';
import { clientAddress, type ProxyTrust } from '../http/client-address.ts';
import { badRequest, publicError } from '../http/errors.ts';
import { pickLanguage } from '../http/lang.ts';
import { keepRecovery } from './recovery.ts';
import type { Holder, ServerSocket } from './socket-data.ts';
import type { Release, SocketSlots } from './socket-limits.ts';

/** The console's match desk: the same roles as the match routes. */
const DESK_ROLES: readonly OperatorRole[] = ['admin', 'operator'];
/** The cashier desk's room: the same roles as the cashier queues' routes. */
const CASHIER_ROLES: readonly OperatorRole[] = ['admin', 'cashier'];

// '' is a missing token (401), as the console sends it when it holds none
const token = z.string().max(4096);
const handshakeAuth = z.object({ access_token: token.optional(), operator_token: token.optional() });
const handshakeDesk = z.union([z.undefined(), z.literal(''), z.literal(CASHIER_ROOM_QUERY.desk)]);
const handshakeMatchId = z
  .union([z.undefined(), z.literal(''), z.string().regex(/^[1-9]\d{0,15}$/)])
  .transform((v) => (v ? Number(v) : null))
  .refine((v) => v === null || Number.isSafeInteger(v));

/** What the handshake asks of the modules; the composition root binds them to the app. */
export interface HandshakeChecks {
  /** the member of a live access token, else throws 401 or 403 */
  member(token: string | null): Promise<{ memberId: number; sessionId: string }>;
  /** the staff member of a live console token with one of `roles`, else throws 401 or 403 */
  operator(
    token: string | null,
    roles: readonly OperatorRole[],
  ): Promise<{ operatorId: number; sessionId: string }>;
  /** throws 404 for an unknown match, and with `asMember` for a test round too: hidden means hidden */
  findMatch(matchId: number, asMember: boolean): Promise<void>;
}

/** The chat module's sockets, on the same server: its own handshake, member slot and joins. */
export interface SocketChat<Chat> {
  isChatHandshake(auth: unknown): boolean;
  /** the chat's holder, or a rejection with its translated refusal */
  handshake(socket: ServerSocket<Chat>): Promise<Chat>;
  /** the member's sign-in and stadium behind a member's chat socket; null for the console's */
  memberOf(chat: Chat): { memberId: number; sessionId: string; stadiumId: number } | null;
  join(socket: ServerSocket<Chat>, chat: Chat): void;
}

export interface Admission<Chat> {
  checks: HandshakeChecks;
  chat: SocketChat<Chat>;
  slots: SocketSlots<ServerSocket<Chat>>;
  trustProxy: ProxyTrust;
  log: FastifyBaseLogger;
}

/** The server's middleware: the caps, then the handshake, then the holder on `socket.data`. */
export function admit<Chat>(a: Admission<Chat>) {
  return (socket: ServerSocket<Chat>, next: (err?: ExtendedError) => void): void => {
    let release: Release[];
    try {
      release = [a.slots.takeAddressSlot(clientAddress(socket.request, a.trustProxy))];
    } catch (err) {
      next(refusal(err, socket, a.log));
      return;
    }
    // a slot frees when its socket ends, connected or not
    const releaseAll = () => release.forEach((r) => r());
    socket.conn.once('close', releaseAll);
    socket.once('disconnect', releaseAll);
    const refuse = (err: ExtendedError) => {
      releaseAll();
      next(err);
    };
    const settle = (holder: Holder<Chat>) => {
      try {
        const member = memberSlotOf(holder, a.chat);
        if (member) release.push(a.slots.takeMemberSlot(member.memberId, member.room, socket));
      } catch (err) {
        refuse(refusal(err, socket, a.log));
        return;
      }
      socket.data = keepRecovery(socket, holder);
      next();
    };
    if (a.chat.isChatHandshake(socket.handshake.auth)) {
      a.chat.handshake(socket).then(
        (chat) => settle({ kind: 'chat', chat }),
        (err: ExtendedError) => refuse(err),
      );
      return;
    }
    holderOf(a.checks, socket).then(settle, (err: unknown) => refuse(refusal(err, socket, a.log)));
  };
}

/**
 * The member a socket counts against, and what it asks for (their sign-in and room): a socket
 * replaced by a newer one is known by it when it knocks again. Staff sockets count per address only.
 */
function memberSlotOf<Chat>(
  holder: Holder<Chat>,
  chat: SocketChat<Chat>,
): { memberId: number; room: string } | null {
  if (holder.kind === 'member')
    return {
      memberId: holder.memberId,
      room: `${holder.memberId}|${holder.sessionId}|match:${holder.matchId ?? '-'}|events:${holder.wantsEvents}`,
    };
  if (holder.kind === 'chat') {
    const member = chat.memberOf(holder.chat);
    if (!member) return null;
    const { memberId, sessionId, stadiumId } = member;
    return { memberId, room: `${memberId}|${sessionId}|chat:${stadiumId}` };
  }
  return null;
}

async function holderOf<Chat>(checks: HandshakeChecks, socket: ServerSocket<Chat>): Promise<Holder<Chat>> {
  const auth = handshakeAuth.safeParse(socket.handshake.auth);
  const matchIdParsed = handshakeMatchId.safeParse(socket.handshake.query.matchId);
  const deskParsed = handshakeDesk.safeParse(socket.handshake.query.desk);
  if (!auth.success || !matchIdParsed.success || !deskParsed.success) throw badRequest('error.validation');
  const matchId = matchIdParsed.data;
  const { access_token, operator_token } = auth.data;
  if (deskParsed.data === CASHIER_ROOM_QUERY.desk) {
    // the cashier room is a desk of its own: no match rides along, and only a console token enters
    if (matchId !== null || operator_token === undefined) throw badRequest('error.validation');
    const staff = await checks.operator(operator_token || null, CASHIER_ROLES);
    return { kind: 'cashier', operatorId: staff.operatorId, sessionId: staff.sessionId, matchId: null };
  }
  let holder: Holder<Chat>;
  if (operator_token !== undefined) {
    const operator = await checks.operator(operator_token || null, DESK_ROLES);
    holder = { kind: 'operator', operatorId: operator.operatorId, sessionId: operator.sessionId, matchId };
  } else {
    const member = await checks.member(access_token || null);
    const wantsEvents = socket.handshake.query.events === EVENTS_ROOM_QUERY.events;
    holder = { kind: 'member', memberId: member.memberId, sessionId: member.sessionId, matchId, wantsEvents };
  }
  if (matchId !== null) await checks.findMatch(matchId, holder.kind === 'member');
  return holder;
}

function refusal<Chat>(err: unknown, socket: ServerSocket<Chat>, log: FastifyBaseLogger): ExtendedError {
  const { key, code } = publicError(err, log, 'socket handshake failed');
  const refused: ExtendedError = new Error(
    translate(key, pickLanguage(socket.handshake.headers['accept-language'])),
  );
  refused.data = { code, key };
  return refused;
}
