import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes, preloadRoute } from './app/router.tsx';
import { i18nReady } from './lib/i18n.ts';
import './index.css';

// The pages are chunks: start on this one now, alongside the auth check.
preloadRoute(window.location.pathname);
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// An English reader's words come as a chunk of their own (at the same time as the page's): wait for
// them rather than flash the Thai fallback. A failed fetch still renders, in Thai.
void i18nReady.finally(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  ),
);
