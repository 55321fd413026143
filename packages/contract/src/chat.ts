// Live chat of the match room (spec §2): one chat per stadium, over the Socket.IO server
// (path /socket.io, the one namespace; the handshake names the chat). The member app's frame gets a short-lived chat token from
// `GET /user/chat/token?stadium_id=` and connects with it; the console connects with its operator
// token and a stadium id. Texts are plain text: stored and sent as typed, rendered as text.
import { z } from 'zod';
import { humanText } from './human-text.ts';
import { UNSTORABLE_CHAR } from './input-bounds.ts';

/** Longest message, in characters (after trimming). */
export const CHAT_MAX_LENGTH = 200;
/** How many of the last messages a socket gets on joining. */
export const CHAT_HISTORY_SIZE = 50;
/** Messages a member may send per window, across stadiums and nodes. */
export const CHAT_RATE = { messages: 5, windowSeconds: 10 } as const;
/** Life of a chat token: long enough to open the frame and reconnect, short enough to not matter if leaked. */
export const CHAT_TOKEN_TTL_SECONDS = 5 * 60;
/** The mute lengths the console offers, in minutes; any whole number from 1 to the last is accepted. */
export const CHAT_MUTE_MINUTES = [5, 30, 60, 24 * 60, 7 * 24 * 60] as const;
export const CHAT_MUTE_MAX_MINUTES = 7 * 24 * 60;

const id = z.number({ error: 'validation.invalid' }).int().positive().max(Number.MAX_SAFE_INTEGER);
const idText = z.coerce.number({ error: 'validation.invalid' }).int().positive().max(Number.MAX_SAFE_INTEGER);

/** What a member types: trimmed, 1 to CHAT_MAX_LENGTH characters. The page's form uses this rule. */
export const chatText = humanText({ error: 'chat.empty', strip: true })
  .min(1, { error: 'chat.empty' })
  .max(CHAT_MAX_LENGTH, { error: 'chat.too_long' })
  // a chat text comes over the socket, past the HTTP hook that refuses NUL everywhere else
  .refine((v) => !v.includes(UNSTORABLE_CHAR), { error: 'chat.text_unstorable' });

export const chatTokenQuery = z.object({ stadium_id: idText });
export const chatTokenData = z.object({
  token: z.string(),
  stadium_id: z.number(),
  username: z.string(),
  expires_in: z.number(),
});
export type ChatTokenData = z.infer<typeof chatTokenData>;

export const chatMessage = z.object({
  id: z.number(),
  stadium_id: z.number(),
  member_id: z.number(),
  username: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

// ---------------------------------------------------------------------------------------------
// Socket events of the /chat namespace

/** Sent by the server on joining: the last messages, oldest first. */
export interface ChatHistoryEvent {
  stadium_id: number;
  messages: ChatMessage[];
  /** true for an operator socket (reads only) */
  read_only: boolean;
}
export interface ChatDeletedEvent {
  id: number;
  stadium_id: number;
}
/** The answer to CHAT_SEND: the stored message, or why not (message in the member's language). */
export type ChatSendAck =
  { ok: true; message: ChatMessage } | { ok: false; code: string; key: string; message: string };

export const CHAT_EVENTS = {
  history: 'CHAT_HISTORY',
  message: 'CHAT_MESSAGE',
  deleted: 'CHAT_DELETED',
  send: 'CHAT_SEND',
} as const;

export interface ChatServerToClientEvents {
  CHAT_HISTORY: (e: ChatHistoryEvent) => void;
  CHAT_MESSAGE: (e: ChatMessage) => void;
  CHAT_DELETED: (e: ChatDeletedEvent) => void;
}
export interface ChatClientToServerEvents {
  CHAT_SEND: (e: { text: string }, ack: (a: ChatSendAck) => void) => void;
}
export const chatSendRequest = z.object({ text: chatText });

/** Chat room names (server side), in the /chat namespace. */
export const chatRooms = { stadium: (stadiumId: number) => `chat:${stadiumId}` } as const;

// ---------------------------------------------------------------------------------------------
// Console (operators: admin, operator)

export const chatStadiumQuery = z.object({ stadium_id: idText });
export const adminChatMessageList = z.array(chatMessage);
export const chatMuteRequest = z.object({
  stadium_id: id,
  member_id: id,
  minutes: z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'chat.mute_minutes' })
    .max(CHAT_MUTE_MAX_MINUTES, { error: 'chat.mute_minutes' }),
});
export type ChatMuteRequest = z.infer<typeof chatMuteRequest>;
export const chatUnmuteRequest = z.object({ stadium_id: id, member_id: id });
export const chatMute = z.object({
  stadium_id: z.number(),
  member_id: z.number(),
  username: z.string(),
  until: z.string(),
  operator_id: z.number().nullable(),
  created_at: z.string(),
});
export type ChatMute = z.infer<typeof chatMute>;
export const chatMuteList = z.array(chatMute);
