// The deployment's topology, tested without containers. Debian's nginx runs
// deploy/nginx.conf in front of two server nodes on one PostgreSQL database and one Redis
// (topology-support.ts). A member bets from the room through nginx, with their socket on one node,
// while the operator works on the other node. In the round's last call, the node holding the member's
// socket is killed with SIGKILL, bets still flowing. The member's socket comes back through nginx on
// the other node and receives the RATE and END it missed (connection-state recovery over the Redis
// stream); every acknowledged bet is in the database; the last call closes betting once, on the node
// that lives; the demo simulator runs on exactly one node, and on the survivor after the kill.
// Runs when TEST_DATABASE_URL is set (CI); a newcomer's machine without PostgreSQL skips it.
import type { Page } from '@playwright/test';
import {
  baht,
  DEMO_ADMIN,
  DEMO_CASHIER,
  DEMO_MEMBER,
  DEMO_OPERATOR,
  headerBalance,
  loginMember,
  memberBalance,
  PHONE,
  shot,
  expect,
  test,
} from './support.ts';
import { METRICS_TOKEN, NGINX, REDIS_SERVER, startTopology, type Topology } from './topology-support.ts';

const databaseBase = process.env.TEST_DATABASE_URL;
const required = process.env.E2E_REQUIRED === '1';
if (required && databaseBase && (!NGINX || !REDIS_SERVER))
  throw new Error('the topology journey needs nginx and redis-server: apt-get install -y nginx redis-server');

test.describe.configure({ mode: 'serial' });
test.skip(
  !databaseBase || !NGINX || !REDIS_SERVER,
  'needs TEST_DATABASE_URL, nginx and redis-server (CI has all three)',
);

let topology: Topology | undefined;
test.beforeAll(async () => {
  if (databaseBase) topology = await startTopology(databaseBase);
});
test.afterAll(async () => {
  await topology?.stop();
});

type Reply = { status: number; data: Record<string, unknown> & { code?: string } };

async function call(base: string, token: string | null, urlPath: string, payload?: unknown): Promise<Reply> {
  const res = await fetch(`${base}/api${urlPath}`, {
    method: payload === undefined ? 'GET' : 'POST',
    headers: {
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
  });
  return { status: res.status, data: ((await res.json()) as { data: Reply['data'] }).data };
}

async function ok(base: string, token: string | null, urlPath: string, payload?: unknown) {
  const reply = await call(base, token, urlPath, payload);
  expect(reply.status, `${urlPath}: ${JSON.stringify(reply.data)}`).toBe(200);
  return reply.data;
}

/** Every Socket.IO frame the page receives, on polling and on the WebSocket alike. */
function socketFrames(page: Page): string[] {
  const frames: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
  page.on('response', (res) => {
    if (res.url().includes('/socket.io/') && res.request().method() === 'GET')
      void res.text().then(
        (t) => frames.push(t),
        () => undefined,
      );
  });
  return frames;
}

const leadLine = /this node runs the work \(one-node lock held\)/g;
const leads = (output: string) => (output.match(leadLine) ?? []).length;

test('nginx in front of two nodes: a node killed mid-round loses no bet, and its member hears what was missed', async ({
  browser,
}) => {
  const t = topology;
  if (!t) throw new Error('no topology');
  const { front } = t;

  // the demo simulator: exactly one of the two nodes plays it
  await expect.poll(() => leads(t.nodes[0].output()) + leads(t.nodes[1].output())).toBe(1);

  // the member signs in and opens the home through nginx: their socket is on one node (ip_hash)
  const context = await browser.newContext({ ...PHONE, baseURL: front });
  const member = await context.newPage();
  const frames = socketFrames(member);
  await loginMember(member, DEMO_MEMBER.phone, DEMO_MEMBER.password);

  // the operator works on a node of their own: the one that will not hold the member's socket. Which
  // node ip_hash gives loopback is fixed but unknown, so the round is made first and the member's
  // socket to its room found in nginx's log.
  const operatorAnywhere = await ok(front, null, '/admin/auth/login', DEMO_OPERATOR);
  const round = await ok(front, String(operatorAnywhere.access_token), '/admin/matches', {
    round_name: 'คู่ทดสอบสองเครื่อง',
    // no bet delay: the burst's bets are acknowledged as they are written (betting/holds.ts aside)
    bet_delay: 0,
    red_cow_name: 'ทองแดง (ทดลอง)',
    blue_cow_name: 'ฟ้าคราม (ทดลอง)',
  });
  const matchId = Number(round.id);
  await member.goto(`/match/${matchId}`);
  await expect(member.getByRole('heading', { name: /คู่ทดสอบสองเครื่อง/ })).toBeVisible();
  await expect
    .poll(() => t.accessLog().filter((l) => l.path.startsWith('/socket.io/')).length)
    .toBeGreaterThan(0);
  const socketNode = t
    .accessLog()
    .filter((l) => l.path.startsWith('/socket.io/'))
    .at(-1)?.upstream;
  const holder = t.nodes.find((n) => n.address === socketNode);
  const other = t.nodes.find((n) => n.address !== socketNode);
  if (!holder || !other) throw new Error(`the member's socket is on ${socketNode}, not a node of ours`);
  const desk = String((await ok(other.url, null, '/admin/auth/login', DEMO_OPERATOR)).access_token);
  const cashier = String((await ok(other.url, null, '/admin/auth/login', DEMO_CASHIER)).access_token);

  // the operator prices the round and opens betting on the other node; the member's room follows
  const rate = await ok(other.url, desk, `/admin/matches/${matchId}/rates`, {
    red_rate_1: 10,
    red_rate_2: 9,
    blue_rate_1: 9,
    blue_rate_2: 10,
  });
  await ok(other.url, desk, `/admin/matches/${matchId}/open`, {});
  const redButton = member.getByRole('button', { name: /ทองแดง \(ทดลอง\)/ });
  await expect(redButton).toContainText('ด 10/9');

  // the member bets 1,000 on red from the room, through nginx
  const before = await memberBalance(member);
  await redButton.click();
  const dialog = member.getByRole('dialog');
  await dialog.getByRole('button', { name: '+1,000' }).click();
  await dialog.getByRole('button', { name: 'วางเดิมพัน' }).click();
  await member.getByRole('button', { name: 'ยืนยันแทง' }).click();
  await expect(member.getByText('แทงสำเร็จ').first()).toBeVisible();

  // a second member bets through nginx without a pause, before and after the kill
  const phone = `07${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
  const bettor = await ok(front, null, '/user/register', {
    phone,
    password: 'topology-pass-1',
    name: 'นักทดสอบ สองเครื่อง',
    agent_id: 1,
    bank_name: 'SCB',
    bank_acc_no: `6${phone}`,
    referrer: '',
  });
  const bettorId = Number((bettor.user as { id: number }).id);
  await ok(other.url, cashier, `/admin/members/${bettorId}/adjust`, {
    amount: 50_000,
    reason: 'topology journey funds',
    kind: 'deposit',
  });
  const acked: string[] = [];
  const unexpected: string[] = [];
  let betting = true;
  let rateId = Number(rate.id);
  let n = 0;
  const bets = (async () => {
    while (betting) {
      const ref = `topology-${matchId}-${n++}`;
      try {
        const reply = await call(front, String(bettor.access_token), `/user/bet/${matchId}`, {
          amount: 100,
          type: n % 2 ? 'red' : 'blue',
          ref,
          rateId,
        });
        if (reply.status === 200) acked.push(ref);
        // 409: betting closed by the last call, or the price moved under this bet; 502: the node died
        // under it; 503: a stopping node. None of them was acknowledged.
        else if (![409, 502, 503].includes(reply.status))
          unexpected.push(`${ref}: ${reply.status} ${JSON.stringify(reply.data)}`);
      } catch {
        // the connection died with the node: not acknowledged, so the member was not told it holds
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  await expect.poll(() => acked.length).toBeGreaterThan(5);

  // the last call: 10 seconds; every node keeps its timer
  await ok(other.url, desk, `/admin/matches/${matchId}/last-call`, { seconds: 10 });

  // SIGKILL to the node holding the member's socket, bets in flight; the member's page cannot reach
  // the sockets until the round has moved on, so what it hears next it can only have missed
  await member.route('**/socket.io/**', (route) => route.abort());
  const framesBefore = frames.length;
  const ackedAtKill = acked.length;
  holder.child.kill('SIGKILL');

  // on the surviving node: the price moves, the last call closes betting, the operator ends the round
  const moved = await ok(other.url, desk, `/admin/matches/${matchId}/rates`, {
    red_rate_1: 10,
    red_rate_2: 8,
    blue_rate_1: 8,
    blue_rate_2: 10,
  });
  rateId = Number(moved.id);
  await expect
    .poll(
      async () =>
        (
          await t.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM audit_log WHERE action = 'match.last_call_close' AND target_id = $1`,
            [String(matchId)],
          )
        ).rows[0]?.n,
      { timeout: 20_000 },
    )
    .toBe(1);
  betting = false;
  await bets;
  expect(acked.length, 'bets went on through nginx after the kill').toBeGreaterThan(ackedAtKill);
  await ok(other.url, desk, `/admin/matches/${matchId}/end`, { result: 'red' });

  // the member's socket comes back through nginx, on the surviving node, and hears what it missed
  await member.unroute('**/socket.io/**');
  const end = member.getByRole('alertdialog', { name: 'การแข่งขันจบแล้ว' });
  await expect(end).toBeVisible({ timeout: 20_000 });
  const heard = () => frames.slice(framesBefore).join('\n');
  await expect.poll(heard).toContain('"service":"END"');
  expect(heard(), 'the RATE published while the member was away').toContain(`"id":${Number(moved.id)}`);
  expect(heard(), 'betting closed by the last call').toContain('"announce":"closed"');
  const socketsAfter = t.accessLog().filter((l) => l.path.startsWith('/socket.io/') && l.status === 200);
  expect(socketsAfter.at(-1)?.upstream).toBe(other.address);
  // settled on the surviving node: the 1,000 back and 900 won at 10/9
  await expect(headerBalance(member)).toContainText(baht(before + 900));
  await shot(member, 'topology-member-after-failover-phone');

  // no acknowledged bet is lost: the member's and every one of the second member's
  const { rows } = await t.db.query<{ ref: string }>(
    'SELECT ref FROM bets WHERE match_id = $1 AND member_id = $2',
    [matchId, bettorId],
  );
  const written = new Set(rows.map((r) => r.ref));
  expect(acked.filter((ref) => !written.has(ref))).toEqual([]);
  expect(unexpected).toEqual([]);
  const { rows: memberBets } = await t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM bets b JOIN members m ON m.id = b.member_id
      WHERE b.match_id = $1 AND m.phone = $2 AND b.amount_satang = 100000`,
    [matchId, DEMO_MEMBER.phone],
  );
  expect(memberBets[0]?.n).toBe(1);
  const admin = String((await ok(other.url, null, '/admin/auth/login', DEMO_ADMIN)).access_token);
  expect((await ok(other.url, admin, '/admin/ledger/check')).ok).toBe(true);

  // Prometheus's view of the survivor: it counted the bets that went on after the kill; nginx never
  // serves /metrics
  const scrape = await fetch(`${other.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const metrics = await scrape.text();
  expect(Number(/^sanam_bets_accepted_total\{[^}]*\} (\d+)/m.exec(metrics)?.[1])).toBeGreaterThan(0);
  expect(
    (await fetch(`${front}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status,
  ).toBe(404);

  // the simulator: the survivor runs it now (it took it over if the dead node had it)
  await expect.poll(() => leads(other.output()), { timeout: 15_000 }).toBe(1);
  await context.close();
});
