// Settling and regrading step tickets (DESIGN §4) through the operator's end and regrade calls: every
// combination of leg results for 2 and 3 legs with exact payouts, the order rounds settle in, rounds
// ending at the same time, and regrades (win → lose, lose → win, to void, of an incomplete ticket,
// refused when the member cannot give the winnings back). The ledger check after each.
import type { LedgerCheck } from '@sanam/contract/admin.ts';
import type { MatchResult } from '@sanam/contract/matches.ts';
import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import { describe, expect, it } from 'vitest';
import { callRoute } from '../../test/call-route.ts';
import { body } from '../../test/factories/replies.ts';
import { type Leg, stepFactory } from '../../test/factories/steps.ts';
import { useDesk } from '../../test/harness.ts';

const desk = useDesk();
const { t } = desk;

const f = stepFactory(desk);

type Outcome = 'win' | 'lose' | 'void';
// every leg backs red at ด 10/9: red 10/9, odds 19/10
const RESULT: Record<Outcome, MatchResult[]> = { win: ['red'], lose: ['blue'], void: ['green', 'other'] };
const STAKE = 10_000;

/** stake × (19/10)^wins, floored; 0 on any loss; the stake when all void. */
function expected(outcomes: Outcome[]): { status: string; payout: number } {
  if (outcomes.includes('lose')) return { status: 'lost', payout: 0 };
  const wins = outcomes.filter((o) => o === 'win').length;
  if (wins === 0) return { status: 'refunded', payout: STAKE };
  return { status: 'won', payout: Number((BigInt(STAKE) * 19n ** BigInt(wins)) / 10n ** BigInt(wins)) };
}

function combos(n: number): Outcome[][] {
  if (n === 0) return [[]];
  return combos(n - 1).flatMap((c) => (['win', 'lose', 'void'] as const).map((o) => [...c, o]));
}

async function ticketOn(n: number, funds = 1000) {
  const rounds = await f.rounds(n);
  const member = await f.fundedMember(funds);
  const steps: Leg[] = rounds.map((r) => ({ ...r, type: 'red' }));
  const { ticket } = await f.placeOk(member, STAKE / 100, steps);
  return { rounds, member, ticketId: ticket.id };
}

async function lastMemberEntry(memberId: number) {
  const { rows } = await t.db.query<{ type: number; topic: string; amount: number }>(
    `SELECT e.type, e.topic, p.amount FROM postings p JOIN journal_entries e ON e.id = p.entry_id
      WHERE p.account = $1 ORDER BY p.id DESC LIMIT 1`,
    [`member:${memberId}`],
  );
  return rows[0];
}

describe('settling a ticket when its last leg settles', () => {
  for (const n of [2, 3]) {
    for (const outcomes of combos(n)) {
      it(`${n} legs: ${outcomes.join(', ')}`, async () => {
        const { rounds, member, ticketId } = await ticketOn(n);
        let voids = 0;
        for (const [i, o] of outcomes.entries()) {
          const results = RESULT[o];
          const result = results[voids++ % results.length] as MatchResult;
          await f.end(rounds[i]!.matchId, result);
          const ticket = await f.ticket(member, ticketId);
          if (i < n - 1) {
            // not complete yet: only the leg changed, the stake stays in escrow
            expect(ticket).toMatchObject({ status: 'pending', payout: null, legs_settled: i + 1 });
            expect(await f.stepEscrow(ticketId)).toBe(STAKE);
          }
        }
        const want = expected(outcomes);
        const ticket = await f.ticket(member, ticketId);
        expect(ticket).toMatchObject({ status: want.status, payout: want.payout / 100, legs_settled: n });
        expect(ticket.legs.map((l) => l.status)).toEqual(
          outcomes.map((o) => (o === 'win' ? 'won' : o === 'lose' ? 'lost' : 'void')),
        );
        expect(await f.cash(member.id)).toBe(100_000 - STAKE + want.payout);
        expect(await f.stepEscrow(ticketId)).toBe(0);
        const entry = await lastMemberEntry(member.id);
        if (want.status === 'won')
          expect(entry).toMatchObject({ type: 4, topic: 'ผลบิลสเต็ป', amount: want.payout });
        if (want.status === 'refunded')
          expect(entry).toMatchObject({ type: 5, topic: 'คืนเงินบิลสเต็ป', amount: STAKE });
        if (want.status === 'lost') expect(entry).toMatchObject({ type: 3, amount: -STAKE });
        await f.expectLedgerOk();
      });
    }
  }

  it('pays the same whatever order the rounds settle in', async () => {
    const orders = [
      [0, 1, 2],
      [2, 1, 0],
      [1, 2, 0],
    ];
    for (const order of orders) {
      const { rounds, member, ticketId } = await ticketOn(3);
      // leg 0 wins, leg 1 is a draw, leg 2 wins: 10,000 × 19/10 × 19/10
      const results: MatchResult[] = ['red', 'green', 'red'];
      for (const i of order) await f.end(rounds[i]!.matchId, results[i]!);
      expect(await f.ticket(member, ticketId)).toMatchObject({ status: 'won', payout: 361 });
      expect(await f.cash(member.id)).toBe(90_000 + 36_100);
    }
    await f.expectLedgerOk();
  });

  it('a lost leg settled first keeps the ticket open until its last leg, then it is lost', async () => {
    const { rounds, member, ticketId } = await ticketOn(2);
    await f.end(rounds[0]!.matchId, 'blue');
    expect(await f.ticket(member, ticketId)).toMatchObject({ status: 'pending', legs_settled: 1 });
    await f.end(rounds[1]!.matchId, 'red');
    expect(await f.ticket(member, ticketId)).toMatchObject({ status: 'lost', payout: 0 });
    expect(await f.cash(member.id)).toBe(90_000);
    await f.expectLedgerOk();
  });

  it('settles a ticket once when its rounds end at the same time', async () => {
    for (let run = 0; run < 5; run++) {
      const { rounds, member, ticketId } = await ticketOn(3);
      const ends = await Promise.all(rounds.map((r) => f.end(r.matchId, 'red')));
      expect(ends).toHaveLength(3);
      expect(await f.ticket(member, ticketId)).toMatchObject({ status: 'won', payout: 685.9 });
      expect(await f.cash(member.id)).toBe(90_000 + 68_590);
      expect(await f.stepEscrow(ticketId)).toBe(0);
    }
    await f.expectLedgerOk();
  });

  it('settles side by side with the single bets of the round', async () => {
    const { rounds, member, ticketId } = await ticketOn(2);
    const res = await f.bet(
      member,
      rounds[1]!.matchId,
      {
        amount: 100,
        type: 'red',
        ref: f.ref(),
        rateId: rounds[1]!.rateId,
      },
      true,
    );
    expect(res.statusCode).toBe(200);
    await f.end(rounds[0]!.matchId, 'red');
    await f.end(rounds[1]!.matchId, 'red');
    // single bet 100 @10/9 returns 190; the ticket 100 × 1.9 × 1.9 = 361
    expect(await f.cash(member.id)).toBe(100_000 - 20_000 + 19_000 + 36_100);
    expect(await f.ticket(member, ticketId)).toMatchObject({ status: 'won', payout: 361 });
    await f.expectLedgerOk();
  });
});

describe('regrading a round with step legs', () => {
  it('win → lose takes the winnings back with a reversal, never editing history', async () => {
    const { rounds, member, ticketId } = await ticketOn(2);
    await f.end(rounds[0]!.matchId, 'red');
    await f.end(rounds[1]!.matchId, 'red');
    expect(await f.cash(member.id)).toBe(90_000 + 36_100);
    const { rows: before } = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM journal_entries',
    );
    const res = await f.regrade(rounds[1]!.matchId, 'blue');
    expect(res.statusCode).toBe(200);
    const ticket = await f.ticket(member, ticketId);
    expect(ticket).toMatchObject({ status: 'lost', payout: 0 });
    expect(ticket.legs.map((l) => l.status)).toEqual(['won', 'lost']);
    expect(await f.cash(member.id)).toBe(90_000);
    expect(await f.stepEscrow(ticketId)).toBe(0);
    const { rows: after } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM journal_entries');
    // the new grading (escrow → house) and the reversal
    expect(after[0]!.n - before[0]!.n).toBeGreaterThanOrEqual(2);
    // the round's gradings name the ticket: its coin and bill when the round settled, then the
    // correction's new bill and the reversal of the first (its coin stays: lost is graded too)
    const { rows: keys } = await t.db.query<{ key: string }>(
      `SELECT key FROM journal_entries WHERE memo->'step_ticket_ids' @> to_jsonb($1::bigint) ORDER BY id`,
      [ticketId],
    );
    const round = rounds[1]!.matchId;
    expect(keys.map((k) => k.key)).toEqual([
      `steps:${round}:g1:coins`,
      `steps:${round}:g1:bill`,
      `steps:${round}:g2:bill`,
      `steps:${round}:g2:reverse`,
    ]);
    await f.expectLedgerOk();
  });

  it('lose → win pays the ticket', async () => {
    const { rounds, member, ticketId } = await ticketOn(2);
    await f.end(rounds[0]!.matchId, 'red');
    await f.end(rounds[1]!.matchId, 'blue');
    expect(await f.ticket(member, ticketId)).toMatchObject({ status: 'lost', payout: 0 });
    expect((await f.regrade(rounds[1]!.matchId, 'red')).statusCode).toBe(200);
    expect(await f.ticket(member, ticketId)).toMatchObject({ status: 'won', payout: 361 });
    expect(await f.cash(member.id)).toBe(90_000 + 36_100);
    expect(await f.stepEscrow(ticketId)).toBe(0);
    await f.expectLedgerOk();
  });

  it('to void counts the leg as odds 1, and all void refunds the stake', async () => {
    const { rounds, member, ticketId } = await ticketOn(2);
    await f.end(rounds[0]!.matchId, 'red');
    await f.end(rounds[1]!.matchId, 'red');
    expect((await f.regrade(rounds[1]!.matchId, 'other')).statusCode).toBe(200);
    expect(await f.ticket(member, ticketId)).toMatchObject({ status: 'won', payout: 190 });
    expect(await f.cash(member.id)).toBe(90_000 + 19_000);
    expect((await f.regrade(rounds[0]!.matchId, 'green')).statusCode).toBe(200);
    expect(await f.ticket(member, ticketId)).toMatchObject({ status: 'refunded', payout: 100 });
    expect(await f.cash(member.id)).toBe(100_000);
    // and back to a win
    expect((await f.regrade(rounds[0]!.matchId, 'red')).statusCode).toBe(200);
    expect(await f.ticket(member, ticketId)).toMatchObject({ status: 'won', payout: 190 });
    expect(await f.cash(member.id)).toBe(109_000);
    expect(await f.stepEscrow(ticketId)).toBe(0);
    await f.expectLedgerOk();
  });

  it('of a round whose ticket is not complete only changes its leg', async () => {
    const { rounds, member, ticketId } = await ticketOn(2);
    await f.end(rounds[0]!.matchId, 'red');
    const before = await f.snapshot();
    expect((await f.regrade(rounds[0]!.matchId, 'blue')).statusCode).toBe(200);
    const ticket = await f.ticket(member, ticketId);
    expect(ticket).toMatchObject({ status: 'pending', payout: null });
    expect(ticket.legs.map((l) => l.status)).toEqual(['lost', 'pending']);
    expect(await f.cash(member.id)).toBe(90_000);
    expect(await f.stepEscrow(ticketId)).toBe(STAKE);
    const after = await f.snapshot();
    expect(after.tickets).toBe(before.tickets);
    await f.end(rounds[1]!.matchId, 'red');
    expect(await f.ticket(member, ticketId)).toMatchObject({ status: 'lost', payout: 0 });
    expect(await f.cash(member.id)).toBe(90_000);
    await f.expectLedgerOk();
  });

  it('that does not change the outcome moves no money', async () => {
    const { rounds, member, ticketId } = await ticketOn(2);
    await f.end(rounds[0]!.matchId, 'blue');
    await f.end(rounds[1]!.matchId, 'red');
    const { rows: before } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM journal_entries WHERE key LIKE $1`,
      [`step:${ticketId}:%`],
    );
    expect((await f.regrade(rounds[1]!.matchId, 'green')).statusCode).toBe(200);
    const ticket = await f.ticket(member, ticketId);
    expect(ticket).toMatchObject({ status: 'lost', payout: 0 });
    expect(ticket.legs.map((l) => l.status)).toEqual(['lost', 'void']);
    const { rows: after } = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM journal_entries WHERE key LIKE $1`,
      [`step:${ticketId}:%`],
    );
    expect(after[0]!.n).toBe(before[0]!.n);
    await f.expectLedgerOk();
  });

  it('never waits for a member who staked their winnings again: they owe them', async () => {
    const { rounds, member, ticketId } = await ticketOn(2, 100);
    await f.end(rounds[0]!.matchId, 'red');
    await f.end(rounds[1]!.matchId, 'red');
    expect(await f.cash(member.id)).toBe(36_100);
    // the member stakes all of it the steps allow (10 baht) on another ticket
    const more = await f.rounds(2);
    await f.placeOk(
      member,
      360,
      more.map((r) => ({ ...r, type: 'blue' })),
    );
    expect(await f.cash(member.id)).toBe(100);
    const res = await f.regrade(rounds[1]!.matchId, 'blue');
    expect(res.statusCode).toBe(200);
    expect(await f.ticket(member, ticketId)).toMatchObject({ status: 'lost', payout: 0 });
    expect(await f.stepEscrow(ticketId)).toBe(0);
    // the 361 paid out is taken back; the 1 baht left covers what it can
    expect(await f.cash(member.id)).toBe(100 - 36_100);
    const check = await f.expectLedgerOk();
    expect(check.checks.find((c) => c.code === 'no_negative_balance')?.findings).toEqual([
      { code: 'owed_after_corrections', params: { members: 1, owed: 36_000 } },
    ]);
  });
});

describe('the ledger check', () => {
  it('flags a settled ticket whose escrow is not zero', async () => {
    const { ticketId } = await ticketOn(2);
    // tamper: mark the ticket settled while its stake is still in escrow
    await t.db.query(
      `UPDATE step_tickets SET status = 'lost', payout_satang = 0, grading = 1 WHERE id = $1`,
      [ticketId],
    );
    const res = await callRoute(t.app, memberDeskRoutes.ledgerCheck, { as: desk.admin });
    const check = body<{ data: LedgerCheck }>(res).data;
    expect(check.checks.find((c) => c.code === 'step_escrows_zero')).toEqual({
      code: 'step_escrows_zero',
      ok: false,
      findings: [
        {
          code: 'step_escrows_not_zero',
          params: { escrows: 1, account: `escrow:step:${ticketId}`, currency: 'THB', amount: 10000 },
        },
      ],
    });
    await t.db.query(
      `UPDATE step_tickets SET status = 'pending', payout_satang = NULL, grading = 0 WHERE id = $1`,
      [ticketId],
    );
    await f.expectLedgerOk();
  });
});
