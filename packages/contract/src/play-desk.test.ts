import { describe, expect, it } from 'vitest';
import { breakStateOf, DESK_TIME_OUTS, mayLoosenPlay, reopensAt } from './play-desk.ts';

const HOUR = 60 * 60 * 1000;
const end = new Date('2026-07-31T05:00:00Z');
const at = (ms: number) => new Date(end.getTime() + ms);

describe('where a break stands', () => {
  it('a time-out runs to its end and is then over', () => {
    const timeOut = { kind: 'time_out' as const, endsAt: end, liftedAt: null };
    expect(breakStateOf(timeOut, at(-1))).toBe('running');
    expect(breakStateOf(timeOut, end)).toBe('over');
  });

  it('an exclusion past its end waits for the desk, then closes the account 24 hours more', () => {
    const exclusion = { kind: 'exclusion' as const, endsAt: end, liftedAt: null };
    expect(breakStateOf(exclusion, at(-1))).toBe('running');
    expect(breakStateOf(exclusion, at(30 * 24 * HOUR))).toBe('awaiting_lift');
    const lifted = { ...exclusion, liftedAt: at(2 * HOUR) };
    expect(reopensAt(lifted.liftedAt)).toEqual(at(26 * HOUR));
    expect(breakStateOf(lifted, at(26 * HOUR - 1))).toBe('reopening');
    expect(breakStateOf(lifted, at(26 * HOUR))).toBe('over');
  });
});

describe('the desk', () => {
  it('sets time-outs only, and only an admin takes a protection away', () => {
    expect(DESK_TIME_OUTS).toEqual(['24h', '7d', '30d', '6w']);
    expect([mayLoosenPlay('admin'), mayLoosenPlay('operator'), mayLoosenPlay('cashier')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
