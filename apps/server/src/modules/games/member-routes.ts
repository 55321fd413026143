// The launch endpoints of spec §7: GET /user/user/playm7, /plaympy, /playws, /playwc, /playr1. Each
// answers the envelope with the game's own reply shape as `data` (contract launchReplies).
import { GAME_NAMES, type GameName } from '@sanam/contract/games.ts';
import { gameLaunchRoutes } from '@sanam/contract/routes/games.ts';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { serveOn } from '../../http/serve.ts';
import type { AppDeps } from '../../http/types.ts';
import type { GameProvider } from '../../providers/games/provider.ts';
import { gameProviderFor } from '../../providers/games/select.ts';
import { memberOf, requireMember } from '../auth/index.ts';
import { launchGame } from './service.ts';

export const gameRoutes: FastifyPluginCallbackZod<
  AppDeps & { gameProviders?: Partial<Record<GameName, GameProvider>> }
> = (app, opts, done) => {
  const deps: AppDeps = { config: opts.config, db: opts.db, realtime: opts.realtime };
  const serve = serveOn(app, deps, { tags: ['games'] });
  const memberOnly = requireMember(deps);
  for (const game of GAME_NAMES) {
    const provider = opts.gameProviders?.[game] ?? gameProviderFor(deps.config, game);
    serve.answer(
      gameLaunchRoutes[game],
      memberOnly,
      (req) => launchGame(deps, provider, memberOf(req), game, req.lang),
      'game.launch_ok',
    );
  }
  done();
};
