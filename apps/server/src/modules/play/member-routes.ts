// Responsible play's member calls: the contract's declaration, one service call, the envelope.
import type { PlayState, RealityCheck } from '@sanam/contract/play.ts';
import { bahtToSatang, satangToBaht } from '@sanam/contract/money.ts';
import { bangkokPeriod, perPeriod } from '@sanam/contract/play-limits.ts';
import { playRoutes } from '@sanam/contract/routes/play.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../../db/db.ts';
import { ok } from '../../http/reply.ts';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import { memberIdOf, memberOf, memberSessionStartedAt, requireMember } from '../auth/index.ts';
import { activityStatementOf } from './activity.ts';
import { closingBreak, takeBreak, wireBreak } from './breaks.ts';
import { confirmOwnLimit, limitViews, setOwnLimit, usageOf } from './limits.ts';
import { realityMinutes, realityOf, setRealityMinutes, type RealityView } from './reality.ts';
import { wireLimit } from './wire.ts';

export const playMemberRoutes: FastifyPluginCallbackZod<AppDeps> = (app, deps, done) => {
  const serve = serveOn(app, deps, { tags: ['play'] });
  const memberOnly = requireMember(deps);

  serve.answer(playRoutes.state, memberOnly, (req) => playStateOf(deps.db, memberIdOf(req), new Date()));

  serve(playRoutes.setLimit, {
    onRequest: memberOnly,
    handler: async (req) => {
      const { key, amount } = req.body;
      const satang = amount === null ? null : bahtToSatang(amount);
      // the schema took only amounts with a satang value: null here would read as a removal
      if (amount !== null && satang === null)
        throw new Error(`a validated amount ${amount} has no satang value`);
      const set = await setOwnLimit(deps.db, memberIdOf(req), key, satang);
      const reply = { timing: set.timing, limit: wireLimit(set.limit) };
      return ok(req, reply, set.timing === 'now' ? 'play.limit_set' : 'play.limit_waiting');
    },
  });

  serve.answer(
    playRoutes.confirmLimit,
    memberOnly,
    async (req) => wireLimit(await confirmOwnLimit(deps.db, memberIdOf(req), req.body.key)),
    'play.limit_confirmed',
  );

  serve.answer(
    playRoutes.takeBreak,
    memberOnly,
    async (req) => wireBreak(await takeBreak(deps, memberIdOf(req), req.body.length)),
    'play.break_taken',
  );

  serve.answer(playRoutes.activity, memberOnly, (req) =>
    activityStatementOf(deps.db, memberIdOf(req), req.query.by),
  );

  serve.answer(playRoutes.reality, memberOnly, (req) => realityReply(deps.db, req));
  serve.answer(
    playRoutes.setReality,
    memberOnly,
    async (req) => {
      await setRealityMinutes(deps.db, memberIdOf(req), req.body.minutes);
      return realityReply(deps.db, req);
    },
    'play.reality_saved',
  );
  done();
};

async function playStateOf(q: Queryable, memberId: number, now: Date): Promise<PlayState> {
  const [limits, usage, closing, reality] = await Promise.all([
    limitViews(q, memberId),
    usageOf(q, memberId, now),
    closingBreak(q, memberId, now),
    realityMinutes(q, memberId),
  ]);
  return {
    break: closing && wireBreak(closing),
    reality_check: reality,
    limits: limits.map(wireLimit),
    lost: perPeriod((p) => satangToBaht(usage.lost[p])),
    deposited: perPeriod((p) => satangToBaht(usage.deposited[p])),
    resets_at: perPeriod((p) => bangkokPeriod(p, now).end.toISOString()),
  };
}

/** The reality check of the sign-in the request comes from. */
async function realityReply(q: Queryable, req: FastifyRequest): Promise<RealityCheck> {
  const { memberId, sessionId } = memberOf(req);
  const startedAt = await memberSessionStartedAt(q, memberId, sessionId);
  // requireMember found this session live a moment ago: it has a start
  if (!startedAt) throw new Error(`session ${sessionId} of member ${memberId} has no start`);
  return wireReality(await realityOf(q, memberId, startedAt));
}

const wireReality = (v: RealityView): RealityCheck => ({
  minutes: v.minutes,
  started_at: v.startedAt.toISOString(),
  next_at: v.nextAt && v.nextAt.toISOString(),
  staked: satangToBaht(v.stakedSatang),
  net: satangToBaht(v.netSatang),
});
