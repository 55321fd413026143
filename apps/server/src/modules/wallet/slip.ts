// The rules of a slip deposit (DESIGN §7), pure: read the slip mini-QR, and decide from the slip
// check's answer whether the deposit credits at once or waits for a cashier.
import { BANK_CODE_NUMBERS, type BankCode } from '@sanam/contract/constants.ts';
import type { PendingReason } from '@sanam/contract/wallet.ts';
import { slipVerify } from 'promptparse/validate';
import type { SlipCheckResult, SlipRef } from '../../providers/slip-check/provider.ts';

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
};

const VISIBLE_DIGITS_MIN = 4;

/**
 * Does an account number as a slip shows it (often masked: 'xxx-x-x5678-x', '***5678*') name this
 * account? Same length once separators are dropped, every digit shown equal, and at least four
 * digits shown: a fully masked number proves nothing.
 */
export function accountMatches(shown: string, accountNo: string): boolean {
  const masked = shown.replace(/[^0-9xX*]/g, '');
  const full = accountNo.replace(/\D/g, '');
  if (masked.length !== full.length) return false;
  let visible = 0;
  for (let i = 0; i < masked.length; i++) {
    const c = masked[i] ?? '';
    if (!/\d/.test(c)) continue;
    if (c !== full[i]) return false;
    visible++;
  }
  return visible >= VISIBLE_DIGITS_MIN;
}

/** The house account a confirmed transfer reached, or null: the bank (when the service names it) and the number must agree. */
export function houseAccountOf(
  check: Extract<SlipCheckResult, { status: 'confirmed' }>,
  accounts: readonly HouseAccount[],
): HouseAccount | null {
  if (!check.receiverAccount) return null;
  const shown = check.receiverAccount;
  return (
    accounts.find(
      (a) =>
        (check.receiverBank === null || BANK_CODE_NUMBERS[a.bank_name] === check.receiverBank) &&
        accountMatches(shown, a.bank_acc_no),
    ) ?? null
  );
}

/** A transfer may be dated a little after our clock (bank clocks drift); more than this is refused. */
const FUTURE_SLACK_MS = 5 * 60 * 1000;

export type SlipDecision =
  | { status: 'approved'; amountSatang: number; houseAccountId: number }
  | { status: 'pending'; reason: PendingReason; houseAccountId: number | null };

/**
 * Credit at once only when the service confirms the transfer, it reached one of the house's accounts
 * and it is recent (within maxAgeHours, not in the future); else the deposit waits for a cashier,
 * with the reason.
 */
export function decideSlip(
  check: SlipCheckResult | null,
  accounts: readonly HouseAccount[],
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
      const at = check.transferredAt?.getTime();
      const age = at === undefined ? Number.POSITIVE_INFINITY : now.getTime() - at;
      if (age > maxAgeHours * 3_600_000 || age < -FUTURE_SLACK_MS)
        return { status: 'pending', reason: 'too_old', houseAccountId: house.id };
      return { status: 'approved', amountSatang: check.amountSatang, houseAccountId: house.id };
    }
  }
}
