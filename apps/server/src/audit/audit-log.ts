// Writing the operator audit log (DESIGN §6: every operator action, who, what, before, after, when).
// Below every module: any module that records an operator action writes its row here.
//
// audit() is called with the transaction of the action it records, so the row exists exactly when
// the action committed: a refused or rolled-back action leaves no audit row, and a committed one
// always has its row. Reading the log is the console's (modules/audit-log).
import type { AuditAction, SystemActorName } from '@sanam/contract/audit.ts';
import type { Queryable } from '../db/db.ts';

/** The operator acting, as the audit log records them. */
export interface Actor {
  operatorId: number;
  ip: string | null;
  system?: undefined;
}

/**
 * A named system actor (the demo's seed and simulator): no person, so no operator, no address. It
 * is no operators row, so it cannot sign in, hold a role or appear among the staff; the services it
 * drives take an `AnyActor` and write its name into the audit row (docs/decisions.md).
 */
export interface SystemActor {
  operatorId: null;
  ip: null;
  system: SystemActorName;
}

export type AnyActor = Actor | SystemActor;

export function systemActor(name: SystemActorName): SystemActor {
  return { operatorId: null, ip: null, system: name };
}

export interface AuditRecord {
  operatorId: number | null;
  /** the system actor when no operator acted (AnyActor's `system`) */
  system?: SystemActorName | undefined;
  /** dotted verb, e.g. 'member.update', 'member.adjust': the contract's AUDIT_ACTIONS, which the console words */
  action: AuditAction;
  targetType: string | null;
  targetId: string | number | null;
  before: unknown;
  after: unknown;
  ip: string | null;
}

export async function audit(q: Queryable, r: AuditRecord): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (operator_id, action, target_type, target_id, before, after, ip, system_actor)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8)`,
    [
      r.operatorId,
      r.action,
      r.targetType,
      r.targetId === null ? null : String(r.targetId),
      r.before === undefined || r.before === null ? null : JSON.stringify(r.before),
      r.after === undefined || r.after === null ? null : JSON.stringify(r.after),
      r.ip,
      r.system ?? null,
    ],
  );
}

/**
 * audit() as a part of an action written in one statement (matches' rate publish): the audit row's
 * INSERT … SELECT, each column an SQL expression over `from`, to be used as one of the statement's
 * CTEs. Like audit(), the row exists exactly when the action does.
 */
export function auditSql(a: {
  from: string;
  operatorId: string;
  action: AuditAction;
  targetType: string;
  targetId: string;
  before: string;
  after: string;
  ip: string;
  /** an SQL expression naming the system actor, or NULL (the default) when an operator acts */
  system?: string;
}): string {
  // the action is one of the contract's AUDIT_ACTIONS (letters, dots, underscores): safe as a literal
  return `INSERT INTO audit_log (operator_id, action, target_type, target_id, before, after, ip, system_actor)
          SELECT ${a.operatorId}, '${a.action}', ${a.targetType}, ${a.targetId}, ${a.before}, ${a.after}, ${a.ip},
                 ${a.system ?? 'NULL'}
            FROM ${a.from}`;
}
