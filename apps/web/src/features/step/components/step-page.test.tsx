import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@sanam/contract/account.ts';
import type { StepMatch, StepTicket, StepTicketDetails } from '@sanam/contract/steps.ts';
import { applyBalance } from '../../../lib/balance.ts';
import { i18n } from '../../../lib/i18n.ts';
import { setSession } from '../../../lib/session.ts';
import { fail, mockApi, ok, type MockReply } from '@sanam/client/testing/mock.ts';
import { member, tokens } from '../../../test/member-session.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { aMatch } from '@sanam/fixtures/matches.ts';

type Handler = Parameters<typeof mockApi>[0][string];
const slow = { timeout: 5_000 };

function aRound(id: number, overrides: Partial<StepMatch> = {}): StepMatch {
  return {
    ...aMatch({
      id,
      round_name: `คู่ที่ ${id}`,
      is_prefight: true,
      rate: 100 + id,
      red_cow_name: `แดง${id}`,
      blue_cow_name: `ดำ${id}`,
    }),
    red_odds: 1.9,
    blue_odds: 2.1111,
    ...overrides,
  };
}

function aTicket(overrides: Partial<StepTicket> = {}): StepTicket {
  return {
    id: 41,
    amount: 100,
    legs_count: 2,
    legs_settled: 1,
    odds: 4.0111,
    potential_payout: 401.11,
    status: 'pending',
    payout: null,
    ref: null,
    created_at: '2025-01-03T07:05:00.000Z',
    settled_at: null,
    ...overrides,
  };
}

const details: StepTicketDetails = {
  ...aTicket(),
  legs: [
    {
      id: 1,
      match_id: 1,
      round_name: 'คู่ที่ 1',
      red_cow_name: 'แดง1',
      blue_cow_name: 'ดำ1',
      stadium_name: null,
      type: 'red',
      rate_id: 101,
      rate_name: 'ด 10/9',
      rate_1: 10,
      rate_2: 9,
      odds: 1.9,
      result: 'red',
      status: 'won',
    },
    {
      id: 2,
      match_id: 2,
      round_name: 'คู่ที่ 2',
      red_cow_name: 'แดง2',
      blue_cow_name: 'ดำ2',
      stadium_name: null,
      type: 'blue',
      rate_id: 102,
      rate_name: 'ด 10/9',
      rate_1: 9,
      rate_2: 10,
      odds: 2.1111,
      result: null,
      status: 'pending',
    },
  ],
};

const page = (items: StepTicket[] = [], next_cursor: number | null = null) => ok({ items, next_cursor });

function openStep(path = '/step', handlers: Record<string, Handler | MockReply> = {}, user: User = member) {
  setSession({ ...tokens, user });
  const api = mockApi({
    '/user/user/get_profile': ok({ user }),
    '/user/match/step': ok([aRound(1), aRound(2), aRound(3)]),
    '/user/transaction/step': page(),
    ...handlers,
  });
  return { ...renderApp(path), api };
}

const rounds = () => screen.findByRole('list', { name: 'คู่ที่เปิดรับสเต็ป' }, slow);
const pick = async (user: ReturnType<typeof openStep>['user'], name: RegExp) =>
  user.click(await screen.findByRole('button', { name }, slow));

describe('step page (/step)', () => {
  it('drops the launch token from the address and lists the rounds open for steps with their odds', async () => {
    const { router } = openStep('/step?token=secret-access');
    const list = await rounds();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/step');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('ด 10/9')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('button', { name: 'เลือกฝั่งแดง แดง1 ราคา x1.90' })).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('button', { name: 'เลือกฝั่งน้ำเงิน ดำ1 ราคา x2.11' })).toBeInTheDocument();
    expect(await screen.findByText('ยังไม่มีบิลสเต็ป')).toBeInTheDocument();
  });

  it('builds a ticket: legs, combined odds, payout, the contract rule, confirm, then sends it once', async () => {
    const { user, api } = openStep('/step', {
      '/user/bet/step': ok({ ticket: details, balance: 12245.5, event_point: 43 }, 'แทงสเต็ปสำเร็จ'),
    });
    await rounds();
    await pick(user, /แดง แดง1/);
    const slip = screen.getByRole('region', { name: 'บิลสเต็ป' });
    const input = within(slip).getByLabelText('จำนวนเงิน (บาท)');
    await user.type(input, '100');
    // one leg: the contract's rule answers in the member's language
    await user.click(within(slip).getByRole('button', { name: 'แทงสเต็ป' }));
    expect(await screen.findByRole('alertdialog', { name: 'ยังแทงไม่ได้' })).toHaveTextContent(
      'เลือกได้ 2 ถึง 10 คู่ต่อหนึ่งบิล',
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: /ตกลง|OK/ }));

    await pick(user, /น้ำเงิน ดำ2/);
    expect(within(slip).getByText('2/10 คู่')).toBeInTheDocument();
    // 1.9 × 19/9 = 4.0111…; 100 baht → 401.11
    expect(within(slip).getByText('x4.01')).toBeInTheDocument();
    expect(within(slip).getByText('401.11 บาท')).toBeInTheDocument();
    // picking the other side switches the round; picking it again takes it off
    await pick(user, /แดง แดง2/);
    expect(within(slip).getByText('x3.61')).toBeInTheDocument();
    await pick(user, /น้ำเงิน ดำ2/);

    await user.click(within(slip).getByRole('button', { name: 'แทงสเต็ป' }));
    const confirm = await screen.findByRole('dialog', { name: 'ยืนยันการแทงสเต็ป' });
    expect(within(confirm).getAllByRole('listitem')).toHaveLength(2);
    expect(within(confirm).getByText('100.00 บาท')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'ยืนยันแทง' }));
    expect(await screen.findByRole('alertdialog', { name: 'แทงสเต็ปสำเร็จ' })).toBeInTheDocument();
    const sent = api.callsTo('/user/bet/step');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      amount: 100,
      steps: [
        { matchId: 1, type: 'red', rateId: 101 },
        { matchId: 2, type: 'blue', rateId: 102 },
      ],
    });
    expect(sent[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    // the slip is emptied
    await waitFor(() => expect(within(slip).getByText('0/10 คู่')).toBeInTheDocument());
  });

  it("refuses a stake over the member's own largest stake before the confirmation, naming it", async () => {
    const { user, api } = openStep('/step', {}, { ...member, betting: { ...member.betting, max_bet: 500 } });
    await rounds();
    await pick(user, /แดง แดง1/);
    await pick(user, /น้ำเงิน ดำ2/);
    const slip = screen.getByRole('region', { name: 'บิลสเต็ป' });
    expect(within(slip).getByText('สูงสุด 500.00 บาท')).toBeInTheDocument();
    await user.type(within(slip).getByLabelText('จำนวนเงิน (บาท)'), '600');
    await user.click(within(slip).getByRole('button', { name: 'แทงสเต็ป' }));
    expect(await screen.findByRole('alertdialog', { name: 'ยังแทงไม่ได้' })).toHaveTextContent(
      'ยอดแทงสูงสุด 500 บาท',
    );
    expect(screen.queryByRole('dialog', { name: 'ยืนยันการแทงสเต็ป' })).not.toBeInTheDocument();
    expect(api.callsTo('/user/bet/step')).toHaveLength(0);
  });

  it("shows the server's refusal and keeps the slip", async () => {
    const { user } = openStep('/step', {
      '/user/bet/step': fail(409, 'ราคาของคู่ที่เลือกเปลี่ยนแล้ว กรุณาตรวจสอบราคาใหม่', 'bet_refused'),
    });
    await rounds();
    await pick(user, /แดง แดง1/);
    await pick(user, /แดง แดง3/);
    const slip = screen.getByRole('region', { name: 'บิลสเต็ป' });
    await user.click(within(within(slip).getByRole('group', { name: 'เพิ่มจำนวนเงินด่วน' })).getByText('+500'));
    await user.click(within(slip).getByRole('button', { name: 'แทงสเต็ป' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ยืนยันแทง' }));
    expect(await screen.findByRole('alertdialog', { name: 'แทงสเต็ปไม่สำเร็จ' })).toHaveTextContent(
      'ราคาของคู่ที่เลือกเปลี่ยนแล้ว',
    );
    expect(within(slip).getByText('2/10 คู่')).toBeInTheDocument();
  });

  it('lists my tickets and expands one to its legs', async () => {
    const { user, api } = openStep('/step', {
      '/user/transaction/step': page([
        aTicket(),
        aTicket({ id: 40, status: 'won', payout: 361, legs_settled: 2, odds: 3.61, potential_payout: 361 }),
      ]),
      '/user/transaction/step_details/41': ok(details),
    });
    const list = await screen.findByRole('list', { name: 'บิลสเต็ปของฉัน' }, slow);
    const [pending, won] = within(list).getAllByRole('listitem');
    expect(pending).toHaveAccessibleName('บิล #41');
    expect(within(pending!).getByText('รอผล')).toBeInTheDocument();
    expect(within(pending!).getByText('401.11 บาท')).toBeInTheDocument();
    expect(within(won!).getByText('ชนะ')).toBeInTheDocument();
    expect(within(won!).getByText('361.00 บาท')).toBeInTheDocument();
    await user.click(within(pending!).getByRole('button', { name: 'ดูรายละเอียด' }));
    const legs = await within(pending!).findByRole('list', { name: 'คู่ในบิล #41' });
    const rows = within(legs).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('แดง · แดง1');
    expect(rows[0]).toHaveTextContent('ชนะ');
    expect(rows[1]).toHaveTextContent('น้ำเงิน · ดำ2');
    expect(rows[1]).toHaveTextContent('รอผล');
    expect(api.callsTo('/user/transaction/step_details/41')).toHaveLength(1);
  });

  it('writes a leg’s rate with the member’s letters, as the rounds list does (R 10/9 in English)', async () => {
    await i18n.changeLanguage('en');
    const { user } = openStep('/step', {
      '/user/transaction/step': page([aTicket()]),
      '/user/transaction/step_details/41': ok(details),
    });
    const list = await screen.findByRole('list', { name: 'My step tickets' }, slow);
    const [ticket] = within(list).getAllByRole('listitem');
    await user.click(within(ticket!).getByRole('button', { name: 'Show details' }));
    const legs = await within(ticket!).findByRole('list', { name: 'Rounds of ticket #41' });
    const [first] = within(legs).getAllByRole('listitem');
    expect(first).toHaveTextContent('R 10/9');
    expect(first).not.toHaveTextContent('ด 10/9');
  });

  it('reads the tickets again when the balance moves (a ticket settled)', async () => {
    let paid = false;
    const { api, queryClient } = openStep('/step', {
      '/user/transaction/step': () =>
        page([paid ? aTicket({ status: 'won', payout: 401.11, legs_settled: 2 }) : aTicket()]),
    });
    const list = await screen.findByRole('list', { name: 'บิลสเต็ปของฉัน' }, slow);
    expect(within(list).getByText('รอผล')).toBeInTheDocument();
    const reads = api.callsTo('/user/transaction/step').length;
    paid = true;
    act(() =>
      applyBalance(queryClient, { balance: member.balance + 401.11, event_point: member.event_point }),
    );
    expect(await within(list).findByText('ชนะ')).toBeInTheDocument();
    expect(api.callsTo('/user/transaction/step').length).toBeGreaterThan(reads);
  });

  it('will not take a side closed on its own: greyed out and saying so, the other side still open', async () => {
    openStep('/step', { '/user/match/step': ok([aRound(1, { red_closed_by: 'operator' }), aRound(2)]) });
    const [first] = within(await rounds()).getAllByRole('listitem');
    const red = within(first!).getByRole('button', { name: 'เลือกฝั่งแดง แดง1 ราคา x1.90' });
    expect(red).toBeDisabled();
    expect(within(red).getByText('ปิดรับ')).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'เลือกฝั่งน้ำเงิน ดำ1 ราคา x2.11' })).toBeEnabled();
  });

  it('says when no round is open', async () => {
    openStep('/step', { '/user/match/step': ok([]) });
    expect(await screen.findByText('ยังไม่มีคู่ที่เปิดรับสเต็ป', {}, slow)).toBeInTheDocument();
  });

  it('offers a retry when the rounds fail to load', async () => {
    let calls = 0;
    const { user } = openStep('/step', {
      '/user/match/step': () => (++calls === 1 ? fail(500, 'error') : ok([aRound(1)])),
    });
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('โหลดรายการคู่ไม่สำเร็จ');
    await user.click(within(alert).getByRole('button', { name: 'ลองใหม่' }));
    expect(await rounds()).toBeInTheDocument();
  });
});
