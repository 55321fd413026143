import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import {
  bangkokPeriod,
  bindingRoom,
  BREAK_LENGTHS,
  breakEndsAt,
  breakKindOf,
  breakRefusal,
  canConfirm,
  confirmableAt,
  depositLimitRefusal,
  limitChangeTiming,
  nextRealityCheck,
  stakeLimitRefusal,
  stricterOf,
} from './play-limits.ts';

// Wednesday 2026-12-09, 10:00 in Bangkok
const NOW = new Date('2026-12-09T10:00:00+07:00');
const none = { day: 0, week: 0, month: 0 };

describe('Bangkok periods', () => {
  it('start at Bangkok midnight, weeks on Monday, months on the 1st', () => {
    expect(bangkokPeriod('day', NOW)).toEqual({
      start: new Date('2026-12-09T00:00:00+07:00'),
      end: new Date('2026-12-10T00:00:00+07:00'),
    });
    expect(bangkokPeriod('week', NOW)).toEqual({
      start: new Date('2026-12-07T00:00:00+07:00'),
      end: new Date('2026-12-14T00:00:00+07:00'),
    });
    expect(bangkokPeriod('month', NOW)).toEqual({
      start: new Date('2026-12-01T00:00:00+07:00'),
      end: new Date('2027-01-01T00:00:00+07:00'),
    });
  });

  it('read the Bangkok day, not the UTC one: 23:30 UTC on Sunday is Monday in Bangkok', () => {
    const late = new Date('2026-12-13T23:30:00Z');
    expect(bangkokPeriod('day', late).start).toEqual(new Date('2026-12-14T00:00:00+07:00'));
    expect(bangkokPeriod('week', late).start).toEqual(new Date('2026-12-14T00:00:00+07:00'));
    // a Sunday belongs to the week that began the Monday before
    expect(bangkokPeriod('week', new Date('2026-12-13T12:00:00+07:00')).start).toEqual(
      new Date('2026-12-07T00:00:00+07:00'),
    );
  });
});

describe('changing a limit', () => {
  it('applies a first limit, a lower one or the same at once, and makes a higher one or a removal wait', () => {
    expect(limitChangeTiming(null, 50_000)).toBe('now');
    expect(limitChangeTiming(null, null)).toBe('now');
    expect(limitChangeTiming(50_000, 40_000)).toBe('now');
    expect(limitChangeTiming(50_000, 50_000)).toBe('now');
    expect(limitChangeTiming(50_000, 50_001)).toBe('after_wait');
    expect(limitChangeTiming(50_000, null)).toBe('after_wait');
  });

  it('lets a waiting change be confirmed 24 hours after it was asked, not a second sooner', () => {
    const pending = { amountSatang: 90_000, requestedAt: new Date('2026-12-09T10:00:00Z') };
    expect(confirmableAt(pending)).toEqual(new Date('2026-12-10T10:00:00Z'));
    expect(canConfirm(pending, new Date('2026-12-10T09:59:59Z'))).toBe(false);
    expect(canConfirm(pending, new Date('2026-12-10T10:00:00Z'))).toBe(true);
  });

  it('keeps the stricter of two limits (the member’s and one the desk set)', () => {
    expect(stricterOf(null, null)).toBeNull();
    expect(stricterOf(null, 100)).toBe(100);
    expect(stricterOf(300, 100)).toBe(100);
  });
});

describe('the loss and deposit limits', () => {
  const limits = { loss_day: 100_00, loss_week: 300_00, loss_month: 1_000_00 };

  it('let the lowest room apply: a day with room inside a spent week refuses', () => {
    const lost = { day: 0, week: 290_00, month: 290_00 };
    expect(bindingRoom('loss', limits, lost, NOW)).toMatchObject({ period: 'week', roomSatang: 10_00 });
    const refusal = stakeLimitRefusal(20_00, limits, lost, NOW);
    expect(refusal).toEqual({
      key: 'play.loss_limit',
      fields: { limit: '300', room: '10', period_name: 'play.period.week', resets_at: '14/12/2026 00:00' },
      resetsAt: new Date('2026-12-14T00:00:00+07:00'),
    });
    expect(stakeLimitRefusal(10_00, limits, lost, NOW)).toBeNull();
  });

  it('name the latest reset when several periods are spent: the member waits for that one', () => {
    const lost = { day: 100_00, week: 300_00, month: 300_00 };
    expect(stakeLimitRefusal(1_00, limits, lost, NOW)?.fields.period_name).toBe('play.period.week');
    expect(bindingRoom('loss', limits, lost, NOW)?.period).toBe('week');
  });

  it('take a stake up to the room exactly, and refuse one satang more', () => {
    const lost = { day: 60_00, week: 60_00, month: 60_00 };
    expect(stakeLimitRefusal(40_00, limits, lost, NOW)).toBeNull();
    expect(stakeLimitRefusal(40_01, limits, lost, NOW)?.fields).toMatchObject({
      room: '40',
      period_name: 'play.period.day',
    });
  });

  it('refuse a stake over the member’s largest single stake before looking at losses', () => {
    expect(stakeLimitRefusal(501_00, { stake: 500_00 }, none, NOW)).toEqual({
      key: 'play.stake_limit',
      fields: { limit: '500' },
    });
    expect(stakeLimitRefusal(500_00, { stake: 500_00 }, none, NOW)).toBeNull();
  });

  it('leave everything to the other rules when no limit is set', () => {
    expect(stakeLimitRefusal(1_000_000_00, {}, { day: 9e9, week: 9e9, month: 9e9 }, NOW)).toBeNull();
    expect(bindingRoom('deposit', {}, none, NOW)).toBeNull();
  });

  it('count deposits against the deposit limits alone', () => {
    const both = { deposit_month: 5_000_00, loss_day: 1_00 };
    expect(depositLimitRefusal(5_000_00, both, none, NOW)).toBeNull();
    expect(depositLimitRefusal(5_000_01, both, none, NOW)).toMatchObject({
      key: 'play.deposit_limit',
      fields: { limit: '5000', room: '5000', period_name: 'play.period.month' },
      resetsAt: new Date('2027-01-01T00:00:00+07:00'),
    });
  });

  it('have every refusal and period worded in Thai and English with the same fields', () => {
    for (const key of ['play.stake_limit', 'play.loss_limit', 'play.deposit_limit'] as const) {
      const fields = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
      expect(fields(messages[key].th)).toEqual(fields(messages[key].en));
    }
    expect(messages['play.period.week']).toEqual({ th: 'รายสัปดาห์', en: 'weekly' });
  });
});

describe('breaks', () => {
  it('end a time-out after its hours and an exclusion after its calendar months', () => {
    expect(breakEndsAt('24h', NOW)).toEqual(new Date('2026-12-10T10:00:00+07:00'));
    expect(breakEndsAt('6w', NOW)).toEqual(new Date('2027-01-20T10:00:00+07:00'));
    expect(breakEndsAt('6m', NOW)).toEqual(new Date('2027-06-09T10:00:00+07:00'));
    expect(breakEndsAt('5y', NOW)).toEqual(new Date('2031-12-09T10:00:00+07:00'));
    // 31 August and six months: the end of February
    expect(breakEndsAt('6m', new Date('2026-08-31T12:00:00Z'))).toEqual(new Date('2027-02-28T12:00:00Z'));
  });

  it('refuse a money path naming the break and until when, an exclusion after its end until it is lifted and a day more', () => {
    const timeOut = { kind: 'time_out' as const, endsAt: breakEndsAt('7d', NOW), closedUntil: null };
    expect(breakRefusal(timeOut, NOW)).toEqual({
      key: 'play.timed_out',
      fields: { until: '16/12/2026 10:00' },
    });
    const endsAt = breakEndsAt('6m', NOW);
    const exclusion = { kind: 'exclusion' as const, endsAt, closedUntil: null };
    expect(breakRefusal(exclusion, NOW)).toEqual({
      key: 'play.self_excluded',
      fields: { until: '09/06/2027 10:00' },
    });
    const after = new Date(endsAt.getTime() + 60_000);
    expect(breakRefusal(exclusion, after)).toEqual({ key: 'play.exclusion_ended', fields: {} });
    const lifted = { ...exclusion, closedUntil: new Date('2027-06-20T03:00:00Z') };
    expect(breakRefusal(lifted, after)).toEqual({
      key: 'play.exclusion_lifted',
      fields: { until: '20/06/2027 10:00' },
    });
  });

  it('are time-outs up to six weeks and exclusions of six months or more', () => {
    expect(BREAK_LENGTHS.map(breakKindOf)).toEqual([
      'time_out',
      'time_out',
      'time_out',
      'time_out',
      'exclusion',
      'exclusion',
      'exclusion',
    ]);
  });
});

describe('the reality check', () => {
  it('comes every interval since the play session began', () => {
    const start = new Date('2026-12-09T10:00:00Z');
    expect(nextRealityCheck(start, 60, new Date('2026-12-09T10:00:00Z'))).toEqual(
      new Date('2026-12-09T11:00:00Z'),
    );
    expect(nextRealityCheck(start, 30, new Date('2026-12-09T11:10:00Z'))).toEqual(
      new Date('2026-12-09T11:30:00Z'),
    );
  });
});
