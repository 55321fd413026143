import { useTranslation } from 'react-i18next';
import { Button } from '@sanam/ui/button.tsx';

type Props = {
  offset: number;
  limit: number;
  total: number;
  onChange: (offset: number) => void;
  isFetching?: boolean;
};

export function Pagination({ offset, limit, total, onChange, isFetching = false }: Props) {
  const { t } = useTranslation();
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + limit, total);
  return (
    <nav
      aria-label={t('pagination.label')}
      className="flex items-center justify-between gap-3 pt-3 text-sm text-ink-300"
    >
      <span>{t('pagination.range', { from, to, total })}</span>
      <div className="flex gap-2">
        <Button
          size="sm"
          disabled={offset === 0 || isFetching}
          onClick={() => onChange(Math.max(0, offset - limit))}
        >
          {t('pagination.prev')}
        </Button>
        <Button
          size="sm"
          disabled={offset + limit >= total || isFetching}
          onClick={() => onChange(offset + limit)}
        >
          {t('pagination.next')}
        </Button>
      </div>
    </nav>
  );
}
