// The reports' range messages, in both languages (Thai first); merged into the one
// catalogue in messages.ts.
export const reportMessages = {
  'report.range_reversed': {
    th: 'วันที่สิ้นสุดต้องไม่ก่อนวันที่เริ่มต้น',
    en: 'The end date cannot be before the start date',
  },
  'report.date_out_of_range': {
    th: 'วันที่ต้องอยู่ระหว่างปี ค.ศ. 2000 ถึง 2099',
    en: 'The date must be between the years 2000 and 2099',
  },
  'report.range_too_long': {
    th: 'ช่วงวันที่ยาวเกินไป เลือกได้ไม่เกิน 366 วัน (ถ้าไม่ระบุวันใดวันหนึ่ง จะนับถึงวันนี้)',
    en: 'The date range is too long: at most 366 days (a missing end date counts as today)',
  },
  // past REPORT_TIMEOUT_SECONDS the database cancels the report's reads (503)
  'report.timed_out': {
    th: 'รายงานใช้เวลานานเกินไป กรุณาเลือกช่วงวันที่สั้นลงหรือลองใหม่ภายหลัง',
    en: 'The report took too long: choose a shorter range or try again later',
  },
} as const satisfies Record<string, { th: string; en: string }>;
