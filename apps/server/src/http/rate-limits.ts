// Rate limits on the writes that cost the house work (DESIGN §6), in one place: the table
// below says which route takes which of the contract's RATE_LIMITS, and one preHandler applies it.
// preHandler runs after each route's guard (onRequest), so the member is known, and after the body
// is parsed, so a malformed body is refused (400) without using anybody's allowance.
// Counted in Redis when REDIS_URL is set, so a limit holds across nodes (http/limiter-store.ts, which
// the login throttle shares).
// Bets are deliberately absent (contract rate-limits.ts).
import { GAME_NAMES, launchPath } from '@sanam/contract/games.ts';
import { RATE_LIMITS, type RateLimit, type RateLimitName } from '@sanam/contract/rate-limits.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '../db/db.ts';
import { WaitError } from './errors.ts';
import { closeLimiterStore, limiterStore } from './limiter-store.ts';
import type { AppDeps } from './types.ts';

/** "METHOD path" (under the API prefix, as the route was declared) → the limit it takes. */
export const ROUTE_RATE_LIMITS: Readonly<Record<string, RateLimitName>> = {
  'POST /user/user/slip': 'slip',
  'POST /user/user/slip_unread': 'slip',
  'POST /user/user/withdraw': 'withdraw',
  'POST /user/user/redeem': 'redeem',
  'POST /user/register': 'register',
  'POST /user/login': 'login',
  'POST /admin/auth/login': 'login',
  // the console's second step (TOTP): its codes are also counted per operator (modules/auth/totp.ts)
  'POST /admin/auth/login/totp': 'login',
  'POST /admin/auth/login/enrol/confirm': 'login',
  'GET /user/chat/token': 'chatToken',
  'POST /user/user/chpw': 'passwordChange',
  ...Object.fromEntries(GAME_NAMES.map((game) => [`GET ${launchPath(game)}`, 'gameLaunch' as const])),
};

type Limiters = Record<RateLimitName, { member: RateLimiterAbstract[]; address: RateLimiterAbstract[] }>;

// One set per app (keyed by its database), so apps built side by side in tests never share counters.
const limitersByDb = new WeakMap<Db, Limiters>();

function limiters(deps: AppDeps): Limiters {
  const existing = limitersByDb.get(deps.db);
  if (existing) return existing;
  const store = limiterStore(deps);
  const created = Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([name, rule]) => {
      const r: { member?: readonly RateLimit[]; address?: readonly RateLimit[] } = rule;
      const of = (who: string) => (l: RateLimit, i: number) =>
        store.limiter(`rl:${name}:${who}:${i}`, l.points, l.windowSeconds);
      return [
        name,
        { member: (r.member ?? []).map(of('member')), address: (r.address ?? []).map(of('address')) },
      ];
    }),
  ) as Limiters;
  limitersByDb.set(deps.db, created);
  return created;
}

/**
 * Takes one request from each of the named limit's counters (the member's, when known, and the
 * address's); over any of them answers 429 with the longest wait among those refused.
 */
export async function consumeRateLimit(
  deps: AppDeps,
  name: RateLimitName,
  subject: { memberId?: number; address: string },
): Promise<void> {
  if (!deps.config.rateLimits) return;
  const { member, address } = limiters(deps)[name];
  const takes: Array<{ store: RateLimiterAbstract; key: string }> = [];
  if (subject.memberId !== undefined)
    for (const store of member) takes.push({ store, key: String(subject.memberId) });
  for (const store of address) takes.push({ store, key: subject.address });
  const results = await Promise.allSettled(takes.map((x) => x.store.consume(x.key)));
  let waitMs = 0;
  for (const r of results) {
    if (r.status === 'fulfilled') continue;
    if (!(r.reason instanceof RateLimiterRes)) throw r.reason;
    waitMs = Math.max(waitMs, r.reason.msBeforeNext);
  }
  // a refused request is not counted by the windows that let it through: a burst costs the
  // minute it was made in, not the hour
  if (waitMs > 0)
    await Promise.all(
      takes.filter((_, i) => results[i]?.status === 'fulfilled').map((x) => x.store.reward(x.key, 1)),
    );
  if (waitMs > 0) throw new WaitError('rate.too_fast', waitMs / 1000);
}

/** Registers the table's limits on the app (call before the routes are registered). */
export function registerRateLimits(app: FastifyInstance, deps: AppDeps): void {
  const prefix = deps.config.apiPrefix;
  const byRoute = new Map(
    Object.entries(ROUTE_RATE_LIMITS).map(([route, name]) => {
      const [method, path] = route.split(' ');
      return [`${method ?? ''} ${prefix}${path ?? ''}`, name];
    }),
  );
  if (deps.config.rateLimits) limiters(deps); // Redis connects now, before the first request
  app.addHook('onClose', async () => {
    limitersByDb.delete(deps.db);
    await closeLimiterStore(deps);
  });
  app.addHook('preHandler', async (req: FastifyRequest) => {
    // a GET route answers HEAD by running the same handler
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const name = byRoute.get(`${method} ${req.routeOptions.url ?? ''}`);
    if (name === undefined) return;
    await consumeRateLimit(deps, name, { memberId: req.member?.memberId, address: req.ip });
  });
}
