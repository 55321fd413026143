import type { Language } from '@sanam/contract/constants.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { RealtimeBus } from '../realtime/bus.ts';
import type { Metrics } from './metrics.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
  }
}

/** What every module's routes receive: explicit dependencies, no hidden globals. */
export interface AppDeps {
  config: Config;
  db: Db;
  /**
   * Socket.IO emitter (DESIGN §5); call it only once the change has committed: from tx.afterCommit,
   * or after a statement that is its own transaction (matches' publishRate)
   */
  realtime: RealtimeBus;
  /**
   * The app's metrics (metrics.ts): buildApp makes them when the caller brings none. Absent where a
   * test calls a service without an app: nothing is counted there.
   */
  metrics?: Metrics;
}
