// Spec §2 bet dialog and §5 bet rules: a number input (step 100, min 0, digits only), quick adds,
// clear and place-bet buttons (both disabled while empty), the same amount rule as the server
// (contract betRequest), then a confirm step (colour, rate name, amount in baht) before sending.
// Results use the titles of spec §8. Issue 23: the round's maximum stake beside its minimum, its
// limits checked as the server checks them, and a side that closes (or a last call that runs out)
// while the dialog is open said at once, with nothing left to send.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  betRequest,
  multiplierToPermille,
  winPayoutSatang,
  type BetSide,
  type Match,
} from '@sanam/contract/matches.ts';
import { bahtToSatang, satangToBaht } from '@sanam/contract/money.ts';
import { stakeProblem } from '@sanam/contract/stakes.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useFormatBaht } from '../../lib/format.ts';
import { BetAmountForm } from '../../ui/bet-amount-form.tsx';
import { BetConfirm, ConfirmRow } from '../../ui/bet-confirm.tsx';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { useBetSend } from '../../ui/use-bet-send.ts';
import { newBetRef, usePlaceBet } from './api/place-bet.ts';
import { formatMultiplier, rateDisplayName, sideOdds, teamName, type CurrentRate } from './match-view.ts';
import { useLang } from '../../lib/use-lang.ts';
import { sideClosedBy } from '../../lib/side-switch.ts';
import { useSecondsUntil } from '@sanam/ui/countdown.ts';

/**
 * Issue 23: why the side takes no bet now though the round may be open, in the server's words: the
 * last call ran out, or the side was closed on its own. They read {{side_name}}: refusalFields().
 */
function sideRefusal(
  side: BetSide,
  match: Match,
  isLastCallOver: boolean,
): 'bet.last_call_over' | 'bet.side_closed' | null {
  if (isLastCallOver) return 'bet.last_call_over';
  return sideClosedBy(match, side) !== null ? 'bet.side_closed' : null;
}

/** What the refusals of issue 23 read, filled as the server fills them (a limit: String of its baht). */
function refusalFields(match: Match, side: BetSide, t: TFunction): Record<string, string> {
  return {
    max_bet: String(match.max_bet),
    max_payout: String(match.max_payout),
    side_name: t(`bet.side.${side === 'notie' ? 'tie' : side}`),
  };
}

/**
 * Spec §5, in order: an amount entered and greater than 0 (the contract's positiveBahtAmount, the
 * server's own rule), then, for a live bet on a side, betting must be open. Tie and no-tie have their
 * own switch (is_open_tie) and the server takes them while it is on, so is_open does not gate them.
 * Then the side itself (sideRefusal, issue 23). Last the stake as the server checks it: the round's
 * minimum (issue 20) and the steps it sets (the contract's stakeProblem), the round's maximum stake
 * and payout (issue 23), then the member's balance (issue 21), so none of them reaches the confirm
 * step. The messages read {{min_bet}} and {{step}}: show them with stakeFields(match.min_bet), and
 * the others' fields with refusalFields().
 */
export function betProblem(
  amountText: string,
  side: BetSide,
  match: Match,
  isPrefight: boolean,
  balance: number | null = null,
  { rate = null, isLastCallOver = false }: { rate?: CurrentRate | null; isLastCallOver?: boolean } = {},
): string | null {
  const amount = amountText === '' ? Number.NaN : Number(amountText);
  if (!betRequest.shape.amount.safeParse(amount).success) return 'room.bet.amount_required';
  if (!isPrefight && match.is_open === 0 && (side === 'red' || side === 'blue')) return 'room.bet.closed';
  return (
    sideRefusal(side, match, isLastCallOver) ??
    stakeProblem(amount, { minBetBaht: match.min_bet, balanceBaht: null }) ??
    limitProblem(amount, side, match, rate) ??
    stakeProblem(amount, { minBetBaht: match.min_bet, balanceBaht: balance })
  );
}

/** The round's maximum stake, then its maximum payout per bet (issue 23; the server's limitRefusal). */
function limitProblem(
  amount: number,
  side: BetSide,
  match: Match,
  rate: CurrentRate | null,
): 'bet.above_maximum' | 'bet.payout_above_maximum' | null {
  const stake = bahtToSatang(amount);
  if (stake === null) return null;
  const maxBet = match.max_bet === null ? null : bahtToSatang(match.max_bet);
  if (maxBet !== null && stake > maxBet) return 'bet.above_maximum';
  const maxPayout = match.max_payout === null ? null : bahtToSatang(match.max_payout);
  const payout = winReturnSatang(stake, side, match, rate);
  if (maxPayout !== null && payout !== null && payout > maxPayout) return 'bet.payout_above_maximum';
  return null;
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
function priceLabel(match: Match, side: BetSide, rate: CurrentRate | null, lang: 'th' | 'en'): string {
  if (side === 'tie') return `x${formatMultiplier(match.tie_multiplier)}`;
  if (side === 'notie')
    return match.notie_multiplier === null ? '-' : `x${formatMultiplier(match.notie_multiplier)}`;
  return rate ? rateDisplayName(rate, lang) : '-';
}

/** DESIGN §4: what a winning stake (satang) returns, stake included, or null when there is no price yet. */
function winReturnSatang(
  stake: number,
  side: BetSide,
  match: Match,
  rate: CurrentRate | null,
): number | null {
  if (stake <= 0) return null;
  try {
    if (side === 'tie' || side === 'notie') {
      const multiplier = side === 'tie' ? match.tie_multiplier : match.notie_multiplier;
      const permille = multiplier === null ? null : multiplierToPermille(multiplier);
      return permille === null ? null : winPayoutSatang(stake, { permille });
    }
    if (!rate) return null;
    const { risk, win } = sideOdds(rate, side);
    return winPayoutSatang(stake, { rate1: risk, rate2: win });
  } catch {
    return null;
  }
}

function winReturnBaht(amount: number, side: BetSide, match: Match, rate: CurrentRate | null): number | null {
  const stake = bahtToSatang(amount);
  const payout = stake === null ? null : winReturnSatang(stake, side, match, rate);
  return payout === null ? null : satangToBaht(payout);
}

function BetForm({
  match,
  side,
  rate,
  isPrefight,
  isConfirming,
  isLastCallOver,
  refusal,
  onClose,
  onStepChange,
}: {
  match: Match;
  side: BetSide;
  rate: CurrentRate | null;
  isPrefight: boolean;
  isConfirming: boolean;
  isLastCallOver: boolean;
  /** the side takes no bet now (sideRefusal): the form says why and sends nothing */
  refusal: ReturnType<typeof sideRefusal>;
  onClose: () => void;
  onStepChange: (isConfirming: boolean) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useAuth();
  const formatBaht = useFormatBaht();
  const placeBet = usePlaceBet();
  const bet = useBetSend('room.bet');
  const [amount, setAmount] = useState('');
  const fields = refusalFields(match, side, t);
  const tone = sideTone[side];
  const price = priceLabel(match, side, rate, lang);
  const winReturn = amount === '' ? null : winReturnBaht(Number(amount), side, match, rate);
  const payout = winReturn === null ? null : t('room.bet.baht', { amount: formatBaht(winReturn) });

  const onPlace = () => {
    const problem = betProblem(amount, side, match, isPrefight, user?.balance ?? null, {
      rate,
      isLastCallOver,
    });
    if (bet.checkStake(problem, match.min_bet, fields)) onStepChange(true);
  };

  const onSend = () => {
    const body = {
      amount: Number(amount),
      type: side,
      ref: newBetRef(match.id),
      rateId: side === 'red' || side === 'blue' ? (rate?.id ?? 0) : 0,
    };
    return bet.send(() => placeBet.mutateAsync({ matchId: match.id, isPrefight, body }), {
      onPlaced: onClose,
      onFailed: () => onStepChange(false),
    });
  };

  if (isConfirming) {
    return (
      <BetConfirm
        intro={t('room.bet.confirm_intro')}
        amountLabel={t('room.bet.confirm_amount')}
        amount={t('room.bet.baht', { amount: formatBaht(Number(amount)) })}
        payoutLabel={t('room.bet.payout')}
        payout={payout}
        backLabel={t('room.bet.back')}
        sendLabel={t('room.bet.confirm_send')}
        isPending={placeBet.isPending}
        onBack={() => onStepChange(false)}
        onSend={() => void onSend()}
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
        <ConfirmRow label={t('room.bet.confirm_rate')} valueClassName="font-semibold text-gold-400">
          {price}
        </ConfirmRow>
      </BetConfirm>
    );
  }

  return (
    <BetAmountForm
      words="room.bet"
      priceLabel={t('room.bet.rate')}
      price={<span className="font-semibold text-gold-400">{price}</span>}
      amount={amount}
      onAmountChange={setAmount}
      balance={user?.balance ?? null}
      minBet={match.min_bet}
      maxBet={match.max_bet}
      payout={payout}
      refusal={refusal ? t(refusal, fields) : null}
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
  const isLastCallOver = useSecondsUntil(match.last_call_at) === 0;
  const refusal = side === null ? null : sideRefusal(side, match, isLastCallOver);
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
      {side !== null ? (
        // a fresh form (empty amount, first step) on each opening and on each change of side
        <BetForm
          key={side}
          match={match}
          side={side}
          rate={rate}
          isPrefight={isPrefight}
          isConfirming={isConfirming}
          isLastCallOver={isLastCallOver}
          refusal={refusal}
          onClose={close}
          onStepChange={(next) => setConfirmingSide(next ? side : null)}
        />
      ) : null}
    </Dialog>
  );
}
