// The parts every console form dialog ends with: the refusal the server gave, and cancel / submit.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';

/** The server's refusal of the whole form, announced above its fields. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="mb-4 rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-sm text-danger"
    >
      {children}
    </p>
  );
}

/** Cancel (held while the form is sent) and the submit button with its spinner. */
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
