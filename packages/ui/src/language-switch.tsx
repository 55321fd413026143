// Spec §1: Thai / English. The app's i18next instance (given to react-i18next at its start) changes
// language; each app caches the choice and mirrors it on <html lang> in its own i18n set-up.
import { LANGUAGES, type Language } from '@sanam/contract/constants.ts';
import { useTranslation } from 'react-i18next';
import { useLook, type Look } from './look.tsx';
import { SegmentedControl, type SegmentStyles } from './segmented-control.tsx';

const names: Record<Language, string> = { th: 'ไทย', en: 'EN' };

const styles: Record<Look, SegmentStyles> = {
  member: {
    group: 'inline-flex rounded-full bg-ink-800 p-1 ring-1 ring-ink-600',
    item: 'min-h-8 min-w-12 rounded-full px-3 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-gold-400',
    on: 'bg-gold-500 text-ink-950',
    off: 'text-ink-300 hover:text-ink-100',
  },
  console: {
    group: 'inline-flex rounded-lg border border-ink-600 p-0.5 text-xs',
    item: 'rounded-md px-2 py-1 font-medium transition-colors',
    on: 'bg-gold-500 text-ink-950',
    off: 'text-ink-300 hover:text-ink-100',
  },
};

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current: Language = i18n.resolvedLanguage === 'en' ? 'en' : 'th';
  return (
    <SegmentedControl
      label={t('common.language')}
      options={LANGUAGES.map((lang) => ({ value: lang, label: names[lang], lang }))}
      value={current}
      onChange={(lang) => void i18n.changeLanguage(lang)}
      styles={styles[useLook()]}
    />
  );
}
