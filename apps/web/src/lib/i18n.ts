// Spec §1: Thai and English, fallback Thai; detection: stored choice → browser → <html lang>; cached in
// local storage; bundled resources. The contract's message catalogue is merged in so a zod issue key
// or server message key renders the same words as on the server.
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { messages } from '@sanam/contract/messages.ts';
import { FALLBACK_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '@sanam/contract/constants.ts';
import th from '../locales/th.json';
import en from '../locales/en.json';
// the match room and pre-fight page keep their words in their own pair of files, as do the games,
// the step page, the event bets and the chat
import roomTh from '../locales/room.th.json';
import roomEn from '../locales/room.en.json';
import gamesTh from '../locales/games.th.json';
import gamesEn from '../locales/games.en.json';
import stepTh from '../locales/step.th.json';
import stepEn from '../locales/step.en.json';
import eventsTh from '../locales/events.th.json';
import eventsEn from '../locales/events.en.json';
import chatTh from '../locales/chat.th.json';
import chatEn from '../locales/chat.en.json';

const OWN: Record<Language, Tree[]> = {
  th: [th, roomTh, gamesTh, stepTh, eventsTh, chatTh],
  en: [en, roomEn, gamesEn, stepEn, eventsEn, chatEn],
};

type Tree = { [key: string]: string | Tree };

/** 'validation.phone_invalid' → { validation: { phone_invalid } }, so one key separator serves both sources. */
function catalogueTree(lang: Language): Tree {
  const tree: Tree = {};
  for (const [key, text] of Object.entries(messages)) {
    const parts = key.split('.');
    let node = tree;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = text[lang];
      else {
        const next = node[part];
        if (typeof next === 'object') node = next;
        else node = node[part] = {};
      }
    });
  }
  return tree;
}

function merge(base: Tree, extra: Tree): Tree {
  const out: Tree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return out;
}

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: {
      th: { translation: OWN.th.reduce(merge, catalogueTree('th')) },
      en: { translation: OWN.en.reduce(merge, catalogueTree('en')) },
    },
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    detection: {
      order: ['localStorage', 'navigator', 'htmlTag'],
      caches: ['localStorage'],
      lookupLocalStorage: STORAGE_KEYS.language,
    },
    // Server texts contain ':' ("เข้าสู่ระบบไม่สำเร็จ: ..."); never read it as a namespace.
    nsSeparator: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

function syncHtmlLang(): void {
  if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage();
}
i18n.on('languageChanged', syncHtmlLang);
syncHtmlLang();

export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'en' ? 'en' : 'th';
}

export async function changeLanguage(lang: Language): Promise<void> {
  await i18n.changeLanguage(lang);
}

/** A message that may be a catalogue key (zod issue) or an already-translated server text. */
export function translateMessage(message: string | undefined): string {
  if (!message) return '';
  return i18n.exists(message) ? i18n.t(message) : message;
}

export { i18n };
