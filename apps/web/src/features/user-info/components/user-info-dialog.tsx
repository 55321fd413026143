// Spec §2: the user-info dialog ("ข้อมูลยูส", top margin 5vh).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth.tsx';
import { displayName, formatCoins, isOwing, useFormatBalance } from '../../../lib/format.ts';
import { Button } from '@sanam/ui/button.tsx';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { LanguageSwitch } from '@sanam/ui/language-switch.tsx';
import { CoinIcon, GiftIcon, LogoutIcon, ShieldIcon, UsersIcon, WalletIcon } from '../../../ui/icons.tsx';
import { usePopup } from '../../../ui/popup.tsx';
import { VipBadge } from '../../../ui/vip-badge.tsx';
import { BankCard } from './bank-card.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { OddsPreferenceSetting } from './odds-preference-setting.tsx';

export const USER_INFO_TOP_MARGIN = '5vh';

// The redeem and invite pages have no place in the bottom bar (spec §2); the account menu leads there.
const rewardLink =
  'flex min-h-11 items-center justify-center gap-2 rounded-xl bg-ink-700 px-3 text-sm font-medium text-ink-100 ring-1 ring-ink-500/60 transition hover:bg-ink-600 focus-visible:outline-2 focus-visible:outline-gold-400';

/** One of the member's figures (balance, coins), inside their <dl>. */
function Figure({
  icon,
  label,
  tone = 'plain',
  note,
  children,
}: {
  icon: ReactNode;
  label: string;
  tone?: 'plain' | 'gold' | 'danger';
  /** a short line under the figure */
  note?: string;
  children: ReactNode;
}) {
  const toneClass = { plain: 'text-ink-100', gold: 'text-gold-400', danger: 'text-danger' }[tone];
  return (
    <div
      className={`rounded-xl bg-ink-900/70 p-3 ring-1 ${tone === 'danger' ? 'ring-danger/50' : 'ring-ink-600/60'}`}
    >
      <dt className="flex items-center gap-1.5 text-sm text-ink-300">
        {icon}
        {label}
      </dt>
      <dd className={`mt-1 text-lg font-semibold tabular-nums ${toneClass}`}>{children}</dd>
      {note ? <dd className="mt-1 text-xs leading-snug text-danger">{note}</dd> : null}
    </div>
  );
}

export function UserInfoDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { user, logout } = useAuth();
  const popup = usePopup();
  const formatBalance = useFormatBalance();

  const onLogout = async () => {
    const confirmed = await popup({
      kind: 'question',
      title: t('user_info.logout_confirm'),
      confirmLabel: t('user_info.logout'),
      cancelLabel: t('common.cancel'),
      isDanger: true,
    });
    if (!confirmed) return;
    onClose();
    await logout();
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('user_info.title')}
      topMargin={USER_INFO_TOP_MARGIN}
      icon={<UsersIcon />}
    >
      {user ? (
        <div className="space-y-4">
          <div className="flex items-center gap-3">
            <div className="flex size-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-gold-400 to-gold-700 text-2xl font-semibold text-ink-950">
              {displayName(user).slice(0, 1).toUpperCase()}
            </div>
            <div className="min-w-0">
              {user.is_vip ? <VipBadge /> : null}
              <p className="text-lg font-semibold break-words text-ink-100">{displayName(user)}</p>
              <p className="text-sm text-ink-300 tabular-nums">
                <span className="sr-only">{t('fields.phone')}: </span>
                {user.phone}
              </p>
            </div>
          </div>

          {/* spec §1: the login screen's switch, the same stored choice; the whole app follows at once */}
          <div className="flex items-center justify-between gap-3 rounded-xl bg-ink-900/70 px-3 py-2 ring-1 ring-ink-600/60">
            <span aria-hidden="true" className="text-sm text-ink-300">
              {t('common.language')}
            </span>
            <LanguageSwitch />
          </div>

          <dl className="grid grid-cols-2 gap-3">
            <Figure
              icon={<WalletIcon className="text-gold-400" />}
              label={t('user_info.balance')}
              tone={isOwing(user.balance) ? 'danger' : 'gold'}
              note={isOwing(user.balance) ? t('user_info.owed_note') : undefined}
            >
              {formatBalance(user.balance)}
            </Figure>
            <Figure icon={<CoinIcon className="text-gold-400" />} label={t('user_info.event_coins')}>
              {formatCoins(user.event_point)}
            </Figure>
          </dl>

          <nav aria-label={t('user_info.rewards_nav')} className="grid grid-cols-2 gap-3">
            <Link to="/redeem" onClick={onClose} className={rewardLink}>
              <GiftIcon className="text-lg text-gold-400" />
              {t('user_info.redeem_link')}
            </Link>
            <Link to="/affiliate" onClick={onClose} className={rewardLink}>
              <UsersIcon className="text-lg text-gold-400" />
              {t('user_info.affiliate_link')}
            </Link>
            <Link to="/play" onClick={onClose} className={`${rewardLink} col-span-2`}>
              <ShieldIcon className="text-lg text-gold-400" />
              {t('user_info.play_link')}
            </Link>
          </nav>

          <OddsPreferenceSetting />

          {user.bank_name && user.bank_acc_no ? (
            <BankCard
              bankName={user.bank_name}
              accountNo={user.bank_acc_no}
              holderName={user.bank_acc_name}
            />
          ) : null}

          <ChangePasswordForm />

          <div className="flex gap-3 border-t border-ink-700 pt-4">
            <Button variant="secondary" block onClick={onClose}>
              {t('common.close')}
            </Button>
            <Button variant="danger-outline" block icon={<LogoutIcon />} onClick={() => void onLogout()}>
              {t('user_info.logout')}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
