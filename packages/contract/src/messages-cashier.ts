// The messages of the cashier's desk (issue 24): the pictures a member or a cashier sends with a slip
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
  'withdraw.transfer_ref_required': {
    th: 'กรุณากรอกเลขอ้างอิงการโอนของธนาคาร',
    en: "Enter the bank's transfer reference",
  },
  'withdraw.transfer_ref_invalid': {
    th: 'เลขอ้างอิงการโอนต้องไม่เกิน 64 ตัวอักษร',
    en: 'The transfer reference may be at most 64 characters',
  },
} as const satisfies Record<string, { th: string; en: string }>;
