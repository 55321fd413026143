import type { AuditEntry } from '@sanam/contract/admin.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { PageHeader } from '../../../ui/card.tsx';
import { inputClass } from '../../../ui/field.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states.tsx';
import { useAuditLog } from '../api/list-audit.ts';

const PAGE_SIZE = 50;

/** Actions the server is known to write (DESIGN §9); the filter also takes any other text. */
const KNOWN_ACTIONS = ['auth.login', 'auth.logout', 'member.update', 'member.adjust'];

function compactJson(value: unknown): string {
  if (value === undefined || value === null) return '—';
  try {
    return JSON.stringify(value);
  } catch {
    return '…';
  }
}

function target(entry: AuditEntry): string {
  if (!entry.target_type && !entry.target_id) return '—';
  return [entry.target_type, entry.target_id].filter(Boolean).join(' #');
}

export function AuditPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [actionText, setActionText] = useState('');
  const [offset, setOffset] = useState(0);
  const action = useDebouncedValue(actionText.trim(), 300);
  const audit = useAuditLog({ limit: PAGE_SIZE, offset, action });
  const isDesktop = useMediaQuery('(min-width: 768px)');
  const filterBy = (name: string) => {
    setActionText(name);
    setOffset(0);
  };
  const data = audit.data;
  const actions = [
    ...new Set([...KNOWN_ACTIONS, ...(data?.items.map((entry) => entry.action) ?? [])]),
  ].sort();

  return (
    <>
      <PageHeader title={t('nav.audit')} />
      <div className="mb-3 flex items-center gap-3">
        <div className="w-full max-w-xs">
          <label htmlFor="audit-action" className="sr-only">
            {t('audit.filter_action')}
          </label>
          <input
            id="audit-action"
            list="audit-actions"
            value={actionText}
            onChange={(event) => {
              setActionText(event.target.value);
              setOffset(0);
            }}
            placeholder={t('audit.filter_placeholder')}
            className={inputClass}
          />
          <datalist id="audit-actions">
            {actions.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </div>
        {audit.isFetching && !audit.isPending && (
          <Spinner className="size-4 text-gold-500" label={t('common.loading')} />
        )}
      </div>

      {audit.isPending ? (
        <LoadingState />
      ) : audit.isError && !data ? (
        <ErrorState message={errorMessage(audit.error)} onRetry={() => void audit.refetch()} />
      ) : data && data.items.length === 0 ? (
        <EmptyState text={t('audit.empty')} />
      ) : data ? (
        <>
          {!isDesktop ? (
            <ul className="space-y-2">
              {data.items.map((entry) => (
                <li key={entry.id} className="rounded-xl border border-ink-700 bg-ink-800 p-3 text-sm">
                  <div className="flex items-center justify-between gap-2">
                    <button
                      type="button"
                      className="rounded bg-ink-700 px-1.5 py-0.5 font-mono text-xs text-gold-300"
                      title={t('audit.filter_by', { action: entry.action })}
                      onClick={() => filterBy(entry.action)}
                    >
                      {entry.action}
                    </button>
                    <span className="tabular text-xs text-ink-300">
                      {formatDateTime(entry.created_at, lang)}
                    </span>
                  </div>
                  <p className="mt-2 text-ink-200">
                    <span className="font-medium text-ink-100">
                      {entry.operator_username ?? t('audit.system')}
                    </span>{' '}
                    · {target(entry)}
                  </p>
                  <p className="mt-1 font-mono text-xs break-all">
                    <span className="text-ink-300">{compactJson(entry.before)}</span>
                    <span className="px-1.5 text-gold-500" aria-label={t('audit.to')}>
                      →
                    </span>
                    <span className="text-ink-100">{compactJson(entry.after)}</span>
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <div className="overflow-x-auto rounded-xl border border-ink-700">
              <table className="w-full min-w-[760px] text-left text-sm">
                <thead className="bg-ink-950/60 text-xs tracking-wide text-ink-300 uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t('audit.col.time')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t('audit.col.operator')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t('audit.col.action')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t('audit.col.target')}
                    </th>
                    <th scope="col" className="px-3 py-2 font-medium">
                      {t('audit.col.change')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-ink-700/70 bg-ink-800">
                  {data.items.map((entry) => (
                    <tr key={entry.id} className="align-top hover:bg-ink-700/40">
                      <td className="tabular px-3 py-2 whitespace-nowrap text-ink-300">
                        {formatDateTime(entry.created_at, lang)}
                      </td>
                      <td className="px-3 py-2 font-medium text-ink-100">
                        {entry.operator_username ?? t('audit.system')}
                      </td>
                      <td className="px-3 py-2">
                        <button
                          type="button"
                          className="rounded bg-ink-700 px-1.5 py-0.5 font-mono text-xs text-gold-300 hover:bg-ink-600"
                          title={t('audit.filter_by', { action: entry.action })}
                          onClick={() => filterBy(entry.action)}
                        >
                          {entry.action}
                        </button>
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap text-ink-200">{target(entry)}</td>
                      <td className="max-w-xl px-3 py-2 font-mono text-xs break-all">
                        <span className="text-ink-300">{compactJson(entry.before)}</span>
                        <span className="px-1.5 text-gold-500" aria-label={t('audit.to')}>
                          →
                        </span>
                        <span className="text-ink-100">{compactJson(entry.after)}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pagination
            offset={offset}
            limit={PAGE_SIZE}
            total={data.total}
            onChange={setOffset}
            isFetching={audit.isFetching}
          />
        </>
      ) : null}
    </>
  );
}
