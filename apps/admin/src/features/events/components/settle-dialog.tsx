import { formatBaht } from '@sanam/contract/money.ts';
import type { AdminEvent } from '@sanam/contract/events.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { SelectField } from '@sanam/ui/field.tsx';
import { FormActions } from '@sanam/ui/form-actions.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';
import { useEventAction } from '../api/event-actions.ts';

/** The winning option, with what the house keeps or pays if it is the one; settling is final. */
export function SettleDialog({
  event,
  onDone,
  onClose,
}: {
  event: AdminEvent;
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
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
        <SelectField
          label={t('events.settle_winner')}
          value={winner}
          onChange={(e) => {
            setWinner(e.target.value);
            setError(undefined);
          }}
          error={error}
        >
          <option value="">{t('events.settle_pick')}</option>
          {event.options.map((o) => (
            <option key={o.key} value={o.key}>
              {o.label} ({o.odds.toFixed(2)})
            </option>
          ))}
        </SelectField>
        {picked && (
          <p className={`text-sm ${picked.house_result < 0 ? 'text-danger' : 'text-success'}`}>
            {t('events.settle_result', {
              amount: formatBaht(picked.house_result, lang),
              label: picked.label,
            })}
          </p>
        )}
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
