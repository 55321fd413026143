// The messages of responsible play (play-limits.ts), in both languages (Thai first); merged into the
// one catalogue in messages.ts. A refusal names the limit and when it starts counting again.
import type { PlayPeriod, PlayRefusalKey } from './play-limits.ts';

export const playMessages = {
  'play.stake_limit': {
    th: 'คุณตั้งยอดแทงสูงสุดต่อครั้งไว้ {{limit}} บาท',
    en: 'You set your largest stake at {{limit}} baht',
  },
  'play.loss_limit': {
    th: 'ยอดนี้เกินวงเงินเสีย{{period_name}}ที่คุณตั้งไว้ {{limit}} บาท (เหลือ {{room}} บาท) เริ่มนับใหม่ {{resets_at}}',
    en: 'This passes the {{period_name}} loss limit you set, {{limit}} baht ({{room}} baht left); it counts again from {{resets_at}}',
  },
  'play.deposit_limit': {
    th: 'ยอดฝากนี้เกินวงเงินฝาก{{period_name}}ที่คุณตั้งไว้ {{limit}} บาท (เหลือ {{room}} บาท) เริ่มนับใหม่ {{resets_at}}',
    en: 'This deposit passes the {{period_name}} deposit limit you set, {{limit}} baht ({{room}} baht left); it counts again from {{resets_at}}',
  },
  'play.period.day': { th: 'รายวัน', en: 'daily' },
  'play.period.week': { th: 'รายสัปดาห์', en: 'weekly' },
  'play.period.month': { th: 'รายเดือน', en: 'monthly' },
} as const satisfies Record<PlayRefusalKey | `play.period.${PlayPeriod}`, { th: string; en: string }>;
