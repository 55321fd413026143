// Spec §2 bet dialog and §5 bet rules: a number input (step 100, min 0, digits only), quick adds,
// clear and place-bet buttons (both disabled while empty), then a confirm step (colour, price, amount
// in baht) before sending. Both steps show the room's current price; one that moves while the dialog is
// open is highlighted, old beside new, and the confirm step sends only once the member accepts it. The refusals are the contract's stake rule set
// (room-stake.ts), the server's own, so none it can know reaches the confirm step; a side that closes
// (or a last call that runs out) while the dialog is open is said at once, with nothing left to send.
// Results use the titles of spec §8.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { betRequest, multiplierToPermille, type BetSide, type Match } from '@sanam/contract/matches.ts';
import { winPayoutSatang } from '@sanam/contract/odds.ts';
import { bahtToSatang, satangToBaht } from '@sanam/contract/money.ts';
import { largestStakeOf, stakeRefusal, type Refusal } from '@sanam/contract/wager-rules.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { useFormatBaht } from '../../../lib/format.ts';
import { memberCheck, problemText, type MemberPart, type StakeProblem } from '../../../lib/stake-check.ts';
import { BetAmountForm } from '../../../ui/bet-amount-form.tsx';
import { BetConfirm, ConfirmRow } from '../../../ui/bet-confirm.tsx';
import { PriceChangedNote, PriceShift } from '../../../ui/price-change.tsx';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { useBetSend } from '../../../ui/use-bet-send.ts';
import { newBetRef, usePlaceBet } from '../api/place-bet.ts';
import { formatMultiplier, rateDisplayName, sideOdds, teamName, type CurrentRate } from './match-view.ts';
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

/** What the bet is placed "on": the rate name for a side, the multiplier for tie / no tie. */
function priceLabel(side: BetSide, quote: Quote, lang: 'th' | 'en'): string {
  if (isMultiplierSide(side))
    return quote.multiplier === null ? '-' : `x${formatMultiplier(quote.multiplier)}`;
  return quote.rate ? rateDisplayName(quote.rate, lang) : '-';
}

/** DESIGN §4: what a winning stake (satang) returns at the quoted price, stake included, or null without one. */
function winReturnSatang(stake: number, side: BetSide, quote: Quote): number | null {
  if (stake <= 0) return null;
  if (isMultiplierSide(side)) {
    const permille = quote.multiplier === null ? null : multiplierToPermille(quote.multiplier);
    return permille === null ? null : winPayoutSatang(stake, { permille });
  }
  if (!quote.rate) return null;
  const { risk, win } = sideOdds(quote.rate, side);
  return winPayoutSatang(stake, { rate1: risk, rate2: win });
}

function winReturnBaht(amount: string, side: BetSide, quote: Quote): number | null {
  const stake = amount === '' ? null : bahtToSatang(Number(amount));
  const payout = stake === null ? null : winReturnSatang(stake, side, quote);
  return payout === null ? null : satangToBaht(payout);
}

function BetForm({
  bet,
  rate,
  isConfirming,
  refusal,
  onClose,
  onStepChange,
}: {
  bet: RoomBet;
  rate: CurrentRate | null;
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
  const [amount, setAmount] = useState('');
  // One price, the room's current one (`shown`), on the form, the confirm step and in the request.
  // `accepted` is the last price the member saw settled: the one the dialog opened at, then each they
  // took (place on the form, "accept the new price" on the confirm step). While they differ, both
  // steps show the old price struck through beside the new one, and the confirm step sends nothing.
  const shown = quoteOf(match, side, rate);
  const [accepted, setAccepted] = useState<Quote>(shown);
  // the first price to arrive (the dialog opened on none) is no change
  if (!hasPrice(side, accepted) && hasPrice(side, shown)) setAccepted(shown);
  const isPriceChanged =
    hasPrice(side, accepted) && hasPrice(side, shown) && !isSamePrice(side, accepted, shown);
  const member = memberCheck(user);
  const tone = sideTone[side];
  const baht = (value: number) => t('room.bet.baht', { amount: formatBaht(value) });
  const winReturn = winReturnBaht(amount, side, shown);
  const wonBefore = isPriceChanged ? winReturnBaht(amount, side, accepted) : null;
  const payout =
    winReturn === null ? null : wonBefore !== null && wonBefore !== winReturn ? (
      <PriceShift before={baht(wonBefore)} after={baht(winReturn)} />
    ) : (
      baht(winReturn)
    );
  const priceNow = priceLabel(side, shown, lang);
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

  const onSend = () => {
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
    };
    void send.send(() => placeBet.mutateAsync({ matchId: match.id, isPrefight, body }), {
      onPlaced: onClose,
      onFailed: () => onStepChange(false),
    });
  };

  if (isConfirming) {
    return (
      <BetConfirm
        intro={t('room.bet.confirm_intro')}
        before={priceNote('price_changed_confirm')}
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
  isPrefight = false,
  onClose,
}: {
  match: Match;
  /** null: closed */
  side: BetSide | null;
  rate: CurrentRate | null;
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
          isConfirming={isConfirming}
          refusal={refusal}
          onClose={close}
          onStepChange={(next) => setConfirmingSide(next ? bet.side : null)}
        />
      ) : null}
    </Dialog>
  );
}
