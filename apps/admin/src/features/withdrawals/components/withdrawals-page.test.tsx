import type { Operator } from '@sanam/contract/admin.ts';
import type { AdminWithdrawal } from '@sanam/contract/cashier.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok, type ApiCall } from '@sanam/client/testing/mock.ts';
import { summary, withdrawal } from '../../../test/cashier-fixtures.ts';
import { renderApp, signIn } from '../../../test/render-app.tsx';

const cashier: Operator = { id: 2, username: 'somsri', role: 'cashier' };
const pendingOne = withdrawal();

function withdrawalsApi(extra: Parameters<typeof mockApi>[0] = {}) {
  let pending: AdminWithdrawal[] = [pendingOne];
  return mockApi({
    'GET /admin/auth/me': ok({ operator: cashier }),
    'GET /admin/cashier/summary': () =>
      ok(
        summary({
          withdrawals_pending: pending.length,
          withdrawals_pending_amount: pending.reduce((sum, w) => sum + w.amount, 0),
        }),
      ),
    'GET /admin/withdrawals': () => ok({ items: pending, total: pending.length }),
    'POST /admin/withdrawals/51/approve': () => {
      pending = [];
      return ok({ ...pendingOne, status: 'paid', decided_by: 'somsri' });
    },
    'POST /admin/withdrawals/51/reject': (call: ApiCall) => {
      pending = [];
      return ok({ ...pendingOne, status: 'rejected', reason: (call.body as { reason: string }).reason });
    },
    ...extra,
  });
}

async function pendingRow() {
  return (await screen.findByRole('cell', { name: /malee/ })).closest('tr') as HTMLElement;
}

describe('withdrawals page', () => {
  it('lists a pending withdrawal with where to pay it and the total waiting', async () => {
    signIn();
    const api = withdrawalsApi();
    const { user } = renderApp('/withdrawals');
    const row = within(await pendingRow());

    expect(row.getByText('VIP')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'malee' })).toHaveAttribute('href', '/members/8');
    expect(row.getByText('Malee Suksan ·', { exact: false })).toHaveTextContent('0899999999');
    expect(row.getByText('SCB')).toBeInTheDocument();
    expect(row.getByText('5556667778')).toBeInTheDocument();
    expect(row.getByText('Malee Suksan')).toBeInTheDocument();
    expect(row.getByText('฿25,000.00')).toBeInTheDocument();
    expect(row.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('1 waiting to be paid, in all', { exact: false })).toHaveTextContent(
      '฿25,000.00',
    );
    expect(api.callsTo('GET /admin/withdrawals')[0]?.query.get('status')).toBe('pending');

    await user.click(row.getByRole('button', { name: 'Copy account number 5556667778' }));
    expect(await navigator.clipboard.readText()).toBe('5556667778');
    expect(row.getByText('Copied')).toBeInTheDocument();
  });

  it('marks a withdrawal paid only with the bank transfer reference, and shows it once paid', async () => {
    signIn();
    const api = withdrawalsApi({
      'POST /admin/withdrawals/51/approve': (call: ApiCall) =>
        ok({
          ...pendingOne,
          status: 'paid',
          decided_by: 'somsri',
          transfer_ref: (call.body as { transfer_ref: string }).transfer_ref,
        }),
    });
    const { user } = renderApp('/withdrawals');
    await user.click(within(await pendingRow()).getByRole('button', { name: 'Mark paid' }));

    let dialog = within(await screen.findByRole('dialog', { name: 'Confirm the transfer' }));
    expect(
      dialog.getByText(/Have you transferred ฿25,000.00 to SCB 5556667778 \(Malee Suksan\) for malee\?/),
    ).toHaveTextContent('Transfer the money first');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /admin/withdrawals/51/approve')).toHaveLength(0);

    await user.click(within(await pendingRow()).getByRole('button', { name: 'Mark paid' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Confirm the transfer' }));
    // no reference, no payment: the server's own rule, in the staff member's language
    await user.click(dialog.getByRole('button', { name: 'Yes, it is paid' }));
    expect(await dialog.findByText("Enter the bank's transfer reference")).toBeInTheDocument();
    expect(api.callsTo('POST /admin/withdrawals/51/approve')).toHaveLength(0);

    await user.type(dialog.getByLabelText('Transfer reference'), ' 2026112800123 ');
    await user.click(dialog.getByRole('button', { name: 'Yes, it is paid' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Withdrawal marked as paid: malee ฿25,000.00',
    );
    expect(api.callsTo('POST /admin/withdrawals/51/approve').map((c) => c.body)).toEqual([
      { transfer_ref: '2026112800123' },
    ]);
  });

  it('shows a paid withdrawal with the reference it was paid with', async () => {
    signIn();
    withdrawalsApi({
      'GET /admin/withdrawals': ok({
        items: [withdrawal({ status: 'paid', decided_by: 'somsri', transfer_ref: 'KB2026112899' })],
        total: 1,
      }),
    });
    renderApp('/withdrawals');
    const row = within(await pendingRow());
    expect(row.getByText('KB2026112899')).toBeInTheDocument();
    expect(row.getByText('Transfer reference:', { exact: false })).toBeInTheDocument();
  });

  it('rejects only with a reason, saying the money goes back to the member', async () => {
    signIn();
    const api = withdrawalsApi();
    const { user } = renderApp('/withdrawals');
    await user.click(within(await pendingRow()).getByRole('button', { name: 'Reject' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Reject withdrawal' }));
    expect(
      dialog.getByText(
        "The ฿25,000.00 held goes back to the member's balance, and the member sees your reason",
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText('Please give a reason')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/withdrawals/51/reject')).toHaveLength(0);

    await user.type(dialog.getByLabelText('Reason'), 'account name does not match');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Withdrawal rejected and refunded: malee');
    expect(api.callsTo('POST /admin/withdrawals/51/reject').map((c) => c.body)).toEqual([
      { reason: 'account name does not match' },
    ]);
  });

  it('shows the server message when someone decided first', async () => {
    signIn();
    const api = withdrawalsApi({
      'POST /admin/withdrawals/51/approve': fail(
        409,
        'This withdrawal has already been decided',
        'withdraw.already_decided',
      ),
    });
    const { user } = renderApp('/withdrawals');
    await user.click(within(await pendingRow()).getByRole('button', { name: 'Mark paid' }));
    const listCalls = api.callsTo('GET /admin/withdrawals').length;
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm the transfer' }));
    await user.type(dialog.getByLabelText('Transfer reference'), 'REF1');
    await user.click(dialog.getByRole('button', { name: 'Yes, it is paid' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This withdrawal has already been decided');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /admin/withdrawals').length).toBeGreaterThan(listCalls));
  });

  it('flags a member who owes in the queue, and says so before the cashier transfers anything', async () => {
    signIn();
    withdrawalsApi({
      'GET /admin/withdrawals': ok({ items: [withdrawal({ member_owed: 1200.5 })], total: 1 }),
    });
    const { user } = renderApp('/withdrawals');
    const row = await pendingRow();
    expect(within(row).getByText('Owes ฿1,200.50: reject, do not pay')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Mark paid' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm the transfer' }));
    const warning = dialog.getByRole('alert');
    expect(warning).toHaveTextContent('Not paid: the member owes the house');
    expect(warning).toHaveTextContent('The member owes 1,200.50 baht after a corrected result');
    expect(
      within(warning).getByRole('button', { name: 'Reject the withdrawal instead' }),
    ).toBeInTheDocument();
  });

  it('refuses to pay a member who owes after a corrected result, says why, and offers to reject instead', async () => {
    signIn();
    const api = withdrawalsApi({
      'POST /admin/withdrawals/51/approve': fail(
        409,
        'The member owes 1,200.50 baht after a corrected result: this withdrawal cannot be paid. Reject it and its amount pays what they owe',
        'member_owes',
        { owed: '1,200.50' },
      ),
    });
    const { user } = renderApp('/withdrawals');
    await user.click(within(await pendingRow()).getByRole('button', { name: 'Mark paid' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm the transfer' }));
    await user.type(dialog.getByLabelText('Transfer reference'), 'REF1');
    await user.click(dialog.getByRole('button', { name: 'Yes, it is paid' }));

    // not a race lost to another cashier: the dialog stays, with the reason and the way out
    const refusal = await dialog.findByRole('alert');
    expect(refusal).toHaveTextContent('Not paid: the member owes the house');
    expect(refusal).toHaveTextContent(
      'The member owes 1,200.50 baht after a corrected result: this withdrawal cannot be paid. Reject it and its amount pays what they owe',
    );
    expect(screen.getByRole('dialog', { name: 'Confirm the transfer' })).toBeInTheDocument();

    await user.click(within(refusal).getByRole('button', { name: 'Reject the withdrawal instead' }));
    const reject = within(await screen.findByRole('dialog', { name: 'Reject withdrawal' }));
    expect(screen.queryByRole('dialog', { name: 'Confirm the transfer' })).not.toBeInTheDocument();
    expect(
      reject.getByText(
        "The ฿25,000.00 held goes back to the member's balance and pays what they owe first; the member sees your reason",
      ),
    ).toBeInTheDocument();
    await user.type(reject.getByLabelText('Reason'), 'balance owed after a corrected result');
    await user.click(reject.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Withdrawal rejected and refunded: malee');
    expect(api.callsTo('POST /admin/withdrawals/51/reject').map((c) => c.body)).toEqual([
      { reason: 'balance owed after a corrected result' },
    ]);
  });

  it('filters by status', async () => {
    signIn();
    const api = withdrawalsApi();
    const { user } = renderApp('/withdrawals');
    await pendingRow();
    await user.click(screen.getByRole('button', { name: 'Paid' }));
    await waitFor(() =>
      expect(api.callsTo('GET /admin/withdrawals').at(-1)?.query.get('status')).toBe('paid'),
    );
    expect(screen.getByRole('button', { name: 'Paid' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'false');
  });
});
