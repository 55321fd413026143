// The server's messages and validation keys of the events (issue 9), in both languages (Thai first);
// merged into the one catalogue in messages.ts.
export const eventMessages = {} as const satisfies Record<string, { th: string; en: string }>;
