// The member's latest deposits and withdrawals under each tab of the wallet dialog, with their state:
// a slip waiting for a cashier, a withdrawal not yet transferred, a refusal and its reason.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bankOfCode, WALLET_RECENT_REQUESTS } from '@sanam/contract/constants.ts';
import type { MemberDeposit, MemberWithdrawal } from '@sanam/contract/wallet.ts';
import { useFormatBaht } from '../../../lib/format.ts';
import { useDateTime } from '../../../lib/time-format.ts';
import { BankLogo, useBankName } from '../../../ui/bank-logo.tsx';
import { HistoryIcon, QrIcon } from '../../../ui/icons.tsx';
import { ErrorState } from '@sanam/ui/error-state.tsx';
import { SkeletonRows } from '@sanam/ui/skeleton.tsx';
import { DepositStatusBadge, WithdrawStatusBadge } from '../../../ui/status-badge.tsx';
import { useWalletRequests } from '../api/get-wallet-requests.ts';

function RecentList<T>({
  title,
  empty,
  pick,
  renderItem,
}: {
  title: string;
  empty: string;
  pick: (data: { deposits: MemberDeposit[]; withdrawals: MemberWithdrawal[] }) => T[];
  renderItem: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const requests = useWalletRequests();

  let body: ReactNode;
  if (requests.data) {
    const items = pick(requests.data).slice(0, WALLET_RECENT_REQUESTS);
    body =
      items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-ink-600 px-4 py-5 text-center text-sm text-ink-300">
          {empty}
        </p>
      ) : (
        <ul className="divide-y divide-ink-700/70 rounded-xl bg-ink-900/60 ring-1 ring-ink-600/50">
          {items.map(renderItem)}
        </ul>
      );
  } else if (requests.isError) {
    body = <ErrorState isCompact onRetry={() => void requests.refetch()} isRetrying={requests.isFetching} />;
  } else {
    body = (
      <SkeletonRows
        label={t('wallet.recent.loading')}
        rows={2}
        listClass="space-y-2"
        rowClass="flex items-center gap-3 rounded-xl bg-ink-900/60 p-3"
        leadClass="size-9 rounded-full"
        linesClass="flex-1 space-y-1.5"
        lineClasses={['h-4 w-1/3', 'h-3 w-1/2']}
        trailClass="h-5 w-16 rounded-full"
      />
    );
  }

  return (
    <section aria-label={title}>
      <h3 className="mb-2 flex items-center gap-2 text-sm font-medium text-ink-200">
        <HistoryIcon className="text-gold-400" />
        {title}
      </h3>
      {body}
    </section>
  );
}

function RequestRow({
  logo,
  amount,
  detail,
  time,
  badge,
  reason,
}: {
  logo: ReactNode;
  amount: ReactNode;
  detail: string;
  time: string;
  badge: ReactNode;
  reason: string | null;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex items-start gap-3 px-3 py-2.5">
      {logo}
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink-100 tabular-nums">{amount}</p>
        <p className="text-xs break-words text-ink-300">{detail}</p>
        <p className="text-xs text-ink-500 tabular-nums">{time}</p>
        {reason ? <p className="mt-1 text-xs text-danger">{t('wallet.recent.reason', { reason })}</p> : null}
      </div>
      {badge}
    </li>
  );
}

export function RecentDeposits() {
  const { t } = useTranslation();
  const formatBaht = useFormatBaht();
  const dateTime = useDateTime();
  const bankName = useBankName();
  return (
    <RecentList
      title={t('wallet.recent.deposits')}
      empty={t('wallet.recent.deposits_empty')}
      pick={(data) => data.deposits}
      renderItem={(deposit) => {
        const bank = deposit.sending_bank ? bankOfCode(deposit.sending_bank) : null;
        const detail =
          deposit.source === 'cashier'
            ? t('wallet.recent.by_cashier')
            : deposit.is_qr_unread
              ? t('wallet.recent.slip_unread')
              : bank
                ? t('wallet.recent.slip_from', { bank: bankName(bank) })
                : t('wallet.recent.slip');
        // an unread slip's amount is the member's own claim until a cashier approves what arrived
        const isClaim = deposit.is_qr_unread && deposit.status !== 'approved';
        return (
          <RequestRow
            key={deposit.id}
            logo={
              bank ? (
                <BankLogo code={bank} className="size-9" />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-ink-700 text-gold-400"
                >
                  <QrIcon />
                </span>
              )
            }
            amount={
              deposit.amount === null
                ? t('wallet.recent.amount_pending')
                : isClaim
                  ? t('wallet.recent.amount_claimed', { amount: formatBaht(deposit.amount) })
                  : `฿${formatBaht(deposit.amount)}`
            }
            detail={detail}
            time={dateTime(deposit.created_at)}
            badge={<DepositStatusBadge status={deposit.status} />}
            reason={deposit.status === 'rejected' ? deposit.reason : null}
          />
        );
      }}
    />
  );
}

export function RecentWithdrawals() {
  const { t } = useTranslation();
  const formatBaht = useFormatBaht();
  const dateTime = useDateTime();
  return (
    <RecentList
      title={t('wallet.recent.withdrawals')}
      empty={t('wallet.recent.withdrawals_empty')}
      pick={(data) => data.withdrawals}
      renderItem={(withdrawal) => (
        <RequestRow
          key={withdrawal.id}
          logo={<BankLogo code={withdrawal.bank_name} className="size-9" />}
          amount={`฿${formatBaht(withdrawal.amount)}`}
          detail={[
            t('wallet.recent.to_account', { account: withdrawal.bank_acc_no }),
            withdrawal.transfer_ref && t('wallet.recent.transfer_ref', { ref: withdrawal.transfer_ref }),
          ]
            .filter(Boolean)
            .join(' · ')}
          time={dateTime(withdrawal.created_at)}
          badge={<WithdrawStatusBadge status={withdrawal.status} />}
          reason={withdrawal.status === 'rejected' ? withdrawal.reason : null}
        />
      )}
    />
  );
}
