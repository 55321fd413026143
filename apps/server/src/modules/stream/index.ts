// The stream module's public entry: the member's live stream call.
export { streamRoutes } from './routes.ts';
