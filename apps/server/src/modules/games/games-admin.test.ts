import type { AdminGamesReport } from '@sanam/contract/games.ts';
import { gameDeskRoutes } from '@sanam/contract/routes/games.ts';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { memberWithMoney, openSession, walletCall } from '../../test/factories/games.ts';
import { body, type Envelope } from '../../test/factories/replies.ts';
import { useDesk } from '../../test/harness.ts';

const desk = useDesk();
const { t } = desk;

describe('the console’s games report (GET /api/admin/games)', () => {
  it('adds up what each game moved and lists the latest transactions with the member', async () => {
    const member = await memberWithMoney(t, 100_000);
    const session = await openSession(t.app, member, 'ws');
    await walletCall(t, 'ws', 'debit', { session, tx_id: 'a-d', round_id: 'a', amount: 100 });
    await walletCall(t, 'ws', 'credit', { session, tx_id: 'a-c', round_id: 'a', amount: 150 });
    await walletCall(t, 'ws', 'debit', { session, tx_id: 'b-d', round_id: 'b', amount: 40 });
    await walletCall(t, 'ws', 'rollback', { session, tx_id: 'b-r', ref_tx_id: 'b-d' });
    await walletCall(t, 'ws', 'debit', { session, tx_id: 'c-d', round_id: 'c', amount: 70 });

    const res = await callRoute(t.app, gameDeskRoutes.report, { as: desk.cashier });
    expect(res.statusCode).toBe(200);
    const report = body<Envelope<AdminGamesReport>>(res).data;
    expect(report.totals).toEqual([
      { game: 'ws', rounds: 3, members: 1, debited: 210, credited: 150, rolled_back: 40, house_result: 20 },
    ]);
    expect(report.transactions.map((x) => [x.kind, x.tx_id, x.amount, x.balance_after])).toEqual([
      ['debit', 'c-d', 70, 980],
      ['rollback', 'b-r', 40, 1050],
      ['debit', 'b-d', 40, 1010],
      ['credit', 'a-c', 150, 1050],
      ['debit', 'a-d', 100, 900],
    ]);
    expect(report.transactions[0]?.member).toEqual({ id: member.id, username: member.username });
    expect((await callRoute(t.app, gameDeskRoutes.report, { as: desk.admin })).statusCode).toBe(200);
  });

  it('is for admins and cashiers only', async () => {
    expect((await callRoute(t.app, gameDeskRoutes.report, { as: desk.operator })).statusCode).toBe(403);
  });
});
