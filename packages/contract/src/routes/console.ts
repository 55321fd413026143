// The console's own calls (DESIGN §9): an operator's login and its second factor, the
// admin's list of accounts and resets; members (search, flags, money, login unlock), the audit log,
// the ledger check.
import { z } from 'zod';
import {
  adminMember,
  adminMemberList,
  auditList,
  auditQuery,
  ledgerCheckLast,
  ledgerCheckRun,
  memberAdjustRequest,
  memberPatch,
  memberSearchQuery,
  operator,
  operatorLoginData,
  operatorLoginRequest,
} from '../admin.ts';
import { consoleRefreshRequest } from '../console-session.ts';
import { loginUnlockData, loginUnlockRequest } from '../rate-limits.ts';
import { staffRequest } from '../staff.ts';
import {
  loginEnrolConfirmRequest,
  loginEnrolDone,
  loginEnrolRequest,
  operatorIdParams,
  operatorLoginReply,
  operatorSecurityList,
  recoveryCodesReply,
  totpCodeRequest,
  totpEnrolment,
  totpLoginRequest,
  totpStatus,
} from '../totp.ts';
import { idempotencyHeaders, idParams } from './params.ts';
import { declare } from './route.ts';

export const operatorAuthRoutes = {
  /** a 401 here is "wrong username or password" */
  login: declare({
    method: 'POST',
    path: '/admin/auth/login',
    access: 'public',
    body: operatorLoginRequest,
    reply: operatorLoginReply,
  }),
  loginCode: declare({
    method: 'POST',
    path: '/admin/auth/login/totp',
    access: 'public',
    body: totpLoginRequest,
    reply: operatorLoginReply,
  }),
  loginEnrol: declare({
    method: 'POST',
    path: '/admin/auth/login/enrol',
    access: 'public',
    body: loginEnrolRequest,
    reply: totpEnrolment,
  }),
  loginEnrolConfirm: declare({
    method: 'POST',
    path: '/admin/auth/login/enrol/confirm',
    access: 'public',
    body: loginEnrolConfirmRequest,
    reply: loginEnrolDone,
  }),
  /** a 401 here is "sign in again": the session ended (idle, 12 hours, revoked, or the token reused) */
  refresh: declare({
    method: 'POST',
    path: '/admin/auth/refresh',
    access: 'public',
    body: consoleRefreshRequest,
    reply: operatorLoginData,
  }),
  me: declare({ method: 'GET', path: '/admin/auth/me', access: 'operator', reply: z.object({ operator }) }),
  logout: declare({ method: 'POST', path: '/admin/auth/logout', access: 'operator', reply: z.null() }),
  totp: declare({ method: 'GET', path: '/admin/auth/totp', access: 'operator', reply: totpStatus }),
  enrol: declare({
    method: 'POST',
    path: '/admin/auth/totp/enrol',
    access: 'operator',
    reply: totpEnrolment,
  }),
  confirmEnrolment: declare({
    method: 'POST',
    path: '/admin/auth/totp/enrol/confirm',
    access: 'operator',
    body: totpCodeRequest,
    reply: recoveryCodesReply,
  }),
  renewRecoveryCodes: declare({
    method: 'POST',
    path: '/admin/auth/totp/recovery-codes',
    access: 'operator',
    body: totpCodeRequest,
    reply: recoveryCodesReply,
  }),
  operators: declare({
    method: 'GET',
    path: '/admin/operators',
    access: 'operator',
    reply: operatorSecurityList,
  }),
  resetTotp: declare({
    method: 'POST',
    path: '/admin/operators/:id/totp/reset',
    access: 'operator',
    params: operatorIdParams,
    // null when done at once; an admin's reset waits for a second admin: the request
    reply: staffRequest.nullable(),
  }),
  unlockLogin: declare({
    method: 'POST',
    path: '/admin/operators/:id/unlock-login',
    access: 'operator',
    params: idParams,
    body: loginUnlockRequest,
    reply: loginUnlockData,
  }),
};

export const memberDeskRoutes = {
  search: declare({
    method: 'GET',
    path: '/admin/members',
    access: 'operator',
    querystring: memberSearchQuery,
    reply: adminMemberList,
  }),
  patch: declare({
    method: 'PATCH',
    path: '/admin/members/:id',
    access: 'operator',
    params: idParams,
    body: memberPatch,
    reply: adminMember,
  }),
  adjust: declare({
    method: 'POST',
    path: '/admin/members/:id/adjust',
    access: 'operator',
    params: idParams,
    headers: idempotencyHeaders,
    body: memberAdjustRequest,
    reply: adminMember,
  }),
  unlockLogin: declare({
    method: 'POST',
    path: '/admin/members/:id/unlock-login',
    access: 'operator',
    params: idParams,
    body: loginUnlockRequest,
    reply: loginUnlockData,
  }),
  audit: declare({
    method: 'GET',
    path: '/admin/audit',
    access: 'operator',
    querystring: auditQuery,
    reply: auditList,
  }),
  /** a fresh run: admin only, one at a time per node (callers during a run share it) */
  ledgerCheck: declare({
    method: 'GET',
    path: '/admin/ledger/check',
    access: 'operator',
    reply: ledgerCheckRun,
  }),
  /** the node's last run, for every staff role */
  ledgerCheckLast: declare({
    method: 'GET',
    path: '/admin/ledger/check/last',
    access: 'operator',
    reply: ledgerCheckLast,
  }),
};
