// The whole-ledger check reads every posting, so a fresh run is an admin's, a node
// runs one at a time (callers during a run share it), and every role reads the node's last run.
import type { LedgerCheck, LedgerCheckLast, LedgerCheckRun } from '@sanam/contract/admin.ts';
import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import { describe, expect, it } from 'vitest';
import { adminRoute } from '../../test/factories/desk.ts';
import { aMember } from '../../test/factories/members.ts';
import { body, type Envelope } from '../../test/factories/replies.ts';
import { useDesk } from '../../test/harness.ts';
import { ledgerCheck } from './service.ts';

const desk = useDesk();
const { t } = desk;

const last = async (token: string) => {
  const res = await adminRoute(t.app, token, memberDeskRoutes.ledgerCheckLast);
  expect(res.statusCode).toBe(200);
  return body<Envelope<LedgerCheckLast>>(res).data;
};

describe('the ledger check', () => {
  it('is started by an admin only; every role reads the last run and when it was', async () => {
    for (const token of [desk.operator, desk.cashier]) {
      expect((await adminRoute(t.app, token, memberDeskRoutes.ledgerCheck)).statusCode).toBe(403);
      expect(await last(token)).toEqual({ last: null, running: false });
    }
    const member = await aMember(t.app);
    expect((await adminRoute(t.app, member.accessToken, memberDeskRoutes.ledgerCheckLast)).statusCode).toBe(
      401,
    );

    const res = await adminRoute(t.app, desk.admin, memberDeskRoutes.ledgerCheck);
    expect(res.statusCode).toBe(200);
    const run = body<Envelope<LedgerCheckRun>>(res).data;
    expect(run.ok).toBe(true);
    expect(Date.now() - Date.parse(run.checked_at)).toBeLessThan(60_000);
    for (const token of [desk.operator, desk.cashier, desk.admin])
      expect(await last(token)).toEqual({ last: run, running: false });
  });

  it('runs once for ten callers asking during a run: they share its result', async () => {
    // ten callers while a run is in flight share it (asked in one tick: over HTTP, on a small ledger,
    // a run can end before the tenth request is read, and then a second run is right)
    const calls = Array.from({ length: 10 }, () => ledgerCheck({ db: t.db }));
    expect(new Set(calls).size).toBe(1);
    const shared = await Promise.all(calls);
    expect(new Set(shared).size).toBe(1);
    // and the next call after it starts a new one
    const after = await ledgerCheck({ db: t.db });
    expect(after).not.toBe(shared[0]);
    // over HTTP, ten admins at once all get a run, and every role reads the last one
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => adminRoute(t.app, desk.admin, memberDeskRoutes.ledgerCheck)),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    const runs = answers.map((res) => body<Envelope<LedgerCheckRun>>(res).data);
    expect(runs.every((r) => r.ok)).toBe(true);
    const latest = runs.reduce((a, b) => (a.checked_at >= b.checked_at ? a : b));
    expect((await last(desk.operator)).last).toEqual(latest);
  });

  it('reports every ledger invariant to an admin and refuses a fresh run to the other roles', async () => {
    const res = await adminRoute(t.app, desk.admin, memberDeskRoutes.ledgerCheck);
    expect(res.statusCode).toBe(200);
    const check = body<Envelope<LedgerCheck>>(res).data;
    expect(check.ok).toBe(true);
    expect(check.checks.length).toBeGreaterThanOrEqual(4);
    for (const token of [desk.operator, desk.cashier])
      expect((await adminRoute(t.app, token, memberDeskRoutes.ledgerCheck)).statusCode).toBe(403);
  });
});
