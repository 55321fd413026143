// Spec §1: Thai and English, fallback Thai; detection: stored choice → browser → <html lang>; cached in
// local storage. Thai is bundled, English fetched on demand (below). The contract's message catalogue
// is merged in (the part a member can meet) so a zod issue key or server message key renders the same
// words as on the server.
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { memberMessages as messages } from '@sanam/contract/messages.ts';
import {
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGES,
  STORAGE_KEYS,
  type Language,
} from '@sanam/contract/constants.ts';
import { thai } from '../locales/th.ts';

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

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.language);
  } catch {
    return null; // storage blocked (private mode): fall through to the browser's languages
  }
}

/**
 * Spec §1 detection: the stored choice → the browser's languages → <html lang>, the first one we
 * speak ('en-US' counts as 'en'). Eight lines instead of i18next-browser-languagedetector's 2 kB
 * gzip in the first load.
 */
function detectLanguage(): Language {
  if (typeof document === 'undefined') return FALLBACK_LANGUAGE;
  const candidates = [storedLanguage(), ...navigator.languages, document.documentElement.lang];
  for (const candidate of candidates) {
    const code = candidate?.toLowerCase().split('-')[0];
    if (isLanguage(code)) return code;
  }
  return FALLBACK_LANGUAGE;
}

/**
 * Thai (the fallback) is bundled; English is fetched the first time it is needed, and
 * i18next waits for it before it switches, so a change of language never shows keys or half a page.
 */
const englishOnDemand: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    if (language !== 'en') return callback(null, {});
    import('../locales/en.ts').then(
      ({ english }) => callback(null, english.reduce(merge, catalogueTree('en'))),
      (error: unknown) => callback(error instanceof Error ? error : String(error), null),
    );
  },
};

/** Settles once the detected language's words are there (at once for Thai): render after it. */
export const i18nReady: Promise<unknown> = i18n
  .use(englishOnDemand)
  .use(initReactI18next)
  .init({
    resources: { th: { translation: thai.reduce(merge, catalogueTree('th')) } },
    partialBundledLanguages: true,
    fallbackLng: FALLBACK_LANGUAGE,
    lng: detectLanguage(),
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    // Server texts contain ':' ("เข้าสู่ระบบไม่สำเร็จ: ..."); never read it as a namespace.
    nsSeparator: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    // i18next 25 prints an advert in every member's console otherwise
    showSupportNotice: false,
  });

/** The choice is remembered in local storage and mirrored on <html lang>. */
function syncLanguage(): void {
  // English still on its way at start-up: its own languageChanged comes when it is there
  if (typeof document === 'undefined' || !i18n.resolvedLanguage) return;
  const lang = currentLanguage();
  document.documentElement.lang = lang;
  try {
    localStorage.setItem(STORAGE_KEYS.language, lang);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}
i18n.on('languageChanged', syncLanguage);
syncLanguage();

export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'en' ? 'en' : 'th';
}

export async function changeLanguage(lang: Language): Promise<void> {
  await i18n.changeLanguage(lang);
}

/**
 * Thai words that come with a feature's chunk instead of the first load: the screens of few members
 * (a break, the reality check). Thai is there from the start, so the words merge into it; calling this
 * at the top of the module that uses them runs it before any of its components renders. Their English
 * twin stays in locales/en.ts, the English chunk.
 */
export function addThaiWords(words: Tree): void {
  i18n.addResourceBundle('th', 'translation', words, true, false);
}

/** A message that may be a catalogue key (zod issue) or an already-translated server text. */
export function translateMessage(message: string | undefined): string {
  if (!message) return '';
  return i18n.exists(message) ? i18n.t(message) : message;
}

export { i18n };
