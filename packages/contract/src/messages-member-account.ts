// The messages of the console's member account changes, in both languages (Thai first);
// merged into the one catalogue in messages.ts.
export const memberAccountMessages = {
  'validation.bank_acc_name_required': { th: 'กรุณากรอกชื่อบัญชี', en: 'Account holder name is required' },
  'member_account.bank_change_requested': {
    th: 'ส่งคำขอเปลี่ยนบัญชีแล้ว รอแอดมินอีกคนอนุมัติ',
    en: 'Change requested, waiting for a second admin’s approval',
  },
  'member_account.bank_change_pending': {
    th: 'มีคำขอเปลี่ยนบัญชีที่รออนุมัติอยู่แล้ว',
    en: 'A bank account change is already waiting for approval',
  },
  'member_account.bank_change_none': {
    th: 'ไม่มีคำขอเปลี่ยนบัญชีที่รออนุมัติ',
    en: 'No bank account change is waiting',
  },
  'member_account.bank_change_same': {
    th: 'บัญชีใหม่ต้องไม่ซ้ำกับบัญชีเดิม',
    en: 'The new account is the one in force',
  },
  'member_account.bank_account_taken': {
    th: 'เลขบัญชีนี้มีผู้ใช้งานแล้ว',
    en: 'This bank account belongs to another member',
  },
  'member_account.own_request': {
    th: 'ผู้ขอเปลี่ยนไม่สามารถอนุมัติคำขอของตนเองได้',
    en: 'The requester cannot approve their own change',
  },
  'member_account.bank_change_approved': {
    th: 'อนุมัติการเปลี่ยนบัญชีแล้ว',
    en: 'Bank account change approved',
  },
  'member_account.bank_change_rejected': {
    th: 'ปฏิเสธการเปลี่ยนบัญชีแล้ว',
    en: 'Bank account change rejected',
  },
  'member_account.password_reset': {
    th: 'รีเซ็ตรหัสผ่านแล้ว สมาชิกต้องตั้งรหัสใหม่เมื่อเข้าสู่ระบบ',
    en: 'Password reset: the member sets a new one at next login',
  },
  'member_account.sessions_ended': { th: 'ออกจากระบบทุกอุปกรณ์แล้ว', en: 'All sessions ended' },
  'member_account.name_changed': { th: 'แก้ไขชื่อแล้ว', en: 'Name changed' },
  'member_account.deposit_account_moved': {
    th: 'ย้ายบัญชีรับฝากแล้ว',
    en: 'Deposit account changed',
  },
  'member_account.deposit_account_not_found': {
    th: 'ไม่พบบัญชีรับฝากที่ใช้งานอยู่',
    en: 'No active deposit account with that id',
  },
} as const satisfies Record<string, { th: string; en: string }>;

/** What the member meets after a staff member reset their password (the member app's catalogue). */
export const passwordResetMessages = {
  'auth.must_change_password': {
    th: 'กรุณาตั้งรหัสผ่านใหม่ก่อนใช้งาน',
    en: 'Please set a new password first',
  },
} as const satisfies Record<string, { th: string; en: string }>;
