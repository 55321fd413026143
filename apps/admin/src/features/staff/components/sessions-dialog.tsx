// A staff account's live sessions: address, device, when it began, was last seen and ends; the admin
// signs out one device or every one, and those tokens stop working at once.
import type { StaffRow } from '@sanam/contract/staff.ts';
import { deviceOf } from '@sanam/contract/user-agent.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@sanam/ui/button.tsx';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { ErrorState } from '@sanam/ui/error-state.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';
import { LoadingState } from '@sanam/ui/loading-state.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { Badge } from '../../../ui/card.tsx';
import { useEndStaffSessions, useStaffSessions } from '../api/staff-sessions.ts';

export function SessionsDialog({ row, onClose }: { row: StaffRow; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const sessions = useStaffSessions(row.id);
  const end = useEndStaffSessions(row.id);
  const [endedText, setEndedText] = useState<string | null>(null);
  const onEnd = (sessionId: string | null) =>
    end.mutate(sessionId, {
      onSuccess: (reply) => {
        setEndedText(t('staff.sessions.ended', { count: reply.ended }));
        void sessions.refetch();
      },
    });

  let body;
  if (sessions.isPending) body = <LoadingState />;
  else if (sessions.isError)
    body = <ErrorState message={errorMessage(sessions.error)} onRetry={() => void sessions.refetch()} />;
  else if (sessions.data.sessions.length === 0)
    body = <p className="py-4 text-center text-sm text-ink-300">{t('staff.sessions.none')}</p>;
  else
    body = (
      <ul className="divide-y divide-ink-700 rounded-xl border border-ink-700">
        {sessions.data.sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-start justify-between gap-2 px-3 py-2.5">
            <dl className="grid min-w-0 grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
              <dt className="text-ink-300">{t('staff.sessions.ip')}</dt>
              <dd className="tabular text-ink-100">{s.ip ?? t('staff.sessions.unknown')}</dd>
              <dt className="text-ink-300">{t('staff.sessions.device')}</dt>
              <dd className="truncate text-ink-100" title={s.user_agent ?? undefined}>
                {deviceOf(s.user_agent) ?? t('staff.sessions.unknown')}
              </dd>
              <dt className="text-ink-300">{t('staff.sessions.started')}</dt>
              <dd className="text-ink-100">{formatDateTime(s.created_at, lang)}</dd>
              <dt className="text-ink-300">{t('staff.sessions.last_seen')}</dt>
              <dd className="text-ink-100">{formatDateTime(s.last_seen_at, lang)}</dd>
              <dt className="text-ink-300">{t('staff.sessions.expires')}</dt>
              <dd className="text-ink-100">{formatDateTime(s.expires_at, lang)}</dd>
            </dl>
            {s.is_current ? (
              <Badge tone="gold">{t('staff.sessions.this_one')}</Badge>
            ) : (
              <Button
                size="sm"
                variant="danger-outline"
                aria-label={t('staff.sessions.end_label', { ip: s.ip ?? t('staff.sessions.unknown') })}
                isLoading={end.isPending && end.variables === s.id}
                onClick={() => onEnd(s.id)}
              >
                {t('staff.sessions.end')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    );

  const hasOthers = sessions.data?.sessions.some((s) => !s.is_current) ?? false;
  return (
    <Dialog title={t('staff.sessions.title', { username: row.username })} onClose={onClose}>
      <div className="space-y-3 p-4">
        {endedText && (
          <p role="status" className="rounded-lg bg-success/10 px-3 py-2 text-sm text-success">
            {endedText}
          </p>
        )}
        {end.error ? <FormError>{errorMessage(end.error)}</FormError> : null}
        {body}
        <div className="flex justify-end gap-2 pt-1">
          <Button onClick={onClose}>{t('common.close')}</Button>
          {hasOthers && (
            <Button
              variant="danger"
              isLoading={end.isPending && end.variables === null}
              onClick={() => onEnd(null)}
            >
              {t('staff.sessions.end_all')}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
