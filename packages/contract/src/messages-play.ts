// The messages of responsible play (play-limits.ts), in both languages (Thai first); merged into the
// one catalogue in messages.ts. A refusal names the limit and when it starts counting again.
export const playMessages = {
  'play.stake_limit': {
    th: 'ยอดแทงสูงสุดต่อครั้งของคุณคือ {{limit}} บาท',
    en: 'Your largest stake per bet is {{limit}} baht',
  },
  'play.loss_limit': {
    th: 'ยอดนี้เกินวงเงินเสีย{{period_name}}ของคุณ {{limit}} บาท (เหลือ {{room}} บาท) เริ่มนับใหม่ {{resets_at}}',
    en: 'This passes your {{period_name}} loss limit of {{limit}} baht ({{room}} baht left); it counts again from {{resets_at}}',
  },
  'play.deposit_limit': {
    th: 'ยอดฝากนี้เกินวงเงินฝาก{{period_name}}ของคุณ {{limit}} บาท (เหลือ {{room}} บาท) เริ่มนับใหม่ {{resets_at}}',
    en: 'This deposit passes your {{period_name}} deposit limit of {{limit}} baht ({{room}} baht left); it counts again from {{resets_at}}',
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
  'play.timed_out': {
    th: 'คุณพักการเล่นอยู่ถึง {{until}} ระหว่างนี้ดูยอดเงินและถอนเงินได้เท่านั้น',
    en: 'You are taking a time-out until {{until}}: until then you can only see your balance and withdraw',
  },
  'play.self_excluded': {
    th: 'คุณขอระงับการเล่นด้วยตนเองถึง {{until}} ระหว่างนี้ดูยอดเงินและถอนเงินได้เท่านั้น',
    en: 'You excluded yourself from play until {{until}}: until then you can only see your balance and withdraw',
  },
  'play.exclusion_ended': {
    th: 'การระงับการเล่นของคุณครบกำหนดแล้ว บัญชีจะเปิดอีกครั้ง 24 ชั่วโมงหลังทีมงานยกเลิกการระงับ',
    en: 'Your self-exclusion has ended: the account reopens 24 hours after the team lifts it',
  },
  'play.exclusion_lifted': {
    th: 'ยกเลิกการระงับการเล่นแล้ว บัญชีจะเปิดอีกครั้ง {{until}}',
    en: 'Your self-exclusion was lifted: the account reopens at {{until}}',
  },
  'play.break_taken': {
    th: 'เริ่มพักการเล่นแล้ว ทุกอุปกรณ์ถูกออกจากระบบ',
    en: 'Your break has started: every device has been signed out',
  },
  'play.break_confirm_required': {
    th: 'กรุณาติ๊กยืนยันว่าเข้าใจว่าการพักนี้ยกเลิกหรือย่นไม่ได้',
    en: 'Tick the box to confirm you understand this break cannot be cancelled or shortened',
  },
  'play.break_length_unknown': { th: 'ไม่รู้จักระยะเวลานี้', en: 'Unknown length' },
  'play.reality_saved': { th: 'บันทึกการแจ้งเตือนเวลาเล่นแล้ว', en: 'Reality check saved' },
  'play.reality_unknown': {
    th: 'เลือกได้ทุก 30, 60 หรือ 120 นาที หรือปิด',
    en: 'Choose every 30, 60 or 120 minutes, or off',
  },
  'play.period.day': { th: 'รายวัน', en: 'daily' },
  'play.period.week': { th: 'รายสัปดาห์', en: 'weekly' },
  'play.period.month': { th: 'รายเดือน', en: 'monthly' },
} as const satisfies Record<string, { th: string; en: string }>;
