// The server's messages and validation keys of the chat, in both languages (Thai first);
// merged into the one catalogue in messages.ts.
import { CHAT_MAX_LENGTH } from './chat.ts';

export const chatMessages = {
  'chat.empty': { th: 'กรุณาพิมพ์ข้อความ', en: 'Please type a message' },
  // the limit's number comes from CHAT_MAX_LENGTH, so the words never disagree with the rule
  'chat.too_long': {
    th: `ข้อความยาวเกิน ${CHAT_MAX_LENGTH} ตัวอักษร`,
    en: `The message is longer than ${CHAT_MAX_LENGTH} characters`,
  },
  'chat.rate_limited': {
    th: 'ส่งข้อความเร็วเกินไป กรุณารอสักครู่แล้วส่งใหม่',
    en: 'You are sending messages too fast, please wait a moment',
  },
  'chat.muted': {
    th: 'คุณถูกปิดการแชทในสนามนี้ชั่วคราว',
    en: 'You are muted in this stadium’s chat for a while',
  },
  'chat.blocked': { th: 'บัญชีนี้ถูกระงับ ไม่สามารถแชทได้', en: 'This account is suspended and cannot chat' },
  'chat.token_invalid': {
    th: 'สิทธิ์เข้าห้องแชทไม่ถูกต้องหรือหมดอายุ',
    en: 'The chat pass is invalid or has expired',
  },
  'chat.read_only': { th: 'ผู้ดูแลดูแชทได้อย่างเดียว', en: 'Operators read the chat only' },
  'chat.stadium_unknown': { th: 'ไม่พบสนามนี้', en: 'This stadium does not exist' },
  'chat.token_ok': { th: 'เข้าห้องแชทได้', en: 'Chat pass issued' },
  'chat.deleted': { th: 'ลบข้อความแล้ว', en: 'Message deleted' },
  'chat.muted_ok': { th: 'ปิดการแชทของสมาชิกแล้ว', en: 'Member muted' },
  'chat.unmuted_ok': { th: 'เปิดการแชทของสมาชิกแล้ว', en: 'Member unmuted' },
  'chat.mute_minutes': {
    th: 'ระยะเวลาปิดแชทต้องอยู่ระหว่าง 1 นาที ถึง 7 วัน',
    en: 'The mute must last from 1 minute to 7 days',
  },
  'chat.message_unknown': { th: 'ไม่พบข้อความนี้', en: 'This message does not exist' },
  'chat.member_unknown': { th: 'ไม่พบสมาชิกนี้', en: 'This member does not exist' },
} as const satisfies Record<string, { th: string; en: string }>;
