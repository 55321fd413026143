// The composition root: builds Fastify from the platform's HTTP pieces (http/) and the modules'
// routes, in the order their hooks must run. Tests build this same app.
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerApiDocs } from './http/api-docs.ts';
import { errorReply, registerErrorEnvelope } from './http/error-envelope.ts';
import { registerFrontEnds } from './http/front-ends.ts';
import { registerHealth } from './http/health.ts';
import { createMetrics } from './http/metrics.ts';
import { registerMetrics } from './http/metrics-route.ts';
import { registerRateLimits } from './http/rate-limits.ts';
import { registerRequestContext } from './http/request-context.ts';
import { recordRoutes } from './http/route-list.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { serverOptions } from './http/server-options.ts';
import { registerStopping } from './http/stopping.ts';
import type { AppDeps } from './http/types.ts';
import { refuseUnstorableText } from './http/unstorable-text.ts';
import { auditLogRoutes } from './modules/audit-log/index.ts';
import { ledgerCheckRoutes, startLedgerCheckClock } from './modules/ledger-check/index.ts';
import { memberFileRoutes } from './modules/member-file/index.ts';
import { bettingDeskRoutes, bettingRoutes, startHeldBetSweep } from './modules/betting/index.ts';
import { chatAdminRoutes, chatRoutes } from './modules/chat/index.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { operatorAuthRoutes, requireOperator, staffRoutes } from './modules/auth/index.ts';
import { matchAdminRoutes, matchMemberRoutes, riskAdminRoutes } from './modules/matches/index.ts';
import {
  memberAccountRoutes,
  memberBettingRoutes,
  memberConsoleRoutes,
  memberRoutes,
  memberTokenRoutes,
  registerDepositAccountAssignment,
} from './modules/members/index.ts';
import { eventAdminRoutes, eventRoutes } from './modules/events/index.ts';
import { rewardAdminRoutes, rewardRoutes, startAffiliateSweep } from './modules/rewards/index.ts';
import { streamRoutes } from './modules/stream/index.ts';
import { registerStepGrading, stepDeskRoutes, stepRoutes } from './modules/steps/index.ts';
import { reportRoutes } from './modules/reports/index.ts';
import { playConsoleRoutes, playMemberRoutes } from './modules/play/index.ts';
import {
  startSlipRecheck,
  walletAdminRoutes,
  walletRoutes,
  walletSandboxRoutes,
} from './modules/wallet/index.ts';
import { gameAdminRoutes, gameRoutes, gameSandboxRoutes, gameWalletRoutes } from './modules/games/index.ts';

export async function buildApp(given: AppDeps): Promise<FastifyInstance> {
  // the app's own metrics (http/metrics.ts), unless the caller made them for its sockets too
  const metrics = given.metrics ?? createMetrics(given.config);
  const deps: AppDeps = { ...given, metrics };
  const { config, db } = deps;
  const app = Fastify(serverOptions(config)).withTypeProvider<ZodTypeProvider>();

  // the onRequest hooks run in the order registered: a stopping node's refusal, the request's
  // language and id, then the security headers
  registerStopping(app);
  // the modules' start-up hooks, before any route runs: steps grades its legs in betting's
  // settlement (betting/round-graders.ts); members writes the deposit accounts wallet reassigns
  // (wallet/account-assigner.ts)
  registerStepGrading();
  registerDepositAccountAssignment();
  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRequestContext(app);
  refuseUnstorableText(app);
  registerMetrics(app, config, metrics, (req, reply, status) =>
    status === 404
      ? errorReply(req, reply, 404, 'error.not_found', 'not_found')
      : errorReply(req, reply, 401, 'error.unauthorized', 'unauthorized'),
  );
  db.watchWaits((seconds) => metrics.dbWaitSeconds.observe(seconds));
  registerSecurityHeaders(app);
  registerErrorEnvelope(app);
  await registerApiDocs(app, config, requireOperator(deps));

  await app.register(
    async (api) => {
      registerHealth(api, db);
      registerRateLimits(api, deps);
      await api.register(memberRoutes, deps);
      await api.register(memberTokenRoutes, deps);
      await api.register(operatorAuthRoutes, { ...deps, prefix: '/admin' });
      await api.register(memberConsoleRoutes, { ...deps, prefix: '/admin' });
      await api.register(auditLogRoutes, { ...deps, prefix: '/admin' });
      await api.register(ledgerCheckRoutes, { ...deps, prefix: '/admin' });
      await api.register(memberBettingRoutes, { ...deps, prefix: '/admin' });
      await api.register(staffRoutes, { ...deps, prefix: '/admin' });
      await api.register(memberAccountRoutes, { ...deps, prefix: '/admin' });
      await api.register(memberFileRoutes, { ...deps, prefix: '/admin' });
      await api.register(dashboardRoutes, { ...deps, prefix: '/admin' });
      await api.register(matchAdminRoutes, { ...deps, prefix: '/admin' });
      await api.register(riskAdminRoutes, { ...deps, prefix: '/admin' });
      await api.register(matchMemberRoutes, deps);
      await api.register(streamRoutes, deps);
      await api.register(bettingRoutes, deps);
      await api.register(bettingDeskRoutes, deps);
      await api.register(stepRoutes, deps);
      await api.register(stepDeskRoutes, { ...deps, prefix: '/admin' });
      await api.register(walletRoutes, deps);
      await api.register(walletAdminRoutes, { ...deps, prefix: '/admin' });
      await api.register(reportRoutes, { ...deps, prefix: '/admin' });
      await api.register(playMemberRoutes, deps);
      await api.register(playConsoleRoutes, { ...deps, prefix: '/admin' });
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
  // slips the slip check could not settle are asked again, with back-off, on every node
  startSlipRecheck(app, deps);
  // the ledger check's gauges stay fresh while /metrics is on (docs/operations.md "Metrics")
  startLedgerCheckClock(app, deps);
  // held live bets (the bet delay) whose node stopped, or whose round changed, are decided by any node
  startHeldBetSweep(app, deps);
  return app;
}
