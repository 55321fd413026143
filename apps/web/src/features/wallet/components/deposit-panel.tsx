// Spec §2 deposit tab: the member's deposit account (bank, number as banks print it, holder) with a
// copy button (the bare digits), then the slip upload, hidden when the account is at
// SLIP_HIDDEN_BANK (SCB transfers are credited by a cashier), then the latest deposits. A member who
// has never deposited may first meet the offer to set a deposit limit (the shell's, ui/deposit-limit-offer.tsx).
import { useTranslation } from 'react-i18next';
import { SLIP_HIDDEN_BANK, SUCCESS_POPUP_MS } from '@sanam/contract/constants.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { copyText } from '@sanam/ui/copy-text.ts';
import { BankLogo, useBankName } from '../../../ui/bank-logo.tsx';
import { Button } from '@sanam/ui/button.tsx';
import { CopyIcon, ShieldIcon } from '../../../ui/icons.tsx';
import { usePopup } from '../../../ui/popup.tsx';
import { SupportLink } from '../../../ui/support-link.tsx';
import { FirstDepositOfferSlot } from '../../../ui/deposit-limit-offer.tsx';
import { useWalletRequests } from '../api/get-wallet-requests.ts';
import { bankAccountDigits, formatBankAccountNo } from './bank-account-number.ts';
import { RecentDeposits } from './recent-requests.tsx';
import { SlipUpload } from './slip-upload.tsx';

const supportLink =
  'mt-3 inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm text-gold-400 ring-1 ring-gold-500/40 hover:bg-gold-500/10';

/** Why there is no upload at this bank, and what happens instead. */
function NoSlipNote({ bank }: { bank: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('wallet.slip.scb_title')}
      className="rounded-xl bg-ink-900/70 p-4 text-sm text-ink-300 ring-1 ring-ink-600/60"
    >
      <p className="flex items-center gap-2 font-medium text-ink-100">
        <ShieldIcon className="text-gold-400" />
        {t('wallet.slip.scb_title')}
      </p>
      <p className="mt-1 leading-relaxed">{t('wallet.slip.scb_text', { bank })}</p>
      <SupportLink className={supportLink} />
    </section>
  );
}

export function DepositPanel() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const popup = usePopup();
  const bankName = useBankName();
  const account = user?.account ?? null;
  const requests = useWalletRequests();

  if (!account) {
    return (
      <div className="space-y-4">
        <div className="rounded-xl bg-ink-900/70 p-4 text-center text-ink-200 ring-1 ring-ink-600/60">
          <p>{t('wallet.no_account')}</p>
          <SupportLink className={supportLink} />
        </div>
        <RecentDeposits />
      </div>
    );
  }

  const onCopy = async () => {
    // the bare digits: what a banking app's transfer form takes
    await copyText(bankAccountDigits(account.bank_acc_no));
    await popup({
      kind: 'success',
      title: t('wallet.copied_title'),
      text: t('wallet.copied_text'),
      timerMs: SUCCESS_POPUP_MS,
    });
  };

  return (
    <div className="space-y-4">
      <FirstDepositOfferSlot hasDeposited={requests.data ? requests.data.deposits.length > 0 : null} />
      <p className="text-sm text-ink-300">{t('wallet.deposit_intro')}</p>
      <section
        aria-label={t('wallet.deposit_account')}
        className="rounded-xl bg-gradient-to-br from-ink-700 to-ink-800 p-4 ring-1 ring-gold-500/30"
      >
        <div className="flex items-center gap-3">
          <BankLogo code={account.bank_name} className="size-12" />
          <div className="min-w-0">
            <p className="text-sm text-ink-300">{bankName(account.bank_name)}</p>
            <p className="font-medium break-words text-ink-100">{account.bank_acc_name}</p>
          </div>
        </div>
        <p className="mt-3 text-2xl font-semibold tracking-wider text-gold-400 tabular-nums">
          {formatBankAccountNo(account.bank_acc_no)}
        </p>
      </section>
      <Button block size="lg" icon={<CopyIcon />} onClick={() => void onCopy()}>
        {t('wallet.copy_account')}
      </Button>
      {account.bank_name === SLIP_HIDDEN_BANK ? (
        <NoSlipNote bank={bankName(account.bank_name)} />
      ) : (
        <SlipUpload />
      )}
      <RecentDeposits />
    </div>
  );
}
