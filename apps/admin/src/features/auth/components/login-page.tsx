import { zodResolver } from '@hookform/resolvers/zod';
import { operatorLoginRequest, type Operator, type OperatorLoginRequest } from '@sanam/contract/admin.ts';
import type { LoginEnrolDone } from '@sanam/contract/totp.ts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { clearSessionEndedNotice, getAccessToken, hasSessionEndedNotice } from '../../../lib/auth-token.ts';
import { Button } from '@sanam/ui/button.tsx';
import { TextField } from '@sanam/ui/field.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';
import { LanguageSwitch } from '@sanam/ui/language-switch.tsx';
import { startLoginEnrolment, useConfirmLoginEnrolment, useLogin, useSignIn } from '../api/login.ts';
import { EnrolmentPanel } from './enrolment-panel.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { SecondStep } from './second-step.tsx';

type LocationState = { from?: string } | null;

/** Where the sign-in is: the password, then a code, or production's forced enrolment. */
type Stage =
  | { kind: 'password' }
  | { kind: 'totp' | 'enrol'; challengeToken: string; operator: Operator }
  | { kind: 'codes'; done: LoginEnrolDone };

/** Spec §5, the username form: the contract schema gives the rules and their order. */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as LocationState;
  const loginMutation = useLogin();
  const [stage, setStage] = useState<Stage>({ kind: 'password' });
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

  if (getAccessToken() && stage.kind === 'password' && !loginMutation.isPending && !loginMutation.isSuccess)
    return <Navigate to="/" replace />;

  const enter = () => void navigate(state?.from ?? '/', { replace: true });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const reply = await loginMutation.mutateAsync(values);
      if (reply.step === 'done') enter();
      else setStage({ kind: reply.step, challengeToken: reply.challenge_token, operator: reply.operator });
    } catch {
      // shown from loginMutation.error below
    }
  });
  const backToPassword = () => {
    loginMutation.reset();
    setStage({ kind: 'password' });
  };

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
          {stage.kind === 'totp' && (
            <SecondStep
              challengeToken={stage.challengeToken}
              operator={stage.operator}
              onSignedIn={enter}
              onBack={backToPassword}
            />
          )}
          {stage.kind === 'enrol' && (
            <ForcedEnrolment
              challengeToken={stage.challengeToken}
              onEnrolled={(done) => setStage({ kind: 'codes', done })}
              onBack={backToPassword}
            />
          )}
          {stage.kind === 'codes' && <CodesThenEnter done={stage.done} onEnter={enter} />}
          {stage.kind === 'password' && (
            <>
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
            </>
          )}
        </div>
      </div>
    </main>
  );
}

/** Production: an admin or cashier without a second factor sets it up before anything else. */
function ForcedEnrolment({
  challengeToken,
  onEnrolled,
  onBack,
}: {
  challengeToken: string;
  onEnrolled: (done: LoginEnrolDone) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmLoginEnrolment(challengeToken);
  return (
    <div className="space-y-4">
      <div>
        <h1 className="mb-1 text-lg font-semibold text-ink-100">{t('totp.enrol.title')}</h1>
        <p className="text-sm text-ink-300">{t('totp.enrol.forced')}</p>
      </div>
      <EnrolmentPanel
        enrolmentKey={challengeToken}
        start={() => startLoginEnrolment(challengeToken)}
        onCode={async (code) => onEnrolled(await confirm.mutateAsync(code))}
        isConfirming={confirm.isPending}
        confirmError={confirm.error}
      />
      <Button variant="ghost" size="sm" onClick={onBack}>
        {t('totp.back_to_login')}
      </Button>
    </div>
  );
}

/** The recovery codes first; the session starts once the operator says they kept them. */
function CodesThenEnter({ done, onEnter }: { done: LoginEnrolDone; onEnter: () => void }) {
  const signIn = useSignIn();
  return (
    <RecoveryCodes
      codes={done.recovery_codes}
      onDone={() => {
        signIn(done);
        onEnter();
      }}
    />
  );
}
