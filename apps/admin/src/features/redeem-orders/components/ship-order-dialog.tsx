import { zodResolver } from '@hookform/resolvers/zod';
import { redeemShipRequest, type AdminRedeemOrder } from '@sanam/contract/rewards.ts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { CashierMember } from '../../../ui/cashier-parts.tsx';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { TextField } from '@sanam/ui/field.tsx';
import { FormActions } from '@sanam/ui/form-actions.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';
import type { NoticeValue } from '../../../ui/notice.tsx';
import { useShipRedeemOrder } from '../api/ship-redeem-order.ts';
import { OrderDelivery, OrderItem } from './redeem-order-parts.tsx';

type ShipFormInput = z.input<typeof redeemShipRequest>;
type ShipFormValues = z.output<typeof redeemShipRequest>;

/**
 * Mark a prize as posted, with an optional note the member sees (the parcel's tracking number). If
 * someone decided it first (409) the dialog closes and the page says so.
 */
export function ShipOrderDialog({
  order,
  onDecided,
  onClose,
}: {
  order: AdminRedeemOrder;
  onDecided: (notice: NoticeValue) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ship = useShipRedeemOrder();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ShipFormInput, unknown, ShipFormValues>({
    resolver: zodResolver(redeemShipRequest),
    defaultValues: { note: '' },
  });

  const onSubmit = handleSubmit(async ({ note }) => {
    try {
      // no note key at all when there is nothing to say
      await ship.mutateAsync({ id: order.id, body: note ? { note } : {} });
      onDecided({
        tone: 'ok',
        text: t('cashier.notice_plain', {
          message: t('redeem_order.shipped'),
          username: order.member.username,
        }),
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        onDecided({ tone: 'error', text: errorMessage(error) });
      }
    }
  });

  return (
    <Dialog title={t('redeem_orders.ship_title')} onClose={onClose} isDismissable={!isSubmitting}>
      <div className="mb-4 space-y-3 rounded-lg bg-ink-900/60 p-3 text-sm">
        <CashierMember isLinked={false} member={order.member} showBank={false} />
        <div className="border-t border-ink-700 pt-3">
          <OrderItem order={order} />
        </div>
        <div className="border-t border-ink-700 pt-3">
          <OrderDelivery order={order} />
        </div>
      </div>
      {ship.error && !(ship.error instanceof ApiError && ship.error.status === 409) && (
        <FormError>{errorMessage(ship.error)}</FormError>
      )}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField
          label={t('redeem_orders.ship_note')}
          autoComplete="off"
          hint={t('redeem_orders.ship_note_hint')}
          error={errors.note?.message}
          {...register('note')}
        />
        <FormActions
          onCancel={onClose}
          isSubmitting={isSubmitting}
          submitLabel={t('redeem_orders.ship_submit')}
        />
      </form>
    </Dialog>
  );
}
