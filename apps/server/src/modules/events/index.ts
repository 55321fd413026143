// The events module's public entry: what app.ts, other modules and seed may use.
export { eventAdminRoutes } from './console-routes.ts';
export { eventRoutes } from './member-routes.ts';
export { createEvent, openEvent } from './event-desk.ts';
export { memberEventBetPage } from './member-file-queries.ts';
