// What the embedded demo holds (DESIGN §8), all clearly fake: its operators, members, house deposit
// account, stadiums, rounds and event, and the logins the startup banner shows. demo.ts creates them.
import type { BankCode, OperatorRole } from '@sanam/contract/constants.ts';
import type { BetSide, MatchResult, MatchType } from '@sanam/contract/matches.ts';
import type { RateNumbers } from '@sanam/contract/odds.ts';

interface DemoOperator {
  username: string;
  password: string;
  role: OperatorRole;
}

interface DemoMember {
  phone: string;
  password: string;
  name: string;
  username: string;
  bankName: BankCode;
  bankAccNo: string;
  isVip: boolean;
  /** username of the demo member who referred this one */
  referrerUsername?: string;
  startingSatang: number;
  /** activity coins to start with (the redeem page has something to spend) */
  startingCoins: number;
}

export const DEMO_OPERATORS: readonly DemoOperator[] = [
  { username: 'admin', password: 'admin1234', role: 'admin' },
  { username: 'operator1', password: 'operator1234', role: 'operator' },
  { username: 'cashier1', password: 'cashier1234', role: 'cashier' },
  // a second admin (demo only): a member's bank-account change needs a different admin's approval
  { username: 'admin2', password: 'admin21234', role: 'admin' },
];

export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    phone: '0800000001',
    password: 'demo1234',
    name: 'สมาชิกทดลอง หนึ่ง',
    username: 'sndemo01',
    bankName: 'SCB',
    bankAccNo: '1000000001',
    isVip: false,
    startingSatang: 5_000_00,
    startingCoins: 1_250,
  },
  {
    phone: '0800000002',
    password: 'demo1234',
    name: 'สมาชิกทดลอง สอง (VIP)',
    username: 'sndemo02',
    bankName: 'KBANK',
    bankAccNo: '1000000002',
    isVip: true,
    startingSatang: 50_000_00,
    startingCoins: 1_000,
  },
  {
    // no starting money: their first deposit shows the affiliate reward reaching member one
    phone: '0800000003',
    password: 'demo1234',
    name: 'สมาชิกทดลอง สาม',
    username: 'sndemo03',
    bankName: 'KTB',
    bankAccNo: '1000000003',
    isVip: false,
    referrerUsername: 'sndemo01',
    startingSatang: 0,
    startingCoins: 0,
  },
];

export const DEMO_DEPOSIT_ACCOUNT = {
  bankName: 'KBANK',
  bankAccNo: '0000000000',
  bankAccName: 'บจก. สนามไลฟ์ (เดโม)',
} as const;

/**
 * How many pre-fight rounds stand open for step tickets (two to ten legs, each its own round): the
 * seed opens this many and the simulator keeps them topped up, so a newcomer can try a step ticket.
 */
export const DEMO_PREFIGHT_MIN = 3;

interface DemoStadium {
  name: string;
  type: MatchType;
  isDisplay: boolean;
}

/** The stadium the simulator plays (simulator.ts): the seed leaves no round of its own there. */
export const DEMO_SIMULATOR_STADIUM = 'สนามทดลอง A (วัวชน · จำลองอัตโนมัติ)';

export const DEMO_STADIUMS: readonly DemoStadium[] = [
  { name: DEMO_SIMULATOR_STADIUM, type: 'bull', isDisplay: true },
  { name: 'สนามทดลอง B (ไก่ชน)', type: 'cock', isDisplay: true },
  { name: 'สนามทดลอง C (มวย)', type: 'muay', isDisplay: true },
  // shows the console's is_display switch: members never see it
  { name: 'สนามทดลอง D (ซ่อนอยู่)', type: 'other', isDisplay: false },
];

interface DemoRound {
  stadium: string;
  roundName: string;
  red: string;
  blue: string;
  isPrefight: boolean;
  /** published in order; the last one is the current rate */
  rates: readonly RateNumbers[];
  /** a bet of demo member one on the first rate, placed while betting is open */
  bet?: { side: BetSide; amountBaht: number };
  /** absent: the round is left running */
  result?: MatchResult;
}

const EVEN = { red_rate_1: 10, red_rate_2: 10, blue_rate_1: 10, blue_rate_2: 10 } as const;
const RED_10_9 = { red_rate_1: 10, red_rate_2: 9, blue_rate_1: 9, blue_rate_2: 10 } as const;
const RED_10_8 = { red_rate_1: 10, red_rate_2: 8, blue_rate_1: 8, blue_rate_2: 10 } as const;
const BLUE_10_9 = { red_rate_1: 9, red_rate_2: 10, blue_rate_1: 10, blue_rate_2: 9 } as const;

/**
 * Ended rounds for the ended tab and member one's history, and DEMO_PREFIGHT_MIN running pre-fight
 * rounds in two stadiums (a step ticket's legs). Member
 * one's three bets (a win, a loss and a draw's refund, each 100 at an even rate) net to zero, so the
 * starting balance the banner and the browser journeys show stays what DEMO_MEMBERS says.
 */
export const DEMO_ROUNDS: readonly DemoRound[] = [
  {
    stadium: 'สนามทดลอง B (ไก่ชน)',
    roundName: 'คู่ทดลอง 1',
    red: 'เหลืองหางขาว (เดโม)',
    blue: 'ประดู่หางดำ (เดโม)',
    isPrefight: false,
    rates: [EVEN, RED_10_9],
    bet: { side: 'red', amountBaht: 100 },
    result: 'red',
  },
  {
    stadium: 'สนามทดลอง B (ไก่ชน)',
    roundName: 'คู่ทดลอง 2',
    red: 'เขียวเลาหางดำ (เดโม)',
    blue: 'เทาหางขาว (เดโม)',
    isPrefight: false,
    rates: [EVEN, BLUE_10_9],
    bet: { side: 'red', amountBaht: 100 },
    result: 'blue',
  },
  {
    stadium: 'สนามทดลอง C (มวย)',
    roundName: 'มวยทดลอง คู่ที่ 1',
    red: 'นักมวยทดลอง ก',
    blue: 'นักมวยทดลอง ข',
    isPrefight: false,
    rates: [EVEN, RED_10_8],
    bet: { side: 'red', amountBaht: 100 },
    result: 'green',
  },
  {
    stadium: 'สนามทดลอง C (มวย)',
    roundName: 'มวยทดลอง คู่ที่ 2',
    red: 'นักมวยทดลอง ค',
    blue: 'นักมวยทดลอง ง',
    isPrefight: false,
    rates: [RED_10_9],
    result: 'other',
  },
  {
    stadium: 'สนามทดลอง C (มวย)',
    roundName: 'มวยทดลอง คู่เอก (พรีไฟต์)',
    red: 'นักมวยทดลอง จ',
    blue: 'นักมวยทดลอง ฉ',
    isPrefight: true,
    rates: [RED_10_8],
  },
  {
    stadium: 'สนามทดลอง B (ไก่ชน)',
    roundName: 'ไก่ชนทดลอง คู่พิเศษ (พรีไฟต์)',
    red: 'เหลืองทอง (เดโม)',
    blue: 'ประดู่เพชร (เดโม)',
    isPrefight: true,
    rates: [BLUE_10_9],
  },
  {
    stadium: 'สนามทดลอง C (มวย)',
    roundName: 'มวยทดลอง คู่ที่ 3 (พรีไฟต์)',
    red: 'นักมวยทดลอง ช',
    blue: 'นักมวยทดลอง ซ',
    isPrefight: true,
    rates: [EVEN, RED_10_9],
  },
];

/** The demo's open event bet: who wins the cock-fighting stadium's main bout tonight. */
export const DEMO_EVENT = {
  stadium: 'สนามทดลอง B (ไก่ชน)',
  question: 'คู่เอกสนามทดลอง B คืนนี้ ใครชนะ? (เดโม)',
  options: [
    { key: 'a', label: 'เหลืองหางขาว (เดโม)', odds: 1.85 },
    { key: 'b', label: 'ประดู่หางดำ (เดโม)', odds: 2.1 },
    { key: 'c', label: 'เสมอ', odds: 4.5 },
  ],
} as const;

/** The member whose bets the demo rounds hold. */
export const DEMO_BETTOR_PHONE = '0800000001';

/** For the startup banner. */
export const DEMO_LOGINS: Array<{ who: string; login: string; password: string }> = [
  { who: 'member', login: '0800000001', password: 'demo1234' },
  { who: 'member (VIP)', login: '0800000002', password: 'demo1234' },
  { who: 'member (referred)', login: '0800000003', password: 'demo1234' },
  ...DEMO_OPERATORS.map((o) => ({ who: `console ${o.role}`, login: o.username, password: o.password })),
];
