// The cashier's refusal of a deposit, a withdrawal or a redeem order: a reason is required (the member
// sees it), with the same rule as the server (cashierRejectRequest; redeemCancelRequest is the same
// reasonText).
import { zodResolver } from '@hookform/resolvers/zod';
import { cashierRejectRequest, type CashierRejectRequest } from '@sanam/contract/cashier.ts';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@sanam/ui/button.tsx';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { TextAreaField } from '@sanam/ui/field.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';

type Props = {
  title: string;
  /** what is being refused: member, amount, slip or account */
  summary: ReactNode;
  /** what happens to the money */
  consequence: string;
  /** the server's refusal of the last attempt */
  error: string | null;
  onSubmit: (values: CashierRejectRequest) => Promise<unknown>;
  onClose: () => void;
  /** the refusing button, when "Reject" is not the word (cancelling an order) */
  submitLabel?: string;
  /** the button that leaves without refusing, when "Cancel" would read as the refusal itself */
  closeLabel?: string;
};

export function RejectDialog({
  title,
  summary,
  consequence,
  error,
  onSubmit,
  onClose,
  submitLabel,
  closeLabel,
}: Props) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CashierRejectRequest>({
    resolver: zodResolver(cashierRejectRequest),
    defaultValues: { reason: '' },
  });

  // a refusal is reported through `error`; the dialog stays open to try again
  const submit = handleSubmit((values) => onSubmit(values).catch(() => undefined));

  return (
    <Dialog title={title} onClose={onClose} isDismissable={!isSubmitting}>
      <div className="mb-4 rounded-lg bg-ink-900/60 p-3 text-sm">{summary}</div>
      <p className="mb-4 text-sm text-ink-200">{consequence}</p>
      {error && <FormError>{error}</FormError>}
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextAreaField
          label={t('cashier.reason')}
          hint={t('cashier.reason_hint')}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <div className="flex justify-end gap-2 pt-1">
          <Button onClick={onClose} disabled={isSubmitting}>
            {closeLabel ?? t('common.cancel')}
          </Button>
          <Button type="submit" variant="danger" isLoading={isSubmitting}>
            {submitLabel ?? t('cashier.reject')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
