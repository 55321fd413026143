// Game launch (spec §2, §7, §8) and the seamless-wallet callback API of the game providers
// (DESIGN §7). Shared by the server, the member app and the tests.
import { z } from 'zod';
import { bahtAmount, positiveBahtAmount } from './money.ts';

/** The launch endpoints `GET /user/user/play<game>` (spec §7). */
export const GAME_NAMES = ['m7', 'mpy', 'ws', 'wc', 'r1'] as const;
export type GameName = (typeof GAME_NAMES)[number];
export const gameName = z.enum(GAME_NAMES);
/** What a provider's wallet call did: took a stake, paid a win, or gave a stake back. */
export const GAME_MOVES = ['debit', 'credit', 'rollback'] as const;
export type GameMove = (typeof GAME_MOVES)[number];

/** Wire names of the launch endpoints: playm7, plaympy, playws, playwc, playr1. */
export const launchPath = (game: GameName) => `/user/user/play${game}`;

// ── Launch replies: the envelope's `data`, in the shape the member app reads for each game ───────

/** playMPY (spec §7): `success` and `data` as the URL. */
export const mpyLaunch = z.object({ success: z.boolean(), data: z.string() });
/** playWS (spec §7): `status === "success"` and `data.loginUrl`. */
export const wsLaunch = z.object({ status: z.string(), data: z.object({ loginUrl: z.string() }) });
/** playWC (spec §7): `isSuccess` and `data.gameUrl`. */
export const wcLaunch = z.object({ isSuccess: z.boolean(), data: z.object({ gameUrl: z.string() }) });
/** playM7 and playR1 (the spec does not show them; ours): `success` and `data.url`. */
export const urlLaunch = z.object({ success: z.boolean(), data: z.object({ url: z.string() }) });

export const launchReplies = {
  m7: urlLaunch,
  mpy: mpyLaunch,
  ws: wsLaunch,
  wc: wcLaunch,
  r1: urlLaunch,
} as const satisfies Record<GameName, z.ZodType>;
export type LaunchReply<G extends GameName> = z.infer<(typeof launchReplies)[G]>;

/** The URL of a launch reply, or null when it says the launch failed or is not a launch reply. */
export function launchUrlOf(game: GameName, data: unknown): string | null {
  switch (game) {
    case 'mpy': {
      const r = mpyLaunch.safeParse(data);
      return r.success && r.data.success && r.data.data ? r.data.data : null;
    }
    case 'ws': {
      const r = wsLaunch.safeParse(data);
      return r.success && r.data.status === 'success' && r.data.data.loginUrl ? r.data.data.loginUrl : null;
    }
    case 'wc': {
      const r = wcLaunch.safeParse(data);
      return r.success && r.data.isSuccess && r.data.data.gameUrl ? r.data.data.gameUrl : null;
    }
    case 'm7':
    case 'r1': {
      const r = urlLaunch.safeParse(data);
      return r.success && r.data.success && r.data.data.url ? r.data.data.url : null;
    }
  }
}

// ── Seamless wallet: what a provider calls on us (POST /api/games/<game>/wallet/<call>) ───────────

/** The header carrying hex HMAC-SHA256 of the raw request body with the provider's secret. */
export const WALLET_SIGNATURE_HEADER = 'x-signature';
/** A callback whose `timestamp` (ms since the epoch) is further than this from our clock is a replay. */
export const WALLET_MAX_SKEW_MS = 5 * 60 * 1000;

const txId = z
  .string({ error: 'validation.game_tx_id' })
  .regex(/^[\w:.-]{1,64}$/, { message: 'validation.game_tx_id' });

const walletBase = z.object({
  /** the game session token the launch handed to the provider */
  session: z
    .string({ error: 'validation.game_session' })
    .min(16, { message: 'validation.game_session' })
    .max(128, { message: 'validation.game_session' }),
  timestamp: z.number({ error: 'validation.game_timestamp' }).int().positive(),
});

export const walletBalanceRequest = walletBase;
export const walletDebitRequest = walletBase.extend({
  tx_id: txId,
  round_id: txId,
  amount: positiveBahtAmount,
});
/** A lost round is closed by a credit of 0. */
export const walletCreditRequest = walletBase.extend({
  tx_id: txId,
  round_id: txId,
  amount: bahtAmount.refine((n) => n >= 0, { message: 'validation.amount_invalid' }),
});
/** Undoes the debit `ref_tx_id`; `tx_id` is the rollback's own id. */
export const walletRollbackRequest = walletBase.extend({ tx_id: txId, ref_tx_id: txId });

export type WalletBalanceRequest = z.infer<typeof walletBalanceRequest>;
export type WalletDebitRequest = z.infer<typeof walletDebitRequest>;
export type WalletCreditRequest = z.infer<typeof walletCreditRequest>;
export type WalletRollbackRequest = z.infer<typeof walletRollbackRequest>;

export const walletReply = z.object({
  /** the member's balance in baht after the call (for a repeated tx_id: after the first) */
  balance: z.number(),
  currency: z.literal('THB'),
  username: z.string(),
  tx_id: z.string().optional(),
  /** true when the tx_id had been accepted before: nothing moved this time */
  duplicate: z.boolean().optional(),
});
export type WalletReply = z.infer<typeof walletReply>;

/** The `data.code` of a refused callback (the envelope's success is false). */
export const WALLET_ERROR_CODES = [
  'bad_signature',
  'stale_request',
  'session_invalid',
  'insufficient_funds',
  'tx_conflict',
  'tx_settled',
  'tx_rolled_back',
  'round_not_found',
  'round_settled',
  /** the round was opened by another game session (another member's, or another launch) */
  'round_other_session',
  /** a credit over what the game can pay on the round's stakes (its maximum win multiple) */
  'credit_over_max_win',
  /** the member's betting is suspended (the console's betting controls): no stake, games included */
  'bet_suspended',
  /** a debit over the member's own largest stake */
  'above_maximum',
] as const;
export type WalletErrorCode = (typeof WALLET_ERROR_CODES)[number];

// ── The sandbox games (served by the server itself when SANDBOX is on) ─────────────────────────

/**
 * Each launch endpoint's sandbox game: a game of its own, so the demo shows four providers as a
 * member will meet them. Every game is a call between two picks that pays SANDBOX_PAYOUT_MULTIPLE.
 */
export const SANDBOX_GAME_OF = {
  m7: 'coin',
  mpy: 'dice',
  ws: 'wheel',
  wc: 'cards',
  r1: 'coin',
} as const satisfies Record<GameName, string>;
export type SandboxGameKind = (typeof SANDBOX_GAME_OF)[GameName];
/**
 * The two picks of each game: a coin's side; a die's 1–3 or 4–6; the wheel's colour (five red and
 * five blue segments); a card drawn higher or lower than the 7 shown (the deck holds no other 7).
 */
export const SANDBOX_PICKS = {
  coin: ['heads', 'tails'],
  dice: ['low', 'high'],
  wheel: ['red', 'blue'],
  cards: ['higher', 'lower'],
} as const satisfies Record<SandboxGameKind, readonly [string, string]>;
export const SANDBOX_PICK_NAMES = [
  'heads',
  'tails',
  'low',
  'high',
  'red',
  'blue',
  'higher',
  'lower',
] as const;
export type SandboxPick = (typeof SANDBOX_PICK_NAMES)[number];
/** A right call pays this many times the stake: also the most the wallet lets a sandbox round credit. */
export const SANDBOX_PAYOUT_MULTIPLE = 2;
export const sandboxFlipRequest = z.object({
  session: z.string().min(16).max(128),
  stake: positiveBahtAmount,
  /** one of the game's own two picks (SANDBOX_PICKS); another game's pick is refused */
  pick: z.enum(SANDBOX_PICK_NAMES),
});
export const sandboxStateRequest = z.object({ session: z.string().min(16).max(128) });
export const sandboxFlip = z.object({
  /** the pick the round fell on */
  result: z.enum(SANDBOX_PICK_NAMES),
  /** what was drawn: the coin 0 heads / 1 tails, the die 1–6, the wheel's segment 0–9, the card 1–13 */
  outcome: z.number().int(),
  won: z.boolean(),
  payout: z.number(),
  balance: z.number(),
});
export const sandboxState = z.object({ balance: z.number(), username: z.string() });

// ── Operator: what the games moved (GET /api/admin/games) ──────────────────────────────────────────

export const adminGameTotals = z.object({
  game: z.string(),
  /** rounds with at least one debit */
  rounds: z.number(),
  members: z.number(),
  /** baht: stakes debited, winnings credited, stakes given back by rollbacks */
  debited: z.number(),
  credited: z.number(),
  rolled_back: z.number(),
  /** baht the house kept: debited − credited − rolled back */
  house_result: z.number(),
});
export const adminGameTx = z.object({
  id: z.number(),
  created_at: z.string(),
  game: z.string(),
  kind: z.enum(['debit', 'credit', 'rollback']),
  tx_id: z.string(),
  round_id: z.string().nullable(),
  ref_tx_id: z.string().nullable(),
  amount: z.number(),
  balance_after: z.number(),
  member: z.object({ id: z.number(), username: z.string() }),
});
export const adminGamesReport = z.object({
  totals: z.array(adminGameTotals),
  /** the latest game transactions, newest first */
  transactions: z.array(adminGameTx),
});
export type AdminGameTotals = z.infer<typeof adminGameTotals>;
export type AdminGameTx = z.infer<typeof adminGameTx>;
export type AdminGamesReport = z.infer<typeof adminGamesReport>;
export const ADMIN_GAME_TX_LIMIT = 50;
