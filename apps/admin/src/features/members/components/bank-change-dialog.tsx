// Request a change of the member's bank account: it waits for a second admin's approval,
// and the account in force stays until then. The contract's rules check the form as the server does.
import { zodResolver } from '@hookform/resolvers/zod';
import { BANKS } from '@sanam/contract/constants.ts';
import {
  bankChangeRequest,
  type BankChangeRequest,
  type MemberAccount,
} from '@sanam/contract/member-account.ts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField } from '@sanam/ui/field.tsx';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { DoneNotice, MemberActionDialog } from './member-action-dialog.tsx';
import { useRequestBankChange } from '../api/member-account.ts';
import { bankLine } from './bank-line.ts';

export function BankChangeDialog({ account, onClose }: { account: MemberAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useRequestBankChange(account.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BankChangeRequest>({
    resolver: zodResolver(bankChangeRequest),
    defaultValues: { bank_name: undefined, bank_acc_no: '', bank_acc_name: account.name, reason: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    await mutation.mutateAsync(values).catch((error: unknown) => {
      showServerFieldErrors(error, ['bank_name', 'bank_acc_no', 'bank_acc_name', 'reason'], setError);
    });
  });

  return (
    <MemberActionDialog
      title={t('member_file.bank.title')}
      onClose={onClose}
      done={
        mutation.isSuccess && (
          <DoneNotice title={t('member_account.bank_change_requested')}>{bankLine(mutation.data)}</DoneNotice>
        )
      }
      summary={
        <div className="mb-4 space-y-1 text-sm text-ink-200">
          <p>{t('member_file.bank.current', { bank: bankLine(account.bank) })}</p>
          <p className="text-ink-300">{t('member_file.bank.needs_second')}</p>
        </div>
      }
      error={mutation.error}
      onSubmit={(event) => void onSubmit(event)}
      isSubmitting={isSubmitting}
      submitLabel={t('member_file.bank.submit')}
    >
      <SelectField
        id="bank-name"
        label={t('member_file.bank.bank')}
        error={errors.bank_name?.message}
        {...register('bank_name')}
      >
        <option value="">{t('member_file.bank.choose')}</option>
        {BANKS.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </SelectField>
      <TextField
        id="bank-acc-no"
        label={t('member_file.bank.acc_no')}
        inputMode="numeric"
        error={errors.bank_acc_no?.message}
        {...register('bank_acc_no')}
      />
      <TextField
        id="bank-acc-name"
        label={t('member_file.bank.acc_name')}
        error={errors.bank_acc_name?.message}
        {...register('bank_acc_name')}
      />
      <TextAreaField
        id="bank-reason"
        label={t('member_file.reason')}
        rows={2}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </MemberActionDialog>
  );
}
