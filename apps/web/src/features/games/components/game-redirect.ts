// Leaving the app for a game: one seam, so tests can watch where the member is sent and which games
// leave. A game opens inside the app (game-frame.tsx) unless VITE_GAME_REDIRECT names it.
import { GAME_REDIRECT } from '../../../lib/env.ts';

export const gameRedirect = {
  /** true when the game's provider needs the whole window: the launch page leaves for its URL */
  leavesApp(game: string): boolean {
    return GAME_REDIRECT.includes(game);
  },
  assign(url: string): void {
    window.location.assign(url);
  },
};
