import { formatBaht } from '@sanam/contract/money.ts';
import type { AdminWithdrawal } from '@sanam/contract/cashier.ts';
import { DecisionQueue } from '@sanam/ui/decision-queue.tsx';
import { useTranslation } from 'react-i18next';
import { useCashierQueue } from '../../../lib/cashier-queue.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { CashierMember, CashierStatusBadge, Decision } from '../../../ui/cashier-parts.tsx';
import { CopyButton } from '@sanam/ui/copy-button.tsx';
import { CashierImage } from '../../../ui/cashier-image.tsx';

type Props = {
  withdrawals: AdminWithdrawal[];
  onMarkPaid: (withdrawal: AdminWithdrawal) => void;
  onReject: (withdrawal: AdminWithdrawal) => void;
};

/** Where the cashier sends the money: the account the member named when asking. */
export function Destination({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const { t } = useTranslation();
  return (
    <div className="min-w-0 text-sm">
      <p className="text-xs font-medium text-ink-300">{withdrawal.bank_name}</p>
      <p className="flex flex-wrap items-center gap-2">
        <span className="tabular font-mono font-medium tracking-wide text-ink-100">
          {withdrawal.bank_acc_no}
        </span>
        <CopyButton
          text={withdrawal.bank_acc_no}
          label={t('withdrawals.copy_account', { account: withdrawal.bank_acc_no })}
        />
      </p>
      <p className="text-xs break-words text-ink-200">
        {withdrawal.bank_acc_name ?? t('withdrawals.no_holder')}
      </p>
    </div>
  );
}

/**
 * What the member asked for, and, when a correction left them owing the house, what they owe: such a
 * withdrawal cannot be paid (the server refuses it) and is rejected instead, its amount paying the debt.
 */
function Amount({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <span className="inline-flex flex-col items-end gap-1">
      <span className="tabular text-lg font-semibold text-gold-300">
        ฿{formatBaht(withdrawal.amount, lang)}
      </span>
      {withdrawal.status === 'pending' && withdrawal.member_owed > 0 && (
        <span className="rounded-full bg-danger/15 px-2 py-0.5 text-xs font-medium text-danger">
          {t('withdrawals.owes.badge', { owed: formatBaht(withdrawal.member_owed, lang) })}
        </span>
      )}
    </span>
  );
}

/** What a paid withdrawal was paid with: the bank's reference and the picture of the transfer. */
function TransferProof({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const { t } = useTranslation();
  if (!withdrawal.transfer_ref) return null;
  return (
    <div className="mt-1 space-y-1 text-xs">
      <p className="break-all text-ink-200">
        <span className="text-ink-300">{t('withdrawals.transfer_ref')}: </span>
        <span className="font-mono">{withdrawal.transfer_ref}</span>
      </p>
      {withdrawal.transfer_image && (
        <CashierImage name={withdrawal.transfer_image} label={t('withdrawals.transfer_image')} size="sm" />
      )}
    </div>
  );
}

function StatusCell({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const lang = currentLanguage();
  return (
    <>
      <CashierStatusBadge status={withdrawal.status} />
      <TransferProof withdrawal={withdrawal} />
      <Decision
        decidedBy={withdrawal.decided_by}
        decidedAt={withdrawal.decided_at}
        reason={withdrawal.reason}
        lang={lang}
      />
    </>
  );
}

/** The withdraw queue: a table on a laptop, cards on a phone. */
export function WithdrawalList({ withdrawals, onMarkPaid, onReject }: Props) {
  const { t } = useTranslation();
  return (
    <DecisionQueue
      {...useCashierQueue()}
      rows={withdrawals}
      minWidthClass="min-w-[900px]"
      member={(withdrawal) => <CashierMember member={withdrawal.member} showBank={false} />}
      amount={(withdrawal) => <Amount withdrawal={withdrawal} />}
      columns={[
        {
          key: 'destination',
          label: t('withdrawals.col.destination'),
          cell: (withdrawal) => <Destination withdrawal={withdrawal} />,
        },
        {
          key: 'amount',
          label: t('withdrawals.col.amount'),
          align: 'right',
          cellClassName: 'whitespace-nowrap',
          cell: (withdrawal) => <Amount withdrawal={withdrawal} />,
        },
      ]}
      sections={(withdrawal) => [<Destination withdrawal={withdrawal} />]}
      status={(withdrawal) => <StatusCell withdrawal={withdrawal} />}
      isOpen={(withdrawal) => withdrawal.status === 'pending'}
      approve={{ label: t('withdrawals.mark_paid'), onDecide: onMarkPaid }}
      reject={{ label: t('cashier.reject'), onDecide: onReject }}
    />
  );
}
