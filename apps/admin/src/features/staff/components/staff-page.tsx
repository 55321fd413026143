// Staff accounts (admin only): every console account, its role, state, last
// sign-in and live sessions, with add, edit, password reset and sessions. The server allows all of
// it to admins only (403 otherwise); the nav shows the page to admins only. Above the list, the
// four-eyes requests that wait for a second admin.
import type { StaffRow } from '@sanam/contract/staff.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@sanam/ui/button.tsx';
import { DataTable } from '@sanam/ui/data-table.tsx';
import { EmptyState } from '@sanam/ui/empty-state.tsx';
import { ErrorState } from '@sanam/ui/error-state.tsx';
import { LoadingState } from '@sanam/ui/loading-state.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useOperator } from '../../../lib/operator-session.ts';
import { useIsDesktop } from '../../../lib/use-media-query.ts';
import { Badge, PageHeader } from '../../../ui/card.tsx';
import { PageNotice, type NoticeValue } from '../../../ui/notice.tsx';
import { useStaffList } from '../api/list-staff.ts';
import { AddStaffDialog, EditStaffDialog, ResetPasswordDialog } from './staff-dialogs.tsx';
import { SessionsDialog } from './sessions-dialog.tsx';
import { StaffRequestsPanel } from './staff-requests-panel.tsx';

type Open = { kind: 'add' } | { kind: 'edit' | 'reset' | 'sessions'; row: StaffRow } | null;

export function StaffPage() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const me = useOperator();
  const list = useStaffList();
  const isDesktop = useIsDesktop();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  const close = (text?: string) => {
    setOpen(null);
    if (text) setNotice({ tone: 'ok', text });
  };

  const when = (iso: string | null) => (iso ? formatDateTime(iso, lang) : t('staff.never'));
  const badges = (r: StaffRow) => (
    <span className="flex flex-wrap gap-1">
      {r.awaiting_approval ? (
        <Badge tone="gold">{t('staff.badge_awaiting')}</Badge>
      ) : (
        <Badge tone={r.is_active ? 'success' : 'muted'}>
          {r.is_active ? t('staff.active') : t('staff.disabled')}
        </Badge>
      )}
      {r.pending_request && !r.awaiting_approval && (
        <Badge tone="gold">{t(`staff.requests.badge.${r.pending_request}`)}</Badge>
      )}
      {r.must_change_password && r.is_active && <Badge tone="gold">{t('staff.must_change')}</Badge>}
    </span>
  );
  const name = (r: StaffRow) => (
    <>
      {r.username}
      {r.id === me?.id && <span className="ml-2 text-xs font-normal text-ink-300">({t('staff.you')})</span>}
    </>
  );
  const actions = (r: StaffRow) => (
    <div className="flex flex-wrap justify-end gap-1.5">
      <Button
        size="sm"
        variant="outline"
        aria-label={t('staff.edit_label', { username: r.username })}
        onClick={() => setOpen({ kind: 'edit', row: r })}
      >
        {t('staff.edit')}
      </Button>
      {r.id !== me?.id && (
        <Button
          size="sm"
          variant="outline"
          aria-label={t('staff.reset_label', { username: r.username })}
          onClick={() => setOpen({ kind: 'reset', row: r })}
        >
          {t('staff.reset_password')}
        </Button>
      )}
      <Button
        size="sm"
        variant="outline"
        aria-label={t('staff.sessions_label', { username: r.username })}
        onClick={() => setOpen({ kind: 'sessions', row: r })}
      >
        {t('staff.sessions')}
      </Button>
    </div>
  );

  let body;
  if (list.isPending) body = <LoadingState />;
  else if (list.isError)
    body = <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  else if (list.data.staff.length === 0) body = <EmptyState title={t('staff.empty')} />;
  else if (!isDesktop)
    // a phone: one card per account, nothing behind a sideways scroll
    body = (
      <ul className="divide-y divide-ink-700 rounded-xl border border-ink-700">
        {list.data.staff.map((r) => (
          <li key={r.id} className="space-y-2 bg-ink-800 px-3 py-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-medium text-ink-100">{name(r)}</p>
              <span className="text-xs text-ink-200">{t(`role.${r.role}`)}</span>
            </div>
            {badges(r)}
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
              <dt className="text-ink-300">{t('staff.col.last_login')}</dt>
              <dd className="text-right text-ink-200">{when(r.last_login_at)}</dd>
              <dt className="text-ink-300">{t('staff.col.sessions')}</dt>
              <dd className="text-right text-ink-200">
                {t('staff.sessions_count', { count: r.open_sessions })}
              </dd>
            </dl>
            {actions(r)}
          </li>
        ))}
      </ul>
    );
  else
    body = (
      <DataTable
        minWidthClass="min-w-[860px]"
        columns={[
          { key: 'username', label: t('staff.col.username') },
          { key: 'role', label: t('staff.col.role') },
          { key: 'status', label: t('staff.col.status') },
          { key: 'created', label: t('staff.col.created') },
          { key: 'last_login', label: t('staff.col.last_login') },
          { key: 'sessions', label: t('staff.col.sessions'), align: 'right' },
          { key: 'actions', label: t('staff.col.actions'), srOnly: true },
        ]}
      >
        <tbody className="divide-y divide-ink-700">
          {list.data.staff.map((r) => (
            <tr key={r.id} className="bg-ink-800">
              <td className="px-3 py-2 font-medium text-ink-100">{name(r)}</td>
              <td className="px-3 py-2 text-ink-200">{t(`role.${r.role}`)}</td>
              <td className="px-3 py-2">{badges(r)}</td>
              <td className="px-3 py-2 text-ink-200">{when(r.created_at)}</td>
              <td className="px-3 py-2 text-ink-200">{when(r.last_login_at)}</td>
              <td className="tabular px-3 py-2 text-right text-ink-200">{r.open_sessions}</td>
              <td className="px-3 py-2">{actions(r)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    );

  return (
    <div className="space-y-4">
      <PageHeader
        title={t('staff.title')}
        actions={
          <Button variant="primary" onClick={() => setOpen({ kind: 'add' })}>
            {t('staff.add')}
          </Button>
        }
      />
      <PageNotice notice={notice} onDismiss={() => setNotice(null)} />
      <StaffRequestsPanel onDone={(text) => setNotice({ tone: 'ok', text })} />
      {body}
      {open?.kind === 'add' && <AddStaffDialog onClose={close} />}
      {open?.kind === 'edit' && (
        <EditStaffDialog row={open.row} isSelf={open.row.id === me?.id} onClose={close} />
      )}
      {open?.kind === 'reset' && <ResetPasswordDialog row={open.row} onClose={close} />}
      {open?.kind === 'sessions' && <SessionsDialog row={open.row} onClose={() => close()} />}
    </div>
  );
}
