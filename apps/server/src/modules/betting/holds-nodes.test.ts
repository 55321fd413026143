// The bet delay across real server processes (betting/holds.ts): two nodes on one PostgreSQL decide
// each held bet once, and a node killed in the middle of a delay leaves nothing undecided: the other
// node's sweep decides what it took in, and the member's resend gets the decision. Runs when
// TEST_DATABASE_URL and TEST_REDIS_URL are set (CI sets both): PGlite lives inside one process.
import type { LedgerCheck } from '@sanam/contract/admin.ts';
import type { BetData, Match, Rate } from '@sanam/contract/matches.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl, testRedisUrl } from '../../test/env.ts';
import { registerPayload } from '../../test/factories/members.ts';
import { killServer } from '../../test/server-process.ts';
import { useTwoNodes } from '../../test/two-nodes.ts';

const databaseUrl = testDatabaseUrl();
const redisUrl = testRedisUrl();

describe.skipIf(!databaseUrl || !redisUrl)('held bets on two server nodes', () => {
  const nodes = useTwoNodes();
  let operator: string;
  let cashier: string;
  let admin: string;
  let refSeq = 0;

  beforeAll(async () => {
    [operator, cashier, admin] = await Promise.all([
      nodes.operatorLogin('operator'),
      nodes.operatorLogin('cashier'),
      nodes.operatorLogin('admin'),
    ]);
  });

  /** A live round with betting open and `delay` seconds of bet delay. */
  async function heldRound(delay: number) {
    const match = await nodes.api<Match>(nodes.a.url, operator, '/admin/matches', {
      round_name: 'คู่ดีเลย์',
      bet_delay: delay,
      red_cow_name: 'แดงเดือด',
      blue_cow_name: 'ฟ้าคราม',
    });
    const rate = await nodes.api<Rate>(nodes.a.url, operator, `/admin/matches/${match.id}/rates`, {
      red_rate_1: 10,
      red_rate_2: 9,
      blue_rate_1: 9,
      blue_rate_2: 10,
    });
    await nodes.api<Match>(nodes.a.url, operator, `/admin/matches/${match.id}/open`, {});
    return { matchId: match.id, rateId: rate.id };
  }

  async function fundedMember(baht: number) {
    const data = await nodes.api<{ access_token: string; user: { id: number } }>(
      nodes.a.url,
      null,
      '/user/register',
      registerPayload(),
    );
    await nodes.api(nodes.a.url, cashier, `/admin/members/${data.user.id}/adjust`, {
      amount: baht,
      reason: 'test funds',
      kind: 'deposit',
    });
    return { id: data.user.id, token: data.access_token };
  }

  function bet(nodeUrl: string, token: string, matchId: number, body: Record<string, unknown>) {
    return fetch(`${nodeUrl}/api/user/bet/${matchId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  }

  async function holdsOf(matchId: number) {
    const { rows } = await nodes.db.query<{ status: string; n: number }>(
      'SELECT status, count(*)::int AS n FROM bet_holds WHERE match_id = $1 GROUP BY status',
      [matchId],
    );
    return Object.fromEntries(rows.map((r) => [r.status, r.n]));
  }

  async function expectLedgerOk(nodeUrl: string) {
    const run = await nodes.api<LedgerCheck>(nodeUrl, admin, '/admin/ledger/check');
    expect(run.checks.filter((c) => !c.ok)).toEqual([]);
  }

  it('decides each of the bets both nodes took in once', async () => {
    const { matchId, rateId } = await heldRound(1);
    const members = await Promise.all([0, 1, 2, 3].map(() => fundedMember(1_000)));
    const replies = await Promise.all(
      members.flatMap((m, i) =>
        [0, 1, 2].map((j) =>
          bet((i + j) % 2 ? nodes.a.url : nodes.b.url, m.token, matchId, {
            amount: 100,
            type: j % 2 ? 'red' : 'blue',
            ref: `two-${++refSeq}`,
            rateId,
          }),
        ),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(await holdsOf(matchId)).toEqual({ accepted: 12 });
    const { rows } = await nodes.db.query<{ n: number; held: string }>(
      `SELECT (SELECT count(*)::int FROM bets WHERE match_id = $1) AS n,
              (SELECT coalesce(sum(amount), 0)::text FROM postings WHERE account = 'hold:bet') AS held`,
      [matchId],
    );
    expect(rows[0]).toEqual({ n: 12, held: '0' });
    await expectLedgerOk(nodes.b.url);
  });

  it('leaves nothing undecided when the node that took a bet in is killed mid-delay', async () => {
    const { matchId, rateId } = await heldRound(3);
    const member = await fundedMember(500);
    const ref = `killed-${++refSeq}`;
    const body = { amount: 200, type: 'red', ref, rateId };
    const cut = bet(nodes.a.url, member.token, matchId, body).catch(() => null);
    // taken in on node A: the stake is reserved
    for (let i = 0; i < 300 && !(await holdsOf(matchId)).held; i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(await holdsOf(matchId)).toEqual({ held: 1 });
    await killServer(nodes.a.child);
    expect(await cut).toBeNull();

    // node B's sweep decides it once it is overdue, and the member's resend gets the decision
    const resent = await bet(nodes.b.url, member.token, matchId, body);
    expect(resent.status).toBe(200);
    const { data } = (await resent.json()) as { data: BetData };
    expect(data.bet).toMatchObject({ ref, amount: 200, rate_id: rateId });
    expect(data.balance).toBe(300);
    expect(await holdsOf(matchId)).toEqual({ accepted: 1 });
    await expectLedgerOk(nodes.b.url);
  });
});
