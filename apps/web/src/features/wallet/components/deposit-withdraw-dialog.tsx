// Spec §2 deposit-withdraw dialog: two tabs, deposit by default (or the tab asked for). The dialog's
// content unmounts when it closes, so every opening starts on that tab with an empty amount and no
// chosen file. A member on a break (responsible play) may only withdraw: the dialog is then the
// withdraw panel alone.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { DepositIcon, WalletIcon, WithdrawIcon } from '../../../ui/icons.tsx';
import { TabBar, TabPanel } from '../../../ui/tab-bar.tsx';
import { DepositPanel } from './deposit-panel.tsx';
import { WithdrawPanel } from './withdraw-panel.tsx';

export type WalletTab = 'deposit' | 'withdraw';
const TABS: readonly WalletTab[] = ['deposit', 'withdraw'];

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
      <TabPanel id={id} tab={tab}>
        {tab === 'deposit' ? <DepositPanel /> : <WithdrawPanel />}
      </TabPanel>
    </div>
  );
}

export function DepositWithdrawDialog({
  isOpen,
  onClose,
  initialTab = 'deposit',
  isWithdrawOnly = false,
}: {
  isOpen: boolean;
  onClose: () => void;
  initialTab?: WalletTab;
  isWithdrawOnly?: boolean;
}) {
  const { t } = useTranslation();
  if (isWithdrawOnly)
    return (
      <Dialog isOpen={isOpen} onClose={onClose} title={t('wallet.tab_withdraw')} icon={<WithdrawIcon />}>
        <WithdrawPanel />
      </Dialog>
    );
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('wallet.title')} icon={<WalletIcon />}>
      <WalletTabs initialTab={initialTab} />
    </Dialog>
  );
}
