// The cashier shift report's money, on a fresh database: what the desks took in (deposits approved)
// and paid out (withdrawals paid) stand as two totals of their own, on the screen's JSON and in the
// CSV, and the CSV's net is a row named as the net, never the only figure.
import { bangkokToday, type ShiftReport } from '@sanam/contract/reports.ts';
import { reportDeskRoutes } from '@sanam/contract/routes/reports.ts';
import { cashierRoutes } from '@sanam/contract/routes/wallet.ts';
import type { WithdrawData } from '@sanam/contract/wallet.ts';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { body, type Envelope } from '../../test/factories/replies.ts';
import { walletFactory } from '../../test/factories/wallet.ts';
import { useDesk } from '../../test/harness.ts';

const desk = useDesk();
const { t } = desk;
const w = walletFactory(desk);
const today = bangkokToday();

/** Today's shift report, on the screen or as CSV, read by the cashier. */
const shifts = (route: typeof reportDeskRoutes.shifts | typeof reportDeskRoutes.shiftsCsv, headers = {}) =>
  callRoute(t.app, route, { as: desk.cashier, query: { from: today, to: today }, headers });

/** The CSV's records, BOM and the last CRLF left off. */
const records = (raw: Buffer) => raw.toString('utf8').slice(1).split('\r\n').slice(0, -1);

describe('the cashier shift report’s money', () => {
  it('shows 500 taken in and 300 paid out as two totals, and the CSV names the 200 as the net', async () => {
    // the cashier records a 500 deposit, then pays the member's 300 withdrawal
    const member = await w.fundedMember(500);
    const withdrawal = body<Envelope<WithdrawData>>(await w.withdraw(member, 300)).data.withdrawal.id;
    const paid = await callRoute(t.app, cashierRoutes.payWithdrawal, {
      as: desk.cashier,
      params: { id: withdrawal },
      body: {
        transfer_ref: 'TRF500',
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const res = await shifts(reportDeskRoutes.shifts);
    expect(res.statusCode, res.body).toBe(200);
    const report = body<Envelope<ShiftReport>>(res).data;
    expect(report.totals).toMatchObject({
      deposits_approved: 500,
      deposits_approved_count: 1,
      withdrawals_paid: 300,
      withdrawals_paid_count: 1,
    });

    const thai = records((await shifts(reportDeskRoutes.shiftsCsv)).rawPayload);
    expect(thai[0]).toBe(
      '"เวลา","พนักงาน","รายการ","เลขที่","สมาชิก","จำนวนเงิน","เงินเข้า (อนุมัติฝาก)","เงินออก (จ่ายถอน)","เหรียญ"',
    );
    // each decision's money under in or out, never both
    expect(thai.find((l) => l.includes('"อนุมัติฝาก"'))).toMatch(/,"500\.00","500\.00","","0"$/);
    expect(thai.find((l) => l.includes('"จ่ายถอน"'))).toMatch(/,"300\.00","","300\.00","0"$/);
    expect(thai.at(-2)).toBe('"รวม","","","","","","500.00","300.00",""');
    expect(thai.at(-1)).toBe('"สุทธิ (เงินเข้า − เงินออก)","","","","","200.00","","",""');
    expect(thai).toHaveLength(5);

    const english = records(
      (await shifts(reportDeskRoutes.shiftsCsv, { 'accept-language': 'en' })).rawPayload,
    );
    expect(english[0]).toBe(
      '"Time","Staff","Decision","Ref","Member","Amount","Money in (deposits approved)","Money out (withdrawals paid)","Coins"',
    );
    expect(english.at(-2)).toBe('"Total","","","","","","500.00","300.00",""');
    expect(english.at(-1)).toBe('"Net (money in − money out)","","","","","200.00","","",""');
  });
});
