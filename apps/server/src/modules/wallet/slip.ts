// The rules of a slip deposit (DESIGN §7), pure: read the slip mini-QR, and decide from the
// slip check's answer whether the deposit credits at once or waits for a cashier. Nothing credits at
// once on a partial match: a slip paid to another account of the same bank that shares the digits a
// slip shows, or sent from someone else's account, waits with its reason.
import { BANK_CODE_NUMBERS, type BankCode } from '@sanam/contract/constants.ts';
import { SLIP_RECHECK, SLIP_RECHECK_REASONS, type PendingReason } from '@sanam/contract/wallet.ts';
import { slipVerify } from 'promptparse/validate';
import type { SlipCheckResult, SlipRef } from '../../providers/slip-check/provider.ts';
import { holderNameMatches } from './holder-name.ts';

/**
 * The sending bank and transaction reference of a Thai slip mini-QR (EMV tag-length-value; tag 00
 * holds the bank and the reference, tag 91 a CRC-16 that must match), or null when the text is not
 * one. promptparse checks the structure and the CRC.
 */
export function parseSlip(payload: string): SlipRef | null {
  const text = payload.trim();
  const parsed = slipVerify(text);
  if (!parsed || !/^\d{3}$/.test(parsed.sendingBank) || !/^[0-9A-Za-z]{6,40}$/.test(parsed.transRef))
    return null;
  return { sendingBank: parsed.sendingBank, transRef: parsed.transRef, payload: text };
}

export type HouseAccount = {
  id: number;
  bank_name: BankCode;
  bank_acc_no: string;
  bank_acc_name: string;
};

const VISIBLE_DIGITS_MIN = 4;

/**
 * Every digit an account number shows (often masked: 'xxx-x-x5678-x', '***5678*') against a full
 * number: whether the lengths agree once separators are dropped and each digit shown is the same,
 * and how many digits were shown.
 */
function shownDigits(shown: string, accountNo: string): { agree: boolean; visible: number } {
  const masked = shown.replace(/[^0-9xX*]/g, '');
  const full = accountNo.replace(/\D/g, '');
  if (masked.length !== full.length) return { agree: false, visible: 0 };
  let visible = 0;
  for (let i = 0; i < masked.length; i++) {
    const c = masked[i] ?? '';
    if (!/\d/.test(c)) continue;
    if (c !== full[i]) return { agree: false, visible };
    visible++;
  }
  return { agree: true, visible };
}

/**
 * Does an account number as a slip shows it name this account? Same length, every digit shown equal,
 * and at least four digits shown: a fully masked number proves nothing.
 */
export function accountMatches(shown: string, accountNo: string): boolean {
  const d = shownDigits(shown, accountNo);
  return d.agree && d.visible >= VISIBLE_DIGITS_MIN;
}

type Confirmed = Extract<SlipCheckResult, { status: 'confirmed' }>;

/**
 * The house account a confirmed transfer reached, or null: the bank (when the service names it) and
 * every digit shown must agree; `named` says whether a name the service gave is also its holder's.
 * Of several accounts the digits fit, the one the name fits.
 */
export function houseAccountOf(
  check: Confirmed,
  accounts: readonly HouseAccount[],
): { account: HouseAccount; named: boolean } | null {
  if (!check.receiverAccount) return null;
  const shown = check.receiverAccount;
  const candidates = accounts.filter(
    (a) =>
      (check.receiverBank === null || BANK_CODE_NUMBERS[a.bank_name] === check.receiverBank) &&
      accountMatches(shown, a.bank_acc_no),
  );
  const names = check.receiverNames;
  const named = candidates.find((a) => names.some((n) => holderNameMatches(n, a.bank_acc_name)));
  if (named) return { account: named, named: true };
  const first = candidates[0];
  return first ? { account: first, named: false } : null;
}

/** The member's registered bank account (the one withdrawals go to), when they gave one. */
export type MemberAccount = { bank_name: BankCode | null; bank_acc_no: string | null };

/**
 * Does the sending account the slip check revealed contradict the member's registered account? Not
 * revealed (no number), or the bank it names and every digit it shows agree: no. A member without a
 * registered account has nothing to agree with: yes.
 */
export function senderIsForeign(check: Confirmed, member: MemberAccount): boolean {
  const sender = check.sender;
  if (!sender?.account) return false;
  if (!member.bank_name || !member.bank_acc_no) return true;
  if (sender.bank !== null && BANK_CODE_NUMBERS[member.bank_name] !== sender.bank) return true;
  return !shownDigits(sender.account, member.bank_acc_no).agree;
}

/** A transfer may be dated a little after our clock (bank clocks drift); more than this is refused. */
const FUTURE_SLACK_MS = 5 * 60 * 1000;

export type SlipDecision =
  | { status: 'approved'; amountSatang: number; houseAccountId: number }
  | { status: 'pending'; reason: PendingReason; houseAccountId: number | null };

/**
 * Credit at once only when the service confirms the transfer, it reached one of the house's accounts
 * (bank, every digit shown, and the holder's name), it came from the member's own registered account
 * when the service shows the sender, and it is recent (within maxAgeHours, not in the future); else
 * the deposit waits for a cashier, with the first reason that holds it.
 */
export function decideSlip(
  check: SlipCheckResult | null,
  accounts: readonly HouseAccount[],
  member: MemberAccount,
  now: Date,
  maxAgeHours: number,
): SlipDecision {
  if (check === null) return { status: 'pending', reason: 'no_provider', houseAccountId: null };
  switch (check.status) {
    case 'not_found':
      return { status: 'pending', reason: 'not_found', houseAccountId: null };
    case 'unavailable':
      return { status: 'pending', reason: 'unavailable', houseAccountId: null };
    case 'confirmed': {
      const house = houseAccountOf(check, accounts);
      if (!house) return { status: 'pending', reason: 'receiver_mismatch', houseAccountId: null };
      const houseAccountId = house.account.id;
      if (!house.named) return { status: 'pending', reason: 'receiver_name_mismatch', houseAccountId };
      if (senderIsForeign(check, member))
        return { status: 'pending', reason: 'sender_mismatch', houseAccountId };
      const at = check.transferredAt?.getTime();
      const age = at === undefined ? Number.POSITIVE_INFINITY : now.getTime() - at;
      if (age > maxAgeHours * 3_600_000 || age < -FUTURE_SLACK_MS)
        return { status: 'pending', reason: 'too_old', houseAccountId };
      return { status: 'approved', amountSatang: check.amountSatang, houseAccountId };
    }
  }
}

/** How long before re-check number `n` (1, 2, ...) after the check before it: doubling, capped. */
export function recheckDelayMs(n: number): number {
  return Math.min(SLIP_RECHECK.firstDelayMs * 2 ** Math.max(0, n - 1), SLIP_RECHECK.maxDelayMs);
}

const isRetried = (reason: PendingReason): boolean =>
  (SLIP_RECHECK_REASONS as readonly PendingReason[]).includes(reason);

/**
 * When a slip waiting for `reason` is next checked automatically, after `done` re-checks, the last
 * one at `at`; null when none will come: the reason is one a later answer cannot change, the
 * re-checks for it are used up, or the next would fall outside the window since the slip was sent.
 */
export function nextRecheckAt(reason: PendingReason, done: number, sentAt: Date, at: Date): Date | null {
  if (!isRetried(reason)) return null;
  const most = reason === 'not_found' ? SLIP_RECHECK.notFoundMaxAttempts : SLIP_RECHECK.maxAttempts;
  if (done >= most) return null;
  const next = at.getTime() + recheckDelayMs(done + 1);
  return next > sentAt.getTime() + SLIP_RECHECK.windowMs ? null : new Date(next);
}
