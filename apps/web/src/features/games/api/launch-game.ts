// GET /user/user/play<game> (spec §7): the launch URL of a game, read from the game's own reply shape
// (contract launchUrlOf). null: the server answered but gave no URL ("cannot connect to the game").
import { launchUrlOf, type GameName } from '@sanam/contract/games.ts';
import { gameLaunchRoutes } from '@sanam/contract/routes/games.ts';
import { api } from '../../../lib/api-client.ts';

export async function launchGame(game: GameName, signal?: AbortSignal): Promise<string | null> {
  const reply = await api.send(gameLaunchRoutes[game], { signal });
  return launchUrlOf(game, reply.body.data);
}
