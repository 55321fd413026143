// Mark a withdrawal paid: the cashier has transferred the money and records the bank's
// transfer reference (required: the member sees it in their history) and maybe a picture of the
// transfer. The reference follows the server's rule (withdrawalPayRequest); the picture is checked
// for its type and size here and by its bytes on the server.
import { zodResolver } from '@hookform/resolvers/zod';
import { formatBaht } from '@sanam/contract/money.ts';
import { CASHIER_IMAGE_MAX_BYTES } from '@sanam/contract/wallet.ts';
import {
  withdrawalPayRequest,
  type AdminWithdrawal,
  type WithdrawalPayRequest,
} from '@sanam/contract/cashier.ts';
import { Button } from '@sanam/ui/button.tsx';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { TextField } from '@sanam/ui/field.tsx';
import { FormActions } from '@sanam/ui/form-actions.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';
import { useId, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { CashierMember } from '../../../ui/cashier-parts.tsx';
import type { NoticeValue } from '../../../ui/notice.tsx';
import { useMarkWithdrawalPaid } from '../api/mark-withdrawal-paid.ts';
import { Destination } from './withdrawal-list.tsx';

const payForm = z.object({ transfer_ref: withdrawalPayRequest.shape.transfer_ref });
type PayFormInput = z.input<typeof payForm>;
const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * The server refuses to pay out a member a correction left owing the house (409 member_owes): the
 * withdrawal stays pending, and rejecting it returns its held amount to the balance, which pays the
 * debt. Not a race like the other 409s, so the dialog stays open to say so.
 */
function isMemberOwes(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && error.code === 'member_owes';
}

export function PayWithdrawalDialog({
  withdrawal,
  onDecided,
  onRejectInstead,
  onClose,
}: {
  withdrawal: AdminWithdrawal;
  onDecided: (notice: NoticeValue) => void;
  onRejectInstead: (withdrawal: AdminWithdrawal) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const markPaid = useMarkWithdrawalPaid();
  const pictureId = useId();
  const [picture, setPicture] = useState<{ name: string; dataUrl: string } | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PayFormInput, unknown, Pick<WithdrawalPayRequest, 'transfer_ref'>>({
    resolver: zodResolver(payForm),
    defaultValues: { transfer_ref: '' },
  });

  const onPicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setPictureError(null);
    if (!file) return;
    if (!PICTURE_TYPES.includes(file.type)) {
      setPictureError(t('cashier.image_invalid'));
      return;
    }
    if (file.size > CASHIER_IMAGE_MAX_BYTES) {
      setPictureError(t('cashier.image_too_large'));
      return;
    }
    setPicture({ name: file.name, dataUrl: await readDataUrl(file) });
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const body: WithdrawalPayRequest = {
        transfer_ref: values.transfer_ref,
        ...(picture ? { image: picture.dataUrl } : {}),
      };
      await markPaid.mutateAsync({ id: withdrawal.id, body });
      onDecided({
        tone: 'ok',
        text: t('cashier.notice', {
          message: t('withdraw.paid'),
          username: withdrawal.member.username,
          amount: formatBaht(withdrawal.amount, lang),
        }),
      });
    } catch (error) {
      // someone decided first: the dialog closes and the page says so
      if (error instanceof ApiError && error.status === 409 && !isMemberOwes(error))
        onDecided({ tone: 'error', text: errorMessage(error) });
    }
  });

  // a member a correction left owing the house is not paid out: said before the cashier transfers
  // (the queue knows what they owe), and again if the server refuses a payment (they came to owe since)
  const owes = isMemberOwes(markPaid.error) ? markPaid.error : null;
  const owesText = owes
    ? errorMessage(owes)
    : withdrawal.member_owed > 0
      ? t('withdraw.member_owes', { owed: formatBaht(withdrawal.member_owed, lang) })
      : null;
  const failed = markPaid.error && !(markPaid.error instanceof ApiError && markPaid.error.status === 409);
  return (
    <Dialog title={t('withdrawals.paid_title')} onClose={onClose} isDismissable={!isSubmitting}>
      <div className="mb-4 space-y-3 rounded-lg bg-ink-900/60 p-3 text-sm">
        <div className="flex items-start justify-between gap-2">
          <CashierMember isLinked={false} member={withdrawal.member} showBank={false} />
          <span className="tabular text-lg font-semibold text-gold-300">
            ฿{formatBaht(withdrawal.amount, lang)}
          </span>
        </div>
        <Destination withdrawal={withdrawal} />
        <p className="border-t border-ink-700 pt-2 text-xs text-ink-200">
          {t('withdrawals.paid_body', {
            amount: formatBaht(withdrawal.amount, lang),
            bank: withdrawal.bank_name,
            account: withdrawal.bank_acc_no,
            holder: withdrawal.bank_acc_name ?? t('withdrawals.no_holder'),
            username: withdrawal.member.username,
          })}
        </p>
      </div>
      {failed && <FormError>{errorMessage(markPaid.error)}</FormError>}
      {owesText && (
        <div role="alert" className="mb-4 rounded-lg border border-danger/50 bg-danger/10 p-3 text-sm">
          <p className="font-semibold text-danger">{t('withdrawals.owes.title')}</p>
          <p className="mt-1 text-ink-100">{owesText}</p>
          <Button variant="danger" size="sm" className="mt-3" onClick={() => onRejectInstead(withdrawal)}>
            {t('withdrawals.owes.reject')}
          </Button>
        </div>
      )}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField
          label={t('withdrawals.pay.ref')}
          autoComplete="off"
          hint={t('withdrawals.pay.ref_hint')}
          error={errors.transfer_ref?.message}
          {...register('transfer_ref')}
        />
        <div className="space-y-1 text-sm">
          <p className="font-medium text-ink-200">{t('withdrawals.pay.image')}</p>
          {/* the browser's own file button speaks the browser's language: hidden behind one in ours */}
          <input
            id={pictureId}
            type="file"
            accept={PICTURE_TYPES.join(',')}
            aria-label={t('withdrawals.pay.image')}
            onChange={(event) => void onPicture(event)}
            className="peer sr-only"
          />
          <label
            htmlFor={pictureId}
            className="inline-flex min-h-10 cursor-pointer items-center rounded-md bg-ink-700 px-3 text-sm text-ink-100 peer-focus-visible:outline-2 peer-focus-visible:outline-gold-400 hover:bg-ink-600"
          >
            {t('withdrawals.pay.image_choose')}
          </label>
          <p className="text-xs text-ink-300">{t('withdrawals.pay.image_hint')}</p>
          {pictureError && (
            <p role="alert" className="text-xs text-danger">
              {pictureError}
            </p>
          )}
          {picture && (
            <div className="flex items-center gap-3 pt-1">
              <img
                src={picture.dataUrl}
                alt={t('withdrawals.transfer_image')}
                className="size-16 rounded-md object-cover ring-1 ring-ink-600"
              />
              <button
                type="button"
                className="text-xs text-ink-300 underline hover:text-ink-100"
                onClick={() => setPicture(null)}
              >
                {t('withdrawals.pay.image_remove')}
              </button>
            </div>
          )}
        </div>
        <FormActions
          onCancel={onClose}
          isSubmitting={isSubmitting}
          submitLabel={t('withdrawals.paid_confirm')}
        />
      </form>
    </Dialog>
  );
}
