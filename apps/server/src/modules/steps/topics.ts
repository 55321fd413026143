// The Thai topics of the step tickets' ledger entries: what the member reads in their transactions.
export const stepBetTopic = (legs: number) => `แทงสเต็ป ${legs} คู่`;
export const STEP_BILL_TOPIC = 'ผลบิลสเต็ป';
export const STEP_REFUND_TOPIC = 'คืนเงินบิลสเต็ป';
/** the bill of a ticket graded again after a corrected result (grading 2 and after) */
export const STEP_REGRADED_BILL_TOPIC = 'ผลบิลสเต็ป (แก้ผล)';
/** the reversal of the previous grading of a ticket */
export const STEP_REVERSAL_TOPIC = 'ยกเลิกผลบิลสเต็ปเดิม (แก้ผลการแข่งขัน)';
/** the coins of a round's graded tickets (a coin per graded ticket of at least the coin minimum) */
export const STEP_COINS_TOPIC = 'เหรียญจากบิลสเต็ป';
