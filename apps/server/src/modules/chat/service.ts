// Live chat (spec §2 match room): one chat per stadium, over Socket.IO's `/chat`
// namespace (socket.ts), so the Redis adapter carries it across nodes like every other room.
//
// Owns: chat_messages, chat_mutes, the chat tokens, the per-member send limit.
// Invariants:
// - A member reaches the chat only with a chat token: HS256 with the app's JWT secret, audience
//   `sanam-chat`, CHAT_TOKEN_TTL_SECONDS of life, naming the member (sub), their username and one
//   stadium. It carries no `kind`, so it is never taken as an access token, and an access token
//   (no audience) is never taken as a chat token. The stadium in the token is the only one it opens.
// - A message is stored and sent exactly as the member typed it (trimmed): plain text, never markup;
//   the pages render it as text. 1 to CHAT_MAX_LENGTH characters.
// - Sending is refused, changing nothing, for a blocked member, a member muted in that stadium, and
//   over CHAT_RATE (counted per member in Redis when REDIS_URL is set, else in this process).
// - What sockets see follows commits: a message is emitted after its insert commits, a delete after
//   its update commits; deletes, mutes and unmutes are audited in their transaction.
import {
  CHAT_HISTORY_SIZE,
  CHAT_RATE,
  CHAT_TOKEN_TTL_SECONDS,
  chatRooms,
  chatText,
  type ChatMessage,
  type ChatMute,
  type ChatMuteRequest,
  type ChatServerToClientEvents,
  type ChatTokenData,
} from '@sanam/contract/chat.ts';
import { Redis } from 'ioredis';
import { jwtVerify, SignJWT } from 'jose';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { Namespace } from 'socket.io';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import { badRequest, forbidden, notFound, tooManyRequests, unauthorized } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { audit, type Actor } from '../../audit/audit-log.ts';
import { memberSessionLive, type MemberPrincipal } from '../auth/index.ts';
import * as queries from './queries.ts';
import { iso } from '../../db/timestamps.ts';

export type ChatNamespace = Namespace<Record<string, never>, ChatServerToClientEvents>;

const CHAT_AUDIENCE = 'sanam-chat';
const encoder = new TextEncoder();
const signingKey = (config: Config) => encoder.encode(config.jwtSecret);

export function toChatMessage(r: queries.MessageRow): ChatMessage {
  return {
    id: r.id,
    stadium_id: r.stadium_id,
    member_id: r.member_id,
    username: r.username,
    text: r.text,
    created_at: iso(r.created_at),
  };
}

function toChatMute(r: queries.MuteRow): ChatMute {
  return {
    stadium_id: r.stadium_id,
    member_id: r.member_id,
    username: r.username,
    until: iso(r.until),
    operator_id: r.operator_id,
    created_at: iso(r.created_at),
  };
}

// ---------------------------------------------------------------------------------------------
// Tokens

export interface ChatPass {
  memberId: number;
  /** the sign-in the pass was issued to: its end ends the pass and closes its sockets */
  sessionId: string;
  username: string;
  stadiumId: number;
}

const chatClaims = z.object({
  sub: z.string().regex(/^[1-9]\d{0,15}$/),
  sid: z.uuid(),
  username: z.string(),
  stadium_id: z.number().int().positive(),
  aud: z.literal(CHAT_AUDIENCE),
});

/** GET /user/chat/token: a pass for the signed-in member (that sign-in) to one stadium's chat. */
export async function issueChatToken(
  deps: AppDeps,
  { memberId, sessionId }: MemberPrincipal,
  stadiumId: number,
): Promise<ChatTokenData> {
  if (!(await queries.stadiumExists(deps.db, stadiumId))) throw notFound('chat.stadium_unknown');
  const member = await queries.findMember(deps.db, memberId);
  if (!member) throw unauthorized('error.unauthorized');
  if (member.is_blocked) throw forbidden('chat.blocked');
  const token = await new SignJWT({ sid: sessionId, username: member.username, stadium_id: stadiumId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(memberId))
    .setAudience(CHAT_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + CHAT_TOKEN_TTL_SECONDS)
    .sign(signingKey(deps.config));
  return { token, stadium_id: stadiumId, username: member.username, expires_in: CHAT_TOKEN_TTL_SECONDS };
}

/** The pass a chat token carries: 401 for a forged, expired or foreign token; 403 for a blocked member. */
export async function readChatToken(deps: AppDeps, token: string | null): Promise<ChatPass> {
  if (!token) throw unauthorized('chat.token_invalid');
  let claims: z.infer<typeof chatClaims>;
  try {
    const { payload } = await jwtVerify(token, signingKey(deps.config), {
      algorithms: ['HS256'],
      audience: CHAT_AUDIENCE,
    });
    claims = chatClaims.parse(payload);
  } catch {
    throw unauthorized('chat.token_invalid');
  }
  const member = await queries.findMember(deps.db, Number(claims.sub));
  if (!member) throw unauthorized('chat.token_invalid');
  if (member.is_blocked) throw forbidden('chat.blocked');
  // a pass lives 5 minutes, the sign-in it came from may end sooner (a logout, a password change)
  await memberSessionLive(deps, { kind: 'member', memberId: member.id, sessionId: claims.sid });
  return {
    memberId: member.id,
    sessionId: claims.sid,
    username: member.username,
    stadiumId: claims.stadium_id,
  };
}

// ---------------------------------------------------------------------------------------------
// Per-app state: the namespace to emit to, and the send limiter (keyed by the app's database, so
// apps built side by side in tests never share them)

interface ChatState {
  limiter: RateLimiterAbstract;
  close(): Promise<void>;
}
const states = new WeakMap<Db, ChatState>();

function state(deps: AppDeps): ChatState {
  const existing = states.get(deps.db);
  if (existing) return existing;
  const redis = deps.config.redisUrl ? new Redis(deps.config.redisUrl, { enableOfflineQueue: false }) : null;
  redis?.on('error', () => undefined);
  const opts = { keyPrefix: 'chat-send', points: CHAT_RATE.messages, duration: CHAT_RATE.windowSeconds };
  const created: ChatState = {
    // shared across nodes with Redis; while Redis is unreachable each node counts in memory
    limiter: redis
      ? new RateLimiterRedis({ ...opts, storeClient: redis, insuranceLimiter: new RateLimiterMemory(opts) })
      : new RateLimiterMemory(opts),
    async close() {
      states.delete(deps.db);
      if (redis) await redis.quit().catch(() => undefined);
    },
  };
  states.set(deps.db, created);
  return created;
}

const namespaces = new WeakMap<Db, ChatNamespace>();

/**
 * Called by socket.ts when sockets are attached: emits then reach the sockets, and the send limit's
 * Redis connects now, so the first messages are counted across nodes too.
 */
export function setChatNamespace(deps: AppDeps, namespace: ChatNamespace): void {
  namespaces.set(deps.db, namespace);
  state(deps);
}

/** Releases the limiter's Redis connection (app onClose). */
export async function closeChat(deps: AppDeps): Promise<void> {
  await states.get(deps.db)?.close();
}

function emitToStadium<E extends keyof ChatServerToClientEvents>(
  deps: AppDeps,
  stadiumId: number,
  event: E,
  payload: Parameters<ChatServerToClientEvents[E]>[0],
): void {
  const ns = namespaces.get(deps.db);
  if (!ns) return;
  (ns.to(chatRooms.stadium(stadiumId)).emit as (e: string, p: unknown) => boolean)(event, payload);
}

// ---------------------------------------------------------------------------------------------
// Members

export async function history(deps: AppDeps, stadiumId: number): Promise<ChatMessage[]> {
  const rows = await queries.lastMessages(deps.db, stadiumId, CHAT_HISTORY_SIZE);
  return rows.map(toChatMessage);
}

/** CHAT_SEND: stores the text and emits it to the stadium; refusals are AppErrors and change nothing. */
export async function sendMessage(deps: AppDeps, pass: ChatPass, input: unknown): Promise<ChatMessage> {
  const parsed = z.object({ text: chatText }).safeParse(input);
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message ?? 'error.validation';
    throw badRequest(key === 'chat.too_long' || key === 'chat.text_unstorable' ? key : 'chat.empty');
  }
  const member = await queries.findMember(deps.db, pass.memberId);
  if (!member || member.is_blocked) throw forbidden('chat.blocked');
  if (await queries.activeMuteUntil(deps.db, pass.stadiumId, pass.memberId)) throw forbidden('chat.muted');
  try {
    await state(deps).limiter.consume(String(pass.memberId));
  } catch (err) {
    if (err instanceof RateLimiterRes) throw tooManyRequests('chat.rate_limited');
    throw err;
  }
  return deps.db.transaction(async (tx) => {
    const row = await queries.insertMessage(tx, {
      stadiumId: pass.stadiumId,
      memberId: pass.memberId,
      username: member.username,
      text: parsed.data.text,
    });
    const message = toChatMessage(row);
    tx.afterCommit(() => emitToStadium(deps, pass.stadiumId, 'CHAT_MESSAGE', message));
    return message;
  });
}

// ---------------------------------------------------------------------------------------------
// Operators

async function requireStadium(deps: AppDeps, stadiumId: number): Promise<void> {
  if (!(await queries.stadiumExists(deps.db, stadiumId))) throw notFound('chat.stadium_unknown');
}

export async function listMessages(deps: AppDeps, stadiumId: number): Promise<ChatMessage[]> {
  await requireStadium(deps, stadiumId);
  return history(deps, stadiumId);
}

export async function listMutes(deps: AppDeps, stadiumId: number): Promise<ChatMute[]> {
  await requireStadium(deps, stadiumId);
  return (await queries.activeMutes(deps.db, stadiumId)).map(toChatMute);
}

/** Hides the message for everyone: CHAT_DELETED reaches every socket of the stadium after commit. */
export async function deleteChatMessage(deps: AppDeps, actor: Actor, id: number): Promise<ChatMessage> {
  return deps.db.transaction(async (tx) => {
    const row = await queries.deleteMessage(tx, id, actor.operatorId);
    if (!row) throw notFound('chat.message_unknown');
    const message = toChatMessage(row);
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'chat.delete',
      targetType: 'chat_message',
      targetId: id,
      before: message,
      after: null,
      ip: actor.ip,
    });
    tx.afterCommit(() =>
      emitToStadium(deps, message.stadium_id, 'CHAT_DELETED', { id, stadium_id: message.stadium_id }),
    );
    return message;
  });
}

export async function muteMember(deps: AppDeps, actor: Actor, input: ChatMuteRequest): Promise<ChatMute> {
  await requireStadium(deps, input.stadium_id);
  if (!(await queries.findMember(deps.db, input.member_id))) throw notFound('chat.member_unknown');
  return deps.db.transaction(async (tx) => {
    const mute = toChatMute(
      await queries.upsertMute(tx, {
        stadiumId: input.stadium_id,
        memberId: input.member_id,
        minutes: input.minutes,
        operatorId: actor.operatorId,
      }),
    );
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'chat.mute',
      targetType: 'member',
      targetId: input.member_id,
      before: null,
      after: { stadium_id: input.stadium_id, minutes: input.minutes, until: mute.until },
      ip: actor.ip,
    });
    return mute;
  });
}

export async function unmuteMember(
  deps: AppDeps,
  actor: Actor,
  input: { stadium_id: number; member_id: number },
): Promise<{ stadium_id: number; member_id: number }> {
  return deps.db.transaction(async (tx) => {
    const gone = await queries.deleteMute(tx, input.stadium_id, input.member_id);
    if (!gone) throw notFound('error.not_found');
    await audit(tx, {
      operatorId: actor.operatorId,
      action: 'chat.unmute',
      targetType: 'member',
      targetId: input.member_id,
      before: { stadium_id: input.stadium_id, until: iso(gone.until) },
      after: null,
      ip: actor.ip,
    });
    return { stadium_id: input.stadium_id, member_id: input.member_id };
  });
}
