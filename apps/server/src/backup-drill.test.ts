// The backup and restore drill (scripts/backup-drill.sh) on the real PostgreSQL: a dump of
// a database holding the demo's money restores into a fresh database whose ledger holds, and a
// dump of a broken ledger fails the drill. PostgreSQL only (set TEST_DATABASE_URL; CI does), with
// pg_dump, pg_restore and psql on the PATH, as on the machines that run PostgreSQL.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './test/env.ts';
import { seedDemo } from './seed/demo.ts';
import { createTestDb } from './test/test-app.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const dumps = mkdtempSync(path.join(tmpdir(), 'sanam-drill-'));

function drill(databaseUrl: string, dump: string) {
  // DATABASE_URL for the script alone, through bash, so the rest of this process's environment (PATH) stays
  const run = spawnSync(
    'bash',
    ['-c', 'DATABASE_URL="$1" exec bash scripts/backup-drill.sh "$2"', 'drill', databaseUrl, dump],
    { cwd: repoRoot, encoding: 'utf8', timeout: 120_000 },
  );
  return { code: run.status, out: `${run.stdout}\n${run.stderr}` };
}

describe.skipIf(!testDatabaseUrl())('the backup drill (PostgreSQL)', () => {
  let source: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    source = await createTestDb();
    await seedDemo(source.db);
  });
  /** the restored copies on the server (sanam_drill_<time>): the drill drops its own */
  const drillCopies = async () =>
    (
      await source.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_database WHERE datname LIKE 'sanam\\_drill\\_%'",
      )
    ).rows[0]?.n;
  afterAll(async () => {
    await source?.drop();
    rmSync(dumps, { recursive: true, force: true });
  });

  it('restores a dump into a fresh database whose ledger holds, and leaves no copy behind', async () => {
    const url = source.url ?? '';
    const copiesBefore = await drillCopies();
    const { code, out } = drill(url, path.join(dumps, 'good.dump'));
    expect(out).toContain('ledger check: every invariant holds');
    expect(out).toMatch(/source: {3}(\d+ members, \d+ postings, \d+ satang of member cash)\nrestored: \1/);
    expect(out).toContain('drill passed');
    expect(code).toBe(0);
    expect(await drillCopies()).toBe(copiesBefore);
  }, 180_000);

  it('fails when the restored ledger does not hold', async () => {
    // a cached balance one satang off its postings: what a bad restore or a hand edit would leave
    await source.db.query(
      `UPDATE balances SET balance = balance + 1
        WHERE account = (SELECT min(account) FROM balances WHERE currency = 'THB')`,
    );
    const { code, out } = drill(source.url ?? '', path.join(dumps, 'broken.dump'));
    expect(out).toContain('FAIL member_balances_match');
    expect(code).toBe(1);
  }, 180_000);
});
