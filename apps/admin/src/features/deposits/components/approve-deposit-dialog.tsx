import { zodResolver } from '@hookform/resolvers/zod';
import { bahtToSatang, formatBaht } from '@sanam/contract/money.ts';
import {
  depositApproveRequest,
  type AdminDeposit,
  type DepositApproveRequest,
} from '@sanam/contract/cashier.ts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { bahtText, parseBahtText } from '../../../lib/baht-text.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { CashierMember } from '../../../ui/cashier-parts.tsx';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { TextField } from '@sanam/ui/field.tsx';
import { FormActions } from '@sanam/ui/form-actions.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';
import type { NoticeValue } from '../../../ui/notice.tsx';
import { useApproveDeposit } from '../api/approve-deposit.ts';
import { CheckInfo, PendingReasonNote, SlipInfo } from './deposit-parts.tsx';

/** The amount box as typed; the number it holds must pass the server's rule (depositApproveRequest). */
const approveForm = z.object({ amount: bahtText(depositApproveRequest.shape.amount) });
type ApproveFormInput = z.input<typeof approveForm>;

/**
 * Approve a pending deposit: the cashier confirms the amount that arrived (prefilled with what the slip
 * check read). If someone decided it first (409) the dialog closes and the page says so.
 */
export function ApproveDepositDialog({
  deposit,
  onDecided,
  onClose,
}: {
  deposit: AdminDeposit;
  onDecided: (notice: NoticeValue) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const approve = useApproveDeposit();
  // prefilled with what the slip check read; a member's claim (an unread slip) is never prefilled:
  // the cashier types what the statement shows
  const checkAmount = deposit.check?.amount ?? null;
  const claimed = deposit.unread_slip?.claimed_amount ?? null;
  const expected = checkAmount ?? claimed;
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ApproveFormInput, unknown, DepositApproveRequest>({
    resolver: zodResolver(approveForm),
    defaultValues: { amount: checkAmount === null ? '' : String(checkAmount) },
  });
  const typed = parseBahtText(useWatch({ control, name: 'amount' }));
  const differs = expected !== null && !Number.isNaN(typed) && bahtToSatang(typed) !== bahtToSatang(expected);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const decided = await approve.mutateAsync({ id: deposit.id, body: values });
      onDecided({
        tone: 'ok',
        text: t('cashier.notice', {
          message: t('deposit.approved'),
          username: decided.member.username,
          amount: formatBaht(decided.amount ?? values.amount, lang),
        }),
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        onDecided({ tone: 'error', text: errorMessage(error) });
      }
    }
  });

  return (
    <Dialog title={t('deposits.approve_title')} onClose={onClose} isDismissable={!isSubmitting}>
      <div className="mb-4 space-y-3 rounded-lg bg-ink-900/60 p-3 text-sm">
        <CashierMember isLinked={false} member={deposit.member} />
        <div className="grid grid-cols-2 gap-3 border-t border-ink-700 pt-3">
          <SlipInfo deposit={deposit} showPayload={false} />
          <CheckInfo check={deposit.check} isQrUnread={deposit.unread_slip !== null} />
        </div>
        {deposit.pending_reason && <PendingReasonNote reason={deposit.pending_reason} />}
      </div>
      {approve.error && !(approve.error instanceof ApiError && approve.error.status === 409) && (
        <FormError>{errorMessage(approve.error)}</FormError>
      )}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField
          label={t('deposits.amount_received')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          hint={
            differs ? (
              <span className="text-warning">
                {t(checkAmount === null ? 'deposits.unread.amount_differs' : 'deposits.amount_differs', {
                  amount: formatBaht(expected ?? 0, lang),
                })}
              </span>
            ) : claimed !== null ? (
              t('deposits.unread.amount_hint', { amount: formatBaht(claimed, lang) })
            ) : (
              t('deposits.amount_hint')
            )
          }
          error={errors.amount?.message}
          {...register('amount')}
        />
        <FormActions
          onCancel={onClose}
          isSubmitting={isSubmitting}
          submitLabel={t('deposits.approve_submit')}
        />
      </form>
    </Dialog>
  );
}
