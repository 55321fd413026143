// The reports module's public entry: the console's per-round P&L, the day's
// summary, the cashier shift report and the member statement, as JSON and CSV. It reads, never
// writes; nothing imports it but app.ts.
export { reportRoutes } from './console-routes.ts';
