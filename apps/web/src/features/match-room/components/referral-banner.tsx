// The room's list of the member's bets referred to the desk (GET /user/bet/referred, BET_REFERRAL):
// what the bet dialog no longer shows, once it was closed or the page read again while a bet waited.
// Each says the bet and its state (waiting for the desk, or the desk's offer with take and leave).
// Should the bet's request still be open (the dialog closed under it), its answer says how the bet
// ended, as the dialog would have; else the reply to the member's answer says it here.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SUCCESS_POPUP_MS } from '@sanam/contract/constants.ts';
import type { BetData, Match, Rate } from '@sanam/contract/matches.ts';
import { bahtToSatang, satangToBaht } from '@sanam/contract/money.ts';
import type { MemberReferral } from '@sanam/contract/referrals.ts';
import type { PlacedBet } from '../../../lib/bet-reply.ts';
import { useFormatBaht } from '../../../lib/format.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { usePopup } from '../../../ui/popup.tsx';
import { roomKeys } from '../api/keys.ts';
import { hasOpenRequest } from '../api/place-bet.ts';
import { priceLabel, winReturnSatang } from './bet-price.ts';
import { priceTaken } from './bet-taken.ts';
import { teamName } from './match-view.ts';
import { ReferralPanel, useOfferAnswer } from './referral-panel.tsx';

export function ReferralBanner({
  match,
  referrals,
  isHidden,
}: {
  match: Match;
  referrals: readonly MemberReferral[];
  /** the bet dialog is open over the room */
  isHidden: boolean;
}) {
  const { t } = useTranslation();
  if (isHidden || referrals.length === 0) return null;
  return (
    <section aria-label={t('room.referral.list_title')} className="mb-4 space-y-3">
      {referrals.map((referral) => (
        <ReferredBet key={referral.id} match={match} referral={referral} />
      ))}
    </section>
  );
}

function ReferredBet({ match, referral }: { match: Match; referral: MemberReferral }) {
  const { t } = useTranslation();
  const lang = useLang();
  const formatBaht = useFormatBaht();
  const popup = usePopup();
  const queryClient = useQueryClient();
  const offerAnswer = useOfferAnswer();
  const baht = (value: number) => t('room.bet.baht', { amount: formatBaht(value) });
  const { side } = referral;
  const team = side === 'red' || side === 'blue' ? teamName(match, side) : '';
  const title = t('room.referral.bet_line', {
    side: team ? `${t(`room.side.${side}`)} · ${team}` : t(`room.side.${side}`),
    amount: baht(referral.amount),
  });

  /** The bet taken from the offer, with no request left to say it: its stake, price and what a win returns. */
  const sayTaken = ({ data, message }: PlacedBet<BetData>) => {
    const bet = data?.bet;
    const rates = queryClient.getQueryData<Rate[]>(roomKeys.rates(match.id));
    // the price the member saw went with the page: the bet's own is said as it is
    const price = bet ? priceTaken(side, { rate: null, multiplier: null }, bet, rates) : null;
    const stake = bet ? bahtToSatang(bet.amount) : null;
    const payout = price && stake !== null ? winReturnSatang(stake, side, price.quote) : null;
    const title = t('room.bet.success_title');
    void popup({
      kind: 'success',
      title,
      text: message && message !== title ? message : undefined,
      details: [
        ...(bet
          ? [t('room.referral.taken_stake', { amount: baht(bet.amount), asked: baht(referral.amount) })]
          : []),
        ...(price ? [t('room.bet.taken_price', { price: priceLabel(side, price.quote, lang) })] : []),
        ...(payout === null
          ? []
          : [t('room.bet.taken_payout', { amount: formatBaht(satangToBaht(payout)) })]),
      ],
      timerMs: bet ? undefined : SUCCESS_POPUP_MS,
    });
  };

  // the answer refused (the offer ran out, say): the list is read again and may drop this bet at once,
  // so the server's words go in a popup rather than in the panel
  const sayRefused = (error: unknown) =>
    void popup({
      kind: 'error',
      title: t('room.bet.failed_title'),
      text: error instanceof Error && error.message ? error.message : t('room.bet.failed_text'),
    });

  const onTake = () => {
    // asked before the answer goes: the request may well answer before this reply comes
    const isSaidByRequest = hasOpenRequest(queryClient, referral);
    offerAnswer.take(referral).then((result) => {
      if (!isSaidByRequest) sayTaken(result);
    }, sayRefused);
  };

  const onLeave = () => {
    const isSaidByRequest = hasOpenRequest(queryClient, referral);
    offerAnswer.leave(referral).then(() => {
      if (!isSaidByRequest)
        void popup({ kind: 'info', title: t('room.referral.left_title'), text: t('bet.offer_left') });
    }, sayRefused);
  };

  return (
    <ReferralPanel
      referral={referral}
      title={title}
      answer={{ ...offerAnswer.answer, error: null }}
      onTake={onTake}
      onLeave={onLeave}
    />
  );
}
