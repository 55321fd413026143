// Spec §2 auth guard: a spinner while auth loads; members-only pages send visitors to /login; the
// public pages send signed-in members to /.
import { Navigate, Outlet } from 'react-router';
import { useAuth } from '../lib/auth.tsx';
import { FullScreenSpinner } from '@sanam/ui/spinner.tsx';

export function RequireAuth() {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <FullScreenSpinner />;
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  return <Outlet />;
}

export function PublicOnly() {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <FullScreenSpinner />;
  if (isAuthenticated) return <Navigate to="/" replace />;
  return <Outlet />;
}
