import type { AuditEntry } from '@sanam/contract/admin.ts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import { changeRows, fieldLabel, fieldValue, isTypedText } from './audit-text.ts';

/** What an audit row changed, field by field: "Balance: ฿100.00 → ฿125.00". */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage();
  const rows = changeRows(entry.before, entry.after);
  if (rows.length === 0) return <p className="text-ink-300">{t('audit.no_change')}</p>;
  // typed text (a reason, a name) is data: marked so, not taken for the console's own words
  const value = (field: string, v: unknown) => (
    <span translate={isTypedText(i18n, field, v) ? 'no' : undefined}>
      {fieldValue(t, i18n, lang, field, v)}
    </span>
  );
  return (
    <dl className="space-y-0.5">
      {rows.map((row) => (
        <div key={row.field} className="flex flex-wrap gap-x-1.5">
          {row.field && <dt className="text-ink-300">{fieldLabel(t, i18n, row.field)}:</dt>}
          <dd className="min-w-0 break-words text-ink-100">
            {'before' in row && !row.isRemoved ? (
              <>
                <span className="text-ink-300">{value(row.field, row.before)}</span>
                <span className="px-1.5 text-gold-500" aria-label={t('audit.to')}>
                  →
                </span>
                {value(row.field, row.after)}
              </>
            ) : row.isRemoved ? (
              <span className="text-ink-300">{value(row.field, row.before)}</span>
            ) : (
              value(row.field, row.after)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
