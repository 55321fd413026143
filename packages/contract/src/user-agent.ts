// A session's device as staff read it: the server names member sessions with it in the member file,
// the console names staff sessions with it, so one device reads alike on both pages.

/** A device's name read from its user agent: enough to tell a phone from a desk. */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const os = /iPhone|iPad|Android|Windows|Macintosh|Linux/.exec(userAgent)?.[0];
  const browser = /Edg|Firefox|Chrome|Safari/.exec(userAgent)?.[0];
  const names: Record<string, string> = { Macintosh: 'Mac', Edg: 'Edge' };
  const parts = [browser && (names[browser] ?? browser), os && (names[os] ?? os)].filter(Boolean);
  return parts.length ? parts.join(' · ') : userAgent.slice(0, 40);
}
