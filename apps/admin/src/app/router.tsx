import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AffiliatesPage } from '../features/affiliates/components/affiliates-page.tsx';
import { AuditPage } from '../features/audit/components/audit-page.tsx';
import { ChatDeskPage } from '../features/chat/components/chat-desk-page.tsx';
import { LoginPage } from '../features/auth/components/login-page.tsx';
import { ChangePasswordPage } from '../features/auth/components/change-password-page.tsx';
import { SecurityPage } from '../features/auth/components/security-page.tsx';
import { DashboardPage } from '../features/dashboard/components/dashboard-page.tsx';
import { DepositAccountsPage } from '../features/deposit-accounts/components/deposit-accounts-page.tsx';
import { DepositsPage } from '../features/deposits/components/deposits-page.tsx';
import { EventsPage } from '../features/events/components/events-page.tsx';
import { GamesPage } from '../features/games/components/games-page.tsx';
import { MatchDeskPage } from '../features/matches/components/match-desk-page.tsx';
import { MatchesPage } from '../features/matches/components/matches-page.tsx';
import { MembersPage } from '../features/members/components/members-page.tsx';
import { MemberFilePage } from '../features/members/components/member-file-page.tsx';
import { PlayBreaksPage } from '../features/play-breaks/components/play-breaks-page.tsx';
import { ReferredBetsPage } from '../features/referred-bets/components/referred-bets-page.tsx';
import { RedeemItemsPage } from '../features/redeem-items/components/redeem-items-page.tsx';
import { RedeemOrdersPage } from '../features/redeem-orders/components/redeem-orders-page.tsx';
import { ReportsPage } from '../features/reports/components/reports-page.tsx';
import { StaffPage } from '../features/staff/components/staff-page.tsx';
import { StepTicketsPage } from '../features/step-tickets/components/step-tickets-page.tsx';
import { StadiumsPage } from '../features/stadiums/components/stadiums-page.tsx';
import { WithdrawalsPage } from '../features/withdrawals/components/withdrawals-page.tsx';
import { AppLayout } from './app-layout.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RequirePermission } from './require-permission.tsx';
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
              {
                element: <RequirePermission permission="bets.referred" page="nav.referred_bets" />,
                children: [{ path: '/referred-bets', element: <ReferredBetsPage /> }],
              },
              {
                element: <RequirePermission permission="events.manage" page="nav.events" />,
                children: [{ path: '/events', element: <EventsPage /> }],
              },
              {
                element: <RequirePermission permission="chat.moderate" page="nav.chat" />,
                children: [{ path: '/chat', element: <ChatDeskPage /> }],
              },
              { path: '/members', element: <MembersPage /> },
              { path: '/members/:id', element: <MemberFilePage /> },
              { path: '/play-breaks', element: <PlayBreaksPage /> },
              {
                element: <RequirePermission permission="step_tickets.view" page="nav.step_tickets" />,
                children: [{ path: '/step-tickets', element: <StepTicketsPage /> }],
              },
              { path: '/security', element: <SecurityPage /> },
              { path: '/password', element: <ChangePasswordPage /> },
              {
                element: <RequirePermission permission="staff.manage" page="nav.staff" />,
                children: [{ path: '/staff', element: <StaffPage /> }],
              },
              {
                element: <RequirePermission permission="audit.view" page="nav.audit" />,
                children: [{ path: '/audit', element: <AuditPage /> }],
              },
              {
                element: <RequirePermission permission="reports.view" page="nav.reports" />,
                children: [{ path: '/reports', element: <ReportsPage /> }],
              },
              {
                element: <RequirePermission permission="cashier.deposits" page="nav.deposits" />,
                children: [{ path: '/deposits', element: <DepositsPage /> }],
              },
              {
                element: <RequirePermission permission="cashier.withdrawals" page="nav.withdrawals" />,
                children: [{ path: '/withdrawals', element: <WithdrawalsPage /> }],
              },
              {
                element: <RequirePermission permission="deposit_accounts.view" page="nav.deposit_accounts" />,
                children: [{ path: '/deposit-accounts', element: <DepositAccountsPage /> }],
              },
              {
                element: <RequirePermission permission="rewards.items" page="nav.redeem_items" />,
                children: [{ path: '/redeem-items', element: <RedeemItemsPage /> }],
              },
              {
                element: <RequirePermission permission="rewards.orders" page="nav.redeem_orders" />,
                children: [{ path: '/redeem-orders', element: <RedeemOrdersPage /> }],
              },
              {
                element: <RequirePermission permission="rewards.affiliates" page="nav.affiliates" />,
                children: [{ path: '/affiliates', element: <AffiliatesPage /> }],
              },
              {
                element: <RequirePermission permission="games.view" page="nav.games" />,
                children: [{ path: '/games', element: <GamesPage /> }],
              },
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
