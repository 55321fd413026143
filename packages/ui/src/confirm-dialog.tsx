// A question with two answers (end the round? revoke the session?) on the kit's Dialog: cancel, and
// the action in its tone; both held while the action runs.
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

type Props = {
  title: string;
  body: string;
  confirmLabel: string;
  tone?: 'primary' | 'danger';
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  tone = 'primary',
  isPending = false,
  onConfirm,
  onCancel,
}: Props) {
  const { t } = useTranslation();
  return (
    <Dialog title={title} onClose={onCancel} isDismissable={!isPending} size="sm">
      <p className="mb-5 text-sm text-ink-200">{body}</p>
      <div className="flex justify-end gap-2">
        <Button onClick={onCancel} disabled={isPending}>
          {t('common.cancel')}
        </Button>
        <Button variant={tone} onClick={onConfirm} isLoading={isPending}>
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
