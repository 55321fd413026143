// Opens the app at a room address as a signed-in member, with the room's calls answered; opens a
// side's bet dialog there, and tries a stake its own rules refuse.
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { User } from '@sanam/contract/account.ts';
import type { BetHistoryEntry, Match, Rate } from '@sanam/contract/matches.ts';
import { setSession } from '../lib/session.ts';
import { mockApi, ok, type MockReply } from '@sanam/client/testing/mock.ts';
import { member, tokens } from './member-session.ts';
import { renderApp } from './render-app.tsx';
import { aMatch, aRate, eligibleAccess as eligible } from '@sanam/fixtures/matches.ts';

type Handler = MockReply | ((body: unknown) => MockReply | Promise<MockReply>);

export function openRoom({
  path,
  match = aMatch(),
  rates = [aRate()],
  history = [],
  access = eligible,
  user = member,
  handlers = {},
}: {
  path?: string;
  match?: Match;
  rates?: Rate[];
  history?: BetHistoryEntry[];
  access?: unknown;
  /** the signed-in member (their balance, their betting controls) */
  user?: User;
  handlers?: Record<string, Handler>;
} = {}) {
  setSession({ ...tokens, user });
  const api = mockApi({
    '/user/user/get_profile': ok({ user }),
    [`/user/match/${match.id}`]: ok(match),
    [`/user/match/rate/${match.id}`]: ok(rates),
    [`/user/transaction/${match.id}`]: ok(history),
    '/user/transaction/liveaction': ok(access),
    // a member who never chose what they take when the price moves
    'GET /user/settings/odds': ok({ accept: 'none' }),
    // no bet of theirs waits for the desk
    'GET /user/bet/referred': ok([]),
    ...handlers,
  });
  const app = renderApp(path ?? `/match/${match.id}`);
  return { ...app, api };
}

/** The room (openRoom's options) with the bet dialog of the side whose button `side` names open. */
export async function openBetDialog(options: Parameters<typeof openRoom>[0] = {}, side: RegExp = /ฝั่งแดง/) {
  const app = openRoom(options);
  await app.user.click(await screen.findByRole('button', { name: side }));
  const dialog = await screen.findByRole('dialog');
  const input = within(dialog).getByLabelText('จำนวนเงินเดิมพัน (บาท)');
  return { ...app, dialog, input, betPath: `/user/bet/${(options.match ?? aMatch()).id}` };
}

/**
 * Types `amount` and presses place: the dialog's own rules answer "cannot bet" with `text` before
 * the confirm step, and nothing is sent. Returns the popup.
 */
export async function expectRefusedBeforeSending(
  { user, dialog, input, api, betPath }: Awaited<ReturnType<typeof openBetDialog>>,
  amount: string,
  text: string,
) {
  await user.type(input, amount);
  await user.click(within(dialog).getByRole('button', { name: 'วางเดิมพัน' }));
  const popup = await screen.findByRole('alertdialog', { name: 'ไม่สามารถแทงได้' });
  expect(within(popup).getByText(text)).toBeInTheDocument();
  expect(api.callsTo(betPath)).toHaveLength(0);
  return popup;
}
