// The console's changes to a member's account, each with the staff member's reason.
import { adminMember } from '../admin.ts';
import {
  bankChange,
  bankChangeRequest,
  depositAccountMoveRequest,
  memberAccount,
  memberNameRequest,
  passwordResetReply,
  reasonRequest,
  sessionsEndedReply,
} from '../member-account.ts';
import { idParams } from './params.ts';
import { declare } from './route.ts';

export const memberAccountRoutes = {
  account: declare({
    method: 'GET',
    path: '/admin/members/:id/account',
    access: 'operator',
    params: idParams,
    reply: memberAccount,
  }),
  requestBankChange: declare({
    method: 'POST',
    path: '/admin/members/:id/bank-change',
    access: 'operator',
    params: idParams,
    body: bankChangeRequest,
    reply: bankChange,
  }),
  approveBankChange: declare({
    method: 'POST',
    path: '/admin/members/:id/bank-change/approve',
    access: 'operator',
    params: idParams,
    body: reasonRequest,
    reply: bankChange,
  }),
  rejectBankChange: declare({
    method: 'POST',
    path: '/admin/members/:id/bank-change/reject',
    access: 'operator',
    params: idParams,
    body: reasonRequest,
    reply: bankChange,
  }),
  resetPassword: declare({
    method: 'POST',
    path: '/admin/members/:id/reset-password',
    access: 'operator',
    params: idParams,
    body: reasonRequest,
    reply: passwordResetReply,
  }),
  endSessions: declare({
    method: 'POST',
    path: '/admin/members/:id/end-sessions',
    access: 'operator',
    params: idParams,
    body: reasonRequest,
    reply: sessionsEndedReply,
  }),
  rename: declare({
    method: 'POST',
    path: '/admin/members/:id/name',
    access: 'operator',
    params: idParams,
    body: memberNameRequest,
    reply: adminMember,
  }),
  moveDepositAccount: declare({
    method: 'POST',
    path: '/admin/members/:id/deposit-account',
    access: 'operator',
    params: idParams,
    body: depositAccountMoveRequest,
    reply: memberAccount,
  }),
};
