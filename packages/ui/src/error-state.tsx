// Spec §8 "error loading data": what could not be fetched says so (role="alert") and offers a retry.
// The member app's is a card ("check the connection" beneath), or one line inside a dialog
// (isCompact); the console's is the server's message in red above a small retry button.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { ErrorIcon } from './icons.tsx';
import { useLook } from './look.tsx';

export function ErrorState({
  message,
  text,
  onRetry,
  isRetrying = false,
  isCompact = false,
  actions,
}: {
  /** defaults to "error loading data" (spec §8); a list may say which data, the console the server's words */
  message?: string;
  /** member app: defaults to "check the connection and try again" */
  text?: string;
  /** without it there is nothing to retry (a page that cannot exist) */
  onRetry?: () => void;
  isRetrying?: boolean;
  /** member app: one line, for a list inside a dialog */
  isCompact?: boolean;
  /** member app: the card's own way on (a game's retry and the way home) in place of the retry */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const look = useLook();
  const title = message ?? t('common.load_error_title');
  if (look === 'console') {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
        <p className="text-sm text-danger">{title}</p>
        {onRetry && (
          <Button size="sm" onClick={onRetry} isLoading={isRetrying}>
            {t('common.retry')}
          </Button>
        )}
      </div>
    );
  }
  const retry = (className?: string) =>
    onRetry ? (
      <Button
        size={isCompact ? 'sm' : 'md'}
        variant="outline"
        className={className}
        isLoading={isRetrying}
        onClick={onRetry}
      >
        {t('common.retry')}
      </Button>
    ) : null;
  if (isCompact) {
    return (
      <div
        role="alert"
        className="flex items-center gap-3 rounded-xl bg-danger/5 px-3 py-3 text-sm ring-1 ring-danger/30"
      >
        <ErrorIcon className="shrink-0 text-lg text-danger" />
        <p className="flex-1 text-ink-200">{title}</p>
        {retry()}
      </div>
    );
  }
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-[var(--radius-card)] bg-danger/5 px-6 py-10 text-center ring-1 ring-danger/30"
    >
      <span className="mb-3 flex size-14 items-center justify-center rounded-full bg-danger/15 text-3xl text-danger">
        <ErrorIcon />
      </span>
      <p className="text-lg font-medium text-ink-100">{title}</p>
      <p className="mt-1 max-w-xs text-sm text-ink-300">{text ?? t('common.load_error_text')}</p>
      {actions ? <div className="mt-5 flex flex-wrap justify-center gap-3">{actions}</div> : retry('mt-5')}
    </div>
  );
}
