// Spec §2 login screen, §4 login flow, §8 login errors. After a staff member reset the
// password, the server opens no session with it alone (403 must_change_password): the screen asks
// for the member's own new password and sends it with the same login.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { loginRequest, renewPasswordForm } from '@sanam/contract/account.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { Button } from '@sanam/ui/button.tsx';
import { TextField } from '@sanam/ui/field.tsx';
import { LockIcon } from '../../../ui/icons.tsx';
import { AuthScreen } from './auth-screen.tsx';
import { loginMember } from '../api/login.ts';
import { PhoneField } from './phone-field.tsx';
import { useEnterApp } from './use-enter-app.ts';

const loginForm = loginRequest.pick({ phone: true, password: true });
type LoginFormInput = z.input<typeof loginForm>;
type LoginFormOutput = z.output<typeof loginForm>;

/** Spec §8: a 401, or a message about invalid/unauthorized/credential/password, is a wrong phone or password. */
export function isCredentialError(error: unknown): boolean {
  if (error instanceof ApiError && error.status === 401) return true;
  const message = error instanceof Error ? error.message : '';
  return /invalid|unauthorized|credential|password/i.test(message);
}

/** The server's refusal of a staff-set password alone. */
function mustRenew(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === 'must_change_password';
}

export function LoginPage() {
  const [renewing, setRenewing] = useState<{ phone: string; password: string } | null>(null);
  if (renewing) return <RenewPasswordForm {...renewing} onBack={() => setRenewing(null)} />;
  return <LoginForm onMustRenew={setRenewing} />;
}

function LoginForm({ onMustRenew }: { onMustRenew: (typed: { phone: string; password: string }) => void }) {
  const { t } = useTranslation();
  const enterApp = useEnterApp('login.failed');
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isValid, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginFormOutput>({
    resolver: zodResolver(loginForm),
    mode: 'onChange',
    defaultValues: { phone: '', password: '' },
  });

  const onSubmit = (values: LoginFormOutput) =>
    enterApp(
      () => loginMember(values),
      (error) => {
        if (mustRenew(error)) {
          onMustRenew(values);
          return true;
        }
        if (!isCredentialError(error)) return false;
        resetField('password');
        setError('password', { type: 'server', message: 'auth.invalid_credentials' }, { shouldFocus: true });
        return true;
      },
    );

  return (
    <AuthScreen title={t('login.title')} subtitle={t('login.subtitle')}>
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-4">
        <PhoneField error={errors.phone?.message} {...register('phone')} />
        <TextField
          label={t('fields.password')}
          revealable
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button
          type="submit"
          size="lg"
          block
          disabled={!isValid}
          isLoading={isSubmitting}
          icon={<LockIcon />}
        >
          {isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <div className="my-5 flex items-center gap-3 text-xs text-ink-400">
        <span className="h-px flex-1 bg-ink-600" />
        <span className="text-ink-300">{t('login.no_account')}</span>
        <span className="h-px flex-1 bg-ink-600" />
      </div>
      <Link
        to="/register"
        className="flex min-h-12 w-full items-center justify-center rounded-xl text-lg font-medium text-gold-400 ring-1 ring-gold-500/70 hover:bg-gold-500/10 focus-visible:outline-2 focus-visible:outline-gold-400"
      >
        {t('login.register')}
      </Link>
    </AuthScreen>
  );
}

type RenewFormInput = z.input<typeof renewPasswordForm>;
type RenewFormOutput = z.output<typeof renewPasswordForm>;

/** The login's second step: the member's own new password replaces the one a staff member set. */
function RenewPasswordForm({
  phone,
  password,
  onBack,
}: {
  phone: string;
  password: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const enterApp = useEnterApp('login.failed');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<RenewFormInput, unknown, RenewFormOutput>({
    resolver: zodResolver(renewPasswordForm),
    mode: 'onChange',
    defaultValues: { new_password: '', confirm_password: '' },
  });

  const onSubmit = (values: RenewFormOutput) =>
    enterApp(
      () => loginMember({ phone, password, new_password: values.new_password }),
      (error) => {
        const onField = error instanceof ApiError ? error.fields.new_password : undefined;
        if (onField) {
          setError('new_password', { type: 'server', message: onField }, { shouldFocus: true });
          return true;
        }
        return false;
      },
    );

  return (
    <AuthScreen title={t('login.renew.title')} subtitle={t('login.renew.text')}>
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-4">
        <TextField
          label={t('chpw.new')}
          revealable
          autoComplete="new-password"
          error={errors.new_password?.message}
          {...register('new_password', { deps: ['confirm_password'] })}
        />
        <TextField
          label={t('chpw.confirm')}
          revealable
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <Button
          type="submit"
          size="lg"
          block
          disabled={!isValid}
          isLoading={isSubmitting}
          icon={<LockIcon />}
        >
          {isSubmitting ? t('login.renew.submitting') : t('login.renew.submit')}
        </Button>
        <Button variant="secondary" block disabled={isSubmitting} onClick={onBack}>
          {t('login.renew.back')}
        </Button>
      </form>
    </AuthScreen>
  );
}
