// The admin module's public entry: the console's member desk, audit log and login unlocks. Admin is
// the top module: nothing imports it but app.ts.
export { adminRoutes } from './routes.ts';
export { startLedgerCheckClock } from './ledger-check.ts';
export { loginUnlockRoutes } from './login-unlock-routes.ts';
export { memberBettingRoutes } from './member-betting-routes.ts';
export { staffRoutes } from './staff-routes.ts';
export { memberAccountRoutes } from './account-change-routes.ts';
export { memberFileRoutes } from './member-file-routes.ts';
