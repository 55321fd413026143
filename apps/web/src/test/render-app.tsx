import { useEffect } from 'react';
import type { User } from '@sanam/contract/account.ts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router';
import { preloadDialogs } from '../app/app-layout.tsx';
import { AppProviders } from '../app/providers.tsx';
import { AppRoutes, routes, type RouteHandle } from '../app/router.tsx';

function preloadAll(list: RouteObject[]): Promise<unknown>[] {
  return list.flatMap((route) => {
    const handle = route.handle as RouteHandle | undefined;
    return [...(handle ? [handle.preload()] : []), ...preloadAll(route.children ?? [])];
  });
}

// The pages and dialogs are chunks in the app; a test sees them as already fetched (a fast network),
// so it can look at a page right after rendering. Fetching itself is tested in app/router.test.tsx.
await Promise.all([...preloadAll(routes), preloadDialogs()]);

/** What a test reads of the router: where it is now, and a way to move it. */
export interface TestRouter {
  state: { location: Location };
  navigate: NavigateFunction;
}

/** Reports the router of the moment to the test (the app runs the declarative router: no router object). */
function RouterProbe({ onChange }: { onChange: (location: Location, navigate: NavigateFunction) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => onChange(location, navigate), [onChange, location, navigate]);
  return null;
}

/** The whole app (providers + route table) at a given address, as a member's browser would load it. */
export function renderApp(path: string, opts: { startupCheck?: Promise<User> } = {}) {
  const router = { state: {} } as TestRouter;
  const track = (location: Location, navigate: NavigateFunction) => {
    router.state.location = location;
    router.navigate = navigate;
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} startupCheck={opts.startupCheck ?? null}>
      <MemoryRouter initialEntries={[path]}>
        <RouterProbe onChange={track} />
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, router, user, queryClient };
}
