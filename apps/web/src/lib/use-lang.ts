import { useTranslation } from 'react-i18next';
import type { Language } from '@sanam/contract/constants.ts';

/** The member's language, re-rendering on a switch (rate letters are ด/ง in Thai, R/B in English). */
export function useLang(): Language {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'en' ? 'en' : 'th';
}
