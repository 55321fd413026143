import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AuditPage } from '../features/audit/components/audit-page.tsx';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { DashboardPage } from '../features/dashboard/components/dashboard-page.tsx';
import { MembersPage } from '../features/members/components/members-page.tsx';
import { AppLayout } from './app-layout.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RootRoute } from './root-route.tsx';

export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      { path: '/login', element: <LoginPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { index: true, element: <DashboardPage /> },
              { path: '/members', element: <MembersPage /> },
              { path: '/audit', element: <AuditPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes, { basename: '/admin' });
}
