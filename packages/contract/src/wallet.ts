// The member's money in and out (spec §2, §3, §5, §7; DESIGN §3, §7): slip deposits, withdrawals,
// the member's requests and transaction history, and the statuses the cashier's desk shares. The
// withdraw rules are declared once here and used by the server's route, its service and the member
// app's form. The cashier's side is cashier.ts; the sandbox's slips slip-sandbox.ts.
import { z } from 'zod';
import { GAME_MOVES, GAME_NAMES } from './games.ts';
import { MATCH_TYPES } from './matches.ts';
import {
  SEARCH_TEXT_MAX,
  SLIP_PAYLOAD_MAX,
  TRANSACTION_PAGE_SIZE,
  WITHDRAW_MAX_NON_VIP_BAHT,
  WITHDRAW_MIN_BAHT,
} from './constants.ts';
import type { MessageKey } from './messages.ts';
import { bahtToSatang } from './money.ts';

// ── Withdraw (spec §5, §9; DESIGN §7) ────────────────────────────────────────────────────────────

/**
 * Spec §5 withdraw rules, in the order the member meets them, after the amount is a whole number of
 * baht: at least 100 (spec §5 reads exactly 100 both ways; we accept it, DESIGN §7), at most 20,000
 * unless VIP, at most the balance. Null when the amount may be withdrawn.
 */
export function withdrawRefusal(
  amountBaht: number,
  member: { isVip: boolean; balanceBaht: number },
): MessageKey | null {
  if (amountBaht < WITHDRAW_MIN_BAHT) return 'withdraw.min';
  if (!member.isVip && amountBaht > WITHDRAW_MAX_NON_VIP_BAHT) return 'withdraw.max';
  if (amountBaht > member.balanceBaht) return 'withdraw.insufficient';
  return null;
}

/** POST /user/user/withdraw {amount}: whole baht (the form takes digit keys only), at least 100. */
export const withdrawRequest = z.object({
  amount: z
    .number({ error: 'withdraw.amount_required' })
    .int({ message: 'withdraw.whole_baht' })
    .min(WITHDRAW_MIN_BAHT, { message: 'withdraw.min' })
    .max(Number.MAX_SAFE_INTEGER / 100, { message: 'withdraw.insufficient' }),
});
export type WithdrawRequest = z.infer<typeof withdrawRequest>;

/**
 * The member app's withdraw form: the text typed (digits only), checked by the same rules as the
 * server with what the form knows of the member (VIP, balance). The server checks again with what is
 * true when the request arrives.
 */
export function withdrawForm(member: { isVip: boolean; balanceBaht: number }) {
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1, { message: 'withdraw.amount_required' })
      .regex(/^\d+$/, { message: 'withdraw.whole_baht' })
      .superRefine((text, ctx) => {
        const refusal = withdrawRefusal(Number(text), member);
        if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
      }),
  });
}
export type WithdrawForm = { amount: string };

// ── Pictures the cashier's desk keeps ─────────────────────────────────────────────────

/** The largest slip or transfer picture, in bytes: the member app scales a photo down well below it. */
export const CASHIER_IMAGE_MAX_BYTES = 1024 * 1024;
/** The member app scales a slip picture to this side before sending it (the QR is decoded at 1600). */
export const SLIP_IMAGE_SEND_MAX_SIDE = 1600;
/** A data URL is a third larger than the bytes it holds. */
export const CASHIER_IMAGE_DATA_URL_MAX = Math.ceil((CASHIER_IMAGE_MAX_BYTES * 4) / 3) + 64;

/** A PNG, JPEG or WebP picture as a data URL; the server checks its bytes too. */
export const cashierImageDataUrl = z
  .string()
  .max(CASHIER_IMAGE_DATA_URL_MAX, { message: 'cashier.image_too_large' })
  .regex(/^data:image\/(?:png|jpeg|webp);base64,/, { message: 'cashier.image_invalid' });

// ── Slip deposit (spec §5, §7; DESIGN §7) ────────────────────────────────────────────────────────

/** POST /user/user/slip {payload}: the text decoded from the slip's QR in the browser. */
export const slipRequest = z.object({
  payload: z
    .string({ error: 'slip.payload_required' })
    .trim()
    .min(1, { message: 'slip.payload_required' })
    .max(SLIP_PAYLOAD_MAX, { message: 'slip.invalid' }),
  /**
   * The picture the QR was read from, kept for the cashier (an addition to spec §7's call;
   * a member app that sends only the payload is still served).
   */
  image: cashierImageDataUrl.optional(),
});
export type SlipRequest = z.infer<typeof slipRequest>;

// ── A slip whose QR the member app could not read ─────────────────────────────────────

/**
 * The amount a member says they transferred with an unread slip: a claim, never credited until a
 * cashier has checked the bank statement (the cashier approves what arrived). The spec sets no
 * deposit limits; these bound the claim (docs/decisions.md, "A slip without a readable QR").
 */
export const DEPOSIT_CLAIM_MIN_BAHT = 100;
export const DEPOSIT_CLAIM_MAX_BAHT = 100_000;
/** How many unread slips one member may have waiting for a cashier at once. */
export const UNREAD_SLIPS_PENDING_MAX = 3;

/** The claim's rules after it is a number of baht with at most two decimals; null when it may be sent. */
export function depositClaimRefusal(amountBaht: number): MessageKey | null {
  if (bahtToSatang(amountBaht) === null) return 'slip.claim_invalid';
  if (amountBaht < DEPOSIT_CLAIM_MIN_BAHT) return 'slip.claim_min';
  if (amountBaht > DEPOSIT_CLAIM_MAX_BAHT) return 'slip.claim_max';
  return null;
}

/** POST /user/user/slip_unread {image, amount}: the slip's picture and the amount the member says they sent. */
export const unreadSlipRequest = z.object({
  image: cashierImageDataUrl,
  amount: z.number({ error: 'slip.claim_required' }).superRefine((n, ctx) => {
    const refusal = depositClaimRefusal(n);
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
  }),
});
export type UnreadSlipRequest = z.infer<typeof unreadSlipRequest>;

/** The member app's amount box for an unread slip: the text typed, by the server's rule. */
export const unreadSlipForm = z.object({
  amount: z
    .string()
    .trim()
    .min(1, { message: 'slip.claim_required' })
    .regex(/^\d+(?:\.\d{1,2})?$/, { message: 'slip.claim_invalid' })
    .superRefine((text, ctx) => {
      const refusal = depositClaimRefusal(Number(text));
      if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
    }),
});
export type UnreadSlipForm = { amount: string };

export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** slip: sent by the member; cashier: recorded by a cashier (a transfer seen on the bank statement). */
export const DEPOSIT_SOURCES = ['slip', 'cashier'] as const;
export type DepositSource = (typeof DEPOSIT_SOURCES)[number];

/** Why a slip waits for a cashier instead of crediting at once. */
export const PENDING_REASONS = [
  /** the slip-check provider does not know the transfer */
  'not_found',
  /** the provider did not answer (down, timeout, error) */
  'unavailable',
  /** no provider is configured (SANDBOX=0 and no SLIP_CHECK_URL) */
  'no_provider',
  /** the money went to an account that is not one of the house's */
  'receiver_mismatch',
  /** the bank and the digits shown are a house account's, but the holder's name is missing or another */
  'receiver_name_mismatch',
  /** the slip check shows a sending account other than the member's registered one */
  'sender_mismatch',
  /** the transfer is older than SLIP_MAX_AGE_HOURS, or dated in the future */
  'too_old',
  /** the member app could not read the slip's QR: the member sent its picture and a claimed amount */
  'qr_unreadable',
  /**
   * the slip is good but would pass a deposit limit the member set (play-limits.ts): the money has
   * left their bank, so a cashier returns it, or credits it once the limit allows
   */
  'deposit_limit',
  /** the slip is good but came during the member's time-out or self-exclusion: a cashier returns it */
  'play_break',
] as const;
export type PendingReason = (typeof PENDING_REASONS)[number];

/**
 * The automatic re-check of a slip the first check could not settle: the reasons a later
 * answer may change, and the back-off. A re-check n (1, 2, ...) comes firstDelayMs · 2^(n−1) after the
 * one before (30 s, 1 min, 2 min, ... capped at maxDelayMs); after the last one, or once the slip is
 * older than windowMs, it waits for a cashier like any other. A mismatch (another account, another
 * name, an old slip) is the transfer itself: asking again would not change it, so it is never retried.
 */
export const SLIP_RECHECK = {
  firstDelayMs: 30_000,
  maxDelayMs: 30 * 60_000,
  /** re-checks of a slip the service could not answer about (down, timed out): about 3½ hours */
  maxAttempts: 12,
  /** re-checks of a slip the service did not know: a bank may report a transfer minutes late */
  notFoundMaxAttempts: 4,
  /** no automatic re-check of a slip sent longer ago than this */
  windowMs: 24 * 3_600_000,
  /** how long a node holds a claimed re-check (beyond the provider's timeout) before another may take it */
  leaseMs: 60_000,
  /** how often each node looks for re-checks that are due, and how many it takes at once */
  tickMs: 5_000,
  batch: 10,
} as const;

/** The pending reasons the automatic re-check retries. */
export const SLIP_RECHECK_REASONS = ['unavailable', 'not_found'] as const satisfies readonly PendingReason[];

export const WITHDRAW_STATUSES = ['pending', 'paid', 'rejected'] as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUSES)[number];

/** A deposit as its member sees it (the wallet dialog's recent requests). */
export const memberDeposit = z.object({
  id: z.number(),
  source: z.enum(DEPOSIT_SOURCES),
  status: z.enum(DEPOSIT_STATUSES),
  /** credited baht (approved); before that what the slip check read, or null */
  amount: z.number().nullable(),
  sending_bank: z.string().nullable(),
  trans_ref: z.string().nullable(),
  /** the cashier's reason for a rejection */
  reason: z.string().nullable(),
  /** sent without a readable QR: `amount` is the member's claim until a cashier approves */
  is_qr_unread: z.boolean(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type MemberDeposit = z.infer<typeof memberDeposit>;

/** POST /user/user/slip reply: the deposit (approved, or pending for a cashier) and the balance after it. */
export const slipData = z.object({ deposit: memberDeposit, balance: z.number() });
export type SlipData = z.infer<typeof slipData>;

/** A withdrawal as its member sees it. */
export const memberWithdrawal = z.object({
  id: z.number(),
  amount: z.number(),
  status: z.enum(WITHDRAW_STATUSES),
  /** where the money goes: the member's bank account when they asked */
  bank_name: z.string(),
  bank_acc_no: z.string(),
  reason: z.string().nullable(),
  /** the bank's reference of the transfer that paid it (null before it is paid) */
  transfer_ref: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type MemberWithdrawal = z.infer<typeof memberWithdrawal>;

/** POST /user/user/withdraw reply: the withdrawal (the first one, for a repeated Idempotency-Key) and the balance. */
export const withdrawData = z.object({ withdrawal: memberWithdrawal, balance: z.number() });
export type WithdrawData = z.infer<typeof withdrawData>;

/** GET /user/user/wallet_requests: the member's latest deposit and withdraw requests, newest first. */
export const walletRequests = z.object({
  deposits: z.array(memberDeposit),
  withdrawals: z.array(memberWithdrawal),
});
export type WalletRequests = z.infer<typeof walletRequests>;

// ── Transaction history (spec §2 history, §3 Transaction; DESIGN §3) ─────────────────────────────

export const TRANSACTION_FILTERS = ['all', 'deposit', 'withdraw', 'bet'] as const;
export type TransactionFilter = (typeof TRANSACTION_FILTERS)[number];

/** The member transaction types each filter shows (DESIGN §3 type codes); `all` shows every visible type. */
export const TRANSACTION_FILTER_TYPES: Record<Exclude<TransactionFilter, 'all'>, readonly number[]> = {
  deposit: [1],
  withdraw: [2],
  bet: [3, 4, 5],
};

/** POST /user/transaction/member: newest first; `cursor` is the `next_cursor` of the page before. */
export const transactionListRequest = z.object({
  filter: z.enum(TRANSACTION_FILTERS, { error: 'validation.invalid' }).optional().default('all'),
  q: z.string().trim().max(SEARCH_TEXT_MAX, { message: 'validation.too_long' }).optional().default(''),
  cursor: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullish(),
  limit: z.number().int().min(1).max(100).optional().default(TRANSACTION_PAGE_SIZE),
});
export type TransactionListRequest = z.input<typeof transactionListRequest>;

/** Spec §3 topic_bet_color: red, blue, draw (a tie bet), and notie. */
export const TRANSACTION_BET_COLORS = ['red', 'blue', 'draw', 'notie'] as const;
export type TransactionBetColor = (typeof TRANSACTION_BET_COLORS)[number];

/**
 * One movement of the member's cash (a posting on member:<id>). Amounts are baht:
 * - amount: the signed change to the balance (after_amount − before_amount), the "actual" column;
 * - bet_amount: the stake of a bet or of the match a bill or refund settles; for other types the
 *   amount without its sign.
 */
export const memberTransaction = z.object({
  id: z.number(),
  createdAt: z.string(),
  topic: z.string(),
  type: z.number(),
  amount: z.number(),
  bet_amount: z.number().nullable(),
  before_amount: z.number(),
  after_amount: z.number(),
  topic_bet_color: z.enum(TRANSACTION_BET_COLORS).nullable(),
  /** the rate a bet was placed on ("ด 10/9"); a tie's multiplier ("x1.7"); the app shows a draw as rate 5 */
  topic_bet_rate: z.string().nullable(),
  match_id: z.number().nullable(),
  round_name: z.string().nullable(),
  /** the type of the round a bet, bill or refund is on (bull, cock, muay, other); null for other rows */
  round_type: z.enum(MATCH_TYPES).nullable(),
  /** a game provider's row: the game, and what its call did; the app words it (the topic is Thai) */
  game: z.enum(GAME_NAMES).nullable(),
  game_move: z.enum(GAME_MOVES).nullable(),
  /** a withdrawal's state (pending, paid, rejected); null for other rows */
  status: z.enum(WITHDRAW_STATUSES).nullable(),
  /** a paid withdrawal's bank transfer reference; null for other rows */
  transfer_ref: z.string().nullable(),
});
export type MemberTransaction = z.infer<typeof memberTransaction>;

export const transactionPage = z.object({
  items: z.array(memberTransaction),
  /** pass as `cursor` for the next (older) page; null on the last page */
  next_cursor: z.number().nullable(),
});
export type TransactionPage = z.infer<typeof transactionPage>;
