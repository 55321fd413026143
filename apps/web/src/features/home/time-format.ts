// Times of rounds as a Thai member reads them: the stadiums are in Thailand, so the clock and "today"
// are Bangkok's whatever the device's zone.
import { useTranslation } from 'react-i18next';

const ZONE = 'Asia/Bangkok';

function dayKey(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, dateStyle: 'short' }).format(date);
}

/** "14:05" for a time of today; "3 ม.ค. 14:05" / "3 Jan 14:05" for another day. */
export function useRoundTime(): (iso: string | null) => string {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'en' ? 'en-GB' : 'th-TH';
  return (iso) => {
    if (!iso) return '';
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return '';
    const time = new Intl.DateTimeFormat(locale, {
      timeZone: ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(date);
    if (dayKey(date) === dayKey(new Date())) return time;
    const day = new Intl.DateTimeFormat(locale, { timeZone: ZONE, day: 'numeric', month: 'short' }).format(
      date,
    );
    return `${day} ${time}`;
  };
}
