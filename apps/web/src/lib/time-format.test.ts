import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clock, clockWithSeconds, dayMonth, dayMonthYear, monthYear } from './time-format.ts';

const bangkok = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Bangkok', ...options });
const time = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
const day = { day: 'numeric', month: 'short' } as const;
const intl = {
  clock: bangkok('en-GB', time),
  seconds: bangkok('en-GB', { ...time, second: '2-digit' }),
  th: bangkok('th-TH', day),
  en: bangkok('en-GB', day),
  thYear: bangkok('th-TH', { ...day, year: '2-digit' }),
  enYear: bangkok('en-GB', { ...day, year: '2-digit' }),
  thMonth: bangkok('th-TH', { month: 'short', year: '2-digit' }),
  enMonth: bangkok('en-GB', { month: 'short', year: '2-digit' }),
};

describe('times on the Bangkok clock', () => {
  it('reads a UTC instant in Bangkok, seven hours ahead, across midnight and the new year', () => {
    const newYearsEve = new Date('2025-12-31T17:05:00Z'); // 00:05 on 1 January 2026 in Bangkok
    expect(clock(newYearsEve)).toBe('00:05');
    expect(dayMonth(newYearsEve, 'th')).toBe('1 ม.ค.');
    expect(dayMonthYear(newYearsEve, 'th')).toBe('1 ม.ค. 69');
    expect(dayMonthYear(newYearsEve, 'en')).toBe('1 Jan 26');
  });

  it('writes every date and time as Intl does for Asia/Bangkok, in Thai and in English', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        (date) => {
          expect(clock(date)).toBe(intl.clock.format(date));
          expect(clockWithSeconds(date)).toBe(intl.seconds.format(date));
          expect(dayMonth(date, 'th')).toBe(intl.th.format(date));
          expect(dayMonth(date, 'en')).toBe(intl.en.format(date));
          expect(dayMonthYear(date, 'th')).toBe(intl.thYear.format(date));
          expect(dayMonthYear(date, 'en')).toBe(intl.enYear.format(date));
          expect(monthYear(date, 'th')).toBe(intl.thMonth.format(date));
          expect(monthYear(date, 'en')).toBe(intl.enMonth.format(date));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
