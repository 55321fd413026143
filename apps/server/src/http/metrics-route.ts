// GET /metrics: the app's metrics (metrics.ts) in Prometheus's text format, for a scraper
// holding METRICS_TOKEN; and the request-duration hook that feeds sanam_http_request_duration_seconds.
// - Outside the API prefix (Prometheus's convention) and not in the API docs: no member calls it.
// - Off unless METRICS_TOKEN is set: then 404, as for any unknown path under the API, so a default
//   start leaks nothing (and the SPA fallback never answers it with the member app's page).
// - The token is compared in constant time (both sides hashed first, so their lengths leak nothing).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Metrics } from './metrics.ts';

export const METRICS_PATH = '/metrics';

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Whether `header` is `Bearer <token>`. */
export function isMetricsToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * The route label: the pattern a request matched under the API (`/api/user/bet/:matchId`), never its
 * URL; the member app's and console's files are `static` and a path no route matched (the SPA
 * fallback, a 404) is `unmatched`: bounded sets, whatever a client sends.
 */
function routeLabel(req: FastifyRequest, apiPrefix: string): string {
  const pattern = req.routeOptions.url;
  if (pattern === undefined) return 'unmatched';
  if (pattern.startsWith(`${apiPrefix}/`) || pattern === METRICS_PATH) return pattern;
  return 'static';
}

export function registerMetrics(
  app: FastifyInstance,
  config: Pick<Config, 'apiPrefix' | 'metricsToken'>,
  metrics: Metrics,
  /** the app's error envelope: 404 while /metrics is off, 401 for a wrong or missing token */
  refuse: (req: FastifyRequest, reply: FastifyReply, status: 401 | 404) => FastifyReply,
): void {
  const { apiPrefix, metricsToken } = config;
  app.addHook('onResponse', (req, reply, done) => {
    const statusClass = STATUS_CLASSES[Math.floor(reply.statusCode / 100) - 1] ?? 'other';
    // observe(labels, value): labels(...) would build its own object and two closures per call
    metrics.httpSeconds.observe(
      { route: routeLabel(req, apiPrefix), method: req.method, status_class: statusClass },
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (req, reply) => {
    if (metricsToken === undefined) return refuse(req, reply, 404);
    if (!isMetricsToken(req.headers.authorization, metricsToken))
      return refuse(req, reply.header('www-authenticate', 'Bearer'), 401);
    const text = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
}
