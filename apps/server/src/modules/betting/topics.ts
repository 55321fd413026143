// The Thai topics of betting's ledger entries: what the member reads in their transactions and bet
// history (spec §3 Transaction.topic).
import type { BetSide } from '@sanam/contract/matches.ts';

export const BET_TOPIC: Record<BetSide, string> = {
  red: 'แทงฝั่งแดง',
  blue: 'แทงฝั่งน้ำเงิน',
  tie: 'แทงเสมอ',
  notie: 'แทงไม่เสมอ',
};
export const BILL_TOPIC = 'ผลการแข่งขัน';
export const REFUND_TOPIC = 'คืนเงินเดิมพัน';
/** a live bet held for the bet delay and then refused: its stake comes back */
export const HOLD_RETURN_TOPIC = 'คืนเงินเดิมพัน (ไม่รับแทง)';
/** the bill of a corrected result (grading 2 and after) */
export const REGRADED_BILL_TOPIC = 'ผลการแข่งขัน (แก้ผล)';
/** the reversal of the previous grading's bill and refunds */
export const REVERSAL_TOPIC = 'ยกเลิกผลเดิม (แก้ผลการแข่งขัน)';
/** the coins a grading gives (a coin per graded bet of at least the coin minimum) */
export const COINS_TOPIC = 'เหรียญจากผลการแข่งขัน';
