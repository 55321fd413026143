import { auditQuery, type AuditEntry } from '@sanam/contract/admin.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useDebouncedValue } from '@sanam/ui/use-debounced-value.ts';
import { Badge, PageHeader } from '../../../ui/card.tsx';
import { TableOrCards } from '../../../ui/table-or-cards.tsx';
import { PagedResults } from '../../../ui/paged-results.tsx';
import { Spinner } from '@sanam/ui/spinner.tsx';
import { useAuditLog } from '../../../lib/list-audit.ts';
import { AuditChange } from '../../../ui/audit/audit-change.tsx';
import { AuditFilters, NO_FILTERS, type AuditFilterValues } from './audit-filters.tsx';
import { actionLabel, targetLabel } from '../../../ui/audit/audit-text.ts';
import { MemberFileLink } from '../../../ui/member-link.tsx';

const PAGE_SIZE = 50;
const MEMBER_DEBOUNCE_MS = 300;

const chipClass =
  'rounded bg-ink-700 px-1.5 py-0.5 text-left text-xs font-medium text-gold-300 hover:bg-ink-600';

export function AuditPage() {
  const { t, i18n } = useTranslation();
  const lang = currentLanguage();
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  const [offset, setOffset] = useState(0);
  const member = useDebouncedValue(filters.member.trim(), MEMBER_DEBOUNCE_MS);

  // the server's own rule (contract auditQuery) first: a refused filter is shown, never sent
  const parsed = auditQuery.safeParse({
    limit: PAGE_SIZE,
    offset,
    action: filters.action || undefined,
    operator_id: filters.operator_id || undefined,
    member: member || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  });
  const errors: Partial<Record<keyof AuditFilterValues, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof AuditFilterValues;
      errors[field] ??= issue.message;
    }
  }
  const audit = useAuditLog(parsed.success ? parsed.data : null);

  const filterBy = (patch: Partial<AuditFilterValues>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setOffset(0);
  };
  const isFiltered = Object.values(filters).some((v) => v !== '');

  // a named system actor (the demo's seed or simulator) is no staff account: named, marked, and
  // not offered as an operator filter
  const operatorCell = (entry: AuditEntry) =>
    entry.system_actor !== null ? (
      <span className="inline-flex flex-wrap items-center gap-1.5" title={t('audit.system_actor.note')}>
        <span className="font-medium text-ink-100">{t(`audit.system_actor.${entry.system_actor}`)}</span>
        <Badge>{t('audit.system')}</Badge>
      </span>
    ) : entry.operator_id === null || entry.operator_username === null ? (
      <span className="font-medium text-ink-100">{t('audit.system')}</span>
    ) : (
      <button
        type="button"
        className="font-medium text-ink-100 hover:text-gold-300"
        title={t('audit.filter.by_operator', { username: entry.operator_username })}
        onClick={() => filterBy({ operator_id: String(entry.operator_id) })}
      >
        {entry.operator_username}
      </button>
    );
  const actionChip = (entry: AuditEntry) => {
    const label = actionLabel(t, entry.action);
    return (
      <button
        type="button"
        className={chipClass}
        title={t('audit.filter.by_action', { action: label })}
        onClick={() => filterBy({ action: entry.action })}
      >
        {label}
      </button>
    );
  };
  const targetCell = (entry: AuditEntry) => {
    const label = targetLabel(t, i18n, entry) ?? t('audit.none');
    return entry.target_type === 'member' && entry.target_id ? (
      <span className="inline-flex flex-wrap items-baseline gap-x-2">
        <button
          type="button"
          className="text-ink-200 hover:text-gold-300"
          title={t('audit.filter.by_member', { id: entry.target_id })}
          onClick={() => filterBy({ member: `#${entry.target_id}` })}
        >
          {label}
        </button>
        <MemberFileLink id={Number(entry.target_id)} name={label} />
      </span>
    ) : (
      <span className="text-ink-200">{label}</span>
    );
  };

  return (
    <>
      <PageHeader
        title={t('nav.audit')}
        actions={
          audit.isFetching && !audit.isPending ? (
            <Spinner className="size-4 text-gold-500" label={t('common.loading')} />
          ) : undefined
        }
      />
      <AuditFilters values={filters} onChange={filterBy} errors={errors} />

      <PagedResults
        query={audit}
        emptyText={isFiltered ? t('audit.empty_filtered') : t('audit.empty')}
        offset={offset}
        limit={PAGE_SIZE}
        onOffset={setOffset}
      >
        {(items) => (
          <TableOrCards
            minWidthClass="min-w-[760px]"
            rows={items}
            rowClassName="align-top hover:bg-ink-700/40"
            columns={[
              {
                key: 'time',
                label: t('audit.col.time'),
                cellClassName: 'tabular whitespace-nowrap text-ink-300',
                cell: (entry) => formatDateTime(entry.created_at, lang),
              },
              { key: 'operator', label: t('audit.col.operator'), cell: operatorCell },
              { key: 'action', label: t('audit.col.action'), cell: actionChip },
              {
                key: 'target',
                label: t('audit.col.target'),
                cellClassName: 'whitespace-nowrap',
                cell: targetCell,
              },
              {
                key: 'change',
                label: t('audit.col.change'),
                cellClassName: 'max-w-xl text-xs',
                cell: (entry) => <AuditChange entry={entry} />,
              },
            ]}
            cardClassName="text-sm"
            card={(entry) => (
              <>
                <div className="flex items-start justify-between gap-2">
                  {actionChip(entry)}
                  <span className="tabular shrink-0 text-xs text-ink-300">
                    {formatDateTime(entry.created_at, lang)}
                  </span>
                </div>
                <p className="mt-2 flex flex-wrap items-center gap-x-1.5 text-ink-200">
                  {operatorCell(entry)}
                  <span aria-hidden="true">·</span>
                  {targetCell(entry)}
                </p>
                <div className="mt-1.5 text-xs">
                  <AuditChange entry={entry} />
                </div>
              </>
            )}
          />
        )}
      </PagedResults>
    </>
  );
}
