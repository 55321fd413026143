// Spec §2 route table.
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, type RouteObject } from 'react-router';
import { registerNavigator } from '../lib/navigation.ts';
import { LoginPage } from '../features/auth/login-page.tsx';
import { RegisterPage } from '../features/auth/register-page.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { MatchRoomPage } from '../features/match-room/match-room-page.tsx';
import { PrematchPage } from '../features/match-room/prematch-page.tsx';
import { HistoryPage } from '../features/history/history-page.tsx';
import { RedeemPage } from '../features/redeem/redeem-page.tsx';
import { AffiliatePage } from '../features/affiliate/affiliate-page.tsx';
import { GAMES, GamePage } from '../features/games/game-page.tsx';
import { StepPage } from '../features/step/step-page.tsx';
import { PublicOnly, RequireAuth } from './auth-guard.tsx';
import { AppLayout } from './app-layout.tsx';

/** Lets the API client navigate (forced sign-out) through the router instead of reloading the page. */
function RouterRoot() {
  const navigate = useNavigate();
  const location = useLocation();
  const pathRef = useRef(location.pathname);
  useEffect(() => {
    pathRef.current = location.pathname;
  }, [location.pathname]);
  useEffect(
    () =>
      registerNavigator({
        navigate: (to, options) => void navigate(to, options),
        currentPath: () => pathRef.current,
      }),
    [navigate],
  );
  return <Outlet />;
}

export const routes: RouteObject[] = [
  {
    element: <RouterRoot />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/register', element: <RegisterPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: '/', element: <HomePage /> },
              { path: '/match/:id', element: <MatchRoomPage /> },
              { path: '/prematch/:id', element: <PrematchPage /> },
              { path: '/transaction', element: <HistoryPage /> },
              { path: '/redeem', element: <RedeemPage /> },
              { path: '/affiliate', element: <AffiliatePage /> },
              { path: '/step', element: <StepPage /> },
              ...GAMES.map((game) => ({ path: `/play/${game}`, element: <GamePage game={game} /> })),
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
];
