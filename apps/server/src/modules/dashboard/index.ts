// The dashboard module's public entry (issue 23): the console dashboard's charts, read only. It sits at
// the top beside admin: nothing imports it but app.ts.
export { dashboardRoutes } from './routes.ts';
