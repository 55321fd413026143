// The dashboard module's public entry: the console dashboard's charts, read only. It sits at
// the top beside admin: nothing imports it but app.ts.
export { dashboardRoutes } from './console-routes.ts';
