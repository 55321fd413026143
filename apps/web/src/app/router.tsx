// Spec §2 route table. Every page, and the signed-in shell, is a chunk of its own
// (React.lazy), so the first load carries the providers, the router and the auth guard only.
// The table runs in the declarative router (useRoutes), not a data router: the app has no loaders or
// actions, and the data router's code would be about 17 kB gzip more in the first load.
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { matchRoutes, Navigate, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router';
import { registerNavigator } from '../lib/navigation.ts';
import { FullScreenSpinner, PageSpinner } from '@sanam/ui/spinner.tsx';
import { GAMES } from '../lib/game-list.ts';
import { PublicOnly, RequireAuth } from './auth-guard.tsx';
import { preloadable, type Preloadable } from './preloadable.tsx';
import { RouteErrorBoundary } from './route-error.tsx';

const shell = preloadable(async () => (await import('./app-layout.tsx')).AppLayout);
const login = preloadable(async () => (await import('../features/auth/components/login-page.tsx')).LoginPage);
const register = preloadable(
  async () => (await import('../features/auth/components/register-page.tsx')).RegisterPage,
);
const home = preloadable(async () => (await import('../features/home/components/home-page.tsx')).HomePage);
const matchRoom = preloadable(
  async () => (await import('../features/match-room/components/match-room-page.tsx')).MatchRoomPage,
);
const prematch = preloadable(
  async () => (await import('../features/match-room/components/prematch-page.tsx')).PrematchPage,
);
const history = preloadable(
  async () => (await import('../features/history/components/history-page.tsx')).HistoryPage,
);
const redeem = preloadable(
  async () => (await import('../features/redeem/components/redeem-page.tsx')).RedeemPage,
);
const affiliate = preloadable(
  async () => (await import('../features/affiliate/components/affiliate-page.tsx')).AffiliatePage,
);
const play = preloadable(async () => (await import('../features/play/components/play-page.tsx')).PlayPage);
const activity = preloadable(
  async () => (await import('../features/play/components/activity-page.tsx')).ActivityPage,
);
const step = preloadable(async () => (await import('../features/step/components/step-page.tsx')).StepPage);
const game = preloadable(async () => (await import('../features/games/components/game-page.tsx')).GamePage);

export interface RouteHandle {
  preload: () => Promise<unknown>;
}

/**
 * A route whose page is a chunk. The Suspense boundary is keyed by the route, so moving to a page
 * whose chunk is not there yet shows `fallback` at once (a new boundary), instead of leaving the
 * previous page on screen for the router's transition.
 */
function lazyRoute(
  route: { path?: string; children?: RouteObject[] },
  page: { preload: () => Promise<unknown> },
  element: ReactNode,
  fallback: ReactNode,
): RouteObject {
  const handle: RouteHandle = { preload: page.preload };
  return {
    ...route,
    handle,
    element: (
      <Suspense key={route.path ?? 'shell'} fallback={fallback}>
        {element}
      </Suspense>
    ),
  };
}

function publicPage(path: string, page: Preloadable<object>): RouteObject {
  return lazyRoute({ path }, page, <page.Component />, <FullScreenSpinner />);
}

function memberPage(
  path: string,
  page: { preload: () => Promise<unknown> },
  element: ReactNode,
): RouteObject {
  return lazyRoute({ path }, page, element, <PageSpinner />);
}

export const routes: RouteObject[] = [
  {
    element: <PublicOnly />,
    children: [publicPage('/login', login), publicPage('/register', register)],
  },
  {
    element: <RequireAuth />,
    children: [
      lazyRoute(
        {
          children: [
            memberPage('/', home, <home.Component />),
            memberPage('/match/:id', matchRoom, <matchRoom.Component />),
            memberPage('/prematch/:id', prematch, <prematch.Component />),
            memberPage('/transaction', history, <history.Component />),
            memberPage('/redeem', redeem, <redeem.Component />),
            memberPage('/affiliate', affiliate, <affiliate.Component />),
            memberPage('/play', play, <play.Component />),
            memberPage('/play/activity', activity, <activity.Component />),
            memberPage('/step', step, <step.Component />),
            ...GAMES.map((name) => memberPage(`/play/${name}`, game, <game.Component game={name} />)),
          ],
        },
        shell,
        <shell.Component />,
        <FullScreenSpinner />,
      ),
    ],
  },
  { path: '*', element: <Navigate to="/login" replace /> },
];

/**
 * Starts fetching the chunks of the page at `pathname` (and of the shell around it) as the app starts,
 * alongside the auth check, rather than when the guard lets React render them.
 */
export function preloadRoute(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const handle = match.route.handle as RouteHandle | undefined;
    // a failure here surfaces when the page itself is rendered (the error boundary)
    handle?.preload().catch(() => undefined);
  }
}

/**
 * The route table under the router. Also lets the API client navigate (forced sign-out) through the
 * router instead of reloading the page.
 */
export function AppRoutes() {
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
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary resetKey={location.pathname} isFullScreen>
      {element}
    </RouteErrorBoundary>
  );
}
