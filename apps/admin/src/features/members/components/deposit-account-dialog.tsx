// Move the member to another active house deposit account, with a reason.
import { zodResolver } from '@hookform/resolvers/zod';
import { depositAccountMoveRequest, type MemberAccount } from '@sanam/contract/member-account.ts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SelectField, TextAreaField } from '@sanam/ui/field.tsx';
import { useDepositAccounts } from '../../../lib/list-deposit-accounts.ts';
import { DoneNotice, MemberActionDialog } from './member-action-dialog.tsx';
import { useMoveDepositAccount } from '../api/member-account.ts';

export function DepositAccountDialog({ account, onClose }: { account: MemberAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const accounts = useDepositAccounts();
  const mutation = useMoveDepositAccount(account.id);
  const active = (accounts.data ?? []).filter((a) => a.is_active);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof depositAccountMoveRequest>, unknown, z.output<typeof depositAccountMoveRequest>>(
    {
      resolver: zodResolver(depositAccountMoveRequest),
      defaultValues: { deposit_account_id: account.deposit_account_id ?? '', reason: '' },
    },
  );
  const onSubmit = handleSubmit(async (values) => {
    await mutation.mutateAsync(values).catch(() => undefined);
  });
  const label = (a: { bank_name: string; bank_acc_no: string; bank_acc_name: string }) =>
    `${a.bank_name} · ${a.bank_acc_no} · ${a.bank_acc_name}`;
  return (
    <MemberActionDialog
      title={t('member_file.deposit_account.title')}
      onClose={onClose}
      done={
        mutation.isSuccess && (
          <DoneNotice title={t('member_account.deposit_account_moved')}>{account.username}</DoneNotice>
        )
      }
      summary={<p className="mb-4 text-sm text-ink-200">{account.username}</p>}
      error={mutation.error}
      onSubmit={(event) => void onSubmit(event)}
      isSubmitting={isSubmitting}
      submitLabel={t('member_file.save')}
    >
      <SelectField
        id="deposit-account"
        label={t('member_file.deposit_account.account')}
        error={errors.deposit_account_id?.message}
        {...register('deposit_account_id')}
      >
        <option value="">{t('member_file.deposit_account.choose')}</option>
        {active.map((a) => (
          <option key={a.id} value={a.id}>
            {label(a)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        id="deposit-account-reason"
        label={t('member_file.reason')}
        rows={2}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </MemberActionDialog>
  );
}
