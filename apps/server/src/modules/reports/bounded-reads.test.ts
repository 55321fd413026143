// No report or list with a date range reads more than a year, whichever ends the caller gives, and
// a report past its statement timeout gives its connection back with a 503.
import { addDays, bangkokToday } from '@sanam/contract/day-range.ts';
import { translate } from '@sanam/contract/messages.ts';
import type { DailySummaryReport } from '@sanam/contract/reports.ts';
import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import { memberFileRoutes } from '@sanam/contract/routes/member-file.ts';
import { reportDeskRoutes } from '@sanam/contract/routes/reports.ts';
import type { RouteDeclaration } from '@sanam/contract/routes/route.ts';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { testDatabaseUrl } from '../../test/env.ts';
import { createTestApp } from '../../test/test-app.ts';
import { operatorToken } from '../../test/factories/desk.ts';
import { aMember } from '../../test/factories/members.ts';
import { body, type Envelope, type ErrorBody } from '../../test/factories/replies.ts';
import { useDesk } from '../../test/harness.ts';

const desk = useDesk();
const { t } = desk;
const today = bangkokToday();
const EN = { 'accept-language': 'en' };

/** Every route that takes `from` and `to`, with what else it needs, and who may read it. */
type RangedRead = {
  route: RouteDeclaration;
  params?: { id: number };
  query?: { member_id: number };
  who: () => string;
};
const ranged = (memberId: number): RangedRead[] => [
  { route: reportDeskRoutes.rounds, who: () => desk.admin },
  { route: reportDeskRoutes.roundsCsv, who: () => desk.admin },
  { route: reportDeskRoutes.daily, who: () => desk.admin },
  { route: reportDeskRoutes.dailyCsv, who: () => desk.admin },
  { route: reportDeskRoutes.shifts, who: () => desk.admin },
  { route: reportDeskRoutes.shiftsCsv, who: () => desk.admin },
  { route: reportDeskRoutes.statement, query: { member_id: memberId }, who: () => desk.cashier },
  { route: reportDeskRoutes.statementCsv, query: { member_id: memberId }, who: () => desk.cashier },
  { route: memberDeskRoutes.audit, who: () => desk.admin },
  ...[
    memberFileRoutes.sessions,
    memberFileRoutes.invitees,
    memberFileRoutes.deposits,
    memberFileRoutes.withdrawals,
    memberFileRoutes.bets,
    memberFileRoutes.stepTickets,
    memberFileRoutes.eventBets,
    memberFileRoutes.gameSessions,
    memberFileRoutes.redeems,
    memberFileRoutes.statement,
  ].map((route) => ({ route, params: { id: memberId }, who: () => desk.admin })),
];

/** One read of `read` with `range` (`from`, `to` or both) added to its query. */
const readWith = (
  read: RangedRead,
  range: { from?: string; to?: string },
  headers: Record<string, string> = {},
) =>
  callRoute(t.app, read.route, {
    as: read.who(),
    params: read.params,
    query: { ...read.query, ...range },
    headers,
  });

describe('a date range', () => {
  it('is refused past a year whichever end is given, on every report and list, in Thai and English', async () => {
    const member = await aMember(t.app);
    // one end alone spans to today: 2099 from today, 2000 to today, both far past a year
    const tooLong = [{ to: '2099-12-31' }, { from: '2000-01-01' }, { from: addDays(today, -366) }];
    for (const read of ranged(member.id)) {
      for (const query of tooLong) {
        const url = `${read.route.path} ${JSON.stringify(query)}`;
        const english = await readWith(read, query, EN);
        const thai = await readWith(read, query, { 'accept-language': 'th' });
        expect([url, english.statusCode, thai.statusCode]).toEqual([url, 400, 400]);
        const key = read.route.path.startsWith('/admin/reports')
          ? 'report.range_too_long'
          : 'audit.range_too_long';
        const field = 'to' in query ? 'to' : 'from';
        expect(body<ErrorBody>(english), url).toMatchObject({
          message: translate(key, 'en'),
          data: { fields: { [field]: translate(key, 'en') } },
        });
        expect(body<ErrorBody>(thai).message, url).toBe(translate(key, 'th'));
      }
      // a year back from today, and a year ahead, are within the rule
      for (const query of [{ from: addDays(today, -365) }, { to: addDays(today, 365) }]) {
        const url = `${read.route.path} ${JSON.stringify(query)}`;
        expect([url, (await readWith(read, query)).statusCode]).toEqual([url, 200]);
      }
    }
  });

  it('reads the year it names when one end is left out: today is the other end', async () => {
    const res = await callRoute(t.app, reportDeskRoutes.daily, {
      as: desk.admin,
      query: { from: addDays(today, -365) },
    });
    const daily = body<Envelope<DailySummaryReport>>(res).data;
    expect(daily.range).toEqual({ from: addDays(today, -365), to: today });
    expect(daily.rows).toHaveLength(366);
    const ahead = await callRoute(t.app, reportDeskRoutes.daily, {
      as: desk.admin,
      query: { to: addDays(today, 30) },
    });
    expect(body<Envelope<DailySummaryReport>>(ahead).data.rows).toHaveLength(31);
  });
});

// PGlite accepts statement_timeout but cannot enforce it (no timer in one in-process connection)
describe.skipIf(!testDatabaseUrl())('a report past its statement timeout', () => {
  it('is cancelled with 503 in the caller’s language, and its connection serves the next call', async () => {
    const slow = await createTestApp({ reportTimeoutMs: 300 });
    try {
      const admin = await operatorToken(slow.app, slow.db, 'admin');
      // a writer holds the postings table: the report's read waits for it until its timeout
      let answered: { status: number; message: string } | undefined;
      await slow.db.transaction(async (tx) => {
        await tx.query('LOCK TABLE postings IN ACCESS EXCLUSIVE MODE');
        const res = await callRoute(slow.app, reportDeskRoutes.daily, {
          as: admin,
          query: { from: today },
          headers: EN,
        });
        answered = { status: res.statusCode, message: body<ErrorBody>(res).message };
      });
      expect(answered).toEqual({ status: 503, message: translate('report.timed_out', 'en') });
      let thai: { status: number; message: string } | undefined;
      await slow.db.transaction(async (tx) => {
        await tx.query('LOCK TABLE postings IN ACCESS EXCLUSIVE MODE');
        const res = await callRoute(slow.app, reportDeskRoutes.dailyCsv, {
          as: admin,
          query: { from: today },
        });
        thai = { status: res.statusCode, message: body<ErrorBody>(res).message };
      });
      expect(thai).toEqual({ status: 503, message: translate('report.timed_out', 'th') });
      // nothing held: the same report answers once the table is free
      expect(
        (await callRoute(slow.app, reportDeskRoutes.daily, { as: admin, query: { from: today } })).statusCode,
      ).toBe(200);
    } finally {
      await slow.close();
    }
  });
});
