// Big bets referred to the desk (betting/holds.ts, contract referrals.ts): a bet above the member's
// threshold (else its stadium's) is taken in with its stake reserved and waits for a trader, who
// accepts it, declines it, or offers a smaller stake the member takes or leaves; waiting too long
// declines it. Each decision is audited, and the ledger holds after every one. PGlite and PostgreSQL.
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import { referralDeskRoutes, referralRoutes } from '@sanam/contract/routes/referrals.ts';
import { riskDeskRoutes } from '@sanam/contract/routes/risk.ts';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { callOk, callRoute } from '../../test/call-route.ts';
import { bettingFactory, EN } from '../../test/factories/bets.ts';
import { postedTo } from '../../test/factories/ledger.ts';
import type { TestMember } from '../../test/factories/members.ts';
import { useDesk } from '../../test/harness.ts';

const desk = useDesk();
const f = bettingFactory(desk);

const PRICE = { red_rate_1: 10, red_rate_2: 9, blue_rate_1: 9, blue_rate_2: 10 };

/** A live round open for bets at once (no delay), in `stadiumId` when given. */
async function openRound(stadiumId?: number) {
  const m = await f.call(matchDeskRoutes.create, {
    body: {
      round_name: 'คู่ใหญ่',
      red_cow_name: 'แดงเดือด',
      blue_cow_name: 'ฟ้าคราม',
      bet_delay: 0,
      ...(stadiumId ? { stadium_id: stadiumId } : {}),
    },
  });
  const rate = await f.call(matchDeskRoutes.publishRate, { params: { id: m.id }, body: PRICE });
  await f.call(matchDeskRoutes.open, { params: { id: m.id } });
  return { matchId: m.id, rateId: rate.id };
}

/** A funded member whose bets above `referAbove` baht wait for the desk. */
async function bigBettor(baht: number, referAbove: number) {
  const member = await f.fundedMember(baht);
  await f.call(riskDeskRoutes.memberBetting, {
    params: { id: member.id },
    body: { refer_above: referAbove },
  });
  return member;
}

const desks = () => callOk(desk.t.app, referralDeskRoutes.list, { as: desk.operator });

/** Waits until the member's bet with `ref` waits for the desk, and answers its id. */
async function referredId(ref: string): Promise<number> {
  for (let i = 0; i < 300; i++) {
    const { rows } = await desk.t.db.query<{ id: number }>(
      "SELECT id FROM bet_holds WHERE ref = $1 AND status = 'held' AND referral IS NOT NULL",
      [ref],
    );
    if (rows[0]) return Number(rows[0].id);
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`bet ${ref} was never referred`);
}

const heldSatang = async () => (await postedTo(desk.t.db, 'hold:bet')) ?? 0;
const message = (res: LightMyRequestResponse | undefined) => res?.json<{ message: string }>().message;

function placeBig(member: TestMember, matchId: number, rateId: number, amount: number) {
  const ref = f.ref();
  return { ref, reply: f.bet(member, matchId, { amount, type: 'red', ref, rateId }) };
}

async function auditOf(holdId: number) {
  const { rows } = await desk.t.db.query<{ action: string; operator_id: number | null }>(
    "SELECT action, operator_id FROM audit_log WHERE target_type = 'bet_hold' AND target_id = $1 ORDER BY id",
    [String(holdId)],
  );
  return rows;
}

describe('a bet above the member’s threshold', () => {
  it('waits for the desk, which accepts it: the bet is taken whole and the acceptance audited', async () => {
    const { matchId, rateId } = await openRound();
    const member = await bigBettor(2_000, 500);
    // at the threshold itself: not referred
    const small = await f.bet(member, matchId, { amount: 500, type: 'red', ref: f.ref(), rateId });
    expect(small.statusCode).toBe(200);

    const big = placeBig(member, matchId, rateId, 1_000);
    const id = await referredId(big.ref);
    expect(await f.cash(member.id)).toBe(50_000);
    expect(await heldSatang()).toBe(100_000);
    const waiting = (await desks()).find((r) => r.id === id);
    expect(waiting).toMatchObject({
      member_id: member.id,
      amount: 1_000,
      offer: null,
      state: 'waiting',
      rate_1: 10,
      rate_2: 9,
    });
    // the member heard it waits, with until when
    expect(desk.t.emitted).toContainEqual(
      expect.objectContaining({ room: 'user', id: member.id, event: 'BET_REFERRAL' }),
    );

    const accepted = await callOk(desk.t.app, referralDeskRoutes.accept, {
      as: desk.operator,
      params: { id },
    });
    expect(accepted.state).toBe('waiting');
    const res = await big.reply;
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { bet: { amount: number } } }>().data.bet.amount).toBe(1_000);
    expect(await heldSatang()).toBe(0);
    expect(await f.escrowSatang(matchId)).toBe(150_000);
    expect((await desks()).some((r) => r.id === id)).toBe(false);
    expect(await auditOf(id)).toEqual([expect.objectContaining({ action: 'bet.referral_accept' })]);
    // decided: a second decision is refused and changes nothing
    const again = await callRoute(desk.t.app, referralDeskRoutes.decline, {
      as: desk.operator,
      params: { id },
      body: {},
    });
    expect(again.statusCode).toBe(409);
    await f.expectLedgerOk();
  });

  it('follows its stadium’s threshold, and a decline gives the whole stake back', async () => {
    const stadium = await f.call(matchDeskRoutes.createStadium, {
      body: { name: 'สนามบิลใหญ่', type: 'bull', refer_above: 300 },
    });
    expect(stadium.refer_above).toBe(300);
    const { matchId, rateId } = await openRound(stadium.id);
    const member = await f.fundedMember(1_000);
    const big = placeBig(member, matchId, rateId, 400);
    const id = await referredId(big.ref);
    expect(await f.cash(member.id)).toBe(60_000);
    await callOk(desk.t.app, referralDeskRoutes.decline, {
      as: desk.operator,
      params: { id },
      body: { reason: 'เกินวงเงินคืนนี้' },
    });
    const res = await big.reply;
    expect(res.statusCode).toBe(409);
    expect(message(res)).toBe('The desk declined this bet: your stake is back in your balance');
    expect(await f.cash(member.id)).toBe(100_000);
    expect(await heldSatang()).toBe(0);
    expect(await auditOf(id)).toEqual([expect.objectContaining({ action: 'bet.referral_decline' })]);
    await f.expectLedgerOk();
  });

  it('takes the smaller stake the desk offers when the member takes it; the rest comes back', async () => {
    const { matchId, rateId } = await openRound();
    const member = await bigBettor(1_000, 500);
    const big = placeBig(member, matchId, rateId, 1_000);
    const id = await referredId(big.ref);

    // an offer is less than the stake and at least the minimum
    for (const amount of [1_000, 1_500, 5]) {
      const bad = await callRoute(desk.t.app, referralDeskRoutes.counter, {
        as: desk.operator,
        params: { id },
        body: { amount },
        headers: EN,
      });
      expect(bad.statusCode).toBe(400);
    }
    const offered = await callOk(desk.t.app, referralDeskRoutes.counter, {
      as: desk.operator,
      params: { id },
      body: { amount: 400 },
    });
    expect(offered).toMatchObject({ state: 'offered', offer: 400, amount: 1_000 });
    expect(desk.t.emitted).toContainEqual({
      room: 'user',
      id: member.id,
      event: 'BET_REFERRAL',
      payload: expect.objectContaining({ id, state: 'offered', offer: 400 }) as unknown,
    });
    expect(await callOk(desk.t.app, referralRoutes.list, { as: member })).toEqual([
      expect.objectContaining({ id, state: 'offered', offer: 400 }),
    ]);
    // another member cannot take it
    const other = await f.fundedMember(100);
    const stolen = await callRoute(desk.t.app, referralRoutes.take, { as: other, params: { id } });
    expect(stolen.statusCode).toBe(409);

    const taken = await callOk(desk.t.app, referralRoutes.take, { as: member, params: { id } });
    expect(taken.bet.amount).toBe(400);
    expect(taken.balance).toBe(600);
    const res = await big.reply;
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { bet: { id: number } } }>().data.bet.id).toBe(taken.bet.id);
    expect(await f.cash(member.id)).toBe(60_000);
    expect(await f.escrowSatang(matchId)).toBe(40_000);
    expect(await heldSatang()).toBe(0);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['bet.referral_counter']);
    await f.expectLedgerOk();
  });

  it('gives the whole stake back when the member leaves the offer', async () => {
    const { matchId, rateId } = await openRound();
    const member = await bigBettor(1_000, 500);
    const big = placeBig(member, matchId, rateId, 800);
    const id = await referredId(big.ref);
    await callOk(desk.t.app, referralDeskRoutes.counter, {
      as: desk.operator,
      params: { id },
      body: { amount: 300 },
    });
    const left = await callOk(desk.t.app, referralRoutes.leave, { as: member, params: { id } });
    expect(left.state).toBe('offered');
    const res = await big.reply;
    expect(res.statusCode).toBe(409);
    expect(message(res)).toBe('You left the desk’s offer: your stake is back in your balance');
    expect(await f.cash(member.id)).toBe(100_000);
    await f.expectLedgerOk();
  });

  it('is declined by itself when the desk does not answer in time, and an offer runs out the same way', async () => {
    const { matchId, rateId } = await openRound();
    const member = await bigBettor(2_000, 500);
    const slow = placeBig(member, matchId, rateId, 600);
    const slowId = await referredId(slow.ref);
    // the desk's 45 seconds pass
    await desk.t.db.query('UPDATE bet_holds SET due_at = now() WHERE id = $1', [slowId]);
    const timedOut = await slow.reply;
    expect(timedOut.statusCode).toBe(409);
    expect(message(timedOut)).toBe(
      'The desk did not confirm this bet in time: your stake is back in your balance',
    );

    const offered = placeBig(member, matchId, rateId, 700);
    const offeredId = await referredId(offered.ref);
    await callOk(desk.t.app, referralDeskRoutes.counter, {
      as: desk.operator,
      params: { id: offeredId },
      body: { amount: 200 },
    });
    await desk.t.db.query('UPDATE bet_holds SET due_at = now() WHERE id = $1', [offeredId]);
    const expired = await offered.reply;
    expect(message(expired)).toBe('The desk’s offer ran out: your stake is back in your balance');
    const late = await callRoute(desk.t.app, referralRoutes.take, { as: member, params: { id: offeredId } });
    expect(late.statusCode).toBe(409);
    expect(await f.cash(member.id)).toBe(200_000);
    expect(await heldSatang()).toBe(0);
    await f.expectLedgerOk();
  });

  it('is decided once when the desk accepts and declines it at the same moment', async () => {
    const { matchId, rateId } = await openRound();
    const member = await bigBettor(1_000, 500);
    const big = placeBig(member, matchId, rateId, 900);
    const id = await referredId(big.ref);
    const [accept, decline] = await Promise.all([
      callRoute(desk.t.app, referralDeskRoutes.accept, { as: desk.operator, params: { id } }),
      callRoute(desk.t.app, referralDeskRoutes.decline, { as: desk.admin, params: { id }, body: {} }),
    ]);
    expect([accept.statusCode, decline.statusCode].sort()).toEqual([200, 409]);
    const res = await big.reply;
    const won = accept.statusCode === 200 ? 200 : 409;
    expect(res.statusCode).toBe(won);
    expect(await f.cash(member.id)).toBe(won === 200 ? 10_000 : 100_000);
    expect(await heldSatang()).toBe(0);
    await f.expectLedgerOk();
  });

  it('is still refused by the stake rules when the desk accepts it after its round closed', async () => {
    const { matchId, rateId } = await openRound();
    const member = await bigBettor(1_000, 500);
    const big = placeBig(member, matchId, rateId, 700);
    const id = await referredId(big.ref);
    await f.call(matchDeskRoutes.close, { params: { id: matchId } });
    const accepted = await callOk(desk.t.app, referralDeskRoutes.accept, { as: desk.operator, params: { id } });
    expect(accepted).toMatchObject({ status: 'refused', refusal: 'bet.closed' });
    const res = await big.reply;
    expect(res.statusCode).toBe(409);
    expect(message(res)).toBe('Betting is closed');
    expect(await f.cash(member.id)).toBe(100_000);
    await f.expectLedgerOk();
  });

  it('is the traders’ to see and decide, not a cashier’s', async () => {
    const res = await callRoute(desk.t.app, referralDeskRoutes.list, { as: desk.cashier });
    expect(res.statusCode).toBe(403);
  });
});
