// The pieces of a redeem order the desk looks at before deciding: the prize and its price, where it
// goes (cash credited, or the address to post it to) and what became of it. Shared by the list (table
// and cards) and the dialogs.
import { formatBaht } from '@sanam/contract/money.ts';
import type { AdminRedeemOrder, RedeemOrderStatus } from '@sanam/contract/rewards.ts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format-count.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { Badge } from '../../../ui/card.tsx';
import { Decision } from '../../../ui/cashier-parts.tsx';
import { CopyButton } from '@sanam/ui/copy-button.tsx';

export function OrderItem({ order }: { order: AdminRedeemOrder }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <div className="min-w-0">
      <p className="font-medium break-words text-ink-100">{order.item_name}</p>
      <p className="tabular text-xs font-semibold text-gold-300">
        {t('redeem_orders.coins', { coins: formatCount(order.point, lang) })}
      </p>
    </div>
  );
}

/** A cash tier was credited at once; a prize is posted to the address the member typed. */
export function OrderDelivery({ order }: { order: AdminRedeemOrder }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  if (order.cash !== null) {
    return (
      <p className="text-sm">
        <Badge tone="gold">{t('redeem_orders.cash')}</Badge>{' '}
        <span className="tabular font-semibold text-gold-300">฿{formatBaht(order.cash, lang)}</span>
        <span className="block text-xs text-ink-300">{t('redeem_orders.cash_credited')}</span>
      </p>
    );
  }
  if (!order.address) return <p className="text-sm text-ink-300">{t('redeem_orders.no_address')}</p>;
  return (
    <div className="min-w-0 text-sm">
      <p className="break-words whitespace-pre-line text-ink-100">{order.address}</p>
      <div className="mt-1">
        <CopyButton
          text={order.address}
          label={t('redeem_orders.copy_address', { username: order.member.username })}
        />
      </div>
    </div>
  );
}

const statusTone = {
  pending: 'gold',
  completed: 'success',
  shipped: 'success',
  cancelled: 'danger',
} as const satisfies Record<RedeemOrderStatus, string>;

/** Its status, who decided it and when, and the note: the tracking number or why it was cancelled. */
export function OrderStatus({ order }: { order: AdminRedeemOrder }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const isCancelled = order.status === 'cancelled';
  return (
    <>
      <Badge tone={statusTone[order.status]}>{t(`cashier.status.${order.status}`)}</Badge>
      <Decision
        decidedBy={order.decided_by}
        decidedAt={order.decided_at}
        reason={isCancelled ? order.note : null}
        lang={lang}
      />
      {!isCancelled && order.note && (
        <p className="mt-0.5 text-xs break-words text-ink-200">
          {t('redeem_orders.note')}: {order.note}
        </p>
      )}
    </>
  );
}
