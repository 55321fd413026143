import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AuditPage } from '../features/audit/components/audit-page.tsx';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { DashboardPage } from '../features/dashboard/components/dashboard-page.tsx';
import { MatchDeskPage } from '../features/matches/components/match-desk-page.tsx';
import { MatchesPage } from '../features/matches/components/matches-page.tsx';
import { MembersPage } from '../features/members/components/members-page.tsx';
import { StadiumsPage } from '../features/stadiums/components/stadiums-page.tsx';
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
              { path: '/matches', element: <MatchesPage /> },
              { path: '/matches/:id', element: <MatchDeskPage /> },
              { path: '/stadiums', element: <StadiumsPage /> },
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
