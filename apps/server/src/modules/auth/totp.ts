// The console's second factor: TOTP (RFC 6238, the `otpauth` library) with single-use
// recovery codes, for the roles whose password moves money.
//
// Owns: operator_totp, operator_recovery_codes, operator_totp_failures and the demo exemption flag.
// Invariants:
// - No access token before the second factor: the password step of an enrolled operator (or, in
//   production, of an admin or cashier not yet enrolled) hands out a challenge token only, signed
//   with its own key, which opens the second step and nothing else. The session is opened (by the
//   caller's `startSession`, auth/service.ts) only after the code's transaction committed.
// - A code is accepted once: only for a 30-second step later than the last accepted one.
// - Every code check of an operator locks their operator_totp row, counts the wrong codes within
//   TOTP_FAILURE_LIMITS first, and records a wrong one in the same transaction, so parallel guesses
//   are counted one after another and none slips past the limit.
// - The secret leaves the server only while enrolling, before it is confirmed. Recovery codes are
//   shown once; only their SHA-256 (with the operator's id) is kept.
// - Production (`config.env === 'production'`): admin and cashier must have TOTP; the demo
//   exemption is ignored. Elsewhere TOTP is optional and enforced once enrolled.
import { createHmac, createHash, randomInt } from 'node:crypto';
import type { Operator, OperatorLoginData } from '@sanam/contract/admin.ts';
import type { OperatorRole } from '@sanam/contract/constants.ts';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODES,
  TOTP,
  TOTP_CHALLENGE_TTL_SECONDS,
  TOTP_FAILURE_LIMITS,
  TOTP_REQUIRED_ROLES,
  type LoginEnrolDone,
  type OperatorLoginDone,
  type OperatorSecurityRow,
  type TotpEnrolment,
  type TotpStatus,
} from '@sanam/contract/totp.ts';
import { createSigner, createVerifier } from 'fast-jwt';
import { Secret, TOTP as Totp } from 'otpauth';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Queryable, Tx } from '../../db/db.ts';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import { revokeOperatorSessions } from './queries.ts';
import { closeSessionSockets } from './session-sockets.ts';
import * as totpQueries from './totp-queries.ts';

/** Who signs in, as the password step found them. */
export interface OperatorIdentity {
  id: number;
  username: string;
  role: OperatorRole;
}

/** Opens the console session and signs its tokens (auth/service.ts startOperatorSession). */
export type StartOperatorSession = (
  deps: AppDeps,
  operator: OperatorIdentity,
  client: { ip: string; userAgent: string | null },
) => Promise<OperatorLoginData>;

export type SecondFactorGate =
  | { step: 'done'; totp: TotpStatus }
  | { step: 'totp' | 'enrol'; challenge_token: string; expires_in: number; operator: Operator };

// ---------------------------------------------------------------------------------------------
// Policy

function isProduction(config: Pick<Config, 'env'>): boolean {
  return config.env === 'production';
}

function statusOf(config: Pick<Config, 'env'>, s: totpQueries.OperatorTotpState): TotpStatus {
  const roleRequires = TOTP_REQUIRED_ROLES.includes(s.role);
  return {
    enrolled: s.enrolled,
    required: s.enrolled || (isProduction(config) && roleRequires),
    demo_exempt: !s.enrolled && !isProduction(config) && roleRequires && s.totp_demo_exempt,
    recovery_codes_left: s.recovery_codes_left,
  };
}

/**
 * After a right password (loginOperator): `done` when no second factor applies, else a challenge
 * for the code (enrolled) or for enrolment (production, admin or cashier not enrolled).
 */
export async function secondFactorGate(deps: AppDeps, operator: OperatorIdentity): Promise<SecondFactorGate> {
  const state = await totpQueries.findOperatorTotpState(deps.db, operator.id);
  if (!state) throw unauthorized('auth.invalid_operator_credentials');
  const status = statusOf(deps.config, state);
  if (!status.required) return { step: 'done', totp: status };
  const purpose = status.enrolled ? 'totp' : 'enrol';
  return {
    step: purpose,
    challenge_token: signChallenge(deps.config, operator.id, purpose),
    expires_in: TOTP_CHALLENGE_TTL_SECONDS,
    operator: { id: operator.id, username: operator.username, role: operator.role },
  };
}

// ---------------------------------------------------------------------------------------------
// Challenge tokens: their own key (derived from JWT_SECRET), so no access-token check accepts one
// and no challenge check accepts an access token.

type Purpose = 'totp' | 'enrol';
const challengeClaims = z.object({
  typ: z.literal('operator-2fa'),
  sub: z.string().regex(/^\d+$/),
  purpose: z.enum(['totp', 'enrol']),
});

const challengeJwts = new WeakMap<Config, { sign: (p: object) => string; verify: (t: string) => unknown }>();
function challengeJwt(config: Config) {
  let jwt = challengeJwts.get(config);
  if (!jwt) {
    const key = createHmac('sha256', config.jwtSecret).update('sanam:operator-2fa-challenge').digest('hex');
    jwt = {
      sign: createSigner({ key, algorithm: 'HS256', expiresIn: TOTP_CHALLENGE_TTL_SECONDS * 1000 }),
      verify: createVerifier({ key, algorithms: ['HS256'] }),
    };
    challengeJwts.set(config, jwt);
  }
  return jwt;
}

function signChallenge(config: Config, operatorId: number, purpose: Purpose): string {
  return challengeJwt(config).sign({ typ: 'operator-2fa', sub: String(operatorId), purpose });
}

/** The operator a live challenge of `purpose` names; 401 (sign in again) otherwise. */
function readChallenge(config: Config, token: string, purpose: Purpose): number {
  let payload: unknown;
  try {
    payload = challengeJwt(config).verify(token);
  } catch {
    throw unauthorized('totp.challenge_expired');
  }
  const parsed = challengeClaims.safeParse(payload);
  if (!parsed.success || parsed.data.purpose !== purpose) throw unauthorized('totp.challenge_expired');
  return Number(parsed.data.sub);
}

// ---------------------------------------------------------------------------------------------
// Codes

function totpOf(secretBase32: string, label = ''): Totp {
  return new Totp({
    issuer: TOTP.issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP.digits,
    period: TOTP.periodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** The 30-second step a code belongs to, within the window around now; null when it matches none. */
function matchingStep(secretBase32: string, code: string, nowMs = Date.now()): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: nowMs, window: TOTP.windowSteps });
  if (delta === null) return null;
  return Math.floor(nowMs / 1000 / TOTP.periodSeconds) + delta;
}

const recoveryHash = (operatorId: number, code: string) =>
  createHash('sha256').update(`${operatorId}:${code}`).digest('hex');

/** New recovery codes: what the operator is shown (xxxxx-xxxxx) and what is stored. */
function newRecoveryCodes(operatorId: number): { shown: string[]; hashes: string[] } {
  const shown: string[] = [];
  const hashes: string[] = [];
  while (shown.length < RECOVERY_CODES.count) {
    let code = '';
    for (let i = 0; i < RECOVERY_CODES.length; i++)
      code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
    const hash = recoveryHash(operatorId, code);
    if (hashes.includes(hash)) continue;
    hashes.push(hash);
    const half = RECOVERY_CODES.length / 2;
    shown.push(`${code.slice(0, half)}-${code.slice(half)}`);
  }
  return { shown, hashes };
}

type CodeCheck =
  | { kind: 'ok' }
  | { kind: 'throttled' }
  | { kind: 'wrong'; key: 'totp.invalid_code' | 'totp.invalid_recovery_code' };

/**
 * Inside the transaction that locked the operator's row: refuses when the wrong codes reached a
 * limit, else checks `code` against `secret` (a later step than the last accepted) or spends a
 * recovery code, and records a wrong one.
 */
async function checkCode(
  tx: Queryable,
  operatorId: number,
  secret: string,
  lastUsedStep: number,
  answer: { code: string } | { recoveryCode: string },
  ip: string | null,
): Promise<CodeCheck> {
  const { short, day } = TOTP_FAILURE_LIMITS;
  const failures = await totpQueries.countTotpFailures(
    tx,
    operatorId,
    short.windowSeconds,
    day.windowSeconds,
  );
  if (failures.short >= short.failures || failures.day >= day.failures) return { kind: 'throttled' };
  if ('code' in answer) {
    const step = matchingStep(secret, answer.code);
    if (step !== null && step > lastUsedStep) {
      await totpQueries.markTotpStepUsed(tx, operatorId, step);
      return { kind: 'ok' };
    }
  } else if (
    await totpQueries.spendRecoveryCode(tx, operatorId, recoveryHash(operatorId, answer.recoveryCode))
  ) {
    await totpQueries.insertAudit(tx, {
      operatorId,
      action: 'operator.recovery_code_used',
      targetId: operatorId,
      ip,
    });
    return { kind: 'ok' };
  }
  await totpQueries.insertTotpFailure(tx, operatorId);
  await totpQueries.insertAudit(tx, { operatorId, action: 'operator.totp_failed', targetId: operatorId, ip });
  return { kind: 'wrong', key: 'code' in answer ? 'totp.invalid_code' : 'totp.invalid_recovery_code' };
}

/** The reply of a refused check, thrown after its transaction committed the failure it counted. */
function refusal(check: Exclude<CodeCheck, { kind: 'ok' }>) {
  if (check.kind === 'throttled') return tooManyRequests('totp.too_many_attempts');
  return badRequest(check.key, { [check.key === 'totp.invalid_code' ? 'code' : 'recovery_code']: check.key });
}

// ---------------------------------------------------------------------------------------------
// The login's second step

type ClientInfo = { ip: string; userAgent: string | null };

async function openSession(
  deps: AppDeps,
  operatorId: number,
  client: ClientInfo,
  startSession: StartOperatorSession,
): Promise<OperatorLoginDone> {
  const state = await totpQueries.findOperatorTotpState(deps.db, operatorId);
  if (!state) throw unauthorized('totp.challenge_expired');
  if (!state.is_active) throw forbidden('auth.blocked');
  return { step: 'done', ...(await startSession(deps, state, client)), totp: statusOf(deps.config, state) };
}

/** POST /auth/login/totp: the challenge and a code (or a recovery code), then the session. */
export async function completeLoginWithCode(
  deps: AppDeps,
  input: { challenge_token: string } & ({ code: string } | { recovery_code: string }),
  client: ClientInfo,
  startSession: StartOperatorSession,
): Promise<OperatorLoginDone> {
  const operatorId = readChallenge(deps.config, input.challenge_token, 'totp');
  const answer = 'code' in input ? { code: input.code } : { recoveryCode: input.recovery_code };
  const check = await deps.db.transaction(async (tx): Promise<CodeCheck | null> => {
    const row = await totpQueries.lockOperatorTotp(tx, operatorId);
    // reset by an admin since the password step: start again
    if (!row?.secret) return null;
    return checkCode(tx, operatorId, row.secret, row.last_used_step, answer, client.ip);
  });
  if (check === null) throw unauthorized('totp.challenge_expired');
  if (check.kind !== 'ok') throw refusal(check);
  return openSession(deps, operatorId, client, startSession);
}

// ---------------------------------------------------------------------------------------------
// Enrolment

async function beginEnrolment(deps: AppDeps, operatorId: number): Promise<TotpEnrolment> {
  const state = await totpQueries.findOperatorTotpState(deps.db, operatorId);
  if (!state) throw notFound();
  if (state.enrolled) throw conflict('totp.already_enrolled');
  const secret = new Secret({ size: TOTP.secretBytes }).base32;
  await totpQueries.upsertPendingSecret(deps.db, operatorId, secret);
  const uri = totpOf(secret, state.username).toString();
  return {
    secret,
    otpauth_uri: uri,
    qr_data_url: await QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 }),
  };
}

/** Confirms the pending secret with a first valid code and makes the recovery codes. */
async function confirmEnrolment(
  deps: AppDeps,
  operatorId: number,
  code: string,
  ip: string | null,
): Promise<string[]> {
  const result = await deps.db.transaction(
    async (tx): Promise<{ check: CodeCheck; codes?: string[] } | 'already' | 'none'> => {
      const row = await totpQueries.lockOperatorTotp(tx, operatorId);
      if (row?.secret) return 'already';
      if (!row?.pending_secret) return 'none';
      const check = await checkCode(tx, operatorId, row.pending_secret, row.last_used_step, { code }, ip);
      if (check.kind !== 'ok') return { check };
      await totpQueries.activatePendingSecret(tx, operatorId);
      const { shown, hashes } = newRecoveryCodes(operatorId);
      await totpQueries.replaceRecoveryCodes(tx, operatorId, hashes);
      await totpQueries.insertAudit(tx, {
        operatorId,
        action: 'operator.totp_enrolled',
        targetId: operatorId,
        ip,
      });
      return { check, codes: shown };
    },
  );
  if (result === 'already') throw conflict('totp.already_enrolled');
  if (result === 'none') throw badRequest('totp.no_enrolment');
  if (result.check.kind !== 'ok') throw refusal(result.check);
  return result.codes ?? [];
}

/** POST /auth/totp/enrol: a signed-in operator starts enrolling (optional outside production). */
export function startEnrolment(deps: AppDeps, operatorId: number): Promise<TotpEnrolment> {
  return beginEnrolment(deps, operatorId);
}

/** POST /auth/totp/enrol/confirm: the first valid code turns TOTP on; the recovery codes, once. */
export async function finishEnrolment(
  deps: AppDeps,
  operatorId: number,
  code: string,
  ip: string | null,
): Promise<{ recovery_codes: string[]; totp: TotpStatus }> {
  const codes = await confirmEnrolment(deps, operatorId, code, ip);
  return { recovery_codes: codes, totp: await totpStatusOf(deps, operatorId) };
}

/** POST /auth/login/enrol: the forced enrolment of production, with the password step's challenge. */
export function startLoginEnrolment(deps: AppDeps, challengeToken: string): Promise<TotpEnrolment> {
  return beginEnrolment(deps, readChallenge(deps.config, challengeToken, 'enrol'));
}

/** POST /auth/login/enrol/confirm: enrolled, then signed in; the recovery codes, once. */
export async function finishLoginEnrolment(
  deps: AppDeps,
  input: { challenge_token: string; code: string },
  client: ClientInfo,
  startSession: StartOperatorSession,
): Promise<LoginEnrolDone> {
  const operatorId = readChallenge(deps.config, input.challenge_token, 'enrol');
  const codes = await confirmEnrolment(deps, operatorId, input.code, client.ip);
  return { ...(await openSession(deps, operatorId, client, startSession)), recovery_codes: codes };
}

/** POST /auth/totp/recovery-codes: a current code, then a new set (the old set stops working). */
export async function regenerateRecoveryCodes(
  deps: AppDeps,
  operatorId: number,
  code: string,
  ip: string | null,
): Promise<{ recovery_codes: string[]; totp: TotpStatus }> {
  const result = await deps.db.transaction(
    async (tx): Promise<{ check: CodeCheck; codes?: string[] } | null> => {
      const row = await totpQueries.lockOperatorTotp(tx, operatorId);
      if (!row?.secret) return null;
      const check = await checkCode(tx, operatorId, row.secret, row.last_used_step, { code }, ip);
      if (check.kind !== 'ok') return { check };
      const { shown, hashes } = newRecoveryCodes(operatorId);
      await totpQueries.replaceRecoveryCodes(tx, operatorId, hashes);
      await totpQueries.insertAudit(tx, {
        operatorId,
        action: 'operator.recovery_codes_renewed',
        targetId: operatorId,
        ip,
      });
      return { check, codes: shown };
    },
  );
  if (result === null) throw badRequest('totp.not_enrolled');
  if (result.check.kind !== 'ok') throw refusal(result.check);
  return { recovery_codes: result.codes ?? [], totp: await totpStatusOf(deps, operatorId) };
}

/** GET /auth/totp: the signed-in operator's second factor. */
export async function totpStatusOf(deps: AppDeps, operatorId: number): Promise<TotpStatus> {
  const state = await totpQueries.findOperatorTotpState(deps.db, operatorId);
  if (!state) throw notFound();
  return statusOf(deps.config, state);
}

// ---------------------------------------------------------------------------------------------
// The admin's side

/** GET /operators: every console account with its second factor. */
export async function listOperatorsSecurity(deps: AppDeps): Promise<OperatorSecurityRow[]> {
  return totpQueries.listOperatorsSecurity(deps.db);
}

/**
 * POST /operators/{id}/totp/reset: the operator lost their phone and their recovery codes. Their
 * secret, codes and counted failures go, their sessions end, and the audit log keeps who did it.
 * In the caller's transaction: an admin's reset takes effect when a second admin approves it
 * (staff-requests.ts); `after` adds to the audit row (who asked for it).
 */
export async function resetOperatorTotpIn(
  deps: AppDeps,
  tx: Tx,
  actor: { operatorId: number; ip: string | null },
  targetId: number,
  after: Record<string, unknown> = {},
): Promise<boolean> {
  if (actor.operatorId === targetId) throw badRequest('totp.reset_self');
  const state = await totpQueries.findOperatorTotpState(tx, targetId);
  if (!state) return false;
  const wasEnrolled = await totpQueries.deleteOperatorTotp(tx, targetId);
  closeSessionSockets(deps, tx, await revokeOperatorSessions(tx, targetId, 'totp_reset'));
  await totpQueries.insertAudit(tx, {
    operatorId: actor.operatorId,
    action: 'operator.totp_reset',
    targetId,
    before: { username: state.username, totp_enrolled: wasEnrolled },
    after: { username: state.username, totp_enrolled: false, ...after },
    ip: actor.ip,
  });
  return true;
}
