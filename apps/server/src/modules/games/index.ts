// The games module's public entry: the launch, the report, the providers' seamless wallet and the
// sandbox provider's pages.
export { gameRoutes } from './member-routes.ts';
export { gameAdminRoutes } from './console-routes.ts';
export { gameSandboxRoutes } from './sandbox-routes.ts';
export { gameWalletRoutes } from './provider-routes.ts';
export { memberGameSessionPage } from './member-file-queries.ts';
