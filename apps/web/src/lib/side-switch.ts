// A side's own switch (issue 23): the operator, or the round's liability cap, closes red, blue or
// tie while the rest of the round takes bets. The match room and the step slip both read it.
import type { BetSide, Match } from '@sanam/contract/matches.ts';
import type { SideCloser } from '@sanam/contract/risk.ts';

/** Who closed the side, or null while it takes bets; no-tie goes with the tie switch (contract SWITCHED_SIDES). */
export function sideClosedBy(
  match: Pick<Match, 'red_closed_by' | 'blue_closed_by' | 'tie_closed_by'>,
  side: BetSide,
): SideCloser | null {
  switch (side) {
    case 'red':
      return match.red_closed_by;
    case 'blue':
      return match.blue_closed_by;
    case 'tie':
    case 'notie':
      return match.tie_closed_by;
  }
}
