import { formatBaht } from '@sanam/contract/money.ts';
import type { AdminDeposit } from '@sanam/contract/wallet.ts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { Button } from '@sanam/ui/button.tsx';
import { CashierMember, CashierStatusBadge, Decision, RequestCells } from '../../../ui/cashier-parts.tsx';
import { DataTable } from '@sanam/ui/data-table.tsx';
import { CheckInfo, PendingReasonNote, SlipInfo } from './deposit-parts.tsx';

type Props = {
  deposits: AdminDeposit[];
  onApprove: (deposit: AdminDeposit) => void;
  onReject: (deposit: AdminDeposit) => void;
};

function Actions({
  deposit,
  onApprove,
  onReject,
  isStacked = false,
}: Omit<Props, 'deposits'> & { deposit: AdminDeposit; isStacked?: boolean }) {
  const { t } = useTranslation();
  if (deposit.status !== 'pending') return null;
  return (
    // stacked in the table, so both decisions stay in view at a laptop's width
    <div className={isStacked ? 'flex flex-col items-stretch gap-1.5' : 'flex gap-2'}>
      <Button size="sm" variant="primary" onClick={() => onApprove(deposit)}>
        {t('deposits.approve')}
      </Button>
      <Button size="sm" variant="ghost" className="text-danger" onClick={() => onReject(deposit)}>
        {t('cashier.reject')}
      </Button>
    </div>
  );
}

function Credited({ deposit }: { deposit: AdminDeposit }) {
  const lang = currentLanguage();
  // credited only once approved; a pending deposit's expected amount is in the slip check column
  return deposit.status !== 'approved' || deposit.amount === null ? (
    <span className="text-ink-300">—</span>
  ) : (
    <span className="tabular text-base font-semibold text-gold-300">฿{formatBaht(deposit.amount, lang)}</span>
  );
}

function StatusCell({ deposit }: { deposit: AdminDeposit }) {
  const lang = currentLanguage();
  return (
    <>
      <CashierStatusBadge status={deposit.status} />
      {deposit.status === 'pending' && deposit.pending_reason && (
        <PendingReasonNote reason={deposit.pending_reason} />
      )}
      <Decision
        decidedBy={deposit.decided_by}
        decidedAt={deposit.decided_at}
        reason={deposit.reason}
        lang={lang}
      />
    </>
  );
}

/** The deposit queue: a table on a laptop, cards on a phone. */
export function DepositList({ deposits, onApprove, onReject }: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const isDesktop = useMediaQuery('(min-width: 768px)');

  if (!isDesktop) {
    return (
      <ul className="space-y-2">
        {deposits.map((deposit) => (
          <li key={deposit.id} className="rounded-xl border border-ink-700 bg-ink-800 p-3 text-sm">
            <div className="flex items-start justify-between gap-2">
              <CashierMember member={deposit.member} />
              <div className="shrink-0 text-right">
                <Credited deposit={deposit} />
                <p className="tabular text-xs text-ink-300">{formatDateTime(deposit.created_at, lang)}</p>
              </div>
            </div>
            <div className="mt-2 grid grid-cols-2 gap-3 border-t border-ink-700 pt-2">
              <SlipInfo deposit={deposit} />
              <CheckInfo check={deposit.check} />
            </div>
            <div className="mt-2 border-t border-ink-700 pt-2">
              <StatusCell deposit={deposit} />
            </div>
            {deposit.status === 'pending' && (
              <div className="mt-3 flex justify-end">
                <Actions deposit={deposit} onApprove={onApprove} onReject={onReject} />
              </div>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <DataTable
      minWidthClass="min-w-[940px]"
      columns={[
        { key: 'time', label: t('cashier.col.time') },
        { key: 'member', label: t('cashier.col.member') },
        { key: 'slip', label: t('deposits.col.slip') },
        { key: 'check', label: t('deposits.col.check') },
        { key: 'credited', label: t('deposits.col.credited'), align: 'right' },
        { key: 'status', label: t('cashier.col.status') },
        { key: 'actions', label: t('members.col.actions'), srOnly: true },
      ]}
    >
      <tbody className="divide-y divide-ink-700/70 bg-ink-800">
        {deposits.map((deposit) => (
          <tr key={deposit.id} className="align-top hover:bg-ink-700/40">
            <RequestCells
              id={deposit.id}
              createdAt={deposit.created_at}
              member={deposit.member}
              lang={lang}
            />
            <td className="max-w-56 px-3 py-2">
              <SlipInfo deposit={deposit} />
            </td>
            <td className="max-w-60 px-3 py-2">
              <CheckInfo check={deposit.check} />
            </td>
            <td className="px-3 py-2 text-right whitespace-nowrap">
              <Credited deposit={deposit} />
            </td>
            <td className="max-w-64 px-3 py-2">
              <StatusCell deposit={deposit} />
            </td>
            <td className="px-3 py-2 text-right">
              <Actions deposit={deposit} onApprove={onApprove} onReject={onReject} isStacked />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
