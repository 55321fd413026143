import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { FormActions } from '@sanam/ui/form-actions.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';
import { useEventAction } from '../api/event-actions.ts';
import { WinnerField, type EventDialogProps } from './winner-field.tsx';

/** The winning option, with what the house keeps or pays if it is the one; settling is final. */
export function SettleDialog({ event, onDone, onClose }: EventDialogProps) {
  const { t } = useTranslation();
  const action = useEventAction();
  const [winner, setWinner] = useState('');
  const [error, setError] = useState<string | undefined>();
  const picked = event.options.find((o) => o.key === winner);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!picked) return setError(t('events.settle_pick'));
    try {
      await action.mutateAsync({ kind: 'settle', id: event.id, winner: picked.key });
      onDone(t('event.settled'));
    } catch {
      // shown above the form
    }
  };

  return (
    <Dialog title={t('events.settle_title')} onClose={onClose} isDismissable={!action.isPending} size="sm">
      {action.error && <FormError>{errorMessage(action.error)}</FormError>}
      <p className="mb-4 text-sm text-ink-200">{event.question}</p>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-3">
        <WinnerField
          label={t('events.settle_winner')}
          pickText={t('events.settle_pick')}
          options={event.options}
          value={winner}
          onPick={(key) => {
            setWinner(key);
            setError(undefined);
          }}
          error={error}
        />
        <p className="text-xs text-ink-300">{t('events.settle_hint')}</p>
        <FormActions
          onCancel={onClose}
          isSubmitting={action.isPending}
          submitLabel={t('events.action.settle')}
        />
      </form>
    </Dialog>
  );
}
