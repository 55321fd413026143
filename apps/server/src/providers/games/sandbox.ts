// The sandbox game provider (DESIGN §8 embedded demo): a small game per launch endpoint served by the
// server itself (modules/games/sandbox-routes.ts). Its launch URL is the game page with the session
// token; the page's plays become signed wallet callbacks, exactly what a real provider sends.
import { SANDBOX_PAYOUT_MULTIPLE } from '@sanam/contract/games.ts';
import type { GameLaunch, GameProvider } from './provider.ts';

export class SandboxGameProvider implements GameProvider {
  readonly kind = 'sandbox';
  /** a sandbox game pays twice the stake at most, so the wallet credits no more */
  readonly maxWinMultiple = SANDBOX_PAYOUT_MULTIPLE;

  constructor(
    private readonly apiPrefix: string,
    readonly secret: string,
  ) {}

  launch(request: GameLaunch): Promise<string> {
    const query = new URLSearchParams({ session: request.sessionToken, lang: request.lang });
    return Promise.resolve(`${this.apiPrefix}/sandbox/games/${request.game}/play?${query.toString()}`);
  }
}
