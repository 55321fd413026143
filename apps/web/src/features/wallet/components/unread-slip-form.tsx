// A slip whose QR could not be read: instead of a dead end, the member sends its picture
// and the amount they transferred to a cashier, who checks the bank statement before crediting. The
// amount box follows the contract's unreadSlipForm (the server's rule and messages).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SUCCESS_POPUP_MS } from '@sanam/contract/constants.ts';
import { DEPOSIT_CLAIM_MAX_BAHT, DEPOSIT_CLAIM_MIN_BAHT, unreadSlipForm } from '@sanam/contract/wallet.ts';
import { Button } from '@sanam/ui/button.tsx';
import { TextField } from '@sanam/ui/field.tsx';
import { useFormatBaht } from '../../../lib/format.ts';
import { pageReload } from '../../../lib/page-reload.ts';
import { usePopup } from '../../../ui/popup.tsx';
import { useSendUnreadSlip } from '../api/send-unread-slip.ts';

type Form = typeof unreadSlipForm;

export function UnreadSlipForm({ image, onCancel }: { image: string; onCancel: () => void }) {
  const { t } = useTranslation();
  const popup = usePopup();
  const formatBaht = useFormatBaht();
  const send = useSendUnreadSlip();
  const [isSent, setIsSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<Form>, unknown, z.output<Form>>({
    resolver: zodResolver(unreadSlipForm),
    defaultValues: { amount: '' },
  });

  const onValid = async ({ amount }: z.output<Form>) => {
    try {
      const result = await send.mutateAsync({ image, amount: Number(amount) });
      setIsSent(true);
      await popup({
        kind: 'success',
        title: t('wallet.slip.unread.sent_title'),
        text: result.message || undefined,
        timerMs: SUCCESS_POPUP_MS,
      });
      pageReload.reload();
    } catch (error) {
      const title = t('wallet.slip.failed_title');
      const reason = error instanceof Error ? error.message : '';
      await popup({
        kind: 'error',
        title: t('wallet.slip.unread.failed_title'),
        text: reason && reason !== title ? reason : t('wallet.slip.failed_hint'),
      });
    }
  };

  return (
    <form
      noValidate
      aria-label={t('wallet.slip.unread.title')}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="mt-3 space-y-3 rounded-xl bg-warning/10 p-3 ring-1 ring-warning/40"
    >
      <div>
        <p className="font-medium text-warning">{t('wallet.slip.unread.title')}</p>
        <p className="mt-1 text-sm leading-relaxed text-ink-200">{t('wallet.slip.unread.text')}</p>
      </div>
      <img
        src={image}
        alt={t('wallet.slip.unread.image_alt')}
        className="mx-auto max-h-48 rounded-lg bg-white object-contain ring-1 ring-ink-600"
      />
      <TextField
        label={t('wallet.slip.unread.amount_label')}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        hint={t('wallet.slip.unread.amount_hint', {
          min: formatBaht(DEPOSIT_CLAIM_MIN_BAHT),
          max: formatBaht(DEPOSIT_CLAIM_MAX_BAHT),
        })}
        error={errors.amount?.message}
        icon={<span aria-hidden="true">฿</span>}
        {...register('amount')}
      />
      <div className="flex gap-2">
        <Button
          type="button"
          variant="secondary"
          className="flex-1"
          disabled={isSubmitting}
          onClick={onCancel}
        >
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          className="flex-[2]"
          isLoading={send.isPending}
          disabled={isSubmitting || isSent}
        >
          {t('wallet.slip.unread.submit')}
        </Button>
      </div>
    </form>
  );
}
