// Spec §2 register screen, §4 (success logs in and goes to /, where the shell offers a deposit limit),
// §5 rules (the contract's registerForm), §8 errors (server message or "Registration failed"; field
// errors from data.fields on the fields).
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import type { z } from 'zod';
import { registerForm } from '@sanam/contract/account.ts';
import { BANKS } from '@sanam/contract/constants.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { translateMessage } from '../../../lib/i18n.ts';
import { Button } from '@sanam/ui/button.tsx';
import { TextField } from '@sanam/ui/field.tsx';
import { BankLogo, isBankCode, useBankName } from '../../../ui/bank-logo.tsx';
import { ChevronDownIcon } from '../../../ui/icons.tsx';
import { markNewMemberArrival } from '../../../ui/deposit-limit-offer.tsx';
import { AuthScreen } from './auth-screen.tsx';
import { registerMember } from '../api/register.ts';
import { PhoneField } from './phone-field.tsx';
import { useEnterApp } from './use-enter-app.ts';

type RegisterInput = z.input<typeof registerForm>;
type RegisterOutput = z.output<typeof registerForm>;
type FieldName = keyof RegisterInput;

const FORM_FIELDS: readonly FieldName[] = [
  'phone',
  'password',
  'confirm_password',
  'name',
  'bank_name',
  'bank_acc_no',
  'referrer',
];

export function RegisterPage() {
  const { t } = useTranslation();
  const enterApp = useEnterApp('register.failed');
  const bankName = useBankName();
  const bankSelectId = useId();
  const [searchParams] = useSearchParams();
  const affiliate = searchParams.get('affiliate') ?? '';

  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isValid, isSubmitting },
  } = useForm<RegisterInput, unknown, RegisterOutput>({
    resolver: zodResolver(registerForm),
    mode: 'all',
    defaultValues: {
      phone: '',
      password: '',
      confirm_password: '',
      name: '',
      // The select starts on its placeholder; the enum refuses '' with "Please select a bank".
      bank_name: '' as RegisterInput['bank_name'],
      bank_acc_no: '',
      referrer: affiliate,
    },
  });
  const selectedBank = useWatch({ control, name: 'bank_name' });

  const onSubmit = (values: RegisterOutput) =>
    enterApp(
      async () => {
        const entered = await registerMember(values);
        // the shell offers a deposit limit once the new member is in
        markNewMemberArrival();
        return entered;
      },
      (error) => {
        if (error instanceof ApiError) {
          for (const [field, message] of Object.entries(error.fields)) {
            if ((FORM_FIELDS as readonly string[]).includes(field))
              setError(field as FieldName, { type: 'server', message });
          }
        }
        // the popup still says what failed
        return false;
      },
    );

  const bankError = errors.bank_name?.message;

  return (
    <AuthScreen title={t('register.title')} subtitle={t('register.subtitle')}>
      <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-4">
        <PhoneField error={errors.phone?.message} {...register('phone')} />
        <TextField
          label={t('fields.password')}
          revealable
          autoComplete="new-password"
          hint={t('register.password_hint')}
          error={errors.password?.message}
          {...register('password', { deps: ['confirm_password'] })}
        />
        <TextField
          label={t('fields.confirm_password')}
          revealable
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <TextField
          label={t('fields.full_name')}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />

        <div>
          <label htmlFor={bankSelectId} className="mb-1.5 block text-sm font-medium text-ink-200">
            {t('fields.bank')}
          </label>
          <div
            className={`relative flex items-center gap-3 rounded-xl bg-ink-950/60 pr-3 pl-2 ring-1 focus-within:ring-2 ${
              bankError ? 'ring-danger/80' : 'ring-ink-600 focus-within:ring-gold-500'
            }`}
          >
            {isBankCode(selectedBank) ? (
              <BankLogo code={selectedBank} className="size-8" />
            ) : (
              <span className="size-8 shrink-0 rounded-full bg-ink-700" aria-hidden="true" />
            )}
            <select
              id={bankSelectId}
              aria-invalid={bankError ? true : undefined}
              aria-describedby={bankError ? `${bankSelectId}-error` : undefined}
              className="min-h-12 w-full appearance-none bg-transparent text-base text-ink-100 focus:outline-none [&>option]:bg-ink-800"
              {...register('bank_name')}
            >
              <option value="">{t('register.bank_placeholder')}</option>
              {BANKS.map((code) => (
                <option key={code} value={code}>
                  {bankName(code)}
                </option>
              ))}
            </select>
            <ChevronDownIcon className="pointer-events-none text-ink-300" />
          </div>
          {bankError ? (
            <p id={`${bankSelectId}-error`} role="alert" className="mt-1.5 text-sm text-danger">
              {translateMessage(bankError)}
            </p>
          ) : null}
        </div>

        <TextField
          label={t('fields.bank_acc_no')}
          inputMode="numeric"
          autoComplete="off"
          placeholder="1234567890"
          error={errors.bank_acc_no?.message}
          {...register('bank_acc_no')}
        />
        <TextField
          label={t('fields.referrer')}
          autoComplete="off"
          hint={t('register.referrer_hint')}
          error={errors.referrer?.message}
          {...register('referrer')}
        />
        <Button type="submit" size="lg" block disabled={!isValid} isLoading={isSubmitting}>
          {isSubmitting ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
      <p className="mt-5 text-center text-sm text-ink-300">
        {t('register.have_account')}{' '}
        <Link to="/login" className="font-medium text-gold-400 underline-offset-4 hover:underline">
          {t('register.login')}
        </Link>
      </p>
    </AuthScreen>
  );
}
