// The messages of responsible play (play-limits.ts), in both languages (Thai first); merged into the
// one catalogue in messages.ts. A refusal names the limit and when it starts counting again.
export const playMessages = {
  'play.stake_limit': {
    th: 'คุณตั้งยอดแทงสูงสุดต่อครั้งไว้ {{limit}} บาท',
    en: 'You set your largest stake at {{limit}} baht',
  },
  'play.loss_limit': {
    th: 'ยอดนี้เกินวงเงินเสีย{{period_name}}ที่คุณตั้งไว้ {{limit}} บาท (เหลือ {{room}} บาท) เริ่มนับใหม่ {{resets_at}}',
    en: 'This passes the {{period_name}} loss limit you set, {{limit}} baht ({{room}} baht left); it counts again from {{resets_at}}',
  },
  'play.deposit_limit': {
    th: 'ยอดฝากนี้เกินวงเงินฝาก{{period_name}}ที่คุณตั้งไว้ {{limit}} บาท (เหลือ {{room}} บาท) เริ่มนับใหม่ {{resets_at}}',
    en: 'This deposit passes the {{period_name}} deposit limit you set, {{limit}} baht ({{room}} baht left); it counts again from {{resets_at}}',
  },
  'play.nothing_pending': {
    th: 'ไม่มีการเปลี่ยนวงเงินที่รอยืนยัน',
    en: 'No change of this limit is waiting for your confirmation',
  },
  'play.confirm_not_yet': {
    th: 'การเพิ่มหรือยกเลิกวงเงินยืนยันได้หลังครบ 24 ชั่วโมง คือ {{confirmable_at}}',
    en: 'A higher limit or a removal can be confirmed 24 hours after you asked, from {{confirmable_at}}',
  },
  'play.limit_set': { th: 'บันทึกวงเงินแล้ว มีผลทันที', en: 'Limit saved: it applies now' },
  'play.limit_waiting': {
    th: 'บันทึกคำขอแล้ว ยืนยันได้อีกครั้งหลังครบ 24 ชั่วโมง',
    en: 'Request saved: confirm it again once 24 hours have passed',
  },
  'play.limit_confirmed': { th: 'ยืนยันแล้ว วงเงินใหม่มีผลทันที', en: 'Confirmed: the new limit applies now' },
  'play.limit_unknown': { th: 'ไม่รู้จักวงเงินนี้', en: 'Unknown limit' },
  'play.period.day': { th: 'รายวัน', en: 'daily' },
  'play.period.week': { th: 'รายสัปดาห์', en: 'weekly' },
  'play.period.month': { th: 'รายเดือน', en: 'monthly' },
} as const satisfies Record<string, { th: string; en: string }>;
