// What the match room's chat tab and the chat page (chat.html) agree on, kept apart from both so the
// member app does not bundle the chat page and the page does not bundle the app.
import { isLanguage, type Language } from '@sanam/contract/constants.ts';

/** The message the page posts to its parent when its pass is refused: "frame me with a new token". */
export const CHAT_EXPIRED_MESSAGE = 'sanam-chat:expired';

/**
 * Our chat page with the token and the member's language in the fragment: never sent to a server, so
 * never in a log. The language travels with it because the framed page cannot read the app's storage
 * (chat-tab.tsx: the frame's origin is opaque).
 */
export function ownChatUrl(token: string, lang: Language): string {
  return `${import.meta.env.BASE_URL}chat.html#token=${encodeURIComponent(token)}&lang=${lang}`;
}

export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/** The language the room framed the page in; null when it named none we speak. */
export function languageFromHash(hash: string): Language | null {
  const lang = new URLSearchParams(hash.replace(/^#/, '')).get('lang');
  return isLanguage(lang) ? lang : null;
}
