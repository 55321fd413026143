// The messages of the rate limits and the login throttle, in both languages (Thai
// first); merged into the one catalogue in messages.ts. `{{wait}}` is how long to wait, filled by
// the server with waitPhrase (the client shows the server's message as it comes).
export const accessMessages = {
  'rate.too_fast': {
    th: 'ทำรายการถี่เกินไป กรุณารอ {{wait}} แล้วลองใหม่',
    en: 'Too many requests, please wait {{wait}} and try again',
  },
  'auth.login_wait': {
    th: 'เข้าสู่ระบบผิดพลาดหลายครั้ง กรุณารอ {{wait}} แล้วลองใหม่',
    en: 'Too many failed logins, please wait {{wait}} and try again',
  },
  'admin.login_unlocked': {
    th: 'ปลดล็อกการเข้าสู่ระบบแล้ว',
    en: 'Login unlocked',
  },
  'admin.operator_not_found': { th: 'ไม่พบผู้ดูแล', en: 'Operator not found' },
  // the socket caps (the server's realtime/socket-limits.ts)
  'socket.too_many_from_address': {
    th: 'มีการเชื่อมต่อจากเครือข่ายนี้มากเกินไป กรุณาปิดหน้าที่ไม่ได้ใช้แล้วลองใหม่',
    en: 'Too many connections from this network: close the pages you are not using and try again',
  },
  'socket.replaced': {
    th: 'บัญชีนี้เปิดอยู่บนอุปกรณ์อื่นหลายเครื่อง หน้านี้จึงหยุดรับข้อมูลสด โหลดหน้าใหม่เพื่อรับต่อ',
    en: 'This account is open on several other devices, so this page stopped its live updates: reload it to resume',
  },
} as const satisfies Record<string, { th: string; en: string }>;

/** "45 วินาที" / "45 seconds", whole minutes from two minutes on ("3 นาที" / "3 minutes"). */
export function waitPhrase(seconds: number, lang: 'th' | 'en'): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 120) return lang === 'th' ? `${s} วินาที` : `${s} second${s === 1 ? '' : 's'}`;
  const m = Math.ceil(s / 60);
  return lang === 'th' ? `${m} นาที` : `${m} minutes`;
}

/** A catalogue text with its `{{wait}}` filled. */
export function withWait(text: string, seconds: number, lang: 'th' | 'en'): string {
  return text.replaceAll('{{wait}}', waitPhrase(seconds, lang));
}
