import { SEARCH_TEXT_MAX } from '@sanam/contract/constants.ts';
import { formatBaht } from '@sanam/contract/money.ts';
import { type AdminWithdrawal } from '@sanam/contract/cashier.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useCashierSummary } from '../../../lib/cashier-summary.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useQueueFilter } from '../../../lib/use-list-filter.ts';
import { CashierMember } from '../../../ui/cashier-parts.tsx';
import { PageHeader } from '../../../ui/card.tsx';
import { ListToolbar } from '../../../ui/list-toolbar.tsx';
import { PageNotice, type NoticeValue } from '../../../ui/notice.tsx';
import { PagedResults } from '../../../ui/paged-results.tsx';
import { RejectDialog } from '../../../ui/reject-dialog.tsx';
import { useWithdrawals, type WithdrawalStatusFilter } from '../api/list-withdrawals.ts';
import { refreshWithdrawalQueue } from '../api/refresh-queue.ts';
import { useRejectWithdrawal } from '../api/reject-withdrawal.ts';
import { PayWithdrawalDialog } from './pay-withdrawal-dialog.tsx';
import { Destination, WithdrawalList } from './withdrawal-list.tsx';

const PAGE_SIZE = 20;
const STATUSES: readonly WithdrawalStatusFilter[] = ['pending', 'paid', 'rejected', 'all'];

function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/** /withdrawals: the cashier's withdraw queue (DESIGN §7). Transfer first, then mark paid; or refuse and refund. */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const queryClient = useQueryClient();
  const summary = useCashierSummary();
  const filter = useQueueFilter<WithdrawalStatusFilter>('pending');
  const { status, q, offset } = filter;
  const withdrawals = useWithdrawals({ status, q, limit: PAGE_SIZE, offset });
  const reject = useRejectWithdrawal();
  const [paying, setPaying] = useState<AdminWithdrawal | null>(null);
  const [rejecting, setRejecting] = useState<AdminWithdrawal | null>(null);
  // a rejection the server's refusal to pay led to: the member owes, and the held amount pays it first
  const [isRejectingOwed, setRejectingOwed] = useState(false);
  const [notice, setNotice] = useState<NoticeValue | null>(null);

  const decided = (value: NoticeValue) => {
    setPaying(null);
    setRejecting(null);
    setNotice(value);
  };

  const onReject = async (withdrawal: AdminWithdrawal, reason: string) => {
    try {
      await reject.mutateAsync({ id: withdrawal.id, body: { reason } });
      decided({
        tone: 'ok',
        text: t('cashier.notice', {
          message: t('withdraw.rejected'),
          username: withdrawal.member.username,
          amount: formatBaht(withdrawal.amount, lang),
        }),
      });
    } catch (error) {
      // someone decided first: nothing to refuse any more
      if (isConflict(error)) decided({ tone: 'error', text: errorMessage(error) });
      throw error;
    }
  };

  const pending = summary.data;

  return (
    <>
      <PageHeader title={t('nav.withdrawals')} />
      {pending && (
        <p className="-mt-2 mb-3 text-sm text-ink-300">
          {t('withdrawals.pending_line', { count: pending.withdrawals_pending })}{' '}
          <span className="tabular font-semibold text-gold-300">
            ฿{formatBaht(pending.withdrawals_pending_amount, lang)}
          </span>
        </p>
      )}
      <ListToolbar
        statuses={STATUSES}
        filter={filter}
        searchId="withdrawal-search"
        searchLabel={t('withdrawals.search')}
        searchPlaceholder={t('withdrawals.search_placeholder')}
        searchMaxLength={SEARCH_TEXT_MAX}
        onRefresh={() => void refreshWithdrawalQueue(queryClient)}
        isFetching={withdrawals.isFetching}
      />

      <PageNotice notice={notice} onDismiss={() => setNotice(null)} />

      <PagedResults
        query={withdrawals}
        emptyText={
          q
            ? t('cashier.empty_search', { q })
            : t(status === 'pending' ? 'withdrawals.empty_pending' : 'withdrawals.empty')
        }
        offset={offset}
        limit={PAGE_SIZE}
        onOffset={filter.setOffset}
      >
        {(items) => (
          <WithdrawalList
            withdrawals={items}
            onMarkPaid={(withdrawal) => {
              setNotice(null);
              setPaying(withdrawal);
            }}
            onReject={(withdrawal) => {
              setNotice(null);
              reject.reset();
              setRejectingOwed(false);
              setRejecting(withdrawal);
            }}
          />
        )}
      </PagedResults>

      {paying && (
        <PayWithdrawalDialog
          withdrawal={paying}
          onDecided={decided}
          onRejectInstead={(withdrawal) => {
            setPaying(null);
            reject.reset();
            setRejectingOwed(true);
            setRejecting(withdrawal);
          }}
          onClose={() => setPaying(null)}
        />
      )}
      {rejecting && (
        <RejectDialog
          title={t('withdrawals.reject_title')}
          summary={
            <div className="space-y-2">
              <div className="flex items-start justify-between gap-2">
                <CashierMember isLinked={false} member={rejecting.member} showBank={false} />
                <span className="tabular text-lg font-semibold text-gold-300">
                  ฿{formatBaht(rejecting.amount, lang)}
                </span>
              </div>
              <Destination withdrawal={rejecting} />
            </div>
          }
          consequence={t(
            isRejectingOwed ? 'withdrawals.reject_consequence_owed' : 'withdrawals.reject_consequence',
            {
              amount: formatBaht(rejecting.amount, lang),
            },
          )}
          error={reject.error && !isConflict(reject.error) ? errorMessage(reject.error) : null}
          onSubmit={({ reason }) => onReject(rejecting, reason)}
          onClose={() => setRejecting(null)}
        />
      )}
    </>
  );
}
