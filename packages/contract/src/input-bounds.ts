// Bounds every request is held to before it reaches a handler or the database: text
// PostgreSQL can store, integers that fit the column they are written to, money within a declared
// maximum, and a balance ceiling far below 2^53 so a balance always serialises as an exact number.

/**
 * PostgreSQL refuses U+0000 in text and jsonb (every other code point is stored). The server refuses
 * any request holding it, in any string or object key, with 400 before its handler runs
 * (apps/server/src/http/unstorable-text.ts), so no route can forget it.
 */
export const UNSTORABLE_CHAR = '\u0000';

/**
 * Half of a UTF-16 surrogate pair standing alone (JSON can carry one as `"\udfff"`). It is no
 * character: the database driver would write it as U+FFFD into text, and jsonb refuses it outright,
 * so a name holding one reached an audit row's jsonb and answered 500 (the fuzz test).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text PostgreSQL cannot store as it was sent: a NUL, or a lone surrogate. */
export const isUnstorableText = (text: string): boolean =>
  text.includes(UNSTORABLE_CHAR) || LONE_SURROGATE.test(text);

/**
 * Where in a parsed request the first string (or object key) holding unstorable text is, as a dotted
 * path (`name`, `legs.1.ref`; `_` for the value itself), or null when there is none. Iterative, so a
 * deeply nested body cannot exhaust the stack.
 */
export function findUnstorableText(value: unknown): string | null {
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length > 0) {
    const [v, path] = stack.pop() as [unknown, string];
    if (typeof v === 'string') {
      if (isUnstorableText(v)) return path || '_';
    } else if (v !== null && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        const childPath = path ? `${path}.${key}` : key;
        if (isUnstorableText(key)) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}

/** The largest value of a PostgreSQL `int` (int4) column: agent_id, rates, points, stock, versions. */
export const INT4_MAX = 2_147_483_647;

/**
 * The largest amount any one request may name, in baht (a stake, a deposit, a withdrawal, a cashier's
 * adjustment or approval, a game's debit or credit): ten million baht. The contract's baht helper
 * (money.ts bahtAmount) holds every amount to it.
 */
export const AMOUNT_MAX_BAHT = 10_000_000;

/**
 * The most a member's cash or coin balance may hold: one thousand million baht (10^11 satang), about
 * 1/90,000 of 2^53. The ledger refuses (400 ledger.balance_ceiling) an entry that would take a member
 * account past it, so a balance and every sum of a member's postings stay exact JSON numbers.
 */
export const BALANCE_MAX_SATANG = 100_000_000_000;

/**
 * The largest width and height of a prize picture, in pixels: the member app shows it at most a few
 * hundred pixels wide, and a small file can declare a huge canvas (a 12000×12000 PNG compresses to
 * kilobytes but costs a browser 576 MB to draw). Read from the file's header, never decoded.
 */
export const REDEEM_IMAGE_MAX_SIDE_PX = 2048;
