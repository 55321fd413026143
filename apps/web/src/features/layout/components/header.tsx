// Spec §2 header bar: fixed at top; logo → /; the language switch (spec §1: the login screen's, the same
// stored choice); when signed in a user box (VIP badge, display name, balance, menu button); the name
// and the menu open the user-info dialog.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@sanam/ui/language-switch.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { displayName, isOwing, useFormatBalance } from '../../../lib/format.ts';
import { Logo } from '../../../ui/logo.tsx';
import { MenuIcon } from '../../../ui/icons.tsx';
import { VipBadge } from '../../../ui/vip-badge.tsx';

export function Header({ onOpenUserInfo }: { onOpenUserInfo: () => void }) {
  const { t } = useTranslation();
  const { user, isAuthenticated } = useAuth();
  const formatBalance = useFormatBalance();

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-ink-700/80 bg-ink-900/90 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-3 sm:px-5">
        <Link
          to="/"
          aria-label={t('nav.home')}
          className="shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-gold-400"
        >
          <Logo className="[&>span:last-child]:hidden min-[420px]:[&>span:last-child]:inline sm:[&>span:last-child]:inline" />
        </Link>
        <div className="flex min-w-0 items-center gap-2">
          <LanguageSwitch />
          {isAuthenticated && user ? (
            <div className="flex min-w-0 items-center gap-1 rounded-2xl bg-ink-800 py-1 pr-1 pl-3 ring-1 ring-ink-600/70">
              <button
                type="button"
                onClick={onOpenUserInfo}
                className="flex min-w-0 flex-col items-end rounded-lg px-1 py-0.5 text-right focus-visible:outline-2 focus-visible:outline-gold-400"
              >
                <span className="flex max-w-[11rem] items-center gap-1.5 text-sm text-ink-200">
                  {user.is_vip ? <VipBadge /> : null}
                  <span className="truncate">{displayName(user)}</span>
                </span>
                <span
                  className={`text-base leading-tight font-semibold tabular-nums ${isOwing(user.balance) ? 'text-danger' : 'text-gold-400'}`}
                >
                  <span className="sr-only">{t('header.balance')} </span>
                  {formatBalance(user.balance)}
                </span>
              </button>
              <button
                type="button"
                onClick={onOpenUserInfo}
                aria-label={t('header.menu')}
                className="flex size-11 items-center justify-center rounded-xl bg-ink-700 text-xl text-ink-100 hover:bg-ink-600 focus-visible:outline-2 focus-visible:outline-gold-400"
              >
                <MenuIcon />
              </button>
            </div>
          ) : null}
        </div>
      </div>
    </header>
  );
}
