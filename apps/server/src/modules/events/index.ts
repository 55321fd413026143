// The events module's public entry: what app.ts, other modules and seed may use.
export { eventAdminRoutes } from './admin-routes.ts';
export { eventRoutes } from './routes.ts';
export { createEvent, openEvent } from './admin.ts';
export { memberEventBetPage } from './member-file-reads.ts';
