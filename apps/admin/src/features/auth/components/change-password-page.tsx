// A staff member's own password change: the current password, the new one twice, checked
// with the contract's schema the server checks with. `isForced`: an admin set this password (a new
// account, a reset), and the console opens nothing else until it is changed.
import { zodResolver } from '@hookform/resolvers/zod';
import { ownPasswordChange, type OwnPasswordChange } from '@sanam/contract/staff.ts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@sanam/ui/button.tsx';
import { TextField } from '@sanam/ui/field.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { Card, PageHeader } from '../../../ui/card.tsx';
import { useChangeOwnPassword } from '../api/change-password.ts';

const fields = ['current_password', 'new_password', 'confirm_password'] as const;

export function ChangePasswordPage({ isForced = false }: { isForced?: boolean }) {
  const { t } = useTranslation();
  const change = useChangeOwnPassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<OwnPasswordChange>({
    resolver: zodResolver(ownPasswordChange),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      reset();
    } catch (error) {
      showServerFieldErrors(error, fields, setError);
    }
  });
  // a refusal of a field is shown under it; any other refusal above the form
  const fieldErrors = change.error instanceof ApiError ? Object.keys(change.error.fields).length : 0;

  return (
    <div className="mx-auto max-w-md space-y-4">
      <PageHeader title={isForced ? t('password.forced_title') : t('password.title')} />
      <Card className="p-5">
        <p className="mb-4 text-sm text-ink-300">
          {isForced ? t('password.forced_intro') : t('password.intro')}
        </p>
        {change.isSuccess && (
          <p role="status" className="mb-4 rounded-lg bg-success/10 px-3 py-2 text-sm text-success">
            {t('password.done')}
          </p>
        )}
        {change.error && !fieldErrors ? <FormError>{errorMessage(change.error)}</FormError> : null}
        <form noValidate className="space-y-4" onSubmit={(e) => void onSubmit(e)}>
          <TextField
            label={t('password.current')}
            type="password"
            autoComplete="current-password"
            error={errors.current_password?.message}
            {...register('current_password')}
          />
          <TextField
            label={t('password.new')}
            type="password"
            autoComplete="new-password"
            hint={t('password.new_hint')}
            error={errors.new_password?.message}
            {...register('new_password')}
          />
          <TextField
            label={t('password.confirm')}
            type="password"
            autoComplete="new-password"
            error={errors.confirm_password?.message}
            {...register('confirm_password')}
          />
          <div className="flex justify-end">
            <Button type="submit" variant="primary" isLoading={isSubmitting}>
              {t('password.submit')}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
