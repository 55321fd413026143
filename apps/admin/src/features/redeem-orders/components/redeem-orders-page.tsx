import { SEARCH_TEXT_MAX } from '@sanam/contract/constants.ts';
import type { AdminRedeemOrder } from '@sanam/contract/rewards.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatCount } from '../../../lib/format-count.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useQueueFilter } from '../../../lib/use-list-filter.ts';
import { CashierMember } from '../../../ui/cashier-parts.tsx';
import { PageHeader } from '../../../ui/card.tsx';
import { ListToolbar } from '../../../ui/list-toolbar.tsx';
import { PageNotice, type NoticeValue } from '../../../ui/notice.tsx';
import { PagedResults } from '../../../ui/paged-results.tsx';
import { RejectDialog } from '../../../ui/reject-dialog.tsx';
import { useCancelRedeemOrder } from '../api/cancel-redeem-order.ts';
import { useRedeemOrders, type RedeemOrderStatusFilter } from '../api/list-redeem-orders.ts';
import { refreshRedeemOrders } from '../api/refresh-orders.ts';
import { OrderDelivery, OrderItem } from './redeem-order-parts.tsx';
import { RedeemOrderList } from './redeem-order-list.tsx';
import { ShipOrderDialog } from './ship-order-dialog.tsx';

const PAGE_SIZE = 20;
const STATUSES: readonly RedeemOrderStatusFilter[] = ['pending', 'shipped', 'cancelled', 'completed', 'all'];

function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}

/**
 * /redeem-orders (admins and cashiers): what members redeemed (DESIGN §7). Prizes wait here to be
 * posted, then are marked shipped, or cancelled with the coins returned; cash tiers were paid at once.
 */
export function RedeemOrdersPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const queryClient = useQueryClient();
  const filter = useQueueFilter<RedeemOrderStatusFilter>('pending');
  const { status, q, offset } = filter;
  const orders = useRedeemOrders({ status, q, limit: PAGE_SIZE, offset });
  const cancel = useCancelRedeemOrder();
  const [shipping, setShipping] = useState<AdminRedeemOrder | null>(null);
  const [cancelling, setCancelling] = useState<AdminRedeemOrder | null>(null);
  const [notice, setNotice] = useState<NoticeValue | null>(null);

  const decided = (value: NoticeValue) => {
    setShipping(null);
    setCancelling(null);
    setNotice(value);
  };

  const onCancel = async (order: AdminRedeemOrder, reason: string) => {
    try {
      await cancel.mutateAsync({ id: order.id, body: { reason } });
      decided({
        tone: 'ok',
        text: t('cashier.notice_plain', {
          message: t('redeem_order.cancelled'),
          username: order.member.username,
        }),
      });
    } catch (error) {
      // someone decided first: nothing to cancel any more
      if (isConflict(error)) decided({ tone: 'error', text: errorMessage(error) });
      throw error;
    }
  };

  const pending = orders.data?.pending;

  return (
    <>
      <PageHeader title={t('nav.redeem_orders')} />
      {pending !== undefined && (
        <p className="-mt-2 mb-3 text-sm text-ink-300">
          {t('redeem_orders.pending_line', { count: pending })}
        </p>
      )}
      <ListToolbar
        statuses={STATUSES}
        filter={filter}
        searchId="redeem-order-search"
        searchLabel={t('redeem_orders.search')}
        searchPlaceholder={t('redeem_orders.search_placeholder')}
        searchMaxLength={SEARCH_TEXT_MAX}
        onRefresh={() => void refreshRedeemOrders(queryClient)}
        isFetching={orders.isFetching}
      />

      <PageNotice notice={notice} onDismiss={() => setNotice(null)} />

      <PagedResults
        query={orders}
        emptyText={
          q
            ? t('cashier.empty_search', { q })
            : t(status === 'pending' ? 'redeem_orders.empty_pending' : 'redeem_orders.empty')
        }
        offset={offset}
        limit={PAGE_SIZE}
        onOffset={filter.setOffset}
      >
        {(items) => (
          <RedeemOrderList
            orders={items}
            onShip={(order) => {
              setNotice(null);
              setShipping(order);
            }}
            onCancel={(order) => {
              setNotice(null);
              cancel.reset();
              setCancelling(order);
            }}
          />
        )}
      </PagedResults>

      {shipping && <ShipOrderDialog order={shipping} onDecided={decided} onClose={() => setShipping(null)} />}
      {cancelling && (
        <RejectDialog
          title={t('redeem_orders.cancel_title')}
          summary={
            <div className="space-y-2">
              <CashierMember isLinked={false} member={cancelling.member} showBank={false} />
              <OrderItem order={cancelling} />
              <OrderDelivery order={cancelling} />
            </div>
          }
          consequence={t('redeem_orders.cancel_consequence', {
            coins: formatCount(cancelling.point, lang),
            username: cancelling.member.username,
          })}
          error={cancel.error && !isConflict(cancel.error) ? errorMessage(cancel.error) : null}
          submitLabel={t('redeem_orders.cancel_submit')}
          closeLabel={t('redeem_orders.keep')}
          onSubmit={({ reason }) => onCancel(cancelling, reason)}
          onClose={() => setCancelling(null)}
        />
      )}
    </>
  );
}
