import { SEARCH_TEXT_MAX } from '@sanam/contract/constants.ts';
import { formatBaht } from '@sanam/contract/money.ts';
import { type AdminDeposit } from '@sanam/contract/cashier.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useCashierSummary } from '../../../lib/cashier-summary.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useQueueFilter } from '../../../lib/use-list-filter.ts';
import { Button } from '@sanam/ui/button.tsx';
import { CashierMember } from '../../../ui/cashier-parts.tsx';
import { PageHeader } from '../../../ui/card.tsx';
import { ListToolbar } from '../../../ui/list-toolbar.tsx';
import { PageNotice, type NoticeValue } from '../../../ui/notice.tsx';
import { PagedResults } from '../../../ui/paged-results.tsx';
import { RejectDialog } from '../../../ui/reject-dialog.tsx';
import { useDeposits, type DepositStatusFilter } from '../api/list-deposits.ts';
import { refreshDepositQueue } from '../api/refresh-queue.ts';
import { useRecheckDeposit } from '../api/recheck-deposit.ts';
import { useRejectDeposit } from '../api/reject-deposit.ts';
import { ApproveDepositDialog } from './approve-deposit-dialog.tsx';
import { DepositList } from './deposit-list.tsx';
import { SlipInfo } from './deposit-parts.tsx';
import { SandboxSlipDialog } from './sandbox-slip-dialog.tsx';

const PAGE_SIZE = 20;
const STATUSES: readonly DepositStatusFilter[] = ['pending', 'approved', 'rejected', 'all'];

/** /deposits: the cashier's deposit queue (DESIGN §7, §9). Pending first; approve credits, reject refuses. */
export function DepositsPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const queryClient = useQueryClient();
  const summary = useCashierSummary();
  const filter = useQueueFilter<DepositStatusFilter>('pending');
  const { status, q, offset } = filter;
  const deposits = useDeposits({ status, q, limit: PAGE_SIZE, offset });
  const reject = useRejectDeposit();
  const recheck = useRecheckDeposit();
  const [approving, setApproving] = useState<AdminDeposit | null>(null);
  const [rejecting, setRejecting] = useState<AdminDeposit | null>(null);
  const [isMakingSlip, setMakingSlip] = useState(false);
  const [notice, setNotice] = useState<NoticeValue | null>(null);

  const decided = (value: NoticeValue) => {
    setApproving(null);
    setRejecting(null);
    setNotice(value);
  };

  const onReject = async (deposit: AdminDeposit, reason: string) => {
    try {
      await reject.mutateAsync({ id: deposit.id, body: { reason } });
      decided({
        tone: 'ok',
        text: t('cashier.notice_plain', {
          message: t('deposit.rejected'),
          username: deposit.member.username,
        }),
      });
    } catch (error) {
      // someone decided first: nothing to refuse any more
      if (error instanceof ApiError && error.status === 409)
        decided({ tone: 'error', text: errorMessage(error) });
      throw error;
    }
  };

  // the notice says what the slip check answered now, in the words of the server's reply
  const onRecheck = async (deposit: AdminDeposit) => {
    setNotice(null);
    try {
      const { outcome, deposit: after } = await recheck.mutateAsync(deposit.id);
      const message =
        outcome === 'credited' || !after.pending_reason
          ? t('deposit.recheck_credited')
          : t(`deposit.recheck_waiting.${after.pending_reason}`);
      setNotice({
        tone: outcome === 'credited' ? 'ok' : 'waiting',
        text:
          outcome === 'credited' && after.amount !== null
            ? t('cashier.notice', {
                message,
                username: deposit.member.username,
                amount: formatBaht(after.amount, lang),
              })
            : t('cashier.notice_plain', { message, username: deposit.member.username }),
      });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) });
    }
  };

  const pending = summary.data?.deposits_pending;

  return (
    <>
      <PageHeader
        title={t('nav.deposits')}
        actions={
          summary.data?.sandbox && (
            <Button
              onClick={() => {
                setNotice(null);
                setMakingSlip(true);
              }}
            >
              {t('deposits.sandbox.open')}
            </Button>
          )
        }
      />
      {pending !== undefined && (
        <p className="-mt-2 mb-3 text-sm text-ink-300">{t('deposits.pending_line', { count: pending })}</p>
      )}
      <ListToolbar
        statuses={STATUSES}
        filter={filter}
        searchId="deposit-search"
        searchLabel={t('deposits.search')}
        searchPlaceholder={t('deposits.search_placeholder')}
        searchMaxLength={SEARCH_TEXT_MAX}
        onRefresh={() => void refreshDepositQueue(queryClient)}
        isFetching={deposits.isFetching}
      />

      <PageNotice notice={notice} onDismiss={() => setNotice(null)} />

      <PagedResults
        query={deposits}
        emptyText={
          q
            ? t('cashier.empty_search', { q })
            : t(status === 'pending' ? 'deposits.empty_pending' : 'deposits.empty')
        }
        offset={offset}
        limit={PAGE_SIZE}
        onOffset={filter.setOffset}
      >
        {(items) => (
          <DepositList
            deposits={items}
            onApprove={(deposit) => {
              setNotice(null);
              setApproving(deposit);
            }}
            onReject={(deposit) => {
              setNotice(null);
              reject.reset();
              setRejecting(deposit);
            }}
            onRecheck={(deposit) => void onRecheck(deposit)}
            recheckingId={recheck.isPending ? (recheck.variables ?? null) : null}
          />
        )}
      </PagedResults>

      {approving && (
        <ApproveDepositDialog deposit={approving} onDecided={decided} onClose={() => setApproving(null)} />
      )}
      {rejecting && (
        <RejectDialog
          title={t('deposits.reject_title')}
          summary={
            <div className="space-y-2">
              <CashierMember isLinked={false} member={rejecting.member} showBank={false} />
              <SlipInfo deposit={rejecting} showPayload={false} />
              {rejecting.check?.amount != null && (
                <p className="tabular font-semibold text-ink-100">
                  ฿{formatBaht(rejecting.check.amount, lang)}
                </p>
              )}
            </div>
          }
          consequence={t('deposits.reject_consequence')}
          error={
            reject.error && !(reject.error instanceof ApiError && reject.error.status === 409)
              ? errorMessage(reject.error)
              : null
          }
          onSubmit={({ reason }) => onReject(rejecting, reason)}
          onClose={() => setRejecting(null)}
        />
      )}
      {isMakingSlip && <SandboxSlipDialog onClose={() => setMakingSlip(false)} />}
    </>
  );
}
