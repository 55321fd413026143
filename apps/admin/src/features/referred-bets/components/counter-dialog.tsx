// Offering a smaller stake on a referred bet: the amount follows the server's rule
// (referralCounterRequest) and is less than the stake asked; the server also holds it to the round's
// minimum stake ('bet.offer_invalid'). The member then has REFERRAL_SECONDS.offer to take it or leave it.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  REFERRAL_SECONDS,
  referralCounterRequest,
  type ReferralCounterRequest,
  type ReferredBet,
} from '@sanam/contract/referrals.ts';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { TextField } from '@sanam/ui/field.tsx';
import { FormActions } from '@sanam/ui/form-actions.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/api-client.ts';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useCounterReferredBet } from '../api/counter-referred-bet.ts';
import { baht, BetFacts, betWords } from './referred-bet-parts.tsx';

type FormInput = z.input<typeof referralCounterRequest>;

/** A typed amount: a plain decimal is its number, anything else NaN (refused by the contract's rule). */
function parseAmount(text: unknown): number {
  if (typeof text === 'number') return text;
  const value = typeof text === 'string' ? text.trim().replace(/,/g, '') : '';
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

/** The contract's rule, and below the stake this bet asked for. */
const offerBelow = (stake: number) =>
  referralCounterRequest.refine((v) => v.amount < stake, {
    message: 'referrals.counter.below_stake',
    path: ['amount'],
  });

export function CounterDialog({
  bet,
  onDone,
  onClose,
}: {
  bet: ReferredBet;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const counter = useCounterReferredBet();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, ReferralCounterRequest>({ resolver: zodResolver(offerBelow(bet.amount)) });

  const submit = handleSubmit(async (body) => {
    try {
      await counter.mutateAsync({ bet, body });
      onDone(t('referrals.countered', { ...betWords(bet), offer: baht(body.amount) }));
    } catch (error) {
      showServerFieldErrors(error, ['amount'] as const, setError);
    }
  });

  return (
    <Dialog title={t('referrals.counter.title')} onClose={onClose} isDismissable={!isSubmitting}>
      <BetFacts bet={bet} />
      {counter.error && <FormError>{errorMessage(counter.error)}</FormError>}
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextField
          label={t('referrals.counter.amount')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('referrals.counter.hint', { amount: baht(bet.amount), seconds: REFERRAL_SECONDS.offer })}
          error={errors.amount?.message}
          {...register('amount', { setValueAs: parseAmount })}
        />
        <FormActions
          onCancel={onClose}
          isSubmitting={isSubmitting}
          submitLabel={t('referrals.counter.submit')}
        />
      </form>
    </Dialog>
  );
}
