// Responsible play: the limits a member sets on themselves, the breaks they take, and the reality
// check, as pure rules both sides read. Periods are Bangkok calendar periods (UTC+7 all year): a day
// from midnight, a week from Monday's midnight, a month from the 1st. Where limits of several
// periods are set, the one with the least room left applies. A change that protects the member (a
// new limit, a lower one) applies at once; one that loosens (a higher limit, a removal) waits 24
// hours and then applies only when the member confirms it again, as the UK Gambling Commission's
// remote technical standards (RTS 12) ask. A time-out or a self-exclusion starts at once and cannot
// be shortened; an exclusion whose term is over keeps the account closed until the desk lifts it, and
// for 24 hours more after that (Malta's player protection directive).
import { addDays, bangkokToday } from './day-range.ts';
import { satangToBaht } from './money.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The periods a deposit or a loss limit is counted over. */
export const PLAY_PERIODS = ['day', 'week', 'month'] as const;
export type PlayPeriod = (typeof PLAY_PERIODS)[number];

/** What a period limit counts: money deposited, or money lost (stakes less returns). */
export const PERIOD_LIMIT_KINDS = ['deposit', 'loss'] as const;
export type PeriodLimitKind = (typeof PERIOD_LIMIT_KINDS)[number];

/** Every limit a member can set: deposits and losses per period, and the largest single stake. */
export const PLAY_LIMIT_KEYS = [
  'deposit_day',
  'deposit_week',
  'deposit_month',
  'loss_day',
  'loss_week',
  'loss_month',
  'stake',
] as const;
export type PlayLimitKey = (typeof PLAY_LIMIT_KEYS)[number];

/** The limits in force, satang; an absent or null key has no limit. */
export type PlayLimits = Partial<Record<PlayLimitKey, number | null>>;

export const limitKeyOf = (kind: PeriodLimitKind, period: PlayPeriod): PlayLimitKey => `${kind}_${period}`;

/** `f` of each period, by period. */
export function perPeriod<T>(f: (period: PlayPeriod) => T): Record<PlayPeriod, T> {
  return { day: f('day'), week: f('week'), month: f('month') };
}

/** Whether any period has a limit of `kind` (a deposit or a loss limit). */
export const hasPeriodLimit = (kind: PeriodLimitKind, limits: PlayLimits): boolean =>
  PLAY_PERIODS.some((period) => limits[limitKeyOf(kind, period)] != null);

/** How long a loosening change waits before the member may confirm it. */
export const LIMIT_LOOSEN_WAIT_MS = DAY_MS;

/**
 * When a change from `current` to `wanted` (satang; null: no limit) applies: at once when it protects
 * the member more or as much (a first limit, a lower one, the same), after the wait and a second
 * confirmation when it loosens (a higher limit, or a removal).
 */
export function limitChangeTiming(current: number | null, wanted: number | null): 'now' | 'after_wait' {
  if (current === null) return 'now';
  if (wanted === null) return 'after_wait';
  return wanted <= current ? 'now' : 'after_wait';
}

/** A loosening change the member asked for, waiting: the new amount (null: the limit removed). */
export interface PendingLimitChange {
  amountSatang: number | null;
  requestedAt: Date;
}

/** When the member may confirm `pending`: 24 hours after they asked. */
export const confirmableAt = (pending: PendingLimitChange): Date =>
  new Date(pending.requestedAt.getTime() + LIMIT_LOOSEN_WAIT_MS);

export const canConfirm = (pending: PendingLimitChange, now: Date): boolean =>
  now.getTime() >= confirmableAt(pending).getTime();

/**
 * The limit that holds while a change waits: the one in force. A protecting change never waits
 * (limitChangeTiming), so a pending change never loosens anything before it is confirmed.
 */
export function stricterOf(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

/** "10/12/2026 00:00": a Bangkok date and time as both languages read it (a limit's reset). */
export function bangkokDateTime(at: Date): string {
  const b = new Date(at.getTime() + 7 * HOUR_MS).toISOString();
  return `${b.slice(8, 10)}/${b.slice(5, 7)}/${b.slice(0, 4)} ${b.slice(11, 16)}`;
}

/** The Bangkok period `now` falls in: the instant it began and the instant the next begins. */
export function bangkokPeriod(period: PlayPeriod, now: Date): { start: Date; end: Date } {
  const today = bangkokToday(now);
  let first: string;
  let next: string;
  if (period === 'day') {
    first = today;
    next = addDays(today, 1);
  } else if (period === 'week') {
    const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
    first = addDays(today, -sinceMonday);
    next = addDays(first, 7);
  } else {
    first = `${today.slice(0, 7)}-01`;
    const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  }
  const at = (day: string) => new Date(`${day}T00:00:00+07:00`);
  return { start: at(first), end: at(next) };
}

/** What one period's limit leaves. */
export interface LimitRoom {
  key: PlayLimitKey;
  period: PlayPeriod;
  limitSatang: number;
  usedSatang: number;
  /** never below 0 */
  roomSatang: number;
  /** when the period ends and the limit counts from 0 again */
  resetsAt: Date;
}

/** What the limit of `kind` over `period` leaves; null when none is set. */
export function roomOf(
  kind: PeriodLimitKind,
  period: PlayPeriod,
  limits: PlayLimits,
  used: Record<PlayPeriod, number>,
  now: Date,
): LimitRoom | null {
  const key = limitKeyOf(kind, period);
  const limit = limits[key];
  if (limit === undefined || limit === null) return null;
  return {
    key,
    period,
    limitSatang: limit,
    usedSatang: used[period],
    roomSatang: Math.max(0, limit - used[period]),
    resetsAt: bangkokPeriod(period, now).end,
  };
}

/**
 * The limit of `kind` that binds: among the periods with a limit, the one with the least room left
 * (`used` is what the member deposited or lost in each period so far). On equal room the longer
 * period binds: its reset is the one the member waits for. Null when no period has a limit.
 */
export function bindingRoom(
  kind: PeriodLimitKind,
  limits: PlayLimits,
  used: Record<PlayPeriod, number>,
  now: Date,
): LimitRoom | null {
  let binding: LimitRoom | null = null;
  for (const period of PLAY_PERIODS) {
    const room = roomOf(kind, period, limits, used, now);
    if (room && (!binding || room.roomSatang <= binding.roomSatang)) binding = room;
  }
  return binding;
}

/** The message keys of a refusal by the member's own limits (each in th and en: messages-play.ts). */
export type PlayRefusalKey =
  | 'play.stake_limit'
  | 'play.loss_limit'
  | 'play.deposit_limit'
  | 'play.timed_out'
  | 'play.self_excluded'
  | 'play.exclusion_ended'
  | 'play.exclusion_lifted';

export interface PlayRefusal<K extends PlayRefusalKey = PlayRefusalKey> {
  key: K;
  /**
   * amounts in baht as text, the reset as a Bangkok date and time; {{period_name}} is a message key
   * (play.period.day…), translated before use
   */
  fields: Record<string, string>;
  /** when the binding period ends (absent for the per-stake limit) */
  resetsAt?: Date;
}

const baht = (satang: number) => String(satangToBaht(satang));

/** The fields of a refusal by the member's largest single stake. */
export const ownStakeFields = (limitSatang: number) => ({ limit: baht(limitSatang) });

/**
 * The refusal of a stake of `amountSatang` by the member's own limits: the largest single stake, then
 * the loss limit (a stake counts as lost until it comes back, so the stakes still open are in
 * `lost`). Null when the stake fits.
 */
export function stakeLimitRefusal(
  amountSatang: number,
  limits: PlayLimits,
  lost: Record<PlayPeriod, number>,
  now: Date,
): PlayRefusal<'play.stake_limit' | 'play.loss_limit'> | null {
  const stake = limits.stake ?? null;
  if (stake !== null && amountSatang > stake)
    return { key: 'play.stake_limit', fields: ownStakeFields(stake) };
  return periodRefusal('loss', 'play.loss_limit', amountSatang, limits, lost, now);
}

/** The refusal of a deposit of `amountSatang` by the member's deposit limits; null when it fits. */
export function depositLimitRefusal(
  amountSatang: number,
  limits: PlayLimits,
  deposited: Record<PlayPeriod, number>,
  now: Date,
): PlayRefusal<'play.deposit_limit'> | null {
  return periodRefusal('deposit', 'play.deposit_limit', amountSatang, limits, deposited, now);
}

function periodRefusal<K extends PlayRefusalKey>(
  kind: PeriodLimitKind,
  key: K,
  amountSatang: number,
  limits: PlayLimits,
  used: Record<PlayPeriod, number>,
  now: Date,
): PlayRefusal<K> | null {
  // every period must take the amount, not only the one with the least room
  const over: LimitRoom[] = [];
  for (const period of PLAY_PERIODS) {
    const room = roomOf(kind, period, limits, used, now);
    if (room && amountSatang > room.roomSatang) over.push(room);
  }
  const [first, ...rest] = over;
  if (!first) return null;
  // the member waits for the latest reset among the limits the amount passes
  const binding = rest.reduce((a, b) => (b.resetsAt.getTime() > a.resetsAt.getTime() ? b : a), first);
  return {
    key,
    fields: {
      limit: baht(binding.limitSatang),
      room: baht(binding.roomSatang),
      period_name: `play.period.${binding.period}`,
      resets_at: bangkokDateTime(binding.resetsAt),
    },
    resetsAt: binding.resetsAt,
  };
}

// ── Breaks: time-outs and self-exclusions ─────────────────────────────────────────────────────────

/** A time-out's lengths. */
export const TIME_OUTS = { '24h': DAY_MS, '7d': 7 * DAY_MS, '30d': 30 * DAY_MS, '6w': 42 * DAY_MS } as const;
export type TimeOutLength = keyof typeof TIME_OUTS;

/** A self-exclusion's lengths, in calendar months (six months at least). */
export const SELF_EXCLUSIONS = { '6m': 6, '1y': 12, '5y': 60 } as const;
export type SelfExclusionLength = keyof typeof SELF_EXCLUSIONS;

/** How long an account stays closed after an exclusion ends, before the member may play again. */
export const EXCLUSION_COOL_OFF_MS = DAY_MS;

/** When a break of `length` taken at `from` ends. */
export function breakEndsAt(length: TimeOutLength | SelfExclusionLength, from: Date): Date {
  if (length in TIME_OUTS) return new Date(from.getTime() + TIME_OUTS[length as TimeOutLength]);
  const months = SELF_EXCLUSIONS[length as SelfExclusionLength];
  const end = new Date(from.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  // the same day of the month, or the month's last when it is shorter (31 August + 6 months: 28 February)
  const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, last));
  return end;
}

/** Every length a break may be asked for: the time-outs, then the self-exclusions. */
export const BREAK_LENGTHS = ['24h', '7d', '30d', '6w', '6m', '1y', '5y'] as const;
export type BreakLength = (typeof BREAK_LENGTHS)[number];
export type BreakKind = 'time_out' | 'exclusion';

export const breakKindOf = (length: BreakLength): BreakKind =>
  length in TIME_OUTS ? 'time_out' : 'exclusion';

/**
 * The break that closes a member's play now. A time-out ends by itself at `endsAt`. An exclusion does
 * not: after `endsAt` the account stays closed until the desk lifts it, and 24 hours more after that
 * (`closedUntil`, null until it is lifted).
 */
export interface PlayBreak {
  kind: BreakKind;
  endsAt: Date;
  closedUntil: Date | null;
}

export type BreakRefusalKey =
  'play.timed_out' | 'play.self_excluded' | 'play.exclusion_ended' | 'play.exclusion_lifted';

/** The refusal of a money path (a stake, a deposit, a redeem) while `brk` runs; a withdrawal is never refused. */
export function breakRefusal(brk: PlayBreak, now: Date): PlayRefusal<BreakRefusalKey> {
  if (brk.kind === 'time_out')
    return { key: 'play.timed_out', fields: { until: bangkokDateTime(brk.endsAt) } };
  if (brk.endsAt.getTime() > now.getTime())
    return { key: 'play.self_excluded', fields: { until: bangkokDateTime(brk.endsAt) } };
  if (!brk.closedUntil) return { key: 'play.exclusion_ended', fields: {} };
  return { key: 'play.exclusion_lifted', fields: { until: bangkokDateTime(brk.closedUntil) } };
}

// ── The reality check ────────────────────────────────────────────────────────────────────────────

/** How often the reality check interrupts play, in minutes; null: off. */
export const REALITY_CHECK_MINUTES = [30, 60, 120] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];
export const REALITY_CHECK_DEFAULT: RealityCheckMinutes = 60;

/** When the next reality check is due: every `minutes` since the play session began. */
export function nextRealityCheck(sessionStart: Date, minutes: RealityCheckMinutes, now: Date): Date {
  const every = minutes * 60 * 1000;
  const passed = Math.floor((now.getTime() - sessionStart.getTime()) / every);
  return new Date(sessionStart.getTime() + (passed + 1) * every);
}
