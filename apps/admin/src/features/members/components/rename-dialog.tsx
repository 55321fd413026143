// Edit the member's name, with a reason.
import { zodResolver } from '@hookform/resolvers/zod';
import { memberNameRequest, type MemberAccount } from '@sanam/contract/member-account.ts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { TextAreaField, TextField } from '@sanam/ui/field.tsx';
import { DoneNotice, MemberActionDialog } from './member-action-dialog.tsx';
import { useRenameMember } from '../api/member-account.ts';

export function RenameDialog({ account, onClose }: { account: MemberAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const mutation = useRenameMember(account.id);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof memberNameRequest>>({
    resolver: zodResolver(memberNameRequest),
    defaultValues: { name: account.name, reason: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    await mutation.mutateAsync(values).catch(() => undefined);
  });
  return (
    <MemberActionDialog
      title={t('member_file.rename.title')}
      onClose={onClose}
      done={
        mutation.isSuccess && (
          <DoneNotice title={t('member_account.name_changed')}>{mutation.data.name}</DoneNotice>
        )
      }
      summary={<p className="mb-4 text-sm text-ink-200">{account.username}</p>}
      error={mutation.error}
      onSubmit={(event) => void onSubmit(event)}
      isSubmitting={isSubmitting}
      submitLabel={t('member_file.save')}
    >
      <TextField
        id="member-name"
        label={t('member_file.rename.name')}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextAreaField
        id="rename-reason"
        label={t('member_file.reason')}
        rows={2}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </MemberActionDialog>
  );
}
