import { eventOdds, type AdminEvent } from '@sanam/contract/events.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { TextField } from '@sanam/ui/field.tsx';
import { FormActions } from '@sanam/ui/form-actions.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';
import { useEventAction } from '../api/event-actions.ts';

/** New odds while draft or open: members' next bets see them, a bet at the old odds is refused. */
export function OddsDialog({
  event,
  onSaved,
  onClose,
}: {
  event: AdminEvent;
  onSaved: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const action = useEventAction();
  const [values, setValues] = useState(() =>
    Object.fromEntries(event.options.map((o) => [o.key, String(o.odds)])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const odds: Record<string, number> = {};
    const next: Record<string, string> = {};
    for (const o of event.options) {
      const text = values[o.key]?.trim() ?? '';
      const parsed = eventOdds.safeParse(text === '' ? Number.NaN : Number(text.replace(',', '.')));
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'event.odds_invalid';
        next[o.key] = message;
      } else if (parsed.data !== o.odds) odds[o.key] = parsed.data;
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    if (Object.keys(odds).length === 0) return onClose();
    try {
      await action.mutateAsync({ kind: 'odds', id: event.id, odds });
      onSaved(t('event.odds_updated'));
    } catch {
      // shown above the form
    }
  };

  return (
    <Dialog title={t('events.odds_title')} onClose={onClose} isDismissable={!action.isPending} size="sm">
      {action.error && <FormError>{errorMessage(action.error)}</FormError>}
      <p className="mb-4 text-sm text-ink-300">{t('events.odds_hint')}</p>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-3">
        {event.options.map((o) => (
          <TextField
            key={o.key}
            label={o.label}
            inputMode="decimal"
            autoComplete="off"
            value={values[o.key] ?? ''}
            onChange={(e) => setValues((v) => ({ ...v, [o.key]: e.target.value }))}
            error={errors[o.key]}
          />
        ))}
        <FormActions onCancel={onClose} isSubmitting={action.isPending} submitLabel={t('events.save')} />
      </form>
    </Dialog>
  );
}
