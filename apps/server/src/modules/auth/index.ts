// The auth module's public entry: what other modules, app.ts, socket-server.ts, seed and bench may
// import. Auth owns the operators (staff accounts, their sessions, the four-eyes staff requests) and
// the credential columns of members; it is the bottom module and imports none.
export { operatorAuthRoutes } from './console-routes.ts';
export { staffRoutes } from './console-staff-routes.ts';
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
export { clearLoginFailures, closeAuth, openAuth } from './login-throttle.ts';
// a member's bank-account change needs a second person, by the staff accounts' four-eyes rule
export { assertSecondPerson } from './four-eyes.ts';
export {
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
// the member file's sessions
export { memberSessionPage, memberSessionStartedAt } from './member-sessions.ts';
// the demo seed creates its staff through the module
export { insertDemoOperator } from './staff-queries.ts';
