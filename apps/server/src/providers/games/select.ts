// Which game provider serves a launch endpoint (the interface is provider.ts; the adapters import it,
// so the choice lives apart from it).
import type { GameName } from '@sanam/contract/games.ts';
import type { Config } from '../../config.ts';
import { HttpGameProvider } from './http.ts';
import { SandboxGameProvider } from './sandbox.ts';
import type { GameProvider } from './provider.ts';

/**
 * GAME_<NAME>_URL wins when set; else the sandbox game when SANDBOX is on (never in
 * production); else none, and the launch answers "cannot connect to the game".
 */
export function gameProviderFor(config: Config, game: GameName): GameProvider | null {
  const http = config.games.providers[game];
  if (http) return new HttpGameProvider(http, config.games.returnUrl);
  if (config.sandbox) return new SandboxGameProvider(config.apiPrefix, config.games.sandboxSecret);
  return null;
}
