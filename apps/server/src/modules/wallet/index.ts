// The wallet module's public entry: its routes, the deposit account a member pays into, the
// cashier's deposit the console records, and what the demo seed drives. Wallet sits above rewards
// (a first deposit may hold an affiliate reward) and betting (the history names the rounds).
export { walletRoutes } from './routes.ts';
export { walletAdminRoutes } from './admin-routes.ts';
export { walletSandboxRoutes } from './sandbox-routes.ts';
export { assignDepositAccount, depositAccountOf, requestWithdraw, submitSlip } from './service.ts';
export { recordCashierDeposit } from './moves.ts';
export { recheckDueDeposits, startSlipRecheck } from './recheck.ts';
export { memberDepositPage, memberWithdrawalPage } from './member-file-reads.ts';
