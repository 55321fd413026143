import { KIT_MESSAGE_KEYS } from '@sanam/ui/messages.ts';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import th from './th.json';
import gamesEn from './games.en.json';
import gamesTh from './games.th.json';
import stepsEn from './steps.en.json';
import stepsTh from './steps.th.json';
import eventsEn from './events.en.json';
import eventsTh from './events.th.json';
import chatEn from './chat.en.json';
import chatTh from './chat.th.json';
import totpEn from './totp.en.json';
import totpTh from './totp.th.json';
import accessEn from './access.en.json';
import accessTh from './access.th.json';
import timeEn from './time.en.json';
import timeTh from './time.th.json';
import ledgerEn from './ledger.en.json';
import ledgerTh from './ledger.th.json';
import auditEn from './audit.en.json';
import auditTh from './audit.th.json';
import riskEn from './risk.en.json';
import riskTh from './risk.th.json';
import reportsEn from './reports.en.json';
import reportsTh from './reports.th.json';
import chartsEn from './charts.en.json';
import chartsTh from './charts.th.json';

const PAIRS: Array<{ name: string; th: Record<string, string>; en: Record<string, string> }> = [
  { name: 'main', th, en },
  { name: 'games', th: gamesTh, en: gamesEn },
  { name: 'steps', th: stepsTh, en: stepsEn },
  { name: 'events', th: eventsTh, en: eventsEn },
  { name: 'chat', th: chatTh, en: chatEn },
  { name: 'totp', th: totpTh, en: totpEn },
  { name: 'access', th: accessTh, en: accessEn },
  { name: 'time', th: timeTh, en: timeEn },
  { name: 'ledger', th: ledgerTh, en: ledgerEn },
  { name: 'audit', th: auditTh, en: auditEn },
  { name: 'risk', th: riskTh, en: riskEn },
  { name: 'reports', th: reportsTh, en: reportsEn },
  { name: 'charts', th: chartsTh, en: chartsEn },
];

describe.each(PAIRS)('locale files ($name)', ({ th, en }) => {
  it('have the same keys', () => {
    expect(Object.keys(th).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty values', () => {
    for (const catalogue of [th, en]) {
      for (const [key, text] of Object.entries(catalogue)) {
        expect(text.trim(), key).not.toBe('');
      }
    }
  });
});

describe("the UI kit's words", () => {
  it.each([
    { lang: 'th', catalogue: th },
    { lang: 'en', catalogue: en },
  ])('are all in the $lang catalogue', ({ catalogue }) => {
    expect(KIT_MESSAGE_KEYS.filter((key) => !(key in catalogue))).toEqual([]);
  });
});
