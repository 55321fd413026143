// The frame of an action an operator takes on one member (a balance adjustment, a login unlock): what
// it is about, the server's refusal, the form ending in cancel and submit; once it went through, what
// changed and Done. The request is held open while it is sent.
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { Button } from '@sanam/ui/button.tsx';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { FormActions } from '@sanam/ui/form-actions.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';

type Props = {
  title: string;
  onClose: () => void;
  /** what the action changed, once the server took it; null until then */
  done: ReactNode;
  /** the member and what the action is about, above the form */
  summary: ReactNode;
  /** the server's refusal of the last attempt */
  error: unknown;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isSubmitting: boolean;
  submitLabel: string;
  /** the form's fields */
  children: ReactNode;
};

/** What the action changed, once the server took it: a heading and a line of detail. */
export function DoneNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="status" className="mb-5 rounded-lg border border-success/40 bg-success/10 p-3 text-sm">
      <p className="font-medium text-success">{title}</p>
      <p className="mt-1 text-ink-200">{children}</p>
    </div>
  );
}

export function MemberActionDialog({
  title,
  onClose,
  done,
  summary,
  error,
  onSubmit,
  isSubmitting,
  submitLabel,
  children,
}: Props) {
  const { t } = useTranslation();
  if (done) {
    return (
      <Dialog title={title} onClose={onClose}>
        {done}
        <div className="flex justify-end">
          <Button variant="primary" onClick={onClose}>
            {t('common.done')}
          </Button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog title={title} onClose={onClose} isDismissable={!isSubmitting}>
      {summary}
      {error ? <FormError>{errorMessage(error)}</FormError> : null}
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {children}
        <FormActions onCancel={onClose} isSubmitting={isSubmitting} submitLabel={submitLabel} />
      </form>
    </Dialog>
  );
}
