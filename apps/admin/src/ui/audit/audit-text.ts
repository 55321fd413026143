// An audit row as an operator reads it: the action and its target by name, and its
// before/after as labelled fields with their values written the console's way (baht, Bangkok
// times, yes/no, statuses by name), never raw codes or JSON.
import type { AuditEntry } from '@sanam/contract/admin.ts';
import { isAuditAction } from '@sanam/contract/audit.ts';
import type { Language } from '@sanam/contract/constants.ts';
import { formatBaht, satangToBaht } from '@sanam/contract/money.ts';
import type { i18n as I18n, TFunction } from 'i18next';
import { formatCount } from '../../lib/format-count.ts';
import { formatDateTime } from '../../lib/format-time.ts';

export function actionLabel(t: TFunction, action: string): string {
  return isAuditAction(action) ? t(`audit.action.${action}`) : action;
}

/** "member #42" / "สมาชิก #42"; a picture keeps its file name. */
export function targetLabel(t: TFunction, i18n: I18n, entry: AuditEntry): string | null {
  const { target_type: type, target_id: id } = entry;
  if (!type && !id) return null;
  const name = type && i18n.exists(`audit.target.${type}`) ? t(`audit.target.${type}`) : (type ?? '');
  if (!id) return name;
  return type === 'redeem_image' ? `${name} ${id}` : `${name} #${id}`;
}

const BAHT_FIELDS = new Set([
  'amount',
  'balance',
  'check_amount',
  'min_bet',
  'max_bet',
  'max_payout',
  'member_side_cap',
  'liability_cap',
  // a regrade's correction
  'stakes',
  'paid',
  'house_before',
  'house_after',
  // responsible play at the desk
  'desk_limit',
  'in_force',
]);
const SATANG_FIELDS = new Set(['stake_satang', 'payout_satang', 'house_satang']);
const TIME_FIELDS = new Set(['created_at', 'until', 'closes_at', 'last_call_at', 'ends_at', 'reopens_at']);
const PERMILLE_FIELDS = new Set(['tie_permille', 'notie_permille']);
const REF_FIELDS = new Set([
  'id',
  'entry_id',
  'deposit_id',
  'stadium_id',
  'next_match_id',
  'rate_id',
  'member_id',
  'item_id',
]);
/** fields whose values are codes, and the set of words that names them */
const CODE_FIELDS: Record<string, string> = {
  kind: 'kind',
  round_type: 'round_type',
  type: 'round_type',
  result: 'result',
  status: 'status',
  state: 'state',
  side: 'side',
  closed_by: 'closed_by',
  // a regrade's results; an event's winners are its own options, typed text
  from: 'result',
  to: 'result',
  pending_reason: 'pending_reason',
  // responsible play: which limit, how long a break
  play_limit: 'play_limit',
  length: 'break_length',
};

export function fieldLabel(t: TFunction, i18n: I18n, field: string): string {
  return i18n.exists(`audit.field.${field}`) ? t(`audit.field.${field}`) : field;
}

function isOption(value: unknown): value is { label: unknown; odds: unknown } {
  return typeof value === 'object' && value !== null && 'label' in value && 'odds' in value;
}

/**
 * Whether fieldValue() shows `value` as it was typed (a name, a reason, a round's teams) rather
 * than in the console's words (a code it has a label for), and fieldValue's own test of it: such text is data, in whatever language its author wrote it, and the
 * page marks it so (translate="no"; the console's screen check reads past it).
 */
export function isTypedText(i18n: I18n, field: string, value: unknown): boolean {
  if (typeof value !== 'string' || value === '' || TIME_FIELDS.has(field)) return false;
  const codes = CODE_FIELDS[field];
  return !(codes && i18n.exists(`audit.value.${codes}.${value}`));
}

export function fieldValue(t: TFunction, i18n: I18n, lang: Language, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('audit.none');
  if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
  if (typeof value === 'number') {
    if (BAHT_FIELDS.has(field)) return t('audit.money', { amount: formatBaht(value) });
    if (SATANG_FIELDS.has(field)) return t('audit.money', { amount: formatBaht(satangToBaht(value)) });
    if (PERMILLE_FIELDS.has(field)) return t('audit.multiplier', { value: value / 1000 });
    if (REF_FIELDS.has(field)) return t('audit.ref', { id: value });
    if (field === 'bytes') return t('audit.bytes', { count: value, formatted: formatCount(value, lang) });
    if (field === 'minutes') return t('audit.minutes', { count: value, formatted: formatCount(value, lang) });
    if (field === 'seconds') return t('audit.seconds', { count: value, formatted: formatCount(value, lang) });
    return formatCount(value, lang);
  }
  if (typeof value === 'string') {
    if (TIME_FIELDS.has(field)) return formatDateTime(value, lang);
    return isTypedText(i18n, field, value) ? value : t(`audit.value.${CODE_FIELDS[field] ?? ''}.${value}`);
  }
  if (Array.isArray(value)) {
    return value
      .map((item) =>
        isOption(item)
          ? t('audit.option', { label: String(item.label), odds: String(item.odds) })
          : fieldValue(t, i18n, lang, field, item),
      )
      .join(' · ');
  }
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, inner]) => `${fieldLabel(t, i18n, key)}: ${fieldValue(t, i18n, lang, key, inner)}`)
      .join(' · ');
  }
  return t('audit.none');
}

export type ChangeRow = {
  field: string;
  /** absent when the field is new (a created thing, or a field only the after names) */
  before?: unknown;
  after?: unknown;
  /** true when the row records what was removed (after is empty) */
  isRemoved?: boolean;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** a field a new thing leaves empty (no closing time, no winner yet) says nothing */
const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * The fields an audit row changed: a field both sides name and that differs shows before → after;
 * one only the after names shows its value, unless empty; one only the before names did not change (the after
 * names what the action set). With no after (a deletion), the before's fields are what went.
 */
export function changeRows(before: unknown, after: unknown): ChangeRow[] {
  if (isRecord(after)) {
    const was = isRecord(before) ? before : {};
    return Object.entries(after)
      .filter(([field, value]) => (field in was ? !same(was[field], value) : !isEmpty(value)))
      .map(([field, value]) =>
        field in was ? { field, before: was[field], after: value } : { field, after: value },
      );
  }
  if (isRecord(before)) {
    return Object.entries(before).map(([field, value]) => ({ field, before: value, isRemoved: true }));
  }
  if (before === null || before === undefined) {
    return after === null || after === undefined ? [] : [{ field: '', after }];
  }
  return [{ field: '', before, after }];
}
