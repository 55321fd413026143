import { zodResolver } from '@hookform/resolvers/zod';
import { totpCodeRequest, type TotpCodeRequest } from '@sanam/contract/totp.ts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@sanam/ui/button.tsx';
import { TextField } from '@sanam/ui/field.tsx';

/** A 6-digit code from the authenticator app, checked by the contract's rule before it is sent. */
export function CodeForm({
  submitLabel,
  onCode,
  isPending,
}: {
  submitLabel: string;
  onCode: (code: string) => Promise<unknown>;
  isPending: boolean;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid },
  } = useForm<TotpCodeRequest>({
    resolver: zodResolver(totpCodeRequest),
    mode: 'onChange',
    defaultValues: { code: '' },
  });
  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await onCode(code);
    } catch {
      // the caller shows the server's message; a new code is typed afresh
      reset({ code: '' });
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3">
      <TextField
        label={t('totp.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder="123456"
        className="[&_input]:font-mono [&_input]:tracking-[0.4em]"
        error={errors.code?.message && t(errors.code.message)}
        {...register('code')}
      />
      <Button
        type="submit"
        variant="primary"
        className="w-full"
        disabled={!isValid || isPending}
        isLoading={isPending}
      >
        {isPending ? t('totp.verifying') : submitLabel}
      </Button>
    </form>
  );
}
