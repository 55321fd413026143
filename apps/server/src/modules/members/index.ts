// The members module's public entry. Members owns the members table: sign-up and profile, and the
// console's member desk (flags, betting controls, balance adjustments, account changes, login
// unlock, password reset) and the deposit account each member pays into; auth writes only the
// credential columns. Members sits above wallet and below games and stream:
// registerDepositAccountAssignment is its start-up, which app.ts calls.
export { memberRoutes } from './member-routes.ts';
export { memberTokenRoutes } from './member-token-routes.ts';
export { memberBettingRoutes, memberConsoleRoutes } from './console-routes.ts';
export { memberAccountRoutes } from './console-account-routes.ts';
export { memberUser, registerDepositAccountAssignment } from './service.ts';
// the member file (a console module above) reads the invitees and checks the member exists
export { inviteePage } from './member-file-queries.ts';
export { memberExists } from './member-desk-queries.ts';
// the demo seed creates its members through the module, like a registration does
export { insertMemberUnlessTaken } from './queries.ts';
export { assignDepositAccounts } from './deposit-account-queries.ts';
