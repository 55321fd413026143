// docs/benchmarks.md, written by `npm run bench`: the numbers of one run and their ratios to the
// baselines measured in that same run (absolute numbers depend on the machine; ratios travel better).
import { MIN_BET_BAHT_DEFAULT } from '@sanam/contract/stakes.ts';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadResult } from './bet-load.ts';
import { fanoutMarkdown, type FanoutSectionResult } from './fanout-cluster.ts';
import { lighthouseMarkdown, type LighthouseResult } from './lighthouse.ts';
import { REPO_ROOT } from './server-process.ts';
import type { HeldResult } from './held-load.ts';
import type { SettlementResult } from './settlement-load.ts';
import { round } from './stats.ts';
import { webWeightMarkdown, type WebWeightResult } from './web-weight.ts';
import { yearMarkdown, yearSummaryRows, type YearSectionResult } from './year-report.ts';

type Skipped = { skipped: string };

export interface BenchReport {
  date: string;
  machine: {
    cores: number;
    cpu: string;
    memoryGb: number;
    node: string;
    postgres: string;
    /** 1-minute load average when the run started: other work on the machine skews absolute numbers */
    loadAtStart: number;
  };
  settings: {
    clients: number;
    members: number;
    seconds: number;
    warmupS: number;
    sockets: number;
    clusterSockets: number;
    publishes: number;
    settleBets: number;
    lighthouseRuns: number;
    yearBets: number;
    yearReads: number;
  };
  bets: { server: LoadResult; baseline: LoadResult; ledgerOk: boolean };
  fanout: FanoutSectionResult;
  settlement: SettlementResult | Skipped;
  /** (h) held bets at a bet delay: how many a node decides per second */
  held: HeldResult | Skipped;
  weight: WebWeightResult | Skipped;
  lighthouse: LighthouseResult | Skipped;
  year: YearSectionResult | Skipped;
}

const ms = (n: number) => `${round(n, 2)} ms`;
const x = (n: number) => `${round(n, 2)}×`;
const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');

/** One line per target the bench holds the server to: what was measured, against what, and whether it holds. */
function summary(r: BenchReport): string[] {
  const rows: string[] = [];
  const add = (what: string, value: string, target: string, ok: boolean | null) =>
    rows.push(`| ${what} | ${value} | ${target} | ${ok === null ? 'not measured' : verdict(ok)} |`);
  const b = r.bets;
  const betRatio = b.server.perSecond / b.baseline.perSecond;
  // the round runs with every limit on (BENCH_LIMITS), which must keep 0.7× of the floor
  add('(a) bets/s with every limit on, server / pgbench', x(betRatio), '≥ 0.7× (aim 1.0×)', betRatio >= 0.7);
  add(
    '(a) bet p99 at ' + String(r.settings.clients) + ' in flight',
    ms(b.server.p99Ms),
    '< 50 ms',
    b.server.p99Ms < 50,
  );
  for (const [label, part] of [
    ['(b) RATE p99, 1,000 sockets, server / bare', r.fanout.single],
    ['(b) RATE p99, 10,000 sockets on two processes, server / bare', r.fanout.cluster],
  ] as const) {
    if ('skipped' in part) add(label, `skipped: ${part.skipped}`, '≤ 1.3×', null);
    else {
      const ratio = part.server.p99Ms / part.baseline.p99Ms;
      add(label, x(ratio), '≤ 1.3×', ratio <= 1.3);
    }
  }
  if ('skipped' in r.settlement)
    add('(c) settlement / INSERT … SELECT', `skipped: ${r.settlement.skipped}`, '≤ 3×', null);
  else {
    const ratio = r.settlement.settleMs / r.settlement.baselineMs;
    add(`(c) settlement of ${r.settlement.bets} bets / INSERT … SELECT`, x(ratio), '≤ 3×', ratio <= 3);
  }
  if ('skipped' in r.weight) add('(d) first-load JS / budget', `skipped: ${r.weight.skipped}`, '≤ 1×', null);
  else add('(d) first-load JS gzip / 170 kB budget', x(r.weight.ratio), '≤ 1×', r.weight.ratio <= 1);
  if ('skipped' in r.lighthouse)
    add('(d) Lighthouse performance', `skipped: ${r.lighthouse.skipped}`, '≥ 90', null);
  else
    for (const page of ['login', 'home'] as const) {
      const m = r.lighthouse.median[page];
      add(
        `(d) Lighthouse performance, ${page} (median run)`,
        `${m.performance} (LCP ${m.lcpMs} ms, CLS ${m.cls}, TBT ${m.tbtMs} ms)`,
        '≥ 90',
        m.performance >= 90,
      );
    }
  for (const [what, value, target, ok] of yearSummaryRows(r.year)) add(what, value, target, ok);
  return ['| result | this run | target | |', '|---|---:|---|---|', ...rows, ''];
}

function betSection(r: BenchReport): string[] {
  const { server: s, baseline: b, ledgerOk } = r.bets;
  return [
    '### (a) Live bets: `POST /api/user/bet/:matchId`',
    '',
    `${r.settings.clients} clients fire bets of ${MIN_BET_BAHT_DEFAULT} baht (the minimum stake) on red back to back over kept-alive loopback connections`,
    `for ${r.settings.seconds} s, after a ${r.settings.warmupS} s warm-up, for ${r.settings.members} funded members: client c bets for`,
    'members c, c + clients… in turn, so one member never has two bets in flight. Each bet is the whole',
    'path: HTTP, the token and its session, validation, the checks against the match and every limit of',
    "issue 23 (the round's maximum stake and payout, the member's controls and per-side total, the",
    "liability cap against the round's book, locked in the bet's transaction), the bet row and",
    'its ledger entry (member → escrow with before/after balances; coins come with the grading) written only if the',
    'match is still at the version checked, the reply with the new balance, and the BALANCE and BET',
    'events after the commit. Bets that arrive together are written together, one statement and one',
    'commit per group (`apps/server/src/modules/betting/bet-batch.ts`).',
    '',
    '**Baseline**: pgbench on the same database, the same number of clients and members (client c',
    'betting for its own members), prepared statements, running the bare bet transaction: a',
    'conditional debit of a balance row (`UPDATE … SET balance = balance - 100 WHERE member_id = :m AND',
    'balance >= 100`), the insert of a bet row and of its two postings, in one transaction (script in',
    '`bench/src/bet-load.ts`).',
    '',
    '| | accepted bets/s | p50 | p99 | max | refused |',
    '|---|---:|---:|---:|---:|---:|',
    `| server (HTTP → ledger) | ${round(s.perSecond, 0)} | ${ms(s.p50Ms)} | ${ms(s.p99Ms)} | ${ms(s.maxMs)} | ${s.rejected} |`,
    `| baseline (pgbench, bare transaction) | ${round(b.perSecond, 0)} | ${ms(b.p50Ms)} | ${ms(b.p99Ms)} | ${ms(b.maxMs)} | – |`,
    '',
    `**Ratios**: throughput server / baseline = **${x(s.perSecond / b.perSecond)}**; p99 latency server / baseline =`,
    `**${x(s.p99Ms / b.p99Ms)}** (p50: ${x(s.p50Ms / b.p50Ms)}). Ledger check after the bets: ${ledgerOk ? 'ok' : '**failed**'}.`,
    '',
  ];
}

function settlementSection(r: BenchReport): string[] {
  const lines = ['### (c) Settlement: the operator ends a round of 100,000 bets', ''];
  const s = r.settlement;
  if ('skipped' in s) return [...lines, `Skipped: ${s.skipped}`, ''];
  return [
    ...lines,
    `${s.members} members, each with ${s.bets / s.members} bets of 100 baht (the coin minimum) on one side, red or blue, at 10/10 in one round, so every bet earns a coin at the grading (laid in`,
    'bulk as the bet path writes them: each bet row naming its ledger entry and added to its member’s',
    'bill of the match), then `POST /api/admin/matches/:id/end {result: red}` timed as the console',
    'waits for it: the end, the grading of the 10,000 bills the bets opened in one statement (a bet’s',
    'outcome is derived from its match’s result, not written on it), the bill entry paying every',
    'winner from the bills, the settlement row and the commit. The BALANCE events to the 10,000 paid',
    'members follow in the background and are not in the time.',
    '',
    '**Baseline**: on the same database right before, `INSERT INTO` a table of the same columns as',
    '`bets` (no index) `SELECT` the round’s bet rows: the same rows, the same width; best of three.',
    'Each baseline run and the settlement start right after a `CHECKPOINT`, from the same clean cache.',
    '',
    '| | ms |',
    '|---|---:|',
    `| settlement (end call) | ${round(s.settleMs, 1)} |`,
    `| baseline (INSERT … SELECT, runs ${s.baselineRunsMs.map((v) => round(v, 1)).join(', ')}) | ${round(s.baselineMs, 1)} |`,
    '',
    `**Ratio**: settlement / baseline = **${x(s.settleMs / s.baselineMs)}**. Ledger check afterwards: ${s.ledgerOk ? 'ok' : '**failed**'}.`,
    '',
  ];
}

function heldSection(r: BenchReport): string[] {
  const lines = ['### (h) Held bets: a node decides a burst at a 3 s bet delay', ''];
  const h = r.held;
  if ('skipped' in h) return [...lines, `Skipped: ${h.skipped}`, ''];
  return [
    ...lines,
    `${h.bets} members each fire one live bet at once on a round with a ${h.delaySeconds} s delay (betting/holds.ts):`,
    'each is taken in (its stake reserved), and all come due within the spread of their intake; the node',
    'then decides each in a transaction of its own (the round FOR SHARE, the member’s cash row and the',
    'book locked, the whole stake rule set, the bet written). Read from `bet_holds` afterwards.',
    '',
    '| bets | accepted | intake spread ms | first due → last decided ms | decided per s | latest past due ms |',
    '|---:|---:|---:|---:|---:|---:|',
    `| ${h.bets} | ${h.accepted} | ${round(h.intakeSpreadMs, 0)} | ${round(h.decideSpanMs, 0)} | ${round(h.decidedPerSecond, 0)} | ${round(h.latestMs, 0)} |`,
    '',
  ];
}

/** What the numbers say beyond themselves: where the time goes. */
const READING = [
  '## Reading the numbers',
  '',
  '- **Bets.** A bet is one statement, written with every other bet waiting for it (group commit, one',
  '  statement at a time: two, three, four and eight in flight measured slower). PostgreSQL spends',
  '  about 160 µs per bet inside it (one bet row with four indexes and four foreign keys, a journal',
  '  entry, two postings (member and escrow; coins come at the grading since issue 20), one cached',
  '  balance, and the member’s bill of the match: opened by their first bet on it, updated in place',
  '  by the next); the statement runs on one connection at a time, so PostgreSQL uses about one of the',
  '  two cores while pgbench’s 32 sessions use both. The server is idle about half the time, waiting',
  '  for the statement and its commit.',
  '- **Settlement.** It runs inside PostgreSQL, on the bills the bets opened: each bill already holds',
  '  what its bets return under each result, so one statement grades the 10,000 bills in place (about',
  '  25 ms on a fresh database: no index and no foreign key to touch). Then two entries, each one',
  '  statement (ledger postToMembers: the members read from the bills once, their rows locked in',
  '  account order and checked, and the journal row, postings and cached balances written only when',
  '  every check holds): the coins, 10,000 postings to coins:<id> (about 75 ms), and the bill, 5,000',
  '  winners paid (about 45 ms). Measured 2026-11-25: the coin entry first took the',
  '  settlement from 2.5× to 3.6×; one statement per entry instead of a check and a write (each',
  '  reading the bills and the balances again) and the postings’ entry rule checked once per',
  '  statement instead of once per row (migration 020: the foreign key’s row trigger was a quarter of',
  '  each entry’s time) brought it back to 2.5-2.9×. What is left is PostgreSQL writing 15,000',
  '  postings with their three indexes and 15,000 cached balances.',
  '- **Fan-out.** The emit is the same Socket.IO broadcast on both sides; what the server adds is the',
  '  operator call before it (the operator’s token and session, then the publish: one statement that',
  '  is its own transaction), the difference between the two sides’ “call alone” times. From the',
  '  first socket to the last of 1,000 both sides take about the same time, so the p99 of the',
  '  deliveries moves with the few slowest publishes of either side; the per-publish column shows them.',
  '- **A year of data.** The bet statement is the same on the year, its inserts landing at the right',
  '  edge of each index (ids and times only grow) and its reads found by key, so it keeps its pace.',
  '  A history page costs what it reads of one member’s rows: a page of 20 is a few index entries; a',
  '  total, a filter that keeps few rows (deposits among bets, won bets) or a 30-day report reads',
  '  most of the heaviest member’s 50,000 bets or 73,000 postings: from indexes alone since migration',
  '  029 (20-50 ms), except the report’s 5,600 rows, read from the tables themselves and sent in one',
  '  answer.',
  '- **Lighthouse, home.** Its largest paint is a paragraph of the side panel, drawn with the page’s',
  '  chunk once the app, the auth check and the chunk have arrived, and recorded after the Kanit faces',
  '  the page asked for have come in. The emulated 4× slower CPU turns the page’s first render and',
  '  its first layout (Thai text with no Thai font on this machine to fall back on) into long tasks, so',
  '  blocking time moves between about 100 and 400 ms from run to run on this machine and the score',
  '  around 90; the login page, with less to draw, stays above it.',
  '',
];

export function renderReport(r: BenchReport): string {
  const lines = [
    '# Benchmarks',
    '',
    'Written by `npm run bench` (from the repository root; about five minutes with the defaults, and',
    'about a quarter of an hour more for section (e)’s year of data, `BENCH_YEAR_BETS=0` leaves it out). Not part of',
    '`npm test`: timings say how the code behaves on one machine, so every number here sits beside a',
    'baseline measured in the same run, on the same machine, and the **ratios** are what to compare',
    'between runs.',
    '',
    'The bench needs a PostgreSQL it may create databases on (`BENCH_DATABASE_URL`, else',
    '`TEST_DATABASE_URL`, else `postgres://postgres@127.0.0.1:5432/postgres`), `pgbench` on the PATH,',
    'Redis for the two-process fan-out (`BENCH_REDIS_URL`, else `REDIS_URL`, else',
    '`redis://127.0.0.1:6379`; without it that part is skipped) and Debian’s Chromium for Lighthouse. It',
    'creates a fresh database, runs the real server on it (`apps/server/src/main.ts` with `DATABASE_URL`',
    'set, `DEMO_SEED=0`, `DEMO_SIMULATOR=0`, `SANDBOX=0`, `LOG_LEVEL=warn`, `NODE_ENV=production`) on a',
    'free loopback port, and drops the database at the end. Everything talks over 127.0.0.1 only.',
    'Knobs: `BENCH_SECONDS`, `BENCH_CLIENTS`, `BENCH_MEMBERS`, `BENCH_SOCKETS`, `BENCH_CLUSTER_SOCKETS`,',
    '`BENCH_PUBLISHES`, `BENCH_SETTLE_BETS`, `BENCH_LIGHTHOUSE_RUNS`, `BENCH_YEAR_BETS` (the year of (e):',
    '10,000,000 bets by default, `200000` for a quick run, `0` to leave (e) out), `BENCH_YEAR_READS`',
    '(timed requests per history page and size, 200), `BENCH_WRITE=0` (print only, leave this file alone),',
    '`BENCH_SECTIONS=a,c` (only those sections, printed, this file left alone: a change to the bet or ledger',
    'path measured before and after).',
    '',
    `## Last run (${r.date})`,
    '',
    `Machine: ${r.machine.cores} cores (${r.machine.cpu}), ${r.machine.memoryGb} GB RAM, Node ${r.machine.node},`,
    `PostgreSQL ${r.machine.postgres}. The load generators, the server and PostgreSQL share those cores;`,
    `the 1-minute load average was ${round(r.machine.loadAtStart, 1)} when the run started (anything else`,
    'running on the machine weighs on both sides of a ratio, but not always equally).',
    '',
    ...summary(r),
    ...betSection(r),
    fanoutMarkdown(r.fanout),
    ...settlementSection(r),
    ...heldSection(r),
    '### (d) The member app',
    '',
    'skipped' in r.weight ? `Weight skipped: ${r.weight.skipped}\n` : webWeightMarkdown(r.weight),
    'skipped' in r.lighthouse
      ? `Lighthouse skipped: ${r.lighthouse.skipped}\n`
      : lighthouseMarkdown(r.lighthouse),
    yearMarkdown(r.year, r.settings),
    ...READING,
  ];
  return lines.join('\n');
}

/** Written through the repository's Prettier config, so `prettier --check` holds for the file. */
export async function writeReport(r: BenchReport): Promise<string> {
  const file = path.join(REPO_ROOT, 'docs/benchmarks.md');
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  await writeFile(file, await prettier.format(renderReport(r), { ...options, filepath: file }));
  return file;
}
