// Games (spec §7, DESIGN §8): the member's launch calls, the seamless-wallet callbacks the
// providers sign, the console's report, and the sandbox provider's own page and calls (SANDBOX=1).
import {
  adminGamesReport,
  GAME_NAMES,
  gameName,
  launchPath,
  launchReplies,
  sandboxFlip,
  sandboxFlipRequest,
  sandboxState,
  sandboxStateRequest,
  walletBalanceRequest,
  walletCreditRequest,
  walletDebitRequest,
  walletReply,
  walletRollbackRequest,
  type GameName,
} from '../games.ts';
import { z } from 'zod';
import { declare } from './route.ts';

const gameParams = z.object({ game: gameName });

const launch = <G extends GameName>(game: G) =>
  declare({ method: 'GET', path: launchPath(game), access: 'member', reply: launchReplies[game] });

/** GET /user/user/play<game>: the envelope holds the game's own reply shape. */
export const gameLaunchRoutes = Object.fromEntries(GAME_NAMES.map((game) => [game, launch(game)])) as {
  [G in GameName]: ReturnType<typeof launch<G>>;
};

const walletCall = <P extends string, B extends z.ZodType>(path: P, body: B) =>
  declare({ method: 'POST', path, access: 'provider', params: gameParams, body, reply: walletReply });

export const gameWalletRoutes = {
  balance: walletCall('/games/:game/wallet/balance', walletBalanceRequest),
  debit: walletCall('/games/:game/wallet/debit', walletDebitRequest),
  credit: walletCall('/games/:game/wallet/credit', walletCreditRequest),
  rollback: walletCall('/games/:game/wallet/rollback', walletRollbackRequest),
};

export const gameDeskRoutes = {
  report: declare({ method: 'GET', path: '/admin/games', access: 'operator', reply: adminGamesReport }),
};

/** The sandbox provider: each game's page holds a game session (from the launch URL) and nothing else. */
export const gameSandboxRoutes = {
  script: declare({ method: 'GET', path: '/sandbox/games/game.js', access: 'public' }),
  page: declare({ method: 'GET', path: '/sandbox/games/:game/play', access: 'public', params: gameParams }),
  state: declare({
    method: 'POST',
    path: '/sandbox/games/:game/state',
    access: 'public',
    params: gameParams,
    body: sandboxStateRequest,
    reply: sandboxState,
  }),
  flip: declare({
    method: 'POST',
    path: '/sandbox/games/:game/flip',
    access: 'public',
    params: gameParams,
    body: sandboxFlipRequest,
    reply: sandboxFlip,
  }),
};
