// A change to a member that takes a reason alone: approve or reject a bank-account change, reset the
// password (the temporary password is shown once, here), end every session.
import { zodResolver } from '@hookform/resolvers/zod';
import { reasonRequest } from '@sanam/contract/member-account.ts';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@sanam/ui/copy-button.tsx';
import { TextAreaField } from '@sanam/ui/field.tsx';
import { DoneNotice, MemberActionDialog } from './member-action-dialog.tsx';
import { useReasonAction, type ReasonAction } from '../api/member-account.ts';

type Props = { memberId: number; action: ReasonAction; summary: ReactNode; onClose: () => void };

export function ReasonDialog({ memberId, action, summary, onClose }: Props) {
  const { t } = useTranslation();
  const mutation = useReasonAction(memberId, action);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ reason: string }>({ resolver: zodResolver(reasonRequest), defaultValues: { reason: '' } });

  const onSubmit = handleSubmit(async (values) => {
    await mutation.mutateAsync(values).catch(() => undefined);
  });
  const temporary = mutation.data?.temporary_password;

  return (
    <MemberActionDialog
      title={t(`member_file.${action}.title`)}
      onClose={onClose}
      done={
        mutation.isSuccess && (
          <DoneNotice title={t(`member_file.${action}.done`)}>
            {temporary ? (
              <span className="flex flex-wrap items-center gap-2">
                {t('member_file.resetPassword.temporary')}
                <code
                  data-testid="temporary-password"
                  className="rounded bg-ink-900 px-2 py-1 font-mono text-gold-300"
                >
                  {temporary}
                </code>
                <CopyButton text={temporary} label={t('member_file.resetPassword.copy')} />
              </span>
            ) : (
              t(`member_file.${action}.done_body`, { count: mutation.data?.ended ?? 0 })
            )}
          </DoneNotice>
        )
      }
      summary={<div className="mb-4 text-sm text-ink-200">{summary}</div>}
      error={mutation.error}
      onSubmit={(event) => void onSubmit(event)}
      isSubmitting={isSubmitting}
      submitLabel={t(`member_file.${action}.submit`)}
    >
      <TextAreaField
        id={`${action}-reason`}
        label={t('member_file.reason')}
        rows={2}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </MemberActionDialog>
  );
}
