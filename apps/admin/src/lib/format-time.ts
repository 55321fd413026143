// Every time the console shows is Bangkok's, whatever the operator's browser zone: the
// stadiums, the cashiers and the member app all read the Thai clock, so a deposit made at 03:12 reads
// 03:12 in both apps. This file is the one place the console turns an instant into text or back
// (lint forbids Intl.DateTimeFormat and toLocale{Date,Time}String elsewhere in apps/admin), and the
// shell says which clock it is (TimeZoneNote).
import type { Language } from '@sanam/contract/constants.ts';

export const CONSOLE_TIME_ZONE = 'Asia/Bangkok';
/** Bangkok keeps UTC+7 all year (no daylight saving since 1920). */
const BANGKOK_OFFSET = '+07:00';

const STYLES = {
  /** tables: short date, time to the second */
  dateTime: { dateStyle: 'short', timeStyle: 'medium' },
  /** lists of rounds: short date, hours and minutes */
  dateMinute: { dateStyle: 'short', timeStyle: 'short' },
  /** a time of today: rates, "checked at", "updated at" */
  time: { timeStyle: 'medium' },
  /** the shell's clock, a chart's hours */
  clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** a chart's days: "28 Nov" */
  dayMonth: { day: 'numeric', month: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type TimeStyle = keyof typeof STYLES;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Language, style: TimeStyle): Intl.DateTimeFormat {
  const key = `${lang}:${style}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'th-TH', {
      ...STYLES[style],
      timeZone: CONSOLE_TIME_ZONE,
    });
    formatters.set(key, found);
  }
  return found;
}

/** An instant (ISO text, epoch ms or Date) on the Bangkok clock; an unreadable one as given. */
export function formatInstant(value: string | number | Date, lang: Language, style: TimeStyle): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return formatter(lang, style).format(date);
}

/** Short date and time to the second, Bangkok: what tables show. */
export function formatDateTime(value: string | number | Date, lang: Language): string {
  return formatInstant(value, lang, 'dateTime');
}

/** Time to the second, Bangkok: for what happened today. */
export function formatTime(value: string | number | Date, lang: Language): string {
  return formatInstant(value, lang, 'time');
}

/** The value of a datetime-local input ("2026-01-10T19:30") showing an instant on the Bangkok clock. */
export function toBangkokInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // sv-SE writes "2026-01-10 19:30", the input's own order
  const text = new Intl.DateTimeFormat('sv-SE', {
    timeZone: CONSOLE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return text.replace(' ', 'T');
}

/** A datetime-local value read as Bangkok wall-clock time, as an ISO instant; null when empty or unreadable. */
export function fromBangkokInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const withSeconds = value.length === 16 ? `${value}:00` : value;
  const date = new Date(`${withSeconds}${BANGKOK_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
