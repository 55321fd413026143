import { Outlet } from 'react-router';
import { useOperator } from '../lib/operator-session.ts';
import { can, rolesWith, type Permission } from '../lib/permissions.ts';
import { NoAccess } from './no-access.tsx';

/**
 * Pages a role cannot use are not reachable by typing their address either: the address stays and
 * says, in place of the page, that this role has no access and which roles do, with the way back to
 * the dashboard. Rendered inside RequireAuth, so the operator is known here. The server answers 403
 * regardless.
 */
export function RequirePermission({ permission, page }: { permission: Permission; page: string }) {
  const operator = useOperator();
  if (!can(operator?.role, permission)) {
    return <NoAccess page={page} roles={rolesWith(permission)} role={operator?.role} />;
  }
  return <Outlet />;
}
