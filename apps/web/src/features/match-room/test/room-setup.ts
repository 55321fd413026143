// Opens the app at a room address as a signed-in member, with the room's calls answered.
import type { BetHistoryEntry, Match, Rate } from '@sanam/contract/matches.ts';
import { setSession } from '../../../lib/session.ts';
import { mockApi, ok, type MockReply } from '@sanam/client/testing/mock.ts';
import { member, tokens } from '../../../test/member-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { aMatch, aRate, eligibleAccess as eligible } from '@sanam/fixtures/matches.ts';

type Handler = MockReply | ((body: unknown) => MockReply | Promise<MockReply>);

export function openRoom({
  path,
  match = aMatch(),
  rates = [aRate()],
  history = [],
  access = eligible,
  handlers = {},
}: {
  path?: string;
  match?: Match;
  rates?: Rate[];
  history?: BetHistoryEntry[];
  access?: unknown;
  handlers?: Record<string, Handler>;
} = {}) {
  setSession({ ...tokens, user: member });
  const api = mockApi({
    '/user/user/get_profile': ok({ user: member }),
    [`/user/match/${match.id}`]: ok(match),
    [`/user/match/rate/${match.id}`]: ok(rates),
    [`/user/transaction/${match.id}`]: ok(history),
    '/user/transaction/liveaction': ok(access),
    ...handlers,
  });
  const app = renderApp(path ?? `/match/${match.id}`);
  return { ...app, api };
}
