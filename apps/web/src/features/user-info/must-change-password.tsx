// Issue 24: after a staff member reset the password, the member signs in with the temporary one and
// sets their own before anything else (the profile says must_change_password until they do).
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PROFILE_QUERY_KEY, useAuth } from '../../lib/auth.tsx';
import { Button } from '@sanam/ui/button.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

export function MustChangePasswordScreen() {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const queryClient = useQueryClient();
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center gap-4 p-4">
      <h1 className="text-xl font-semibold text-ink-100">{t('chpw.must.title')}</h1>
      <p className="text-sm text-ink-200" role="status">
        {t('auth.must_change_password')}
      </p>
      <ChangePasswordForm
        forced
        onChanged={() => void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY })}
      />
      <Button variant="ghost" onClick={() => void logout()}>
        {t('chpw.must.logout')}
      </Button>
    </main>
  );
}
