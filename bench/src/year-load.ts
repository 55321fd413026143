// Bench (e): the bet path and the history reads on an empty database and on a year of data
// (year-of-data.ts), in the same run, with the same knobs: the bet load of bench (a) against a
// server on each, then many sequential requests to each history page a member or the console opens,
// timed one by one after a warm-up.
import pg from 'pg';
import { Pool } from 'undici';
import { Api, fundedMember, openMatch, operatorToken, type BenchMember } from './api.ts';
import { runBetLoad, type LoadResult } from './bet-load.ts';
import { createFreshDatabase, type FreshDatabase } from './fresh-database.ts';
import { startServer, type ServerProcess } from './server-process.ts';
import { summarize, type LatencySummary } from './stats.ts';
import { generateYearOfData, type YearData } from './year-of-data.ts';

export interface YearSettings {
  /** bets in the year (BENCH_YEAR_BETS) */
  bets: number;
  /** timed requests per route and size (BENCH_YEAR_READS), after a tenth as many unmeasured */
  reads: number;
  clients: number;
  members: number;
  seconds: number;
  warmupS: number;
}

/** One read as the member app or the console makes it: its label, who it is for, the request. */
export interface ReadRoute {
  label: string;
  who: 'member' | 'console';
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

export interface ReadResult extends LatencySummary {
  label: string;
  who: 'member' | 'console';
  /** rows in the first reply (items of a page), to show the page was not empty */
  rows: number;
}

export interface SizeResult {
  bets: LoadResult;
  reads: ReadResult[];
  /** the member whose history was read, and how many bets and cash postings they hold */
  member: { id: number; bets: number; postings: number };
}

export interface YearSectionResult {
  year: YearData;
  empty: SizeResult;
  full: SizeResult;
}

/** What the history pages read, for `member` (who holds a history) and `matchId` (a round they bet on). */
export function historyRoutes(memberId: number, matchId: number, midCursor: number): ReadRoute[] {
  const file = (list: string, query = '') => `/admin/members/${memberId}/${list}${query}`;
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  return [
    {
      label: 'transactions, first page',
      who: 'member',
      method: 'POST',
      path: '/user/transaction/member',
      body: {},
    },
    {
      label: 'transactions, bets only',
      who: 'member',
      method: 'POST',
      path: '/user/transaction/member',
      body: { filter: 'bet' },
    },
    {
      label: 'transactions, deposits only',
      who: 'member',
      method: 'POST',
      path: '/user/transaction/member',
      body: { filter: 'deposit' },
    },
    {
      label: 'transactions, a page halfway back',
      who: 'member',
      method: 'POST',
      path: '/user/transaction/member',
      body: { cursor: midCursor },
    },
    { label: 'bet history of a round', who: 'member', method: 'GET', path: `/user/transaction/${matchId}` },
    { label: 'ended rounds', who: 'member', method: 'GET', path: '/user/match/listend' },
    {
      label: 'deposit and withdrawal requests',
      who: 'member',
      method: 'GET',
      path: '/user/user/wallet_requests',
    },
    { label: 'rounds, ended', who: 'console', method: 'GET', path: '/admin/matches?status=ended' },
    {
      label: 'round exposure (its bets)',
      who: 'console',
      method: 'GET',
      path: `/admin/matches/${matchId}/exposure`,
    },
    { label: 'member file: bets', who: 'console', method: 'GET', path: file('bets') },
    { label: 'member file: bets, page 20', who: 'console', method: 'GET', path: file('bets', '?offset=380') },
    { label: 'member file: bets, won', who: 'console', method: 'GET', path: file('bets', '?status=won') },
    { label: 'member file: statement', who: 'console', method: 'GET', path: file('statement') },
    {
      label: 'member file: statement, page 20',
      who: 'console',
      method: 'GET',
      path: file('statement', '?offset=380'),
    },
    { label: 'member file: deposits', who: 'console', method: 'GET', path: file('deposits') },
    { label: 'member file: withdrawals', who: 'console', method: 'GET', path: file('withdrawals') },
    { label: 'deposits queue (pending)', who: 'console', method: 'GET', path: '/admin/deposits' },
    { label: 'deposits, all', who: 'console', method: 'GET', path: '/admin/deposits?status=all' },
    { label: 'withdrawals, all', who: 'console', method: 'GET', path: '/admin/withdrawals?status=all' },
    {
      label: 'report: member statement, 30 days',
      who: 'console',
      method: 'GET',
      path: `/admin/reports/statement?member_id=${memberId}&from=${day(30)}&to=${day(0)}`,
    },
    { label: 'audit log', who: 'console', method: 'GET', path: '/admin/audit' },
    {
      label: 'audit log of the member',
      who: 'console',
      method: 'GET',
      path: `/admin/audit?member=${memberId}`,
    },
    { label: 'members search', who: 'console', method: 'GET', path: '/admin/members?q=0800' },
  ];
}

const rowsOf = (data: unknown): number => {
  if (Array.isArray(data)) return data.length;
  if (data && typeof data === 'object') {
    const d = data as { items?: unknown; rows?: unknown; transactions?: unknown };
    for (const v of [d.items, d.rows, d.transactions]) if (Array.isArray(v)) return v.length;
    return 1;
  }
  return 0;
};

/** `reads` timed requests to each route, one after another (plus a tenth as many first, untimed). */
export async function timeReads(
  baseUrl: string,
  tokens: { member: string; console: string },
  routes: readonly ReadRoute[],
  reads: number,
): Promise<ReadResult[]> {
  const pool = new Pool(baseUrl, { connections: 1, pipelining: 1 });
  try {
    const results: ReadResult[] = [];
    for (const r of routes) {
      const once = async (): Promise<[number, unknown]> => {
        const t0 = performance.now();
        const res = await pool.request({
          method: r.method,
          path: `/api${r.path}`,
          headers: {
            authorization: `Bearer ${tokens[r.who]}`,
            ...(r.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: r.body === undefined ? undefined : JSON.stringify(r.body),
        });
        const text = await res.body.text();
        const ms = performance.now() - t0;
        if (res.statusCode !== 200)
          throw new Error(`${r.method} ${r.path}: ${res.statusCode} ${text.slice(0, 200)}`);
        return [ms, (JSON.parse(text) as { data: unknown }).data];
      };
      let rows = 0;
      for (let i = 0; i < Math.max(2, Math.ceil(reads / 10)); i++) rows = rowsOf((await once())[1]);
      const samples: number[] = [];
      for (let i = 0; i < reads; i++) samples.push((await once())[0]);
      results.push({ label: r.label, who: r.who, rows, ...summarize(samples) });
    }
    return results;
  } finally {
    await pool.close();
  }
}

/** The member's counts, and a posting id halfway back through their cash history (a deep cursor). */
async function historyOf(databaseUrl: string, memberId: number) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const { rows } = await c.query<{ bets: number; postings: number; mid: number; match: number }>(
      `SELECT (SELECT count(*) FROM bets WHERE member_id = $1)::int AS bets,
              (SELECT count(*) FROM postings WHERE account = 'member:' || $1)::int AS postings,
              (SELECT id FROM postings WHERE account = 'member:' || $1 ORDER BY id
                OFFSET (SELECT count(*) / 2 FROM postings WHERE account = 'member:' || $1) LIMIT 1)::bigint AS mid,
              (SELECT max(match_id) FROM bets WHERE member_id = $1)::bigint AS match`,
      [memberId],
    );
    const r = rows[0];
    if (!r) throw new Error(`member ${memberId} has no history`);
    return { bets: r.bets, postings: r.postings, mid: Number(r.mid), match: Number(r.match) };
  } finally {
    await c.end();
  }
}

async function memberLogin(api: Api, phone: string, password: string): Promise<BenchMember> {
  const login = await api.call<{ access_token: string; user: { id: number } }>('POST', '/user/login', {
    body: { phone, password },
  });
  return { id: login.user.id, token: login.access_token };
}

/**
 * One size: a server on the database, the bet load of bench (a) on a new round (its own members,
 * funded through the console's deposit call), then the reads for `reader` (the year's heaviest
 * member; on the empty database, the first member of the load).
 */
async function measureSize(
  db: FreshDatabase,
  s: YearSettings,
  reader: { phone: string; password: string } | null,
  log: (line: string) => void,
): Promise<SizeResult> {
  let server: ServerProcess | undefined;
  try {
    server = await startServer(db.url);
    const api = new Api(server.url);
    const op = await operatorToken(api, db.url);
    const members: BenchMember[] = [];
    for (let i = 0; i < s.members; i += 16) {
      const batch = Array.from({ length: Math.min(16, s.members - i) }, (_, j) => i + j + 1);
      members.push(...(await Promise.all(batch.map((n) => fundedMember(api, op, n, 100_000)))));
    }
    const round = await openMatch(api, op, 'Bench round (a year of data)');
    const bets = await runBetLoad({
      baseUrl: server.url,
      matchId: round.matchId,
      rateId: round.rate.id,
      members,
      clients: s.clients,
      seconds: s.seconds,
      warmupS: s.warmupS,
    });
    log(
      `    bets: ${Math.round(bets.perSecond)}/s, p99 ${bets.p99Ms.toFixed(1)} ms, ${bets.rejected} refused`,
    );
    const first = members[0];
    if (!first) throw new Error('no bench member');
    const { id: memberId, token } = reader ? await memberLogin(api, reader.phone, reader.password) : first;
    const h = await historyOf(db.url, memberId);
    const reads = await timeReads(
      server.url,
      { member: token, console: op },
      historyRoutes(memberId, h.match, h.mid),
      s.reads,
    );
    for (const r of reads)
      log(`    ${r.label}: p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms (${r.rows} rows)`);
    return { bets, reads, member: { id: memberId, bets: h.bets, postings: h.postings } };
  } finally {
    await server?.stop();
  }
}

/**
 * Bench (e): generates the year (a fresh `sanam_year_*` database), then measures an empty database
 * (another fresh one) and the year, one after the other, and drops both.
 */
export async function runYearSection(
  adminUrl: string,
  s: YearSettings,
  log: (line: string) => void,
): Promise<YearSectionResult> {
  const yearDb = await createFreshDatabase(adminUrl, 'sanam_year');
  const emptyDb = await createFreshDatabase(adminUrl, 'sanam_year');
  try {
    log(`  generating ${s.bets} bets in ${yearDb.name}`);
    const year = await generateYearOfData(yearDb.url, { bets: s.bets, log: (l) => log(`  ${l.trim()}`) });
    log(`  the empty database (${emptyDb.name})`);
    const empty = await measureSize(emptyDb, s, null, log);
    log(`  the year (member ${year.heavyMember.id}: ${year.heavyMember.bets} bets)`);
    const full = await measureSize(
      yearDb,
      s,
      { phone: year.heavyMember.phone, password: year.password },
      log,
    );
    return { year, empty, full };
  } finally {
    await emptyDb.drop();
    await yearDb.drop();
  }
}
