// The one wagering core against the ways its rules used to leak (each a case a hostile member or a
// slip of the desk once got through on one way to stake), and its invariants under parallel stakes
// of every kind: on any round and side, the house's worst case, counting every stake that pays on
// that outcome, never passes the round's cap; no member's stakes pass their per-side cap.
import { BALANCE_MAX_SATANG } from '@sanam/contract/input-bounds.ts';
import type { MatchResult } from '@sanam/contract/matches.ts';
import { payoutSatang } from '@sanam/contract/odds.ts';
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import { riskDeskRoutes } from '@sanam/contract/routes/risk.ts';
import type { RouteDeclaration } from '@sanam/contract/routes/route.ts';
import { cashierRoutes } from '@sanam/contract/routes/wallet.ts';
import { stepPayoutSatang, type StepLegStatus } from '@sanam/contract/steps.ts';
import { describe, expect, it } from 'vitest';
import { post } from './ledger/ledger.ts';
import { startLastCallClock } from './modules/matches/index.ts';
import { callOk, type RouteCallArgs, withDefaults } from './test/call-route.ts';
import { adminRoute } from './test/factories/desk.ts';
import { launch } from './test/factories/games.ts';
import { deposit } from './test/factories/ledger.ts';
import type { TestMember } from './test/factories/members.ts';
import { body, type Envelope } from './test/factories/replies.ts';
import { expectRefusedBy, messagePattern, stakesFactory } from './test/factories/stakes.ts';
import { useDesk } from './test/harness.ts';

const desk = useDesk();
const { t } = desk;
const f = stakesFactory(desk);

type Reply = { statusCode: number; json: () => unknown };
const reply = (res: Reply) => {
  const b = res.json() as { message: string; data: { code: string } };
  return { statusCode: res.statusCode, code: b.data.code, message: b.message };
};

/** A desk call by the operator that must succeed: its data, once what it set off has run. */
async function operator<R extends RouteDeclaration>(route: R, ...args: RouteCallArgs<R>) {
  const data = await callOk(t.app, route, ...withDefaults(args, { as: desk.operator }));
  await t.idle();
  return data;
}

const risk = (matchId: number) => operator(riskDeskRoutes.risk, { params: { id: matchId } });
const legsOn = (rounds: Array<{ matchId: number; rateId: number }>, type: 'red' | 'blue') =>
  rounds.map((r) => ({ matchId: r.matchId, type, rateId: r.rateId }));

describe('the ways the rules used to leak', () => {
  it('holds step tickets to every leg round’s caps, names the room, and refuses a leg on a side the cap closed', async () => {
    const rounds = await f.rounds(2); // pre-fight at ด 10/9: blue at 9/10, odds 19/9
    for (const r of rounds)
      await operator(riskDeskRoutes.limits, {
        params: { id: r.matchId },
        body: { liability_cap: 1000, member_side_cap: 500, max_bet: 500 },
      });
    const members = await Promise.all(Array.from({ length: 12 }, () => f.fundedMember(1000)));
    // twelve tickets of 100 on blue + blue at once: each would cost the house 345.67 on both rounds' blue
    const replies = await Promise.all(
      members.map((m) => f.place(m, { amount: 100, steps: legsOn(rounds, 'blue') })),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(2);
    for (const r of replies.filter((x) => x.statusCode !== 200))
      expect(reply(r)).toMatchObject({ statusCode: 409, message: 'This side takes at most 80 baht more' });
    for (const r of rounds) {
      const book = await risk(r.matchId);
      expect(book.liability.blue).toBe(691.34);
      expect(book.steps.blue).toBe(691.34);
      expect(book.closed_by.blue).toBeNull();
    }

    // singles fill round 1's blue: 270 more adds 300, leaving 8.66, less than a 10-baht bet adds (11.11)
    const filler = await f.fundedMember(1000);
    const [first] = rounds;
    if (!first) throw new Error('rounds');
    const fill = await f.bet(
      filler,
      first.matchId,
      { amount: 270, type: 'blue', rateId: first.rateId, ref: f.ref() },
      true,
    );
    expect(fill.statusCode).toBe(200);
    expect((await risk(first.matchId)).closed_by.blue).toBe('cap');
    const late = await f.place(members[11]!, { amount: 10, steps: legsOn(rounds, 'blue') });
    expectRefusedBy(reply(late), 409, 'bet.side_closed');

    // both rounds end blue: the house pays the two tickets, within each round's cap
    const house = async () =>
      Number(
        (
          await t.db.query<{ n: string }>(
            "SELECT coalesce(sum(amount), 0)::text AS n FROM postings WHERE account = 'house' AND currency = 'THB'",
          )
        ).rows[0]?.n,
      );
    const before = await house();
    for (const r of rounds) await f.end(r.matchId, 'blue');
    // two tickets' 345.67 each and the single's 300: within each round's 1,000
    expect(before - (await house())).toBe(2 * 34_567 + 30_000);
    await f.expectLedgerOk();
  });

  it('holds no-tie to both sides’ switches and both of the member’s per-side caps', async () => {
    const { matchId, rateId } = await f.openMatch();
    await operator(matchDeskRoutes.openTie, {
      params: { id: matchId },
      body: { tie_multiplier: 8, notie_multiplier: 1.7 },
    });
    const member = await f.fundedMember(5000);
    const notie = (amount: number) =>
      f.bet(member, matchId, { amount, type: 'notie', rateId: 0, multiplier: 1.7, ref: f.ref() });
    for (const side of ['red', 'blue'] as const)
      await operator(riskDeskRoutes.switchSide, { params: { id: matchId }, body: { side, open: false } });
    expectRefusedBy(reply(await notie(1000)), 409, 'bet.side_closed');
    for (const side of ['red', 'blue'] as const)
      await operator(riskDeskRoutes.switchSide, { params: { id: matchId }, body: { side, open: true } });

    await operator(riskDeskRoutes.limits, { params: { id: matchId }, body: { member_side_cap: 500 } });
    expect(
      (await f.bet(member, matchId, { amount: 500, type: 'red', rateId, ref: f.ref() })).statusCode,
    ).toBe(200);
    expect(reply(await notie(500))).toMatchObject({
      statusCode: 400,
      message: 'Your total on this side is at its limit (500 baht; 0 baht left)',
    });
    await f.expectLedgerOk();
  });

  it('never lets a member without the money close a side: the funds come before the caps', async () => {
    const { matchId, rateId } = await f.openMatch();
    await operator(matchDeskRoutes.openTie, { params: { id: matchId }, body: { tie_multiplier: 8 } });
    await operator(riskDeskRoutes.limits, { params: { id: matchId }, body: { liability_cap: 1000 } });
    const broke = await f.fundedMember(0);
    for (const body_ of [
      { type: 'red', rateId },
      { type: 'blue', rateId },
      { type: 'tie', rateId: 0, multiplier: 8 },
    ]) {
      const res = await f.bet(broke, matchId, { amount: 10_000_000, ref: f.ref(), ...body_ });
      expectRefusedBy(reply(res), 400, 'ledger.insufficient_balance');
    }
    expect((await risk(matchId)).closed_by).toEqual({ red: null, blue: null, tie: null });
    const player = await f.fundedMember(100);
    expect(
      (await f.bet(player, matchId, { amount: 100, type: 'red', rateId, ref: f.ref() })).statusCode,
    ).toBe(200);
  });

  it('keeps a suspended member out of the games: the launch says why', async () => {
    const member = await f.fundedMember(500);
    const res = await adminRoute(t.app, desk.admin, riskDeskRoutes.memberBetting, {
      params: { id: member.id },
      body: { bet_suspended: true },
    });
    expect(res.statusCode).toBe(200);
    const launched = await launch(t.app, member, 'm7');
    expectRefusedBy(reply(launched), 403, 'bet.suspended');
  });

  it('refuses a bet whose win would pass the balance ceiling, and never refuses a settlement for it', async () => {
    const longShot = { red_rate_1: 1, red_rate_2: 1000, blue_rate_1: 1000, blue_rate_2: 1 };
    const { matchId, rateId } = await f.openMatch({ rate: longShot });
    const rich = async (satang: number) => {
      const member = await f.fundedMember(0);
      await t.db.transaction((tx) => post(tx, deposit(`ceiling:${member.id}`, member.id, satang)));
      return member;
    };
    // 100,000 at 1/1000 returns 100,100,000: from 950,000,000 that ends past the 1,000,000,000 ceiling
    const near = await rich(95_000_000_000);
    const refused = await f.bet(near, matchId, { amount: 100_000, type: 'red', rateId, ref: f.ref() });
    expectRefusedBy(reply(refused), 400, 'bet.balance_ceiling');
    // from 500,000,000 each such bet fits on its own; six of them win past the ceiling together
    const member = await rich(50_000_000_000);
    for (let i = 0; i < 6; i++)
      expect(
        (await f.bet(member, matchId, { amount: 100_000, type: 'red', rateId, ref: f.ref() })).statusCode,
      ).toBe(200);
    await f.end(matchId, 'red');
    expect(await f.cash(member.id)).toBe(50_000_000_000 + 6 * 10_000_000_000);
    expect(await f.cash(member.id)).toBeGreaterThan(BALANCE_MAX_SATANG);
    await f.expectLedgerOk();
  });

  it('writes a tie bet at the multiplier the member saw, or refuses it naming the new one', async () => {
    const { matchId } = await f.openMatch();
    await operator(matchDeskRoutes.openTie, { params: { id: matchId }, body: { tie_multiplier: 8 } });
    const member = await f.fundedMember(1000);
    await operator(matchDeskRoutes.openTie, { params: { id: matchId }, body: { tie_multiplier: 1.1 } });
    const seen8 = await f.bet(member, matchId, {
      amount: 40,
      type: 'tie',
      rateId: 0,
      multiplier: 8,
      ref: f.ref(),
    });
    expect(reply(seen8)).toMatchObject({
      statusCode: 409,
      message: 'The payout changed to x1.1: check it and bet again',
    });
    const seen11 = await f.bet(member, matchId, {
      amount: 40,
      type: 'tie',
      rateId: 0,
      multiplier: 1.1,
      ref: f.ref(),
    });
    expect(seen11.statusCode).toBe(200);
    expect(body<Envelope<{ bet: { multiplier: number } }>>(seen11).data.bet.multiplier).toBe(1.1);
  });

  it('closes tie and no-tie with the round, at a last call’s end too, until the operator reopens tie on purpose', async () => {
    const { matchId, rateId } = await f.openMatch();
    await operator(matchDeskRoutes.openTie, {
      params: { id: matchId },
      body: { tie_multiplier: 8, notie_multiplier: 1.7 },
    });
    const member = await f.fundedMember(1000);
    const tie = () =>
      f.bet(member, matchId, { amount: 40, type: 'tie', rateId: 0, multiplier: 8, ref: f.ref() });
    const from = t.emitted.length;
    const closed = await operator(matchDeskRoutes.close, { params: { id: matchId } });
    expect([closed.is_open, closed.is_open_tie, closed.tie_closed_by]).toEqual([0, 0, 'operator']);
    expect(t.emitted.slice(from).map((e) => e.event)).toEqual(['RATE', 'CLOSETIE']);
    expectRefusedBy(reply(await tie()), 409, 'bet.tie_closed');

    // reopened on purpose: tie takes bets while red and blue stay closed, and no-tie (paying on them) does not
    const tieOnly = await operator(matchDeskRoutes.openTie, {
      params: { id: matchId },
      body: { tie_multiplier: 8, notie_multiplier: 1.7 },
    });
    expect([tieOnly.is_open, tieOnly.is_open_tie]).toEqual([0, 1]);
    expect((await tie()).statusCode).toBe(200);
    expectRefusedBy(
      reply(await f.bet(member, matchId, { amount: 40, type: 'red', rateId, ref: f.ref() })),
      409,
      'bet.closed',
    );
    expectRefusedBy(
      reply(
        await f.bet(member, matchId, { amount: 40, type: 'notie', rateId: 0, multiplier: 1.7, ref: f.ref() }),
      ),
      409,
      'bet.closed',
    );

    // a last call that runs out closes tie with the rest
    await operator(matchDeskRoutes.open, { params: { id: matchId } });
    await operator(riskDeskRoutes.lastCall, { params: { id: matchId }, body: { seconds: 60 } });
    await t.db.query(`UPDATE matches SET last_call_at = now() - interval '1 second' WHERE id = $1`, [
      matchId,
    ]);
    const clock = startLastCallClock(
      { config: t.config, db: t.db, realtime: t.bus },
      { error: () => undefined },
      60_000,
    );
    try {
      await clock.sweep();
      await expect
        .poll(async () => (await operator(matchDeskRoutes.match, { params: { id: matchId } })).is_open_tie, {
          timeout: 5000,
        })
        .toBe(0);
    } finally {
      clock.stop();
    }
    const m = await operator(matchDeskRoutes.match, { params: { id: matchId } });
    expect([m.is_open, m.is_open_tie]).toEqual([0, 0]);
    expectRefusedBy(reply(await tie()), 409, 'bet.tie_closed');
  });

  it('tells every paid member their balance before the room hears the result', async () => {
    const { matchId, rateId } = await f.openMatch();
    const [a, b] = await Promise.all([f.fundedMember(500), f.fundedMember(500)]);
    for (const m of [a, b])
      expect((await f.bet(m, matchId, { amount: 100, type: 'red', rateId, ref: f.ref() })).statusCode).toBe(
        200,
      );
    const from = t.emitted.length;
    await f.end(matchId, 'red');
    const after = t.emitted.slice(from);
    const end = after.findIndex((e) => e.event === 'CHANGE');
    for (const m of [a, b]) {
      const balance = after.findIndex((e) => e.event === 'BALANCE' && e.id === m.id);
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(balance).toBeLessThan(end);
      expect(after[balance]?.payload).toEqual({ balance: 590, event_point: 1 });
    }
  });

  it('keeps a member who owes after a correction from being paid out: the withdrawal pays the debt', async () => {
    const { matchId, rateId } = await f.openMatch();
    const member = await f.fundedMember(100);
    expect(
      (await f.bet(member, matchId, { amount: 100, type: 'red', rateId, ref: f.ref() })).statusCode,
    ).toBe(200);
    await f.end(matchId, 'red'); // 190 back
    const asked = await f.events.withdraw(member, 190);
    expect(asked.statusCode).toBe(200);
    const withdrawalId = (
      await t.db.query<{ id: number }>('SELECT id FROM withdrawals WHERE member_id = $1', [member.id])
    ).rows[0]?.id;
    // the round is corrected: the 190 is taken back from a member who has nothing left
    const regraded = await adminRoute(t.app, desk.operator, matchDeskRoutes.regrade, {
      params: { id: matchId },
      body: { result: 'blue', reason: 'แก้ผลตามภาพย้อนหลัง (ทดสอบ)' },
    });
    expect(regraded.statusCode).toBe(200);
    expect(await f.cash(member.id)).toBe(-19_000);
    // the cashier's queue says what the member owes before anyone transfers
    const queue = await adminRoute(t.app, desk.cashier, cashierRoutes.withdrawals, {
      query: { status: 'pending' },
    });
    const listed = body<Envelope<{ items: Array<{ id: number; member_owed: number }> }>>(queue).data.items;
    expect(listed.find((w) => w.id === withdrawalId)?.member_owed).toBe(190);
    const paid = await adminRoute(t.app, desk.cashier, cashierRoutes.payWithdrawal, {
      params: { id: withdrawalId },
      body: { transfer_ref: 'TRF-1' },
    });
    expect(reply(paid)).toMatchObject({ statusCode: 409, code: 'member_owes' });
    const rejected = await adminRoute(t.app, desk.cashier, cashierRoutes.rejectWithdrawal, {
      params: { id: withdrawalId },
      body: { reason: 'ยอดค้างชำระจากการแก้ผล' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(await f.cash(member.id)).toBe(0);
    await f.expectLedgerOk();
  });
});

// ── Invariants under parallel stakes of every kind ──────────────────────────────────────────────────

type Single = {
  side: string;
  amount_satang: number;
  rate_1: number | null;
  rate_2: number | null;
  multiplier_permille: number | null;
};
type Leg = {
  ticket_id: number;
  amount_satang: number;
  match_id: number;
  side: 'red' | 'blue';
  rate_1: number;
  rate_2: number;
};

/**
 * The house's worst-case loss on each outcome of a round, counted from the stakes themselves (not the
 * book): its singles' returns less their stakes, and the whole win less the stake of every step ticket
 * that pays on the outcome (its other legs all winning; the round's leg void on a draw).
 */
async function worstCase(matchId: number): Promise<Record<'red' | 'blue' | 'tie', number>> {
  const singles = (
    await t.db.query<Single>(
      'SELECT side, amount_satang, rate_1, rate_2, multiplier_permille FROM bets WHERE match_id = $1',
      [matchId],
    )
  ).rows;
  const legs = (
    await t.db.query<Leg>(
      `SELECT l.ticket_id, t.amount_satang, l.match_id, l.side, l.rate_1, l.rate_2
         FROM step_legs l JOIN step_tickets t ON t.id = l.ticket_id
        WHERE l.ticket_id IN (SELECT ticket_id FROM step_legs WHERE match_id = $1)`,
      [matchId],
    )
  ).rows;
  const stakes = singles.reduce((s, b) => s + Number(b.amount_satang), 0);
  const loss = (result: MatchResult) => {
    const singlesReturn = singles.reduce(
      (s, b) =>
        s +
        payoutSatang(
          Number(b.amount_satang),
          b.side as 'red',
          b.multiplier_permille === null
            ? { rate1: Number(b.rate_1), rate2: Number(b.rate_2) }
            : { permille: b.multiplier_permille },
          result,
        ),
      0,
    );
    const tickets = new Map<number, Leg[]>();
    for (const l of legs) tickets.set(l.ticket_id, [...(tickets.get(l.ticket_id) ?? []), l]);
    let steps = 0;
    for (const ticketLegs of tickets.values()) {
      const stake = Number(ticketLegs[0]?.amount_satang);
      const status = (l: Leg): StepLegStatus =>
        l.match_id !== matchId ? 'won' : result === 'green' ? 'void' : l.side === result ? 'won' : 'lost';
      const win = stepPayoutSatang(
        stake,
        ticketLegs.map((l) => ({ rate1: l.rate_1, rate2: l.rate_2, status: status(l) })),
      );
      if (win > stake) steps += win - stake;
    }
    return singlesReturn - stakes + steps;
  };
  return { red: loss('red'), blue: loss('blue'), tie: loss('green') };
}

describe('the caps under parallel stakes of every kind', () => {
  it('never lets the house’s worst case on any side pass the cap, singles, no-tie, tie and tickets together', async () => {
    const rounds = await f.rounds(2);
    const [a, b] = rounds;
    if (!a || !b) throw new Error('rounds');
    await operator(matchDeskRoutes.openTie, {
      params: { id: a.matchId },
      body: { tie_multiplier: 8, notie_multiplier: 1.7 },
    });
    await operator(riskDeskRoutes.limits, { params: { id: a.matchId }, body: { liability_cap: 2000 } });
    const players = await Promise.all(Array.from({ length: 40 }, () => f.fundedMember(1000)));
    const stakes: Array<(m: TestMember) => Promise<Reply>> = [
      ...Array.from(
        { length: 15 },
        () => (m: TestMember) =>
          f.bet(m, a.matchId, { amount: 100, type: 'red', rateId: a.rateId, ref: f.ref() }, true),
      ),
      ...Array.from(
        { length: 10 },
        () => (m: TestMember) =>
          f.bet(m, a.matchId, { amount: 100, type: 'notie', rateId: 0, multiplier: 1.7, ref: f.ref() }, true),
      ),
      ...Array.from(
        { length: 5 },
        () => (m: TestMember) =>
          f.bet(m, a.matchId, { amount: 50, type: 'tie', rateId: 0, multiplier: 8, ref: f.ref() }, true),
      ),
      ...Array.from(
        { length: 10 },
        () => (m: TestMember) => f.place(m, { amount: 100, steps: legsOn(rounds, 'red') }),
      ),
    ];
    const replies = await Promise.all(stakes.map((stake, i) => stake(players[i]!)));
    expect(replies.filter((r) => r.statusCode === 200).length).toBeGreaterThan(0);
    // every refusal is the cap's: the room left, a side it closed (tie's switch closes no-tie with it)
    const capRefusals = [
      'bet.liability_room',
      'bet.liability_cap',
      'bet.side_closed',
      'bet.tie_closed',
      'bet.notie_closed',
    ] as const;
    for (const r of replies.filter((x) => x.statusCode !== 200))
      expect(reply(r).message).toSatisfy((m: string) =>
        capRefusals.some((key) => messagePattern(key).test(m)),
      );
    const worst = await worstCase(a.matchId);
    for (const side of ['red', 'blue', 'tie'] as const) expect(worst[side]).toBeLessThanOrEqual(200_000);
    // the console's risk panel shows the numbers the rule used
    const panel = await risk(a.matchId);
    expect(panel.liability).toEqual({ red: worst.red / 100, blue: worst.blue / 100, tie: worst.tie / 100 });
    await f.expectLedgerOk();
  });

  it('never lets one member’s singles, no-tie and tickets on a side pass their cap', async () => {
    const rounds = await f.rounds(2);
    const [a] = rounds;
    if (!a) throw new Error('rounds');
    await operator(matchDeskRoutes.openTie, {
      params: { id: a.matchId },
      body: { tie_multiplier: 8, notie_multiplier: 1.7 },
    });
    await operator(riskDeskRoutes.limits, { params: { id: a.matchId }, body: { member_side_cap: 500 } });
    const member = await f.fundedMember(5000);
    const replies = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        f.bet(member, a.matchId, { amount: 100, type: 'red', rateId: a.rateId, ref: f.ref() }, true),
      ),
      ...Array.from({ length: 4 }, () =>
        f.bet(
          member,
          a.matchId,
          { amount: 100, type: 'notie', rateId: 0, multiplier: 1.7, ref: f.ref() },
          true,
        ),
      ),
      ...Array.from({ length: 4 }, () => f.place(member, { amount: 100, steps: legsOn(rounds, 'red') })),
    ]);
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(5);
    for (const r of replies.filter((x) => x.statusCode !== 200))
      expectRefusedBy(reply(r), 400, 'bet.member_side_cap');
    const { rows } = await t.db.query<{ red: string }>(
      `SELECT (SELECT coalesce(sum(amount_satang), 0) FROM bets WHERE match_id = $1 AND member_id = $2 AND side IN ('red', 'notie'))
            + (SELECT coalesce(sum(t.amount_satang), 0) FROM step_tickets t JOIN step_legs l ON l.ticket_id = t.id
                WHERE l.match_id = $1 AND l.side = 'red' AND t.member_id = $2) AS red`,
      [a.matchId, member.id],
    );
    expect(Number(rows[0]?.red)).toBe(50_000);
    await f.expectLedgerOk();
  });
});
