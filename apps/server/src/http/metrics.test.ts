// GET /metrics: off without METRICS_TOKEN, closed to a wrong token, and with it what an
// operator graphs: each metric read back from the Prometheus text format and its values asserted
// after the thing it counts happened (bets placed and refused, a socket come and gone, a RATE, a slip
// checked, the ledger checked) on the real app and a real database.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RATE_COALESCE_MS, type RateEvent } from '@sanam/contract/realtime.ts';
import { betRoutes } from '@sanam/contract/routes/bets.ts';
import { memberDeskRoutes } from '@sanam/contract/routes/console.ts';
import { matchDeskRoutes } from '@sanam/contract/routes/matches.ts';
import { cashierRoutes } from '@sanam/contract/routes/wallet.ts';
import { slipVerify as makeSlipQr } from 'promptparse/generate';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { connect, disconnectAll } from '../test/sockets.ts';
import { API_PREFIX, callRoute } from '../test/call-route.ts';
import { operatorToken } from '../test/factories/desk.ts';
import { matchesFactory } from '../test/factories/matches.ts';
import { body, type Envelope, type ErrorBody } from '../test/factories/replies.ts';
import { walletFactory } from '../test/factories/wallet.ts';
import { useDesk } from '../test/harness.ts';
import { createTestApp } from '../test/test-app.ts';

const TOKEN = 'metrics-test-token-metrics-test-token-0123';

const desk = useDesk({
  sockets: true,
  config: { metricsToken: TOKEN },
  ready: () => w.openHouseAccount(),
});
const { t } = desk;
const w = walletFactory(desk);
const m = matchesFactory(desk);
afterEach(() => {
  disconnectAll();
});
afterAll(() => {
  disconnectAll();
});

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The text format's samples (`name{a="x",b="y"} 1.5`); comments and blank lines skipped. */
function parseMetrics(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[l[1] ?? ''] = l[2] ?? '';
    const raw = match[3] ?? '';
    samples.push({ name: match[1] ?? '', labels, value: raw === '+Inf' ? Infinity : Number(raw) });
  }
  return samples;
}

async function scrape(app = t.app, token = TOKEN): Promise<Sample[]> {
  const res = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseMetrics(res.body);
}

/** The one sample of `name` whose labels include `labels`; 0 when there is none yet. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples.filter(
    (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  if (found.length > 1) throw new Error(`${name} ${JSON.stringify(labels)} names ${found.length} samples`);
  return found[0]?.value ?? 0;
}

/** Polls `read` until `ok` holds (the server hears a socket's goodbye a moment after the client). */
async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  for (let i = 0; ; i++) {
    const v = await read();
    if (ok(v) || i >= 100) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('GET /metrics', () => {
  it('answers 404 when no METRICS_TOKEN is configured, not the member app', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(body<ErrorBody>(res).data).toEqual({ code: 'not_found' });
      expect(res.body).not.toContain('sanam_');
    } finally {
      await off.close();
    }
  });

  it('answers 401 to a missing or wrong token, and shows nothing', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      TOKEN,
      'Bearer ',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('sanam_');
    }
  });

  it('is not in the API docs', async () => {
    // the docs are infrastructure: no contract route declares them
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys((JSON.parse(res.body) as { paths: object }).paths)).not.toContain('/metrics');
  });

  it("includes the Node process's own metrics", async () => {
    const samples = await scrape();
    expect(valueOf(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });
});

describe('the bet metrics', () => {
  it('count a bet placed and a bet refused by its reason, and time the bet route by its pattern, never its ids', async () => {
    const { matchId, rateId } = await m.openMatch();
    const member = await w.fundedMember(1000);
    const before = await scrape();
    const bet = (payload: Record<string, unknown>) =>
      callRoute(t.app, betRoutes.live, { as: member.accessToken, params: { matchId }, rawBody: payload });
    expect((await bet({ amount: 100, type: 'red', ref: 'm1', rateId })).statusCode).toBe(200);
    expect((await bet({ amount: 100, type: 'red', ref: 'm1', rateId })).statusCode).toBe(200); // a repeat
    const stale = await bet({ amount: 100, type: 'red', ref: 'm2', rateId: rateId + 1000 });
    expect(stale.statusCode).toBe(409);
    const short = await bet({ amount: 5000, type: 'blue', ref: 'm3', rateId });
    expect(short.statusCode).toBe(400);
    const after = await scrape();

    const delta = (name: string, labels: Record<string, string> = {}) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(delta('sanam_bets_accepted_total', { kind: 'live' })).toBe(1);
    expect(delta('sanam_bets_repeated_total')).toBe(1);
    expect(delta('sanam_bets_refused_total', { reason: 'bet.rate_not_current' })).toBe(1);
    expect(delta('sanam_bets_refused_total', { reason: 'ledger.insufficient_balance' })).toBe(1);
    // the batcher's statements: the bet written, its repeat (the statement finds the ref taken) and
    // the short one (refused by the statement), one bet each, one after the other
    expect(delta('sanam_bet_batch_size_count')).toBe(3);
    expect(delta('sanam_bet_batch_size_sum')).toBe(3);

    const route = `${API_PREFIX}${betRoutes.live.path}`;
    const count = (status_class: string) =>
      delta('sanam_http_request_duration_seconds_count', { route, method: 'POST', status_class });
    expect(count('2xx')).toBe(2);
    expect(count('4xx')).toBe(2);
    const routes = new Set(
      after.filter((s) => s.name === 'sanam_http_request_duration_seconds_count').map((s) => s.labels.route),
    );
    expect([...routes].filter((r) => r !== undefined && /\d/.test(r))).toEqual([]);
    // PostgreSQL: each of the bets' queries waited for a pooled connection, and was timed doing it
    // (PGlite times transactions only, and a bet is one statement)
    if (t.db.kind === 'postgres') expect(delta('sanam_db_wait_seconds_count')).toBeGreaterThanOrEqual(4);
  });

  it('count a held bet (the bet delay) and its decision, and time how late it was decided', async () => {
    const round = await m.call(matchDeskRoutes.create, {
      body: { round_name: 'คู่ดีเลย์', red_cow_name: 'แดง', blue_cow_name: 'ฟ้า', bet_delay: 1 },
    });
    const rate = await m.call(matchDeskRoutes.publishRate, {
      params: { id: round.id },
      body: { red_rate_1: 10, red_rate_2: 9, blue_rate_1: 9, blue_rate_2: 10 },
    });
    await m.call(matchDeskRoutes.open, { params: { id: round.id } });
    const member = await w.fundedMember(1000);
    const before = await scrape();
    const res = await callRoute(t.app, betRoutes.live, {
      as: member.accessToken,
      params: { matchId: round.id },
      body: { amount: 100, type: 'blue', ref: 'held-1', rateId: rate.id },
    });
    expect(res.statusCode).toBe(200);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(delta('sanam_bets_held_total')).toBe(1);
    expect(delta('sanam_bet_hold_decisions_total', { outcome: 'accepted', reason: 'accepted' })).toBe(1);
    expect(delta('sanam_bet_hold_decision_late_seconds_count')).toBe(1);
    expect(delta('sanam_bets_accepted_total', { kind: 'live' })).toBe(1);
  });

  it("time a transaction's wait for its database connection", async () => {
    const before = await scrape();
    await w.fundedMember(100); // the cashier's deposit: a transaction
    const after = await scrape();
    expect(
      valueOf(after, 'sanam_db_wait_seconds_count') - valueOf(before, 'sanam_db_wait_seconds_count'),
    ).toBeGreaterThanOrEqual(1);
  });

  it('label a path no route matched as unmatched, whatever it was', async () => {
    const before = await scrape();
    // a path no route declares, on purpose
    const res = await t.app.inject({ method: 'GET', url: '/api/user/bet/12345/nothing-here' });
    expect(res.statusCode).toBe(404);
    const after = await scrape();
    const labels = { route: 'unmatched', method: 'GET', status_class: '4xx' };
    expect(
      valueOf(after, 'sanam_http_request_duration_seconds_count', labels) -
        valueOf(before, 'sanam_http_request_duration_seconds_count', labels),
    ).toBe(1);
    expect(after.some((s) => Object.values(s.labels).some((v) => v.includes('12345')))).toBe(false);
  });
});

describe('the socket metrics', () => {
  it('raise the connections gauge for a socket let in and lower it when it leaves', async () => {
    const member = await w.fundedMember(0);
    const gauge = async (kind: string) => valueOf(await scrape(), 'sanam_socket_connections', { kind });
    const members = await gauge('member');
    const operators = await gauge('operator');
    const socket = await connect(t.url, { access_token: member.accessToken });
    const desks = await connect(t.url, { operator_token: desk.operator });
    expect(await gauge('member')).toBe(members + 1);
    expect(await gauge('operator')).toBe(operators + 1);
    socket.disconnect();
    expect(
      await eventually(
        () => gauge('member'),
        (n) => n === members,
      ),
    ).toBe(members);
    expect(await gauge('operator')).toBe(operators + 1);
    desks.disconnect();
    expect(
      await eventually(
        () => gauge('operator'),
        (n) => n === operators,
      ),
    ).toBe(operators);
  });

  it('time each RATE from its publish to its emit, the coalescing window included', async () => {
    const match = await m.call(matchDeskRoutes.create, {
      body: {
        round_name: 'คู่ที่ 2',
        red_cow_name: 'แดง',
        blue_cow_name: 'ฟ้า',
      },
    });
    const before = await scrape();
    const rate = (version: number): RateEvent => ({ match, rate: null, announce: 'changed', version });
    // the first goes out at once; the next two wait for the window to end, and go out as one
    t.bus.toMatch(match.id, 'RATE', rate(match.version));
    t.bus.toMatch(match.id, 'RATE', rate(match.version + 1));
    t.bus.toMatch(match.id, 'RATE', rate(match.version + 2));
    const count = async () => valueOf(await scrape(), 'sanam_rate_delivery_seconds_count');
    const was = valueOf(before, 'sanam_rate_delivery_seconds_count');
    expect(await eventually(count, (n) => n === was + 3)).toBe(was + 3);
    const waited =
      valueOf(await scrape(), 'sanam_rate_delivery_seconds_sum') -
      valueOf(before, 'sanam_rate_delivery_seconds_sum');
    // the two held RATEs waited for (nearly) the whole window each; timers may fire a little early
    expect(waited).toBeGreaterThanOrEqual((2 * 0.9 * RATE_COALESCE_MS) / 1000);
  });
});

describe('the slip-check metrics', () => {
  it("count each check by outcome, the member's first apart from a cashier's re-check", async () => {
    const member = await w.fundedMember(0);
    const before = await scrape();
    const slip = await w.testSlip({ amount: 700 });
    expect((await w.sendSlip(member, slip.payload)).statusCode).toBe(200);
    // a slip the sandbox did not make: it does not know the transfer, and the deposit waits
    const unknown = makeSlipQr({ sendingBank: '014', transRef: 'METRICS000000000001' });
    const waiting = await w.sendSlip(member, unknown);
    expect(waiting.statusCode).toBe(200);
    const { id } = body<Envelope<{ deposit: { id: number; status: string } }>>(waiting).data.deposit;
    const again = await callRoute(t.app, cashierRoutes.recheckDeposit, { as: desk.cashier, params: { id } });
    expect(again.statusCode).toBe(200);
    const after = await scrape();

    const delta = (name: string, labels: Record<string, string>) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    const checks = (outcome: string, call: string) =>
      delta('sanam_slip_checks_total', { provider: 'sandbox', outcome, call });
    expect(checks('confirmed', 'first')).toBe(1);
    expect(checks('not_found', 'first')).toBe(1);
    expect(checks('not_found', 'again')).toBe(1);
    expect(checks('confirmed', 'again')).toBe(0);
    expect(
      delta('sanam_slip_check_duration_seconds_count', { provider: 'sandbox', outcome: 'not_found' }),
    ).toBe(2);
  });
});

describe('the ledger check metrics', () => {
  it("show the operator's last check: ok, when, and how long it took", async () => {
    const res = await callRoute(t.app, memberDeskRoutes.ledgerCheck, { as: desk.admin });
    expect(res.statusCode).toBe(200);
    const samples = await scrape();
    expect(valueOf(samples, 'sanam_ledger_check_ok')).toBe(1);
    const at = valueOf(samples, 'sanam_ledger_check_timestamp_seconds');
    expect(Math.abs(at - Date.now() / 1000)).toBeLessThan(60);
    expect(valueOf(samples, 'sanam_ledger_check_duration_seconds')).toBeGreaterThan(0);
  });

  it('say broken (0) when an invariant fails', async () => {
    const broken = await createTestApp({ metricsToken: TOKEN });
    try {
      // a posting nothing balances: the postings no longer sum to zero
      await broken.db.query(
        `WITH e AS (INSERT INTO journal_entries (key, kind, type, topic)
                   VALUES ('metrics-test:broken', 'adjust', 5, 'test') RETURNING id)
         INSERT INTO postings (entry_id, account, currency, amount) SELECT id, 'house', 'THB', 100 FROM e`,
      );
      // nothing checked yet on this node: no gauge says "ok" or "broken"
      expect((await scrape(broken.app)).some((s) => s.name.startsWith('sanam_ledger_check'))).toBe(false);
      const token = await operatorToken(broken.app, broken.db, 'admin');
      const res = await callRoute(broken.app, memberDeskRoutes.ledgerCheck, { as: token });
      expect(res.statusCode).toBe(200);
      expect(valueOf(await scrape(broken.app), 'sanam_ledger_check_ok')).toBe(0);
    } finally {
      await broken.close();
    }
  });

  it('are set by the clock while /metrics is on, with no one asking', async () => {
    const clocked = await createTestApp({ metricsToken: TOKEN, ledgerCheckIntervalMs: 50 });
    try {
      const samples = await eventually(
        () => scrape(clocked.app),
        (s) => s.some((x) => x.name === 'sanam_ledger_check_ok'),
      );
      expect(valueOf(samples, 'sanam_ledger_check_ok')).toBe(1);
    } finally {
      await clocked.close();
    }
  });
});

describe('the documentation of the metrics', () => {
  it('names every metric the server serves, and the dashboard only those', async () => {
    // after the tests above: every metric has been set at least once (the ledger gauges included)
    const served = new Set(
      (await scrape())
        .map((s) => s.name.replace(/_(bucket|count|sum)$/, ''))
        .filter((n) => n.startsWith('sanam_')),
    );
    const root = path.resolve(import.meta.dirname, '../../../..');
    const named = (text: string) =>
      new Set([...text.matchAll(/sanam_[a-z_]+/g)].map((m) => m[0].replace(/_(bucket|count|sum)$/, '')));
    const operations = named(readFileSync(path.join(root, 'docs/operations.md'), 'utf8'));
    const dashboard = named(readFileSync(path.join(root, 'deploy/grafana-dashboard.json'), 'utf8'));
    expect([...served].filter((n) => !operations.has(n))).toEqual([]);
    expect([...operations].filter((n) => !served.has(n))).toEqual([]);
    expect([...dashboard].filter((n) => !served.has(n))).toEqual([]);
    expect([...served].filter((n) => !dashboard.has(n))).toEqual([]);
  });
});
