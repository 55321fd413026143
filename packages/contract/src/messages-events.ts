// The server's messages and validation keys of the events, in both languages (Thai first);
// merged into the one catalogue in messages.ts.
export const eventMessages = {
  'event.bet_placed': { th: 'ทายผลสำเร็จ', en: 'Prediction placed' },
  'event.created': { th: 'สร้างกิจกรรมแล้ว', en: 'Event created' },
  'event.updated': { th: 'บันทึกกิจกรรมแล้ว', en: 'Event saved' },
  'event.odds_updated': { th: 'เปลี่ยนราคาแล้ว', en: 'Odds updated' },
  'event.opened': { th: 'เปิดรับทายผลแล้ว', en: 'Event opened' },
  'event.closed_now': { th: 'ปิดรับทายผลแล้ว', en: 'Event closed' },
  'event.settled': { th: 'ประกาศผลและจ่ายเงินแล้ว', en: 'Event settled and paid' },
  'event.cancelled': { th: 'ยกเลิกกิจกรรมและคืนเงินแล้ว', en: 'Event cancelled and every bet refunded' },
  'event.not_found': { th: 'ไม่พบกิจกรรมนี้', en: 'Event not found' },
  'event.not_open': { th: 'กิจกรรมนี้ไม่เปิดรับทายผล', en: 'This event is not open for predictions' },
  'event.past_closing': {
    th: 'กิจกรรมนี้ปิดรับทายผลแล้ว',
    en: 'This event has passed its closing time',
  },
  'event.option_unknown': { th: 'ไม่พบตัวเลือกนี้', en: 'Unknown option' },
  'event.odds_changed': {
    th: 'ราคาเปลี่ยนแล้ว กรุณาตรวจสอบราคาใหม่ก่อนทายผล',
    en: 'The odds have changed: check the new odds and try again',
  },
  'event.not_draft': { th: 'แก้ไขได้เฉพาะกิจกรรมที่ยังเป็นฉบับร่าง', en: 'Only a draft event can be edited' },
  'event.odds_locked': {
    th: 'เปลี่ยนราคาได้เฉพาะกิจกรรมที่เป็นฉบับร่างหรือเปิดอยู่',
    en: 'Odds can change only while the event is a draft or open',
  },
  'event.cannot_open': {
    th: 'เปิดได้เฉพาะกิจกรรมฉบับร่างที่ยังไม่เลยเวลาปิด',
    en: 'Only a draft whose closing time is still ahead can be opened',
  },
  'event.cannot_close': { th: 'ปิดได้เฉพาะกิจกรรมที่เปิดอยู่', en: 'Only an open event can be closed' },
  'event.already_final': {
    th: 'กิจกรรมนี้ประกาศผลหรือยกเลิกไปแล้ว',
    en: 'This event has already been settled or cancelled',
  },
  'event.cannot_settle': {
    th: 'ประกาศผลได้เฉพาะกิจกรรมที่เปิดหรือปิดรับแล้ว',
    en: 'Only an open or closed event can be settled',
  },
  'event.question_invalid': {
    th: 'กรุณากรอกคำถาม (ไม่เกิน 200 ตัวอักษร)',
    en: 'Enter a question (at most 200 characters)',
  },
  'event.option_label_invalid': {
    th: 'กรุณากรอกชื่อตัวเลือก (ไม่เกิน 60 ตัวอักษร)',
    en: 'Enter the option (at most 60 characters)',
  },
  'event.option_key_invalid': {
    th: 'รหัสตัวเลือกใช้ได้เฉพาะ a-z, 0-9, _ และ - (ไม่เกิน 20 ตัว)',
    en: 'Option keys use a-z, 0-9, _ and - (at most 20)',
  },
  'event.option_key_duplicate': { th: 'รหัสตัวเลือกซ้ำกัน', en: 'Two options have the same key' },
  'event.options_count': { th: 'ต้องมีตัวเลือก 2 ถึง 10 ตัว', en: 'An event needs 2 to 10 options' },
  'event.odds_invalid': {
    th: 'ราคาต้องอยู่ระหว่าง 1.01 ถึง 1000 และมีทศนิยมไม่เกิน 2 ตำแหน่ง',
    en: 'Odds must be 1.01 to 1000 with at most 2 decimals',
  },
  'event.regraded': {
    th: 'แก้ผลกิจกรรมและจ่ายเงินใหม่แล้ว',
    en: 'Event result corrected and bets settled again',
  },
  'event.regrade_not_settled': {
    th: 'แก้ผลได้เฉพาะกิจกรรมที่ประกาศผลแล้ว (กิจกรรมที่ยกเลิกแก้ผลไม่ได้)',
    en: 'Only a settled event can be corrected (a cancelled event cannot)',
  },
  'event.regrade_same_winner': {
    th: 'ตัวเลือกนี้คือผลปัจจุบันอยู่แล้ว',
    en: 'This option is already the result of the event',
  },
  'event.closes_at_invalid': { th: 'เวลาปิดรับไม่ถูกต้อง', en: 'Invalid closing time' },
} as const satisfies Record<string, { th: string; en: string }>;
