// The members module's public entry: the account calls' routes and the wire `user` of a member.
// Members sits above wallet (a new member is given a deposit account) and below games and stream.
export { memberRoutes } from './routes.ts';
export { memberTokenRoutes } from './token-routes.ts';
export { memberUser } from './service.ts';
export { inviteePage } from './member-file-reads.ts';
