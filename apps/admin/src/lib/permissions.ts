// What each operator role may do in the console (DESIGN §6). The server enforces the same with 403;
// the console only hides what a role cannot use.
import { OPERATOR_ROLES, type OperatorRole } from '@sanam/contract/constants.ts';

// running the fights: the match desk, the side events, the chat and the stadiums, a member's own
// betting controls (the book's limits, server: PATCH /admin/members/{id}/betting), and protecting a
// member more at the responsible-play desk (a stricter limit, a time-out; contract play-desk.ts
// PLAY_DESK_ROLES.protect), and deciding the big bets referred to the desk (server: referralDeskRoutes,
// access 'operator') (admins and operators)
const runsMatches = [
  'matches.control',
  'bets.referred',
  'events.manage',
  'chat.moderate',
  'stadiums.edit',
  'members.betting',
  'members.play',
] as const;

const permissions = [
  'members.view',
  // the step tickets desk, read only: every role (server: GET /admin/step-tickets)
  'step_tickets.view',
  'members.flags',
  'members.adjust',
  // a member's account changes (bank change requests, password reset, sessions, name,
  // deposit account; server: admin, cashier) and the approval of a bank change (admin only)
  'members.account',
  'members.bank_approve',
  // taking a protection away at the responsible-play desk: the desk's limit raised or removed, an
  // ended self-exclusion lifted (admin only; PLAY_DESK_ROLES.loosen)
  'members.play_loosen',
  'audit.view',
  'ledger.check',
  'matches.view',
  ...runsMatches,
  'cashier.deposits',
  'cashier.withdrawals',
  'deposit_accounts.view',
  'deposit_accounts.edit',
  'rewards.items',
  'rewards.orders',
  'rewards.affiliates',
  'games.view',
  // the reports page; which reports a role reads is the contract's REPORT_ACCESS
  'reports.view',
  // the dashboard's charts: the betting ones for who runs the rounds, the money one for
  // who answers for the money (server: /admin/dashboard/*)
  'charts.betting',
  'charts.money',
  // staff accounts (server: /admin/staff is admin only)
  'staff.manage',
] as const;

export type Permission = (typeof permissions)[number];

const grants: Record<OperatorRole, readonly Permission[]> = {
  // every permission there is
  admin: permissions,
  // the audit log records what the staff themselves did: admins only (server: GET /admin/audit)
  operator: [
    'members.view',
    'step_tickets.view',
    'ledger.check',
    'matches.view',
    ...runsMatches,
    'reports.view',
    'charts.betting',
  ],
  // DESIGN §9: a cashier may follow the matches and stadiums but not run them; works the deposit and
  // withdraw queues, and reads the house deposit accounts (only admins change where money goes); ships
  // and cancels redeem orders and reads the affiliate report, but the prizes and their prices are the
  // admins' (server: /admin/redeem-items is admin only)
  cashier: [
    'members.view',
    'step_tickets.view',
    'members.flags',
    'members.adjust',
    'members.account',
    'ledger.check',
    'matches.view',
    'cashier.deposits',
    'cashier.withdrawals',
    'deposit_accounts.view',
    'rewards.orders',
    'rewards.affiliates',
    // what the game providers moved (read only)
    'games.view',
    // the shift report and member statements
    'reports.view',
    'charts.money',
  ],
};

/** The cashier queues' summary (badges, dashboard) is read by whoever works one of the queues. */
export function canSeeCashierQueues(role: OperatorRole | undefined): boolean {
  return can(role, 'cashier.deposits') || can(role, 'cashier.withdrawals');
}

export function can(role: OperatorRole | undefined, permission: Permission): boolean {
  return role !== undefined && grants[role].includes(permission);
}

/** The roles that hold `permission`, in the contract's order (the no-access page names them). */
export function rolesWith(permission: Permission): OperatorRole[] {
  return OPERATOR_ROLES.filter((role) => can(role, permission));
}
