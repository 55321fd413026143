// Build-time settings of the member app that are not the API base (api-client.ts reads that one).

/**
 * Spec §2 live chat: an embedded frame keyed by username and stadium_id. The chat service is
 * external; unset, the chat tab says chat is not available instead of framing a blank page.
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
