import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client.ts';

/** Any 401 on an operator call (expired 15-minute token, revoked session) returns to the login page. */
export function RootRoute() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        if (pathname === '/login') return;
        void navigate('/login', { replace: true, state: { from: pathname } });
        queryClient.clear();
      }),
    [navigate, pathname, queryClient],
  );

  return <Outlet />;
}
