import { useTranslation } from 'react-i18next';

/**
 * The outcome of an operator action: a status for success, an alert for a refusal, and a status in
 * the warning colour for an action that worked but left the thing waiting (a slip checked again
 * that the service still cannot confirm).
 */
export type NoticeValue = { tone: 'ok' | 'waiting' | 'error'; text: string };

const TONE_CLASS: Record<NoticeValue['tone'], string> = {
  ok: 'border-success/40 text-success',
  waiting: 'border-warning/40 text-warning',
  error: 'border-danger/40 text-danger',
};

export function Notice({ notice, onDismiss }: { notice: NoticeValue; onDismiss?: () => void }) {
  const { t } = useTranslation();
  const isError = notice.tone === 'error';
  return (
    <div
      role={isError ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-lg border bg-ink-900 px-3 py-2 text-sm shadow-card ${TONE_CLASS[notice.tone]}`}
    >
      <span className="min-w-0 flex-1">{notice.text}</span>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('common.close')}
          className="-my-0.5 rounded px-1 text-base leading-none text-ink-300 hover:text-ink-100"
        >
          ×
        </button>
      )}
    </div>
  );
}

/** A page's last outcome above its list, until it is dismissed or the next action replaces it. */
export function PageNotice({
  notice,
  onDismiss,
  className = 'mb-3',
}: {
  notice: NoticeValue | null;
  onDismiss: () => void;
  /** the match desk keeps it in view while the desk scrolls */
  className?: string;
}) {
  if (!notice) return null;
  return (
    <div className={className}>
      <Notice notice={notice} onDismiss={onDismiss} />
    </div>
  );
}
