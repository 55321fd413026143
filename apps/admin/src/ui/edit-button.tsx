import { Button } from '@sanam/ui/button.tsx';
import { useTranslation } from 'react-i18next';

/** A row's Edit button, named for screen readers by what it opens ("Edit KBANK 1112223334"). */
export function EditButton({ label, onEdit }: { label: string; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <Button size="sm" aria-label={label} onClick={onEdit}>
      {t('common.edit')}
    </Button>
  );
}
