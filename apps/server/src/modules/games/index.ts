// The games module's public entry: the launch, the report, the providers' seamless wallet and the
// sandbox provider's pages.
export { gameRoutes } from './routes.ts';
export { gameAdminRoutes } from './admin-routes.ts';
export { gameSandboxRoutes } from './sandbox-routes.ts';
export { gameWalletRoutes } from './wallet-routes.ts';
export { memberGameSessionPage } from './member-file-reads.ts';
