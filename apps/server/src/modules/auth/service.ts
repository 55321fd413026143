// Logins and sessions of members and operators (DESIGN §6).
//
// Owns: sessions and their refresh-token families, the member's and the operator's login, refresh,
// revoke and password change. Beside it, one concern each: passwords.ts (argon2id),
// access-tokens.ts (HS256 JWT, 15 min: sub, kind, sid, role), login-throttle.ts, guards.ts (the
// member and operator guards every module uses), totp.ts (the second factor), staff.ts and
// staff-requests.ts (the admin's desk of staff accounts, four eyes by four-eyes.ts); index.ts is
// what other modules may import.
// Invariants:
// - A session is one login. Every access token names its session (sid) and is honoured only while
//   that session row is live (not revoked, not expired): revoking a session ends its tokens at once.
// - Only the SHA-256 of a refresh token is stored. Each refresh rotates it; presenting a rotated
//   token again is reuse and revokes the whole session (family).
// - A password staff set (a reset, a new account) opens one session: the member's login replaces it
//   only while it is still theirs, a console sign-in spends it; a racing login opens nothing.
// - A console session ends STAFF_IDLE_MINUTES after its last worked renewal and at the latest
//   STAFF_SESSION_MAX_HOURS after sign-in; endLapsedOperatorSessions marks it and closes its sockets.
// - Login errors never say whether the phone (username) or the password was wrong, and an unknown
//   phone costs the same argon2 work as a wrong password.
// - An operator's second factor (TOTP) is totp.ts's: loginOperator opens no session
//   before it passed (secondFactorGate), and startOperatorSession is the one place a console
//   session begins.
// - Failed logins are counted per (phone or username, address), per address and per account,
//   atomically even under parallel attempts (contract LOGIN_THROTTLE); a wait answers 429 with
//   Retry-After before the password is looked at. Nothing locks the owner out: a stranger's failures
//   hold the stranger's address; a success clears its pair; an operator's unlock clears the account.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_DAYS } from '@sanam/contract/constants.ts';
import type { Operator, OperatorLoginData } from '@sanam/contract/admin.ts';
import type { TotpStatus } from '@sanam/contract/totp.ts';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Queryable, Tx } from '../../db/db.ts';
import { AppError, badRequest, forbidden, unauthorized } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { audit } from '../../audit/audit-log.ts';
import { bearerToken, readAccessToken, signAccessToken } from './access-tokens.ts';
import { throttles } from './login-throttle.ts';
import { checkPassword, hashPassword, verifyPassword } from './passwords.ts';
import type { ClientInfo, MemberPrincipal, OperatorPrincipal } from './principals.ts';
import * as queries from './queries.ts';
import { closeSessionSockets } from './session-sockets.ts';
import { secondFactorGate, type SecondFactorGate, type StartOperatorSession } from './totp.ts';

export interface MemberTokens {
  memberId: number;
  sessionId: string;
  accessToken: string;
  refreshToken: string;
}

const REFRESH_TTL_SECONDS = REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60;

// ---------------------------------------------------------------------------------------------
// Member sessions

const newRefreshToken = () => randomBytes(32).toString('base64url');
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opens a member session inside the caller's transaction (login, or registration's auto-login). */
export async function startMemberSession(
  tx: Queryable,
  config: Config,
  memberId: number,
  client: ClientInfo,
): Promise<MemberTokens> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  await queries.insertSession(tx, {
    id: sessionId,
    kind: 'member',
    subjectId: memberId,
    ip: client.ip,
    userAgent: client.userAgent,
    ttlSeconds: REFRESH_TTL_SECONDS,
  });
  await queries.insertRefreshToken(tx, sessionId, sha256(refreshToken));
  const accessToken = signAccessToken(config, { subjectId: memberId, kind: 'member', sessionId });
  return { memberId, sessionId, accessToken, refreshToken };
}

/** Phone + password login (spec §7 POST /user/login). */
export async function loginMember(
  deps: AppDeps,
  input: { phone: string; password: string; new_password?: string },
  client: ClientInfo,
): Promise<MemberTokens> {
  const throttle = throttles(deps).member;
  await throttle.begin(input.phone, client.ip);
  const found = await queries.findMemberCredentialsByPhone(deps.db, input.phone);
  const valid = await checkPassword(deps.config, found?.password_hash ?? null, input.password);
  if (!found || !valid) throw unauthorized('auth.invalid_credentials');
  if (found.is_blocked) {
    // told only to whoever knows the password
    await throttle.neutral(input.phone, client.ip);
    throw forbidden('auth.blocked');
  }
  // a password a staff member set (and saw) opens no session; the login that carries the
  // member's own new password replaces it and signs in, in one transaction
  const newHash = found.must_change_password ? await replacementHash(deps, input) : null;
  if (found.must_change_password && newHash === null) {
    await throttle.neutral(input.phone, client.ip);
    throw new AppError(403, 'auth.must_change_password', 'must_change_password');
  }
  await throttle.succeeded(input.phone, client.ip);
  return deps.db.transaction(async (tx) => {
    // one session per temporary password: of logins racing with it, the first replaces it, the
    // others find it gone and open nothing
    if (
      newHash !== null &&
      !(await queries.replaceTemporaryMemberPassword(tx, found.id, found.password_hash, newHash))
    )
      throw temporaryPasswordUsed();
    return startMemberSession(tx, deps.config, found.id, client);
  });
}

/** A temporary password some other login already used: sign in with the new one. */
const temporaryPasswordUsed = () =>
  new AppError(403, 'auth.temporary_password_used', 'temporary_password_used');

/** The hash of the member's new password at a login that must replace a staff-set one; null if none came. */
async function replacementHash(
  deps: AppDeps,
  input: { password: string; new_password?: string },
): Promise<string | null> {
  if (input.new_password === undefined) return null;
  if (input.new_password === input.password)
    throw badRequest('auth.chpw_same', { new_password: 'auth.chpw_same' });
  return hashPassword(input.new_password, deps.config);
}

type RefreshOutcome =
  | { kind: 'ok'; memberId: number; sessionId: string; refreshToken: string }
  | { kind: 'unknown' | 'reused' | 'dead' | 'blocked' };

/**
 * Rotates a refresh token (POST /line/refresh). The token row and its session are locked, so of two
 * refreshes with one token exactly one succeeds; the other is reuse and ends the session.
 */
export async function refreshMemberSession(deps: AppDeps, refreshToken: string): Promise<MemberTokens> {
  const outcome = await deps.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const row = await queries.lockRefreshToken(tx, sha256(refreshToken));
    if (!row || row.subject_kind !== 'member') return { kind: 'unknown' };
    if (row.rotated) {
      // committed, not thrown: the revoke must survive the error reply
      closeSessionSockets(deps, tx, await queries.revokeSession(tx, row.session_id, 'reuse'));
      return { kind: 'reused' };
    }
    if (!row.live) return { kind: 'dead' };
    if (await queries.isMemberBlocked(tx, row.subject_id)) return { kind: 'blocked' };
    const next = newRefreshToken();
    await queries.markRefreshTokenRotated(tx, row.id);
    await queries.insertRefreshToken(tx, row.session_id, sha256(next));
    await queries.extendSession(tx, row.session_id, REFRESH_TTL_SECONDS);
    return { kind: 'ok', memberId: row.subject_id, sessionId: row.session_id, refreshToken: next };
  });
  switch (outcome.kind) {
    case 'ok': {
      const accessToken = signAccessToken(deps.config, {
        subjectId: outcome.memberId,
        kind: 'member',
        sessionId: outcome.sessionId,
      });
      return {
        memberId: outcome.memberId,
        sessionId: outcome.sessionId,
        accessToken,
        refreshToken: outcome.refreshToken,
      };
    }
    case 'reused':
      throw unauthorized('auth.refresh_reused');
    case 'blocked':
      throw forbidden('auth.blocked');
    case 'unknown':
    case 'dead':
      throw unauthorized('auth.refresh_failed');
  }
}

/**
 * Logout (POST /line/revoke): ends the session the token names. Never fails: an unknown, forged
 * or already revoked token leaves nothing to do. An expired but genuine token still ends its session.
 */
export async function revokeByAccessToken(deps: AppDeps, token: string | null): Promise<void> {
  if (!token) return;
  const claims = readAccessToken(deps.config, token, { allowExpired: true });
  if (!claims) return;
  await deps.db.transaction(async (tx) => {
    closeSessionSockets(deps, tx, await queries.revokeSession(tx, claims.sessionId, 'logout'));
  });
}

/** The bearer token of the request, else the one in the body (spec §7 sends it in the body). */
export function tokenToRevoke(req: FastifyRequest, bodyToken: string | undefined): string | null {
  return bearerToken(req) ?? bodyToken ?? null;
}

/**
 * Password change (POST /user/user/chpw). Wrong old passwords count against the member like failed
 * logins, so a stolen access token cannot be used to guess the password. On success every other
 * session of the member ends; the calling one stays.
 */
export async function changeMemberPassword(
  deps: AppDeps,
  member: MemberPrincipal,
  input: { oldPassword: string; newPassword: string },
): Promise<void> {
  const throttle = throttles(deps).member;
  const subject = `member:${member.memberId}`;
  await throttle.begin(subject, null);
  const hash = await queries.findMemberPasswordHash(deps.db, member.memberId);
  if (!hash || !(await verifyPassword(hash, input.oldPassword))) {
    throw badRequest('auth.chpw_wrong_old', { oldPassword: 'auth.chpw_wrong_old' });
  }
  await throttle.succeeded(subject, null);
  if (input.newPassword === input.oldPassword)
    throw badRequest('auth.chpw_same', { newPassword: 'auth.chpw_same' });
  const newHash = await hashPassword(input.newPassword, deps.config);
  await deps.db.transaction(async (tx) => {
    await queries.updateMemberPasswordHash(tx, member.memberId, newHash);
    closeSessionSockets(
      deps,
      tx,
      await queries.revokeMemberSessionsExcept(tx, member.memberId, member.sessionId, 'password_change'),
    );
  });
}

/**
 * A staff member's reset: a new random password the staff member hands to the member,
 * who must replace it at their next login (must_change_password: loginMember opens no session with
 * it alone); every session of the member ends. Inside the caller's transaction, with its audit row.
 */
export async function resetMemberPassword(deps: AppDeps, tx: Tx, memberId: number): Promise<string> {
  const temporary = randomBytes(6).toString('base64url').replace(/[-_]/g, 'x');
  const hash = await hashPassword(temporary, deps.config);
  await queries.setTemporaryMemberPassword(tx, memberId, hash);
  closeSessionSockets(deps, tx, await queries.revokeMemberSessions(tx, memberId, 'password_reset'));
  return temporary;
}

/** Ends every live session of a member (a staff member's "sign out everywhere"); how many ended. */
export async function endMemberSessions(
  deps: AppDeps,
  tx: Tx,
  memberId: number,
  reason: string,
): Promise<number> {
  const ended = await queries.revokeMemberSessions(tx, memberId, reason);
  closeSessionSockets(deps, tx, ended);
  return ended.length;
}

// ---------------------------------------------------------------------------------------------
// Operators (DESIGN §9): username + password (and the second factor), then a console session that
// fits a shift: its refresh token rotates like a member's, reuse ends it, and it ends by
// itself STAFF_IDLE_MINUTES after the last renewal the person worked through, and at the latest
// STAFF_SESSION_MAX_HOURS after the sign-in. A staff-set password opens one session, never two.

export async function loginOperator(
  deps: AppDeps,
  input: { username: string; password: string },
  client: ClientInfo,
): Promise<OperatorLoginOutcome> {
  const throttle = throttles(deps).operator;
  await throttle.begin(input.username, client.ip);
  const found = await queries.findOperatorCredentials(deps.db, input.username);
  const valid = await checkPassword(deps.config, found?.password_hash ?? null, input.password);
  if (!found || !valid) throw unauthorized('auth.invalid_operator_credentials');
  if (!found.is_active) {
    await throttle.neutral(input.username, client.ip);
    // a new admin signs in only once a second admin approved its creation
    throw forbidden(found.awaiting_approval ? 'staff.awaiting_approval' : 'auth.blocked');
  }
  await throttle.succeeded(input.username, client.ip);
  // told before the second factor; startOperatorSession decides a race atomically
  if (found.temporary_spent) throw temporaryPasswordUsed();
  // the second factor (totp.ts): no session, so no token, until it is passed
  const gate = await secondFactorGate(deps, found);
  if (gate.step !== 'done') return gate;
  return { step: 'done', ...(await startOperatorSession(deps, found, client)), totp: gate.totp };
}

export type OperatorLoginOutcome =
  Exclude<SecondFactorGate, { step: 'done' }> | ({ step: 'done'; totp: TotpStatus } & OperatorLoginData);

/**
 * A console session and its tokens, once every factor the operator needs was checked. A staff-set
 * password is spent here, in the session's transaction: a sign-in that finds it spent opens nothing.
 */
export const startOperatorSession: StartOperatorSession = async (deps, found, client) => {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  const { idleSeconds, maxSeconds } = deps.config.staffSession;
  const opened = await deps.db.transaction(async (tx) => {
    const temporary = await queries.spendTemporaryOperatorPassword(tx, found.id);
    if (temporary === 'taken') throw temporaryPasswordUsed();
    await queries.insertSession(tx, {
      id: sessionId,
      kind: 'operator',
      subjectId: found.id,
      ip: client.ip,
      userAgent: client.userAgent,
      ttlSeconds: Math.min(idleSeconds, maxSeconds),
    });
    await queries.insertRefreshToken(tx, sessionId, sha256(refreshToken));
    await queries.insertOperatorAudit(tx, found.id, 'operator.login', client.ip);
    return {
      mustChange: temporary === 'spent',
      ends: await queries.operatorSessionEnds(tx, sessionId, maxSeconds),
    };
  });
  return operatorTokens(deps.config, {
    operator: {
      id: found.id,
      username: found.username,
      role: found.role,
      ...(opened.mustChange ? { must_change_password: true } : {}),
    },
    sessionId,
    refreshToken,
    ends: opened.ends,
  });
};

function operatorTokens(
  config: Config,
  s: { operator: Operator; sessionId: string; refreshToken: string; ends: queries.SessionEnds },
): OperatorLoginData {
  const accessToken = signAccessToken(config, {
    subjectId: s.operator.id,
    kind: 'operator',
    sessionId: s.sessionId,
    role: s.operator.role,
  });
  return {
    access_token: accessToken,
    refresh_token: s.refreshToken,
    session: { idle_seconds: config.staffSession.idleSeconds, ...s.ends },
    operator: s.operator,
  };
}

type OperatorRefreshOutcome =
  { kind: 'ok'; tokens: OperatorLoginData } | { kind: 'unknown' | 'reused' | 'dead' };

/**
 * POST /auth/refresh: rotates a console session's refresh token, as refreshMemberSession does a
 * member's (a rotated token presented again is reuse and ends the session, its sockets with it).
 * Only a renewal the person worked through (`active`) moves the idle end.
 */
export async function refreshOperatorSession(
  deps: AppDeps,
  input: { refresh_token: string; active: boolean },
): Promise<OperatorLoginData> {
  const outcome = await deps.db.transaction(async (tx): Promise<OperatorRefreshOutcome> => {
    const row = await queries.lockRefreshToken(tx, sha256(input.refresh_token));
    if (!row || row.subject_kind !== 'operator') return { kind: 'unknown' };
    if (row.rotated) {
      // committed, not thrown: the revoke must survive the error reply
      closeSessionSockets(deps, tx, await queries.revokeSession(tx, row.session_id, 'reuse'));
      return { kind: 'reused' };
    }
    if (!row.live) return { kind: 'dead' };
    const who = await queries.findLiveOperatorSession(tx, row.session_id, row.subject_id);
    if (!who?.is_active) return { kind: 'dead' };
    const next = newRefreshToken();
    await queries.markRefreshTokenRotated(tx, row.id);
    await queries.insertRefreshToken(tx, row.session_id, sha256(next));
    const ends = await queries.renewOperatorSession(tx, row.session_id, {
      ...deps.config.staffSession,
      active: input.active,
    });
    // the renewal met the most a sign-in lasts
    if (ends.expires_in <= 0) return { kind: 'dead' };
    const operator: Operator = {
      id: row.subject_id,
      username: who.username,
      role: who.role,
      ...(who.must_change_password ? { must_change_password: true } : {}),
    };
    return {
      kind: 'ok',
      tokens: operatorTokens(deps.config, { operator, sessionId: row.session_id, refreshToken: next, ends }),
    };
  });
  switch (outcome.kind) {
    case 'ok':
      return outcome.tokens;
    case 'reused':
      throw unauthorized('auth.refresh_reused');
    case 'unknown':
    case 'dead':
      throw unauthorized('auth.session_ended');
  }
}

/**
 * Console sessions that ended by themselves (idle, or the most a sign-in lasts) are marked so and
 * their sockets closed: a console left open stops hearing the desk when its session ends.
 */
export async function endLapsedOperatorSessions(deps: AppDeps): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const ended = await queries.endLapsedOperatorSessions(tx, deps.config.staffSession.maxSeconds);
    closeSessionSockets(deps, tx, ended);
    return ended.length;
  });
}

export async function logoutOperator(
  deps: AppDeps,
  operator: OperatorPrincipal,
  client: ClientInfo,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    closeSessionSockets(deps, tx, await queries.revokeSession(tx, operator.sessionId, 'logout'));
    await queries.insertOperatorAudit(tx, operator.operatorId, 'operator.logout', client.ip);
  });
}

export function operatorOf(principal: OperatorPrincipal): Operator {
  return {
    id: principal.operatorId,
    username: principal.username,
    role: principal.role,
    ...(principal.mustChangePassword ? { must_change_password: true } : {}),
  };
}

/**
 * A staff member's own password change (POST /auth/password): the current password, then
 * the new one. Wrong current passwords count against the account like failed logins, so a stolen
 * token cannot guess it. On success the must-change flag of an admin's reset is spent, every other
 * session of theirs ends (the calling one stays), and the audit log records it, never the password.
 */
export async function changeOperatorPassword(
  deps: AppDeps,
  operator: OperatorPrincipal,
  input: { current_password: string; new_password: string },
  ip: string | null,
): Promise<Operator> {
  const throttle = throttles(deps).operator;
  const subject = `operator:${operator.operatorId}`;
  await throttle.begin(subject, null);
  const hash = await queries.lockOperatorPassword(deps.db, operator.operatorId);
  if (!hash || !(await verifyPassword(hash, input.current_password)))
    throw badRequest('auth.current_password_wrong', { current_password: 'auth.current_password_wrong' });
  await throttle.succeeded(subject, null);
  if (input.new_password === input.current_password)
    throw badRequest('auth.new_password_same', { new_password: 'auth.new_password_same' });
  const newHash = await hashPassword(input.new_password, deps.config);
  await deps.db.transaction(async (tx) => {
    await queries.setOwnOperatorPassword(tx, operator.operatorId, newHash);
    const ended = await queries.revokeOperatorSessions(
      tx,
      operator.operatorId,
      'password_change',
      operator.sessionId,
    );
    closeSessionSockets(deps, tx, ended);
    await audit(tx, {
      operatorId: operator.operatorId,
      action: 'operator.password_change',
      targetType: 'operator',
      targetId: operator.operatorId,
      before: operator.mustChangePassword ? { must_change_password: true } : null,
      after: { must_change_password: false, sessions_ended: ended.length },
      ip,
    });
  });
  return operatorOf({ ...operator, mustChangePassword: false });
}

/**
 * The staff desk's (staff.ts) view of a console account's sessions. Ending them answers how
 * many ended, and closes their consoles' sockets after the commit.
 */
export const operatorSessions = {
  list: queries.listLiveOperatorSessions,
  stats: queries.operatorSessionStats,
  async endAll(
    deps: AppDeps,
    tx: Tx,
    operatorId: number,
    reason: string,
    keepSessionId: string | null = null,
  ) {
    const ended = await queries.revokeOperatorSessions(tx, operatorId, reason, keepSessionId);
    closeSessionSockets(deps, tx, ended);
    return ended.length;
  },
  async endOne(deps: AppDeps, tx: Tx, operatorId: number, sessionId: string, reason: string) {
    const ended = await queries.revokeOperatorSession(tx, operatorId, sessionId, reason);
    closeSessionSockets(deps, tx, ended);
    return ended.length;
  },
};
