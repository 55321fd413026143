import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { useLogout } from '../features/auth/api/logout.ts';
import { ChangePasswordPage } from '../features/auth/components/change-password-page.tsx';
import { SessionKeeper } from '../features/auth/components/session-keeper.tsx';
import { hasDemoExemptNotice } from '../lib/auth-token.ts';
import { useCashierSummary } from '../lib/cashier-summary.ts';
import { useOperator } from '../lib/operator-session.ts';
import { can, canSeeCashierQueues, type Permission } from '../lib/permissions.ts';
import { useRedeemPending } from '../lib/redeem-pending.ts';
import { awaitingMe, useStaffRequests } from '../lib/staff-requests.ts';
import { StaffRequestsNotice } from '../features/staff/components/staff-requests-notice.tsx';
import { useReferredWaitingCount } from '../features/referred-bets/api/list-referred-bets.ts';
import { Button } from '@sanam/ui/button.tsx';
import { Badge } from '../ui/card.tsx';
import { MenuIcon } from '../ui/icons.tsx';
import { LanguageSwitch } from '@sanam/ui/language-switch.tsx';
import { TimeZoneNote } from '../ui/time-zone-note.tsx';
import { AlertSoundToggle, NotificationsBanner, useCashierAlerts } from './cashier-alerts.tsx';

/** `pending` names the count of what waits, shown beside the item. */
type NavItem = {
  to: string;
  label: string;
  icon: string;
  permission?: Permission;
  pending?: 'deposits' | 'withdrawals' | 'redeem_orders' | 'staff_requests' | 'referred_bets';
};

const navItems: NavItem[] = [
  { to: '/', label: 'nav.dashboard', icon: 'M3 13h8V3H3v10Zm0 8h8v-6H3v6Zm10 0h8V11h-8v10Zm0-18v6h8V3h-8Z' },
  {
    to: '/matches',
    label: 'nav.matches',
    icon: 'M12 3a9 9 0 1 0 9 9 9 9 0 0 0-9-9Zm0 4v5l3 2',
    permission: 'matches.view',
  },
  {
    to: '/stadiums',
    label: 'nav.stadiums',
    icon: 'M3 20h18M5 20V9l7-5 7 5v11M9 20v-6h6v6',
    permission: 'matches.view',
  },
  // who runs the book: the big bets waiting for the desk
  {
    to: '/referred-bets',
    label: 'nav.referred_bets',
    icon: 'M12 8v4l2.5 2.5M12 3a9 9 0 1 0 9 9M17 3h4v4M21 3l-5 5',
    permission: 'bets.referred',
    pending: 'referred_bets',
  },
  {
    to: '/events',
    label: 'nav.events',
    icon: 'M9 9a3 3 0 1 1 4 2.8c-.6.3-1 .9-1 1.6V14m0 3v.5M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z',
    permission: 'events.manage',
  },
  {
    to: '/chat',
    label: 'nav.chat',
    icon: 'M4 5h16v11H8l-4 4V5Zm4 5h8M8 13h5',
    permission: 'chat.moderate',
  },
  {
    to: '/members',
    label: 'nav.members',
    icon: 'M16 11a4 4 0 1 0-4-4 4 4 0 0 0 4 4Zm-8 0a3 3 0 1 0-3-3 3 3 0 0 0 3 3Zm0 2c-2.7 0-6 1.3-6 3.5V19h6v-2.5c0-1.3.6-2.5 1.6-3.4A9 9 0 0 0 8 13Zm8 0c-3 0-8 1.5-8 4.5V20h16v-2.5c0-3-5-4.5-8-4.5Z',
    permission: 'members.view',
  },
  // every role: who a time-out or a self-exclusion keeps from play now
  {
    to: '/play-breaks',
    label: 'nav.play_breaks',
    icon: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM9 9v6m6-6v6',
    permission: 'members.view',
  },
  {
    to: '/step-tickets',
    label: 'nav.step_tickets',
    icon: 'M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2V3Zm4 5h6M9 12h6M9 16h3',
    permission: 'step_tickets.view',
  },
  {
    to: '/deposits',
    label: 'nav.deposits',
    icon: 'M12 3v12m0 0-4-4m4 4 4-4M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2',
    permission: 'cashier.deposits',
    pending: 'deposits',
  },
  {
    to: '/withdrawals',
    label: 'nav.withdrawals',
    icon: 'M12 15V3m0 0-4 4m4-4 4 4M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2',
    permission: 'cashier.withdrawals',
    pending: 'withdrawals',
  },
  {
    to: '/deposit-accounts',
    label: 'nav.deposit_accounts',
    icon: 'M3 10h18M5 10V8l7-4 7 4v2M6 10v7m4-7v7m4-7v7m4-7v7M4 20h16',
    permission: 'deposit_accounts.view',
  },
  {
    to: '/redeem-orders',
    label: 'nav.redeem_orders',
    icon: 'M3 7l9-4 9 4v10l-9 4-9-4V7Zm0 0 9 4 9-4M12 11v10',
    permission: 'rewards.orders',
    pending: 'redeem_orders',
  },
  {
    to: '/redeem-items',
    label: 'nav.redeem_items',
    icon: 'M4 11h16v9H4v-9Zm-1-4h18v4H3V7Zm9 0v13m0-13c-1.5-3-5-3-5-1s3 1 5 1c2 0 5 1 5-1s-3.5-2-5 1',
    permission: 'rewards.items',
  },
  {
    to: '/affiliates',
    label: 'nav.affiliates',
    icon: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 10v-2a5 5 0 0 1 5-5h4a5 5 0 0 1 5 5v2M19 8v6m3-3h-6',
    permission: 'rewards.affiliates',
  },
  {
    to: '/games',
    label: 'nav.games',
    icon: 'M6 11h4M8 9v4m7-1h.01M18 10h.01M17.3 5H6.7a4 4 0 0 0-4 3.6L2 15a3 3 0 0 0 5.4 1.8L9 15h6l1.6 1.8A3 3 0 0 0 22 15l-.7-6.4A4 4 0 0 0 17.3 5Z',
    permission: 'games.view',
  },
  {
    to: '/reports',
    label: 'nav.reports',
    icon: 'M4 20V10m6 10V4m6 16v-7m4 7H2',
    permission: 'reports.view',
  },
  {
    to: '/staff',
    label: 'nav.staff',
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 9v-1a6 6 0 0 1 6-6h2a6 6 0 0 1 6 6v1M18 4l1.5 1.5L22 3',
    permission: 'staff.manage',
    pending: 'staff_requests',
  },
  {
    to: '/audit',
    label: 'nav.audit',
    icon: 'M6 2h9l5 5v15H6V2Zm8 1.5V8h4.5M9 12h8M9 16h8M9 8h3',
    permission: 'audit.view',
  },
  // every role: their own second factor
  {
    to: '/security',
    label: 'nav.security',
    icon: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Zm-3 9 2 2 4-4',
  },
  // every role: their own password
  {
    to: '/password',
    label: 'nav.password',
    icon: 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5V11Zm7 4v2',
  },
];

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const operator = useOperator();
  const summary = useCashierSummary();
  const redeemPending = useRedeemPending();
  const staffRequests = useStaffRequests();
  const referredWaiting = useReferredWaitingCount();
  const pending = {
    deposits: summary.data?.deposits_pending,
    withdrawals: summary.data?.withdrawals_pending,
    redeem_orders: redeemPending.data,
    // the staff requests this admin may decide
    staff_requests: awaitingMe(staffRequests.data).length,
    // the referred bets waiting for the desk (an offered one waits for its member)
    referred_bets: referredWaiting.data,
  };
  return (
    <ul className="space-y-1">
      {navItems
        .filter((item) => !item.permission || can(operator?.role, item.permission))
        .map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === '/'}
              onClick={onNavigate}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${isActive ? 'bg-gold-500/15 text-gold-300' : 'text-ink-200 hover:bg-ink-700 hover:text-ink-100'}`
              }
            >
              <svg
                viewBox="0 0 24 24"
                className="size-4.5 shrink-0"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                aria-hidden="true"
              >
                <path d={item.icon} strokeLinejoin="round" />
              </svg>
              {t(item.label)}
              {item.pending && (
                <>
                  {' '}
                  <PendingCount count={pending[item.pending]} />
                </>
              )}
            </NavLink>
          </li>
        ))}
    </ul>
  );
}

/** What waits in a queue (deposits, withdrawals, prizes to post, referred bets), beside its menu item; read out as "3 pending". */
function PendingCount({ count }: { count: number | undefined }) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <span className="ml-auto rounded-full bg-gold-500 px-1.5 py-0.5 text-[11px] leading-none font-semibold text-ink-950">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('nav.pending_count', { count })}</span>
    </span>
  );
}

function Brand({ isCompact = false }: { isCompact?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2">
      <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-gold-500 font-bold text-ink-950">
        S
      </span>
      <div className={`leading-tight whitespace-nowrap ${isCompact ? 'hidden sm:block' : ''}`}>
        <p className="text-sm font-semibold text-ink-100">Sanam Live</p>
        <p className="text-[11px] text-ink-300">{t('app.console')}</p>
      </div>
    </div>
  );
}

export function AppLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const operator = useOperator();
  const logout = useLogout();
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  // whoever works the cashier queues hears of what arrives in them at once
  const worksQueues = canSeeCashierQueues(operator?.role) && !operator?.must_change_password;
  useCashierAlerts({ enabled: worksQueues });
  // the referred bets' desk rings too: the same switch mutes both
  const hearsAlerts = worksQueues || can(operator?.role, 'bets.referred');

  const onLogout = () =>
    logout.mutate(undefined, {
      onSettled: () => void navigate('/login', { replace: true }),
    });

  const who = operator && (
    <div className="flex min-w-0 items-center gap-2">
      <span className="hidden truncate text-sm font-medium text-ink-100 sm:inline">{operator.username}</span>
      <Badge tone={operator.role === 'admin' ? 'gold' : 'muted'}>{t(`role.${operator.role}`)}</Badge>
    </div>
  );

  // an admin set this password (a new account, a reset): nothing opens until it is changed
  if (operator?.must_change_password)
    return (
      <div className="min-h-dvh">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-ink-700 bg-ink-900/95 px-3 backdrop-blur lg:px-6">
          <Brand isCompact />
          <div className="ml-auto flex min-w-0 items-center gap-3">
            {who}
            <LanguageSwitch />
            <Button size="sm" variant="ghost" onClick={onLogout} isLoading={logout.isPending}>
              {t('nav.logout')}
            </Button>
          </div>
        </header>
        <main className="px-3 py-6 sm:px-4">
          <ChangePasswordPage isForced />
        </main>
        <SessionKeeper />
      </div>
    );

  return (
    <div className="min-h-dvh lg:pl-56">
      <aside className="fixed inset-y-0 left-0 hidden w-56 flex-col border-r border-ink-700 bg-ink-950 px-3 py-4 lg:flex">
        <div className="mb-6 px-2">
          <Brand />
        </div>
        <nav aria-label={t('nav.label')}>
          <NavLinks />
        </nav>
      </aside>

      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-ink-700 bg-ink-900/95 px-3 backdrop-blur lg:px-6">
        <button
          type="button"
          className="rounded-md p-1.5 text-ink-200 hover:bg-ink-700 lg:hidden"
          aria-label={t('nav.open_menu')}
          aria-expanded={isDrawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon className="size-5" />
        </button>
        <div className="lg:hidden">
          <Brand isCompact />
        </div>
        <div className="ml-auto flex min-w-0 items-center gap-3">
          <div className="hidden md:block">
            <TimeZoneNote />
          </div>
          {who}
          {hearsAlerts && <AlertSoundToggle />}
          <LanguageSwitch />
          <Button size="sm" variant="ghost" onClick={onLogout} isLoading={logout.isPending}>
            {t('nav.logout')}
          </Button>
        </div>
      </header>

      {isDrawerOpen && (
        <div className="fixed inset-0 z-40 lg:hidden">
          <div
            className="absolute inset-0 bg-ink-950/70"
            aria-hidden="true"
            onClick={() => setDrawerOpen(false)}
          />
          <nav
            aria-label={t('nav.label')}
            className="absolute inset-y-0 left-0 flex w-64 flex-col border-r border-ink-700 bg-ink-950 px-3 py-4"
          >
            <div className="mb-4 flex items-center justify-between px-2">
              <Brand />
              <button
                type="button"
                className="rounded-md px-2 text-xl text-ink-300"
                aria-label={t('common.close')}
                onClick={() => setDrawerOpen(false)}
              >
                ×
              </button>
            </div>
            <div className="mb-4 px-2 sm:hidden">{who}</div>
            <NavLinks onNavigate={() => setDrawerOpen(false)} />
          </nav>
        </div>
      )}

      <main className="mx-auto max-w-7xl px-3 py-4 sm:px-4 lg:px-6 lg:py-6">
        {/* below md the header has no room: the clock heads the page */}
        <div className="-mt-1 mb-3 flex justify-end md:hidden">
          <TimeZoneNote />
        </div>
        {hasDemoExemptNotice() && (
          <p
            role="note"
            className="mb-4 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-warning"
          >
            {t('totp.demo_exempt_notice')}
          </p>
        )}
        {worksQueues && <NotificationsBanner />}
        <StaffRequestsNotice />
        <Outlet />
      </main>
      <SessionKeeper />
    </div>
  );
}
