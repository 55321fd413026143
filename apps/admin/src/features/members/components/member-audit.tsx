// Every staff action on one member, newest first, paged and narrowed by action (the audit log's
// member filter, GET /admin/audit?member=#id; admin only, like the log).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { Card } from '../../../ui/card.tsx';
import { PagedResults } from '../../../ui/paged-results.tsx';
import { TableOrCards } from '../../../ui/table-or-cards.tsx';
import { useAuditLog } from '../../../lib/list-audit.ts';
import { AuditChange } from '../../../ui/audit/audit-change.tsx';
import { actionLabel } from '../../../ui/audit/audit-text.ts';

const PAGE_SIZE = 10;

export function MemberAudit({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [offset, setOffset] = useState(0);
  const audit = useAuditLog({ member: `#${memberId}`, limit: PAGE_SIZE, offset });
  const list = (
    <PagedResults
      query={audit}
      emptyText={t('audit.empty')}
      offset={offset}
      limit={PAGE_SIZE}
      onOffset={setOffset}
    >
      {(items) => (
        <TableOrCards
          minWidthClass="min-w-[640px]"
          rows={items}
          rowClassName="align-top"
          columns={[
            {
              key: 'time',
              label: t('audit.col.time'),
              cellClassName: 'tabular whitespace-nowrap text-xs text-ink-300',
              cell: (e) => formatDateTime(e.created_at, lang),
            },
            {
              key: 'operator',
              label: t('audit.col.operator'),
              cell: (e) => <span translate="no">{e.operator_username ?? '—'}</span>,
            },
            { key: 'action', label: t('audit.col.action'), cell: (e) => actionLabel(t, e.action) },
            {
              key: 'change',
              label: t('audit.col.change'),
              cellClassName: 'max-w-xl text-xs',
              cell: (e) => <AuditChange entry={e} />,
            },
          ]}
          card={(e) => (
            <>
              <div className="flex items-start justify-between gap-2 text-sm">
                <span className="font-medium text-ink-100">{actionLabel(t, e.action)}</span>
                <span className="tabular text-xs text-ink-300">{formatDateTime(e.created_at, lang)}</span>
              </div>
              <p className="text-xs text-ink-300" translate="no">
                {e.operator_username ?? '—'}
              </p>
              <div className="mt-1 text-xs">
                <AuditChange entry={e} />
              </div>
            </>
          )}
        />
      )}
    </PagedResults>
  );
  return (
    <Card className="mt-4 p-4">
      <h2 className="mb-2 font-semibold text-ink-100">{t('member_file.audit')}</h2>
      {list}
    </Card>
  );
}
