// Settlement at scale: 10,000 bets of 5,000 members settled in one transaction, then regraded.
// The book is seeded in bulk (members in SQL, their stakes through ledger post() in one entry per
// round of bets) so the test spends its time where production would: in the settlement.
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import { type BetSide, type MatchResult, type Rate } from '@sanam/contract/matches.ts';
import { payoutSatang, type BetPrice } from '@sanam/contract/odds.ts';
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import { describe, expect, it } from 'vitest';
import { post } from '../../ledger/ledger.ts';
import { callRoute } from '../../test/call-route.ts';
import { bettingFactory } from '../../test/factories/bets.ts';
import { bulkFundedMembers } from '../../test/factories/bulk-members.ts';
import { useDesk } from '../../test/harness.ts';
import { COIN_MIN_STAKE_SATANG } from '@sanam/contract/stakes.ts';
import { addToBillsSql, betsWithOutcome } from './grading-queries.ts';
import { REGRADE_REASON } from '../../test/factories/matches.ts';

const desk = useDesk();
const { t } = desk;

const MEMBERS = 5000;
const BETS_PER_MEMBER = 2;
const FUNDS = 1_000_000;
const SIDES: BetSide[] = ['red', 'blue', 'tie', 'notie'];

const f = bettingFactory(desk);

type Placed = { member: number; side: BetSide; stake: number; price: BetPrice };

/**
 * One round of bets, one per member: the rows and their bills in one statement (as the bet path
 * writes them), the stakes in one post() (no coin at placement: the grading pays them).
 */
async function bulkBets(
  matchId: number,
  round: number,
  bets: Placed[],
  rateIdOf: (p: Placed) => number | null,
) {
  await t.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `WITH bet AS (
         INSERT INTO bets (match_id, member_id, side, amount_satang, rate_id, rate_1, rate_2, multiplier_permille, ref)
         SELECT $1, t.member_id, t.side, t.amount, t.rate_id, t.rate_1, t.rate_2, t.permille, t.ref
           FROM unnest($2::bigint[], $3::text[], $4::bigint[], $5::bigint[], $6::int[], $7::int[], $8::int[], $9::text[])
             AS t(member_id, side, amount, rate_id, rate_1, rate_2, permille, ref)
         RETURNING *
       ),
       bill AS (${addToBillsSql('bet')})
       SELECT id FROM bet`,
      [
        matchId,
        bets.map((b) => b.member),
        bets.map((b) => b.side),
        bets.map((b) => b.stake),
        bets.map(rateIdOf),
        bets.map((b) => ('rate1' in b.price ? b.price.rate1 : null)),
        bets.map((b) => ('rate2' in b.price ? b.price.rate2 : null)),
        bets.map((b) => ('permille' in b.price ? b.price.permille : null)),
        bets.map((b) => `bulk-${matchId}-${round}-${b.member}`),
      ],
    );
    const total = bets.reduce((s, b) => s + b.stake, 0);
    const posted = await post(tx, {
      key: `bulk-bets:${matchId}:${round}`,
      kind: 'bet',
      type: TX_TYPE.bet,
      topic: 'แทง',
      postings: [
        ...bets.map((b) => ({
          account: accountName.member(b.member),
          currency: 'THB' as const,
          amount: -b.stake,
        })),
        { account: accountName.escrow(matchId), currency: 'THB', amount: total },
      ],
    });
    await tx.query('UPDATE bets SET entry_id = $2 WHERE id = ANY($1::bigint[])', [
      rows.map((r) => r.id),
      posted.entryId,
    ]);
  });
}

/**
 * The coins of the members' bets under `result` by the coin rule, worked out bet by bet: one per
 * bet of at least COIN_MIN_STAKE_SATANG that the result grades, none on a pair of opposite sides a
 * member backed both of.
 */
function coinsUnder(placed: Placed[], result: MatchResult): number {
  const byMember = new Map<number, Placed[]>();
  for (const p of placed) byMember.set(p.member, [...(byMember.get(p.member) ?? []), p]);
  let total = 0;
  for (const bets of byMember.values()) {
    const has = (side: string) => bets.some((b) => b.side === side);
    const coinBets = (sides: string[]) =>
      bets.filter((b) => sides.includes(b.side) && b.stake >= COIN_MIN_STAKE_SATANG).length;
    const main = has('red') && has('blue') ? 0 : coinBets(['red', 'blue']);
    const draw = has('tie') && has('notie') ? 0 : coinBets(['tie', 'notie']);
    total += result === 'other' ? 0 : result === 'green' ? draw : main + draw;
  }
  return total;
}

describe('a settlement of 10,000 bets', () => {
  it('grades, pays and bills every member in one transaction and a constant number of entries; a regrade too', async () => {
    const m = await f.call(matchDeskRoutes.create, {
      body: {
        round_name: 'big',
        red_cow_name: 'a',
        blue_cow_name: 'b',
      },
    });
    const rates = [
      await f.call(matchDeskRoutes.publishRate, {
        params: { id: m.id },
        body: {
          red_rate_1: 10,
          red_rate_2: 9,
          blue_rate_1: 9,
          blue_rate_2: 10,
        },
      }),
      await f.call(matchDeskRoutes.publishRate, {
        params: { id: m.id },
        body: {
          red_rate_1: 7,
          red_rate_2: 10,
          blue_rate_1: 10,
          blue_rate_2: 7,
        },
      }),
    ];
    await f.call(matchDeskRoutes.open, { params: { id: m.id } });
    await f.call(matchDeskRoutes.openTie, {
      params: { id: m.id },
      body: { tie_multiplier: 1.7, notie_multiplier: 1.2 },
    });
    const members = await bulkFundedMembers(t.db, MEMBERS, FUNDS, `b${process.pid}${Date.now()}`);

    const placed: Placed[] = [];
    const rateOf = new Map<Placed, Rate>();
    for (let round = 0; round < BETS_PER_MEMBER; round++) {
      const bets = members.map((member, i): Placed => {
        const side = SIDES[(i + round * 3) % 4] ?? 'red';
        const rate = rates[(i >> 1) % 2] ?? rates[0];
        if (!rate) throw new Error('rate');
        const price: BetPrice =
          side === 'red'
            ? { rate1: rate.red_rate_1, rate2: rate.red_rate_2 }
            : side === 'blue'
              ? { rate1: rate.blue_rate_1, rate2: rate.blue_rate_2 }
              : { permille: side === 'tie' ? 1700 : 1200 };
        const p = { member, side, stake: 100 + ((i * 7919 + round * 104_729) % 99_901), price };
        rateOf.set(p, rate);
        return p;
      });
      await bulkBets(m.id, round, bets, (p) =>
        p.side === 'red' || p.side === 'blue' ? (rateOf.get(p)?.id ?? null) : null,
      );
      placed.push(...bets);
    }
    expect(placed).toHaveLength(10_000);
    const stakes = placed.reduce((s, p) => s + p.stake, 0);
    expect(await f.escrowSatang(m.id)).toBe(stakes);

    const expectSettledAs = async (result: MatchResult) => {
      const payouts = placed.reduce((s, p) => s + payoutSatang(p.stake, p.side, p.price, result), 0);
      const { rows } = await t.db.query<{
        payout: number;
        cash: number;
        coins: number;
        bills: number;
        placed: number;
      }>(
        `SELECT (SELECT sum(payout_satang)::bigint FROM ${betsWithOutcome} b WHERE match_id = $1) AS payout,
                (SELECT sum(balance)::bigint FROM balances WHERE account = ANY($2::text[])) AS cash,
                (SELECT sum(balance)::bigint FROM balances WHERE account = ANY($3::text[])) AS coins,
                (SELECT count(*)::int FROM bills WHERE match_id = $1 AND superseded_at IS NULL) AS bills,
                (SELECT count(*)::int FROM ${betsWithOutcome} b WHERE match_id = $1 AND status = 'placed') AS placed`,
        [m.id, members.map((id) => accountName.member(id)), members.map((id) => accountName.coins(id))],
      );
      expect(rows[0]).toEqual({
        payout: payouts,
        cash: MEMBERS * FUNDS - stakes + payouts,
        coins: coinsUnder(placed, result),
        bills: MEMBERS,
        placed: 0,
      });
      expect(await f.escrowSatang(m.id)).toBe(0);
    };

    let started = Date.now();
    const end = await callRoute(t.app, matchDeskRoutes.end, {
      as: desk.operator,
      params: { id: m.id },
      body: { result: 'red' },
    });
    const settleMs = Date.now() - started;
    expect(end.statusCode).toBe(200);
    await expectSettledAs('red');

    started = Date.now();
    const regrade = await callRoute(t.app, matchDeskRoutes.regrade, {
      as: desk.operator,
      params: { id: m.id },
      body: {
        result: 'green',
        reason: REGRADE_REASON,
      },
    });
    const regradeMs = Date.now() - started;
    expect(regrade.statusCode).toBe(200);
    await expectSettledAs('green');

    const { rows } = await t.db.query<{ key: string }>(
      'SELECT key FROM journal_entries WHERE key LIKE $1 OR key LIKE $2 ORDER BY id',
      [`settle:${m.id}:%`, `regrade:${m.id}:%`],
    );
    expect(rows.map((r) => r.key)).toEqual([
      `settle:${m.id}:g1:coins`,
      `settle:${m.id}:g1:bill`,
      `settle:${m.id}:g2:coins`,
      `settle:${m.id}:g2:bill`,
      `settle:${m.id}:g2:refund`,
      `regrade:${m.id}:g2:reverse`,
    ]);
    console.info(
      `10,000 bets of ${MEMBERS} members on ${t.db.kind}: end + settle ${settleMs} ms, regrade ${regradeMs} ms`,
    );
    await f.expectLedgerOk();
  }, 120_000);
});
