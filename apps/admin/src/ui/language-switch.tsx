import { LANGUAGES } from '@sanam/contract/constants.ts';
import { useTranslation } from 'react-i18next';

const names = { th: 'ไทย', en: 'EN' } as const;

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage === 'en' ? 'en' : 'th';
  return (
    <div
      role="group"
      aria-label={t('common.language')}
      className="inline-flex rounded-lg border border-ink-600 p-0.5 text-xs"
    >
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={current === lang}
          onClick={() => void i18n.changeLanguage(lang)}
          className={`rounded-md px-2 py-1 font-medium transition-colors ${current === lang ? 'bg-gold-500 text-ink-950' : 'text-ink-300 hover:text-ink-100'}`}
        >
          {names[lang]}
        </button>
      ))}
    </div>
  );
}
