// The deployment's migration step: applies the migrations and exits, so a compose file or
// an orchestrator runs them once before any node serves. The nodes still migrate at start (under
// the same advisory lock), which then finds nothing to do.
import { loadConfig } from './config.ts';
import { openDb } from './db/db.ts';
import { migrate } from './db/migrate.ts';

const config = loadConfig();
const db = await openDb({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : config.dataDir,
});
try {
  const applied = await migrate(db);
  console.log(applied.length ? `migrations applied: ${applied.join(', ')}` : 'migrations: nothing to apply');
} finally {
  await db.close();
}
