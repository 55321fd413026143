// The game providers (DESIGN §7, issue 9): each launch endpoint (m7, mpy, ws, wc, r1) is served by
// one provider behind this interface. A provider turns a game session into the URL the member's
// browser opens; afterwards the provider moves money only through our signed seamless-wallet
// callbacks (modules/games/wallet.ts), with the secret named here.
import type { Language } from '@sanam/contract/constants.ts';
import type { GameName } from '@sanam/contract/games.ts';
import type { Config } from '../../config.ts';
import { HttpGameProvider } from './http.ts';
import { SandboxGameProvider } from './sandbox.ts';

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

/**
 * GAME_<NAME>_URL wins when set; else the sandbox coin flip when SANDBOX is on (never in
 * production); else none, and the launch answers "cannot connect to the game".
 */
export function gameProviderFor(config: Config, game: GameName): GameProvider | null {
  const http = config.games.providers[game];
  if (http) return new HttpGameProvider(http, config.games.returnUrl);
  if (config.sandbox) return new SandboxGameProvider(config.apiPrefix, config.games.sandboxSecret);
  return null;
}
