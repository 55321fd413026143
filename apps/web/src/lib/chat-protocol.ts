// What the match room's chat tab and the chat page (chat.html) agree on, kept apart from both so the
// member app does not bundle the chat page and the page does not bundle the app.

/** The message the page posts to its parent when its pass is refused: "frame me with a new token". */
export const CHAT_EXPIRED_MESSAGE = 'sanam-chat:expired';

/** Our chat page with the token in the fragment: never sent to a server, so never in a log. */
export function ownChatUrl(token: string): string {
  return `${import.meta.env.BASE_URL}chat.html#token=${encodeURIComponent(token)}`;
}

export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
