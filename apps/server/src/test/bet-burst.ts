// A burst of bets against a real server process, with a signal sent in the middle of it (after a
// number of acknowledgements, not after a time, so it is mid-burst on a slow machine and a fast one),
// and what the server left on its embedded data directory afterwards: the tests of a stop during
// load (compiled-start.test.ts, npm-start.test.ts).
import { expect } from 'vitest';
import { createPgliteDb } from '../db/db.ts';
import { checkLedger } from '../ledger/ledger.ts';
import { DEMO_LOGINS } from '../seed/demo-data.ts';

type Reply = { status: number; retryAfter: string | null; data: Record<string, unknown> & { code?: string } };

async function call(base: string, token: string | null, urlPath: string, payload?: unknown): Promise<Reply> {
  const res = await fetch(`${base}/api${urlPath}`, {
    method: payload === undefined ? 'GET' : 'POST',
    headers: {
      'accept-language': 'th',
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
  });
  const json = (await res.json()) as { data: Reply['data'] };
  return { status: res.status, retryAfter: res.headers.get('retry-after'), data: json.data };
}

function demo(who: string) {
  const found = DEMO_LOGINS.find((l) => l.who === who);
  if (!found) throw new Error(`no demo login "${who}"`);
  return found;
}

/** A round priced and open on a server seeded with the demo, and two demo members signed in. */
export async function openRoundOn(base: string) {
  const operator = demo('console operator');
  const desk = String(
    (await call(base, null, '/admin/auth/login', { username: operator.login, password: operator.password }))
      .data.access_token,
  );
  const match = await call(base, desk, '/admin/matches', {
    round_name: 'คู่ทดสอบ',
    // no bet delay: the stop is measured on bets the statement writes at once
    bet_delay: 0,
    red_cow_name: 'แดงเดือด',
    blue_cow_name: 'ฟ้าคราม',
  });
  const matchId = Number(match.data.id);
  const rate = await call(base, desk, `/admin/matches/${matchId}/rates`, {
    red_rate_1: 10,
    red_rate_2: 9,
    blue_rate_1: 9,
    blue_rate_2: 10,
  });
  await call(base, desk, `/admin/matches/${matchId}/open`, {});
  const members = await Promise.all(
    ['member', 'member (VIP)'].map(async (who) => {
      const m = demo(who);
      return String(
        (await call(base, null, '/user/login', { phone: m.login, password: m.password })).data.access_token,
      );
    }),
  );
  return { matchId, rateId: Number(rate.data.id), members };
}

export interface BurstOutcome {
  ref: string;
  result: 'acked' | 'shutting_down' | 'unanswered';
  /** when the answer came */
  at: number;
}

/**
 * Twelve workers bet 100 baht each until `gone` resolves (the server exited); after `signalAfter`
 * acknowledgements `signal()` is called once. Every answer must be an acknowledgement or the stopping
 * node's 503 (`others` lists any other).
 */
export async function burst(
  base: string,
  round: { matchId: number; rateId: number; members: string[] },
  opts: { signalAfter: number; signal: () => void; gone: Promise<unknown> },
) {
  const outcomes: BurstOutcome[] = [];
  const others: string[] = [];
  let sent = 0;
  let signalAt = 0;
  let isGone = false;
  void opts.gone.then(() => (isGone = true));
  const worker = async (w: number) => {
    while (!isGone) {
      const n = sent++;
      const ref = `burst-${w}-${n}`;
      try {
        const r = await call(
          base,
          round.members[n % round.members.length] ?? '',
          `/user/bet/${round.matchId}`,
          {
            amount: 100,
            type: n % 2 ? 'red' : 'blue',
            ref,
            rateId: round.rateId,
          },
        );
        if (r.status === 200) outcomes.push({ ref, result: 'acked', at: Date.now() });
        else if (r.status === 503 && r.data.code === 'shutting_down' && r.retryAfter === '2')
          outcomes.push({ ref, result: 'shutting_down', at: Date.now() });
        else others.push(`${ref}: ${r.status} ${JSON.stringify(r.data)}`);
      } catch {
        outcomes.push({ ref, result: 'unanswered', at: Date.now() });
        if (signalAt) await new Promise((r) => setTimeout(r, 20));
      }
      if (!signalAt && outcomes.filter((o) => o.result === 'acked').length >= opts.signalAfter) {
        signalAt = Date.now();
        opts.signal();
      }
    }
  };
  await Promise.all(Array.from({ length: 12 }, (_, w) => worker(w)));
  return { outcomes, others, signalAt };
}

/**
 * What the stopped server left on its data directory: each acknowledged bet whole (its row, its
 * ledger entry, the stake off the member's cash), none it refused, nothing half-written, the ledger sound.
 */
export async function expectBurstKept(dataDir: string, matchId: number, outcomes: BurstOutcome[]) {
  const db = await createPgliteDb(dataDir);
  try {
    const { rows } = await db.query<{ ref: string; key: string | null; cash: number | null }>(
      `SELECT b.ref, e.key,
              (SELECT sum(p.amount)::bigint FROM postings p
                WHERE p.entry_id = e.id AND p.account = 'member:' || b.member_id) AS cash
         FROM bets b LEFT JOIN journal_entries e ON e.id = b.entry_id
        WHERE b.match_id = $1`,
      [matchId],
    );
    const written = new Map(rows.map((r) => [r.ref, r]));
    const acked = outcomes.filter((o) => o.result === 'acked');
    for (const o of acked)
      expect(written.get(o.ref), `${o.ref} was acknowledged`).toMatchObject({ cash: -10_000 });
    for (const o of outcomes.filter((x) => x.result === 'shutting_down'))
      expect(written.has(o.ref), `${o.ref} was refused`).toBe(false);
    for (const r of rows) expect(r.key, `${r.ref} has its ledger entry`).toMatch(/^bet:\d+$/);
    expect(rows.length).toBeLessThanOrEqual(
      acked.length + outcomes.filter((o) => o.result === 'unanswered').length,
    );
    const ledger = await checkLedger(db);
    expect(ledger.ok, JSON.stringify(ledger.checks.filter((c) => !c.ok))).toBe(true);
  } finally {
    await db.close();
  }
}
