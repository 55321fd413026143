// Issue 9 §4 event bet dialog, shaped like the match bet dialog (spec §2): an amount (digits only),
// quick adds, clear and place (disabled while empty), the contract's amount rule (eventBetRequest),
// then a confirm step (question, option, odds, amount, return) before sending the odds the member saw.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUCCESS_POPUP_MS } from '@sanam/contract/constants.ts';
import {
  eventBetRequest,
  eventPayoutSatang,
  oddsToCents,
  type EventOption,
  type QuizEvent,
} from '@sanam/contract/events.ts';
import { bahtToSatang, satangToBaht } from '@sanam/contract/money.ts';
import { stakeFields, stakeProblem } from '@sanam/contract/stakes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth.tsx';
import { EventBetRefused, usePlaceEventBet } from '../../lib/event-bets.ts';
import { useFormatBaht } from '../../lib/format.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { Button } from '@sanam/ui/button.tsx';
import { BetConfirm, ConfirmRow } from '../../ui/bet-confirm.tsx';
import { StakeField, StakeHint } from '../../ui/stake-field.tsx';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { usePopup } from '../../ui/popup.tsx';

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
  const popup = usePopup();
  const { user } = useAuth();
  const formatBaht = useFormatBaht();
  const placeBet = usePlaceEventBet();
  const [amount, setAmount] = useState('');
  const [isConfirming, setIsConfirming] = useState(false);
  // one ref per confirmed bet; kept after an unknown outcome (no reply, a 5xx) so asking again is the
  // same bet, and dropped when the amount changes
  const [ref, setRef] = useState<string | null>(null);
  const isEmpty = amount === '';
  const winReturn = returnBaht(amount, option.odds);

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
    const problem = eventBetProblem(amount, event.min_bet, user?.balance ?? null);
    if (problem) {
      void popup({
        kind: 'warning',
        title: t('events.bet.cannot_title'),
        text: t(problem, stakeFields(event.min_bet)),
      });
      return;
    }
    confirming(true);
  };

  const onSend = async () => {
    try {
      const result = await placeBet.mutateAsync({
        eventId: event.id,
        body: {
          amount: Number(amount),
          type: option.key,
          odds: option.odds,
          ref: ref ?? newIdempotencyKey(),
        },
      });
      onClose();
      const title = t('events.bet.success_title');
      void popup({
        kind: 'success',
        title,
        text: result.message && result.message !== title ? result.message : undefined,
        timerMs: SUCCESS_POPUP_MS,
      });
    } catch (error) {
      // a refusal (odds changed, event closed, balance) closes the dialog: the list shows what is current
      const isRefusal =
        error instanceof EventBetRefused ||
        (error instanceof ApiError && error.status > 0 && error.status < 500);
      if (isRefusal) onClose();
      else confirming(false);
      const message = error instanceof Error ? error.message : '';
      void popup({
        kind: 'error',
        title: isRefusal ? t('events.bet.failed_title') : t('events.bet.error_title'),
        text: message || (isRefusal ? t('events.bet.failed_text') : t('events.bet.error_text')),
      });
    }
  };

  const odds = <span className="font-semibold text-gold-400 tabular-nums">{formatOdds(option.odds)}</span>;

  if (isConfirming) {
    return (
      <BetConfirm
        intro={t('events.bet.confirm_intro')}
        listClassName="text-sm"
        amountLabel={t('events.bet.amount_label')}
        amount={t('events.bet.baht', { amount: formatBaht(Number(amount)) })}
        payoutLabel={t('events.bet.payout')}
        payout={winReturn === null ? null : t('events.bet.baht', { amount: formatBaht(winReturn) })}
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
    <div className="space-y-4">
      <p className="text-sm text-ink-200">{event.question}</p>
      <div className="flex items-center justify-between gap-3 rounded-xl bg-ink-900/70 px-4 py-3 ring-1 ring-ink-600/60">
        <span className="text-sm text-ink-300">{t('events.bet.odds')}</span>
        {odds}
      </div>
      <StakeField
        amount={amount}
        onAmountChange={changeAmount}
        label={t('events.bet.amount_label')}
        balanceLabel={t('events.bet.balance')}
        quickLabel={t('events.bet.quick_label')}
        balance={user?.balance ?? null}
      />
      <StakeHint minBet={event.min_bet} />
      {winReturn !== null ? (
        <p className="flex justify-between text-sm text-ink-300">
          <span>{t('events.bet.payout')}</span>
          <span className="font-medium text-success tabular-nums">
            {t('events.bet.baht', { amount: formatBaht(winReturn) })}
          </span>
        </p>
      ) : null}
      <div className="flex gap-3">
        <Button variant="secondary" disabled={isEmpty} onClick={() => changeAmount('')} className="flex-1">
          {t('events.bet.clear')}
        </Button>
        <Button disabled={isEmpty} onClick={onPlace} className="flex-[2]">
          {t('events.bet.place')}
        </Button>
      </div>
    </div>
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
