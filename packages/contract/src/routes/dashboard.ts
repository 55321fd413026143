// The console dashboard's charts. Read only. The betting charts are for admins and
// operators (who run the rounds), the money chart for admins and cashiers (who answer for the money);
// the server's guards say so, docs/decisions.md says why.
import {
  dashboardCashFlow,
  dashboardCashFlowQuery,
  dashboardExposure,
  dashboardExposureQuery,
  dashboardHandle,
} from '../dashboard.ts';
import { declare } from './route.ts';

export const dashboardRoutes = {
  handle: declare({
    method: 'GET',
    path: '/admin/dashboard/handle',
    access: 'operator',
    reply: dashboardHandle,
  }),
  exposure: declare({
    method: 'GET',
    path: '/admin/dashboard/exposure',
    access: 'operator',
    querystring: dashboardExposureQuery,
    reply: dashboardExposure,
  }),
  cashFlow: declare({
    method: 'GET',
    path: '/admin/dashboard/cash-flow',
    access: 'operator',
    querystring: dashboardCashFlowQuery,
    reply: dashboardCashFlow,
  }),
};
