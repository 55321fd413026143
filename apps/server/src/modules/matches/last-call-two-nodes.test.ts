// A last call closes betting on time and once with two server processes running, each
// with its own clock (last-call.ts): the countdown starts on node A, both nodes' timers fire at
// zero, one closes it. Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set (CI sets both).
import type { Match, Rate } from '@sanam/contract/matches.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl, testRedisUrl } from '../../test/env.ts';
import { useTwoNodes } from '../../test/two-nodes.ts';

const databaseUrl = testDatabaseUrl();
const redisUrl = testRedisUrl();
describe.skipIf(!databaseUrl || !redisUrl)('a last call across two server nodes', () => {
  const nodes = useTwoNodes();
  let operator: string;
  beforeAll(async () => {
    operator = await nodes.operatorLogin('operator');
  });

  it('closes betting at zero exactly once, whichever node started it', async () => {
    const { a, b } = nodes;
    const match = await nodes.api<Match>(a.url, operator, '/admin/matches', {
      round_name: 'คู่ที่ 1',
      bet_delay: 0,
      red_cow_name: 'แดงเดือด',
      blue_cow_name: 'ฟ้าคราม',
    });
    await nodes.api<Rate>(a.url, operator, `/admin/matches/${match.id}/rates`, {
      red_rate_1: 10,
      red_rate_2: 9,
      blue_rate_1: 9,
      blue_rate_2: 10,
    });
    await nodes.api<Match>(b.url, operator, `/admin/matches/${match.id}/open`, {});
    const started = await nodes.api<Match>(a.url, operator, `/admin/matches/${match.id}/last-call`, {
      seconds: 10,
    });
    const closesAt = new Date(started.last_call_at ?? 0).getTime();
    expect(closesAt - Date.now()).toBeGreaterThan(8_000);

    // still open a moment before zero, closed within a second and a half after it
    await new Promise((r) => setTimeout(r, Math.max(0, closesAt - Date.now() - 1_000)));
    expect((await nodes.api<Match>(b.url, operator, `/admin/matches/${match.id}`)).is_open).toBe(1);
    await expect
      .poll(async () => (await nodes.api<Match>(b.url, operator, `/admin/matches/${match.id}`)).is_open, {
        timeout: 2_500,
        interval: 100,
      })
      .toBe(0);
    const closedAt = Date.now();
    expect(closedAt - closesAt).toBeLessThan(1_500);

    // both clocks had fired by now; one close, one audit row, the countdown gone
    await new Promise((r) => setTimeout(r, 1_500));
    const { rows } = await nodes.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'match.last_call_close' AND target_id = $1`,
      [String(match.id)],
    );
    expect(rows[0]?.n).toBe(1);
    const after = await nodes.api<Match>(a.url, operator, `/admin/matches/${match.id}`);
    expect([after.is_open, after.last_call_at]).toEqual([0, null]);
  }, 40_000);
});
