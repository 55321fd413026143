import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatInstant,
  formatTime,
  fromBangkokInput,
  toBangkokInput,
} from './format-time.ts';
import { inBrowserZone } from '../test/browser-zone.ts';

// A deposit made at 03:12 on 2 March in Bangkok: 20:12 UTC the day before, 12:12 in Los Angeles.
const DEPOSIT = '2025-03-01T20:12:05.000Z';

describe('the console clock is Bangkok, whatever the browser zone', () => {
  inBrowserZone('America/Los_Angeles');

  it('runs in a zone far from Bangkok (else the tests below prove nothing)', () => {
    expect(new Date(DEPOSIT).getHours()).toBe(12);
    expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Los_Angeles');
  });

  it('shows a deposit at 03:12 on 2 March, in English and in Thai (Buddhist year)', () => {
    expect(formatDateTime(DEPOSIT, 'en')).toBe('02/03/2025, 03:12:05');
    expect(formatDateTime(DEPOSIT, 'th')).toBe('2/3/68 03:12:05');
    expect(formatTime(DEPOSIT, 'en')).toBe('03:12:05');
    expect(formatInstant(Date.parse(DEPOSIT), 'th', 'clock')).toBe('03:12');
    expect(formatInstant(new Date(DEPOSIT), 'en', 'dateMinute')).toBe('02/03/2025, 03:12');
  });

  it('keeps an unreadable time as it came', () => {
    expect(formatDateTime('not a time', 'th')).toBe('not a time');
  });

  it('fills a date-time field with the Bangkok wall clock and reads it back as the same instant', () => {
    expect(toBangkokInput(DEPOSIT)).toBe('2025-03-02T03:12');
    expect(fromBangkokInput('2025-03-02T03:12')).toBe('2025-03-01T20:12:00.000Z');
    expect(fromBangkokInput('2026-01-01T00:05')).toBe('2025-12-31T17:05:00.000Z');
    expect(toBangkokInput(null)).toBe('');
    expect(fromBangkokInput('')).toBeNull();
  });
});
