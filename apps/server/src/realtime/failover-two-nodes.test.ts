// A node killed outright: the member's socket is on node A behind one address (a relay standing in
// for the balancer); the operator works on node B. A is killed with SIGKILL mid-round, so nothing of
// its shutdown runs. The member's socket comes back on B and gets the RATE and the END it missed,
// from the Redis stream and the session A wrote ahead; every bet A acknowledged is in the database
// and the ledger holds. PostgreSQL and Redis only (CI sets both).
import type { Match, Rate } from '@sanam/contract/matches.ts';
import type { RateEvent } from '@sanam/contract/realtime.ts';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl, testRedisUrl } from '../test/env.ts';
import { registerPayload } from '../test/factories/members.ts';
import { killServer } from '../test/server-process.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { useTwoNodes } from '../test/two-nodes.ts';
import { connect, disconnectAll, nextEvent, record } from '../test/sockets.ts';

const databaseUrl = testDatabaseUrl();
const redisUrl = testRedisUrl();
describe.skipIf(!databaseUrl || !redisUrl)(
  'a node killed mid-round, its member socket on the other node',
  () => {
    const nodes = useTwoNodes();
    let proxy: TcpProxy | undefined;
    afterAll(async () => {
      disconnectAll();
      await proxy?.close();
    });

    it('delivers the RATE and END the member missed, and keeps every acknowledged bet', async () => {
      const [a, b] = [nodes.a, nodes.b];
      proxy = await startTcpProxy(a.url);
      const front = proxy.url;
      const [operator, cashier, admin] = await Promise.all([
        nodes.operatorLogin('operator'),
        nodes.operatorLogin('cashier'),
        nodes.operatorLogin('admin'),
      ]);

      // the operator runs the round on node B
      const match = await nodes.api<Match>(b.url, operator, '/admin/matches', {
        round_name: 'คู่ที่ 9',
        bet_delay: 0,
        red_cow_name: 'แดงเดือด',
        blue_cow_name: 'ฟ้าคราม',
      });
      const rate = await nodes.api<Rate>(b.url, operator, `/admin/matches/${match.id}/rates`, {
        red_rate_1: 10,
        red_rate_2: 9,
        blue_rate_1: 9,
        blue_rate_2: 10,
      });

      // the member, through the front, on node A
      const member = await nodes.api<{ access_token: string; user: { id: number } }>(
        front,
        null,
        '/user/register',
        registerPayload(),
      );
      await nodes.api(b.url, cashier, `/admin/members/${member.user.id}/adjust`, {
        amount: 1_000,
        reason: 'test funds',
        kind: 'deposit',
      });
      const socket = await connect(front, {
        access_token: member.access_token,
        matchId: match.id,
        reconnect: true,
      });
      const opened = nextEvent(socket, 'RATE');
      await nodes.api(b.url, operator, `/admin/matches/${match.id}/open`, {});
      expect(await opened).toMatchObject({ announce: 'open' });
      const acked: string[] = [];
      for (const [i, side] of (['red', 'blue', 'red'] as const).entries()) {
        const ref = `failover-${match.id}-${i}`;
        await nodes.api(front, member.access_token, `/user/bet/${match.id}`, {
          amount: 100,
          type: side,
          ref,
          rateId: rate.id,
        });
        acked.push(ref);
      }

      // node A dies; the front has nowhere to send the member until node B is put behind it
      proxy.setTarget(null);
      await killServer(a.child);
      proxy.cutAll();
      const seen = record(socket);
      const back = new Promise<void>((resolve) => socket.once('connect', () => resolve()));

      // meanwhile, on node B: a new rate, betting closed, the round ended
      const moved = await nodes.api<Rate>(b.url, operator, `/admin/matches/${match.id}/rates`, {
        red_rate_1: 10,
        red_rate_2: 8,
        blue_rate_1: 8,
        blue_rate_2: 10,
      });
      await nodes.api(b.url, operator, `/admin/matches/${match.id}/close`, {});
      await nodes.api(b.url, operator, `/admin/matches/${match.id}/end`, { result: 'red' });

      proxy.setTarget(b.url);
      await back;
      expect(socket.recovered, 'the session came back on node B').toBe(true);
      await expect
        .poll(() =>
          seen.some((s) => s.event === 'CHANGE' && (s.payload as { service: string }).service === 'END'),
        )
        .toBe(true);
      const rates = seen.filter((s) => s.event === 'RATE').map((s) => s.payload as RateEvent);
      expect(
        rates.some((r) => r.rate?.id === moved.id),
        'the RATE published while away',
      ).toBe(true);
      expect(
        rates.some((r) => r.announce === 'closed'),
        'betting closed while away',
      ).toBe(true);
      const end = seen.findIndex((s) => s.event === 'CHANGE');
      expect(
        seen.slice(0, end).every((s) => s.event !== 'CHANGE'),
        'in the order they were sent',
      ).toBe(true);

      // every bet node A acknowledged is there, and the ledger holds after the round's settlement
      const { rows } = await nodes.db.query<{ ref: string }>(
        'SELECT ref FROM bets WHERE match_id = $1 ORDER BY ref',
        [match.id],
      );
      expect(rows.map((r) => r.ref)).toEqual(acked);
      const check = await nodes.api<{ ok: boolean }>(b.url, admin, '/admin/ledger/check');
      expect(check.ok).toBe(true);
    });
  },
);
