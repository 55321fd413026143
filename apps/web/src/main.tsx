import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { AppRoutes, preloadRoute } from './app/router.tsx';
import { OPEN_MATCHES_QUERY_KEY, getOpenMatches } from './features/home/api/get-open-matches.ts';
import { STADIUMS_QUERY_KEY, getStadiums } from './features/home/api/get-stadiums.ts';
import { fetchProfile } from './lib/auth.tsx';
import { i18nReady } from './lib/i18n.ts';
import { getSession } from './lib/session.ts';
import './index.css';

// The pages are chunks: start on this one now, alongside the auth check.
preloadRoute(window.location.pathname);
const queryClient = createQueryClient();
// A stored token is checked before any member page shows (spec §2): start the check now, alongside
// the page's chunk, not once React has mounted. AuthProvider handles its outcome; the catch here only
// keeps a refusal that lands before then from being reported as unhandled.
const hasStoredToken = getSession().accessToken !== null;
const startupCheck = hasStoredToken ? fetchProfile() : null;
startupCheck?.catch(() => undefined);
// The shell shows a member on a responsible-play break their break screen instead of the pages, so it
// waits for the play state: ask for it alongside the auth check too. The call's code comes as a chunk
// of its own (the shell imports it anyway), not in the first load.
if (hasStoredToken)
  void import('./features/play/api/play.ts').then(({ prefetchPlayBreak }) => prefetchPlayBreak(queryClient));
// A signed-in member's home page draws its stadiums first (its largest paint): ask for its two lists
// now, alongside the chunk and the auth check, rather than once both have arrived.
if (window.location.pathname === '/' && hasStoredToken) {
  void queryClient.prefetchQuery({
    queryKey: STADIUMS_QUERY_KEY,
    queryFn: ({ signal }) => getStadiums(signal),
  });
  void queryClient.prefetchQuery({
    queryKey: OPEN_MATCHES_QUERY_KEY,
    queryFn: ({ signal }) => getOpenMatches(signal),
  });
}
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// An English reader's words come as a chunk of their own (at the same time as the page's): wait for
// them rather than flash the Thai fallback. A failed fetch still renders, in Thai.
void i18nReady.finally(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} startupCheck={startupCheck}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);
