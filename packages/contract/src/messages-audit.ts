// The audit log's filter messages, in both languages (Thai first); merged into the one
// catalogue in messages.ts.
export const auditMessages = {
  'audit.date_invalid': { th: 'วันที่ไม่ถูกต้อง', en: 'Not a valid date' },
  'audit.range_reversed': {
    th: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น',
    en: 'The end date cannot be before the start date',
  },
  'audit.range_too_long': {
    th: 'ช่วงวันที่ยาวเกินไป เลือกได้ไม่เกิน 366 วัน (ถ้าไม่ระบุวันใดวันหนึ่ง จะนับถึงวันนี้)',
    en: 'The date range is too long: at most 366 days (a missing end date counts as today)',
  },
} as const satisfies Record<string, { th: string; en: string }>;
