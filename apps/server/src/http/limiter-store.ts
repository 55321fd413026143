// The counters behind the rate limits (http/rate-limits.ts) and the login throttle (modules/auth):
// in Redis when REDIS_URL is set, so a limit holds across nodes, under the deployment's own
// SOCKET_STREAM, so another deployment (or test) on the same Redis never spends its allowance; in
// memory otherwise. While Redis is unreachable (or still connecting) each node counts in memory
// instead of refusing. One Redis connection per app, whoever asks first.
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '../db/db.ts';
import type { AppDeps } from './types.ts';

export interface LimiterStore {
  /** `points` per `windowSeconds` (0: never expires) under the key prefix `name` */
  limiter(name: string, points: number, windowSeconds: number): RateLimiterAbstract;
}

interface OpenStore extends LimiterStore {
  close(): Promise<void>;
}

// One per app (keyed by its database), so apps built side by side in tests never share counters.
const stores = new WeakMap<Db, OpenStore>();

export function limiterStore(deps: AppDeps): LimiterStore {
  const existing = stores.get(deps.db);
  if (existing) return existing;
  const redis = deps.config.redisUrl ? new Redis(deps.config.redisUrl, { enableOfflineQueue: false }) : null;
  // connection errors are answered by the insurance limiter; ioredis keeps reconnecting
  redis?.on('error', () => undefined);
  const namespace = `${deps.config.socketStream}:`;
  const created: OpenStore = {
    limiter(name, points, windowSeconds) {
      const opts = { keyPrefix: `${namespace}${name}`, points, duration: windowSeconds };
      return redis
        ? new RateLimiterRedis({ ...opts, storeClient: redis, insuranceLimiter: new RateLimiterMemory(opts) })
        : new RateLimiterMemory(opts);
    },
    async close() {
      stores.delete(deps.db);
      if (redis) await redis.quit().catch(() => undefined);
    },
  };
  stores.set(deps.db, created);
  return created;
}

/** Releases the store's Redis connection (app onClose); the limiters made from it are done with. */
export async function closeLimiterStore(deps: AppDeps): Promise<void> {
  await stores.get(deps.db)?.close();
}
