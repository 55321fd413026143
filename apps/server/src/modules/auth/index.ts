// The auth module's public entry: what other modules, app.ts and the socket server may use.
export {
  actorOf,
  liveMemberSessionSql,
  memberIdOf,
  memberOf,
  memberSessionLive,
  requireMember,
  requireMemberToken,
  requireOperator,
} from './service.ts';
