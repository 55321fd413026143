// The messages of the console's second factor, in both languages (Thai first); merged
// into the one catalogue in messages.ts.
export const totpMessages = {
  'totp.code_required': {
    th: 'กรุณากรอกรหัสยืนยันจากแอปยืนยันตัวตน',
    en: 'Enter the code from your authenticator app',
  },
  'totp.enrol_required': {
    th: 'บัญชีนี้ต้องตั้งค่าการยืนยันสองขั้นตอนก่อนใช้งาน',
    en: 'This account must set up two-step verification first',
  },
  'totp.invalid_code': {
    th: 'รหัสยืนยันไม่ถูกต้องหรือถูกใช้ไปแล้ว',
    en: 'The code is wrong or has already been used',
  },
  'totp.invalid_recovery_code': {
    th: 'รหัสกู้คืนไม่ถูกต้องหรือถูกใช้ไปแล้ว',
    en: 'The recovery code is wrong or has already been used',
  },
  'totp.too_many_attempts': {
    th: 'กรอกรหัสยืนยันผิดหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่',
    en: 'Too many wrong codes, please wait and try again',
  },
  'totp.challenge_expired': {
    th: 'ขั้นตอนเข้าสู่ระบบหมดเวลา กรุณาเข้าสู่ระบบใหม่',
    en: 'The sign-in step has expired, please sign in again',
  },
  'totp.already_enrolled': {
    th: 'บัญชีนี้ตั้งค่าการยืนยันสองขั้นตอนแล้ว',
    en: 'Two-step verification is already set up',
  },
  'totp.not_enrolled': {
    th: 'บัญชีนี้ยังไม่ได้ตั้งค่าการยืนยันสองขั้นตอน',
    en: 'Two-step verification is not set up',
  },
  'totp.no_enrolment': {
    th: 'กรุณาเริ่มตั้งค่าการยืนยันสองขั้นตอนใหม่',
    en: 'Start setting up two-step verification again',
  },
  'totp.enrolled': { th: 'ตั้งค่าการยืนยันสองขั้นตอนแล้ว', en: 'Two-step verification is on' },
  'totp.recovery_codes_renewed': {
    th: 'สร้างรหัสกู้คืนชุดใหม่แล้ว รหัสชุดเดิมใช้ไม่ได้อีก',
    en: 'New recovery codes made; the old ones no longer work',
  },
  'totp.reset_done': {
    th: 'ล้างการยืนยันสองขั้นตอนของบัญชีนี้แล้ว',
    en: 'Two-step verification of this account was reset',
  },
  'totp.reset_self': {
    th: 'ล้างการยืนยันสองขั้นตอนของบัญชีตัวเองไม่ได้',
    en: 'You cannot reset your own two-step verification',
  },
  'totp.demo_exempt_notice': {
    th: 'บัญชีทดลอง: เข้าสู่ระบบโดยไม่ใช้รหัสยืนยันสองขั้นตอน',
    en: 'Demo account: signed in without two-step verification',
  },
  'validation.totp_code': { th: 'รหัสยืนยันต้องเป็นตัวเลข 6 หลัก', en: 'The code is 6 digits' },
  'validation.recovery_code': {
    th: 'รหัสกู้คืนมี 10 ตัวอักษร เช่น abcde-23456',
    en: 'A recovery code has 10 characters, like abcde-23456',
  },
} as const satisfies Record<string, { th: string; en: string }>;
