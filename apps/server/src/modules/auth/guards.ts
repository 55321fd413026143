// The member and operator guards every module's routes use (DESIGN §6): a token of a live session,
// else 401; a blocked member or a role not allowed, 403. Also the socket handshake's checks.
import type { OperatorRole } from '@sanam/contract/constants.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import { batcher, perDatabase } from '../../db/batcher.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { bearerToken, readAccessToken } from './access-tokens.ts';
import type { MemberPrincipal, OperatorPrincipal } from './principals.ts';
import * as queries from './queries.ts';

type PreHandler = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * The member a bearer token names, when its session is live (401 otherwise) and the member is not
 * blocked (403). One primary-key lookup. Used by requireMember and the socket handshake.
 */
// every member request checks its session: under a burst, one statement checks them all
const liveMemberSession = perDatabase((db: Db) =>
  batcher({
    inFlight: 2,
    most: 128,
    run: (asked: Array<{ sessionId: string; memberId: number }>) => queries.findLiveMemberSessions(db, asked),
  }),
);

/** The member a valid member access token names, its session not yet checked (401 otherwise). */
function memberOfToken(config: Config, token: string | null): MemberPrincipal {
  if (!token) throw unauthorized('error.unauthorized');
  const claims = readAccessToken(config, token);
  if (!claims || claims.kind !== 'member') throw unauthorized('auth.invalid_token');
  return { kind: 'member', memberId: claims.subjectId, sessionId: claims.sessionId };
}

export async function authenticateMember(deps: AppDeps, token: string | null): Promise<MemberPrincipal> {
  const member = memberOfToken(deps.config, token);
  await memberSessionLive(deps, member);
  return member;
}

/**
 * preHandler: a valid member access token of a live session, else 401. Sets req.member.
 * Also fits `onRequest`, which refuses a stranger before the body is even parsed (members routes do).
 */
export function requireMember(deps: AppDeps): PreHandler {
  return async (req) => {
    req.member = await authenticateMember(deps, bearerToken(req));
  };
}

/**
 * The operator a token names, when its session is live and the operator active (401 otherwise) and
 * their role is in `roles` (all roles when omitted; 403 otherwise); member tokens get 401.
 * Used by requireOperator and the socket handshake.
 */
export async function authenticateOperator(
  deps: AppDeps,
  token: string | null,
  roles?: readonly OperatorRole[],
  opts: OperatorGuardOptions = {},
): Promise<OperatorPrincipal> {
  if (!token) throw unauthorized('error.unauthorized');
  const claims = readAccessToken(deps.config, token);
  if (!claims) throw unauthorized('auth.invalid_token');
  if (claims.kind !== 'operator') throw unauthorized('auth.member_token_refused');
  const session = await queries.findLiveOperatorSession(deps.db, claims.sessionId, claims.subjectId);
  if (!session || !session.is_active) throw unauthorized('auth.session_ended');
  // the role is read from the operator row: a role change applies at once, not after 15 minutes
  if (roles && !roles.includes(session.role)) throw forbidden('error.forbidden');
  // a password an admin chose opens nothing but its own change (and me, logout)
  if (session.must_change_password && !opts.whileMustChangePassword)
    throw forbidden('auth.password_change_required');
  return {
    kind: 'operator',
    operatorId: claims.subjectId,
    username: session.username,
    role: session.role,
    sessionId: claims.sessionId,
    mustChangePassword: session.must_change_password,
  };
}

export interface OperatorGuardOptions {
  /** let an operator who must change their password through (their own change, me, logout) */
  whileMustChangePassword?: boolean;
}

/**
 * onRequest for the bet routes only: a valid member access token (401 otherwise), its session NOT
 * yet checked. The bet's own statement checks the session (liveMemberSessionSql), so a bet in a
 * burst costs one statement, not two; whatever the route answers without that statement
 * must call memberSessionLive first.
 */
export function requireMemberToken(deps: AppDeps): PreHandler {
  return (req) =>
    Promise.resolve().then(() => {
      req.member = memberOfToken(deps.config, bearerToken(req));
    });
}

/** The session check of requireMember, for a route guarded by requireMemberToken: 401 or 403. */
export async function memberSessionLive(deps: AppDeps, member: MemberPrincipal): Promise<void> {
  const session = await liveMemberSession(deps.db)({
    sessionId: member.sessionId,
    memberId: member.memberId,
  });
  if (!session) throw unauthorized('auth.session_ended');
  if (session.is_blocked) throw forbidden('auth.blocked');
}

/**
 * Whether a sign-in a socket was accepted with is still live (not ended, the member not blocked, the
 * staff member still active): the socket server asks once more after the socket joined its rooms.
 */
export async function signInLive(
  deps: AppDeps,
  who: { kind: 'member' | 'operator'; id: number; sessionId: string },
): Promise<boolean> {
  if (who.kind === 'operator') {
    const session = await queries.findLiveOperatorSession(deps.db, who.sessionId, who.id);
    return session !== null && session.is_active;
  }
  const session = await liveMemberSession(deps.db)({ sessionId: who.sessionId, memberId: who.id });
  return session !== null && !session.is_blocked;
}

/** The member a route's requireMember guard let through. */
export function memberOf(req: FastifyRequest): MemberPrincipal {
  if (!req.member) throw new Error('requireMember did not run');
  return req.member;
}

/** The id of the member a route's requireMember guard let through. */
export function memberIdOf(req: FastifyRequest): number {
  return memberOf(req).memberId;
}

/** The operator a route's requireOperator guard let through, as the audit log records them. */
export function actorOf(req: FastifyRequest): { operatorId: number; ip: string | null } {
  if (!req.operator) throw new Error('requireOperator did not run');
  return { operatorId: req.operator.operatorId, ip: req.ip };
}

type Actor = ReturnType<typeof actorOf>;

/**
 * The run (for serve.answer) of the usual console action on one record: `step` with the acting
 * operator, the id the path names and the body.
 */
export function onRecord<B, T>(
  deps: AppDeps,
  step: (deps: AppDeps, actor: Actor, id: number, body: B) => Promise<T>,
) {
  return (req: FastifyRequest & { params: { id: number }; body: B }) =>
    step(deps, actorOf(req), req.params.id, req.body);
}

/** The same for a console action that makes a record from the body. */
export function fromBody<B, T>(deps: AppDeps, step: (deps: AppDeps, actor: Actor, body: B) => Promise<T>) {
  return (req: FastifyRequest & { body: B }) => step(deps, actorOf(req), req.body);
}

/**
 * preHandler: a valid operator access token of a live session whose role is in `roles`
 * (all roles when omitted); member tokens get 401, other roles 403. Sets req.operator.
 * Also fits `onRequest`.
 */
export function requireOperator(
  deps: AppDeps,
  roles?: OperatorRole[],
  opts: OperatorGuardOptions = {},
): PreHandler {
  return async (req) => {
    req.operator = await authenticateOperator(deps, bearerToken(req), roles, opts);
  };
}
