// A page or a list on its way: a spinner and the word (the spinner carries the name for a screen
// reader, the visible word is hidden from it so it is heard once).
import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner.tsx';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  const name = label ?? t('common.loading');
  return (
    <div className="flex items-center justify-center gap-3 py-12 text-sm text-ink-300">
      <Spinner className="size-5 text-gold-500" label={name} />
      <span aria-hidden="true">{name}</span>
    </div>
  );
}
