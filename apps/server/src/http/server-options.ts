// The options Fastify is built with: logging, body size, proxies, request ids, routing.
// - Logs never hold a credential: REDACTED_LOG_PATHS censors headers and body fields, and
//   serializeRequest (request-log.ts) strips credential query parameters from logged URLs.
// - The log's request id is generated here alone (a client's X-Request-Id is logged beside it by
//   request-context.ts), so a client cannot choose or collide with it.
// - Fastify's own 503 while closing is off: stopping.ts answers in the API's envelope instead.
import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';
import { fastifyTrustProxy } from './client-address.ts';
import { RequestLogController, serializeRequest } from './request-log.ts';

export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.refresh_token',
  '*.access_token',
  '*.payload',
];

export function serverOptions(config: Config): FastifyServerOptions {
  return {
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
            serializers: { req: serializeRequest },
            ...(config.logDestination ? { stream: config.logDestination } : {}),
          },
    logController: new RequestLogController(config.requestLogLevel),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: false,
  };
}
