// The desk's queue of big bets referred to it: what it shows of each, the arrival of a new one (a
// sound, a mark, the navigation's count), and the three decisions with what each sends.
import type { Operator } from '@sanam/contract/admin.ts';
import type { ReferredBet } from '@sanam/contract/referrals.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, type ApiCall } from '@sanam/client/testing/mock.ts';
import { playReferralSound } from '../../../lib/alert-sound.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';

vi.mock('../../../lib/alert-sound.ts', () => ({ playAlertSound: vi.fn(), playReferralSound: vi.fn() }));

const operator: Operator = { id: 3, username: 'trader1', role: 'operator' };
const cashier: Operator = { id: 4, username: 'cash1', role: 'cashier' };

const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

function aReferredBet(over: Partial<ReferredBet> = {}): ReferredBet {
  return {
    id: 7,
    member_id: 12,
    member_username: 'somchai',
    member_phone: '0812345678',
    match_id: 5,
    round_name: 'คู่ที่ 5',
    side: 'red',
    amount: 50000,
    offer: null,
    rate_1: 10,
    rate_2: 9,
    multiplier: null,
    state: 'waiting',
    status: 'held',
    refusal: null,
    held_at: secondsFromNow(-15),
    until: secondsFromNow(30),
    ...over,
  };
}

const malee = () =>
  aReferredBet({
    id: 8,
    member_id: 15,
    member_username: 'malee',
    member_phone: '0899999999',
    side: 'tie',
    amount: 30000,
    rate_1: null,
    rate_2: null,
    multiplier: 1.7,
    state: 'offered',
    offer: 10000,
    until: secondsFromNow(12),
  });

/** The server's queue: a decision takes the bet out of it (or makes it an offer), as the server would. */
function deskApi(queue: ReferredBet[], extra: Parameters<typeof mockApi>[0] = {}, who = operator) {
  const server = { queue };
  const take = (id: number) => {
    const bet = server.queue.find((b) => b.id === id);
    server.queue = server.queue.filter((b) => b.id !== id);
    return bet;
  };
  const api = mockApi({
    'GET /admin/auth/me': ok({ operator: who }),
    'GET /admin/bets/referred': () => ok(server.queue),
    'POST /admin/bets/referred/7/accept': () => ok({ ...take(7), status: 'accepted' }, 'Bet accepted'),
    'POST /admin/bets/referred/7/decline': () => ok(take(7)),
    'POST /admin/bets/referred/8/decline': () => ok(take(8)),
    'POST /admin/bets/referred/7/counter': (call: ApiCall) => {
      const { amount } = call.body as { amount: number };
      server.queue = server.queue.map((b) =>
        b.id === 7 ? { ...b, state: 'offered', offer: amount, until: secondsFromNow(20) } : b,
      );
      return ok(
        server.queue.find((b) => b.id === 7),
        'Offer sent to the member',
      );
    },
    ...extra,
  });
  return { api, server };
}

const rowOf = async (username: string) =>
  within((await screen.findByRole('link', { name: username })).closest('tr') as HTMLElement);

const nav = async () => within(await screen.findByRole('navigation', { name: 'Main navigation' }));

beforeEach(() => {
  vi.mocked(playReferralSound).mockClear();
});

describe('the referred bets desk', () => {
  it('is in the navigation of who runs the book, with the count waiting for the desk, and lists each bet', async () => {
    signIn();
    deskApi([aReferredBet(), malee()]);
    const { user } = renderApp('/');
    // the offered bet waits for its member, not the desk
    await user.click(await (await nav()).findByRole('link', { name: 'Referred bets 1 pending' }));
    expect(await screen.findByRole('heading', { name: 'Referred bets' })).toBeInTheDocument();
    expect(
      screen.getByText('Waiting for the desk: 1 · Offered, waiting for the member: 1'),
    ).toBeInTheDocument();

    const first = await rowOf('somchai');
    expect(first.getByRole('link', { name: 'somchai' })).toHaveAttribute('href', '/members/12');
    expect(first.getByText('0812345678')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'คู่ที่ 5' })).toHaveAttribute('href', '/matches/5');
    expect(first.getByText('Red')).toBeInTheDocument();
    expect(first.getByText('฿50,000.00')).toBeInTheDocument();
    expect(first.getByText('10/9')).toBeInTheDocument();
    expect(first.getByText('Waiting for the desk')).toBeInTheDocument();
    expect(first.getByRole('timer', { name: 'Time left' })).toHaveTextContent(/^0:(29|30)$/);
    for (const name of ['Accept', 'Offer less', 'Decline'])
      expect(first.getByRole('button', { name: `${name}: somchai ฿50,000.00` })).toBeEnabled();

    const second = await rowOf('malee');
    expect(second.getByText('Tie')).toBeInTheDocument();
    expect(second.getByText('×1.7')).toBeInTheDocument();
    expect(second.getByText('Offered ฿10,000.00')).toBeInTheDocument();
    expect(second.getByRole('timer', { name: 'Time left' })).toHaveTextContent(/^0:1[12]$/);
    // an offer waits for the member: the desk can only withdraw it
    expect(second.getAllByRole('button').map((b) => b.textContent)).toEqual(['Withdraw offer']);
    expect(playReferralSound).not.toHaveBeenCalled();
  });

  it('is neither in a cashier’s navigation nor open to one at its address, and never read for one', async () => {
    signIn();
    const { api } = deskApi([aReferredBet()], {}, cashier);
    renderApp('/referred-bets');
    expect(await screen.findByRole('heading', { name: 'No access to Referred bets' })).toBeInTheDocument();
    expect(screen.getByText('This page is for: Admin, Operator')).toBeInTheDocument();
    expect((await nav()).queryByRole('link', { name: /Referred bets/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET /admin/bets/referred')).toHaveLength(0);
  });

  it('says when nothing waits, and when the queue cannot be read', async () => {
    signIn();
    deskApi([]);
    renderApp('/referred-bets');
    expect(await screen.findByText('No bet waits for the desk')).toBeInTheDocument();
  });

  it('shows the error of a failed read with a retry', async () => {
    signIn();
    deskApi([], { 'GET /admin/bets/referred': fail(403, 'Not allowed', 'forbidden') });
    renderApp('/referred-bets');
    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});

describe('a bet arriving while the desk is open', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const poll = () => act(() => vi.advanceTimersByTimeAsync(2_000));

  it('shows at the next poll (2 s), rings once, is marked new for a while and counted in the navigation', async () => {
    signIn();
    const { server } = deskApi([malee()]);
    renderApp('/referred-bets');
    await rowOf('malee');
    // what already waits when the page opens is no arrival
    expect(playReferralSound).not.toHaveBeenCalled();
    expect((await nav()).queryByRole('link', { name: /pending/ })).not.toBeInTheDocument();

    server.queue = [malee(), aReferredBet()];
    await poll();
    // there at this poll, not a later one (the navigation's count is read every 5 s)
    const row = within(screen.getByRole('link', { name: 'somchai' }).closest('tr') as HTMLElement);
    expect(row.getByText('New')).toBeInTheDocument();
    expect(playReferralSound).toHaveBeenCalledTimes(1);
    expect(await (await nav()).findByRole('link', { name: 'Referred bets 1 pending' })).toBeInTheDocument();

    // the same bet read again is no new arrival
    await poll();
    expect(playReferralSound).toHaveBeenCalledTimes(1);
    expect((await rowOf('malee')).queryByText('New')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect((await rowOf('somchai')).queryByText('New')).not.toBeInTheDocument();
  });

  it('two bets in one poll ring once; a muted console marks them without a sound', async () => {
    signIn();
    const { server } = deskApi([]);
    const { user } = renderApp('/referred-bets');
    await screen.findByText('No bet waits for the desk');

    server.queue = [aReferredBet(), malee()];
    await poll();
    await rowOf('malee');
    expect(playReferralSound).toHaveBeenCalledTimes(1);

    const toggle = screen.getByRole('button', { name: 'Alert sound' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    server.queue = [...server.queue, aReferredBet({ id: 9, member_id: 20, member_username: 'dang' })];
    await poll();
    expect((await rowOf('dang')).getByText('New')).toBeInTheDocument();
    expect(playReferralSound).toHaveBeenCalledTimes(1);
  });

  it('counts down to the bet’s time and then takes the decisions away', async () => {
    signIn();
    deskApi([aReferredBet({ until: secondsFromNow(3) })]);
    renderApp('/referred-bets');
    const row = await rowOf('somchai');
    expect(row.getByRole('timer', { name: 'Time left' })).toHaveTextContent(/^0:0[23]$/);
    await act(() => vi.advanceTimersByTimeAsync(3_500));
    expect(row.getByRole('timer', { name: 'Time left' })).toHaveTextContent('Time up');
    expect(row.getByRole('button', { name: 'Accept: somchai ฿50,000.00' })).toBeDisabled();
    expect(row.getByRole('button', { name: 'Decline: somchai ฿50,000.00' })).toBeDisabled();
  });
});

describe("the desk's decisions", () => {
  it('accepts in one click: the call, then the queue read again without the bet', async () => {
    signIn();
    const { api } = deskApi([aReferredBet(), malee()]);
    const { user } = renderApp('/referred-bets');
    const reads = async () => {
      await rowOf('somchai');
      return api.callsTo('GET /admin/bets/referred').length;
    };
    const before = await reads();
    await user.click((await rowOf('somchai')).getByRole('button', { name: 'Accept: somchai ฿50,000.00' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'Bet accepted: somchai ฿50,000.00 on Red',
    );
    expect(api.callsTo('POST /admin/bets/referred/7/accept').map((c) => c.body)).toEqual([{}]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'somchai' })).not.toBeInTheDocument());
    expect(api.callsTo('GET /admin/bets/referred').length).toBeGreaterThan(before);
  });

  it('says so when the stake rules refuse the bet the desk accepted (its side closed meanwhile)', async () => {
    signIn();
    const { server } = deskApi([aReferredBet()], {
      'POST /admin/bets/referred/7/accept': () => {
        const [bet] = server.queue;
        server.queue = [];
        return ok({ ...bet, status: 'refused', refusal: 'bet.closed' }, 'Bet accepted');
      },
    });
    const { user } = renderApp('/referred-bets');
    await user.click((await rowOf('somchai')).getByRole('button', { name: 'Accept: somchai ฿50,000.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('somchai ฿50,000.00: Betting is closed');
  });

  it('says so when the bet was decided before the desk (409) and reads the queue again', async () => {
    signIn();
    const { server } = deskApi([aReferredBet()], {
      'POST /admin/bets/referred/7/accept': () => {
        server.queue = [];
        return fail(409, 'This bet is already decided', 'bet.referral_closed');
      },
    });
    const { user } = renderApp('/referred-bets');
    await user.click((await rowOf('somchai')).getByRole('button', { name: 'Accept: somchai ฿50,000.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'somchai ฿50,000.00: This bet is already decided',
    );
    expect(await screen.findByText('No bet waits for the desk')).toBeInTheDocument();
  });

  it('declines with a reason for the audit log, or with none', async () => {
    signIn();
    const { api } = deskApi([aReferredBet(), malee()]);
    const { user } = renderApp('/referred-bets');
    await user.click((await rowOf('somchai')).getByRole('button', { name: 'Decline: somchai ฿50,000.00' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline this bet' }));
    expect(dialog.getByText('฿50,000.00')).toBeInTheDocument();
    await user.type(
      dialog.getByLabelText('Reason (optional, kept in the audit log)'),
      ' Too big for this round ',
    );
    await user.click(dialog.getByRole('button', { name: 'Decline bet' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      "Bet declined: somchai's stake of ฿50,000.00 goes back",
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /admin/bets/referred/7/decline').map((c) => c.body)).toEqual([
      { reason: 'Too big for this round' },
    ]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'somchai' })).not.toBeInTheDocument());

    // an offer not yet answered is withdrawn the same way
    await user.click(
      (await rowOf('malee')).getByRole('button', { name: 'Withdraw offer: malee ฿30,000.00' }),
    );
    const again = within(await screen.findByRole('dialog', { name: 'Decline this bet' }));
    await user.click(again.getByRole('button', { name: 'Decline bet' }));
    await waitFor(() =>
      expect(api.callsTo('POST /admin/bets/referred/8/decline').map((c) => c.body)).toEqual([{}]),
    );
  });

  it('offers a smaller stake, refusing one not below the stake before sending', async () => {
    signIn();
    const { api } = deskApi([aReferredBet()]);
    const { user } = renderApp('/referred-bets');
    await user.click(
      (await rowOf('somchai')).getByRole('button', { name: 'Offer less: somchai ฿50,000.00' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Offer a smaller stake' }));
    const amount = dialog.getByLabelText('Stake offered (baht)');
    expect(amount).toHaveAccessibleDescription(
      'Less than the stake asked, ฿50,000.00. The member has 20 s to take it or leave it.',
    );
    for (const typed of ['50000', '75,000']) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(dialog.getByRole('button', { name: 'Send offer' }));
      await waitFor(() =>
        expect(amount).toHaveAccessibleDescription('The offer must be less than the stake asked'),
      );
    }
    await user.clear(amount);
    await user.type(amount, '20000.555');
    await user.click(dialog.getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Invalid amount (at most 2 decimals)'));
    expect(api.callsTo('POST /admin/bets/referred/7/counter')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '20,000');
    await user.click(dialog.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent(
      'Offer sent to somchai: ฿20,000.00 in place of ฿50,000.00',
    );
    expect(api.callsTo('POST /admin/bets/referred/7/counter').map((c) => c.body)).toEqual([
      { amount: 20000 },
    ]);
    const row = await rowOf('somchai');
    expect(await row.findByText('Offered ฿20,000.00')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
  });

  it("keeps the dialog open with the server's refusal of an offer", async () => {
    signIn();
    deskApi([aReferredBet()], {
      'POST /admin/bets/referred/7/counter': fail(
        400,
        'An offer is less than the stake and at least the minimum stake',
        'bet.offer_invalid',
        { amount: 'An offer is less than the stake and at least the minimum stake' },
      ),
    });
    const { user } = renderApp('/referred-bets');
    await user.click(
      (await rowOf('somchai')).getByRole('button', { name: 'Offer less: somchai ฿50,000.00' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Offer a smaller stake' }));
    await user.type(dialog.getByLabelText('Stake offered (baht)'), '5');
    await user.click(dialog.getByRole('button', { name: 'Send offer' }));
    await waitFor(() =>
      expect(dialog.getByLabelText('Stake offered (baht)')).toHaveAccessibleDescription(
        'An offer is less than the stake and at least the minimum stake',
      ),
    );
    expect(
      dialog.getAllByText('An offer is less than the stake and at least the minimum stake'),
    ).toHaveLength(2);
  });

  it('speaks Thai first', async () => {
    const { i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('th');
    signIn();
    deskApi([aReferredBet()]);
    renderApp('/referred-bets');
    expect(await screen.findByRole('heading', { name: 'บิลใหญ่รอเจ้ามือยืนยัน' })).toBeInTheDocument();
    const row = await rowOf('somchai');
    expect(row.getByText('แดง')).toBeInTheDocument();
    expect(row.getByText('รอเจ้ามือ')).toBeInTheDocument();
    expect(row.getByRole('button', { name: 'รับบิล: somchai ฿50,000.00' })).toHaveTextContent('รับบิล');
    expect(
      within(screen.getByRole('navigation')).getByRole('link', { name: 'บิลรอยืนยัน รอดำเนินการ 1 รายการ' }),
    ).toBeInTheDocument();
  });
});
