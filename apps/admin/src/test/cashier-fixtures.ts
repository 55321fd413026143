// Rows of the cashier queues as the server sends them, for the console's tests.
import type {
  AdminDeposit,
  AdminDepositAccount,
  AdminWithdrawal,
  CashierMember,
  CashierSummary,
} from '@sanam/contract/cashier.ts';

export const somchai: CashierMember = {
  id: 7,
  username: 'somchai',
  phone: '0812345678',
  name: 'Somchai Jaidee',
  bank_name: 'KBANK',
  bank_acc_no: '1234567890',
  bank_acc_name: 'Somchai Jaidee',
  is_vip: false,
};

export const malee: CashierMember = {
  id: 8,
  username: 'malee',
  phone: '0899999999',
  name: 'Malee Suksan',
  bank_name: 'SCB',
  bank_acc_no: '5556667778',
  bank_acc_name: 'Malee Suksan',
  is_vip: true,
};

export function summary(overrides: Partial<CashierSummary> = {}): CashierSummary {
  return {
    deposits_pending: 3,
    withdrawals_pending: 2,
    withdrawals_pending_amount: 25500,
    sandbox: false,
    ...overrides,
  };
}

/** A slip the sandbox check confirmed for ฿1,500 but paid into an account that is not the house's. */
export function deposit(overrides: Partial<AdminDeposit> = {}): AdminDeposit {
  return {
    id: 41,
    member: somchai,
    source: 'slip',
    status: 'pending',
    amount: null,
    slip: {
      sending_bank: '004',
      sending_bank_name: 'KBANK',
      trans_ref: '2025030112345678',
      payload: '004100060000010103004022520250301123456785102TH91049C3B',
      image: null,
    },
    check: {
      status: 'confirmed',
      provider: 'sandbox',
      amount: 1500,
      receiver_bank: '014',
      receiver_account: '9990001112',
      receiver_name: 'Other Co',
      sender_bank: null,
      sender_account: null,
      sender_name: null,
      transferred_at: '2025-03-01T09:58:00.000Z',
      checked_at: '2025-03-01T10:00:00.000Z',
    },
    unread_slip: null,
    pending_reason: 'receiver_mismatch',
    check_attempts: 0,
    next_check_at: null,
    reason: null,
    decided_by: null,
    decided_at: null,
    created_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function withdrawal(overrides: Partial<AdminWithdrawal> = {}): AdminWithdrawal {
  return {
    id: 51,
    member: malee,
    amount: 25000,
    status: 'pending',
    bank_name: 'SCB',
    bank_acc_no: '5556667778',
    bank_acc_name: 'Malee Suksan',
    reason: null,
    transfer_ref: null,
    transfer_image: null,
    decided_by: null,
    decided_at: null,
    created_at: '2025-03-01T11:00:00.000Z',
    member_owed: 0,
    ...overrides,
  };
}

export function depositAccount(overrides: Partial<AdminDepositAccount> = {}): AdminDepositAccount {
  return {
    id: 1,
    bank_name: 'KBANK',
    bank_acc_no: '1112223334',
    bank_acc_name: 'Sanam Live Co',
    is_active: true,
    members: 12,
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
