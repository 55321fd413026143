// The auth module's public entry: what other modules, app.ts, socket-server.ts, seed and bench may
// import. Auth is the bottom module: it imports none (docs/architecture.md, module order).
export { operatorAuthRoutes } from './routes.ts';
export {
  actorOf,
  authenticateMember,
  authenticateOperator,
  fromBody,
  memberIdOf,
  memberOf,
  memberSessionLive,
  onRecord,
  requireMember,
  requireMemberToken,
  requireOperator,
  signInLive,
} from './guards.ts';
// the bet's own statement checks the session (requireMemberToken), so the SQL is part of the entry
export { liveMemberSessionSql } from './queries.ts';
export { clientInfo, type ClientInfo, type MemberPrincipal, type OperatorPrincipal } from './principals.ts';
export { hashPassword } from './passwords.ts';
// the staff desk resets a second factor, an admin's once a second admin approved it (issue 35)
export { resetOperatorTotpIn } from './totp.ts';
export { clearLoginFailures, closeAuth, openAuth } from './login-throttle.ts';
export {
  operatorSessions,
  changeMemberPassword,
  endMemberSessions,
  resetMemberPassword,
  loginMember,
  refreshMemberSession,
  revokeByAccessToken,
  startMemberSession,
  tokenToRevoke,
  type MemberTokens,
} from './service.ts';
// the member file's sessions (issue 24)
export { memberSessionPage } from './member-sessions.ts';
