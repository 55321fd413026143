// Builds Fastify (and, with later issues, Socket.IO) from the modules. Tests build this same app.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { withWait } from '@sanam/contract/messages-access.ts';
import { translate } from '@sanam/contract/messages.ts';
import helmet from 'helmet';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import { pendingMigrations } from './db/migrate.ts';
import { fastifyTrustProxy } from './http/client-address.ts';
import { AppError, WaitError } from './http/errors.ts';
import { pickLanguage } from './http/lang.ts';
import { createMetrics } from './http/metrics.ts';
import { registerMetrics } from './http/metrics-route.ts';
import { registerRateLimits } from './http/rate-limits.ts';
import { RequestLogController, serializeRequest } from './http/request-log.ts';
import type { AppDeps } from './http/types.ts';
import {
  adminRoutes,
  loginUnlockRoutes,
  startLedgerCheckClock,
  memberAccountRoutes,
  memberFileRoutes,
  memberBettingRoutes,
  staffRoutes,
} from './modules/admin/index.ts';
import { refuseUnstorableText } from './http/unstorable-text.ts';
import { bettingRoutes } from './modules/betting/index.ts';
import { chatAdminRoutes, chatRoutes } from './modules/chat/index.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { operatorAuthRoutes, requireOperator } from './modules/auth/index.ts';
import { matchAdminRoutes, matchMemberRoutes, riskAdminRoutes } from './modules/matches/index.ts';
import { memberRoutes, memberTokenRoutes } from './modules/members/index.ts';
import { eventAdminRoutes, eventRoutes } from './modules/events/index.ts';
import { rewardAdminRoutes, rewardRoutes, startAffiliateSweep } from './modules/rewards/index.ts';
import { streamRoutes } from './modules/stream/index.ts';
import { registerStepGrading, stepDeskRoutes, stepRoutes } from './modules/steps/index.ts';
import { reportRoutes } from './modules/reports/index.ts';
import {
  startSlipRecheck,
  walletAdminRoutes,
  walletRoutes,
  walletSandboxRoutes,
} from './modules/wallet/index.ts';
import { gameAdminRoutes, gameRoutes, gameSandboxRoutes, gameWalletRoutes } from './modules/games/index.ts';

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

/** A message's {{name}} from the error's field of that name (a minimum stake, issue 20); else as written. */
function fillIn(message: string, fields: Record<string, string> | undefined): string {
  if (!fields) return message;
  return message.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => fields[name] ?? whole);
}

/** What a stopping node tells a request to wait before it tries again (another node answers sooner). */
const SHUTTING_DOWN_RETRY_S = 2;

function errorReply(
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: string,
  code: string,
  fields?: Record<string, string>,
  waitSeconds?: number,
) {
  const lang = req.lang ?? pickLanguage(req.headers['accept-language']);
  const translated = fields
    ? Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, translate(v, lang)]))
    : undefined;
  let message = fillIn(translate(key, lang), translated);
  if (waitSeconds !== undefined) {
    const seconds = Math.max(1, Math.ceil(waitSeconds));
    reply.header('retry-after', String(seconds));
    message = withWait(message, seconds, lang);
  }
  return reply.status(status).send({
    success: false,
    message,
    data: {
      code,
      ...(translated
        ? {
            fields: Object.fromEntries(
              Object.entries(translated).map(([k, v]) => [k, fillIn(v, translated)]),
            ),
          }
        : {}),
    },
  });
}

/** A guard as the callback-style hook Swagger UI's `uiHooks` take. */
function staffOnly(guard: (req: FastifyRequest, reply: FastifyReply) => Promise<void>) {
  return (req: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
    guard(req, reply).then(() => done(), done);
  };
}

const routeLists = new WeakMap<FastifyInstance, RouteOptions[]>();

/** Every route an app built here registered, with its schemas (the fuzz test sends to each). */
export function registeredRoutes(app: FastifyInstance): readonly RouteOptions[] {
  return routeLists.get(app) ?? [];
}

export async function buildApp(given: AppDeps): Promise<FastifyInstance> {
  // the app's own metrics (http/metrics.ts), unless the caller made them for its sockets too
  const metrics = given.metrics ?? createMetrics(given.config);
  const deps: AppDeps = { ...given, metrics };
  const { config, db } = deps;
  const app = Fastify({
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
    // issue 20: the log's request id is ours alone; a client's X-Request-Id is logged beside it
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    // the stopping node's own 503 below: translated, in the API's envelope, with Retry-After
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  // issue 25: from the first moment of a stop, a request that arrives (on a kept-alive connection,
  // or a new one before the listener closes) is refused with 503 and Retry-After, and its connection
  // closed, so the client or the balancer sends it to another node; the requests already in the
  // handlers (a bet waiting for its batch) finish and are answered before the node exits.
  let stopping = false;
  app.addHook('preClose', (done) => {
    stopping = true;
    done();
  });
  app.addHook('onRequest', (req, reply, done) => {
    if (!stopping) return done();
    reply.header('connection', 'close').header('retry-after', String(SHUTTING_DOWN_RETRY_S));
    void errorReply(req, reply, 503, 'error.shutting_down', 'shutting_down');
  });

  // the modules' start-up hooks, before any route can settle a round: steps grades its legs in
  // betting's settlement (betting/round-graders.ts)
  registerStepGrading();

  const routes: RouteOptions[] = [];
  routeLists.set(app, routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('lang', 'th');
  app.addHook('onRequest', async (req, reply) => {
    req.lang = pickLanguage(req.headers['accept-language']);
    reply.header('x-request-id', req.id);
    const clientRequestId = req.headers['x-request-id'];
    if (typeof clientRequestId === 'string') {
      const clientId = clientRequestId.replace(/[^\x20-\x7e]/g, '').slice(0, 64);
      req.log = reply.log = req.log.child({ client_request_id: clientId });
    }
  });
  refuseUnstorableText(app);
  registerMetrics(app, config, metrics, (req, reply, status) =>
    status === 404
      ? errorReply(req, reply, 404, 'error.not_found', 'not_found')
      : errorReply(req, reply, 401, 'error.unauthorized', 'unauthorized'),
  );
  db.watchWaits((seconds) => metrics.dbWaitSeconds.observe(seconds));

  // The security headers, worked out once: @fastify/helmet built them again on every request, a
  // twelfth of the server's time per bet (issue 10; docs/decisions.md).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'", 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // helmet 8.1 throws instead of passing an error on, so its callback only ever means "done"
  app.addHook('onRequest', (req, reply, done) => {
    securityHeaders(req.raw, reply.raw, () => done());
  });

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof WaitError)
      return errorReply(req, reply, err.status, err.messageKey, err.code, err.fields, err.waitSeconds);
    if (err instanceof AppError)
      return errorReply(req, reply, err.status, err.messageKey, err.code, err.fields);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[field] ??= issue.message ?? 'validation.invalid';
      }
      const first = Object.values(fields)[0] ?? 'error.validation';
      return errorReply(req, reply, 400, first, 'validation', fields);
    }
    switch (err.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return errorReply(req, reply, 400, 'error.bad_json', 'bad_json');
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return errorReply(req, reply, 413, 'error.body_too_large', 'body_too_large');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return errorReply(req, reply, 415, 'error.bad_json', 'unsupported_media_type');
      default:
        break;
    }
    if (err instanceof SyntaxError || (err.statusCode === 400 && /JSON/i.test(err.message))) {
      return errorReply(req, reply, 400, 'error.bad_json', 'bad_json');
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return errorReply(
        req,
        reply,
        err.statusCode,
        err.statusCode === 429 ? 'error.too_many_requests' : 'error.validation',
        'client_error',
      );
    }
    req.log.error({ err }, 'unhandled error');
    return errorReply(req, reply, 500, 'error.internal', 'internal');
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Sanam Live API',
        version: '1.0.0',
        description: 'Member and operator API of the live match wagering platform',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // issue 35: the docs list every console route and schema; in production only staff read them
  // (API_DOCS, default staff there, open elsewhere), and `off` serves them to nobody
  if (config.apiDocs !== 'off')
    await app.register(swaggerUi, {
      routePrefix: `${config.apiPrefix}/docs`,
      staticCSP: true,
      ...(config.apiDocs === 'staff' ? { uiHooks: { onRequest: staffOnly(requireOperator(deps)) } } : {}),
    });

  await app.register(
    async (api) => {
      api.get('/health', { schema: { hide: true } }, () => ({
        success: true,
        message: 'ok',
        data: { status: 'live' },
      }));
      api.get('/ready', { schema: { hide: true } }, async (req, reply) => {
        try {
          const pending = await pendingMigrations(db);
          if (pending > 0) return errorReply(req, reply, 503, 'error.not_ready', 'migrations_pending');
          return { success: true, message: 'ok', data: { status: 'ready', database: db.kind } };
        } catch {
          return errorReply(req, reply, 503, 'error.not_ready', 'database_unreachable');
        }
      });
      registerRateLimits(api, deps);
      await api.register(memberRoutes, deps);
      await api.register(memberTokenRoutes, deps);
      await api.register(operatorAuthRoutes, { ...deps, prefix: '/admin' });
      await api.register(adminRoutes, { ...deps, prefix: '/admin' });
      await api.register(memberBettingRoutes, { ...deps, prefix: '/admin' });
      await api.register(loginUnlockRoutes, { ...deps, prefix: '/admin' });
      await api.register(staffRoutes, { ...deps, prefix: '/admin' });
      await api.register(memberAccountRoutes, { ...deps, prefix: '/admin' });
      await api.register(memberFileRoutes, { ...deps, prefix: '/admin' });
      await api.register(dashboardRoutes, { ...deps, prefix: '/admin' });
      await api.register(matchAdminRoutes, { ...deps, prefix: '/admin' });
      await api.register(riskAdminRoutes, { ...deps, prefix: '/admin' });
      await api.register(matchMemberRoutes, deps);
      await api.register(streamRoutes, deps);
      await api.register(bettingRoutes, deps);
      await api.register(stepRoutes, deps);
      await api.register(stepDeskRoutes, { ...deps, prefix: '/admin' });
      await api.register(walletRoutes, deps);
      await api.register(walletAdminRoutes, { ...deps, prefix: '/admin' });
      await api.register(reportRoutes, { ...deps, prefix: '/admin' });
      await api.register(rewardRoutes, deps);
      await api.register(rewardAdminRoutes, { ...deps, prefix: '/admin' });
      await api.register(eventRoutes, deps);
      await api.register(eventAdminRoutes, { ...deps, prefix: '/admin' });
      await api.register(chatRoutes, deps);
      await api.register(chatAdminRoutes, { ...deps, prefix: '/admin' });
      if (config.sandbox) await api.register(walletSandboxRoutes, deps);
      await api.register(gameRoutes, deps);
      await api.register(gameWalletRoutes, deps);
      await api.register(gameAdminRoutes, { ...deps, prefix: '/admin' });
      if (config.sandbox) await api.register(gameSandboxRoutes, deps);
    },
    { prefix: config.apiPrefix },
  );

  registerFrontEnds(app, config);
  // held affiliate rewards are paid once the invited member has played, without anyone asking
  startAffiliateSweep(app, deps);
  // issue 24: slips the slip check could not settle are asked again, with back-off, on every node
  startSlipRecheck(app, deps);
  // issue 25: the ledger check's gauges stay fresh while /metrics is on (docs/operations.md "Metrics")
  startLedgerCheckClock(app, deps);
  return app;
}

/** The built member app at `/` and console at `/admin/`, each with an SPA fallback to its index.html. */
function registerFrontEnds(app: FastifyInstance, config: Config) {
  const hasWeb = existsSync(path.join(config.webDist, 'index.html'));
  const hasAdmin = existsSync(path.join(config.adminDist, 'index.html'));
  // the chat page is the one page the member app frames (same origin only): its CSP allows that
  app.addHook('onSend', async (req, reply) => {
    if (req.url.split('?')[0] !== '/chat.html') return;
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string')
      reply.header(
        'content-security-policy',
        csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
      );
  });
  if (hasWeb)
    void app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      // the member app's build writes a .br and a .gz beside each script and style sheet
      preCompressed: true,
      // assets/ has hashed file names (a new build makes new names): a browser may keep them for good;
      // anything else (index.html, chat.html) is checked again on every load, as before
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const isHashed = filePath.startsWith(path.join(config.webDist, 'assets', path.sep));
        res.setHeader(
          'cache-control',
          isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0',
        );
        // the framed chat page runs in an opaque origin (the member app's chat-tab.tsx) and reads its
        // scripts, styles and fonts as cross-origin requests: the public built files say it may
        if (isHashed) res.setHeader('access-control-allow-origin', '*');
      },
    });
  if (hasWeb)
    // a browser asks before such a read when the request carries a header of its own (a test's
    // X-Forwarded-For, a proxy's or an extension's): the answer is the same, any origin may read
    app.options('/assets/*', (req, reply) => {
      const asked = req.headers['access-control-request-headers'];
      reply
        .header('access-control-allow-origin', '*')
        .header('access-control-allow-methods', 'GET, HEAD')
        .header('access-control-max-age', '600');
      if (asked) reply.header('access-control-allow-headers', asked);
      return reply.status(204).send();
    });
  if (hasAdmin) {
    void app.register(fastifyStatic, {
      root: config.adminDist,
      prefix: '/admin/',
      decorateReply: !hasWeb,
      wildcard: false,
      index: false,
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const wantsPage = req.method === 'GET' || req.method === 'HEAD';
    if (
      !wantsPage ||
      url.startsWith(`${config.apiPrefix}/`) ||
      url === config.apiPrefix ||
      url.startsWith('/socket.io')
    ) {
      return errorReply(req, reply, 404, 'error.not_found', 'not_found');
    }
    if (url === '/admin' || url.startsWith('/admin/')) {
      if (!hasAdmin)
        return reply.status(404).type('text/plain').send('The console is not built: run `npm run build`.');
      return reply.type('text/html').sendFile('index.html', config.adminDist);
    }
    if (!hasWeb)
      return reply.status(404).type('text/plain').send('The member app is not built: run `npm run build`.');
    return reply.type('text/html').sendFile('index.html', config.webDist);
  });
}

export type { Db };
