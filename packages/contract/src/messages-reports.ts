// The reports' range messages (issue 23, item 5), in both languages (Thai first); merged into the one
// catalogue in messages.ts.
export const reportMessages = {
  'report.range_reversed': {
    th: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น',
    en: 'The end date cannot be before the start date',
  },
  'report.range_too_long': {
    th: 'ช่วงวันที่ยาวเกินไป เลือกได้ไม่เกิน 366 วัน',
    en: 'The date range is too long: at most 366 days',
  },
} as const satisfies Record<string, { th: string; en: string }>;
