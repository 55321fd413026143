import { zodResolver } from '@hookform/resolvers/zod';
import { operatorLoginRequest, type OperatorLoginRequest } from '@sanam/contract/admin.ts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { clearSessionEndedNotice, getAccessToken, hasSessionEndedNotice } from '../../../lib/auth-token.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/field.tsx';
import { FormError } from '../../../ui/form-parts.tsx';
import { LanguageSwitch } from '../../../ui/language-switch.tsx';
import { useLogin } from '../api/login.ts';

type LocationState = { from?: string } | null;

/** Spec §5, the username form: the contract schema gives the rules and their order. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as LocationState;
  const loginMutation = useLogin();
  const [isSessionEnded] = useState(hasSessionEndedNotice);
  useEffect(() => clearSessionEndedNotice(), []);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<OperatorLoginRequest>({
    resolver: zodResolver(operatorLoginRequest),
    mode: 'all',
    defaultValues: { username: '', password: '' },
  });

  if (getAccessToken() && !loginMutation.isPending && !loginMutation.isSuccess)
    return <Navigate to="/" replace />;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await loginMutation.mutateAsync(values);
      void navigate(state?.from ?? '/', { replace: true });
    } catch {
      // shown from loginMutation.error below
    }
  });

  const showNotice = isSessionEnded && !loginMutation.isPending && !loginMutation.error;

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-[radial-gradient(ellipse_at_top,var(--color-ink-700),var(--color-ink-950)_70%)] px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex items-center justify-between">
          <div className="flex items-center gap-2">
            <span className="grid size-9 place-items-center rounded-lg bg-gold-500 text-lg font-bold text-ink-950">
              S
            </span>
            <div className="leading-tight">
              <p className="font-semibold text-ink-100">Sanam Live</p>
              <p className="text-xs text-ink-300">{t('app.console')}</p>
            </div>
          </div>
          <LanguageSwitch />
        </div>
        <div className="rounded-card border border-ink-700 bg-ink-800/90 p-6 shadow-card">
          <h1 className="mb-1 text-lg font-semibold text-ink-100">{t('login.title')}</h1>
          <p className="mb-5 text-sm text-ink-300">{t('login.subtitle')}</p>
          {showNotice && (
            <p
              role="status"
              className="mb-4 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-warning"
            >
              {t('auth.session_ended')}
            </p>
          )}
          {loginMutation.error && <FormError>{errorMessage(loginMutation.error)}</FormError>}
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
            <TextField
              label={t('login.username')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              error={errors.username?.message && t(errors.username.message)}
              {...register('username')}
            />
            <TextField
              label={t('login.password')}
              type="password"
              autoComplete="current-password"
              error={errors.password?.message && t(errors.password.message)}
              {...register('password')}
            />
            <Button
              type="submit"
              variant="primary"
              className="w-full"
              disabled={!isValid || isSubmitting}
              isLoading={isSubmitting}
            >
              {isSubmitting ? t('login.submitting') : t('login.submit')}
            </Button>
          </form>
        </div>
      </div>
    </main>
  );
}
