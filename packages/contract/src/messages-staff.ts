// The messages of staff accounts, in both languages (Thai first); merged into the
// one catalogue in messages.ts.
export const staffMessages = {
  'validation.username_max': { th: 'ชื่อผู้ใช้ยาวได้ไม่เกิน 32 ตัวอักษร', en: 'A username has at most 32 characters' },
  'validation.username_chars': {
    th: 'ชื่อผู้ใช้ใช้ได้เฉพาะตัวอักษรอังกฤษ ตัวเลข และ . _ -',
    en: 'A username may hold only letters, digits and . _ -',
  },
  'validation.password_max': {
    th: 'รหัสผ่านยาวได้ไม่เกิน 128 ตัวอักษร',
    en: 'A password has at most 128 characters',
  },
  'validation.nothing_to_change': { th: 'ไม่มีข้อมูลที่ต้องเปลี่ยน', en: 'Nothing to change' },
  'staff.created': { th: 'เพิ่มพนักงานแล้ว', en: 'Staff member added' },
  'staff.updated': { th: 'บันทึกการเปลี่ยนแปลงแล้ว', en: 'Changes saved' },
  'staff.not_found': { th: 'ไม่พบพนักงานนี้', en: 'No such staff member' },
  'staff.username_taken': { th: 'ชื่อผู้ใช้นี้มีผู้ใช้แล้ว', en: 'This username is taken' },
  'staff.self_change': {
    th: 'ปิดใช้งานหรือลดสิทธิ์บัญชีของตัวเองไม่ได้',
    en: 'You cannot disable or demote your own account',
  },
  'staff.last_admin': {
    th: 'ต้องมีผู้ดูแลระบบที่ใช้งานอยู่อย่างน้อยหนึ่งคน จึงปิดใช้งานหรือลดสิทธิ์บัญชีนี้ไม่ได้',
    en: 'There must be at least one active admin: this account cannot be disabled or demoted',
  },
  'staff.password_reset_done': {
    th: 'ตั้งรหัสผ่านใหม่แล้ว พนักงานต้องเปลี่ยนรหัสผ่านเมื่อเข้าสู่ระบบครั้งถัดไป',
    en: 'Password reset: they must choose a new one at their next sign-in',
  },
  'staff.sessions_ended': { th: 'ออกจากระบบแล้ว', en: 'Signed out' },
  'staff.session_not_found': { th: 'ไม่พบการเข้าสู่ระบบนี้ หรือสิ้นสุดไปแล้ว', en: 'No such session, or it has ended' },
  // four eyes means two people
  'staff.request_waiting': {
    th: 'ส่งคำขอแล้ว รอแอดมินอีกคนอนุมัติ',
    en: 'Request sent: it waits for a second admin’s approval',
  },
  'staff.request_approved': { th: 'อนุมัติคำขอแล้ว', en: 'Request approved' },
  'staff.request_rejected': { th: 'ปฏิเสธคำขอแล้ว', en: 'Request rejected' },
  'staff.request_not_found': {
    th: 'ไม่พบคำขอที่รออนุมัตินี้ หรือมีผู้ตัดสินไปแล้ว',
    en: 'No such waiting request, or it was already decided',
  },
  'staff.request_pending': {
    th: 'บัญชีนี้มีคำขอที่รออนุมัติอยู่แล้ว',
    en: 'A request for this account already waits for approval',
  },
  'staff.own_request': {
    th: 'ผู้ขอไม่สามารถอนุมัติคำขอของตนเองได้ ต้องเป็นแอดมินอีกคน',
    en: 'You cannot approve your own request: a second admin must',
  },
  'staff.request_about_you': {
    th: 'อนุมัติคำขอที่เกี่ยวกับบัญชีของตัวเองไม่ได้',
    en: 'You cannot approve a request about your own account',
  },
  'staff.approver_linked': {
    th: 'บัญชีนี้ถูกสร้าง เลื่อนสิทธิ์ หรือรีเซ็ตโดยผู้ขอ (หรือในทางกลับกัน) จึงอนุมัติไม่ได้ ต้องเป็นแอดมินคนอื่น',
    en: 'This account was created, promoted or reset by the requester (or the other way round): another admin must approve',
  },
  'staff.awaiting_approval': {
    th: 'บัญชีนี้รอแอดมินอีกคนอนุมัติก่อน จึงยังเข้าสู่ระบบไม่ได้',
    en: 'This account waits for a second admin’s approval before it can sign in',
  },
  'auth.password_change_required': {
    th: 'กรุณาเปลี่ยนรหัสผ่านก่อนใช้งาน',
    en: 'Please change your password before continuing',
  },
  'auth.operator_password_changed': {
    th: 'เปลี่ยนรหัสผ่านแล้ว อุปกรณ์อื่นที่เข้าสู่ระบบอยู่ถูกออกจากระบบ',
    en: 'Password changed; your other sessions were signed out',
  },
  'auth.current_password_wrong': { th: 'รหัสผ่านปัจจุบันไม่ถูกต้อง', en: 'The current password is wrong' },
  'auth.new_password_same': {
    th: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม',
    en: 'The new password must differ from the current one',
  },
} as const satisfies Record<string, { th: string; en: string }>;
