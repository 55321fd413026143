// docs/benchmarks.md, section (e): the bet path and the history pages, an empty database beside a
// year of data, measured in the same run.
import { round } from './stats.ts';
import type { YearSectionResult } from './year-load.ts';

export type { YearSectionResult } from './year-load.ts';

type Skipped = { skipped: string };

/** The targets of the year-of-data bench (docs/benchmarks.md). */
export const YEAR_BET_RATIO_MIN = 0.8;
export const YEAR_READ_P99_MAX_MS = 50;

const ms = (n: number) => `${round(n, 1)} ms`;
const int = (n: number) => Math.round(n).toLocaleString('en-US');

/** The summary's rows: [what, this run, target, met (null: not measured)]. */
export function yearSummaryRows(
  y: YearSectionResult | Skipped,
): Array<[string, string, string, boolean | null]> {
  if ('skipped' in y)
    return [
      ['(e) bets/s on a year of data / on an empty one', `skipped: ${y.skipped}`, '≥ 0.8×', null],
      ['(e) slowest history page p99 on a year of data', `skipped: ${y.skipped}`, '< 50 ms', null],
    ];
  const ratio = y.full.bets.perSecond / y.empty.bets.perSecond;
  const worst = [...y.full.reads].sort((a, b) => b.p99Ms - a.p99Ms)[0];
  return [
    [
      `(e) bets/s on a year of data (${int(y.year.bets)} bets) / on an empty one`,
      `${round(ratio, 2)}×`,
      '≥ 0.8×',
      ratio >= YEAR_BET_RATIO_MIN,
    ],
    [
      `(e) slowest of ${y.full.reads.length} history pages, p99 on the year`,
      worst ? `${ms(worst.p99Ms)} (${worst.label})` : 'none',
      '< 50 ms',
      worst ? worst.p99Ms < YEAR_READ_P99_MAX_MS : null,
    ],
  ];
}

export function yearMarkdown(
  y: YearSectionResult | Skipped,
  settings: { clients: number; seconds: number; warmupS: number; members: number; yearReads: number },
): string {
  const lines = ['### (e) A year of data', ''];
  if ('skipped' in y) return [...lines, `Skipped: ${y.skipped}`, ''].join('\n');
  const { year, empty, full } = y;
  const ratio = full.bets.perSecond / empty.bets.perSecond;
  lines.push(
    `The year: ${int(year.bets)} bets on ${int(year.matches)} rounds (${year.roundsPerDay} a day on four stadiums over 365`,
    `days), ${int(year.members)} members, ${int(year.journalEntries)} journal entries and ${int(year.postings)} postings, written by`,
    '`bench/src/year-of-data.ts` straight into a fresh database in set-based SQL, in the shape the bet',
    'statement and the settlement leave (each bet its entry `bet:<id>` with its two postings and its',
    'bill; each round graded with its coin, bill and refund entries, its settlement row and book),',
    'with the deposits and withdrawals that fund it, the queues’ last waiting requests, and the audit',
    `rows of the ends and the cashier’s decisions. Generated in **${round(year.seconds / 60, 1)} min** (database`,
    `${int(year.databaseMb)} MB), then \`VACUUM ANALYZE\`; the ledger check (\`ledger-check-main.ts\`, the`,
    `server's own) on it: ${year.ledgerOk ? 'every invariant holds' : '**failed**'} (a failure fails the bench).`,
    '',
    `**Bet path**: bench (a)’s load (${settings.clients} clients, ${settings.members} new funded members, ${settings.seconds} s after`,
    `${settings.warmupS} s of warm-up) on a new round, on a fresh empty database and on the year, one after the other.`,
    '',
    '| | accepted bets/s | p50 | p99 | max | refused |',
    '|---|---:|---:|---:|---:|---:|',
    `| empty database | ${round(empty.bets.perSecond, 0)} | ${ms(empty.bets.p50Ms)} | ${ms(empty.bets.p99Ms)} | ${ms(empty.bets.maxMs)} | ${empty.bets.rejected} |`,
    `| a year of data | ${round(full.bets.perSecond, 0)} | ${ms(full.bets.p50Ms)} | ${ms(full.bets.p99Ms)} | ${ms(full.bets.maxMs)} | ${full.bets.rejected} |`,
    '',
    `**Ratio**: year / empty = **${round(ratio, 2)}×** (target ≥ ${YEAR_BET_RATIO_MIN}×).`,
    '',
    `**History pages**: ${settings.yearReads} requests to each, one after another on one kept-alive connection, after`,
    `${Math.max(2, Math.ceil(settings.yearReads / 10))} untimed ones, as the member (their token) or the console (an admin's token) makes`,
    `them. On the year, the member is the year's heaviest: member ${full.member.id}, ${int(full.member.bets)} bets and`,
    `${int(full.member.postings)} cash postings; on the empty database, the first member of the bet load`,
    `(${int(empty.member.bets)} bets). "a round" is the member's last round; "page 20" is offset 380 of the`,
    "console's 20-row pages; the cursor page starts halfway back through the member's postings.",
    '',
    '| page | by | empty p50 | empty p99 | year p50 | year p99 | rows (year) | p99 < 50 ms |',
    '|---|---|---:|---:|---:|---:|---:|---|',
  );
  for (const r of full.reads) {
    const e = empty.reads.find((x) => x.label === r.label);
    lines.push(
      `| ${r.label} | ${r.who} | ${e ? ms(e.p50Ms) : '–'} | ${e ? ms(e.p99Ms) : '–'} | ${ms(r.p50Ms)} | ${ms(r.p99Ms)} | ${r.rows} | ${r.p99Ms < YEAR_READ_P99_MAX_MS ? 'met' : '**not met**'} |`,
    );
  }
  lines.push('', 'Where the generation’s time went:', '', '| step | s |', '|---|---:|');
  for (const s of year.steps) lines.push(`| ${s.step} | ${s.seconds} |`);
  lines.push('');
  return lines.join('\n');
}
