// The messages of responsible play at the console (play-desk.ts), in both languages (Thai first);
// merged into the console's part of the catalogue in messages.ts: a member never meets them (what a
// member is told of a desk time-out is messages-play.ts's play.timed_out).
export const playDeskMessages = {
  'play_desk.limit_saved': {
    th: 'บันทึกวงเงินของเจ้าหน้าที่แล้ว มีผลทันที',
    en: 'The desk’s limit is saved: it applies now',
  },
  'play_desk.limit_removed': {
    th: 'ยกเลิกวงเงินของเจ้าหน้าที่แล้ว วงเงินที่สมาชิกตั้งเองยังมีผลอยู่',
    en: 'The desk’s limit is removed: the member’s own limit still holds',
  },
  'play_desk.limit_unchanged': {
    th: 'ไม่มีอะไรเปลี่ยน วงเงินของเจ้าหน้าที่เป็นค่านี้อยู่แล้ว',
    en: 'Nothing changes: the desk’s limit is already this',
  },
  'play_desk.loosen_admin_only': {
    th: 'เฉพาะแอดมินเท่านั้นที่เพิ่มหรือยกเลิกวงเงินของเจ้าหน้าที่ได้',
    en: 'Only an admin can raise or remove the desk’s limit',
  },
  'play_desk.time_out_set': {
    th: 'เริ่มพักการเล่นแล้ว สมาชิกถูกออกจากระบบทุกอุปกรณ์',
    en: 'Time-out started: the member is signed out on every device',
  },
  'play_desk.time_out_length': {
    th: 'เลือกได้ 24 ชั่วโมง 7 วัน 30 วัน หรือ 6 สัปดาห์',
    en: 'Choose 24 hours, 7 days, 30 days or 6 weeks',
  },
  'play_desk.exclusion_lifted': {
    th: 'ยกเลิกการระงับการเล่นแล้ว บัญชีจะเปิดอีกครั้งใน 24 ชั่วโมง',
    en: 'Self-exclusion lifted: the account reopens in 24 hours',
  },
  'play_desk.exclusion_running': {
    th: 'สมาชิกขอระงับการเล่นไว้ถึง {{until}} ยกเลิกก่อนครบกำหนดไม่ได้',
    en: 'The member’s self-exclusion runs until {{until}}: it cannot be lifted before it ends',
  },
  'play_desk.nothing_to_lift': {
    th: 'สมาชิกไม่มีการระงับการเล่นที่ครบกำหนดและรอยกเลิก',
    en: 'The member has no ended self-exclusion waiting to be lifted',
  },
  'play_desk.already_lifted': {
    th: 'ยกเลิกการระงับการเล่นนี้แล้ว บัญชีจะเปิดอีกครั้ง {{reopens_at}}',
    en: 'This self-exclusion was lifted already: the account reopens at {{reopens_at}}',
  },
} as const satisfies Record<string, { th: string; en: string }>;
