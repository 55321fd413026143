// Issue 9 §4 event bet dialog, shaped like the match bet dialog (spec §2): an amount (digits only),
// quick adds, clear and place (disabled while empty), the contract's amount rule (eventBetRequest),
// then a confirm step (question, option, odds, amount, return) before sending the odds the member saw.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  eventBetRequest,
  eventPayoutSatang,
  oddsToCents,
  type EventOption,
  type QuizEvent,
} from '@sanam/contract/events.ts';
import { bahtToSatang, satangToBaht } from '@sanam/contract/money.ts';
import { stakeProblem } from '@sanam/contract/stakes.ts';
import { useAuth } from '../../lib/auth.tsx';
import { usePlaceEventBet } from '../../lib/event-bets.ts';
import { useFormatBaht } from '../../lib/format.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { BetAmountForm } from '../../ui/bet-amount-form.tsx';
import { BetConfirm, ConfirmRow } from '../../ui/bet-confirm.tsx';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { useBetSend } from '../../ui/use-bet-send.ts';

/**
 * The contract's rule for the amount, as the server applies it, then the stake as the server checks
 * it (the contract's stakeProblem): the event's minimum (issue 20), its steps and the member's
 * balance (issue 21; the messages read {{min_bet}} and {{step}}: stakeFields); null when it passes.
 */
export function eventBetProblem(
  amountText: string,
  minBet: number,
  balance: number | null = null,
): string | null {
  const amount = amountText === '' ? Number.NaN : Number(amountText);
  if (!eventBetRequest.shape.amount.safeParse(amount).success) return 'events.bet.amount_required';
  return stakeProblem(amount, { minBetBaht: minBet, balanceBaht: balance });
}

/** What a right prediction returns, stake included: floor-to-satang(stake × odds). */
function returnBaht(amountText: string, odds: number): number | null {
  const stake = bahtToSatang(Number(amountText));
  const cents = oddsToCents(odds);
  if (amountText === '' || stake === null || stake <= 0 || cents === null) return null;
  return satangToBaht(eventPayoutSatang(stake, cents));
}

export const formatOdds = (odds: number) => odds.toFixed(2);

function EventBetForm({
  event,
  option,
  onClose,
  onStepChange,
}: {
  event: QuizEvent;
  option: EventOption;
  onClose: () => void;
  onStepChange: (isConfirming: boolean) => void;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const formatBaht = useFormatBaht();
  const placeBet = usePlaceEventBet();
  const bet = useBetSend('events.bet', { isServerErrorUnknown: true });
  const [amount, setAmount] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  // one ref per confirmed bet; kept after an unknown outcome (no reply, a 5xx) so asking again is the
  // same bet, and dropped when the amount changes
  const [ref, setRef] = useState<string | null>(null);
  const winReturn = returnBaht(amount, option.odds);
  const payout = winReturn === null ? null : t('events.bet.baht', { amount: formatBaht(winReturn) });

  const confirming = (next: boolean) => {
    if (next && ref === null) setRef(newIdempotencyKey());
    setIsConfirming(next);
    onStepChange(next);
  };

  const changeAmount = (next: string) => {
    setAmount(next);
    setRef(null);
  };

  const onPlace = () => {
    if (bet.checkStake(eventBetProblem(amount, event.min_bet, user?.balance ?? null), event.min_bet))
      confirming(true);
  };

  const onSend = () =>
    bet.send(
      () =>
        placeBet.mutateAsync({
          eventId: event.id,
          body: {
            amount: Number(amount),
            type: option.key,
            odds: option.odds,
            ref: ref ?? newIdempotencyKey(),
          },
        }),
      {
        onPlaced: onClose,
        // a refusal (odds changed, event closed, balance) closes the dialog: the list shows what is current
        onFailed: (isRefusal) => (isRefusal ? onClose() : confirming(false)),
      },
    );

  const odds = <span className="font-semibold text-gold-400 tabular-nums">{formatOdds(option.odds)}</span>;

  if (isConfirming) {
    return (
      <BetConfirm
        intro={t('events.bet.confirm_intro')}
        listClassName="text-sm"
        amountLabel={t('events.bet.amount_label')}
        amount={t('events.bet.baht', { amount: formatBaht(Number(amount)) })}
        payoutLabel={t('events.bet.payout')}
        payout={payout}
        backLabel={t('events.bet.back')}
        sendLabel={t('events.bet.confirm_send')}
        isPending={placeBet.isPending}
        onBack={() => confirming(false)}
        onSend={() => void onSend()}
      >
        <div className="px-4 py-3">
          <dt className="text-ink-300">{t('events.bet.question')}</dt>
          <dd className="mt-0.5 text-ink-100">{event.question}</dd>
        </div>
        <ConfirmRow
          label={t('events.bet.option')}
          valueClassName="min-w-0 text-right font-semibold break-words text-ink-100"
        >
          {option.label}
        </ConfirmRow>
        <ConfirmRow label={t('events.bet.odds')}>{odds}</ConfirmRow>
      </BetConfirm>
    );
  }

  return (
    <BetAmountForm
      words="events.bet"
      before={<p className="text-sm text-ink-200">{event.question}</p>}
      priceLabel={t('events.bet.odds')}
      price={odds}
      amount={amount}
      onAmountChange={changeAmount}
      balance={user?.balance ?? null}
      minBet={event.min_bet}
      payout={payout}
      onPlace={onPlace}
    />
  );
}

export function EventBetDialog({
  choice,
  onClose,
}: {
  /** null: closed */
  choice: { event: QuizEvent; option: EventOption } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  const close = () => {
    setIsConfirming(false);
    onClose();
  };
  return (
    <Dialog
      isOpen={choice !== null}
      onClose={close}
      title={
        isConfirming
          ? t('events.bet.confirm_title')
          : t('events.bet.title', { label: choice?.option.label ?? '' })
      }
      topMargin="12vh"
    >
      {choice ? (
        <EventBetForm
          key={`${choice.event.id}:${choice.option.key}`}
          event={choice.event}
          option={choice.option}
          onClose={close}
          onStepChange={setIsConfirming}
        />
      ) : null}
    </Dialog>
  );
}
