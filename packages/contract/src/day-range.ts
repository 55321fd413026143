// A range of Bangkok calendar days, as every report and every list with a date filter takes it:
// `from` to `to`, both included. However a caller gives it (both ends, one, or none), the
// range it reads is at most DAY_RANGE_DAYS_MAX days: a missing end is today, so `to=2099-12-31` alone
// spans today to 2099 and is refused, as is `from=2000-01-01` alone. The server reads the range
// resolveDayRange gives, and the console's forms check the same schema before they send.
import type { z } from 'zod';

/** The longest range a report or a list reads: a year, leap day included. */
export const DAY_RANGE_DAYS_MAX = 366;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `from` to `to`, both included (1 for a single day). */
export function dayRangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The Bangkok calendar day (UTC+7 all year) instant `now` falls in, "2026-01-31": today by default. */
export function bangkokToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The calendar day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export type DayRange = { from: string; to: string };

/**
 * The days a request covers: a missing end is today, or the given end when today is on its wrong
 * side (`to` alone in the past is that one day, `from` alone in the future too). Null when neither end
 * is given: a report reads today then, a paged list everything.
 */
export function resolveDayRange(
  given: { from?: string | undefined; to?: string | undefined },
  today: string = bangkokToday(),
): DayRange | null {
  const { from, to } = given;
  if (from === undefined && to === undefined) return null;
  if (from !== undefined && to !== undefined) return { from, to };
  if (from !== undefined) return { from, to: from > today ? from : today };
  const end = to ?? today;
  return { from: end < today ? end : today, to: end };
}

/** The messages of a list's date filter (the audit log, a member's file): the audit log's words. */
export const DAY_LIST_RANGE_MESSAGES = { reversed: 'audit.range_reversed', tooLong: 'audit.range_too_long' };

type RangeFields = { from?: string | undefined; to?: string | undefined };

/**
 * The range's rules on a query schema with optional `from` and `to` (each already a valid day): `to`
 * not before `from`, and the resolved range at most DAY_RANGE_DAYS_MAX days. Each refusal names the
 * field the caller gave (`to` when both), with the schema's own message keys.
 */
export function withDayRange<T extends RangeFields>(
  schema: z.ZodType<T>,
  messages: { reversed: string; tooLong: string },
) {
  return schema.superRefine((q, ctx) => {
    if (q.from !== undefined && q.to !== undefined && q.from > q.to) {
      ctx.addIssue({ code: 'custom', message: messages.reversed, path: ['to'] });
      return;
    }
    const range = resolveDayRange(q);
    if (range && dayRangeDays(range.from, range.to) > DAY_RANGE_DAYS_MAX)
      ctx.addIssue({ code: 'custom', message: messages.tooLong, path: [q.to === undefined ? 'from' : 'to'] });
  });
}
