// The steps module's public entry: what app.ts (and other modules) may use. registerStepGrading is
// the module's start-up: app.ts calls it, so every settlement grades the step legs on its round.
export { stepDeskRoutes } from './console-routes.ts';
export { stepRoutes } from './member-routes.ts';
export { registerStepGrading } from './settlement.ts';
export { memberStepTicketPage } from './member-file-queries.ts';
export { stepMatches } from './service.ts';
