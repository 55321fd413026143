// The audit-log module's public entry: the console's reads of the operator audit log (writing it is
// the platform's audit/audit-log.ts). A top module: only app.ts imports it.
export { auditLogRoutes } from './console-routes.ts';
