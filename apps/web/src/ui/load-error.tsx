// Spec §8 "error loading data": a list that could not be fetched says so and offers a retry.
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { ErrorIcon } from '@sanam/ui/icons.tsx';

export function LoadError({
  onRetry,
  isRetrying,
  title,
  text,
  isCompact = false,
}: {
  onRetry: () => void;
  isRetrying: boolean;
  /** defaults to "error loading data" (spec §8); a list may say which data */
  title?: string;
  /** defaults to "check the connection and try again" */
  text?: string;
  /** one line, for a list inside a dialog */
  isCompact?: boolean;
}) {
  const { t } = useTranslation();
  if (isCompact) {
    return (
      <div
        role="alert"
        className="flex items-center gap-3 rounded-xl bg-danger/5 px-3 py-3 text-sm ring-1 ring-danger/30"
      >
        <ErrorIcon className="shrink-0 text-lg text-danger" />
        <p className="flex-1 text-ink-200">{title ?? t('common.load_error_title')}</p>
        <Button size="sm" variant="outline" isLoading={isRetrying} onClick={onRetry}>
          {t('common.retry')}
        </Button>
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
      <p className="text-lg font-medium text-ink-100">{title ?? t('common.load_error_title')}</p>
      <p className="mt-1 max-w-xs text-sm text-ink-300">{text ?? t('common.load_error_text')}</p>
      <Button variant="outline" className="mt-5" isLoading={isRetrying} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
