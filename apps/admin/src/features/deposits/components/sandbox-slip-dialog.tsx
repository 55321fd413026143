import { zodResolver } from '@hookform/resolvers/zod';
import { bankOfCode } from '@sanam/contract/constants.ts';
import { formatBaht } from '@sanam/contract/money.ts';
import { sandboxSlipRequest, type SandboxSlipRequest } from '@sanam/contract/slip-sandbox.ts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '../../../lib/api-client.ts';
import { bahtText } from '../../../lib/baht-text.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { Button } from '@sanam/ui/button.tsx';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { TextField } from '@sanam/ui/field.tsx';
import { FormActions } from '@sanam/ui/form-actions.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';
import { useCreateSandboxSlip } from '../api/create-sandbox-slip.ts';

const emptyIsNone = z
  .string()
  .trim()
  .transform((text) => (text === '' ? undefined : text));

/**
 * Amount as typed, the receiver left empty for the house account, the sender left empty for the
 * account of the member who sends the slip; the rules are sandboxSlipRequest's.
 */
const sandboxSlipForm = z.object({
  amount: bahtText(sandboxSlipRequest.shape.amount),
  receiver: emptyIsNone.pipe(sandboxSlipRequest.shape.receiver),
  sender_account: emptyIsNone.pipe(sandboxSlipRequest.shape.sender_account),
});
type SandboxSlipFormInput = z.input<typeof sandboxSlipForm>;

/** Sandbox only (summary.sandbox): make a slip QR the sandbox slip check confirms, to try a deposit end to end. */
export function SandboxSlipDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const create = useCreateSandboxSlip();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<
    SandboxSlipFormInput,
    unknown,
    Pick<SandboxSlipRequest, 'amount' | 'receiver' | 'sender_account'>
  >({
    resolver: zodResolver(sandboxSlipForm),
    defaultValues: { amount: '', receiver: '', sender_account: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    // the body is exactly what was asked: no receiver key means "the house account", no sender key
    // "the member who sends it"
    await create
      .mutateAsync({
        amount: values.amount,
        ...(values.receiver ? { receiver: values.receiver } : {}),
        ...(values.sender_account ? { sender_account: values.sender_account } : {}),
      })
      .catch(() => undefined);
  });

  const slip = create.data;
  if (slip) {
    return (
      <Dialog title={t('deposits.sandbox.title')} onClose={onClose}>
        <p role="status" className="mb-3 text-sm font-medium text-success">
          {t('sandbox.slip_created')}
        </p>
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
          <img
            src={slip.image_data_url}
            alt={t('deposits.sandbox.image_alt', {
              amount: formatBaht(slip.amount, lang),
              ref: slip.trans_ref,
            })}
            className="size-44 shrink-0 rounded-lg bg-white p-2"
          />
          <dl className="grid w-full grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-ink-300">{t('deposits.sandbox.amount')}</dt>
            <dd className="tabular font-semibold text-gold-300">฿{formatBaht(slip.amount, lang)}</dd>
            <dt className="text-ink-300">{t('deposits.slip.trans_ref')}</dt>
            <dd className="font-mono text-xs break-all" translate="no">
              {slip.trans_ref}
            </dd>
            <dt className="text-ink-300">{t('deposits.slip.sending_bank')}</dt>
            <dd title={slip.sending_bank}>{bankOfCode(slip.sending_bank) ?? slip.sending_bank}</dd>
            <dt className="text-ink-300">{t('deposits.sandbox.receiver')}</dt>
            <dd className="tabular">{slip.receiver}</dd>
          </dl>
        </div>
        <p className="mt-3 text-xs text-ink-300">{t('deposits.slip.payload')}</p>
        <code className="block rounded bg-ink-950/60 p-2 font-mono text-xs break-all text-ink-200">
          {slip.payload}
        </code>
        <p className="mt-3 text-sm text-ink-200">{t('deposits.sandbox.how_to')}</p>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Button onClick={() => create.reset()}>{t('deposits.sandbox.another')}</Button>
          <a
            href={slip.image_data_url}
            download={`slip-${slip.trans_ref}.png`}
            className="inline-flex h-10 items-center rounded-lg bg-gold-500 px-4 text-sm font-medium text-ink-950 hover:bg-gold-400"
          >
            {t('deposits.sandbox.download')}
          </a>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog title={t('deposits.sandbox.title')} onClose={onClose} isDismissable={!isSubmitting}>
      <p className="mb-4 text-sm text-ink-200">{t('deposits.sandbox.intro')}</p>
      {create.error && <FormError>{errorMessage(create.error)}</FormError>}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField
          label={t('deposits.sandbox.amount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          error={errors.amount?.message}
          {...register('amount')}
        />
        <TextField
          label={t('deposits.sandbox.receiver_optional')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('deposits.sandbox.receiver_hint')}
          error={errors.receiver?.message}
          {...register('receiver')}
        />
        <TextField
          label={t('deposits.sandbox.sender_optional')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('deposits.sandbox.sender_hint')}
          error={errors.sender_account?.message}
          {...register('sender_account')}
        />
        <FormActions
          onCancel={onClose}
          isSubmitting={isSubmitting}
          submitLabel={t('deposits.sandbox.submit')}
        />
      </form>
    </Dialog>
  );
}
