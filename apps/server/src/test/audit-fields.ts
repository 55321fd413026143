// The audit log's fields against the console's words: every field name a test's actions
// wrote into an audit row's before or after, at any depth, must be one of the contract's
// AUDIT_FIELDS, which the console labels in Thai and English (its audit-text test). The test apps
// check it when they close, so the test that first writes a new field fails until it is named.
import { AUDIT_FIELDS } from '@sanam/contract/audit.ts';
import type { Queryable } from '../db/db.ts';

const named = new Set<string>(AUDIT_FIELDS);

/** a rate option of an event ({label, odds}): the console reads it as one value, not as fields */
const isOption = (value: object) => 'label' in value && 'odds' in value;

function collectFields(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectFields(item, into);
  } else if (typeof value === 'object' && value !== null && !isOption(value)) {
    for (const [field, inner] of Object.entries(value)) {
      into.add(field);
      collectFields(inner, into);
    }
  }
}

/** The audit rows' field names the console has no words for, with an action that wrote each. */
export async function unnamedAuditFields(q: Queryable): Promise<Map<string, string>> {
  const { rows } = await q.query<{ action: string; before: unknown; after: unknown }>(
    'SELECT action, before, after FROM audit_log',
  );
  const unnamed = new Map<string, string>();
  for (const row of rows) {
    const fields = new Set<string>();
    collectFields(row.before, fields);
    collectFields(row.after, fields);
    for (const field of fields) if (!named.has(field) && !unnamed.has(field)) unnamed.set(field, row.action);
  }
  return unnamed;
}

export async function assertAuditFieldsNamed(q: Queryable): Promise<void> {
  const unnamed = await unnamedAuditFields(q);
  if (unnamed.size === 0) return;
  const list = [...unnamed].map(([field, action]) => `${field} (${action})`).join(', ');
  throw new Error(
    `audit rows hold fields the console cannot label: ${list}. Add them to AUDIT_FIELDS (contract audit.ts) and audit.field.* in the console's audit locales.`,
  );
}
