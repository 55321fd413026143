import { formatBaht } from '@sanam/contract/money.ts';
import type { AdminWithdrawal } from '@sanam/contract/wallet.ts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { Button } from '@sanam/ui/button.tsx';
import { CashierMember, CashierStatusBadge, Decision, RequestCells } from '../../../ui/cashier-parts.tsx';
import { CopyButton } from '@sanam/ui/copy-button.tsx';
import { DataTable } from '@sanam/ui/data-table.tsx';

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

function Amount({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const lang = currentLanguage();
  return (
    <span className="tabular text-lg font-semibold text-gold-300">
      ฿{formatBaht(withdrawal.amount, lang)}
    </span>
  );
}

function Actions({
  withdrawal,
  onMarkPaid,
  onReject,
}: Omit<Props, 'withdrawals'> & { withdrawal: AdminWithdrawal }) {
  const { t } = useTranslation();
  if (withdrawal.status !== 'pending') return null;
  return (
    <div className="flex gap-2">
      <Button size="sm" variant="primary" onClick={() => onMarkPaid(withdrawal)}>
        {t('withdrawals.mark_paid')}
      </Button>
      <Button size="sm" variant="ghost" className="text-danger" onClick={() => onReject(withdrawal)}>
        {t('cashier.reject')}
      </Button>
    </div>
  );
}

function StatusCell({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const lang = currentLanguage();
  return (
    <>
      <CashierStatusBadge status={withdrawal.status} />
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
  const lang = currentLanguage();
  const isDesktop = useMediaQuery('(min-width: 768px)');

  if (!isDesktop) {
    return (
      <ul className="space-y-2">
        {withdrawals.map((withdrawal) => (
          <li key={withdrawal.id} className="rounded-xl border border-ink-700 bg-ink-800 p-3 text-sm">
            <div className="flex items-start justify-between gap-2">
              <CashierMember member={withdrawal.member} showBank={false} />
              <div className="shrink-0 text-right">
                <Amount withdrawal={withdrawal} />
                <p className="tabular text-xs text-ink-300">{formatDateTime(withdrawal.created_at, lang)}</p>
              </div>
            </div>
            <div className="mt-2 border-t border-ink-700 pt-2">
              <Destination withdrawal={withdrawal} />
            </div>
            <div className="mt-2 border-t border-ink-700 pt-2">
              <StatusCell withdrawal={withdrawal} />
            </div>
            {withdrawal.status === 'pending' && (
              <div className="mt-3 flex justify-end">
                <Actions withdrawal={withdrawal} onMarkPaid={onMarkPaid} onReject={onReject} />
              </div>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <DataTable
      minWidthClass="min-w-[900px]"
      columns={[
        { key: 'time', label: t('cashier.col.time') },
        { key: 'member', label: t('cashier.col.member') },
        { key: 'destination', label: t('withdrawals.col.destination') },
        { key: 'amount', label: t('withdrawals.col.amount'), align: 'right' },
        { key: 'status', label: t('cashier.col.status') },
        { key: 'actions', label: t('members.col.actions'), srOnly: true },
      ]}
    >
      <tbody className="divide-y divide-ink-700/70 bg-ink-800">
        {withdrawals.map((withdrawal) => (
          <tr key={withdrawal.id} className="align-top hover:bg-ink-700/40">
            <RequestCells
              id={withdrawal.id}
              createdAt={withdrawal.created_at}
              member={withdrawal.member}
              showBank={false}
              lang={lang}
            />
            <td className="px-3 py-2">
              <Destination withdrawal={withdrawal} />
            </td>
            <td className="px-3 py-2 text-right whitespace-nowrap">
              <Amount withdrawal={withdrawal} />
            </td>
            <td className="max-w-64 px-3 py-2">
              <StatusCell withdrawal={withdrawal} />
            </td>
            <td className="px-3 py-2 text-right">
              <Actions withdrawal={withdrawal} onMarkPaid={onMarkPaid} onReject={onReject} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
