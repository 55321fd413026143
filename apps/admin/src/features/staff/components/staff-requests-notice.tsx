// The notice every admin sees on every page while a four-eyes staff request waits for them:
// a new admin, an account made an admin, an admin's reset. It links to the staff page's queue.
// Requests the admin may not decide (their own, about them) are left to the others.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { awaitingMe, useStaffRequests } from '../../../lib/staff-requests.ts';

export function StaffRequestsNotice() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const requests = useStaffRequests();
  const count = awaitingMe(requests.data).length;
  // the staff page shows the queue itself
  if (count === 0 || pathname === '/staff') return null;
  return (
    <p
      role="status"
      className="mb-4 flex flex-wrap items-center gap-2 rounded-lg border border-gold-500/40 bg-gold-500/10 px-3 py-2 text-sm text-gold-300"
    >
      {t('staff.requests.notice', { count })}
      <Link to="/staff" className="font-medium underline">
        {t('staff.requests.open')}
      </Link>
    </p>
  );
}
