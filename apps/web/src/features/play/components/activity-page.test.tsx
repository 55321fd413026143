import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ActivityStatement, PlayState } from '@sanam/contract/play.ts';
import { fail, mockApi, ok, type MockReply } from '@sanam/client/testing/mock.ts';
import { setSession } from '../../../lib/session.ts';
import { member, tokens } from '../../../test/member-session.ts';
import { renderApp } from '../../../test/render-app.tsx';

const slow = { timeout: 5_000 };
const zero = { deposits: 0, withdrawals: 0, stakes: 0, net: 0 };

/** The server's statement: every period of the range, zeros but for those given. */
function statement(by: 'day' | 'month', periods: string[], busy: Record<string, Partial<typeof zero>>) {
  return {
    by,
    rows: periods.map((period) => ({ period, ...zero, ...busy[period] })),
  } satisfies ActivityStatement;
}

const days = Array.from({ length: 31 }, (_, i) =>
  new Date(Date.UTC(2026, 2, 1 - i)).toISOString().slice(0, 10),
);
const months = Array.from({ length: 12 }, (_, i) =>
  new Date(Date.UTC(2026, 2 - i, 1)).toISOString().slice(0, 7),
);

const byDay = statement('day', days, {
  '2026-03-01': { deposits: 500, withdrawals: 400, stakes: 340, net: -340 },
  '2026-02-28': { deposits: 1000, stakes: 100, net: 90 },
});
const byMonth = statement('month', months, {
  '2026-03': { deposits: 500, withdrawals: 400, stakes: 340, net: -340 },
  '2026-02': { deposits: 1000, stakes: 100, net: 90 },
});

type Reply = MockReply | (() => MockReply);

function openActivity(day: Reply = ok(byDay), month: Reply = ok(byMonth)) {
  setSession({ ...tokens, user: member });
  const api = mockApi({
    '/user/user/get_profile': ok({ user: member }),
    'GET /user/play/activity?by=day': day,
    'GET /user/play/activity?by=month': month,
  });
  return { ...renderApp('/play/activity'), api };
}

const noLimits: PlayState = {
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

const cells = (row: HTMLElement) =>
  [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((c) => c.textContent);

describe('the statement of activity', () => {
  it('draws every day of the range and lists the days with activity, newest first, with the totals', async () => {
    openActivity();
    expect(await screen.findByRole('heading', { name: 'สรุปการเล่น', level: 1 }, slow)).toBeInTheDocument();
    expect(
      await screen.findByRole('img', { name: /กราฟยอดเดิมพันและได้เสียสุทธิรายวัน 31 วันล่าสุด/ }, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'รายวัน' })).toHaveAttribute('aria-pressed', 'true');

    const table = screen.getByRole('table', { name: 'วันที่มีรายการ ล่าสุดอยู่บน จำนวนเงินเป็นบาท' });
    const [head, first, second, total, ...rest] = within(table).getAllByRole('row');
    expect(rest).toEqual([]);
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['วันที่', 'ฝาก', 'ถอน', 'เดิมพัน', 'ได้/เสีย']);
    expect(cells(first!)).toEqual(['1 มี.ค.', '500.00', '400.00', '340.00', '-340.00']);
    expect(cells(second!)).toEqual(['28 ก.พ.', '1,000.00', '0.00', '100.00', '+90.00']);
    expect(cells(total!)).toEqual(['รวม 31 วัน', '1,500.00', '400.00', '440.00', '-250.00']);
  });

  it('turns to months when asked, the days staying until the months are there', async () => {
    const { user, api } = openActivity();
    await screen.findByRole('table', {}, slow);
    await user.click(screen.getByRole('button', { name: 'รายเดือน' }));
    const table = await screen.findByRole('table', { name: 'เดือนที่มีรายการ ล่าสุดอยู่บน จำนวนเงินเป็นบาท' }, slow);
    const [, first, second, total] = within(table).getAllByRole('row');
    expect(cells(first!)[0]).toBe('มี.ค. 69');
    expect(cells(second!)[0]).toBe('ก.พ. 69');
    expect(cells(total!)[0]).toBe('รวม 12 เดือน');
    expect(screen.getByRole('button', { name: 'รายเดือน' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('GET /user/play/activity').map((c) => c.query.get('by'))).toEqual(['day', 'month']);
  });

  it('says when there is nothing in the range, without a chart or a table', async () => {
    openActivity(ok(statement('day', days, {})));
    expect(await screen.findByText('ยังไม่มีรายการในช่วงนี้', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('ยอดฝาก ถอน และเดิมพันใน 31 วันล่าสุดจะแสดงที่นี่')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('offers a retry when the statement cannot be read', async () => {
    let calls = 0;
    const { user } = openActivity(() => (++calls === 1 ? fail(500, 'ระบบขัดข้อง') : ok(byDay)));
    const alert = await screen.findByRole('alert', {}, slow);
    await user.click(within(alert).getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByRole('table', {}, slow)).toBeInTheDocument();
  });

  it('is a step from the limits page, and leads back to it', async () => {
    setSession({ ...tokens, user: member });
    mockApi({
      '/user/user/get_profile': ok({ user: member }),
      'GET /user/play/activity?by=day': ok(byDay),
      'GET /user/play': ok(noLimits),
    });
    const { user, router } = renderApp('/play');
    await user.click(await screen.findByRole('link', { name: /สรุปการเล่น/ }, slow));
    expect(router.state.location.pathname).toBe('/play/activity');
    await user.click(await screen.findByRole('link', { name: 'วงเงินของฉัน' }, slow));
    expect(router.state.location.pathname).toBe('/play');
  });
});
