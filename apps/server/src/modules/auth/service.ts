// Sessions and tokens for members and operators (DESIGN §6).
//
// Owns: password hashing (argon2id), access tokens (HS256 JWT, 15 min: sub, kind, sid, role),
// sessions and their refresh-token families, login throttling, the member and operator guards.
// Invariants:
// - A session is one login. Every access token names its session (sid) and is honoured only while
//   that session row is live (not revoked, not expired): revoking a session ends its tokens at once.
// - Only the SHA-256 of a refresh token is stored. Each refresh rotates it; presenting a rotated
//   token again is reuse and revokes the whole session (family).
// - Login errors never say whether the phone (username) or the password was wrong, and an unknown
//   phone costs the same argon2 work as a wrong password.
// - An operator's second factor (TOTP, issue 20) is totp.ts's: loginOperator opens no session
//   before it passed (secondFactorGate), and startOperatorSession is the one place a console
//   session begins.
// - Failed logins are counted per (phone or username, address), per address and per account,
//   atomically even under parallel attempts (contract LOGIN_THROTTLE); a wait answers 429 with
//   Retry-After before the password is looked at. Nothing locks the owner out: a stranger's failures
//   hold the stranger's address; a success clears its pair; an operator's unlock clears the account.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  OPERATOR_ROLES,
  REFRESH_TOKEN_TTL_DAYS,
  type OperatorRole,
} from '@sanam/contract/constants.ts';
import type { Operator } from '@sanam/contract/admin.ts';
import type { TotpStatus } from '@sanam/contract/totp.ts';
import { backoffSeconds, LOGIN_THROTTLE } from '@sanam/contract/rate-limits.ts';
import argon2 from 'argon2';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createSigner, createVerifier } from 'fast-jwt';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db, Queryable } from '../../db/db.ts';
import { batcher, perDatabase } from '../../db/batcher.ts';
import { badRequest, forbidden, unauthorized, WaitError } from '../../http/errors.ts';
import { closeLimiterStore, limiterStore } from '../../http/limiter-store.ts';
import type { AppDeps } from '../../http/types.ts';
import * as q from './queries.ts';
import { secondFactorGate, type SecondFactorGate, type StartOperatorSession } from './totp.ts';

export interface MemberPrincipal {
  kind: 'member';
  memberId: number;
  sessionId: string;
}
export interface OperatorPrincipal {
  kind: 'operator';
  operatorId: number;
  username: string;
  role: OperatorRole;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    member?: MemberPrincipal;
    operator?: OperatorPrincipal;
  }
}

type PreHandler = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Who is calling, for the session row and the login throttle. */
export interface ClientInfo {
  ip: string;
  userAgent: string | null;
}

export function clientInfo(req: FastifyRequest): ClientInfo {
  const ua = req.headers['user-agent'];
  return { ip: req.ip, userAgent: typeof ua === 'string' ? ua.slice(0, 512) : null };
}

export interface MemberTokens {
  memberId: number;
  sessionId: string;
  accessToken: string;
  refreshToken: string;
}

const REFRESH_TTL_SECONDS = REFRESH_TOKEN_TTL_DAYS * 24 * 60 * 60;

// ---------------------------------------------------------------------------------------------
// Passwords

// OWASP's argon2id baseline (19 MiB, 2 passes). Tests use a cheaper cost, still argon2id;
// verify reads the cost from the stored hash, so both kinds verify anywhere.
const ARGON2_COST = {
  standard: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  test: { memoryCost: 4_096, timeCost: 2, parallelism: 1 },
} as const;

function argon2Cost(config?: Pick<Config, 'env'>) {
  return config?.env === 'test' ? ARGON2_COST.test : ARGON2_COST.standard;
}

/** argon2id hash. Pass the config so tests get the cheap cost; production always gets the standard one. */
export async function hashPassword(password: string, config?: Pick<Config, 'env'>): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...argon2Cost(config) });
}

async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false; // a malformed stored hash never logs anyone in
  }
}

// An unknown phone still pays for one argon2 verify, against a hash of the same cost, so the time
// taken does not tell whether the phone is registered.
const dummyHashes = new Map<string, Promise<string>>();
function dummyHash(config: Pick<Config, 'env'>): Promise<string> {
  const cost = config.env === 'test' ? 'test' : 'standard';
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('base64url'), config);
    dummyHashes.set(cost, hash);
  }
  return hash;
}

/** True when `password` matches `storedHash`; an absent hash costs the same and is always false. */
async function checkPassword(
  config: Pick<Config, 'env'>,
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (storedHash !== null) return verifyPassword(storedHash, password);
  await verifyPassword(await dummyHash(config), password);
  return false;
}

// ---------------------------------------------------------------------------------------------
// Access tokens

const claimsSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  kind: z.enum(['member', 'operator']),
  sid: z.uuid(),
  role: z.enum(OPERATOR_ROLES).optional(),
});
type Claims = { subjectId: number; kind: 'member' | 'operator'; sessionId: string; role?: OperatorRole };

// Access tokens are HS256 JWTs made and checked by fast-jwt, synchronously with node:crypto: every
// request checks one, and jose's WebCrypto path cost about a quarter of the server's time per bet
// (issue 10, docs/decisions.md). Verified tokens are cached until they expire.
type Jwt = {
  sign: (payload: Record<string, unknown>) => string;
  verify: (token: string) => unknown;
  verifyIgnoringExpiry: (token: string) => unknown;
};
const jwts = new WeakMap<Config, Jwt>();
function jwtOf(config: Config): Jwt {
  let jwt = jwts.get(config);
  if (!jwt) {
    const key = config.jwtSecret;
    jwt = {
      sign: createSigner({ key, algorithm: 'HS256' }),
      verify: createVerifier({ key, algorithms: ['HS256'], cache: 10_000 }),
      verifyIgnoringExpiry: createVerifier({ key, algorithms: ['HS256'], ignoreExpiration: true }),
    };
    jwts.set(config, jwt);
  }
  return jwt;
}

function signAccessToken(config: Config, c: Claims): string {
  const now = Math.floor(Date.now() / 1000);
  return jwtOf(config).sign({
    kind: c.kind,
    sid: c.sessionId,
    ...(c.role ? { role: c.role } : {}),
    sub: String(c.subjectId),
    iat: now,
    exp: now + ACCESS_TOKEN_TTL_SECONDS,
  });
}

function toClaims(payload: unknown): Claims | null {
  const parsed = claimsSchema.safeParse(payload);
  if (!parsed.success) return null;
  const { sub, kind, sid, role } = parsed.data;
  return { subjectId: Number(sub), kind, sessionId: sid, ...(role ? { role } : {}) };
}

/**
 * The claims of a token signed with our key, or null. `allowExpired` is for logout only: the
 * signature is checked all the same, so an expired token still names its session truthfully.
 */
function readAccessToken(
  config: Config,
  token: string,
  opts: { allowExpired?: boolean } = {},
): Claims | null {
  const jwt = jwtOf(config);
  try {
    return toClaims(opts.allowExpired ? jwt.verifyIgnoringExpiry(token) : jwt.verify(token));
  } catch {
    return null;
  }
}

function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Guards

/**
 * The member a bearer token names, when its session is live (401 otherwise) and the member is not
 * blocked (403). One primary-key lookup. Used by requireMember and the socket handshake.
 */
// every member request checks its session: under a burst, one statement checks them all (issue 10)
const liveMemberSession = perDatabase((db: Db) =>
  batcher({
    inFlight: 2,
    most: 128,
    run: (asked: Array<{ sessionId: string; memberId: number }>) => q.findLiveMemberSessions(db, asked),
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
): Promise<OperatorPrincipal> {
  if (!token) throw unauthorized('error.unauthorized');
  const claims = readAccessToken(deps.config, token);
  if (!claims) throw unauthorized('auth.invalid_token');
  if (claims.kind !== 'operator') throw unauthorized('auth.member_token_refused');
  const session = await q.findLiveOperatorSession(deps.db, claims.sessionId, claims.subjectId);
  if (!session || !session.is_active) throw unauthorized('auth.session_ended');
  // the role is read from the operator row: a role change applies at once, not after 15 minutes
  if (roles && !roles.includes(session.role)) throw forbidden('error.forbidden');
  return {
    kind: 'operator',
    operatorId: claims.subjectId,
    username: session.username,
    role: session.role,
    sessionId: claims.sessionId,
  };
}

/**
 * onRequest for the bet routes only: a valid member access token (401 otherwise), its session NOT
 * yet checked. The bet's own statement checks the session (liveMemberSessionSql), so a bet in a
 * burst costs one statement, not two (issue 10); whatever the route answers without that statement
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

export { liveMemberSessionSql } from './queries.ts';

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

/**
 * preHandler: a valid operator access token of a live session whose role is in `roles`
 * (all roles when omitted); member tokens get 401, other roles 403. Sets req.operator.
 * Also fits `onRequest`.
 */
export function requireOperator(deps: AppDeps, roles?: OperatorRole[]): PreHandler {
  return async (req) => {
    req.operator = await authenticateOperator(deps, bearerToken(req), roles);
  };
}

// ---------------------------------------------------------------------------------------------
// Login throttling (DESIGN §6, contract LOGIN_THROTTLE): slows whoever guesses, never locks the owner
// out. Counted per (account, address) with a doubling back-off, per address across accounts, and per
// account across addresses (a back-off that spares the addresses the account signed in from).
//
// Every attempt takes its points up front, atomically, and gives them back unless it turns out to be
// a failure; an attempt that must wait takes the (account, address) gate, one token held for the
// back-off that follows it, so of parallel guesses past the free ones exactly one reaches the
// password check. A failure needs no call of its own: its points stay and its gate runs out when its
// back-off has passed. A success clears the pair's failures; an operator's unlock (clearLoginFailures)
// starts the account afresh by bumping its generation, which is in every account key.

const ATTEMPT_LIMIT = 1_000_000; // the counters only count: the waits are decided below

class LoginThrottle {
  constructor(
    private readonly store: {
      pairs: RateLimiterAbstract;
      pairGate: RateLimiterAbstract;
      accounts: RateLimiterAbstract;
      accountGate: RateLimiterAbstract;
      byIp: RateLimiterAbstract;
      known: RateLimiterAbstract;
      generations: RateLimiterAbstract;
    },
  ) {}

  private async keys(subject: string, ip: string | null) {
    const generation = (await this.store.generations.get(subject))?.consumedPoints ?? 0;
    const account = `${generation}:${subject}`;
    return { account, pair: `${account}|${ip ?? '-'}`, known: `${subject}|${ip ?? '-'}` };
  }

  /** Takes the attempt's points; 429 with the wait (before any password is looked at) when it must wait. */
  async begin(subject: string, ip: string | null): Promise<void> {
    const { pairs, pairGate, accounts, accountGate, byIp, known } = this.store;
    const k = await this.keys(subject, ip);
    const taken: Array<() => Promise<unknown>> = [];
    const giveBack = () => Promise.all(taken.map((undo) => undo()));
    const refuse = async (waitMs: number) => {
      await giveBack();
      throw new WaitError('auth.login_wait', waitMs / 1000);
    };
    if (ip !== null) {
      try {
        await byIp.consume(ip);
        taken.push(() => byIp.reward(ip, 1));
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        return refuse(err.msBeforeNext);
      }
    }
    const pairFailures = (await pairs.consume(k.pair)).consumedPoints;
    taken.push(() => pairs.reward(k.pair, 1));
    const accountFailures = (await accounts.consume(k.account)).consumedPoints;
    taken.push(() => accounts.reward(k.account, 1));

    // this attempt, should it fail, is failure number pairFailures: the next one waits this long
    const pairWait = backoffSeconds(pairFailures, LOGIN_THROTTLE.perPair);
    if (pairWait > 0) {
      try {
        await pairGate.consume(k.pair, 1, { customDuration: pairWait });
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        return refuse(err.msBeforeNext);
      }
    }
    const accountWait = backoffSeconds(accountFailures, LOGIN_THROTTLE.perAccount);
    if (accountWait > 0 && !(ip !== null && (await known.get(k.known)))) {
      try {
        await accountGate.consume(k.account, 1, { customDuration: accountWait });
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        if (pairWait > 0) taken.push(() => pairGate.delete(k.pair));
        return refuse(err.msBeforeNext);
      }
    }
  }

  /**
   * A success clears the pair's failures and wait, returns the account's and the IP's point, and
   * remembers the address as the account's own. The account's count across addresses stays: the
   * owner signing in does not reset what a crowd elsewhere has spent.
   */
  async succeeded(subject: string, ip: string | null): Promise<void> {
    const { pairs, pairGate, accounts, byIp, known } = this.store;
    const k = await this.keys(subject, ip);
    await Promise.all([
      pairs.delete(k.pair),
      pairGate.delete(k.pair),
      accounts.reward(k.account, 1),
      ip === null ? null : byIp.reward(ip, 1),
      ip === null ? null : known.set(k.known, 1, LOGIN_THROTTLE.knownAddressDays * 24 * 60 * 60),
    ]);
  }

  /** Neither a success nor a failure (a blocked account with the right password): all points back. */
  async neutral(subject: string, ip: string | null): Promise<void> {
    const { pairs, pairGate, accounts, byIp } = this.store;
    const k = await this.keys(subject, ip);
    await Promise.all([
      pairs.reward(k.pair, 1),
      pairGate.delete(k.pair),
      accounts.reward(k.account, 1),
      ip === null ? null : byIp.reward(ip, 1),
    ]);
  }

  /** The operator's unlock: every failure counted against the account, from every address, is forgotten. */
  async clear(subject: string): Promise<void> {
    await this.store.generations.penalty(subject, 1);
  }
}

interface Throttles {
  member: LoginThrottle;
  operator: LoginThrottle;
}

// One set per app (keyed by its database), so apps built side by side in tests never share counters.
const throttlesByDb = new WeakMap<Db, Throttles>();

function throttles(deps: AppDeps): Throttles {
  const existing = throttlesByDb.get(deps.db);
  if (existing) return existing;
  // shared counters across nodes with Redis, in memory while it is unreachable (http/limiter-store.ts)
  const store = limiterStore(deps);
  const { perPair, perAddress, perAccount } = LOGIN_THROTTLE;
  const throttle = (prefix: string) =>
    new LoginThrottle({
      pairs: store.limiter(`${prefix}-pair`, ATTEMPT_LIMIT, perPair.windowSeconds),
      // one token; each taker sets its own duration (customDuration)
      pairGate: store.limiter(`${prefix}-pair-gate`, 1, perPair.maxWaitSeconds),
      accounts: store.limiter(`${prefix}-account`, ATTEMPT_LIMIT, perAccount.windowSeconds),
      accountGate: store.limiter(`${prefix}-account-gate`, 1, perAccount.maxWaitSeconds),
      byIp: store.limiter(`${prefix}-ip`, perAddress.failures, perAddress.windowSeconds),
      known: store.limiter(`${prefix}-known`, 1, LOGIN_THROTTLE.knownAddressDays * 24 * 60 * 60),
      // never expires: an account's generation only grows, one step per unlock
      generations: store.limiter(`${prefix}-generation`, ATTEMPT_LIMIT, 0),
    });
  const created: Throttles = { member: throttle('login-member'), operator: throttle('login-operator') };
  throttlesByDb.set(deps.db, created);
  return created;
}

/**
 * An operator's unlock of one account's login (admin module, audited there): forgets every failure
 * counted against the member's phone (or the operator's username), from every address, on every
 * node when the counters are in Redis.
 */
export async function clearLoginFailures(
  deps: AppDeps,
  account: { kind: 'member'; phone: string } | { kind: 'operator'; username: string },
): Promise<void> {
  const t = throttles(deps);
  if (account.kind === 'member') await t.member.clear(account.phone);
  else await t.operator.clear(account.username);
}

/** Connects the login throttle's store at start (Redis is then ready before the first login). */
export function openAuth(deps: AppDeps): void {
  throttles(deps);
}

/** Releases the throttle's Redis connection (app onClose). */
export async function closeAuth(deps: AppDeps): Promise<void> {
  throttlesByDb.delete(deps.db);
  await closeLimiterStore(deps);
}

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
  await q.insertSession(tx, {
    id: sessionId,
    kind: 'member',
    subjectId: memberId,
    ip: client.ip,
    userAgent: client.userAgent,
    ttlSeconds: REFRESH_TTL_SECONDS,
  });
  await q.insertRefreshToken(tx, sessionId, sha256(refreshToken));
  const accessToken = signAccessToken(config, { subjectId: memberId, kind: 'member', sessionId });
  return { memberId, sessionId, accessToken, refreshToken };
}

/** Phone + password login (spec §7 POST /user/login). */
export async function loginMember(
  deps: AppDeps,
  input: { phone: string; password: string },
  client: ClientInfo,
): Promise<MemberTokens> {
  const throttle = throttles(deps).member;
  await throttle.begin(input.phone, client.ip);
  const found = await q.findMemberCredentialsByPhone(deps.db, input.phone);
  const valid = await checkPassword(deps.config, found?.password_hash ?? null, input.password);
  if (!found || !valid) throw unauthorized('auth.invalid_credentials');
  if (found.is_blocked) {
    // told only to whoever knows the password
    await throttle.neutral(input.phone, client.ip);
    throw forbidden('auth.blocked');
  }
  await throttle.succeeded(input.phone, client.ip);
  return deps.db.transaction((tx) => startMemberSession(tx, deps.config, found.id, client));
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
    const row = await q.lockRefreshToken(tx, sha256(refreshToken));
    if (!row || row.subject_kind !== 'member') return { kind: 'unknown' };
    if (row.rotated) {
      // committed, not thrown: the revoke must survive the error reply
      await q.revokeSession(tx, row.session_id, 'reuse');
      return { kind: 'reused' };
    }
    if (!row.live) return { kind: 'dead' };
    if (await q.isMemberBlocked(tx, row.subject_id)) return { kind: 'blocked' };
    const next = newRefreshToken();
    await q.markRefreshTokenRotated(tx, row.id);
    await q.insertRefreshToken(tx, row.session_id, sha256(next));
    await q.extendSession(tx, row.session_id, REFRESH_TTL_SECONDS);
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
  await q.revokeSession(deps.db, claims.sessionId, 'logout');
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
  const hash = await q.findMemberPasswordHash(deps.db, member.memberId);
  if (!hash || !(await verifyPassword(hash, input.oldPassword))) {
    throw badRequest('auth.chpw_wrong_old', { oldPassword: 'auth.chpw_wrong_old' });
  }
  await throttle.succeeded(subject, null);
  if (input.newPassword === input.oldPassword)
    throw badRequest('auth.chpw_same', { newPassword: 'auth.chpw_same' });
  const newHash = await hashPassword(input.newPassword, deps.config);
  await deps.db.transaction(async (tx) => {
    await q.updateMemberPasswordHash(tx, member.memberId, newHash);
    await q.revokeMemberSessionsExcept(tx, member.memberId, member.sessionId, 'password_change');
  });
}

// ---------------------------------------------------------------------------------------------
// Operators (DESIGN §9): username + password, an access token only; the session lives as long as it.

export async function loginOperator(
  deps: AppDeps,
  input: { username: string; password: string },
  client: ClientInfo,
): Promise<OperatorLoginOutcome> {
  const throttle = throttles(deps).operator;
  await throttle.begin(input.username, client.ip);
  const found = await q.findOperatorCredentials(deps.db, input.username);
  const valid = await checkPassword(deps.config, found?.password_hash ?? null, input.password);
  if (!found || !valid) throw unauthorized('auth.invalid_operator_credentials');
  if (!found.is_active) {
    await throttle.neutral(input.username, client.ip);
    throw forbidden('auth.blocked');
  }
  await throttle.succeeded(input.username, client.ip);
  // the second factor (totp.ts): no session, so no token, until it is passed
  const gate = await secondFactorGate(deps, found);
  if (gate.step !== 'done') return gate;
  return { step: 'done', ...(await startOperatorSession(deps, found, client)), totp: gate.totp };
}

export type OperatorLoginOutcome =
  | Exclude<SecondFactorGate, { step: 'done' }>
  | { step: 'done'; accessToken: string; operator: Operator; totp: TotpStatus };

/** A console session and its access token, once every factor the operator needs was checked. */
export const startOperatorSession: StartOperatorSession = async (deps, found, client) => {
  const sessionId = randomUUID();
  await deps.db.transaction(async (tx) => {
    await q.insertSession(tx, {
      id: sessionId,
      kind: 'operator',
      subjectId: found.id,
      ip: client.ip,
      userAgent: client.userAgent,
      ttlSeconds: ACCESS_TOKEN_TTL_SECONDS,
    });
    await q.insertOperatorAudit(tx, found.id, 'operator.login', client.ip);
  });
  const accessToken = signAccessToken(deps.config, {
    subjectId: found.id,
    kind: 'operator',
    sessionId,
    role: found.role,
  });
  return { accessToken, operator: { id: found.id, username: found.username, role: found.role } };
};

export async function logoutOperator(
  deps: AppDeps,
  operator: OperatorPrincipal,
  client: ClientInfo,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await q.revokeSession(tx, operator.sessionId, 'logout');
    await q.insertOperatorAudit(tx, operator.operatorId, 'operator.logout', client.ip);
  });
}

export function operatorOf(principal: OperatorPrincipal): Operator {
  return { id: principal.operatorId, username: principal.username, role: principal.role };
}
