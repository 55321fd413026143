// The stream module's public entry: the member's live stream call.
export { streamRoutes } from './member-routes.ts';
