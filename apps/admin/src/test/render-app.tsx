import type { Operator } from '@sanam/contract/admin.ts';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
import { ADMIN_TOKEN_KEY } from '../lib/auth-token.ts';

export const adminOperator: Operator = { id: 1, username: 'admin', role: 'admin' };

/** What a sign-in's reply carries besides the access token (the console renews its session). */
export const sessionTokens = {
  refresh_token: 'refresh-1',
  session: { idle_seconds: 1800, expires_in: 1800, ends_in: 43_200 },
};

export function signIn(token = 'test-token'): void {
  localStorage.setItem(ADMIN_TOKEN_KEY, token);
}

/** The whole console (routes, guard, layout) at `path`, as the browser would show it. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = createQueryClient();
  const user = userEvent.setup();
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, client, user };
}
