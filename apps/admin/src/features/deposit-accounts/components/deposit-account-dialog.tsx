import { zodResolver } from '@hookform/resolvers/zod';
import { BANKS } from '@sanam/contract/constants.ts';
import {
  depositAccountCreateRequest,
  type AdminDepositAccount,
  type DepositAccountCreateRequest,
  type DepositAccountPatchRequest,
} from '@sanam/contract/cashier.ts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { CheckboxField, SelectField, TextField } from '@sanam/ui/field.tsx';
import { FormActions } from '@sanam/ui/form-actions.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';
import { useCreateDepositAccount } from '../api/create-deposit-account.ts';
import { useUpdateDepositAccount } from '../api/update-deposit-account.ts';

/** The server's rule (depositAccountCreateRequest); the bank select starts empty, so no bank is picked by accident. */
const accountForm = depositAccountCreateRequest.extend({
  bank_name: z.string().pipe(depositAccountCreateRequest.shape.bank_name),
});
type FormInput = z.input<typeof accountForm>;

const editable = ['bank_name', 'bank_acc_no', 'bank_acc_name'] as const;

/** What an edit changed; PATCH takes any of the fields, and an untouched form sends nothing. */
function changes(
  account: AdminDepositAccount,
  values: DepositAccountCreateRequest,
): DepositAccountPatchRequest {
  const patch: DepositAccountPatchRequest = {};
  if (values.bank_name !== account.bank_name) patch.bank_name = values.bank_name;
  if (values.bank_acc_no !== account.bank_acc_no) patch.bank_acc_no = values.bank_acc_no;
  if (values.bank_acc_name !== account.bank_acc_name) patch.bank_acc_name = values.bank_acc_name;
  return patch;
}

/** Adds a house deposit account (account null) or corrects one (admins only). */
export function DepositAccountDialog({
  account,
  onSaved,
  onClose,
}: {
  account: AdminDepositAccount | null;
  onSaved: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateDepositAccount();
  const update = useUpdateDepositAccount();
  const mutation = account ? update : create;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, DepositAccountCreateRequest>({
    resolver: zodResolver(accountForm),
    defaultValues: account
      ? {
          bank_name: account.bank_name,
          bank_acc_no: account.bank_acc_no,
          bank_acc_name: account.bank_acc_name,
        }
      : { bank_name: '', bank_acc_no: '', bank_acc_name: '', is_active: true },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (account) {
        const patch = changes(account, values);
        if (Object.keys(patch).length === 0) return onClose();
        await update.mutateAsync({ id: account.id, patch });
      } else {
        await create.mutateAsync(values);
      }
      onSaved(t(account ? 'deposit_account.updated' : 'deposit_account.created'));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'deposit_account.taken') {
        setError('bank_acc_no', { type: 'server', message: error.message });
      }
      showServerFieldErrors(error, editable, setError);
    }
  });

  return (
    <Dialog
      title={t(account ? 'deposit_accounts.edit_title' : 'deposit_accounts.new_title')}
      onClose={onClose}
      isDismissable={!isSubmitting}
    >
      {mutation.error && <FormError>{errorMessage(mutation.error)}</FormError>}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <SelectField
          label={t('deposit_accounts.bank')}
          error={errors.bank_name?.message}
          {...register('bank_name')}
        >
          <option value="">{t('deposit_accounts.bank_placeholder')}</option>
          {BANKS.map((bank) => (
            <option key={bank} value={bank}>
              {bank} · {t(`bank.${bank}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('deposit_accounts.acc_no')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('deposit_accounts.acc_no_hint')}
          error={errors.bank_acc_no?.message}
          {...register('bank_acc_no')}
        />
        <TextField
          label={t('deposit_accounts.acc_name')}
          autoComplete="off"
          error={errors.bank_acc_name?.message}
          {...register('bank_acc_name')}
        />
        {!account && <CheckboxField label={t('deposit_accounts.active_new')} {...register('is_active')} />}
        <FormActions onCancel={onClose} isSubmitting={isSubmitting} submitLabel={t('common.save')} />
      </form>
    </Dialog>
  );
}
