// Big bets referred to the desk (in-play trading, issue 39): a bet above the member's threshold (else
// its stadium's) is taken in like a held bet (its stake reserved) and waits for a trader, who
// accepts it, declines it, or offers a smaller stake the member takes or leaves. Waiting too long
// declines it. Every decision runs through the one stake rule set (wager-rules.ts) like any bet.
import { z } from 'zod';
import { BET_SIDES } from './matches.ts';
import { positiveBahtAmount } from './money.ts';
import { humanText } from './human-text.ts';

/** How long the desk has to decide a referred bet, and the member to take a smaller stake offered. */
export const REFERRAL_SECONDS = { desk: 45, offer: 20 } as const;

export const REFERRAL_STATES = ['waiting', 'offered'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];

/** A referred bet as the desk sees it (GET /admin/bets/referred): the oldest first. */
export const referredBet = z.object({
  id: z.number(),
  member_id: z.number(),
  member_username: z.string(),
  member_phone: z.string(),
  match_id: z.number(),
  round_name: z.string(),
  side: z.enum(BET_SIDES),
  /** the stake asked for, in baht */
  amount: z.number(),
  /** the smaller stake the desk offered; null while it waits for the desk */
  offer: z.number().nullable(),
  /** the price the member saw: a rate (red, blue) or a multiplier (tie, no-tie) */
  rate_1: z.number().nullable(),
  rate_2: z.number().nullable(),
  multiplier: z.number().nullable(),
  state: z.enum(REFERRAL_STATES),
  /** held until decided; then accepted (the bet taken) or refused (`refusal`: the message key why) */
  status: z.enum(['held', 'accepted', 'refused']),
  refusal: z.string().nullable(),
  held_at: z.string(),
  /** when it is declined by itself (the desk's time, then the member's to take an offer), ISO */
  until: z.string(),
});
export type ReferredBet = z.infer<typeof referredBet>;

/** A referred bet as its member sees it (GET /user/bet/referred, and the BET_REFERRAL event). */
export const memberReferral = z.object({
  id: z.number(),
  match_id: z.number(),
  side: z.enum(BET_SIDES),
  amount: z.number(),
  offer: z.number().nullable(),
  state: z.enum(REFERRAL_STATES),
  until: z.string(),
});
export type MemberReferral = z.infer<typeof memberReferral>;

/** POST /admin/bets/referred/{id}/counter: a smaller stake for the member to take or leave. */
export const referralCounterRequest = z.object({ amount: positiveBahtAmount }).strict();
export type ReferralCounterRequest = z.infer<typeof referralCounterRequest>;

/** POST /admin/bets/referred/{id}/decline: an optional note for the audit log. */
export const referralDeclineRequest = z
  .object({ reason: humanText().max(200, { message: 'validation.too_long' }).optional() })
  .strict();
export type ReferralDeclineRequest = z.infer<typeof referralDeclineRequest>;

export const referralMessages = {
  'bet.referral_declined': {
    th: 'เจ้ามือไม่รับบิลนี้ ยอดแทงคืนเข้ากระเป๋าแล้ว',
    en: 'The desk declined this bet: your stake is back in your balance',
  },
  'bet.referral_timeout': {
    th: 'เจ้ามือไม่ได้ยืนยันบิลนี้ทันเวลา ยอดแทงคืนเข้ากระเป๋าแล้ว',
    en: 'The desk did not confirm this bet in time: your stake is back in your balance',
  },
  'bet.offer_left': {
    th: 'คุณไม่รับยอดที่เจ้ามือเสนอ ยอดแทงคืนเข้ากระเป๋าแล้ว',
    en: 'You left the desk’s offer: your stake is back in your balance',
  },
  'bet.offer_expired': {
    th: 'หมดเวลารับยอดที่เจ้ามือเสนอ ยอดแทงคืนเข้ากระเป๋าแล้ว',
    en: 'The desk’s offer ran out: your stake is back in your balance',
  },
  'bet.referral_closed': {
    th: 'บิลนี้ตัดสินไปแล้ว',
    en: 'This bet is already decided',
  },
  'bet.offer_invalid': {
    th: 'ยอดที่เสนอต้องน้อยกว่ายอดแทงและไม่ต่ำกว่ายอดแทงขั้นต่ำ',
    en: 'An offer is less than the stake and at least the minimum stake',
  },
  'bet.referral_accepted': { th: 'รับบิลแล้ว', en: 'Bet accepted' },
  'bet.referral_countered': { th: 'ส่งยอดที่เสนอให้สมาชิกแล้ว', en: 'Offer sent to the member' },
} as const;
