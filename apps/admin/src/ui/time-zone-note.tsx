import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../lib/format-time.ts';
import { currentLanguage } from '../lib/i18n.ts';

const TICK_MS = 15_000;

/** The shell's clock: Bangkok's time now, and a word that every time in the console is on it. */
export function TimeZoneNote() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(id);
  }, []);
  return (
    <p
      role="note"
      title={t('time.zone_note')}
      className="flex items-center gap-1.5 text-xs whitespace-nowrap text-ink-300"
    >
      <span className="tabular font-medium text-ink-100">{formatInstant(now, lang, 'clock')}</span>
      <span>{t('time.zone_note')}</span>
    </p>
  );
}
