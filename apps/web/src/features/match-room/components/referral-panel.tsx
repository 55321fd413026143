// A bet referred to the desk (contract referrals.ts), as the member follows it: waiting for the desk
// with the time it has left, then, should the desk offer a smaller stake, the offer (so much of the
// stake asked) with take and leave and the time the member has left to answer. The bet dialog shows
// it while the bet request waits; the room's list of referred bets shows it after the dialog closed
// or the page was read again. The decision itself comes as the bet's answer, not here.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberReferral } from '@sanam/contract/referrals.ts';
import { formatCountdown, useSecondsUntil } from '@sanam/ui/countdown.ts';
import { Button } from '@sanam/ui/button.tsx';
import { useFormatBaht } from '../../../lib/format.ts';
import { useLeaveOffer } from '../api/leave-offer.ts';
import { useTakeOffer } from '../api/take-offer.ts';

/** Which answer to an offer is on its way, or was given (the bet's answer is then awaited). */
export interface OfferAnswer {
  pending: 'take' | 'leave' | null;
  isSent: boolean;
  /** the server refused the answer (the offer ran out meanwhile): its words */
  error: string | null;
}

export function ReferralPanel({
  referral,
  title,
  payout,
  answer,
  onTake,
  onLeave,
}: {
  referral: MemberReferral;
  /** what the bet is, when nothing around says it (the room's list) */
  title?: ReactNode;
  /** what a win returns at the offered stake, when the price is known */
  payout?: string | null;
  answer: OfferAnswer;
  onTake: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const formatBaht = useFormatBaht();
  const baht = (value: number) => t('room.bet.baht', { amount: formatBaht(value) });
  const secondsLeft = useSecondsUntil(referral.until) ?? 0;
  const isOffer = referral.state === 'offered' && referral.offer !== null;
  const canAnswer = isOffer && !answer.isSent && secondsLeft > 0;
  const isCounting = secondsLeft > 0 && !answer.isSent;

  let status: string;
  if (answer.isSent) status = t('room.referral.answered');
  else if (isOffer)
    status =
      secondsLeft > 0
        ? t('room.referral.offer', { offer: baht(referral.offer ?? 0), amount: baht(referral.amount) })
        : t('room.referral.offer_over');
  else status = t(secondsLeft > 0 ? 'room.referral.waiting' : 'room.referral.waiting_late');

  return (
    <div className="space-y-3 rounded-xl bg-gold-500/10 px-4 py-3 ring-1 ring-gold-500/50">
      {title ? <p className="text-sm font-medium text-ink-200">{title}</p> : null}
      <div className="flex items-center justify-between gap-3">
        <p role="status" className="font-semibold text-gold-300">
          {status}
        </p>
        {isCounting ? (
          <span
            role="timer"
            aria-label={t('room.referral.time_left')}
            className="shrink-0 rounded-full px-3 py-1 text-xl font-bold text-gold-400 tabular-nums ring-2 ring-gold-500/70"
          >
            {formatCountdown(secondsLeft)}
          </span>
        ) : null}
      </div>
      {canAnswer ? (
        <>
          <p className="text-sm text-ink-300">{t('room.referral.offer_text')}</p>
          {payout ? <p className="text-sm font-medium text-success tabular-nums">{payout}</p> : null}
          <div className="flex gap-3">
            <Button
              variant="secondary"
              block
              isLoading={answer.pending === 'leave'}
              disabled={answer.pending !== null}
              onClick={onLeave}
            >
              {t('room.referral.leave')}
            </Button>
            <Button
              block
              isLoading={answer.pending === 'take'}
              disabled={answer.pending !== null}
              onClick={onTake}
            >
              {t('room.referral.take', { amount: baht(referral.offer ?? 0) })}
            </Button>
          </div>
        </>
      ) : null}
      {answer.error ? (
        <p role="alert" className="text-sm text-warning">
          {answer.error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The member's answer to an offer: take or leave, each a promise of the server's reply (the caller
 * says what follows), and the state the panel shows. A refusal of the answer is shown in the panel.
 */
export function useOfferAnswer() {
  const take = useTakeOffer();
  const leave = useLeaveOffer();
  const answer: OfferAnswer = {
    pending: take.isPending ? 'take' : leave.isPending ? 'leave' : null,
    isSent: take.isSuccess || leave.isSuccess,
    error: (take.error ?? leave.error)?.message ?? null,
  };
  return {
    answer,
    take: (referral: MemberReferral) => {
      leave.reset();
      return take.mutateAsync(referral);
    },
    leave: (referral: MemberReferral) => {
      take.reset();
      return leave.mutateAsync(referral);
    },
    /** a new bet: nothing answered yet */
    reset: () => {
      take.reset();
      leave.reset();
    },
  };
}
