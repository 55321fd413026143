// How one transaction reads in the history (spec §2, §3 Transaction): which item it is, which rows a
// member never sees, and the rate shown for a bet.
import { DRAW_RATE_SHOWN, HIDDEN_TRANSACTION_TYPES } from '@sanam/contract/constants.ts';
import type { MemberTransaction } from '@sanam/contract/wallet.ts';

export type TransactionItem =
  | 'deposit'
  | 'withdraw'
  | 'withdraw_returned'
  | 'bet_red'
  | 'bet_blue'
  | 'bet_draw'
  | 'bet_notie'
  | 'bet'
  | 'bill'
  | 'refund'
  | 'redeem'
  | 'affiliate'
  | 'game'
  | 'adjustment';

/** Spec §3: the topics "cut money" and "top up" read as withdraw and deposit, whatever the type. */
const TOPIC_ITEMS = new Map<string, TransactionItem>([
  ['ตัดเงิน', 'withdraw'],
  ['เติมเงิน', 'deposit'],
]);

/** Spec §3: types 149 and 999 are never shown (the server leaves them out too). */
export function isShownTransaction(tx: Pick<MemberTransaction, 'type'>): boolean {
  return !(HIDDEN_TRANSACTION_TYPES as readonly number[]).includes(tx.type);
}

export function isMappedTopic(topic: string): boolean {
  return TOPIC_ITEMS.has(topic.trim());
}

/** The item of a row (DESIGN §3 type codes), or null for a type this build does not know: show its topic. */
export function transactionItem(
  tx: Pick<MemberTransaction, 'type' | 'topic' | 'amount' | 'topic_bet_color'>,
): TransactionItem | null {
  const byTopic = TOPIC_ITEMS.get(tx.topic.trim());
  if (byTopic) return byTopic;
  switch (tx.type) {
    case 1:
      return 'deposit';
    case 2:
      // a positive withdraw row is a rejected request coming back
      return tx.amount > 0 ? 'withdraw_returned' : 'withdraw';
    case 3:
      return tx.topic_bet_color ? `bet_${tx.topic_bet_color}` : 'bet';
    case 4:
      return 'bill';
    case 5:
      return 'refund';
    case 6:
      return 'redeem';
    case 7:
      return 'affiliate';
    case 8:
      return 'game';
    case 9:
      return 'adjustment';
    default:
      return null;
  }
}

/** Spec §3: a draw bet is shown at rate 5; other bets at the rate they were placed on. */
export function betRateShown(
  tx: Pick<MemberTransaction, 'topic_bet_color' | 'topic_bet_rate'>,
): string | null {
  if (tx.topic_bet_color === 'draw') return String(DRAW_RATE_SHOWN);
  return tx.topic_bet_rate;
}

/**
 * What a phone card calls a bet (spec §2 names the wide table's column "bull bet"; a card names the
 * bet by its round's type): a bull, cock or muay bet, or a plain bet when the round is of no such type.
 */
export function betKindOf(tx: Pick<MemberTransaction, 'round_type'>): 'bull' | 'cock' | 'muay' | 'any' {
  const type = tx.round_type;
  return type === 'bull' || type === 'cock' || type === 'muay' ? type : 'any';
}
