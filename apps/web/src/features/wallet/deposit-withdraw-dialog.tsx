// Spec §2 deposit-withdraw dialog: two tabs, deposit by default, reset on every opening. The slip upload
// and the withdraw form come in a later issue; this shows the deposit account (with copy) and the
// withdraw limits, and makes no network call of its own.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUCCESS_POPUP_MS, WITHDRAW_MAX_NON_VIP_BAHT, WITHDRAW_MIN_BAHT } from '@sanam/contract/constants.ts';
import { useAuth } from '../../lib/auth.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { useFormatBaht } from '../../lib/format.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { BankLogo, useBankName } from '../../ui/bank-logo.tsx';
import { ClockIcon, CopyIcon, DepositIcon, HeadsetIcon, WalletIcon, WithdrawIcon } from '../../ui/icons.tsx';
import { usePopup } from '../../ui/popup.tsx';
import { TabBar, tabId, tabPanelId } from '../../ui/tab-bar.tsx';
import { SUPPORT_URL } from '../../lib/links.ts';

export type WalletTab = 'deposit' | 'withdraw';
const TABS: readonly WalletTab[] = ['deposit', 'withdraw'];

function DepositPanel() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const popup = usePopup();
  const bankName = useBankName();
  const account = user?.account ?? null;

  if (!account) {
    return (
      <div className="rounded-xl bg-ink-900/70 p-4 text-center text-ink-200 ring-1 ring-ink-600/60">
        <p>{t('wallet.no_account')}</p>
        <a
          href={SUPPORT_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-gold-400 ring-1 ring-gold-500/40"
        >
          <HeadsetIcon />
          {t('common.contact_support')}
        </a>
      </div>
    );
  }

  const onCopy = async () => {
    await copyText(account.bank_acc_no);
    await popup({
      kind: 'success',
      title: t('wallet.copied_title'),
      text: t('wallet.copied_text'),
      timerMs: SUCCESS_POPUP_MS,
    });
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-300">{t('wallet.deposit_intro')}</p>
      <section
        aria-label={t('wallet.deposit_account')}
        className="rounded-xl bg-gradient-to-br from-ink-700 to-ink-800 p-4 ring-1 ring-gold-500/30"
      >
        <div className="flex items-center gap-3">
          <BankLogo code={account.bank_name} className="size-12" />
          <div className="min-w-0">
            <p className="text-sm text-ink-300">{bankName(account.bank_name)}</p>
            <p className="truncate font-medium text-ink-100">{account.bank_acc_name}</p>
          </div>
        </div>
        <p className="mt-3 text-2xl font-semibold tracking-wider text-gold-400 tabular-nums">
          {account.bank_acc_no}
        </p>
      </section>
      <Button block size="lg" icon={<CopyIcon />} onClick={() => void onCopy()}>
        {t('wallet.copy_account')}
      </Button>
      <p className="flex items-start gap-2 rounded-xl bg-ink-900/60 p-3 text-sm text-ink-300 ring-1 ring-ink-600/50">
        <ClockIcon className="mt-0.5 shrink-0 text-gold-400" />
        {t('wallet.slip_coming_soon')}
      </p>
    </div>
  );
}

function WithdrawPanel() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const formatBaht = useFormatBaht();
  if (!user) return null;
  return (
    <div className="space-y-4">
      <div className="rounded-xl bg-ink-900/70 p-4 ring-1 ring-ink-600/60">
        <p className="text-sm text-ink-300">{t('user_info.balance')}</p>
        <p className="mt-1 text-2xl font-semibold text-gold-400 tabular-nums">฿{formatBaht(user.balance)}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-xl bg-ink-900/50 p-3 ring-1 ring-ink-600/50">
          <dt className="text-ink-300">{t('wallet.withdraw_min')}</dt>
          <dd className="mt-0.5 font-semibold text-ink-100 tabular-nums">฿{formatBaht(WITHDRAW_MIN_BAHT)}</dd>
        </div>
        <div className="rounded-xl bg-ink-900/50 p-3 ring-1 ring-ink-600/50">
          <dt className="text-ink-300">{t('wallet.withdraw_max')}</dt>
          <dd className="mt-0.5 font-semibold text-ink-100 tabular-nums">
            {user.is_vip ? t('wallet.no_limit_vip') : `฿${formatBaht(WITHDRAW_MAX_NON_VIP_BAHT)}`}
          </dd>
        </div>
      </dl>
      <p className="flex items-start gap-2 rounded-xl bg-ink-900/60 p-3 text-sm text-ink-300 ring-1 ring-ink-600/50">
        <ClockIcon className="mt-0.5 shrink-0 text-gold-400" />
        {t('wallet.withdraw_coming_soon')}
      </p>
    </div>
  );
}

function WalletTabs({ initialTab }: { initialTab: WalletTab }) {
  const { t } = useTranslation();
  const id = useId();
  const [tab, setTab] = useState<WalletTab>(initialTab);

  return (
    <div>
      <TabBar
        id={id}
        label={t('nav.wallet')}
        tabs={TABS}
        selected={tab}
        onSelect={setTab}
        className="mb-4"
        selectedClass={(name) => (name === 'deposit' ? 'bg-success/90 text-white' : 'bg-red-side text-white')}
        renderTab={(name) => (
          <>
            {name === 'deposit' ? <DepositIcon /> : <WithdrawIcon />}
            {t(`wallet.tab_${name}`)}
          </>
        )}
      />
      <div role="tabpanel" id={tabPanelId(id, tab)} aria-labelledby={tabId(id, tab)}>
        {tab === 'deposit' ? <DepositPanel /> : <WithdrawPanel />}
      </div>
    </div>
  );
}

export function DepositWithdrawDialog({
  isOpen,
  onClose,
  initialTab = 'deposit',
}: {
  isOpen: boolean;
  onClose: () => void;
  initialTab?: WalletTab;
}) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('wallet.title')} icon={<WalletIcon />}>
      {/* Remounted on each opening, so the tab (and later the amount, file and note) start fresh. */}
      <WalletTabs initialTab={initialTab} />
    </Dialog>
  );
}
