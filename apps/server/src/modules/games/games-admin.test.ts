import type { AdminGamesReport } from '@sanam/contract/games.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/test-app.ts';
import { adminCall, body, openDesk, type Envelope } from '../admin/test-factory.ts';
import { memberWithMoney, openSession, walletCall } from './test-factory.ts';

let t: TestContext;
let operator: string;
let cashier: string;
let admin: string;

beforeAll(async () => {
  ({ t, operator, cashier, admin } = await openDesk());
});
afterAll(async () => {
  await t.close();
});

describe('the console’s games report (GET /api/admin/games)', () => {
  it('adds up what each game moved and lists the latest transactions with the member', async () => {
    const member = await memberWithMoney(t, 100_000);
    const session = await openSession(t.app, member, 'ws');
    await walletCall(t, 'ws', 'debit', { session, tx_id: 'a-d', round_id: 'a', amount: 100 });
    await walletCall(t, 'ws', 'credit', { session, tx_id: 'a-c', round_id: 'a', amount: 150 });
    await walletCall(t, 'ws', 'debit', { session, tx_id: 'b-d', round_id: 'b', amount: 40 });
    await walletCall(t, 'ws', 'rollback', { session, tx_id: 'b-r', ref_tx_id: 'b-d' });
    await walletCall(t, 'ws', 'debit', { session, tx_id: 'c-d', round_id: 'c', amount: 70 });

    const res = await adminCall(t.app, cashier, 'GET', '/games');
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
    expect((await adminCall(t.app, admin, 'GET', '/games')).statusCode).toBe(200);
  });

  it('is for admins and cashiers only', async () => {
    expect((await adminCall(t.app, operator, 'GET', '/games')).statusCode).toBe(403);
  });
});
