// Plain SQL of credentials, sessions and refresh tokens (DESIGN §6). Only auth/service.ts calls these.
import type { AuditAction } from '@sanam/contract/audit.ts';
import type { OperatorRole } from '@sanam/contract/constants.ts';
import type { Queryable } from '../../db/db.ts';

export type SubjectKind = 'member' | 'operator';

export async function findMemberCredentialsByPhone(q: Queryable, phone: string) {
  const { rows } = await q.query<{
    id: number;
    password_hash: string;
    is_blocked: boolean;
    must_change_password: boolean;
  }>('SELECT id, password_hash, is_blocked, must_change_password FROM members WHERE phone = $1', [phone]);
  return rows[0] ?? null;
}

export async function findMemberPasswordHash(q: Queryable, memberId: number) {
  const { rows } = await q.query<{ password_hash: string }>(
    'SELECT password_hash FROM members WHERE id = $1 FOR UPDATE',
    [memberId],
  );
  return rows[0]?.password_hash ?? null;
}

/**
 * The member's own password in place of the staff-set one the login checked: only while that one is
 * still the member's, so of two logins racing with one temporary password exactly one replaces it.
 */
export async function replaceTemporaryMemberPassword(
  q: Queryable,
  memberId: number,
  temporaryHash: string,
  passwordHash: string,
): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE members SET password_hash = $3, must_change_password = false, updated_at = now()
      WHERE id = $1 AND must_change_password AND password_hash = $2
     RETURNING id`,
    [memberId, temporaryHash, passwordHash],
  );
  return rows.length > 0;
}

export async function updateMemberPasswordHash(q: Queryable, memberId: number, passwordHash: string) {
  await q.query(
    'UPDATE members SET password_hash = $2, must_change_password = false, updated_at = now() WHERE id = $1',
    [memberId, passwordHash],
  );
}

/** A staff-set password the member must replace at their next login. */
export async function setTemporaryMemberPassword(q: Queryable, memberId: number, passwordHash: string) {
  await q.query(
    'UPDATE members SET password_hash = $2, must_change_password = true, updated_at = now() WHERE id = $1',
    [memberId, passwordHash],
  );
}

export async function findOperatorCredentials(q: Queryable, username: string) {
  const { rows } = await q.query<{
    id: number;
    username: string;
    password_hash: string;
    role: OperatorRole;
    is_active: boolean;
    awaiting_approval: boolean;
    /** a staff-set password a sign-in already used: one session per temporary password */
    temporary_spent: boolean;
  }>(
    `SELECT id, username, password_hash, role, is_active, awaiting_approval,
            (must_change_password AND spent_password_hash IS NOT DISTINCT FROM password_hash) AS temporary_spent
       FROM operators WHERE username = $1`,
    [username],
  );
  return rows[0] ?? null;
}

export async function insertSession(
  q: Queryable,
  s: {
    id: string;
    kind: SubjectKind;
    subjectId: number;
    ip: string | null;
    userAgent: string | null;
    ttlSeconds: number;
  },
) {
  await q.query(
    `INSERT INTO sessions (id, subject_kind, subject_id, ip, user_agent, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [s.id, s.kind, s.subjectId, s.ip, s.userAgent, s.ttlSeconds],
  );
}

/**
 * SQL true when the sessions row `s` (an alias) is a live session of member `memberId` (an SQL
 * expression): for a statement that checks a session in passing, joined on the session's id (a bet
 * in one statement), and for the check of every member request below.
 */
export const liveMemberSessionSql = (s: string, memberId: string) =>
  `${s}.subject_kind = 'member' AND ${s}.subject_id = ${memberId}
   AND ${s}.revoked_at IS NULL AND ${s}.expires_at > now()`;

/**
 * The members behind live sessions, one answer per (session, member) asked, in order (null where
 * the session is unknown, revoked, expired or not that member's): one primary-key lookup each, in
 * one statement for every request that is waiting (service.ts gathers them). The lookups are
 * LATERAL with LIMIT 1 so that the prepared statement's plan stays a key lookup per row: a join
 * would be planned once, when the tables may still be small, as a scan of all their rows.
 */
export async function findLiveMemberSessions(
  q: Queryable,
  asked: ReadonlyArray<{ sessionId: string; memberId: number }>,
): Promise<Array<{ is_blocked: boolean } | null>> {
  const { rows } = await q.query<{ n: number; is_blocked: boolean }>(
    `SELECT a.n, m.is_blocked
       FROM unnest($1::uuid[], $2::bigint[]) WITH ORDINALITY AS a(session_id, member_id, n)
      CROSS JOIN LATERAL (SELECT 1 FROM sessions s
                           WHERE s.id = a.session_id AND ${liveMemberSessionSql('s', 'a.member_id')}
                           LIMIT 1) s
      CROSS JOIN LATERAL (SELECT m.is_blocked FROM members m WHERE m.id = a.member_id LIMIT 1) m`,
    [asked.map((a) => a.sessionId), asked.map((a) => a.memberId)],
    'member-sessions',
  );
  const live = new Map(rows.map((r) => [r.n, { is_blocked: r.is_blocked }]));
  return asked.map((_, i) => live.get(i + 1) ?? null);
}

/** The operator behind a live session; role and username come from the row, not the token. */
export async function findLiveOperatorSession(q: Queryable, sessionId: string, operatorId: number) {
  const { rows } = await q.query<{
    username: string;
    role: OperatorRole;
    is_active: boolean;
    must_change_password: boolean;
  }>(
    `SELECT o.username, o.role, o.is_active, o.must_change_password
       FROM sessions s JOIN operators o ON o.id = s.subject_id
      WHERE s.id = $1 AND s.subject_kind = 'operator' AND s.subject_id = $2
        AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [sessionId, operatorId],
  );
  return rows[0] ?? null;
}

// Each revoke answers the ids of the sessions it ended, so their sockets can be closed after commit.
const endedIds = ({ rows }: { rows: Array<{ id: string }> }) => rows.map((r) => r.id);

export async function revokeSession(q: Queryable, sessionId: string, reason: string): Promise<string[]> {
  return endedIds(
    await q.query<{ id: string }>(
      `UPDATE sessions SET revoked_at = now(), revoke_reason = $2 WHERE id = $1 AND revoked_at IS NULL
       RETURNING id`,
      [sessionId, reason],
    ),
  );
}

export async function revokeMemberSessionsExcept(
  q: Queryable,
  memberId: number,
  keepSessionId: string,
  reason: string,
): Promise<string[]> {
  return endedIds(
    await q.query<{ id: string }>(
      `UPDATE sessions SET revoked_at = now(), revoke_reason = $3
        WHERE subject_kind = 'member' AND subject_id = $1 AND id <> $2 AND revoked_at IS NULL
       RETURNING id`,
      [memberId, keepSessionId, reason],
    ),
  );
}

/** Ends every live session of the member. */
export async function revokeMemberSessions(
  q: Queryable,
  memberId: number,
  reason: string,
): Promise<string[]> {
  return endedIds(
    await q.query<{ id: string }>(
      `UPDATE sessions SET revoked_at = now(), revoke_reason = $2
        WHERE subject_kind = 'member' AND subject_id = $1 AND revoked_at IS NULL AND expires_at > now()
       RETURNING id`,
      [memberId, reason],
    ),
  );
}

export async function insertRefreshToken(q: Queryable, sessionId: string, tokenHash: string) {
  await q.query('INSERT INTO refresh_tokens (session_id, token_hash) VALUES ($1, $2)', [
    sessionId,
    tokenHash,
  ]);
}

/**
 * A refresh token and its session, both locked: two refreshes with one token run one after the
 * other, so the second sees the first's rotation.
 */
export async function lockRefreshToken(q: Queryable, tokenHash: string) {
  const { rows } = await q.query<{
    id: number;
    session_id: string;
    rotated: boolean;
    subject_kind: SubjectKind;
    subject_id: number;
    live: boolean;
  }>(
    `SELECT rt.id, rt.session_id, rt.rotated_at IS NOT NULL AS rotated, s.subject_kind, s.subject_id,
            (s.revoked_at IS NULL AND s.expires_at > now()) AS live
       FROM refresh_tokens rt JOIN sessions s ON s.id = rt.session_id
      WHERE rt.token_hash = $1
        FOR UPDATE OF rt, s`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

export async function markRefreshTokenRotated(q: Queryable, id: number) {
  await q.query('UPDATE refresh_tokens SET rotated_at = now() WHERE id = $1', [id]);
}

/**
 * Sliding expiry: a session lives as long as its newest refresh token. A rotation is also when the
 * session was last seen (migration 028): the app refreshes while it is used, so no per-request write.
 */
export async function extendSession(q: Queryable, sessionId: string, ttlSeconds: number) {
  await q.query(
    'UPDATE sessions SET expires_at = now() + make_interval(secs => $2), last_seen_at = now() WHERE id = $1',
    [sessionId, ttlSeconds],
  );
}

export async function isMemberBlocked(q: Queryable, memberId: number) {
  const { rows } = await q.query<{ is_blocked: boolean }>('SELECT is_blocked FROM members WHERE id = $1', [
    memberId,
  ]);
  return rows[0]?.is_blocked ?? true;
}

/** An operator's own sign-in or sign-out in the audit log: the action is the whole record. */
export async function insertOperatorAudit(
  q: Queryable,
  operatorId: number,
  action: AuditAction,
  ip: string | null,
) {
  await q.query(
    `INSERT INTO audit_log (operator_id, action, target_type, target_id, ip) VALUES ($1, $2, 'operator', $3, $4)`,
    [operatorId, action, String(operatorId), ip],
  );
}

// ---------------------------------------------------------------------------------------------
// Staff passwords and console sessions

export async function lockOperatorPassword(q: Queryable, operatorId: number) {
  const { rows } = await q.query<{ password_hash: string }>(
    'SELECT password_hash FROM operators WHERE id = $1 FOR UPDATE',
    [operatorId],
  );
  return rows[0]?.password_hash ?? null;
}

export async function findOperatorMustChange(q: Queryable, operatorId: number) {
  const { rows } = await q.query<{ must_change_password: boolean }>(
    'SELECT must_change_password FROM operators WHERE id = $1',
    [operatorId],
  );
  return rows[0]?.must_change_password ?? false;
}

/** The owner chose this password: the must-change flag of an admin's reset is spent. */
export async function setOwnOperatorPassword(q: Queryable, operatorId: number, passwordHash: string) {
  await q.query('UPDATE operators SET password_hash = $2, must_change_password = false WHERE id = $1', [
    operatorId,
    passwordHash,
  ]);
}

/** Ends the operator's live sessions (all, or all but `keepSessionId`). */
export async function revokeOperatorSessions(
  q: Queryable,
  operatorId: number,
  reason: string,
  keepSessionId: string | null = null,
): Promise<string[]> {
  const ended = await q.query<{ id: string }>(
    `UPDATE sessions SET revoked_at = now(), revoke_reason = $2
      WHERE subject_kind = 'operator' AND subject_id = $1 AND revoked_at IS NULL AND expires_at > now()
        AND ($3::uuid IS NULL OR id <> $3::uuid)
     RETURNING id`,
    [operatorId, reason, keepSessionId],
  );
  return endedIds(ended);
}

/** Ends one live session of the operator; none when it is not theirs or already over. */
export async function revokeOperatorSession(
  q: Queryable,
  operatorId: number,
  sessionId: string,
  reason: string,
): Promise<string[]> {
  const ended = await q.query<{ id: string }>(
    `UPDATE sessions SET revoked_at = now(), revoke_reason = $3
      WHERE id = $2 AND subject_kind = 'operator' AND subject_id = $1
        AND revoked_at IS NULL AND expires_at > now()
     RETURNING id`,
    [operatorId, sessionId, reason],
  );
  return endedIds(ended);
}

/** The operator's live sessions, newest first. */
export async function listLiveOperatorSessions(q: Queryable, operatorId: number) {
  const { rows } = await q.query<{
    id: string;
    ip: string | null;
    user_agent: string | null;
    created_at: Date | string;
    last_seen_at: Date | string;
    expires_at: Date | string;
  }>(
    `SELECT id, ip, user_agent, created_at, last_seen_at, expires_at FROM sessions
      WHERE subject_kind = 'operator' AND subject_id = $1 AND revoked_at IS NULL AND expires_at > now()
      ORDER BY created_at DESC`,
    [operatorId],
  );
  return rows;
}

/** Per operator: the last login and the live sessions' count (operators with none are absent). */
export async function operatorSessionStats(q: Queryable) {
  const { rows } = await q.query<{
    operator_id: number;
    last_login_at: Date | string;
    open_sessions: number;
  }>(
    `SELECT subject_id::int AS operator_id, max(created_at) AS last_login_at,
            (count(*) FILTER (WHERE revoked_at IS NULL AND expires_at > now()))::int AS open_sessions
       FROM sessions WHERE subject_kind = 'operator' GROUP BY subject_id`,
  );
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Console sessions that fit a shift

/**
 * The first sign-in with a staff-set password spends it (one session per temporary password):
 * 'spent' for that sign-in, 'taken' when another sign-in already had it, 'none' when the account
 * has its own password. One statement: of two sign-ins racing, the second finds it spent.
 */
export async function spendTemporaryOperatorPassword(
  q: Queryable,
  operatorId: number,
): Promise<'spent' | 'taken' | 'none'> {
  const spent = await q.query(
    `UPDATE operators SET spent_password_hash = password_hash
      WHERE id = $1 AND must_change_password AND spent_password_hash IS DISTINCT FROM password_hash
     RETURNING id`,
    [operatorId],
  );
  if (spent.rows.length > 0) return 'spent';
  return (await findOperatorMustChange(q, operatorId)) ? 'taken' : 'none';
}

/** Seconds from now to a console session's two ends (contract consoleSessionTimes). */
export type SessionEnds = {
  expires_in: number;
  ends_in: number;
};

const endsSql = (maxParam: string) =>
  `greatest(0, floor(extract(epoch FROM expires_at - now())))::int AS expires_in,
   greatest(0, floor(extract(epoch FROM created_at + make_interval(secs => ${maxParam}) - now())))::int AS ends_in`;

/**
 * A console session's renewal: when the person worked (`active`) its idle end moves to
 * `idleSeconds` from now, never past `maxSeconds` after the sign-in; a renewal of an idle console
 * moves nothing. A worked renewal is also when the session was last seen.
 */
export async function renewOperatorSession(
  q: Queryable,
  sessionId: string,
  s: { idleSeconds: number; maxSeconds: number; active: boolean },
): Promise<SessionEnds> {
  const { rows } = await q.query<SessionEnds>(
    `UPDATE sessions
        SET expires_at = CASE WHEN $4::boolean
                              THEN least(now() + make_interval(secs => $2), created_at + make_interval(secs => $3))
                              ELSE expires_at END,
            last_seen_at = CASE WHEN $4::boolean THEN now() ELSE last_seen_at END
      WHERE id = $1
     RETURNING ${endsSql('$3')}`,
    [sessionId, s.idleSeconds, s.maxSeconds, s.active],
  );
  const ends = rows[0];
  if (!ends) throw new Error(`session ${sessionId} vanished under its lock`);
  return ends;
}

/** A new console session's ends (inside its sign-in's transaction). */
export async function operatorSessionEnds(q: Queryable, sessionId: string, maxSeconds: number) {
  const { rows } = await q.query<SessionEnds>(`SELECT ${endsSql('$2')} FROM sessions WHERE id = $1`, [
    sessionId,
    maxSeconds,
  ]);
  const ends = rows[0];
  if (!ends) throw new Error(`session ${sessionId} not found`);
  return ends;
}

/**
 * Console sessions whose end passed without a revoke (idle, or the most a sign-in lasts), marked
 * ended then, with which end it was: their ids, each answered by one node only.
 */
export async function endLapsedOperatorSessions(q: Queryable, maxSeconds: number): Promise<string[]> {
  return endedIds(
    await q.query<{ id: string }>(
      `UPDATE sessions
          SET revoked_at = expires_at,
              revoke_reason = CASE WHEN expires_at >= created_at + make_interval(secs => $1)
                                   THEN 'session_max' ELSE 'idle' END
        WHERE subject_kind = 'operator' AND revoked_at IS NULL AND expires_at <= now()
       RETURNING id`,
      [maxSeconds],
    ),
  );
}
