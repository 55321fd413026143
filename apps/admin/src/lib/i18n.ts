// Spec §1: Thai and English, fallback Thai; detection stored choice → browser → <html lang>;
// bundled resources = the contract's message catalogue + this app's own strings.
import { FALLBACK_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '@sanam/contract/constants.ts';
import { messages } from '@sanam/contract/messages.ts';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import th from '../locales/th.json';
// the games, step tickets, event bets and chat desks keep their words in their own pair of files
import gamesEn from '../locales/games.en.json';
import gamesTh from '../locales/games.th.json';
import stepsEn from '../locales/steps.en.json';
import stepsTh from '../locales/steps.th.json';
import eventsEn from '../locales/events.en.json';
import eventsTh from '../locales/events.th.json';
import chatEn from '../locales/chat.en.json';
import chatTh from '../locales/chat.th.json';
import totpEn from '../locales/totp.en.json';
import totpTh from '../locales/totp.th.json';
import accessEn from '../locales/access.en.json';
import accessTh from '../locales/access.th.json';
// the Bangkok clock, the ledger check's findings, the audit log's words
import timeEn from '../locales/time.en.json';
import timeTh from '../locales/time.th.json';
import ledgerEn from '../locales/ledger.en.json';
import ledgerTh from '../locales/ledger.th.json';
import auditEn from '../locales/audit.en.json';
import auditTh from '../locales/audit.th.json';
// the risk desk, the stadiums' limits and a member's betting controls
import riskEn from '../locales/risk.en.json';
import riskTh from '../locales/risk.th.json';
import reportsEn from '../locales/reports.en.json';
import reportsTh from '../locales/reports.th.json';
// the dashboard's charts
import chartsEn from '../locales/charts.en.json';
import chartsTh from '../locales/charts.th.json';
// staff accounts and the own password change
import staffEn from '../locales/staff.en.json';
import staffTh from '../locales/staff.th.json';
// the cashier's desk (slip pictures, the transfer reference of a payment, the alerts)
import cashierEn from '../locales/cashier.en.json';
import cashierTh from '../locales/cashier.th.json';
// the cashier desk's alerts (sound, desktop notifications)
import alertsEn from '../locales/alerts.en.json';
import alertsTh from '../locales/alerts.th.json';
// the member file and a member's account changes
import memberFileEn from '../locales/member-file.en.json';
import memberFileTh from '../locales/member-file.th.json';
// the step tickets desk
import ticketsEn from '../locales/tickets.en.json';
import ticketsTh from '../locales/tickets.th.json';
// responsible play at the desk: the member file's section and the report of breaks
import playEn from '../locales/play.en.json';
import playTh from '../locales/play.th.json';
// the desk's queue of big bets referred to it
import referralsEn from '../locales/referrals.en.json';
import referralsTh from '../locales/referrals.th.json';

const own: Record<Language, Record<string, string>> = {
  th: {
    ...th,
    ...gamesTh,
    ...stepsTh,
    ...eventsTh,
    ...chatTh,
    ...totpTh,
    ...accessTh,
    ...timeTh,
    ...ledgerTh,
    ...auditTh,
    ...riskTh,
    ...reportsTh,
    ...chartsTh,
    ...staffTh,
    ...cashierTh,
    ...alertsTh,
    ...memberFileTh,
    ...ticketsTh,
    ...playTh,
    ...referralsTh,
  },
  en: {
    ...en,
    ...gamesEn,
    ...stepsEn,
    ...eventsEn,
    ...chatEn,
    ...totpEn,
    ...accessEn,
    ...timeEn,
    ...ledgerEn,
    ...auditEn,
    ...riskEn,
    ...reportsEn,
    ...chartsEn,
    ...staffEn,
    ...cashierEn,
    ...alertsEn,
    ...memberFileEn,
    ...ticketsEn,
    ...playEn,
    ...referralsEn,
  },
};

function catalogue(lang: Language): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(messages)) out[key] = text[lang];
  return { ...out, ...own[lang] };
}

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: {
      th: { translation: catalogue('th') },
      en: { translation: catalogue('en') },
    },
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    fallbackLng: FALLBACK_LANGUAGE,
    // Keys are flat ('validation.username_required') and server texts may hold ':' and '.'.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator', 'htmlTag'],
      lookupLocalStorage: STORAGE_KEYS.language,
      caches: ['localStorage'],
    },
  });

function syncHtmlLang(): void {
  document.documentElement.lang = currentLanguage();
}
i18n.on('languageChanged', syncHtmlLang);
syncHtmlLang();

export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'en' ? 'en' : 'th';
}

export { i18n };
