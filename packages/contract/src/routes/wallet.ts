// Money in and out (spec §7, DESIGN §9): the member's slip deposits, withdrawals and history; the
// cashier's desk and the house deposit accounts; the sandbox's test slips (SANDBOX=1 only).
import { z } from 'zod';
import {
  slipData,
  slipRequest,
  transactionListRequest,
  transactionPage,
  unreadSlipRequest,
  walletRequests,
  withdrawData,
  withdrawRequest,
} from '../wallet.ts';
import {
  adminDeposit,
  adminDepositAccount,
  adminDepositList,
  adminWithdrawal,
  adminWithdrawalList,
  cashierImageParams,
  cashierRejectRequest,
  cashierSummary,
  depositAccountCreateRequest,
  depositAccountPatchRequest,
  depositApproveRequest,
  depositRecheck,
  depositListQuery,
  withdrawalListQuery,
  withdrawalPayRequest,
} from '../cashier.ts';
import { sandboxSlip, sandboxSlipRequest } from '../slip-sandbox.ts';
import { idempotencyHeaders, idParams } from './params.ts';
import { declare } from './route.ts';

export const walletRoutes = {
  slip: declare({
    method: 'POST',
    path: '/user/user/slip',
    access: 'member',
    body: slipRequest,
    reply: slipData,
  }),
  /** a slip whose QR could not be read: its picture and the amount claimed, for a cashier */
  slipUnread: declare({
    method: 'POST',
    path: '/user/user/slip_unread',
    access: 'member',
    body: unreadSlipRequest,
    reply: slipData,
  }),
  withdraw: declare({
    method: 'POST',
    path: '/user/user/withdraw',
    access: 'member',
    headers: idempotencyHeaders,
    body: withdrawRequest,
    reply: withdrawData,
  }),
  requests: declare({
    method: 'GET',
    path: '/user/user/wallet_requests',
    access: 'member',
    reply: walletRequests,
  }),
  transactions: declare({
    method: 'POST',
    path: '/user/transaction/member',
    access: 'member',
    body: transactionListRequest,
    reply: transactionPage,
  }),
};

/** A cashier's decision on one queued request, with its reason or amount. */
const decision = <P extends string, B extends z.ZodType, R extends z.ZodType>(path: P, body: B, reply: R) =>
  declare({ method: 'POST', path, access: 'operator', params: idParams, body, reply });

export const cashierRoutes = {
  summary: declare({
    method: 'GET',
    path: '/admin/cashier/summary',
    access: 'operator',
    reply: cashierSummary,
  }),
  deposits: declare({
    method: 'GET',
    path: '/admin/deposits',
    access: 'operator',
    querystring: depositListQuery,
    reply: adminDepositList,
  }),
  approveDeposit: decision('/admin/deposits/:id/approve', depositApproveRequest, adminDeposit),
  rejectDeposit: decision('/admin/deposits/:id/reject', cashierRejectRequest, adminDeposit),
  /** the slip asked of the slip check again: credited now, or still waiting with its reason */
  recheckDeposit: declare({
    method: 'POST',
    path: '/admin/deposits/:id/recheck',
    access: 'operator',
    params: idParams,
    reply: depositRecheck,
  }),
  withdrawals: declare({
    method: 'GET',
    path: '/admin/withdrawals',
    access: 'operator',
    querystring: withdrawalListQuery,
    reply: adminWithdrawalList,
  }),
  payWithdrawal: declare({
    method: 'POST',
    path: '/admin/withdrawals/:id/approve',
    access: 'operator',
    params: idParams,
    body: withdrawalPayRequest,
    reply: adminWithdrawal,
  }),
  rejectWithdrawal: decision('/admin/withdrawals/:id/reject', cashierRejectRequest, adminWithdrawal),
  /** a slip or transfer picture the desk keeps: the image itself, to cashiers and admins */
  image: declare({
    method: 'GET',
    path: '/admin/cashier/images/:name',
    access: 'operator',
    params: cashierImageParams,
  }),
  depositAccounts: declare({
    method: 'GET',
    path: '/admin/deposit-accounts',
    access: 'operator',
    reply: z.array(adminDepositAccount),
  }),
  createDepositAccount: declare({
    method: 'POST',
    path: '/admin/deposit-accounts',
    access: 'operator',
    body: depositAccountCreateRequest,
    reply: adminDepositAccount,
  }),
  patchDepositAccount: declare({
    method: 'PATCH',
    path: '/admin/deposit-accounts/:id',
    access: 'operator',
    params: idParams,
    body: depositAccountPatchRequest,
    reply: adminDepositAccount,
  }),
};

export const sandboxSlipRoutes = {
  create: declare({
    method: 'POST',
    path: '/sandbox/slips',
    access: 'operator',
    body: sandboxSlipRequest,
    reply: sandboxSlip,
  }),
};
