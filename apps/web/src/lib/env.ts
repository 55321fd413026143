// Build-time settings of the member app that are not the API base (api-client.ts reads that one).

/**
 * Spec §2 live chat: an embedded frame keyed by username and stadium_id. The chat service is
 * external; unset, the chat tab says chat is not available instead of framing a blank page.
 */
export const CHAT_URL: string = import.meta.env.VITE_CHAT_URL?.trim() ?? '';
