// Every timestamp leaves the server as ISO 8601 text in UTC: PGlite and node-postgres hand back a
// Date, a few raw reads a string, and the contract's schemas and the clients read one form.

export const iso = (at: Date | string): string => new Date(at).toISOString();

export const isoOrNull = (at: Date | string | null): string | null => (at === null ? null : iso(at));
