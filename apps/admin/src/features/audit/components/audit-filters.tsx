import { AUDIT_ACTIONS } from '@sanam/contract/audit.ts';
import { useTranslation } from 'react-i18next';
import { Button } from '@sanam/ui/button.tsx';
import { SelectField, TextField } from '@sanam/ui/field.tsx';
import { useOperators } from '../api/list-operators.ts';

export type AuditFilterValues = {
  action: string;
  operator_id: string;
  member: string;
  /** Bangkok calendar days, "YYYY-MM-DD", both included */
  from: string;
  to: string;
};

export const NO_FILTERS: AuditFilterValues = { action: '', operator_id: '', member: '', from: '', to: '' };

type Props = {
  values: AuditFilterValues;
  onChange: (patch: Partial<AuditFilterValues>) => void;
  /** the contract's messages for the fields it refuses (catalogue keys: the fields put them into words) */
  errors: Partial<Record<keyof AuditFilterValues, string>>;
};

/** The audit log's filters: what was done, by whom, about which member, on which Bangkok days. */
export function AuditFilters({ values, onChange, errors }: Props) {
  const { t } = useTranslation();
  const operators = useOperators();
  const isFiltered = Object.values(values).some((v) => v !== '');
  return (
    <section
      aria-label={t('audit.filter.label')}
      className="mb-4 grid grid-cols-2 items-start gap-3 rounded-card border border-ink-700 bg-ink-800 p-3 md:grid-cols-3 xl:grid-cols-[repeat(5,minmax(0,1fr))_auto]"
    >
      <SelectField
        className="col-span-2 md:col-span-1"
        label={t('audit.filter.action')}
        value={values.action}
        onChange={(event) => onChange({ action: event.target.value })}
      >
        <option value="">{t('audit.filter.action_all')}</option>
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {t(`audit.action.${action}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('audit.filter.operator')}
        value={values.operator_id}
        onChange={(event) => onChange({ operator_id: event.target.value })}
        error={errors.operator_id}
      >
        <option value="">{t('audit.filter.operator_all')}</option>
        {(operators.data?.operators ?? []).map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.username}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('audit.filter.member')}
        type="search"
        autoComplete="off"
        maxLength={64}
        hint={t('audit.filter.member_hint')}
        value={values.member}
        onChange={(event) => onChange({ member: event.target.value })}
        error={errors.member}
      />
      <TextField
        label={t('audit.filter.from')}
        type="date"
        value={values.from}
        max={values.to || undefined}
        onChange={(event) => onChange({ from: event.target.value })}
        error={errors.from}
      />
      <TextField
        label={t('audit.filter.to')}
        type="date"
        value={values.to}
        min={values.from || undefined}
        onChange={(event) => onChange({ to: event.target.value })}
        error={errors.to}
      />
      {isFiltered && (
        <div className="flex items-end self-stretch">
          <Button variant="ghost" onClick={() => onChange(NO_FILTERS)}>
            {t('audit.filter.clear')}
          </Button>
        </div>
      )}
    </section>
  );
}
