import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@sanam/contract/constants.ts';
import { changeLanguage, currentLanguage } from '../lib/i18n.ts';

const labels: Record<Language, string> = { th: 'ไทย', en: 'EN' };

/** Spec §1: Thai / English; the choice is cached in local storage and mirrored on <html lang>. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const active = i18n.resolvedLanguage === 'en' ? 'en' : currentLanguage();
  return (
    <div
      role="group"
      aria-label={t('common.language')}
      className="inline-flex rounded-full bg-ink-800 p-1 ring-1 ring-ink-600"
    >
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={active === lang}
          onClick={() => void changeLanguage(lang)}
          className={`min-h-8 min-w-12 rounded-full px-3 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-gold-400 ${
            active === lang ? 'bg-gold-500 text-ink-950' : 'text-ink-300 hover:text-ink-100'
          }`}
        >
          {labels[lang]}
        </button>
      ))}
    </div>
  );
}
