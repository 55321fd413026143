import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { errorMessage } from '../lib/api-client.ts';
import { getAccessToken } from '../lib/auth-token.ts';
import { meQueryOptions } from '../lib/operator-session.ts';
import { ErrorState } from '@sanam/ui/error-state.tsx';
import { LoadingState } from '@sanam/ui/loading-state.tsx';

/** No token → login. While the operator is being loaded a spinner shows (spec §2, auth guard). */
export function RequireAuth() {
  const { t } = useTranslation();
  const location = useLocation();
  const hasToken = getAccessToken() !== null;
  const me = useQuery({ ...meQueryOptions, enabled: hasToken });

  if (!hasToken) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (me.isPending) {
    return (
      <div className="grid min-h-dvh place-items-center">
        <LoadingState label={t('common.loading')} />
      </div>
    );
  }
  if (me.isError) {
    return (
      <div className="grid min-h-dvh place-items-center">
        <ErrorState message={errorMessage(me.error)} onRetry={() => void me.refetch()} />
      </div>
    );
  }
  return <Outlet />;
}
