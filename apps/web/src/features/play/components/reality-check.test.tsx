import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PlayState, RealityCheck } from '@sanam/contract/play.ts';
import { getSession, setSession } from '../../../lib/session.ts';
import { mockApi, ok } from '@sanam/client/testing/mock.ts';
import { member, tokens } from '../../../test/member-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

const slow = { timeout: 5_000 };
const MINUTE = 60_000;

const state: PlayState = {
  limits: [],
  lost: { day: 0, week: 0, month: 0 },
  deposited: { day: 0, week: 0, month: 0 },
  resets_at: {
    day: '2099-01-01T17:00:00.000Z',
    week: '2099-01-04T17:00:00.000Z',
    month: '2099-01-31T17:00:00.000Z',
  },
  break: null,
  reality_check: 60,
};

/**
 * A member signed in `playedMs` ago with checks every `minutes`: the first check is due when an hour
 * (or the interval) has passed since then, so a sign-in 60 minutes less a moment ago meets it at once.
 */
function signedIn({
  playedMs,
  minutes = 60,
  net = -250.5,
}: {
  playedMs: number;
  minutes?: 30 | 60 | 120 | null;
  net?: number;
}) {
  setSession({ ...tokens, user: member });
  const reality = (): RealityCheck => ({
    minutes,
    started_at: new Date(Date.now() - playedMs).toISOString(),
    next_at: null,
    staked: 1200,
    net,
  });
  let startedAt: string | null = null;
  const api = mockApi({
    '/user/user/get_profile': ok({ user: member }),
    'GET /user/play': ok(state),
    // the sign-in's start stays what it was at the first read
    'GET /user/play/reality': () => {
      const r = reality();
      startedAt ??= r.started_at;
      return ok({ ...r, started_at: startedAt });
    },
    '/line/revoke': ok({}),
  });
  return { ...renderApp('/play'), api };
}

describe('the reality check', () => {
  it('comes when the interval has passed since the sign-in, with the time played and what it won or lost', async () => {
    const { api } = signedIn({ playedMs: 60 * MINUTE - 300 });
    const dialog = await screen.findByRole('dialog', { name: 'แจ้งเตือนเวลาเล่น' }, slow);
    expect(within(dialog).getByText('คุณเล่นมาแล้ว').nextElementSibling).toHaveTextContent('1 ชั่วโมง 0 นาที');
    expect(within(dialog).getByText('ผลได้เสียรอบนี้').nextElementSibling).toHaveTextContent('เสีย ฿250.50');
    expect(within(dialog).getByText('ยอดแทงรวม').nextElementSibling).toHaveTextContent('฿1,200.00');
    // read once to time it, once more for the figures of the moment it came
    expect(api.callsTo('GET /user/play/reality')).toHaveLength(2);
  });

  it('does not come before its time', async () => {
    signedIn({ playedMs: 5 * MINUTE });
    await screen.findByRole('heading', { name: 'เล่นอย่างรับผิดชอบ', level: 1 }, slow);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('dialog', { name: 'แจ้งเตือนเวลาเล่น' })).not.toBeInTheDocument();
  });

  it('does not come when the member turned it off', async () => {
    const { api } = signedIn({ playedMs: 60 * MINUTE - 300, minutes: null });
    await screen.findByRole('heading', { name: 'เล่นอย่างรับผิดชอบ', level: 1 }, slow);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(screen.queryByRole('dialog', { name: 'แจ้งเตือนเวลาเล่น' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /user/play/reality')).toHaveLength(1);
  });

  it('“continue” closes it and play goes on', async () => {
    const { user, router } = signedIn({ playedMs: 60 * MINUTE - 300, net: 80 });
    const dialog = await screen.findByRole('dialog', { name: 'แจ้งเตือนเวลาเล่น' }, slow);
    expect(within(dialog).getByText('ผลได้เสียรอบนี้').nextElementSibling).toHaveTextContent('ได้ ฿80.00');
    await user.click(within(dialog).getByRole('button', { name: 'เล่นต่อ' }));
    expect(screen.queryByRole('dialog', { name: 'แจ้งเตือนเวลาเล่น' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/play');
    expect(getSession().accessToken).toBe(tokens.access_token);
  });

  it('“leave” signs out to the login screen', async () => {
    const { user, router, api } = signedIn({ playedMs: 60 * MINUTE - 300 });
    const dialog = await screen.findByRole('dialog', { name: 'แจ้งเตือนเวลาเล่น' }, slow);
    await user.click(within(dialog).getByRole('button', { name: 'ออกจากระบบ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(getSession().accessToken).toBeNull();
    expect(api.callsTo('/line/revoke')).toHaveLength(1);
  });
});
