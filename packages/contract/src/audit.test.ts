import { describe, expect, it } from 'vitest';
import { auditQuery } from './admin.ts';
import { AUDIT_ACTIONS, auditDay, bangkokDay, bangkokDayEnd, bangkokDayStart } from './audit.ts';

describe('the audit log contract', () => {
  it('writes every action code as area.verb, once (the server quotes them into SQL as they are)', () => {
    for (const action of AUDIT_ACTIONS) expect(action).toMatch(/^[a-z_]+\.[a-z_]+$/);
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
  });

  it('takes calendar days only, and reads them on the Bangkok clock', () => {
    expect(bangkokDay.safeParse('2024-02-29').success).toBe(true);
    // the audit log's filter takes the years the log can hold only
    for (const day of ['0000-01-01', '0001-01-01', '1999-12-31', '3000-01-01', '9999-12-31'])
      expect([day, bangkokDay.safeParse(day).success, auditDay.safeParse(day).success]).toEqual([
        day,
        true,
        false,
      ]);
    expect(auditDay.safeParse('2000-01-01').success).toBe(true);
    for (const day of ['2025-02-29', '2025-02-30', '2025-13-01', '1/3/2025', '2025-3-1', ''])
      expect([day, bangkokDay.safeParse(day).success, auditDay.safeParse(day).success]).toEqual([
        day,
        false,
        false,
      ]);
    expect(bangkokDayStart('2025-03-02').toISOString()).toBe('2025-03-01T17:00:00.000Z');
    expect(bangkokDayEnd('2025-03-02').toISOString()).toBe('2025-03-02T17:00:00.000Z');
  });

  it('refuses an end day before the start day, on the end field', () => {
    const reversed = auditQuery.safeParse({ from: '2025-03-05', to: '2025-03-01' });
    expect(reversed.success).toBe(false);
    expect(reversed.error?.issues).toEqual([
      expect.objectContaining({ path: ['to'], message: 'audit.range_reversed' }),
    ]);
    expect(auditQuery.safeParse({ from: '2025-03-01', to: '2025-03-01' }).success).toBe(true);
  });
});
