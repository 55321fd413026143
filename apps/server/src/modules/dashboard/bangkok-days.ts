// Bangkok calendar days and hours (UTC+7 all year, no daylight saving since 1920): the clock the
// stadiums, the cashiers and the console read. The dashboard's own; the reports may hold the same.
const BANGKOK_OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 24 * 3_600_000;
export const HOUR_MS = 3_600_000;

/** The Bangkok calendar day ("2026-11-28") instant `at` falls in. */
export function bangkokDayOf(at: Date): string {
  return new Date(at.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant Bangkok day `day` starts (its midnight, 17:00 UTC the day before). */
export function bangkokMidnight(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - BANGKOK_OFFSET_MS);
}

/** The calendar day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The start of the hour `at` falls in: the same on the Bangkok clock, whose offset is whole hours. */
export function hourStart(at: Date): Date {
  return new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
}
