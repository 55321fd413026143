// The server's messages and validation keys of the steps, in both languages (Thai first);
// merged into the one catalogue in messages.ts.
export const stepMessages = {
  'validation.step_count': {
    th: 'เลือกได้ 2 ถึง 10 คู่ต่อหนึ่งบิล',
    en: 'Pick 2 to 10 rounds per ticket',
  },
  'validation.step_same_round': {
    th: 'เลือกได้คู่ละหนึ่งฝั่งเท่านั้น',
    en: 'Pick one side per round only',
  },
  'validation.step_side_invalid': {
    th: 'สเต็ปเลือกได้เฉพาะฝั่งแดงหรือฝั่งน้ำเงิน',
    en: 'A step selection is red or blue',
  },
  'step.placed': { th: 'แทงสเต็ปสำเร็จ', en: 'Step ticket placed' },
  'step.round_not_open': {
    th: 'มีคู่ที่ไม่เปิดรับแทงสเต็ปแล้ว กรุณาเลือกใหม่',
    en: 'A round you picked is no longer open for steps, please pick again',
  },
  'step.rate_not_current': {
    th: 'ราคาของคู่ที่เลือกเปลี่ยนแล้ว กรุณาตรวจสอบราคาใหม่',
    en: 'The rate of a round you picked has changed, please check the new rate',
  },
  'step.payout_too_high': {
    th: 'ยอดที่จะได้รับเกิน 10,000,000 บาท กรุณาลดยอดแทงหรือจำนวนคู่',
    en: 'The payout would exceed 10,000,000 baht, please lower the stake or the number of rounds',
  },
  'step.ticket_not_found': { th: 'ไม่พบบิลสเต็ปนี้', en: 'Step ticket not found' },
} as const satisfies Record<string, { th: string; en: string }>;
