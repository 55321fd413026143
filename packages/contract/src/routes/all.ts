// Every route the server registers, in one list: the server's routes-contract test compares it with
// what the app registered, both ways.
import { accountRoutes } from './account.ts';
import { betRoutes } from './bets.ts';
import { chatDeskRoutes, chatRoutes } from './chat.ts';
import { dashboardRoutes } from './dashboard.ts';
import { memberDeskRoutes, operatorAuthRoutes } from './console.ts';
import { eventDeskRoutes, eventRoutes } from './events.ts';
import { gameDeskRoutes, gameLaunchRoutes, gameSandboxRoutes, gameWalletRoutes } from './games.ts';
import { matchDeskRoutes, matchRoutes } from './matches.ts';
import { memberAccountRoutes } from './member-account.ts';
import { memberFileRoutes } from './member-file.ts';
import { playRoutes } from './play.ts';
import { playDeskRoutes } from './play-desk.ts';
import { referralDeskRoutes, referralRoutes } from './referrals.ts';
import { rewardDeskRoutes, rewardRoutes } from './rewards.ts';
import { reportDeskRoutes } from './reports.ts';
import { riskDeskRoutes } from './risk.ts';
import type { RouteDeclaration } from './route.ts';
import { ownPasswordRoutes, staffDeskRoutes } from './staff.ts';
import { stepDeskRoutes, stepRoutes } from './steps.ts';
import { streamRoutes } from './stream.ts';
import { cashierRoutes, sandboxSlipRoutes, walletRoutes } from './wallet.ts';

const groups: Record<string, Record<string, RouteDeclaration>> = {
  accountRoutes,
  betRoutes,
  chatRoutes,
  chatDeskRoutes,
  operatorAuthRoutes,
  memberDeskRoutes,
  staffDeskRoutes,
  ownPasswordRoutes,
  memberAccountRoutes,
  memberFileRoutes,
  playRoutes,
  playDeskRoutes,
  dashboardRoutes,
  eventRoutes,
  eventDeskRoutes,
  gameLaunchRoutes,
  gameWalletRoutes,
  gameDeskRoutes,
  gameSandboxRoutes,
  matchRoutes,
  matchDeskRoutes,
  riskDeskRoutes,
  referralRoutes,
  referralDeskRoutes,
  reportDeskRoutes,
  rewardRoutes,
  rewardDeskRoutes,
  stepRoutes,
  stepDeskRoutes,
  streamRoutes,
  walletRoutes,
  cashierRoutes,
  sandboxSlipRoutes,
};

/** Each declaration with the name it goes by (`walletRoutes.withdraw`), for messages that point at it. */
export const ALL_ROUTES: readonly { name: string; route: RouteDeclaration }[] = Object.entries(
  groups,
).flatMap(([group, routes]) =>
  Object.entries(routes).map(([key, route]) => ({ name: `${group}.${key}`, route })),
);
