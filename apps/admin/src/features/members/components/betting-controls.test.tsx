// A member's own betting controls from the members page: suspend their betting, their
// maximum stake, a factor on the round's limits, the stake above which their bets wait for the desk;
// the list shows what is set.
import type { AdminMember, Operator } from '@sanam/contract/admin.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type ApiCall } from '@sanam/client/testing/mock.ts';
import { anAdminMember } from '@sanam/fixtures/members.ts';
import { adminOperator, renderApp, signIn } from '../../../test/render-app.tsx';

const somchai = anAdminMember();
const malee = anAdminMember({
  id: 2,
  username: 'malee',
  phone: '0899999999',
  max_bet: 500,
  limit_factor: 0.5,
});

const cashier: Operator = { id: 3, username: 'cashier1', role: 'cashier' };

function membersApi(extra: Parameters<typeof mockApi>[0] = {}, operator = adminOperator) {
  let members = [somchai, malee];
  return mockApi({
    'GET /admin/auth/me': ok({ operator }),
    'GET /admin/members': () => ok({ items: members, total: members.length }),
    'PATCH /admin/members/1/betting': (call: ApiCall) => {
      const next = { ...somchai, ...(call.body as Partial<AdminMember>) };
      members = [next, malee];
      return ok(next, 'Betting controls saved');
    },
    ...extra,
  });
}

const rowOf = async (username: string) =>
  within((await screen.findByRole('cell', { name: username })).closest('tr') as HTMLElement);

describe("a member's betting controls", () => {
  it('shows what each member has: normal, or their maximum and factor', async () => {
    signIn();
    membersApi();
    renderApp('/members');
    expect((await rowOf('somchai')).getByText('Normal')).toBeInTheDocument();
    expect((await rowOf('malee')).getByText('max ฿500.00 · limits ×0.5')).toBeInTheDocument();
  });

  it('suspends betting with a maximum stake and a factor, and shows the change', async () => {
    signIn();
    const api = membersApi();
    const { user } = renderApp('/members');
    await user.click((await rowOf('somchai')).getByRole('button', { name: 'Betting controls: somchai' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Betting controls' }));
    expect(dialog.getByText('Normal')).toBeInTheDocument();
    await user.click(dialog.getByLabelText(/Suspend betting/));
    await user.type(dialog.getByLabelText('Maximum stake per bet (baht)'), '1000');
    await user.type(dialog.getByLabelText('Limit factor'), '0.25');
    await user.click(dialog.getByRole('button', { name: 'Save controls' }));

    expect(await dialog.findByRole('status')).toHaveTextContent(
      'somchai: Suspended · max ฿1,000.00 · limits ×0.25',
    );
    expect(api.callsTo('PATCH /admin/members/1/betting').map((c) => c.body)).toEqual([
      { bet_suspended: true, max_bet: 1000, limit_factor: 0.25, refer_above: null },
    ]);
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    expect(
      (await rowOf('somchai')).getByText('Suspended · max ฿1,000.00 · limits ×0.25'),
    ).toBeInTheDocument();
  });

  it('refuses a factor out of range before sending, and clears a maximum back to the round’s', async () => {
    signIn();
    const api = membersApi({
      'PATCH /admin/members/2/betting': (call: ApiCall) => ok({ ...malee, ...(call.body as object) }),
    });
    const { user } = renderApp('/members');
    await user.click((await rowOf('malee')).getByRole('button', { name: 'Betting controls: malee' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Betting controls' }));
    const factor = dialog.getByLabelText('Limit factor');
    expect(factor).toHaveValue('0.5');
    await user.clear(factor);
    await user.type(factor, '101');
    await user.click(dialog.getByRole('button', { name: 'Save controls' }));
    expect(
      await dialog.findByText('The limit factor must be above 0 and at most 100 (up to 3 decimals)'),
    ).toBeInTheDocument();
    expect(api.callsTo('PATCH /admin/members/2/betting')).toHaveLength(0);

    await user.clear(factor);
    await user.clear(dialog.getByLabelText('Maximum stake per bet (baht)'));
    await user.click(dialog.getByRole('button', { name: 'Save controls' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH /admin/members/2/betting').map((c) => c.body)).toEqual([
        { bet_suspended: false, max_bet: null, limit_factor: null, refer_above: null },
      ]),
    );
    expect(await dialog.findByRole('status')).toHaveTextContent('malee: Normal');
  });

  it('refers their bets above a threshold of their own, refusing what is no amount before sending', async () => {
    signIn();
    const api = membersApi();
    const { user } = renderApp('/members');
    await user.click((await rowOf('somchai')).getByRole('button', { name: 'Betting controls: somchai' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Betting controls' }));
    const threshold = dialog.getByLabelText('Refer their bets above (baht)');
    expect(threshold).toHaveValue('');
    expect(threshold).toHaveAccessibleDescription(
      "A bet of theirs above this waits for the desk to accept it. Blank: the stadium's threshold",
    );
    for (const [typed, refusal] of [
      ['0', 'The amount must be greater than 0'],
      ['100.555', 'Invalid amount (at most 2 decimals)'],
    ] as const) {
      await user.clear(threshold);
      await user.type(threshold, typed);
      await user.click(dialog.getByRole('button', { name: 'Save controls' }));
      await waitFor(() => expect(threshold).toHaveAccessibleDescription(refusal));
    }
    expect(api.callsTo('PATCH /admin/members/1/betting')).toHaveLength(0);

    await user.clear(threshold);
    await user.type(threshold, '20,000');
    await user.click(dialog.getByRole('button', { name: 'Save controls' }));
    expect(await dialog.findByRole('status')).toHaveTextContent('somchai: refer above ฿20,000.00');
    expect(api.callsTo('PATCH /admin/members/1/betting').map((c) => c.body)).toEqual([
      { bet_suspended: false, max_bet: null, limit_factor: null, refer_above: 20000 },
    ]);
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    expect((await rowOf('somchai')).getByText('refer above ฿20,000.00')).toBeInTheDocument();
  });

  it('clears a threshold of their own back to the stadium’s', async () => {
    signIn();
    const referred = { ...somchai, refer_above: 20000 };
    const api = membersApi({
      'GET /admin/members': ok({ items: [referred, malee], total: 2 }),
      'PATCH /admin/members/1/betting': (call: ApiCall) => ok({ ...referred, ...(call.body as object) }),
    });
    const { user } = renderApp('/members');
    expect((await rowOf('somchai')).getByText('refer above ฿20,000.00')).toBeInTheDocument();
    await user.click((await rowOf('somchai')).getByRole('button', { name: 'Betting controls: somchai' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Betting controls' }));
    const threshold = dialog.getByLabelText('Refer their bets above (baht)');
    expect(threshold).toHaveValue('20000');
    await user.clear(threshold);
    await user.click(dialog.getByRole('button', { name: 'Save controls' }));
    expect(await dialog.findByRole('status')).toHaveTextContent('somchai: Normal');
    expect(api.callsTo('PATCH /admin/members/1/betting').map((c) => c.body)).toEqual([
      { bet_suspended: false, max_bet: null, limit_factor: null, refer_above: null },
    ]);
  });

  it("shows the server's refusal in the dialog", async () => {
    signIn();
    membersApi({ 'PATCH /admin/members/1/betting': fail(404, 'Member not found', 'not_found') });
    const { user } = renderApp('/members');
    await user.click((await rowOf('somchai')).getByRole('button', { name: 'Betting controls: somchai' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Betting controls' }));
    await user.click(dialog.getByLabelText(/Suspend betting/));
    await user.click(dialog.getByRole('button', { name: 'Save controls' }));
    expect(await dialog.findByText('Member not found')).toBeInTheDocument();
  });

  it('is not offered to a cashier (the server lets only the roles that run matches set it)', async () => {
    signIn();
    membersApi({}, cashier);
    renderApp('/members');
    const row = await rowOf('somchai');
    expect(row.getByText('Normal')).toBeInTheDocument();
    expect(row.queryByRole('button', { name: 'Betting controls: somchai' })).not.toBeInTheDocument();
  });
});
