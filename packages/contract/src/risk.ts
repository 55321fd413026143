// The operator's risk controls: each side's own switch, the last call, a round's limits
// (per stadium with the round's override) and a member's own. Declared once: the server checks
// bets against them inside the bet's transaction, the console sets them, the member app shows what
// a member may stake.
import { z } from 'zod';
import { positiveBahtAmount } from './money.ts';
import { minBetBaht } from './stakes.ts';

/** The sides with a switch of their own; `tie` switches tie and no-tie together. */
export const SWITCHED_SIDES = ['red', 'blue', 'tie'] as const;
export type SwitchedSide = (typeof SWITCHED_SIDES)[number];

/** Who closed a side: the operator, or the round's liability cap once the side was full (wager-rules.ts sideIsFull). */
export const SIDE_CLOSERS = ['operator', 'cap'] as const;
export type SideCloser = (typeof SIDE_CLOSERS)[number];

/** POST /api/admin/matches/{id}/sides: open or close one side. */
export const sideSwitchRequest = z
  .object({
    side: z.enum(SWITCHED_SIDES, { error: 'validation.invalid' }),
    open: z.boolean({ error: 'validation.invalid' }),
  })
  .strict();
export type SideSwitchRequest = z.infer<typeof sideSwitchRequest>;

/** A last call counts down this many seconds at the least and at the most. */
export const LAST_CALL_SECONDS = { min: 10, max: 120 } as const;

/** POST /api/admin/matches/{id}/last-call */
export const lastCallRequest = z
  .object({
    seconds: z
      .number({ error: 'risk.last_call_seconds' })
      .int({ message: 'risk.last_call_seconds' })
      .min(LAST_CALL_SECONDS.min, { message: 'risk.last_call_seconds' })
      .max(LAST_CALL_SECONDS.max, { message: 'risk.last_call_seconds' }),
  })
  .strict();
export type LastCallRequest = z.infer<typeof lastCallRequest>;

/**
 * The bet delay (in-play trading): a live bet is held this many whole seconds, its stake reserved,
 * and then decided on the round as it then stands. Set per stadium (for its live rounds) and per
 * round; a live round with neither holds for the platform's default.
 */
export const BET_DELAY_SECONDS = { min: 0, max: 10, liveDefault: 3 } as const;
export const betDelaySeconds = z
  .number({ error: 'risk.bet_delay_range' })
  .int({ message: 'risk.bet_delay_range' })
  .min(BET_DELAY_SECONDS.min, { message: 'risk.bet_delay_range' })
  .max(BET_DELAY_SECONDS.max, { message: 'risk.bet_delay_range' });

/** A limit in baht as the console sends it: positive, within the platform's amount ceiling. */
const limitBaht = positiveBahtAmount;

/** The limits a round's bets are checked against, in baht; null: none. */
export const LIMIT_NAMES = ['min_bet', 'max_bet', 'max_payout', 'member_side_cap', 'liability_cap'] as const;
export type LimitName = (typeof LIMIT_NAMES)[number];
export const riskLimits = z.object({
  /** the smallest stake (null only in a round's or stadium's own set: it follows the default) */
  min_bet: z.number().nullable(),
  /** the largest stake of one bet */
  max_bet: z.number().nullable(),
  /** the most one bet may return if it wins, stake included */
  max_payout: z.number().nullable(),
  /** the most one member may stake on one side of the round, all their bets together */
  member_side_cap: z.number().nullable(),
  /**
   * the most the house may lose on one side (the side wins): a bet past it is refused naming the room
   * left, and the side closes once a minimum bet no longer fits
   */
  liability_cap: z.number().nullable(),
});
export type RiskLimits = z.infer<typeof riskLimits>;

/**
 * PATCH /api/admin/matches/{id}/limits and the limits of a stadium: any of the limits; null clears
 * one (a round's then follows its stadium's). The maximum stake is never under the minimum.
 */
export const limitsPatch = z
  .object({
    min_bet: minBetBaht.nullable().optional(),
    max_bet: limitBaht.nullable().optional(),
    max_payout: limitBaht.nullable().optional(),
    member_side_cap: limitBaht.nullable().optional(),
    liability_cap: limitBaht.nullable().optional(),
    /** the round's own bet delay in seconds; null: its stadium's (DESIGN §4) */
    bet_delay: betDelaySeconds.nullable().optional(),
  })
  .strict();
export const roundLimitsRequest = limitsPatch
  .refine((v) => Object.keys(v).length > 0, { message: 'validation.required' })
  .refine((v) => v.min_bet == null || v.max_bet == null || v.max_bet >= v.min_bet, {
    message: 'risk.max_under_min',
    path: ['max_bet'],
  });
export type RoundLimitsRequest = z.infer<typeof roundLimitsRequest>;

/** What the console shows of a round's risk: its limits (own, its stadium's, in force) and the book. */
export const roundRisk = z.object({
  match_id: z.number(),
  own: riskLimits,
  stadium: riskLimits,
  effective: riskLimits,
  /**
   * what the house would lose (positive) or win (negative) if each side wins, in baht: every stake
   * that pays on it (singles, no-tie on red and on blue, each step ticket's whole win on its legs'
   * sides): the number the liability cap is checked against (contract wager-rules.ts)
   */
  liability: z.object({ red: z.number(), blue: z.number(), tie: z.number() }),
  /** the step tickets' part of `liability`, in baht */
  steps: z.object({ red: z.number(), blue: z.number(), tie: z.number() }),
  /** what the cap leaves on each side (cap − liability), in baht; null without a cap */
  room: z.object({ red: z.number(), blue: z.number(), tie: z.number() }).nullable(),
  closed_by: z.object({
    red: z.enum(SIDE_CLOSERS).nullable(),
    blue: z.enum(SIDE_CLOSERS).nullable(),
    tie: z.enum(SIDE_CLOSERS).nullable(),
  }),
  last_call_at: z.string().nullable(),
  /** the bet delay in seconds: the round's own, its stadium's (null: not set) and the one in force */
  bet_delay: z.object({ own: z.number().nullable(), stadium: z.number().nullable(), effective: z.number() }),
});
export type RoundRisk = z.infer<typeof roundRisk>;

/** A member's own betting controls (console, members page). */
export const LIMIT_FACTOR_MAX = 100;
export const memberBetControls = z.object({
  /** no bet of any kind while set; the member still signs in, deposits and withdraws */
  bet_suspended: z.boolean(),
  /** the member's largest stake of one bet, in baht; null: the round's */
  max_bet: z.number().nullable(),
  /** a factor on the round's maximum stake and per-side cap (0.5: half; 2: twice); null: 1 */
  limit_factor: z.number().nullable(),
  /** a bet of theirs above this (baht) waits for the desk, whatever the stadium's; null: the stadium's */
  refer_above: z.number().nullable(),
});
export type MemberBetControls = z.infer<typeof memberBetControls>;

export const limitFactor = z
  .number({ error: 'risk.limit_factor_invalid' })
  .min(0.001, { message: 'risk.limit_factor_invalid' })
  .max(LIMIT_FACTOR_MAX, { message: 'risk.limit_factor_invalid' })
  .refine((n) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6, { message: 'risk.limit_factor_invalid' });

/** A factor as per-mille, exact to the thousandth (limitFactor allows no finer). */
export const factorToPermille = (f: number) => Math.round(f * 1000);
export const permilleToFactor = (p: number) => p / 1000;

/** PATCH /api/admin/members/{id}/betting: any of a member's controls; null clears one. */
export const memberBetControlsRequest = z
  .object({
    bet_suspended: z.boolean().optional(),
    max_bet: limitBaht.nullable().optional(),
    limit_factor: limitFactor.nullable().optional(),
    refer_above: limitBaht.nullable().optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'validation.required' });
export type MemberBetControlsRequest = z.infer<typeof memberBetControlsRequest>;

export const riskMessages = {
  'bet.side_closed': {
    th: 'ปิดรับแทงฝั่ง{{side_name}}แล้ว',
    en: 'Betting on {{side_name}} is closed',
  },
  'bet.last_call_over': {
    th: 'หมดเวลารับแทงแล้ว',
    en: 'The last call is over: betting is closed',
  },
  'bet.above_maximum': {
    th: 'ยอดแทงสูงสุด {{max_bet}} บาท',
    en: 'The maximum stake is {{max_bet}} baht',
  },
  'bet.payout_above_maximum': {
    th: 'ยอดจ่ายสูงสุดต่อบิล {{max_payout}} บาท กรุณาลดยอดแทง',
    en: 'A bet may return at most {{max_payout}} baht: lower the stake',
  },
  'bet.member_side_cap': {
    th: 'ยอดแทงรวมฝั่งนี้ของคุณเต็มแล้ว (สูงสุด {{cap}} บาท แทงได้อีก {{left}} บาท)',
    en: 'Your total on this side is at its limit ({{cap}} baht; {{left}} baht left)',
  },
  'bet.liability_cap': {
    th: 'ฝั่งนี้รับแทงเต็มแล้ว ปิดรับแทงชั่วคราว',
    en: 'This side is full and has closed for now',
  },
  'risk.bet_delay_range': {
    th: 'ดีเลย์การแทงต้องเป็นจำนวนเต็ม 0 ถึง 10 วินาที',
    en: 'The bet delay is a whole number of seconds from 0 to 10',
  },
  'bet.suspended': {
    th: 'บัญชีของคุณถูกระงับการแทง กรุณาติดต่อแอดมิน',
    en: 'Betting is suspended on your account: please contact support',
  },
  'bet.side.red': { th: 'แดง', en: 'red' },
  'bet.side.blue': { th: 'น้ำเงิน', en: 'blue' },
  'bet.side.tie': { th: 'เสมอ', en: 'tie' },
  'risk.last_call_seconds': {
    th: 'เวลานับถอยหลังต้องอยู่ระหว่าง 10 ถึง 120 วินาที',
    en: 'The countdown must be 10 to 120 seconds',
  },
  'risk.max_under_min': {
    th: 'ยอดแทงสูงสุดต้องไม่น้อยกว่ายอดแทงขั้นต่ำ',
    en: 'The maximum stake cannot be under the minimum',
  },
  'risk.limit_factor_invalid': {
    th: 'ตัวคูณวงเงินต้องมากกว่า 0 และไม่เกิน 100 (ทศนิยมไม่เกิน 3 ตำแหน่ง)',
    en: 'The limit factor must be above 0 and at most 100 (up to 3 decimals)',
  },
  'risk.last_call_running': {
    th: 'กำลังนับถอยหลังปิดรับแทงอยู่แล้ว',
    en: 'A last call is already counting down',
  },
  'admin.member_betting_saved': { th: 'บันทึกการควบคุมการแทงแล้ว', en: 'Betting controls saved' },
  'risk.no_last_call': { th: 'ไม่มีการนับถอยหลังปิดรับแทง', en: 'No last call is counting down' },
  'risk.betting_not_open': {
    th: 'ต้องเปิดรับแทงก่อนเริ่มนับถอยหลัง',
    en: 'Open betting before starting a last call',
  },
} as const satisfies Record<string, { th: string; en: string }>;
