// The sandbox slip check (SANDBOX=1, never in production): it confirms exactly the slips that
// POST /api/sandbox/slips made, and answers like a real service (the receiving and sending accounts
// masked as on a Thai bank slip; the sender is the submitting member unless the slip named another). makeSandboxSlip writes them; a slip it did not make is 'not_found'.
import { randomInt } from 'node:crypto';
import { BANK_CODE_NUMBERS, type BankCode } from '@sanam/contract/constants.ts';
import { slipVerify } from 'promptparse/generate';
import type { Queryable } from '../../db/db.ts';
import type { SlipCheckProvider, SlipCheckResult, SlipRef, SlipSubmitter } from './provider.ts';

/** How a Thai bank slip prints a receiving account: all but four digits hidden ('xxx-x-x5678-x'). */
export function maskAccount(accountNo: string): string {
  const digits = accountNo.replace(/\D/g, '');
  const shown = new Set([digits.length - 5, digits.length - 4, digits.length - 3, digits.length - 2]);
  const masked = [...digits].map((c, i) => (shown.has(i) ? c : 'x')).join('');
  return digits.length === 10
    ? `${masked.slice(0, 3)}-${masked.slice(3, 4)}-${masked.slice(4, 9)}-${masked.slice(9)}`
    : masked;
}

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** A transaction reference shaped like the banks' (date, then random letters and digits). */
function newTransRef(at: Date): string {
  const day = at.toISOString().slice(0, 10).replace(/-/g, '');
  let s = day;
  for (let i = 0; i < 12; i++) s += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return s;
}

export interface SandboxSlipInput {
  amountSatang: number;
  sendingBank: BankCode;
  receiver: { bankName: string; accountNo: string; accountName: string };
  /** another sending account (at sendingBank); without it the slip comes from whoever sends it */
  sender: { accountNo: string; accountName: string } | null;
  transferredAt: Date;
  /** the first checks of this slip find the service unavailable (to try the re-check); 0 by default */
  unavailableChecks?: number;
}

/** Records a transfer the sandbox will confirm and returns its slip mini-QR text (promptparse). */
export async function makeSandboxSlip(
  q: Queryable,
  input: SandboxSlipInput,
): Promise<{ payload: string; sendingBank: string; transRef: string }> {
  const sendingBank = BANK_CODE_NUMBERS[input.sendingBank];
  const transRef = newTransRef(input.transferredAt);
  await q.query(
    `INSERT INTO sandbox_slips (sending_bank, trans_ref, amount_satang, receiver_bank, receiver_account, receiver_name,
                                transferred_at, sender_bank, sender_account, sender_name, unavailable_checks)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      sendingBank,
      transRef,
      input.amountSatang,
      input.receiver.bankName,
      input.receiver.accountNo,
      input.receiver.accountName,
      input.transferredAt,
      input.sender ? sendingBank : null,
      input.sender?.accountNo ?? null,
      input.sender?.accountName ?? null,
      input.unavailableChecks ?? 0,
    ],
  );
  return { payload: slipVerify({ sendingBank, transRef }), sendingBank, transRef };
}

export class SandboxSlipCheckProvider implements SlipCheckProvider {
  readonly name = 'sandbox';

  constructor(private readonly db: Queryable) {}

  async check(slip: SlipRef, submitter?: SlipSubmitter): Promise<SlipCheckResult> {
    // a slip minted to find the service down: one of its 'unavailable' answers used up
    const down = await this.db.query(
      `UPDATE sandbox_slips SET unavailable_checks = unavailable_checks - 1
        WHERE sending_bank = $1 AND trans_ref = $2 AND unavailable_checks > 0
        RETURNING unavailable_checks`,
      [slip.sendingBank, slip.transRef],
    );
    if (down.rows.length > 0) return { status: 'unavailable', reason: 'sandbox: minted to be unavailable' };
    const { rows } = await this.db.query<{
      amount_satang: number;
      receiver_bank: string;
      receiver_account: string;
      receiver_name: string;
      transferred_at: Date;
      sender_bank: string | null;
      sender_account: string | null;
      sender_name: string | null;
    }>(
      `SELECT amount_satang, receiver_bank, receiver_account, receiver_name, transferred_at,
              sender_bank, sender_account, sender_name
         FROM sandbox_slips WHERE sending_bank = $1 AND trans_ref = $2`,
      [slip.sendingBank, slip.transRef],
    );
    const row = rows[0];
    if (!row) return { status: 'not_found' };
    const bank = row.receiver_bank as BankCode;
    // minted without a sender: it came from the account of the member who sends it, as a member's
    // own transfer would; shown masked, as banks print it
    const from =
      row.sender_account !== null
        ? { bank: row.sender_bank, account: row.sender_account, name: row.sender_name }
        : submitter?.accountNo
          ? {
              bank: BANK_CODE_NUMBERS[submitter.bankName as BankCode] ?? null,
              account: submitter.accountNo,
              name: submitter.accountName,
            }
          : null;
    return {
      status: 'confirmed',
      amountSatang: row.amount_satang,
      receiverBank: BANK_CODE_NUMBERS[bank] ?? null,
      receiverAccount: maskAccount(row.receiver_account),
      receiverName: row.receiver_name,
      receiverNames: [row.receiver_name],
      sender: from && { bank: from.bank, account: maskAccount(from.account), name: from.name },
      transferredAt: new Date(row.transferred_at),
    };
  }
}
