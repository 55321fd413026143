// Build-time settings of the member app that are not the API base (api-client.ts reads that one).

/**
 * Spec §2 live chat: an embedded frame keyed by username and stadium_id. Unset, the chat tab frames
 * our own chat page (chat.html); set, this external chat instead.
 */
export const CHAT_URL: string = import.meta.env.VITE_CHAT_URL?.trim() ?? '';

/** Stands in until the operator gives its LINE official account: valid, and plainly not theirs. */
export const DEFAULT_SUPPORT_URL = 'https://line.me/';

/**
 * Spec §1: support is an external chat link, advertised as 24 hours. Only an http(s) address is
 * taken: a mistyped value (or a `javascript:` one) would otherwise become a link on every screen.
 */
export function supportUrlFrom(raw: string | undefined): string {
  const text = raw?.trim();
  if (!text) return DEFAULT_SUPPORT_URL;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : DEFAULT_SUPPORT_URL;
  } catch {
    return DEFAULT_SUPPORT_URL;
  }
}

export const SUPPORT_URL: string = supportUrlFrom(import.meta.env.VITE_SUPPORT_URL);

/**
 * Spec §2: /play/step sends the member to the step game with the access token in the query. Unset,
 * it is the member app's own step page.
 */
export const STEP_GAME_URL: string = import.meta.env.VITE_STEP_GAME_URL?.trim() || '/step';

/**
 * A game opens inside the app, in a frame under the header. A provider that will not be framed (or
 * whose game needs the whole window) is named here, comma-separated ("ws,wc"): its launch page leaves
 * the app for the game's URL instead.
 */
export const GAME_REDIRECT: readonly string[] = (import.meta.env.VITE_GAME_REDIRECT ?? '')
  .split(',')
  .map((name) => name.trim().toLowerCase())
  .filter(Boolean);
