import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminMember } from '@sanam/contract/admin.ts';
import { loginUnlockRequest, type LoginUnlockRequest } from '@sanam/contract/rate-limits.ts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '@sanam/ui/field.tsx';
import { useUnlockLogin } from '../api/unlock-login.ts';
import { MemberActionDialog } from './member-action-dialog.tsx';

/** A member held by the login throttle (contract LOGIN_THROTTLE) signs in at once after this. */
export function UnlockLoginDialog({ member, onClose }: { member: AdminMember; onClose: () => void }) {
  const { t } = useTranslation();
  const unlock = useUnlockLogin(member.id);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginUnlockRequest>({
    resolver: zodResolver(loginUnlockRequest),
    defaultValues: { reason: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    await unlock.mutateAsync(values).catch(() => undefined);
  });

  return (
    <MemberActionDialog
      title={t('members.unlock.title')}
      onClose={onClose}
      done={
        unlock.isSuccess && (
          <p
            role="status"
            className="mb-5 rounded-lg border border-success/40 bg-success/10 p-3 text-sm text-success"
          >
            {t('admin.login_unlocked')}
          </p>
        )
      }
      summary={
        <p className="mb-4 text-sm text-ink-200">{t('members.unlock.body', { username: member.username })}</p>
      }
      error={unlock.error}
      onSubmit={(event) => void onSubmit(event)}
      isSubmitting={isSubmitting}
      submitLabel={t('members.unlock.submit')}
    >
      <TextAreaField
        id="unlock-reason"
        label={t('members.unlock.reason')}
        rows={2}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </MemberActionDialog>
  );
}
