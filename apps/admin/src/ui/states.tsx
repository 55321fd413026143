import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-center gap-3 py-12 text-sm text-ink-300">
      <Spinner className="size-5 text-gold-500" label={label ?? t('common.loading')} />
      <span aria-hidden="true">{label ?? t('common.loading')}</span>
    </div>
  );
}

export function EmptyState({ text }: { text: string }) {
  return <p className="py-12 text-center text-sm text-ink-300">{text}</p>;
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
      <p className="text-sm text-danger">{message}</p>
      {onRetry && (
        <Button size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}
