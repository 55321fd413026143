import type { AdminRedeemOrder } from '@sanam/contract/rewards.ts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { Button } from '@sanam/ui/button.tsx';
import { CashierMember, RequestCells } from '../../../ui/cashier-parts.tsx';
import { DataTable } from '@sanam/ui/data-table.tsx';
import { OrderDelivery, OrderItem, OrderStatus } from './redeem-order-parts.tsx';

type Props = {
  orders: AdminRedeemOrder[];
  onShip: (order: AdminRedeemOrder) => void;
  onCancel: (order: AdminRedeemOrder) => void;
};

/** Only a prize waiting to be posted can be decided; a cash order was paid when it was made. */
function Actions({ order, onShip, onCancel }: Omit<Props, 'orders'> & { order: AdminRedeemOrder }) {
  const { t } = useTranslation();
  if (order.status !== 'pending') return null;
  return (
    <div className="flex justify-end gap-2">
      <Button size="sm" variant="primary" onClick={() => onShip(order)}>
        {t('redeem_orders.ship')}
      </Button>
      <Button size="sm" variant="ghost" className="text-danger" onClick={() => onCancel(order)}>
        {t('redeem_orders.cancel')}
      </Button>
    </div>
  );
}

/** The redeem orders: a table on a laptop, cards on a phone. */
export function RedeemOrderList({ orders, onShip, onCancel }: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const isDesktop = useMediaQuery('(min-width: 768px)');

  if (!isDesktop) {
    return (
      <ul className="space-y-2">
        {orders.map((order) => (
          <li key={order.id} className="rounded-xl border border-ink-700 bg-ink-800 p-3 text-sm">
            <div className="flex items-start justify-between gap-2">
              <CashierMember member={order.member} showBank={false} />
              <p className="tabular shrink-0 text-right text-xs text-ink-300">
                {formatDateTime(order.created_at, lang)}
                <span className="block text-ink-500">#{order.id}</span>
              </p>
            </div>
            <div className="mt-2 border-t border-ink-700 pt-2">
              <OrderItem order={order} />
            </div>
            <div className="mt-2 border-t border-ink-700 pt-2">
              <OrderDelivery order={order} />
            </div>
            <div className="mt-2 border-t border-ink-700 pt-2">
              <OrderStatus order={order} />
            </div>
            {order.status === 'pending' && (
              <div className="mt-3">
                <Actions order={order} onShip={onShip} onCancel={onCancel} />
              </div>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <DataTable
      minWidthClass="min-w-[960px]"
      columns={[
        { key: 'time', label: t('cashier.col.time') },
        { key: 'member', label: t('cashier.col.member') },
        { key: 'item', label: t('redeem_orders.col.item') },
        { key: 'delivery', label: t('redeem_orders.col.delivery') },
        { key: 'status', label: t('cashier.col.status') },
        { key: 'actions', label: t('members.col.actions'), srOnly: true },
      ]}
    >
      <tbody className="divide-y divide-ink-700/70 bg-ink-800">
        {orders.map((order) => (
          <tr key={order.id} className="align-top hover:bg-ink-700/40">
            <RequestCells
              id={order.id}
              createdAt={order.created_at}
              member={order.member}
              showBank={false}
              lang={lang}
            />
            <td className="max-w-56 px-3 py-2">
              <OrderItem order={order} />
            </td>
            <td className="max-w-72 px-3 py-2">
              <OrderDelivery order={order} />
            </td>
            <td className="max-w-64 px-3 py-2">
              <OrderStatus order={order} />
            </td>
            <td className="px-3 py-2 text-right">
              <Actions order={order} onShip={onShip} onCancel={onCancel} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
