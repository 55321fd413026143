import { zodResolver } from '@hookform/resolvers/zod';
import type { Operator } from '@sanam/contract/admin.ts';
import { recoveryCode } from '@sanam/contract/totp.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorMessage } from '../../../lib/api-client.ts';
import { Button } from '@sanam/ui/button.tsx';
import { TextField } from '@sanam/ui/field.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';
import { useLoginCode } from '../api/login.ts';
import { CodeForm } from './code-form.tsx';

const recoveryForm = z.object({ recovery_code: recoveryCode });
type RecoveryForm = z.input<typeof recoveryForm>;

/** The login's second step: a code from the app, or one recovery code. */
export function SecondStep({
  challengeToken,
  operator,
  onSignedIn,
  onBack,
}: {
  challengeToken: string;
  operator: Operator;
  onSignedIn: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [isRecovery, setRecovery] = useState(false);
  const verify = useLoginCode();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid },
  } = useForm<RecoveryForm>({
    resolver: zodResolver(recoveryForm),
    mode: 'onChange',
    defaultValues: { recovery_code: '' },
  });

  const submitCode = async (code: string) => {
    await verify.mutateAsync({ challenge_token: challengeToken, code });
    onSignedIn();
  };
  const onRecovery = handleSubmit(async ({ recovery_code }) => {
    try {
      await verify.mutateAsync({ challenge_token: challengeToken, recovery_code });
      onSignedIn();
    } catch {
      // shown from verify.error
    }
  });

  const switchMode = () => {
    verify.reset();
    setRecovery((was) => !was);
  };

  return (
    <div className="space-y-4">
      <div>
        <h1 className="mb-1 text-lg font-semibold text-ink-100">{t('totp.step.title')}</h1>
        <p className="text-sm text-ink-300">
          {t(isRecovery ? 'totp.step.recovery_subtitle' : 'totp.step.subtitle', {
            username: operator.username,
          })}
        </p>
      </div>
      {verify.error ? <FormError>{errorMessage(verify.error)}</FormError> : null}
      {isRecovery ? (
        <form noValidate onSubmit={(event) => void onRecovery(event)} className="space-y-3">
          <TextField
            label={t('totp.recovery_code')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="abcde-23456"
            className="[&_input]:font-mono"
            error={errors.recovery_code?.message && t(errors.recovery_code.message)}
            {...register('recovery_code')}
          />
          <Button
            type="submit"
            variant="primary"
            className="w-full"
            disabled={!isValid || verify.isPending}
            isLoading={verify.isPending}
          >
            {verify.isPending ? t('totp.verifying') : t('totp.verify')}
          </Button>
        </form>
      ) : (
        <CodeForm submitLabel={t('totp.verify')} onCode={submitCode} isPending={verify.isPending} />
      )}
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={switchMode}>
          {isRecovery ? t('totp.use_code') : t('totp.use_recovery')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onBack}>
          {t('totp.back_to_login')}
        </Button>
      </div>
    </div>
  );
}
