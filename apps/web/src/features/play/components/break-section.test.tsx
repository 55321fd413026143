import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PlayState } from '@sanam/contract/play.ts';
import { getSession, setSession } from '../../../lib/session.ts';
import { fail, mockApi, ok, type MockReply } from '@sanam/client/testing/mock.ts';
import { member, tokens } from '../../../test/member-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

const slow = { timeout: 5_000 };

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

const taken = ok(
  {
    kind: 'time_out',
    length: '24h',
    started_at: '2099-01-01T00:00:00.000Z',
    ends_at: '2099-01-02T00:00:00.000Z',
    closed_until: null,
    by: 'member',
  },
  'เริ่มพักการเล่นแล้ว ทุกอุปกรณ์ถูกออกจากระบบ',
);

async function openBreaks(takeBreak: MockReply = taken) {
  setSession({ ...tokens, user: member });
  const api = mockApi({
    '/user/user/get_profile': ok({ user: member }),
    'GET /user/play': ok(state),
    'GET /user/play/reality': ok({
      minutes: 60,
      started_at: new Date().toISOString(),
      next_at: null,
      staked: 0,
      net: 0,
    }),
    'POST /user/play/break': takeBreak,
    '/line/revoke': ok({}),
  });
  const app = renderApp('/play');
  const section = (await screen.findByRole('heading', { name: 'พักการเล่น' }, slow)).closest('section')!;
  return { ...app, api, section };
}

describe('taking a break on the responsible-play page', () => {
  it('shows when the chosen break would end, and sends nothing until the member ticks that they understand', async () => {
    const { user, api, section } = await openBreaks();
    expect(within(section).queryByRole('button', { name: 'เริ่มพักการเล่น' })).not.toBeInTheDocument();

    await user.click(within(section).getByRole('radio', { name: '24 ชั่วโมง' }));
    expect(section).toHaveTextContent(/พักการเล่น 24 ชั่วโมง ถึง .+ \(เวลาไทย\)/);
    const start = within(section).getByRole('button', { name: 'เริ่มพักการเล่น' });
    expect(start).toBeDisabled();
    await user.click(start);
    expect(api.callsTo('POST /user/play/break')).toHaveLength(0);

    // a self-exclusion says the account stays closed after its term
    await user.click(within(section).getByRole('radio', { name: '6 เดือน' }));
    expect(section).toHaveTextContent(/ระงับการเล่น 6 เดือน ถึง .+ 24 ชั่วโมงหลังทีมงานยกเลิกการระงับ/);

    await user.click(within(section).getByRole('checkbox', { name: /ฉันเข้าใจว่าการพักนี้ยกเลิกหรือย่นเวลาไม่ได้/ }));
    expect(start).toBeEnabled();
  });

  it('takes the break, signs out here too and says so on the login screen', async () => {
    const { user, api, section, router } = await openBreaks();
    await user.click(within(section).getByRole('radio', { name: '24 ชั่วโมง' }));
    await user.click(within(section).getByRole('checkbox', { name: /ฉันเข้าใจ/ }));
    await user.click(within(section).getByRole('button', { name: 'เริ่มพักการเล่น' }));

    expect(
      await screen.findByRole('alertdialog', { name: 'เริ่มพักการเล่นแล้ว ทุกอุปกรณ์ถูกออกจากระบบ' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /user/play/break').map((c) => c.body)).toEqual([
      { length: '24h', confirm: true },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
    expect(getSession().accessToken).toBeNull();
    // the server ended the sign-in already: nothing to revoke
    expect(api.callsTo('/line/revoke')).toHaveLength(0);
  });

  it('stays signed in and shows the server’s refusal when the break is not taken', async () => {
    const { user, section, router } = await openBreaks(fail(400, 'ไม่รู้จักระยะเวลานี้', 'validation'));
    await user.click(within(section).getByRole('radio', { name: '7 วัน' }));
    await user.click(within(section).getByRole('checkbox', { name: /ฉันเข้าใจ/ }));
    await user.click(within(section).getByRole('button', { name: 'เริ่มพักการเล่น' }));
    expect(await screen.findByRole('alertdialog', { name: 'ไม่รู้จักระยะเวลานี้' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/play');
    expect(getSession().accessToken).toBe(tokens.access_token);
  });
});

describe('reality check setting', () => {
  it('shows the interval in force and saves another at once', async () => {
    const { user } = await openBreaks();
    const group = await screen.findByRole('group', { name: 'แจ้งเตือนเวลาเล่น' }, slow);
    expect(within(group).getByRole('button', { name: 'ทุก 60 นาที' })).toHaveAttribute('aria-pressed', 'true');
    const saved = mockApi({
      '/user/user/get_profile': ok({ user: member }),
      'GET /user/play': ok({ ...state, reality_check: null }),
      'POST /user/play/reality': ok(
        { minutes: null, started_at: new Date().toISOString(), next_at: null, staked: 0, net: 0 },
        'บันทึกการแจ้งเตือนเวลาเล่นแล้ว',
      ),
    });
    await user.click(within(group).getByRole('button', { name: 'ปิด' }));
    expect(await screen.findByRole('alertdialog', { name: 'บันทึกการแจ้งเตือนเวลาเล่นแล้ว' })).toBeInTheDocument();
    expect(saved.callsTo('POST /user/play/reality').map((c) => c.body)).toEqual([{ minutes: null }]);
    expect(within(group).getByRole('button', { name: 'ปิด' })).toHaveAttribute('aria-pressed', 'true');
  });
});
