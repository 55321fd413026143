// Declining a referred bet: the stake goes back; a reason is optional and kept in the audit log, with
// the server's rule (referralDeclineRequest).
import { zodResolver } from '@hookform/resolvers/zod';
import {
  referralDeclineRequest,
  type ReferralDeclineRequest,
  type ReferredBet,
} from '@sanam/contract/referrals.ts';
import { Button } from '@sanam/ui/button.tsx';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { TextAreaField } from '@sanam/ui/field.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useDeclineReferredBet } from '../api/decline-referred-bet.ts';
import { BetFacts, betWords } from './referred-bet-parts.tsx';

export function DeclineDialog({
  bet,
  onDone,
  onClose,
}: {
  bet: ReferredBet;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const decline = useDeclineReferredBet();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReferralDeclineRequest>({
    resolver: zodResolver(referralDeclineRequest),
    defaultValues: { reason: '' },
  });

  const submit = handleSubmit(async ({ reason }) => {
    try {
      // no reason typed: none sent
      await decline.mutateAsync({ bet, body: reason ? { reason } : {} });
      onDone(t('referrals.declined', betWords(bet)));
    } catch (error) {
      // the refusal shows above the form; the dialog stays open
      showServerFieldErrors(error, ['reason'] as const, setError);
    }
  });

  return (
    <Dialog title={t('referrals.decline.title')} onClose={onClose} isDismissable={!isSubmitting}>
      <BetFacts bet={bet} />
      <p className="mb-4 text-sm text-ink-200">{t('referrals.decline.consequence')}</p>
      {decline.error && <FormError>{errorMessage(decline.error)}</FormError>}
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <TextAreaField
          label={t('referrals.decline.reason')}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <div className="flex justify-end gap-2 pt-1">
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('referrals.decline.keep')}
          </Button>
          <Button type="submit" variant="danger" isLoading={isSubmitting}>
            {t('referrals.decline.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
