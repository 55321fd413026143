// The game providers (DESIGN §7): each launch endpoint (m7, mpy, ws, wc, r1) is served by
// one provider behind this interface. A provider turns a game session into the URL the member's
// browser opens; afterwards the provider moves money only through our signed seamless-wallet
// callbacks (modules/games/wallet.ts), with the secret named here.
import type { Language } from '@sanam/contract/constants.ts';
import type { GameName } from '@sanam/contract/games.ts';

export interface GameLaunch {
  game: GameName;
  /** the session token the provider's callbacks must name */
  sessionToken: string;
  username: string;
  lang: Language;
}

export interface GameProvider {
  readonly kind: 'http' | 'sandbox';
  /** the callback signing secret shared with the provider */
  readonly secret: string;
  /** the most a round may credit, as a multiple of what the round debited */
  readonly maxWinMultiple: number;
  /** the URL the member's browser opens (absolute, or a path of this server for the sandbox) */
  launch(request: GameLaunch): Promise<string>;
}
