// Bench (h): held bets at a bet delay (betting/holds.ts). Every member fires one live bet at once on a
// round with a 3 s delay: all come due within the spread of their intake, and the node then decides
// them as fast as it can. What it measures: how many held bets per second one node decides (the
// bets over the span from the first due time to the last decision, read from bet_holds), and how
// late past its due time the last one was decided.
import pg from 'pg';
import { Pool } from 'undici';
import type { BenchMember } from './api.ts';

export interface HeldResult {
  bets: number;
  accepted: number;
  delaySeconds: number;
  /** from the first bet taken in to the last */
  intakeSpreadMs: number;
  /** from the first due time to the last decision */
  decideSpanMs: number;
  decidedPerSecond: number;
  /** the most a bet was decided past its due time */
  latestMs: number;
}

export async function runHeldBets(opts: {
  baseUrl: string;
  databaseUrl: string;
  matchId: number;
  rateId: number;
  members: readonly BenchMember[];
  clients: number;
  delaySeconds: number;
}): Promise<HeldResult> {
  const pool = new Pool(opts.baseUrl, { connections: opts.members.length, pipelining: 1 });
  let accepted = 0;
  try {
    const replies = await Promise.all(
      opts.members.map(async (m, i) => {
        const res = await pool.request({
          method: 'POST',
          path: `/api/user/bet/${opts.matchId}`,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${m.token}` },
          body: JSON.stringify({
            amount: 10,
            type: i % 2 ? 'red' : 'blue',
            ref: `held-${i}`,
            rateId: opts.rateId,
          }),
        });
        await res.body.text();
        return res.statusCode;
      }),
    );
    accepted = replies.filter((s) => s === 200).length;
  } finally {
    await pool.close();
  }
  const c = new pg.Client({ connectionString: opts.databaseUrl });
  await c.connect();
  try {
    const { rows } = await c.query<{ n: number; spread: number; span: number; latest: number }>(
      `SELECT count(*)::int AS n,
              extract(epoch FROM max(held_at) - min(held_at)) * 1000 AS spread,
              extract(epoch FROM max(decided_at) - min(due_at)) * 1000 AS span,
              extract(epoch FROM max(decided_at - due_at)) * 1000 AS latest
         FROM bet_holds WHERE match_id = $1 AND status <> 'held'`,
      [opts.matchId],
    );
    const r = rows[0];
    if (!r || r.n === 0) throw new Error('no held bet was decided');
    const span = Math.max(1, Number(r.span));
    return {
      bets: opts.members.length,
      accepted,
      delaySeconds: opts.delaySeconds,
      intakeSpreadMs: Number(r.spread),
      decideSpanMs: span,
      decidedPerSecond: (r.n / span) * 1000,
      latestMs: Number(r.latest),
    };
  } finally {
    await c.end();
  }
}
