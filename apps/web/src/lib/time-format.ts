// Times as a Thai member reads them: the stadiums and the cashiers are in Thailand, so the clock and
// "today" are Bangkok's whatever the device's zone.
import { useTranslation } from 'react-i18next';

const ZONE = 'Asia/Bangkok';

function dayKey(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, dateStyle: 'short' }).format(date);
}

function parse(iso: string | null): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

function useLocale(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'en' ? 'en-GB' : 'th-TH';
}

function clock(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

/** "14:05" for a time of today; "3 ม.ค. 14:05" / "3 Jan 14:05" for another day. */
export function useRoundTime(): (iso: string | null) => string {
  const locale = useLocale();
  return (iso) => {
    const date = parse(iso);
    if (!date) return '';
    const time = clock(date, locale);
    if (dayKey(date) === dayKey(new Date())) return time;
    const day = new Intl.DateTimeFormat(locale, { timeZone: ZONE, day: 'numeric', month: 'short' }).format(
      date,
    );
    return `${day} ${time}`;
  };
}

/**
 * A money movement's date and time, always with the date (a statement is read later):
 * "3 ม.ค. 68 14:05" (Thai years are Buddhist Era) / "3 Jan 25 14:05".
 */
export function useDateTime(): (iso: string | null) => string {
  const locale = useLocale();
  return (iso) => {
    const date = parse(iso);
    if (!date) return '';
    const day = new Intl.DateTimeFormat(locale, {
      timeZone: ZONE,
      day: 'numeric',
      month: 'short',
      year: '2-digit',
    }).format(date);
    return `${day} ${clock(date, locale)}`;
  };
}
