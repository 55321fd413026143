// Each report as CSV (csv.ts): the columns the screen shows, headed in the caller's language, with a
// totals row; times on the Bangkok clock (the console reads Bangkok time).
import type { Language } from '@sanam/contract/constants.ts';
import type {
  DailySummaryReport,
  DailySummaryRow,
  MemberStatement,
  RoundPnlReport,
  RoundPnlRow,
  ShiftDecision,
  ShiftReport,
  ShiftRow,
  StatementRow,
} from '@sanam/contract/reports.ts';
import { toCsv, type CsvColumn, type CsvValue } from './csv.ts';

type Words = { th: string; en: string };
type Column<Row> = { header: Words; value: (row: Row) => CsvValue; baht?: boolean };

const columnsIn = <Row>(lang: Language, columns: readonly Column<Row>[]): CsvColumn<Row>[] =>
  columns.map((c) => ({ header: c.header[lang], value: c.value, ...(c.baht ? { baht: true } : {}) }));

/** "2026-01-31 09:05:00": an instant on the Bangkok clock (UTC+7 all year). */
export function bangkokTime(iso: string): string {
  return new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

const TOTAL: Words = { th: 'รวม', en: 'Total' };

const RESULT: Record<RoundPnlRow['result'], Words> = {
  red: { th: 'แดง', en: 'Red' },
  blue: { th: 'น้ำเงิน', en: 'Blue' },
  green: { th: 'เสมอ', en: 'Draw' },
  other: { th: 'ยกเลิก', en: 'No contest' },
};

type RoundLine = RoundPnlRow | (RoundPnlReport['totals'] & { total: true });
const isTotal = <T extends object>(row: T): boolean => 'total' in row;

export function roundPnlCsv(report: RoundPnlReport, lang: Language): string {
  const r = (row: RoundLine) => (isTotal(row) ? null : (row as RoundPnlRow));
  const columns: Column<RoundLine>[] = [
    { header: { th: 'รอบ', en: 'Round id' }, value: (row) => r(row)?.match_id ?? TOTAL[lang] },
    {
      header: { th: 'ปิดผลเมื่อ', en: 'Settled at' },
      value: (row) => (r(row) ? bangkokTime(r(row)!.settled_at) : ''),
    },
    { header: { th: 'สนาม', en: 'Stadium' }, value: (row) => r(row)?.stadium ?? '' },
    { header: { th: 'ชื่อคู่', en: 'Round' }, value: (row) => r(row)?.round_name ?? '' },
    { header: { th: 'ผล', en: 'Result' }, value: (row) => (r(row) ? RESULT[r(row)!.result][lang] : '') },
    { header: { th: 'ครั้งที่ตัดสิน', en: 'Grading' }, value: (row) => r(row)?.grading ?? '' },
    { header: { th: 'จำนวนบิล', en: 'Bets' }, value: (row) => row.bets },
    { header: { th: 'จำนวนสมาชิก', en: 'Members' }, value: (row) => row.members },
    { header: { th: 'ยอดแทง', en: 'Handle' }, value: (row) => row.handle, baht: true },
    { header: { th: 'จ่ายรางวัล', en: 'Payouts' }, value: (row) => row.payouts, baht: true },
    { header: { th: 'คืนเงิน', en: 'Refunds' }, value: (row) => row.refunds, baht: true },
    { header: { th: 'ผลได้เสียเจ้ามือ', en: 'House result' }, value: (row) => row.house, baht: true },
  ];
  return toCsv(columnsIn(lang, columns), report.rows as RoundLine[], [{ ...report.totals, total: true }]);
}

type DayLine = DailySummaryRow;
const DAILY_FIGURES: ReadonlyArray<[keyof Omit<DailySummaryRow, 'day'>, Words, boolean]> = [
  ['deposits', { th: 'ฝาก', en: 'Deposits' }, true],
  ['withdrawals_paid', { th: 'ถอน (จ่ายแล้ว)', en: 'Withdrawals paid' }, true],
  ['withdrawals_requested', { th: 'ถอน (แจ้งถอนสุทธิ)', en: 'Withdrawals requested (net)' }, true],
  ['handle_live', { th: 'ยอดแทงสด', en: 'Live handle' }, true],
  ['handle_prefight', { th: 'ยอดแทงล่วงหน้า', en: 'Pre-fight handle' }, true],
  ['handle_step', { th: 'ยอดแทงสเต็ป', en: 'Step handle' }, true],
  ['handle_event', { th: 'ยอดแทงอีเวนต์', en: 'Event handle' }, true],
  ['handle', { th: 'ยอดแทงรวม', en: 'Handle' }, true],
  ['payouts', { th: 'จ่ายรางวัล', en: 'Payouts' }, true],
  ['refunds', { th: 'คืนเงิน', en: 'Refunds' }, true],
  ['ggr', { th: 'รายได้จากการเดิมพันสุทธิ', en: 'Gross gaming revenue' }, true],
  ['coins_earned', { th: 'เหรียญที่ได้รับ', en: 'Coins earned' }, false],
  ['coins_redeemed', { th: 'เหรียญที่แลก', en: 'Coins redeemed' }, false],
  ['redeem_cash', { th: 'แลกเหรียญเป็นเงิน', en: 'Redeems paid in cash' }, true],
  ['affiliate_rewards', { th: 'ค่าแนะนำเพื่อน', en: 'Affiliate rewards' }, true],
  ['games_net', { th: 'เกม (สุทธิ)', en: 'Games net' }, true],
  ['adjustments', { th: 'ปรับยอด', en: 'Adjustments' }, true],
  ['change_members', { th: 'ยอดสมาชิกเปลี่ยน', en: 'Change: members' }, true],
  ['change_withdraw_hold', { th: 'ยอดรอถอนเปลี่ยน', en: 'Change: withdrawals held' }, true],
  ['change_in_play', { th: 'ยอดค้างในเกมเปลี่ยน', en: 'Change: stakes in play' }, true],
  ['change_house', { th: 'ยอดเจ้ามือเปลี่ยน', en: 'Change: house' }, true],
  ['change_promotions', { th: 'ยอดโปรโมชันเปลี่ยน', en: 'Change: promotions' }, true],
  ['change_games', { th: 'ยอดเกมเปลี่ยน', en: 'Change: games' }, true],
];

export function dailySummaryCsv(report: DailySummaryReport, lang: Language): string {
  const columns: Column<DayLine>[] = [
    { header: { th: 'วันที่', en: 'Day' }, value: (row) => row.day },
    ...DAILY_FIGURES.map(([key, header, isBaht]) => ({
      header,
      value: (row: DayLine) => row[key],
      ...(isBaht ? { baht: true } : {}),
    })),
  ];
  return toCsv(columnsIn(lang, columns), report.rows, [{ day: TOTAL[lang], ...report.totals }]);
}

export const DECISION: Record<ShiftDecision, Words> = {
  'deposit.approved': { th: 'อนุมัติฝาก', en: 'Deposit approved' },
  'deposit.rejected': { th: 'ปฏิเสธฝาก', en: 'Deposit rejected' },
  'withdrawal.paid': { th: 'จ่ายถอน', en: 'Withdrawal paid' },
  'withdrawal.rejected': { th: 'ปฏิเสธถอน', en: 'Withdrawal rejected' },
  'redeem_order.shipped': { th: 'จัดส่งของรางวัล', en: 'Redeem order shipped' },
  'redeem_order.cancelled': { th: 'ยกเลิกการแลก', en: 'Redeem order cancelled' },
};

/**
 * Money in (deposits approved) and money out (withdrawals paid) each have a column and a total of
 * their own, so neither hides inside the other; the last row is their difference, named as the net.
 * The amount column keeps every decision's own figure (a rejected deposit's claim too).
 */
const MONEY_IN: Words = { th: 'เงินเข้า (อนุมัติฝาก)', en: 'Money in (deposits approved)' };
const MONEY_OUT: Words = { th: 'เงินออก (จ่ายถอน)', en: 'Money out (withdrawals paid)' };
const NET: Words = { th: 'สุทธิ (เงินเข้า − เงินออก)', en: 'Net (money in − money out)' };

/** In − out, subtracted in satang (baht arrive with 2 decimals). */
const netBaht = (moneyIn: number, moneyOut: number) =>
  (Math.round(moneyIn * 100) - Math.round(moneyOut * 100)) / 100;

export function shiftCsv(report: ShiftReport, lang: Language): string {
  type Line = ShiftRow | 'total' | 'net';
  const row = (l: Line) => (typeof l === 'string' ? null : l);
  const { deposits_approved: moneyIn, withdrawals_paid: moneyOut } = report.totals;
  const columns: Column<Line>[] = [
    {
      header: { th: 'เวลา', en: 'Time' },
      value: (l) => (l === 'total' ? TOTAL[lang] : l === 'net' ? NET[lang] : bangkokTime(l.decided_at)),
    },
    { header: { th: 'พนักงาน', en: 'Staff' }, value: (l) => row(l)?.operator ?? '' },
    {
      header: { th: 'รายการ', en: 'Decision' },
      value: (l) => (row(l) ? DECISION[row(l)!.decision][lang] : ''),
    },
    { header: { th: 'เลขที่', en: 'Ref' }, value: (l) => row(l)?.ref_id ?? '' },
    { header: { th: 'สมาชิก', en: 'Member' }, value: (l) => row(l)?.member ?? '' },
    {
      header: { th: 'จำนวนเงิน', en: 'Amount' },
      value: (l) => (l === 'net' ? netBaht(moneyIn, moneyOut) : (row(l)?.amount ?? null)),
      baht: true,
    },
    {
      header: MONEY_IN,
      value: (l) =>
        l === 'total' ? moneyIn : row(l)?.decision === 'deposit.approved' ? row(l)!.amount : null,
      baht: true,
    },
    {
      header: MONEY_OUT,
      value: (l) =>
        l === 'total' ? moneyOut : row(l)?.decision === 'withdrawal.paid' ? row(l)!.amount : null,
      baht: true,
    },
    { header: { th: 'เหรียญ', en: 'Coins' }, value: (l) => row(l)?.coins ?? '' },
  ];
  return toCsv(columnsIn(lang, columns), report.rows, ['total', 'net']);
}

export function statementCsv(report: MemberStatement, lang: Language): string {
  type Line = StatementRow | { closing: true };
  const row = (l: Line) => ('closing' in l ? null : l);
  const columns: Column<Line>[] = [
    {
      header: { th: 'เวลา', en: 'Time' },
      value: (l) => (row(l) ? bangkokTime(row(l)!.created_at) : TOTAL[lang]),
    },
    { header: { th: 'ประเภท', en: 'Type' }, value: (l) => row(l)?.type ?? '' },
    { header: { th: 'รายการ', en: 'Description' }, value: (l) => row(l)?.topic ?? '' },
    {
      header: { th: 'จำนวนเงิน', en: 'Amount' },
      value: (l) => row(l)?.amount ?? report.totals.money_in - report.totals.money_out,
      baht: true,
    },
    {
      header: { th: 'ยอดก่อน', en: 'Before' },
      value: (l) => row(l)?.before_amount ?? report.totals.opening,
      baht: true,
    },
    {
      header: { th: 'ยอดหลัง', en: 'After' },
      value: (l) => row(l)?.after_amount ?? report.totals.closing,
      baht: true,
    },
  ];
  return toCsv(columnsIn(lang, columns), report.rows as Line[], [{ closing: true }]);
}
