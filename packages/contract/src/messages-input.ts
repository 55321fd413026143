// The messages of the request bounds (issue 20: input-bounds.ts), in both languages (Thai first);
// merged into the one catalogue in messages.ts. `{field}` is filled in with the field's name.
import { AMOUNT_MAX_BAHT, REDEEM_IMAGE_MAX_SIDE_PX } from './input-bounds.ts';
import { formatWhole } from './money.ts';

const amountMax = formatWhole(AMOUNT_MAX_BAHT);

export const inputMessages = {
  'validation.text_unstorable': {
    th: 'ช่อง {field} มีอักขระที่ระบบบันทึกไม่ได้ (เช่น NUL) กรุณาลบออกแล้วลองใหม่',
    en: 'The field {field} holds a character that cannot be stored (such as NUL); remove it and try again',
  },
  'chat.text_unstorable': {
    th: 'ข้อความมีอักขระที่ระบบบันทึกไม่ได้ (NUL)',
    en: 'The message holds a character that cannot be stored (NUL)',
  },
  'validation.number_too_large': { th: 'ตัวเลขมากเกินไป', en: 'The number is too large' },
  'validation.amount_too_large': {
    th: `จำนวนเงินต้องไม่เกิน ${amountMax} บาท`,
    en: `The amount may be at most ${amountMax} baht`,
  },
  'ledger.balance_ceiling': {
    th: 'ทำรายการไม่ได้: ยอดคงเหลือจะเกินขีดจำกัดของระบบ',
    en: 'Refused: the balance would pass the most an account may hold',
  },
  'redeem_item.image_too_many_pixels': {
    th: `รูปภาพต้องมีขนาดไม่เกิน ${REDEEM_IMAGE_MAX_SIDE_PX}×${REDEEM_IMAGE_MAX_SIDE_PX} พิกเซล`,
    en: `The picture may be at most ${REDEEM_IMAGE_MAX_SIDE_PX}×${REDEEM_IMAGE_MAX_SIDE_PX} pixels`,
  },
} as const satisfies Record<string, { th: string; en: string }>;
