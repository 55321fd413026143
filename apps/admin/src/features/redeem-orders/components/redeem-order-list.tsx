import type { AdminRedeemOrder } from '@sanam/contract/rewards.ts';
import { DecisionQueue } from '@sanam/ui/decision-queue.tsx';
import { useTranslation } from 'react-i18next';
import { useCashierQueue } from '../../../lib/cashier-queue.ts';
import { CashierMember } from '../../../ui/cashier-parts.tsx';
import { OrderDelivery, OrderItem, OrderStatus } from './redeem-order-parts.tsx';

type Props = {
  orders: AdminRedeemOrder[];
  onShip: (order: AdminRedeemOrder) => void;
  onCancel: (order: AdminRedeemOrder) => void;
};

/**
 * The redeem orders: a table on a laptop, cards on a phone. Only a prize waiting to be posted can be
 * decided; a cash order was paid when it was made.
 */
export function RedeemOrderList({ orders, onShip, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <DecisionQueue
      {...useCashierQueue()}
      rows={orders}
      minWidthClass="min-w-[960px]"
      member={(order) => <CashierMember member={order.member} showBank={false} />}
      columns={[
        {
          key: 'item',
          label: t('redeem_orders.col.item'),
          cellClassName: 'max-w-56',
          cell: (order) => <OrderItem order={order} />,
        },
        {
          key: 'delivery',
          label: t('redeem_orders.col.delivery'),
          cellClassName: 'max-w-72',
          cell: (order) => <OrderDelivery order={order} />,
        },
      ]}
      sections={(order) => [<OrderItem order={order} />, <OrderDelivery order={order} />]}
      status={(order) => <OrderStatus order={order} />}
      isOpen={(order) => order.status === 'pending'}
      approve={{ label: t('redeem_orders.ship'), onDecide: onShip }}
      reject={{ label: t('redeem_orders.cancel'), onDecide: onCancel }}
    />
  );
}
