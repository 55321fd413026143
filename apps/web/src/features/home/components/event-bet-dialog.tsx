// The event bet dialog, shaped like the match bet dialog (spec §2): an amount (digits only), quick
// adds, clear and place (disabled while empty), the contract's amount rule (eventBetRequest) and its
// stake rule set (wager-rules.ts), then a confirm step (question, option, odds, amount, return) before
// sending. Both steps show the odds the list holds now; odds that move while the dialog is open are
// highlighted, old beside new, and the confirm step sends only once the member accepts them.
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
import { MIN_BET_SATANG_DEFAULT } from '@sanam/contract/stakes.ts';
import { largestStakeOf, stakeRefusal, type EventState, type StakeOn } from '@sanam/contract/wager-rules.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { usePlaceEventBet } from '../../../lib/event-bets.ts';
import { useFormatBaht } from '../../../lib/format.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { memberCheck, type MemberPart, type StakeProblem } from '../../../lib/stake-check.ts';
import { BetAmountForm } from '../../../ui/bet-amount-form.tsx';
import { BetConfirm, ConfirmRow } from '../../../ui/bet-confirm.tsx';
import { PriceChangedNote, PriceShift } from '../../../ui/price-change.tsx';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { useBetSend } from '../../../ui/use-bet-send.ts';

/** The event as the rules read it: the list holds open events only, so one gone from it is closed. */
function eventState(event: QuizEvent | null, nowMs: number): EventState {
  if (!event)
    return { isOpen: false, isPastClosing: false, options: [], minBetSatang: MIN_BET_SATANG_DEFAULT };
  return {
    isOpen: true,
    isPastClosing: event.closes_at !== null && Date.parse(event.closes_at) <= nowMs,
    options: event.options.map((o) => ({ key: o.key, oddsCents: oddsToCents(o.odds) ?? 0 })),
    minBetSatang: bahtToSatang(event.min_bet) ?? MIN_BET_SATANG_DEFAULT,
  };
}

interface EventStake {
  /** the event as the list holds it now; null: it left the list */
  current: QuizEvent | null;
  option: string;
  /** the odds the member saw */
  seenOdds: number;
}

const stakeOn = (bet: EventStake, nowMs: number): StakeOn => ({
  way: 'event',
  event: eventState(bet.current, nowMs),
  option: bet.option,
  seenOddsCents: oddsToCents(bet.seenOdds) ?? 0,
});

/**
 * The contract's rule for the amount, as the server applies it, then the stake rule set on the event
 * as the list holds it now (`current`; null: it left the list) at the odds the member saw: the event
 * open, the option and its odds, the minimum and its steps, the member's cash. Null when it passes.
 */
export function eventBetProblem(
  amountText: string,
  bet: EventStake,
  member: MemberPart = {},
  nowMs = Date.now(),
): StakeProblem | null {
  const amount = amountText === '' ? Number.NaN : Number(amountText);
  const amountSatang = eventBetRequest.shape.amount.safeParse(amount).success ? bahtToSatang(amount) : null;
  if (amountSatang === null) return { key: 'events.bet.amount_required' };
  return stakeRefusal({ amountSatang, on: stakeOn(bet, nowMs), ...member });
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
  current,
  option,
  onClose,
  onStepChange,
}: {
  event: QuizEvent;
  /** the event as the list holds it now; null: it left the list (closed) */
  current: QuizEvent | null;
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
  // One price, the odds the list holds now (`shownOdds`), on the form, the confirm step and in the
  // request. `acceptedOdds` are the last the member saw settled: those the dialog opened at, then each
  // they took (place, "accept the new price"). While they differ, both steps show the old odds struck
  // through beside the new, and the confirm step sends nothing.
  const shownOdds = current?.options.find((o) => o.key === option.key)?.odds ?? option.odds;
  const [acceptedOdds, setAcceptedOdds] = useState(shownOdds);
  const isOddsChanged = acceptedOdds !== shownOdds;
  // one ref per confirmed bet; kept after an unknown outcome (no reply, a 5xx) so asking again is the
  // same bet, and dropped when the amount or the odds change
  const [ref, setRef] = useState<string | null>(null);
  const baht = (value: number) => t('events.bet.baht', { amount: formatBaht(value) });
  const winReturn = returnBaht(amount, shownOdds);
  const wonBefore = isOddsChanged ? returnBaht(amount, acceptedOdds) : null;
  const payout =
    winReturn === null ? null : wonBefore !== null && wonBefore !== winReturn ? (
      <PriceShift before={baht(wonBefore)} after={baht(winReturn)} />
    ) : (
      baht(winReturn)
    );
  const member = memberCheck(user);
  const problemAt = (odds: number) =>
    eventBetProblem(amount, { current, option: option.key, seenOdds: odds }, member);
  // the member's own largest stake (an event has none of its own; the clock plays no part in it)
  const largest = largestStakeOf(
    stakeOn({ current, option: option.key, seenOdds: shownOdds }, 0),
    member.member,
  );

  const confirming = (next: boolean) => {
    setIsConfirming(next);
    onStepChange(next);
  };

  const changeAmount = (next: string) => {
    setAmount(next);
    setRef(null);
  };

  const acceptOdds = () => {
    if (isOddsChanged) setRef(null);
    setAcceptedOdds(shownOdds);
  };

  const onPlace = () => {
    if (!bet.checkStake(problemAt(shownOdds))) return;
    acceptOdds();
    confirming(true);
  };

  const onSend = () => {
    // the odds moved under the confirm step: this press takes the new odds, the next one sends
    if (isOddsChanged) {
      acceptOdds();
      return;
    }
    // the event closed (or the stake no longer fits) under the confirm step: said, back on the form
    if (!bet.checkStake(problemAt(shownOdds))) {
      confirming(false);
      return;
    }
    const sendRef = ref ?? newIdempotencyKey();
    setRef(sendRef);
    void bet.send(
      () =>
        placeBet.mutateAsync({
          eventId: event.id,
          body: { amount: Number(amount), type: option.key, odds: shownOdds, ref: sendRef },
        }),
      {
        onPlaced: onClose,
        // a refusal (odds changed, event closed, balance) closes the dialog: the list shows what is current
        onFailed: (isRefusal) => (isRefusal ? onClose() : confirming(false)),
      },
    );
  };

  const odds = isOddsChanged ? (
    <PriceShift before={formatOdds(acceptedOdds)} after={formatOdds(shownOdds)} />
  ) : (
    <span className="font-semibold text-gold-400 tabular-nums">{formatOdds(shownOdds)}</span>
  );
  const oddsNote = (key: 'price_changed' | 'price_changed_confirm') =>
    isOddsChanged ? (
      <PriceChangedNote>
        {t(`events.bet.${key}`, { before: formatOdds(acceptedOdds), after: formatOdds(shownOdds) })}
      </PriceChangedNote>
    ) : null;

  if (isConfirming) {
    return (
      <BetConfirm
        intro={t('events.bet.confirm_intro')}
        before={oddsNote('price_changed_confirm')}
        listClassName="text-sm"
        amountLabel={t('events.bet.amount_label')}
        amount={baht(Number(amount))}
        payoutLabel={t('events.bet.payout')}
        payout={payout}
        backLabel={t('events.bet.back')}
        sendLabel={t(isOddsChanged ? 'events.bet.accept_price' : 'events.bet.confirm_send')}
        isPending={placeBet.isPending}
        onBack={() => confirming(false)}
        onSend={onSend}
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
      before={
        <>
          <p className="text-sm text-ink-200">{event.question}</p>
          {oddsNote('price_changed')}
        </>
      }
      priceLabel={t('events.bet.odds')}
      price={odds}
      amount={amount}
      onAmountChange={changeAmount}
      balance={user?.balance ?? null}
      minBet={event.min_bet}
      maxBet={largest === null ? null : satangToBaht(largest)}
      payout={payout}
      onPlace={onPlace}
    />
  );
}

export function EventBetDialog({
  choice,
  current,
  onClose,
}: {
  /** null: closed */
  choice: { event: QuizEvent; option: EventOption } | null;
  /** the chosen event as the list holds it now; null: it left the list */
  current: QuizEvent | null;
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
          current={current}
          option={choice.option}
          onClose={close}
          onStepChange={setIsConfirming}
        />
      ) : null}
    </Dialog>
  );
}
