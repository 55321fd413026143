// The member-file module's public entry: the console's read-only lists of one member's rows, each
// read through the module that owns them. A top module: only app.ts imports it.
export { memberFileRoutes } from './console-routes.ts';
