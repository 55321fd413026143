// What each operator role may do in the console (DESIGN §6). The server enforces the same with 403;
// the console only hides what a role cannot use.
import type { OperatorRole } from '@sanam/contract/constants.ts';

export type Permission =
  | 'members.view'
  | 'members.flags'
  | 'members.adjust'
  | 'audit.view'
  | 'ledger.check'
  | 'matches.view'
  | 'matches.control'
  | 'stadiums.edit';

const grants: Record<OperatorRole, readonly Permission[]> = {
  admin: [
    'members.view',
    'members.flags',
    'members.adjust',
    'audit.view',
    'ledger.check',
    'matches.view',
    'matches.control',
    'stadiums.edit',
  ],
  // the audit log records what the staff themselves did: admins only (server: GET /admin/audit)
  operator: ['members.view', 'ledger.check', 'matches.view', 'matches.control', 'stadiums.edit'],
  // DESIGN §9: a cashier may follow the matches and stadiums but not run them
  cashier: ['members.view', 'members.flags', 'members.adjust', 'ledger.check', 'matches.view'],
};

export function can(role: OperatorRole | undefined, permission: Permission): boolean {
  return role !== undefined && grants[role].includes(permission);
}
