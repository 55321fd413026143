// Issue 35, item 2: no report or list with a date range reads more than a year, whichever ends the
// caller gives, and a report past its statement timeout gives its connection back with a 503.
import { addDays, bangkokToday } from '@sanam/contract/day-range.ts';
import { translate } from '@sanam/contract/messages.ts';
import type { DailySummaryReport } from '@sanam/contract/reports.ts';
import { describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/env.ts';
import { createTestApp } from '../../test/test-app.ts';
import { adminCall, operatorToken } from '../../test/factories/desk.ts';
import { aMember } from '../../test/factories/members.ts';
import { body, type Envelope, type ErrorBody } from '../../test/factories/replies.ts';
import { useDesk } from '../../test/harness.ts';

const desk = useDesk();
const { t } = desk;
const today = bangkokToday();
const EN = { 'accept-language': 'en' };

/** Every route that takes `from` and `to`, with what else it needs, and who may read it. */
const ranged = (memberId: number): Array<[string, () => string]> => [
  ['/reports/rounds', () => desk.admin],
  ['/reports/rounds/csv', () => desk.admin],
  ['/reports/daily', () => desk.admin],
  ['/reports/daily/csv', () => desk.admin],
  ['/reports/shifts', () => desk.admin],
  ['/reports/shifts/csv', () => desk.admin],
  [`/reports/statement?member_id=${memberId}`, () => desk.cashier],
  [`/reports/statement/csv?member_id=${memberId}`, () => desk.cashier],
  ['/audit', () => desk.admin],
  ...['sessions', 'invitees', 'deposits', 'withdrawals', 'bets', 'step-tickets', 'event-bets']
    .concat(['game-sessions', 'redeems', 'statement'])
    .map((list): [string, () => string] => [`/members/${memberId}/${list}`, () => desk.admin]),
];

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

describe('a date range', () => {
  it('is refused past a year whichever end is given, on every report and list, in Thai and English', async () => {
    const member = await aMember(t.app);
    // one end alone spans to today: 2099 from today, 2000 to today, both far past a year
    const tooLong = [`to=2099-12-31`, `from=2000-01-01`, `from=${addDays(today, -366)}`];
    for (const [path, token] of ranged(member.id)) {
      for (const query of tooLong) {
        const url = withQuery(path, query);
        const english = await adminCall(t.app, token(), 'GET', url, undefined, EN);
        const thai = await adminCall(t.app, token(), 'GET', url, undefined, { 'accept-language': 'th' });
        expect([url, english.statusCode, thai.statusCode]).toEqual([url, 400, 400]);
        const key = path.startsWith('/reports') ? 'report.range_too_long' : 'audit.range_too_long';
        const field = query.startsWith('to') ? 'to' : 'from';
        expect(body<ErrorBody>(english), url).toMatchObject({
          message: translate(key, 'en'),
          data: { fields: { [field]: translate(key, 'en') } },
        });
        expect(body<ErrorBody>(thai).message, url).toBe(translate(key, 'th'));
      }
      // a year back from today, and a year ahead, are within the rule
      for (const query of [`from=${addDays(today, -365)}`, `to=${addDays(today, 365)}`]) {
        const url = withQuery(path, query);
        expect([url, (await adminCall(t.app, token(), 'GET', url)).statusCode]).toEqual([url, 200]);
      }
    }
  });

  it('reads the year it names when one end is left out: today is the other end', async () => {
    const res = await adminCall(t.app, desk.admin, 'GET', `/reports/daily?from=${addDays(today, -365)}`);
    const daily = body<Envelope<DailySummaryReport>>(res).data;
    expect(daily.range).toEqual({ from: addDays(today, -365), to: today });
    expect(daily.rows).toHaveLength(366);
    const ahead = await adminCall(t.app, desk.admin, 'GET', `/reports/daily?to=${addDays(today, 30)}`);
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
        const res = await adminCall(slow.app, admin, 'GET', `/reports/daily?from=${today}`, undefined, EN);
        answered = { status: res.statusCode, message: body<ErrorBody>(res).message };
      });
      expect(answered).toEqual({ status: 503, message: translate('report.timed_out', 'en') });
      let thai: { status: number; message: string } | undefined;
      await slow.db.transaction(async (tx) => {
        await tx.query('LOCK TABLE postings IN ACCESS EXCLUSIVE MODE');
        const res = await adminCall(slow.app, admin, 'GET', `/reports/daily/csv?from=${today}`);
        thai = { status: res.statusCode, message: body<ErrorBody>(res).message };
      });
      expect(thai).toEqual({ status: 503, message: translate('report.timed_out', 'th') });
      // nothing held: the same report answers once the table is free
      expect((await adminCall(slow.app, admin, 'GET', `/reports/daily?from=${today}`)).statusCode).toBe(200);
    } finally {
      await slow.close();
    }
  });
});
