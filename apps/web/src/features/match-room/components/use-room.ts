// What the live room and the pre-fight page both hold for a match: the side the member is betting
// on, the rates, the bet history (polled while the match runs), the member's bets referred to the
// desk, the socket's notices, and the current rate.
import { useState } from 'react';
import type { BetSide, Match } from '@sanam/contract/matches.ts';
import { useBetHistory } from '../api/get-bet-history.ts';
import { useReferredBets } from '../api/get-referred-bets.ts';
import { useRates } from '../api/get-rates.ts';
import { currentRate, isRunning } from './match-view.ts';
import { useRoomLive } from './use-room-live.ts';

export function useRoom(match: Match) {
  const running = isRunning(match);
  const [betSide, setBetSide] = useState<BetSide | null>(null);
  const rates = useRates(match.id);
  const history = useBetHistory(match.id, { isRunning: running });
  const referrals = useReferredBets(match.id, { isEnabled: running });
  const notice = useRoomLive({ matchId: match.id, isEnabled: running, openBet: setBetSide });
  return {
    running,
    betSide,
    setBetSide,
    rates,
    history,
    referrals: referrals.data ?? [],
    notice,
    rate: currentRate(match, rates.data),
  };
}
