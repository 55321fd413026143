// The demo's prizes (DESIGN §8): three goods items with their pictures, drawn here as small SVGs so
// the demo needs no image files. Clearly fake; an operator can edit or deactivate them.

const picture = (from: string, to: string, shape: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">` +
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
  `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
  `<rect width="100" height="100" rx="14" fill="url(#g)"/>` +
  `<g fill="#fff" fill-opacity="0.92" stroke="#0f172a" stroke-opacity="0.18" stroke-width="1.5">${shape}</g></svg>`;

export interface DemoPrize {
  name: string;
  /** what members reading English see */
  nameEn: string;
  point: number;
  /** null: no limit */
  stock: number | null;
  svg: string;
}

export const DEMO_PRIZES: readonly DemoPrize[] = [
  {
    name: 'เสื้อยืดสนามไลฟ์ (เดโม)',
    nameEn: 'Sanam Live T-shirt (demo)',
    point: 800,
    stock: 50,
    svg: picture(
      '#f59e0b',
      '#b45309',
      '<path d="M30 22 L43 14 Q50 21 57 14 L70 22 L82 37 L69 44 L69 86 L31 86 L31 44 L18 37 Z"/>',
    ),
  },
  {
    name: 'หมวกแก๊ปสนามไลฟ์ (เดโม)',
    nameEn: 'Sanam Live cap (demo)',
    point: 500,
    stock: 20,
    svg: picture(
      '#ef4444',
      '#991b1b',
      '<path d="M22 62 Q22 30 50 30 Q78 30 78 62 Z"/><path d="M18 62 L88 62 Q94 68 84 71 L18 71 Z"/><circle cx="50" cy="29" r="3"/>',
    ),
  },
  {
    name: 'แก้วเก็บความเย็น (เดโม)',
    nameEn: 'Insulated tumbler (demo)',
    point: 1200,
    stock: null,
    svg: picture(
      '#3b82f6',
      '#1e3a8a',
      '<path d="M36 28 L64 28 L60 86 L40 86 Z"/><rect x="32" y="20" width="36" height="9" rx="3"/><path d="M55 20 L60 8" fill="none" stroke="#fff" stroke-opacity="0.92" stroke-width="4"/>',
    ),
  },
];

/** A goods order waiting in the console's queue on a first start: the VIP member's cap. */
export const DEMO_PRIZE_ORDER = {
  phone: '0800000002',
  prize: 'หมวกแก๊ปสนามไลฟ์ (เดโม)',
  address: '99/9 ถนนทดสอบ แขวงตัวอย่าง เขตเดโม กรุงเทพฯ 10000 (ที่อยู่สมมุติ)',
  requestKey: 'demo-seed-redeem',
} as const;
