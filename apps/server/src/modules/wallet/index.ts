// The wallet module's public entry: its routes, the deposit account a member pays into, the
// cashier's deposit the console records, and what the demo seed drives. Wallet sits above rewards
// (a first deposit may hold an affiliate reward) and betting (the history names the rounds).
export { walletRoutes } from './member-routes.ts';
export { walletAdminRoutes } from './console-routes.ts';
export { walletSandboxRoutes } from './sandbox-routes.ts';
export { depositAccountOf, requestWithdraw, submitSlip } from './service.ts';
// members writes which house account a member pays into: it registers that here, with the numbering
export { onAssignDepositAccounts, type DepositAccountAssigner } from './account-assigner.ts';
export { ACTIVE_DEPOSIT_ACCOUNTS } from './account-queries.ts';
// the demo seed adds its house account, unless it is one already
export { insertDepositAccount } from './account-queries.ts';
export { recordCashierDeposit } from './moves.ts';
export { recheckDueDeposits, startSlipRecheck } from './recheck.ts';
export { memberDepositPage, memberWithdrawalPage } from './member-file-queries.ts';
