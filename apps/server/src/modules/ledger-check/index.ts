// The ledger-check module's public entry: the console's whole-ledger check and the node's clock that
// runs it for the metrics. A top module: only app.ts imports it.
export { ledgerCheckRoutes } from './console-routes.ts';
export { startLedgerCheckClock } from './service.ts';
