import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminMember } from '@sanam/contract/admin.ts';
import { isMessageKey } from '@sanam/contract/messages.ts';
import { loginUnlockRequest, type LoginUnlockRequest } from '@sanam/contract/rate-limits.ts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormActions, FormError } from '../../../ui/form-parts.tsx';
import { inputClass } from '../../../ui/field.tsx';
import { useUnlockLogin } from '../api/unlock-login.ts';

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
  const tr = (message: string | undefined) =>
    message === undefined ? undefined : isMessageKey(message) ? t(message) : message;

  const onSubmit = handleSubmit(async (values) => {
    await unlock.mutateAsync(values).catch(() => undefined);
  });

  if (unlock.isSuccess) {
    return (
      <Dialog title={t('members.unlock.title')} onClose={onClose}>
        <p
          role="status"
          className="mb-5 rounded-lg border border-success/40 bg-success/10 p-3 text-sm text-success"
        >
          {t('admin.login_unlocked')}
        </p>
        <div className="flex justify-end">
          <Button variant="primary" onClick={onClose}>
            {t('common.done')}
          </Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog title={t('members.unlock.title')} onClose={onClose} isDismissable={!isSubmitting}>
      <p className="mb-4 text-sm text-ink-200">{t('members.unlock.body', { username: member.username })}</p>
      {unlock.error && <FormError>{errorMessage(unlock.error)}</FormError>}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <div>
          <label
            htmlFor="unlock-reason"
            className="mb-1 block text-xs font-medium tracking-wide text-ink-300 uppercase"
          >
            {t('members.unlock.reason')}
          </label>
          <textarea
            id="unlock-reason"
            rows={2}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? 'unlock-reason-error' : undefined}
            className={`${inputClass} h-auto py-2`}
            {...register('reason')}
          />
          {errors.reason?.message && (
            <p id="unlock-reason-error" role="alert" className="mt-1 text-xs text-danger">
              {tr(errors.reason.message)}
            </p>
          )}
        </div>
        <FormActions
          onCancel={onClose}
          isSubmitting={isSubmitting}
          submitLabel={t('members.unlock.submit')}
        />
      </form>
    </Dialog>
  );
}
