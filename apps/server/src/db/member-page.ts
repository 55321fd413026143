// One page of a member's rows for the console's member file: the owning module names its
// table, columns and what its search matches; this builds the filter, the page and the count the
// same way for every list, so each list pages and searches alike.
import { bahtToSatang } from '@sanam/contract/money.ts';
import { bangkokDayEnd, bangkokDayStart } from '@sanam/contract/audit.ts';
import { resolveDayRange } from '@sanam/contract/day-range.ts';
import type { MemberFileQuery } from '@sanam/contract/member-file.ts';
import type { Queryable, Row as DbRow } from './db.ts';

/** The search text as the lists read it: a pattern for text columns, and a number when it is one. */
export type Search = {
  /** `%text%`, wildcards escaped, for ILIKE */
  like: string;
  /** a whole number the text is (#12, 12): a row id or a round id */
  id: number | null;
  /** baht the text is (1,500 or 1500.50), in satang: an amount */
  satang: number | null;
};

export function searchOf(text: string): Search | null {
  if (!text) return null;
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const bare = text.replace(/^#/, '').replace(/,/g, '');
  const id = /^\d{1,15}$/.test(bare) ? Number(bare) : null;
  const satang = /^\d{1,12}(\.\d{1,2})?$/.test(bare) ? bahtToSatang(Number(bare)) : null;
  return { like, id, satang };
}

export type MemberPageSpec = {
  /** the FROM clause (joins included) */
  from: string;
  /**
   * The FROM of the count when neither a status nor a search narrows the list: the same rows
   * without the joins only the columns need, so the total of a year of history is read from an
   * index (bench (e)); absent, the count reads `from`.
   */
  countFrom?: string;
  /** the SQL of the member column, compared with $1 */
  memberColumn: string;
  /** the column the date range reads */
  createdColumn: string;
  /** joined for the page's rows only, not the count (a lateral sum beside each row) */
  rowJoin?: string;
  /** the select list */
  columns: string;
  orderBy: string;
  /** what the search matches, as SQL with `add(value)` placeholders; null when nothing would */
  search?: (s: Search, add: (value: unknown) => string) => string | null;
  /** the status filter, as SQL; absent when the list has no status */
  status?: (status: string, add: (value: unknown) => string) => string;
};

/**
 * The page of the member's rows the query asks for, and how many rows match in all. `owner` is what
 * the member column holds: the member's id, or their ledger account.
 */
export async function memberPage<Row extends DbRow>(
  q: Queryable,
  owner: number | string,
  query: MemberFileQuery,
  spec: MemberPageSpec,
): Promise<{ rows: Row[]; total: number }> {
  const params: unknown[] = [owner];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const where = [`${spec.memberColumn} = $1`];
  // one end given: the other is today (contract day-range.ts), so a filter reads at most a year
  const days = resolveDayRange(query);
  if (days) {
    where.push(`${spec.createdColumn} >= ${add(bangkokDayStart(days.from))}`);
    where.push(`${spec.createdColumn} < ${add(bangkokDayEnd(days.to))}`);
  }
  const status =
    spec.status && query.status && query.status !== 'all' ? spec.status(query.status, add) : null;
  if (status) where.push(status);
  const search = searchOf(query.q);
  const countFrom = status || search ? spec.from : (spec.countFrom ?? spec.from);
  if (search && spec.search) where.push(spec.search(search, add) ?? 'false');
  else if (search) where.push('false');
  const filter = where.join(' AND ');
  const countParams = [...params];
  const [found, count] = await Promise.all([
    q.query<Row>(
      `SELECT ${spec.columns} FROM ${spec.from} ${spec.rowJoin ?? ''} WHERE ${filter}
        ORDER BY ${spec.orderBy} LIMIT ${add(query.limit)} OFFSET ${add(query.offset)}`,
      params,
    ),
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${countFrom} WHERE ${filter}`, countParams),
  ]);
  return { rows: found.rows, total: count.rows[0]?.n ?? 0 };
}

/** `a OR b OR …` of the parts that apply, or null when none does. */
export function anyOf(...parts: (string | null | false)[]): string | null {
  const kept = parts.filter((p): p is string => typeof p === 'string');
  return kept.length ? `(${kept.join(' OR ')})` : null;
}
