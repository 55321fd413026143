// The steps module's public entry: what app.ts (and other modules) may use. registerStepGrading is
// the module's start-up: app.ts calls it, so every settlement grades the step legs on its round.
export { stepDeskRoutes, stepRoutes } from './routes.ts';
export { registerStepGrading } from './settlement.ts';
export { memberStepTicketPage } from './member-file-reads.ts';
export { stepMatches } from './service.ts';
