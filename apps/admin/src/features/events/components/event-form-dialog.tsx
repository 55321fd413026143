import {
  EVENT_OPTIONS_MAX,
  EVENT_OPTIONS_MIN,
  eventCreateRequest,
  type AdminEvent,
} from '@sanam/contract/events.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { fromBangkokInput, toBangkokInput } from '../../../lib/format-time.ts';
import { Button } from '@sanam/ui/button.tsx';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { TextField } from '@sanam/ui/field.tsx';
import { FormActions } from '@sanam/ui/form-actions.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';
import { useSaveEvent } from '../api/save-event.ts';

type OptionRow = { key: string; label: string; odds: string };

/** Keys are the options' positions (a, b, c…): a draft has no bets, so renumbering is harmless. */
const keyAt = (i: number) => String.fromCharCode(97 + i);

const emptyRows = (): OptionRow[] => [
  { key: 'a', label: '', odds: '' },
  { key: 'b', label: '', odds: '' },
];

/** Creates a draft (event null) or edits one whole: the server's rule (eventCreateRequest) checks it here first. */
export function EventFormDialog({
  event,
  onSaved,
  onClose,
}: {
  event: AdminEvent | null;
  onSaved: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveEvent();
  const [question, setQuestion] = useState(event?.question ?? '');
  const [closesAt, setClosesAt] = useState(toBangkokInput(event?.closes_at ?? null));
  const [rows, setRows] = useState<OptionRow[]>(
    event ? event.options.map((o) => ({ key: o.key, label: o.label, odds: String(o.odds) })) : emptyRows(),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setRow = (i: number, patch: Partial<OptionRow>) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const input = {
      question,
      closes_at: closesAt === '' ? null : fromBangkokInput(closesAt),
      options: rows.map((r, i) => ({
        key: keyAt(i),
        label: r.label,
        odds: r.odds.trim() === '' ? Number.NaN : Number(r.odds.replace(',', '.')),
      })),
    };
    const parsed = eventCreateRequest.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        next[path] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: event?.id ?? null, body: input });
      onSaved(t(event ? 'event.updated' : 'event.created'));
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fields);
    }
  };

  return (
    <Dialog
      title={t(event ? 'events.edit_title' : 'events.new_title')}
      onClose={onClose}
      isDismissable={!save.isPending}
    >
      {save.error && <FormError>{errorMessage(save.error)}</FormError>}
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        <TextField
          label={t('events.question')}
          autoComplete="off"
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          error={errors.question}
        />
        <TextField
          label={t('events.closes_at')}
          type="datetime-local"
          value={closesAt}
          onChange={(e) => setClosesAt(e.target.value)}
          hint={t('events.closes_at_hint')}
          error={errors.closes_at}
        />
        <fieldset>
          <legend className="mb-1 block text-xs font-medium tracking-wide text-ink-300 uppercase">
            {t('events.options')}
          </legend>
          <div className="space-y-2">
            {rows.map((r, i) => (
              <div key={i} className="flex items-start gap-2">
                <TextField
                  className="flex-1"
                  label={t('events.option_label', { n: i + 1 })}
                  autoComplete="off"
                  value={r.label}
                  onChange={(e) => setRow(i, { label: e.target.value })}
                  error={errors[`options.${i}.label`]}
                />
                <TextField
                  className="w-28"
                  label={t('events.option_odds', { n: i + 1 })}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="1.85"
                  value={r.odds}
                  onChange={(e) => setRow(i, { odds: e.target.value })}
                  error={errors[`options.${i}.odds`]}
                />
                <Button
                  className="mt-5"
                  variant="ghost"
                  aria-label={t('events.option_remove', { n: i + 1 })}
                  disabled={rows.length <= EVENT_OPTIONS_MIN}
                  onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
                >
                  ✕
                </Button>
              </div>
            ))}
          </div>
          {errors.options && (
            <p role="alert" className="mt-1 text-xs text-danger">
              {errors.options}
            </p>
          )}
          <Button
            className="mt-2"
            size="sm"
            disabled={rows.length >= EVENT_OPTIONS_MAX}
            onClick={() => setRows((all) => [...all, { key: keyAt(all.length), label: '', odds: '' }])}
          >
            {t('events.option_add')}
          </Button>
        </fieldset>
        <FormActions onCancel={onClose} isSubmitting={save.isPending} submitLabel={t('events.save')} />
      </form>
    </Dialog>
  );
}
