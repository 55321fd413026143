// Spec §2 bottom bar: home, deposit-withdraw (opens the dialog), history, external contact link.
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { ChatIcon, HistoryIcon, HomeIcon, WalletIcon } from '../../../ui/icons.tsx';
import { SupportLink } from '../../../ui/support-link.tsx';

const itemClass =
  'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl text-xs transition focus-visible:outline-2 focus-visible:outline-gold-400';

function Item({
  to,
  icon,
  label,
  end = false,
}: {
  to: string;
  icon: ReactNode;
  label: string;
  end?: boolean;
}) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) =>
        `${itemClass} ${isActive ? 'text-gold-400' : 'text-ink-300 hover:text-ink-100'}`
      }
    >
      <span className="text-2xl">{icon}</span>
      {label}
    </NavLink>
  );
}

export function BottomBar({ onOpenWallet }: { onOpenWallet: () => void }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('nav.main')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-ink-700/80 bg-ink-900/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md"
    >
      <div className="mx-auto flex max-w-xl items-end gap-1 px-2 py-1.5">
        <Item to="/" end icon={<HomeIcon />} label={t('nav.home')} />
        <button type="button" onClick={onOpenWallet} className={`${itemClass} text-ink-100`}>
          <span className="-mt-6 flex size-14 items-center justify-center rounded-full bg-gradient-to-b from-gold-400 to-gold-600 text-2xl text-ink-950 shadow-[0_6px_20px_-6px_var(--color-gold-500)] ring-4 ring-ink-900">
            <WalletIcon />
          </span>
          {t('nav.wallet')}
        </button>
        <Item to="/transaction" icon={<HistoryIcon />} label={t('nav.history')} />
        <SupportLink
          isCompact
          className={`${itemClass} text-ink-300 hover:text-ink-100`}
          icon={
            <span className="text-2xl">
              <ChatIcon />
            </span>
          }
        />
      </div>
    </nav>
  );
}
