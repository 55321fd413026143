// The ledger check (ledger/check.ts, DESIGN §3) as the console asks it and as each node runs it for
// the metrics: every run, the operator's or the clock's, sets the app's ledger gauges
// (http/metrics.ts). The clock runs only while /metrics is on, since nothing else records its result,
// and an invariant it finds broken is logged as well.
//
// A run reads every posting (on a year of data, over a minute on one connection), so a node runs one
// at a time: a call while one runs gets that run's result, and the node keeps its last run for the
// dashboard and the roles that may not start one. Kept per database pool, i.e. per node: two nodes
// each run and keep their own, as their gauges do.
import type { LedgerCheckLast, LedgerCheckRun } from '@sanam/contract/admin.ts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db.ts';
import type { AppDeps } from '../../http/types.ts';
import { checkLedger } from '../../ledger/ledger.ts';

/** The first run on a node after it starts, unless the interval is shorter: the gauges appear soon. */
const FIRST_RUN_DELAY_MS = 30_000;

type Runs = { running: Promise<LedgerCheckRun> | null; last: LedgerCheckRun | null };
const runsByPool = new WeakMap<Db, Runs>();

function runsOf(db: Db): Runs {
  let runs = runsByPool.get(db);
  if (!runs) runsByPool.set(db, (runs = { running: null, last: null }));
  return runs;
}

/** A run of the invariants of DESIGN §3, recorded in the metrics; joins the run in progress, if any. */
export function ledgerCheck(deps: Pick<AppDeps, 'db' | 'metrics'>): Promise<LedgerCheckRun> {
  const runs = runsOf(deps.db);
  runs.running ??= (async () => {
    const start = performance.now();
    const result = await checkLedger(deps.db);
    const seconds = (performance.now() - start) / 1000;
    deps.metrics?.ledgerChecked(result.ok, seconds);
    runs.last = { ...result, checked_at: new Date().toISOString(), seconds };
    return runs.last;
  })().finally(() => {
    runs.running = null;
  });
  return runs.running;
}

/** The node's last run, without starting one. */
export function lastLedgerCheck(db: Db): LedgerCheckLast {
  const runs = runsOf(db);
  return { last: runs.last, running: runs.running !== null };
}

/** Runs the ledger check on this node every LEDGER_CHECK_MINUTES while /metrics is on. */
export function startLedgerCheckClock(app: FastifyInstance, deps: AppDeps): void {
  const every = deps.config.ledgerCheckIntervalMs;
  if (every <= 0 || deps.config.metricsToken === undefined) return;
  const log = app.log.child({ module: 'ledger-check' });
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let closed = false;
  const run = () => {
    running = ledgerCheck(deps)
      .then((result) => {
        if (!result.ok)
          log.error({ failed: result.checks.filter((c) => !c.ok).map((c) => c.code) }, 'ledger check FAILED');
      })
      .catch((err: unknown) => log.error({ err }, 'ledger check could not run'))
      .finally(() => {
        running = null;
        if (!closed) schedule(every);
      });
  };
  const schedule = (ms: number) => {
    timer = setTimeout(run, ms);
    timer.unref();
  };
  app.addHook('onReady', (done) => {
    schedule(Math.min(every, FIRST_RUN_DELAY_MS));
    done();
  });
  // a check in progress is not waited for: it only reads, and on a year of data it takes more than a
  // minute, longer than a stop may (main.ts's deadline); closing the pool ends it
  app.addHook('onClose', (_instance, done) => {
    closed = true;
    if (timer) clearTimeout(timer);
    void running;
    done();
  });
}
