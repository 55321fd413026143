import type { Operator } from '@sanam/contract/admin.ts';
import type { AdminDepositAccount } from '@sanam/contract/cashier.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok, type ApiCall } from '@sanam/client/testing/mock.ts';
import { depositAccount, summary } from '../../../test/cashier-fixtures.ts';
import { adminOperator, renderApp, signIn } from '../../../test/render-app.tsx';

const cashier: Operator = { id: 2, username: 'somsri', role: 'cashier' };

function accountsApi(extra: Parameters<typeof mockApi>[0] = {}, who: Operator = adminOperator) {
  let accounts: AdminDepositAccount[] = [
    depositAccount(),
    depositAccount({
      id: 2,
      bank_name: 'SCB',
      bank_acc_no: '4445556667',
      bank_acc_name: 'Sanam Two',
      is_active: false,
      members: 0,
    }),
  ];
  const patch = (id: number) => (call: ApiCall) => {
    accounts = accounts.map((a) =>
      a.id === id ? { ...a, ...(call.body as Partial<AdminDepositAccount>) } : a,
    );
    return ok(accounts.find((a) => a.id === id));
  };
  return mockApi({
    'GET /admin/auth/me': ok({ operator: who }),
    'GET /admin/cashier/summary': ok(summary()),
    'GET /admin/deposit-accounts': () => ok(accounts),
    'POST /admin/deposit-accounts': (call: ApiCall) => {
      const created = depositAccount({ id: 3, members: 0, ...(call.body as Partial<AdminDepositAccount>) });
      accounts = [...accounts, created];
      return ok(created);
    },
    'PATCH /admin/deposit-accounts/1': patch(1),
    'PATCH /admin/deposit-accounts/2': patch(2),
    ...extra,
  });
}

async function rowOf(accountNo: string) {
  return within((await screen.findByRole('cell', { name: accountNo })).closest('tr') as HTMLElement);
}

describe('deposit accounts page', () => {
  it('lists the house accounts with their members and whether they take deposits', async () => {
    signIn();
    accountsApi();
    renderApp('/deposit-accounts');
    const row = await rowOf('1112223334');
    expect(row.getByText('KBANK')).toBeInTheDocument();
    expect(row.getByText('Sanam Live Co')).toBeInTheDocument();
    expect(row.getByText('12')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Active: KBANK 1112223334' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Active: SCB 4445556667' })).not.toBeChecked();
  });

  it('adds an account, refusing a short number and a missing holder first', async () => {
    signIn();
    const api = accountsApi();
    const { user } = renderApp('/deposit-accounts');
    await user.click(await screen.findByRole('button', { name: 'Add account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New deposit account' }));

    await user.type(dialog.getByLabelText('Account number'), '12345');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Please select a bank')).toBeInTheDocument();
    expect(dialog.getByText('Bank account number must be 10 to 15 digits')).toBeInTheDocument();
    expect(dialog.getByText('Account holder name is required')).toBeInTheDocument();
    expect(api.callsTo('POST /admin/deposit-accounts')).toHaveLength(0);

    await user.selectOptions(dialog.getByLabelText('Bank'), 'KTB · Krungthai Bank');
    await user.clear(dialog.getByLabelText('Account number'));
    await user.type(dialog.getByLabelText('Account number'), '9876543210');
    await user.type(dialog.getByLabelText('Account holder'), 'Sanam Three');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('cell', { name: '9876543210' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Deposit account added');
    expect(api.callsTo('POST /admin/deposit-accounts').map((c) => c.body)).toEqual([
      { bank_name: 'KTB', bank_acc_no: '9876543210', bank_acc_name: 'Sanam Three', is_active: true },
    ]);
  });

  it('shows a number that is already registered under the field', async () => {
    signIn();
    accountsApi({
      'POST /admin/deposit-accounts': fail(
        409,
        'This bank account is already registered',
        'deposit_account.taken',
      ),
    });
    const { user } = renderApp('/deposit-accounts');
    await user.click(await screen.findByRole('button', { name: 'Add account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New deposit account' }));
    await user.selectOptions(dialog.getByLabelText('Bank'), 'KBANK · Kasikornbank');
    await user.type(dialog.getByLabelText('Account number'), '1112223334');
    await user.type(dialog.getByLabelText('Account holder'), 'Sanam Live Co');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByLabelText('Account number')).toHaveAccessibleDescription(
      'This bank account is already registered',
    );
  });

  it('edits an account, sending only what changed', async () => {
    signIn();
    const api = accountsApi();
    const { user } = renderApp('/deposit-accounts');
    await user.click(await screen.findByRole('button', { name: 'Edit KBANK 1112223334' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit deposit account' }));
    expect(dialog.getByLabelText('Bank')).toHaveValue('KBANK');
    await user.clear(dialog.getByLabelText('Account holder'));
    await user.type(dialog.getByLabelText('Account holder'), 'Sanam Live Company');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('cell', { name: 'Sanam Live Company' })).toBeInTheDocument();
    expect(api.callsTo('PATCH /admin/deposit-accounts/1').map((c) => c.body)).toEqual([
      { bank_acc_name: 'Sanam Live Company' },
    ]);
  });

  it('asks before deactivating an account, and activates one in a click', async () => {
    signIn();
    const api = accountsApi();
    const { user } = renderApp('/deposit-accounts');

    await user.click(await screen.findByRole('switch', { name: 'Active: SCB 4445556667' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active: SCB 4445556667' })).toBeChecked());
    expect(api.callsTo('PATCH /admin/deposit-accounts/2').map((c) => c.body)).toEqual([{ is_active: true }]);

    await user.click(screen.getByRole('switch', { name: 'Active: KBANK 1112223334' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deactivate this account?' }));
    expect(dialog.getByText(/Its 12 members move to the other active accounts/)).toBeInTheDocument();
    expect(api.callsTo('PATCH /admin/deposit-accounts/1')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Deactivate' }));

    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Active: KBANK 1112223334' })).not.toBeChecked(),
    );
    expect(api.callsTo('PATCH /admin/deposit-accounts/1').map((c) => c.body)).toEqual([{ is_active: false }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('warns before turning off the only active account', async () => {
    signIn();
    accountsApi();
    const { user } = renderApp('/deposit-accounts');
    await user.click(await screen.findByRole('switch', { name: 'Active: KBANK 1112223334' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deactivate this account?' }));
    expect(dialog.getByText(/is the only active account/)).toBeInTheDocument();
  });

  it('lets a cashier read the accounts but change nothing', async () => {
    signIn();
    accountsApi({}, cashier);
    renderApp('/deposit-accounts');
    await rowOf('1112223334');
    expect(screen.getByText('Read only: only admins can change the deposit accounts')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit KBANK 1112223334' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Active: KBANK 1112223334' })).toBeDisabled();
  });

  it('shows cards with the same controls on a phone', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
    );
    signIn();
    accountsApi();
    const { user } = renderApp('/deposit-accounts');
    const card = within((await screen.findByText('1112223334')).closest('li') as HTMLElement);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card.getByText('KBANK · Kasikornbank')).toBeInTheDocument();
    expect(card.getByRole('switch', { name: 'Active: KBANK 1112223334' })).toBeChecked();
    await user.click(card.getByRole('button', { name: 'Edit KBANK 1112223334' }));
    expect(await screen.findByRole('dialog', { name: 'Edit deposit account' })).toBeInTheDocument();
  });
});
