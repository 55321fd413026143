// The end of a form dialog: cancel (held while the form is sent) and the submit button with its spinner.
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

export function FormActions({
  onCancel,
  isSubmitting,
  submitLabel,
}: {
  onCancel: () => void;
  isSubmitting: boolean;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end gap-2 pt-1">
      <Button onClick={onCancel} disabled={isSubmitting}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" variant="primary" isLoading={isSubmitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
