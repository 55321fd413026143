// The messages of the cashier's desk: the pictures a member or a cashier sends with a slip
// or a paid withdrawal, and the bank's transfer reference; merged into the one catalogue in messages.ts.
export const cashierMessages = {
  'cashier.image_invalid': {
    th: 'รูปภาพต้องเป็นไฟล์ PNG, JPEG หรือ WebP',
    en: 'The picture must be a PNG, JPEG or WebP file',
  },
  'cashier.image_too_large': { th: 'รูปภาพต้องมีขนาดไม่เกิน 1 MB', en: 'The picture must be 1 MB or smaller' },
  'cashier.image_too_many_pixels': {
    th: 'รูปภาพมีขนาดใหญ่เกินไป',
    en: 'The picture is too large',
  },
  'withdraw.member_owes': {
    th: 'สมาชิกมียอดค้างชำระ {{owed}} บาทจากการแก้ผลการแข่งขัน จ่ายรายการถอนนี้ไม่ได้ กรุณาปฏิเสธรายการเพื่อนำยอดไปหักชำระ',
    en: 'The member owes {{owed}} baht after a corrected result: this withdrawal cannot be paid. Reject it and its amount pays what they owe',
  },
  'withdraw.transfer_ref_required': {
    th: 'กรุณากรอกเลขอ้างอิงการโอนของธนาคาร',
    en: "Enter the bank's transfer reference",
  },
  'withdraw.transfer_ref_invalid': {
    th: 'เลขอ้างอิงการโอนต้องไม่เกิน 64 ตัวอักษร',
    en: 'The transfer reference may be at most 64 characters',
  },
  'deposit.recheck_waiting.play_break': {
    th: 'ตรวจสลิปอีกครั้งแล้ว สลิปถูกต้อง แต่สมาชิกอยู่ระหว่างพักการเล่น ยังรอตรวจสอบ',
    en: 'Slip checked again: it is good, but the member is on a break from play, so it still waits',
  },
} as const satisfies Record<string, { th: string; en: string }>;

/**
 * What a cashier's re-check of a slip came to, in the console only: credited, or still
 * waiting and why (one message for each pending reason).
 */
export const slipRecheckMessages = {
  'deposit.recheck_credited': {
    th: 'ตรวจสลิปอีกครั้งแล้ว ยืนยันยอดโอนและเติมเครดิตให้สมาชิกแล้ว',
    en: 'Slip checked again: the transfer is confirmed and the member credited',
  },
  'deposit.recheck_waiting.not_found': {
    th: 'ตรวจสลิปอีกครั้งแล้ว ยังรอตรวจสอบ: ระบบตรวจสลิปยังไม่พบรายการโอนนี้',
    en: 'Slip checked again, still waiting: the slip check still does not find this transfer',
  },
  'deposit.recheck_waiting.unavailable': {
    th: 'ตรวจสลิปอีกครั้งแล้ว ยังรอตรวจสอบ: ระบบตรวจสลิปยังไม่ตอบกลับ',
    en: 'Slip checked again, still waiting: the slip check still does not answer',
  },
  'deposit.recheck_waiting.no_provider': {
    th: 'ตรวจสลิปอีกครั้งไม่ได้: ยังไม่ได้ตั้งค่าระบบตรวจสลิป',
    en: 'The slip cannot be checked again: no slip check is set up',
  },
  'deposit.recheck_waiting.receiver_mismatch': {
    th: 'ตรวจสลิปอีกครั้งแล้ว ยังรอตรวจสอบ: โอนเข้าบัญชีที่ไม่ใช่ของเรา',
    en: 'Slip checked again, still waiting: paid into an account that is not ours',
  },
  'deposit.recheck_waiting.receiver_name_mismatch': {
    th: 'ตรวจสลิปอีกครั้งแล้ว ยังรอตรวจสอบ: เลขบัญชีตรงกับของเรา แต่ชื่อบัญชีไม่ตรง',
    en: 'Slip checked again, still waiting: our account number, another holder’s name',
  },
  'deposit.recheck_waiting.sender_mismatch': {
    th: 'ตรวจสลิปอีกครั้งแล้ว ยังรอตรวจสอบ: โอนจากบัญชีที่ไม่ใช่ของสมาชิก',
    en: 'Slip checked again, still waiting: sent from an account that is not the member’s',
  },
  'deposit.recheck_waiting.too_old': {
    th: 'ตรวจสลิปอีกครั้งแล้ว ยังรอตรวจสอบ: สลิปเก่าเกินไปหรือวันที่ผิดปกติ',
    en: 'Slip checked again, still waiting: the slip is too old, or dated in the future',
  },
  'deposit.recheck_waiting.qr_unreadable': {
    th: 'สลิปนี้อ่าน QR ไม่ได้ ยังรอตรวจสอบกับรายการเดินบัญชี',
    en: 'This slip has no readable QR: still waiting for a check against the bank statement',
  },
  'deposit.recheck_waiting.deposit_limit': {
    th: 'ตรวจสลิปอีกครั้งแล้ว สลิปถูกต้อง แต่ยอดนี้เกินวงเงินฝากที่สมาชิกตั้งไว้ ยังรอตรวจสอบ',
    en: 'Slip checked again: it is good, but it passes the deposit limit the member set, so it still waits',
  },
} as const satisfies Record<string, { th: string; en: string }>;
