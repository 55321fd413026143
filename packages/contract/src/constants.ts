// Business constants of spec §9 and DESIGN §3–§7. Declared once; server, member app and console import them.

export const DEFAULT_AGENT_ID = 1;

export const PHONE_DIGITS_MIN = 10;
export const PHONE_DIGITS_MAX = 11;
export const PASSWORD_MIN = 6;
export const USERNAME_MIN = 3;
export const BANK_ACC_DIGITS_MIN = 10;
export const BANK_ACC_DIGITS_MAX = 15;

/** Spec §3: the accepted banks, in the order the register form lists them. */
export const BANKS = ['SCB', 'BBL', 'KBANK', 'KTB', 'TTB', 'BAY', 'GSB', 'KKP', 'TISCO', 'BAAC'] as const;
export type BankCode = (typeof BANKS)[number];

/**
 * The three-digit bank codes of Thai interbank transfers (the slip mini-QR's sending bank, a slip
 * check's receiving bank), for the banks members may register.
 */
export const BANK_CODE_NUMBERS: Record<BankCode, string> = {
  BBL: '002',
  KBANK: '004',
  KTB: '006',
  TTB: '011',
  SCB: '014',
  BAY: '025',
  GSB: '030',
  BAAC: '034',
  TISCO: '067',
  KKP: '069',
};

/** The bank of a three-digit code, or null for a bank members cannot register (a slip may still name one). */
export function bankOfCode(code: string): BankCode | null {
  const found = (Object.entries(BANK_CODE_NUMBERS) as Array<[BankCode, string]>).find(([, c]) => c === code);
  return found ? found[0] : null;
}

/** Spec §2: the slip upload is hidden when the member's deposit account is at this bank. */
export const SLIP_HIDDEN_BANK: BankCode = 'SCB';

export const WITHDRAW_MIN_BAHT = 100;
export const WITHDRAW_MAX_NON_VIP_BAHT = 20000;
/** The longest slip QR text we accept (a Thai slip mini-QR is about 40–70 characters). */
export const SLIP_PAYLOAD_MAX = 512;
/** A slip older than this waits for a cashier instead of crediting at once (SLIP_MAX_AGE_HOURS overrides). */
export const SLIP_MAX_AGE_HOURS_DEFAULT = 24;
/** How many of a member's latest deposit and withdraw requests the wallet dialog lists. */
export const WALLET_RECENT_REQUESTS = 5;
/** The longest text a list's search box sends (history, cashier queues). */
export const SEARCH_TEXT_MAX = 64;
/** Transaction history page size (spec §2 history). */
export const TRANSACTION_PAGE_SIZE = 20;
export const COINS_PER_BET = 1;
export const TIE_MULTIPLIER_DEFAULT = 1.7;
export const AFFILIATE_REWARD_PERCENT = 10;
/**
 * The referrer's reward waits until the invited member has staked this many times their first
 * deposit, net of refunds (AFFILIATE_PLAY_MULTIPLE overrides): deposit-and-withdraw earns nothing.
 */
export const AFFILIATE_PLAY_MULTIPLE_DEFAULT = 3;
/** The most one referrer is paid in affiliate rewards per calendar month, Bangkok time (AFFILIATE_MONTHLY_CAP overrides). */
export const AFFILIATE_MONTHLY_CAP_BAHT_DEFAULT = 5000;
/** How often each node looks for held affiliate rewards whose play is reached (a member sees theirs within a minute). */
export const AFFILIATE_RELEASE_SWEEP_MS = 15_000;
export const LIVE_ACCESS_WINDOW_DAYS = 30;
export const BET_QUICK_AMOUNTS = [100, 500, 1000, 2500, 5000, 10000] as const;
export const BET_STEP = 100;
export const PREVIOUS_RATES_MOBILE = 30;
export const PREVIOUS_RATES_DESKTOP = 6;
export const HIDDEN_TRANSACTION_TYPES = [149, 999] as const;
export const DRAW_RATE_SHOWN = 5;

export const CASH_EXCHANGE_TIERS = [
  { itemId: 5, coins: 300, baht: 100 },
  { itemId: 6, coins: 500, baht: 200 },
  { itemId: 7, coins: 1000, baht: 500 },
] as const;

export const DEVICE_COOKIE = { name: 'device_id', length: 16, maxAgeSeconds: 604800 } as const;
export const SUCCESS_POPUP_MS = 1500;
export const GAME_FAILURE_RETURN_MS = 3000;

export const POLL_MS = {
  profile: 10_000,
  profileRetryDelay: 5_000,
  profileRetries: 3,
  openMatches: 5_000,
  endedMatches: 30_000,
  stadiums: 30_000,
  listRetries: 3,
  redeem: 60_000,
  betHistory: 4_000,
} as const;

export const SOCKET_OPTIONS = {
  path: '/socket.io',
  timeout: 20_000,
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 5_000,
  randomizationFactor: 0.5,
} as const;

/** Spec §3: the member app's local storage keys. */
export const STORAGE_KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  user: 'user',
  language: 'i18nextLng',
} as const;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;

// Login throttling (DESIGN §6) and the per-route rate limits: rate-limits.ts.

export const LANGUAGES = ['th', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(code: string | null | undefined): code is Language {
  return (LANGUAGES as readonly string[]).includes(code ?? '');
}
export const FALLBACK_LANGUAGE: Language = 'th';

export const OPERATOR_ROLES = ['admin', 'operator', 'cashier'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
