// The ledger's invariants (DESIGN §3) from the command line, against the configured database: the
// backup drill runs it on a restored copy (scripts/backup-drill.sh), an operator after any repair.
// Prints each check's code and what it found, and exits 1 when any fails (2 when it cannot run).
import { loadConfig } from './config.ts';
import { openDb } from './db/db.ts';
import { pendingMigrations } from './db/migrate.ts';
import { checkLedger } from './ledger/ledger.ts';

const config = loadConfig();
const db = await openDb({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : config.dataDir,
});
try {
  const pending = await pendingMigrations(db);
  if (pending > 0) {
    console.error(
      `ledger check: ${pending} migration(s) not applied; start the server once or run migrate-main`,
    );
    process.exitCode = 2;
  } else {
    const result = await checkLedger(db);
    for (const check of result.checks)
      console.log(`${check.ok ? 'ok  ' : 'FAIL'} ${check.code} ${JSON.stringify(check.findings)}`);
    console.log(result.ok ? 'ledger check: every invariant holds' : 'ledger check: FAILED');
    if (!result.ok) process.exitCode = 1;
  }
} finally {
  await db.close();
}
