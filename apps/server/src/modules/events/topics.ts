// The Thai topics of the events' ledger entries: what the member reads in their transactions
// (spec §3 Transaction.topic). They name the event (and, for a bet, the option) so the history
// reads on its own.
const QUESTION_SHOWN = 80;

const short = (question: string) =>
  question.length > QUESTION_SHOWN ? `${question.slice(0, QUESTION_SHOWN - 1)}…` : question;

export const eventBetTopic = (question: string, label: string) =>
  `ทายผลกิจกรรม: ${short(question)} — ${label}`;
export const eventBillTopic = (question: string) => `ผลกิจกรรม: ${short(question)}`;
export const eventRefundTopic = (question: string) => `คืนเงินกิจกรรม (ยกเลิก): ${short(question)}`;
export const eventRegradedBillTopic = (question: string) => `ผลกิจกรรม (แก้ผล): ${short(question)}`;
export const eventReversalTopic = (question: string) => `ยกเลิกผลเดิม (แก้ผลกิจกรรม): ${short(question)}`;
export const eventCoinsTopic = (question: string) => `เหรียญจากกิจกรรม: ${short(question)}`;
