import { Navigate, Outlet } from 'react-router';
import { useOperator } from '../lib/operator-session.ts';
import { can, type Permission } from '../lib/permissions.ts';

/**
 * Pages a role cannot use are not reachable by typing their address either: back to the dashboard.
 * Rendered inside RequireAuth, so the operator is known here. The server answers 403 regardless.
 */
export function RequirePermission({ permission }: { permission: Permission }) {
  const operator = useOperator();
  if (!can(operator?.role, permission)) return <Navigate to="/" replace />;
  return <Outlet />;
}
