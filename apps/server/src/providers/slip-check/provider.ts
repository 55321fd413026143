// The slip-check provider (DESIGN §7): given a slip's sending bank and transaction reference (read
// from its mini-QR), a slip-verification service of the kind Thai banks and aggregators offer tells
// whether the transfer happened, how much, to which account and when. One interface; a real HTTP
// client and the sandbox behind it. Without either, every slip waits for a cashier.

export interface SlipRef {
  /** three-digit bank code, e.g. '004' */
  sendingBank: string;
  transRef: string;
  /** the QR text as sent (some services take it whole) */
  payload: string;
}

export interface SlipParty {
  /** three-digit bank code, when the service says */
  bank: string | null;
  account: string | null;
  name: string | null;
}

/**
 * Who sends the slip: the sandbox answers that a test slip came from their registered account unless
 * it was minted from another (a real service knows the sender and ignores this).
 */
export interface SlipSubmitter {
  bankName: string | null;
  accountNo: string | null;
  accountName: string | null;
}

export type SlipCheckResult =
  | {
      status: 'confirmed';
      amountSatang: number;
      /** three-digit code of the receiving bank, when the service says */
      receiverBank: string | null;
      /** the receiving account as the service shows it: often masked, e.g. 'xxx-x-x5678-x' */
      receiverAccount: string | null;
      /** the receiver's name as the service shows it (stored with the deposit) */
      receiverName: string | null;
      /** every name the service gave for the receiver (often one Thai, one English), to match the holder */
      receiverNames: string[];
      /** the sending account, when the service reveals it (the number often masked like the receiver's) */
      sender: SlipParty | null;
      transferredAt: Date | null;
    }
  /** the service does not know this transfer */
  | { status: 'not_found' }
  /** the service did not answer usefully: down, timed out, refused our key, or spoke nonsense */
  | { status: 'unavailable'; reason: string };

export interface SlipCheckProvider {
  readonly name: 'http' | 'sandbox';
  /**
   * Never throws: a failure is { status: 'unavailable' }. `signal` gives up early (the server is
   * closing): the answer is then 'unavailable'.
   */
  check(slip: SlipRef, submitter?: SlipSubmitter, signal?: AbortSignal): Promise<SlipCheckResult>;
}
