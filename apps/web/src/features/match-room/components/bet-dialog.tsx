// Spec §2 bet dialog and §5 bet rules: a number input (step 100, min 0, digits only), quick adds,
// clear and place-bet buttons (both disabled while empty), then a confirm step (colour, price, amount
// in baht) before sending. Both steps show the room's current price; one that moves while the dialog is
// open is highlighted, old beside new, and the confirm step sends only once the member accepts it. The refusals are the contract's stake rule set
// (room-stake.ts), the server's own, so none it can know reaches the confirm step; a side that closes
// (or a last call that runs out) while the dialog is open is said at once, with nothing left to send.
// The confirm step also asks what the member takes if the price moves before the bet is taken
// (ODDS_ACCEPT), sent with the bet and saved as their setting. A live round with a bet delay holds the
// request that long: the step counts the seconds down with the bet as sent, its buttons off. A bet
// referred to the desk (referrals.ts) stays there too: waiting for the desk, then the desk's offer of a
// smaller stake to take or leave (referral-panel.tsx); closing the dialog leaves the request running,
// and the room's list of referred bets takes the offer over.
// Results use the titles of spec §8; a bet taken at another price or stake than the one sent says so.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  betRequest,
  type Bet,
  type BetData,
  type BetSide,
  type Match,
  type OddsAccept,
  type Rate,
} from '@sanam/contract/matches.ts';
import { bahtToSatang, satangToBaht } from '@sanam/contract/money.ts';
import type { MemberReferral } from '@sanam/contract/referrals.ts';
import { largestStakeOf, stakeRefusal, type Refusal } from '@sanam/contract/wager-rules.ts';
import { useAuth } from '../../../lib/auth.tsx';
import type { PlacedBet } from '../../../lib/bet-reply.ts';
import { useFormatBaht } from '../../../lib/format.ts';
import { useOddsPreference, useSetOddsPreference } from '../../../lib/odds-preference.ts';
import { memberCheck, problemText, type MemberPart, type StakeProblem } from '../../../lib/stake-check.ts';
import { BetAmountForm } from '../../../ui/bet-amount-form.tsx';
import { BetConfirm, ConfirmRow } from '../../../ui/bet-confirm.tsx';
import { PriceChangedNote, PriceShift } from '../../../ui/price-change.tsx';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { OddsAcceptControl } from '../../../ui/odds-accept-control.tsx';
import { useBetSend, type BetReceipt } from '../../../ui/use-bet-send.ts';
import { isReferralOf } from '../api/get-referred-bets.ts';
import { roomKeys } from '../api/keys.ts';
import { isAnswerLost, newBetRef, usePlaceBet } from '../api/place-bet.ts';
import { priceLabel, winReturnSatang } from './bet-price.ts';
import { priceTaken } from './bet-taken.ts';
import { teamName, type CurrentRate } from './match-view.ts';
import { ReferralPanel, useOfferAnswer } from './referral-panel.tsx';
import {
  hasPrice,
  isMultiplierSide,
  isSamePrice,
  quoteOf,
  roomStakeCheck,
  sideRefusal,
  type Quote,
  type RoomBet,
} from './room-stake.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useSecondsUntil } from '@sanam/ui/countdown.ts';

/**
 * Spec §5, in order: an amount entered and greater than 0 (the contract's bet amount), then the stake
 * rule set with what the dialog knows: the round, the side, the price the member saw (`quote`), the
 * round's minimum and steps, the largest stake and payout (the member's own limits included), and the
 * member's cash. A closed round reads in spec §5's words, "betting temporarily closed".
 */
export function betProblem(
  amountText: string,
  bet: RoomBet,
  quote: Quote,
  member: MemberPart = {},
): StakeProblem | null {
  const amount = amountText === '' ? Number.NaN : Number(amountText);
  const amountSatang = betRequest.shape.amount.safeParse(amount).success ? bahtToSatang(amount) : null;
  if (amountSatang === null) return { key: 'room.bet.amount_required' };
  const refused = stakeRefusal(roomStakeCheck(bet, quote, amountSatang, member));
  return refused?.key === 'bet.closed' ? { key: 'room.bet.closed' } : refused;
}

/**
 * What the form says at once, with place off: the member's standing, the round or the side refusing
 * any stake. A closed round is left to the place button, where spec §5 says it.
 */
function formRefusal(bet: RoomBet, rate: CurrentRate | null, member: MemberPart): Refusal | null {
  const refused = sideRefusal(bet, rate, member);
  return refused?.key === 'bet.closed' ? null : refused;
}

const sideTone: Record<BetSide, { chip: string; title: string }> = {
  red: { chip: 'bg-red-side', title: 'text-red-side' },
  blue: { chip: 'bg-blue-side', title: 'text-blue-side' },
  tie: { chip: 'bg-tie', title: 'text-tie' },
  notie: { chip: 'bg-gold-500', title: 'text-gold-400' },
};

function useBetTitle(match: Match, side: BetSide): string {
  const { t } = useTranslation();
  if (side === 'tie') return t('room.bet.title_tie');
  if (side === 'notie') return t('room.bet.title_notie');
  return t('room.bet.title_side', {
    side: t(`room.side.${side}`),
    team: teamName(match, side) || t(`room.team_fallback.${side}`),
  });
}

function winReturnBaht(amount: string, side: BetSide, quote: Quote): number | null {
  const stake = amount === '' ? null : bahtToSatang(Number(amount));
  const payout = stake === null ? null : winReturnSatang(stake, side, quote);
  return payout === null ? null : satangToBaht(payout);
}

/**
 * A live bet held for the round's bet delay: the seconds left, then, should the answer be late,
 * "confirming" with no number (never below 0). Only the words are a live region, not each second.
 */
function BetHold({ secondsLeft }: { secondsLeft: number | null }) {
  const { t } = useTranslation();
  const isCounting = secondsLeft !== null && secondsLeft > 0;
  return (
    <div className="flex min-h-16 items-center justify-between gap-3 rounded-xl bg-gold-500/10 px-4 py-3 ring-1 ring-gold-500/50">
      <p role="status" className="font-semibold text-gold-300">
        {t(isCounting ? 'room.bet.hold_counting' : 'room.bet.hold_late')}
      </p>
      {isCounting ? (
        <span
          role="timer"
          aria-label={t('room.bet.hold_seconds_left')}
          className="flex size-11 shrink-0 items-center justify-center rounded-full text-2xl font-bold text-gold-400 tabular-nums ring-2 ring-gold-500/70"
        >
          {secondsLeft}
        </span>
      ) : null}
    </div>
  );
}

/** A bet request on its way: what it was sent with, until it is answered. */
interface InFlight {
  quote: Quote;
  /** baht */
  amount: number;
  /** when the round's bet delay ends (an ISO moment); null: none */
  holdUntil: string | null;
  /** the referrals the room held as it was sent: none of them stands for it */
  knownReferralIds: readonly number[];
}

const isSameReferral = (a: MemberReferral, b: MemberReferral | null) =>
  b !== null && a.id === b.id && a.state === b.state && a.offer === b.offer && a.until === b.until;

/** When a hold of `seconds` starting now ends; the server starts its own as the request arrives. */
function holdEnd(seconds: number): string {
  return new Date(Date.now() + seconds * 1000).toISOString();
}

function BetForm({
  bet,
  rate,
  referrals,
  isConfirming,
  refusal,
  onClose,
  onStepChange,
}: {
  bet: RoomBet;
  rate: CurrentRate | null;
  referrals: readonly MemberReferral[];
  isConfirming: boolean;
  /** the side takes no bet now (formRefusal): the form says why and sends nothing */
  refusal: Refusal | null;
  onClose: () => void;
  onStepChange: (isConfirming: boolean) => void;
}) {
  const { match, side, isPrefight } = bet;
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useAuth();
  const formatBaht = useFormatBaht();
  const placeBet = usePlaceBet();
  const send = useBetSend('room.bet');
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  // what the member takes if the price moves: their pick here, else their setting (none until known)
  const preference = useOddsPreference();
  const savePreference = useSetOddsPreference();
  const [picked, setPicked] = useState<OddsAccept | null>(null);
  const accept = picked ?? preference.data?.accept ?? null;
  const [inFlight, setInFlight] = useState<InFlight | null>(null);
  const secondsLeft = useSecondsUntil(inFlight?.holdUntil ?? null);
  // the referral that stands for the request on its way: the first one the room learns of after it
  // was sent for this side and stake, then kept as it moves (the room's list drops it once answered)
  const found =
    inFlight === null
      ? undefined
      : referrals.find(
          (r) =>
            isReferralOf(r, { matchId: match.id, side, amount: inFlight.amount }) &&
            !inFlight.knownReferralIds.includes(r.id),
        );
  const [referral, setReferral] = useState<MemberReferral | null>(null);
  if (found && !isSameReferral(found, referral)) setReferral(found);
  const offerAnswer = useOfferAnswer();
  // the bet the member took from an offer: the bet itself, should its request's answer be lost
  const taken = useRef<PlacedBet<BetData> | null>(null);
  // the request outlives a closed dialog: its answer then says itself in a popup, and leaves the
  // room (perhaps another bet's dialog by then) alone
  const isShown = useRef(true);
  useEffect(() => {
    isShown.current = true;
    return () => {
      isShown.current = false;
    };
  }, []);
  // One price, the room's current one (`shown`), on the form, the confirm step and in the request.
  // `accepted` is the last price the member saw settled: the one the dialog opened at, then each they
  // took (place on the form, "accept the new price" on the confirm step). While they differ, both
  // steps show the old price struck through beside the new one, and the confirm step sends nothing.
  const shown = quoteOf(match, side, rate);
  const [accepted, setAccepted] = useState<Quote>(shown);
  // the first price to arrive (the dialog opened on none) is no change
  if (!hasPrice(side, accepted) && hasPrice(side, shown)) setAccepted(shown);
  // a bet on its way shows the price it was sent at: the room's may move meanwhile (a bet delay, a
  // referral to the desk), and the answer says what the bet was taken at
  const quote = inFlight?.quote ?? shown;
  const isPriceChanged =
    inFlight === null &&
    hasPrice(side, accepted) &&
    hasPrice(side, shown) &&
    !isSamePrice(side, accepted, shown);
  const member = memberCheck(user);
  const tone = sideTone[side];
  const baht = (value: number) => t('room.bet.baht', { amount: formatBaht(value) });
  const winReturn = winReturnBaht(amount, side, quote);
  const wonBefore = isPriceChanged ? winReturnBaht(amount, side, accepted) : null;
  const payout =
    winReturn === null ? null : wonBefore !== null && wonBefore !== winReturn ? (
      <PriceShift before={baht(wonBefore)} after={baht(winReturn)} />
    ) : (
      baht(winReturn)
    );
  const priceNow = priceLabel(side, quote, lang);
  const price = isPriceChanged ? (
    <PriceShift before={priceLabel(side, accepted, lang)} after={priceNow} />
  ) : (
    <span className="font-semibold text-gold-400">{priceNow}</span>
  );
  const priceNote = (key: 'price_changed' | 'price_changed_confirm') =>
    isPriceChanged ? (
      <PriceChangedNote>
        {t(`room.bet.${key}`, { before: priceLabel(side, accepted, lang), after: priceNow })}
      </PriceChangedNote>
    ) : null;
  const largest = largestStakeOf(roomStakeCheck(bet, shown, 0).on, member.member);

  const onPlace = () => {
    if (!send.checkStake(betProblem(amount, bet, shown, member))) return;
    setAccepted(shown);
    onStepChange(true);
  };

  const pickAccept = (next: OddsAccept) => {
    setPicked(next);
    savePreference.mutate(next);
  };

  /**
   * The success popup's lines: the stake taken when it is not the one asked (`asked`, an offer the
   * member took), the price taken, and whether it is the one sent (`seen`).
   */
  const receiptOf = (bet: Bet | null | undefined, seen: Quote, asked: number): BetReceipt | null => {
    const taken = bet
      ? priceTaken(side, seen, bet, queryClient.getQueryData<Rate[]>(roomKeys.rates(match.id)))
      : null;
    if (!bet || !taken) return null;
    const isOtherStake = bet.amount !== asked;
    const price = priceLabel(side, taken.quote, lang);
    const stake = bahtToSatang(bet.amount);
    const payout = stake === null ? null : winReturnSatang(stake, side, taken.quote);
    const said =
      taken.move === 'same'
        ? t('room.bet.taken_price', { price })
        : t(taken.move === 'better' ? 'room.bet.taken_better' : 'room.bet.taken_new', {
            price,
            seen: priceLabel(side, seen, lang),
          });
    return {
      lines: [
        ...(isOtherStake
          ? [t('room.referral.taken_stake', { amount: baht(bet.amount), asked: baht(asked) })]
          : []),
        said,
        ...(payout === null
          ? []
          : [t('room.bet.taken_payout', { amount: formatBaht(satangToBaht(payout)) })]),
      ],
      isToAcknowledge: taken.move !== 'same' || isOtherStake,
    };
  };

  const onSend = () => {
    // one request at a time: a second press while one is on its way (or held) sends nothing
    if (placeBet.isPending) return;
    // the price moved under the confirm step: this press takes the new price, the next one sends
    if (isPriceChanged) {
      setAccepted(shown);
      return;
    }
    // the round closed (or the stake no longer fits) under the confirm step: said, back on the form
    if (!send.checkStake(betProblem(amount, bet, shown, member))) {
      onStepChange(false);
      return;
    }
    const body = {
      amount: Number(amount),
      type: side,
      ref: newBetRef(match.id),
      // spec §3: a side's rate id; tie and no-tie name no rate (0) but the multiplier shown. The server
      // refuses a price no longer current (a change it met before this screen did).
      rateId: isMultiplierSide(side) ? 0 : (shown.rate?.id ?? 0),
      ...(isMultiplierSide(side) && shown.multiplier !== null ? { multiplier: shown.multiplier } : {}),
      // absent: the server applies the member's setting
      ...(accept !== null ? { accept } : {}),
    };
    const sent = shown;
    setInFlight({
      quote: sent,
      amount: body.amount,
      holdUntil: match.bet_delay > 0 ? holdEnd(match.bet_delay) : null,
      knownReferralIds: (queryClient.getQueryData<MemberReferral[]>(roomKeys.referrals(match.id)) ?? []).map(
        (r) => r.id,
      ),
    });
    setReferral(null);
    offerAnswer.reset();
    taken.current = null;
    const request = async () => {
      try {
        return await placeBet.mutateAsync({ matchId: match.id, isPrefight, body });
      } catch (error) {
        // the member took an offer, whose reply is the bet, and the request's own answer was lost
        if (taken.current && isAnswerLost(error)) return taken.current;
        throw error;
      }
    };
    const settle = () => {
      setInFlight(null);
      setReferral(null);
    };
    void send.send(request, {
      onPlaced: () => {
        settle();
        if (isShown.current) onClose();
      },
      onFailed: () => {
        settle();
        if (isShown.current) onStepChange(false);
      },
      receipt: (result) => receiptOf(result.data?.bet, sent, body.amount),
    });
  };

  const takeOffer = (offered: MemberReferral) =>
    void offerAnswer.take(offered).then(
      (result) => {
        taken.current = result;
      },
      // said in the panel
      () => undefined,
    );
  const leaveOffer = (offered: MemberReferral) => void offerAnswer.leave(offered).catch(() => undefined);

  const offerPayout = (offered: MemberReferral): string | null => {
    const stake = offered.offer === null ? null : bahtToSatang(offered.offer);
    const won = stake === null ? null : winReturnSatang(stake, side, quote);
    return won === null ? null : t('room.bet.taken_payout', { amount: formatBaht(satangToBaht(won)) });
  };

  // a bet on its way stays on its confirm step until it is answered, whatever the room does meanwhile
  if (isConfirming || inFlight !== null) {
    const isHeld = inFlight?.holdUntil != null;
    return (
      <BetConfirm
        intro={
          referral
            ? t('room.referral.intro')
            : isHeld
              ? t('room.bet.hold_intro', { seconds: match.bet_delay })
              : t('room.bet.confirm_intro')
        }
        before={
          referral ? (
            <ReferralPanel
              referral={referral}
              payout={offerPayout(referral)}
              answer={offerAnswer.answer}
              onTake={() => takeOffer(referral)}
              onLeave={() => leaveOffer(referral)}
            />
          ) : isHeld ? (
            <BetHold secondsLeft={secondsLeft} />
          ) : (
            priceNote('price_changed_confirm')
          )
        }
        after={
          <div className="space-y-2">
            <OddsAcceptControl value={accept} onChange={pickAccept} isDisabled={placeBet.isPending} />
            {savePreference.isError ? (
              <p role="alert" className="text-xs text-warning">
                {t('odds_accept.save_failed_bet')}
              </p>
            ) : null}
          </div>
        }
        amountLabel={t('room.bet.confirm_amount')}
        amount={baht(Number(amount))}
        payoutLabel={t('room.bet.payout')}
        payout={payout}
        backLabel={t('room.bet.back')}
        sendLabel={t(isPriceChanged ? 'room.bet.accept_price' : 'room.bet.confirm_send')}
        isPending={placeBet.isPending}
        onBack={() => onStepChange(false)}
        onSend={onSend}
      >
        <ConfirmRow
          label={t('room.bet.confirm_side')}
          valueClassName={`flex min-w-0 items-center gap-2 font-semibold ${tone.title}`}
        >
          <span aria-hidden="true" className={`size-3 shrink-0 rounded-full ${tone.chip}`} />
          <span className="min-w-0 break-words">
            {t(`room.side.${side}`)}
            {side === 'red' || side === 'blue'
              ? ` · ${teamName(match, side) || t(`room.team_fallback.${side}`)}`
              : ''}
          </span>
        </ConfirmRow>
        <ConfirmRow label={t('room.bet.confirm_rate')}>{price}</ConfirmRow>
      </BetConfirm>
    );
  }

  return (
    <BetAmountForm
      words="room.bet"
      before={priceNote('price_changed')}
      priceLabel={t('room.bet.rate')}
      price={price}
      amount={amount}
      onAmountChange={setAmount}
      balance={user?.balance ?? null}
      minBet={match.min_bet}
      maxBet={largest === null ? null : satangToBaht(largest)}
      payout={payout}
      refusal={refusal ? problemText(t, refusal) : null}
      onPlace={onPlace}
    />
  );
}

export function BetDialog({
  match,
  side,
  rate,
  referrals,
  isPrefight = false,
  onClose,
}: {
  match: Match;
  /** null: closed */
  side: BetSide | null;
  rate: CurrentRate | null;
  /** the member's bets of this round referred to the desk (the room's list) */
  referrals: readonly MemberReferral[];
  isPrefight?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const isLastCallOver = useSecondsUntil(match.last_call_at) === 0;
  const bet = side === null ? null : { match, side, isPrefight, isLastCallOver };
  const refusal = bet === null ? null : formRefusal(bet, rate, memberCheck(user));
  // the side whose confirm step shows: a change of side starts again at the form
  const [confirmingSide, setConfirmingSide] = useState<BetSide | null>(null);
  // the side closed (or the last call ran out) under the confirm step: back to the form, which says so
  if (refusal !== null && confirmingSide !== null) setConfirmingSide(null);
  const isConfirming = side !== null && confirmingSide === side;
  const title = useBetTitle(match, side ?? 'red');
  const tone = sideTone[side ?? 'red'];
  const close = () => {
    setConfirmingSide(null);
    onClose();
  };
  return (
    <Dialog
      isOpen={side !== null}
      onClose={close}
      title={
        isConfirming ? (
          t('room.bet.confirm_title')
        ) : (
          <span className="flex items-center gap-2">
            <span aria-hidden="true" className={`size-3 shrink-0 rounded-full ${tone.chip}`} />
            <span className={tone.title}>{title}</span>
          </span>
        )
      }
      topMargin="12vh"
    >
      {bet !== null ? (
        // a fresh form (empty amount, first step) on each opening and on each change of side
        <BetForm
          key={bet.side}
          bet={bet}
          rate={rate}
          referrals={referrals}
          isConfirming={isConfirming}
          refusal={refusal}
          onClose={close}
          onStepChange={(next) => setConfirmingSide(next ? bet.side : null)}
        />
      ) : null}
    </Dialog>
  );
}
