import { formatBaht } from '@sanam/contract/money.ts';
import type { AdminDeposit } from '@sanam/contract/cashier.ts';
import { DecisionQueue } from '@sanam/ui/decision-queue.tsx';
import { useTranslation } from 'react-i18next';
import { useCashierQueue } from '../../../lib/cashier-queue.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { CashierMember, CashierStatusBadge, Decision } from '../../../ui/cashier-parts.tsx';
import { Button } from '@sanam/ui/button.tsx';
import { AutoRecheckNote, CheckInfo, PendingReasonNote, SlipInfo } from './deposit-parts.tsx';

type Props = {
  deposits: AdminDeposit[];
  onApprove: (deposit: AdminDeposit) => void;
  onReject: (deposit: AdminDeposit) => void;
  /** asks the slip check again about a waiting slip */
  onRecheck: (deposit: AdminDeposit) => void;
  /** the deposit whose re-check is under way: its button waits */
  recheckingId: number | null;
};

type RecheckProps = Pick<Props, 'onRecheck' | 'recheckingId'>;

function Credited({ deposit }: { deposit: AdminDeposit }) {
  const lang = currentLanguage();
  // credited only once approved; a pending deposit's expected amount is in the slip check column
  return deposit.status !== 'approved' || deposit.amount === null ? (
    <span className="text-ink-300">—</span>
  ) : (
    <span className="tabular text-base font-semibold text-gold-300">฿{formatBaht(deposit.amount, lang)}</span>
  );
}

function StatusCell({ deposit, onRecheck, recheckingId }: { deposit: AdminDeposit } & RecheckProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const isRechecking = recheckingId === deposit.id;
  return (
    <>
      <CashierStatusBadge status={deposit.status} />
      {deposit.status === 'pending' && deposit.pending_reason && (
        <PendingReasonNote reason={deposit.pending_reason} />
      )}
      <AutoRecheckNote deposit={deposit} />
      {/* a slip without a readable QR has nothing to check again */}
      {deposit.status === 'pending' && deposit.source === 'slip' && !deposit.unread_slip && (
        <Button
          size="sm"
          variant="secondary"
          className="mt-1.5"
          isLoading={isRechecking}
          onClick={() => onRecheck(deposit)}
        >
          {t('deposits.recheck.button')}
        </Button>
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
export function DepositList({ deposits, onApprove, onReject, onRecheck, recheckingId }: Props) {
  const { t } = useTranslation();
  return (
    <DecisionQueue
      {...useCashierQueue()}
      rows={deposits}
      minWidthClass="min-w-[940px]"
      member={(deposit) => <CashierMember member={deposit.member} />}
      amount={(deposit) => <Credited deposit={deposit} />}
      columns={[
        {
          key: 'slip',
          label: t('deposits.col.slip'),
          cellClassName: 'max-w-56',
          cell: (deposit) => <SlipInfo deposit={deposit} />,
        },
        {
          key: 'check',
          label: t('deposits.col.check'),
          cellClassName: 'max-w-60',
          cell: (deposit) => <CheckInfo check={deposit.check} isQrUnread={deposit.unread_slip !== null} />,
        },
        {
          key: 'credited',
          label: t('deposits.col.credited'),
          align: 'right',
          cellClassName: 'whitespace-nowrap',
          cell: (deposit) => <Credited deposit={deposit} />,
        },
      ]}
      sections={(deposit) => [
        <div className="grid grid-cols-2 gap-3">
          <SlipInfo deposit={deposit} />
          <CheckInfo check={deposit.check} isQrUnread={deposit.unread_slip !== null} />
        </div>,
      ]}
      status={(deposit) => <StatusCell deposit={deposit} onRecheck={onRecheck} recheckingId={recheckingId} />}
      isOpen={(deposit) => deposit.status === 'pending'}
      approve={{ label: t('deposits.approve'), onDecide: onApprove }}
      reject={{ label: t('cashier.reject'), onDecide: onReject }}
      // stacked in the table, so both decisions stay in view at a laptop's width
      isStacked
    />
  );
}
