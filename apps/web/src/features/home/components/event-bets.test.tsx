import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { STORAGE_KEYS } from '@sanam/contract/constants.ts';
import type { QuizEvent } from '@sanam/contract/events.ts';
import { AppProviders } from '../../../app/providers.tsx';
import { setSession } from '../../../lib/session.ts';
import { fail, mockApi, ok, type MockReply } from '@sanam/client/testing/mock.ts';
import { member, tokens } from '../../../test/member-session.ts';
import { SidePanel } from './side-panel.tsx';
import { lastSocket } from '../../../test/fake-socket.ts';

// socket.io-client is outside code: the test plays the server (QUIZ)
vi.mock('socket.io-client', () => import('../../../test/fake-socket.ts'));

const slow = { timeout: 5_000 };

const anEvent = (over: Partial<QuizEvent> = {}): QuizEvent => ({
  id: 4,
  question: 'ใครชนะคู่เอกสนาม B คืนนี้?',
  closes_at: null,
  version: 2,
  min_bet: 10,
  options: [
    { key: 'red', label: 'ไอ้แดง', odds: 1.85 },
    { key: 'blue', label: 'ไอ้ดำ', odds: 2.1 },
  ],
  my_bets: [],
  ...over,
});

function renderPanel(
  quiz: MockReply | (() => MockReply),
  bet?: (body: unknown) => MockReply,
  more: Record<string, MockReply> = {},
) {
  setSession({ ...tokens, user: { ...member, balance: 5000 } });
  const api = mockApi({
    '/user/user/get_profile': ok({ user: { ...member, balance: 5000 } }),
    '/user/match/stadium': ok([]),
    '/user/match/listopen': ok([]),
    '/user/quiz': typeof quiz === 'function' ? () => quiz() : quiz,
    ...(bet ? { '/user/bet/event/4': bet } : {}),
    ...more,
  });
  const router = createMemoryRouter([{ path: '/', element: <SidePanel /> }], { initialEntries: ['/'] });
  render(
    <AppProviders queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user: userEvent.setup(), api };
}

describe('the side panel’s event section', () => {
  it('lists the open events with their options, odds and the member’s own bets', async () => {
    renderPanel(
      ok([
        anEvent({
          my_bets: [
            {
              id: 9,
              event_id: 4,
              type: 'blue',
              label: 'ไอ้ดำ',
              amount: 200,
              odds: 2.1,
              status: 'placed',
              payout: null,
              created_at: '2026-01-10T05:00:00.000Z',
            },
          ],
        }),
      ]),
    );
    const list = await screen.findByRole('list', { name: 'ทายผลกิจกรรม' }, slow);
    expect(within(list).getByText('ใครชนะคู่เอกสนาม B คืนนี้?')).toBeInTheDocument();
    expect(within(list).getByText('เปิดจนกว่าจะประกาศปิด')).toBeInTheDocument();
    const options = within(list).getByRole('group', { name: 'ตัวเลือกของ ใครชนะคู่เอกสนาม B คืนนี้?' });
    expect(within(options).getByRole('button', { name: 'ทาย ไอ้แดง ราคา 1.85' })).toBeInTheDocument();
    expect(within(options).getByRole('button', { name: 'ทาย ไอ้ดำ ราคา 2.10' })).toBeInTheDocument();
    expect(within(list).getByText('ที่คุณทายไว้')).toBeInTheDocument();
    expect(within(list).getByText('ไอ้ดำ · ฿200.00 @ 2.10')).toBeInTheDocument();
    expect(within(list).getByText('รอผล')).toBeInTheDocument();
  });

  it('says when no event is open', async () => {
    renderPanel(ok([]));
    expect(await screen.findByText('ยังไม่มีกิจกรรมเปิดให้ทายผลในตอนนี้', {}, slow)).toBeInTheDocument();
  });

  it('shows a load error with a retry', async () => {
    let calls = 0;
    const { user } = renderPanel(() => (++calls === 1 ? fail(500, 'boom') : ok([anEvent()])));
    expect(await screen.findByText('โหลดกิจกรรมไม่สำเร็จ', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(await screen.findByRole('button', { name: 'ทาย ไอ้แดง ราคา 1.85' }, slow)).toBeInTheDocument();
  });

  it('places a bet at the odds shown, after a confirmation', async () => {
    const { user, api } = renderPanel(ok([anEvent()]), () =>
      ok(
        {
          bet: {
            id: 10,
            event_id: 4,
            type: 'red',
            label: 'ไอ้แดง',
            amount: 600,
            odds: 1.85,
            status: 'placed',
            payout: null,
            created_at: '2026-01-10T05:00:00.000Z',
          },
          balance: 4400,
          event_point: 1,
        },
        'ทายผลสำเร็จ',
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'ทาย ไอ้แดง ราคา 1.85' }, slow));
    const dialog = screen.getByRole('dialog', { name: 'ทายผล: ไอ้แดง' });
    expect(within(dialog).getByRole('button', { name: 'ทายผล' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '+100' }));
    await user.click(within(dialog).getByRole('button', { name: '+500' }));
    expect(within(dialog).getByLabelText('จำนวนเงิน (บาท)')).toHaveValue(600);
    expect(within(dialog).getByText('1,110.00 บาท')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ทายผล' }));

    const confirm = screen.getByRole('dialog', { name: 'ยืนยันการทายผล' });
    expect(within(confirm).getByText('600.00 บาท')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'ยืนยัน' }));

    expect(await screen.findByRole('alertdialog', { name: 'ทายผลสำเร็จ' }, slow)).toBeInTheDocument();
    const [call] = api.callsTo('/user/bet/event/4');
    expect(call?.body).toEqual({ amount: 600, type: 'red', odds: 1.85, ref: expect.any(String) as string });
    expect(screen.queryByRole('dialog', { name: 'ยืนยันการทายผล' })).not.toBeInTheDocument();
  });

  it('refuses more than the balance and an amount off the steps before the confirmation', async () => {
    const { user, api } = renderPanel(ok([anEvent()]), () => ok({}));
    await user.click(await screen.findByRole('button', { name: 'ทาย ไอ้ดำ ราคา 2.10' }, slow));
    const dialog = screen.getByRole('dialog', { name: 'ทายผล: ไอ้ดำ' });
    const amount = within(dialog).getByLabelText('จำนวนเงิน (บาท)');
    await user.type(amount, '5010');
    await user.click(within(dialog).getByRole('button', { name: 'ทายผล' }));
    const over = await screen.findByRole('alertdialog', { name: 'ไม่สามารถทายผลได้' });
    expect(within(over).getByText('ยอดเงินไม่เพียงพอ')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.clear(amount);
    await user.type(amount, '155');
    await user.click(within(dialog).getByRole('button', { name: 'ทายผล' }));
    const offStep = await screen.findByRole('alertdialog', { name: 'ไม่สามารถทายผลได้' });
    expect(within(offStep).getByText('ยอดแทงต้องเป็นทวีคูณของ 10 บาท')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'ยืนยันการทายผล' })).not.toBeInTheDocument();
    expect(api.callsTo('/user/bet/event/4')).toHaveLength(0);
  });

  it('refuses an empty or zero amount by the contract’s rule, and shows a refused bet’s message', async () => {
    const { user } = renderPanel(ok([anEvent()]), () =>
      fail(409, 'ราคาเปลี่ยนแล้ว กรุณาตรวจสอบราคาใหม่ก่อนทายผล', 'bet_refused'),
    );
    await user.click(await screen.findByRole('button', { name: 'ทาย ไอ้ดำ ราคา 2.10' }, slow));
    const dialog = screen.getByRole('dialog', { name: 'ทายผล: ไอ้ดำ' });
    await user.type(within(dialog).getByLabelText('จำนวนเงิน (บาท)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'ทายผล' }));
    const warning = await screen.findByRole('alertdialog', { name: 'ไม่สามารถทายผลได้' });
    expect(within(warning).getByText('กรุณากรอกจำนวนเงินมากกว่า 0')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.clear(within(dialog).getByLabelText('จำนวนเงิน (บาท)'));
    await user.type(within(dialog).getByLabelText('จำนวนเงิน (บาท)'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'ทายผล' }));
    await user.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    const refused = await screen.findByRole('alertdialog', { name: 'ทายผลไม่สำเร็จ' }, slow);
    expect(within(refused).getByText('ราคาเปลี่ยนแล้ว กรุณาตรวจสอบราคาใหม่ก่อนทายผล')).toBeInTheDocument();
  });
});

describe('the event list over the socket', () => {
  const pushed = (over: Record<string, unknown> = {}, announce = 'odds') => {
    const { my_bets: _mine, ...event } = anEvent();
    const full = { ...event, state: 'open', winner: null, ...over };
    return { event: full, announce, version: full.version };
  };

  it('shows an odds change pushed over the socket at once, without a poll, and drops an older one', async () => {
    const { api } = renderPanel(ok([anEvent()]));
    const list = await screen.findByRole('list', { name: 'ทายผลกิจกรรม' }, slow);
    expect(within(list).getByRole('button', { name: 'ทาย ไอ้แดง ราคา 1.85' })).toBeInTheDocument();
    const socket = lastSocket();
    // the home's socket asks for the events room
    expect(socket.options.query).toEqual({ events: '1' });
    socket.connectNow();
    // a (re)connect refetches the list: nothing missed while away is lost
    await waitFor(() => expect(api.callsTo('/user/quiz')).toHaveLength(2));

    socket.serverEmit(
      'QUIZ',
      pushed({
        version: 3,
        options: [
          { key: 'red', label: 'ไอ้แดง', odds: 1.95 },
          { key: 'blue', label: 'ไอ้ดำ', odds: 2.1 },
        ],
      }),
    );
    expect(await within(list).findByRole('button', { name: 'ทาย ไอ้แดง ราคา 1.95' })).toBeInTheDocument();
    // an event older than what is held changes nothing
    socket.serverEmit(
      'QUIZ',
      pushed({
        version: 2,
        options: [
          { key: 'red', label: 'ไอ้แดง', odds: 1.5 },
          { key: 'blue', label: 'ไอ้ดำ', odds: 2.1 },
        ],
      }),
    );
    // (React Query tells the screen on its next tick: give it one)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(list).getByRole('button', { name: 'ทาย ไอ้แดง ราคา 1.95' })).toBeInTheDocument();
    // the odds came over the socket, not by fetching the list again
    expect(api.callsTo('/user/quiz')).toHaveLength(2);
  });

  it('shows odds that moved under the confirmation, old beside new, and sends only the new odds once accepted', async () => {
    const { user, api } = renderPanel(ok([anEvent()]), () => ok({}, 'ทายผลสำเร็จ'));
    await user.click(await screen.findByRole('button', { name: 'ทาย ไอ้ดำ ราคา 2.10' }, slow));
    const dialog = screen.getByRole('dialog', { name: 'ทายผล: ไอ้ดำ' });
    await user.type(within(dialog).getByLabelText('จำนวนเงิน (บาท)'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'ทายผล' }));
    const confirm = screen.getByRole('dialog', { name: 'ยืนยันการทายผล' });
    lastSocket().serverEmit(
      'QUIZ',
      pushed({
        version: 3,
        options: [
          { key: 'red', label: 'ไอ้แดง', odds: 1.85 },
          { key: 'blue', label: 'ไอ้ดำ', odds: 2.3 },
        ],
      }),
    );
    await screen.findByRole('button', { name: 'ทาย ไอ้ดำ ราคา 2.30' });
    // the confirmation shows the odds now in force, the old ones struck through, and holds the send
    expect(within(confirm).getByRole('status')).toHaveTextContent(
      'ราคาเปลี่ยนจาก 2.10 เป็น 2.30 ระหว่างยืนยัน กด “ยอมรับราคาใหม่” ก่อนยืนยัน',
    );
    expect(
      within(confirm)
        .getAllByRole('deletion')
        .map((el) => el.textContent),
    ).toEqual(['2.10', '210.00 บาท']);
    expect(
      within(confirm)
        .getAllByRole('insertion')
        .map((el) => el.textContent),
    ).toEqual(['2.30', '230.00 บาท']);
    expect(within(confirm).queryByRole('button', { name: 'ยืนยัน' })).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'ยอมรับราคาใหม่' }));
    expect(api.callsTo('/user/bet/event/4')).toHaveLength(0);
    expect(within(confirm).queryByRole('deletion')).not.toBeInTheDocument();
    expect(within(confirm).getByText('2.30')).toBeInTheDocument();

    await user.click(within(confirm).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(api.callsTo('/user/bet/event/4')).toHaveLength(1));
    expect(api.callsTo('/user/bet/event/4')[0]?.body).toMatchObject({ amount: 100, type: 'blue', odds: 2.3 });
  });

  it('shows odds that move under the open form, old beside new with the new return', async () => {
    const { user } = renderPanel(ok([anEvent()]));
    await user.click(await screen.findByRole('button', { name: 'ทาย ไอ้แดง ราคา 1.85' }, slow));
    const dialog = screen.getByRole('dialog', { name: 'ทายผล: ไอ้แดง' });
    await user.type(within(dialog).getByLabelText('จำนวนเงิน (บาท)'), '100');
    lastSocket().serverEmit(
      'QUIZ',
      pushed({
        version: 3,
        options: [
          { key: 'red', label: 'ไอ้แดง', odds: 1.6 },
          { key: 'blue', label: 'ไอ้ดำ', odds: 2.1 },
        ],
      }),
    );
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'ราคาเปลี่ยนจาก 1.85 เป็น 1.60 ตรวจสอบยอดที่จะได้รับก่อนทายผล',
    );
    expect(
      within(dialog)
        .getAllByRole('deletion')
        .map((el) => el.textContent),
    ).toEqual(['1.85', '185.00 บาท']);
    expect(
      within(dialog)
        .getAllByRole('insertion')
        .map((el) => el.textContent),
    ).toEqual(['1.60', '160.00 บาท']);
  });

  it('asks again with the same ref after no answer, and with a new one once the odds moved', async () => {
    let calls = 0;
    const { user, api } = renderPanel(ok([anEvent()]), () =>
      ++calls < 3 ? { status: 503, body: { success: false, message: '', data: null } } : ok({}, 'ทายผลสำเร็จ'),
    );
    await user.click(await screen.findByRole('button', { name: 'ทาย ไอ้ดำ ราคา 2.10' }, slow));
    await user.type(
      within(screen.getByRole('dialog', { name: 'ทายผล: ไอ้ดำ' })).getByLabelText('จำนวนเงิน (บาท)'),
      '100',
    );
    const sendOnce = async () => {
      await user.click(
        within(screen.getByRole('dialog', { name: 'ทายผล: ไอ้ดำ' })).getByRole('button', { name: 'ทายผล' }),
      );
      await user.click(
        within(screen.getByRole('dialog', { name: 'ยืนยันการทายผล' })).getByRole('button', { name: 'ยืนยัน' }),
      );
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'ตกลง' }));
    };
    // no answer twice: the outcome is unknown, so asking again is the same bet, under the same ref
    await sendOnce();
    await sendOnce();

    await user.click(
      within(screen.getByRole('dialog', { name: 'ทายผล: ไอ้ดำ' })).getByRole('button', { name: 'ทายผล' }),
    );
    const confirm = screen.getByRole('dialog', { name: 'ยืนยันการทายผล' });
    lastSocket().serverEmit(
      'QUIZ',
      pushed({
        version: 3,
        options: [
          { key: 'red', label: 'ไอ้แดง', odds: 1.85 },
          { key: 'blue', label: 'ไอ้ดำ', odds: 2.3 },
        ],
      }),
    );
    // at new odds it is another bet: a new ref
    await user.click(await within(confirm).findByRole('button', { name: 'ยอมรับราคาใหม่' }));
    await user.click(within(confirm).getByRole('button', { name: 'ยืนยัน' }));
    await waitFor(() => expect(api.callsTo('/user/bet/event/4')).toHaveLength(3));
    const [first, second, third] = api
      .callsTo('/user/bet/event/4')
      .map((c) => c.body as { ref: string; odds: number });
    expect([first?.odds, second?.odds, third?.odds]).toEqual([2.1, 2.1, 2.3]);
    expect(second?.ref).toBe(first?.ref);
    expect(third?.ref).not.toBe(first?.ref);
  });

  it('knocks again when the server closes the socket because the sign-in ended, and a refused renewal signs out', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api } = renderPanel(ok([anEvent()]), undefined, {
      '/line/refresh': fail(401, 'กรุณาเข้าสู่ระบบใหม่', 'auth.refresh_failed'),
    });
    await screen.findByRole('list', { name: 'ทายผลกิจกรรม' }, slow);
    const socket = lastSocket();
    socket.dropConnection();
    expect(socket.connectCalls).toBe(0);
    socket.closeByServer();
    expect(socket.connectCalls).toBe(1);
    socket.refuseHandshake({ code: 'unauthorized', key: 'auth.invalid_token' });
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull());
    expect(api.callsTo('/line/refresh')).toHaveLength(1);
    error.mockRestore();
  });

  it('adds an event the operator opens and takes off one they close, as it happens', async () => {
    renderPanel(ok([anEvent()]));
    const list = await screen.findByRole('list', { name: 'ทายผลกิจกรรม' }, slow);
    const socket = lastSocket();
    socket.serverEmit(
      'QUIZ',
      pushed({ id: 7, question: 'ยกไหนจบ?', version: 2, closes_at: '2999-01-01T00:00:00.000Z' }, 'opened'),
    );
    expect(await within(list).findByText('ยกไหนจบ?')).toBeInTheDocument();
    socket.serverEmit('QUIZ', pushed({ version: 3, state: 'closed' }, 'closed'));
    await waitFor(() => expect(within(list).queryByText('ใครชนะคู่เอกสนาม B คืนนี้?')).not.toBeInTheDocument());
    // a late "opened" of the closed event does not bring it back
    socket.serverEmit('QUIZ', pushed({ version: 2 }, 'opened'));
    // (a later change of the other event shows, so the late one had its chance)
    socket.serverEmit(
      'QUIZ',
      pushed(
        { id: 7, question: 'ยกไหนจบ? (แก้คำถาม)', version: 3, closes_at: '2999-01-01T00:00:00.000Z' },
        'odds',
      ),
    );
    expect(await within(list).findByText('ยกไหนจบ? (แก้คำถาม)')).toBeInTheDocument();
    expect(within(list).queryByText('ใครชนะคู่เอกสนาม B คืนนี้?')).not.toBeInTheDocument();
  });
});
