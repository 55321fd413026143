// Choosing an event's winner, as settling and correcting a settled result both do: the options with
// their odds, and under the one picked what the house keeps or pays if it is the winner.
import type { AdminEvent } from '@sanam/contract/events.ts';
import { formatBaht } from '@sanam/contract/money.ts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { SelectField } from '@sanam/ui/field.tsx';

/** What a dialog acting on one event takes: the event, the notice to show once done, and Close. */
export type EventDialogProps = {
  event: AdminEvent;
  onDone: (text: string) => void;
  onClose: () => void;
};

export function WinnerField({
  label,
  pickText,
  options,
  value,
  onPick,
  error,
}: {
  label: string;
  /** the empty choice, until one is picked */
  pickText: string;
  options: AdminEvent['options'];
  value: string;
  onPick: (key: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const picked = options.find((o) => o.key === value);
  return (
    <>
      <SelectField
        label={label}
        value={value}
        onChange={(e) => onPick(e.target.value)}
        {...(error ? { error } : {})}
      >
        <option value="">{pickText}</option>
        {options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.label} ({o.odds.toFixed(2)})
          </option>
        ))}
      </SelectField>
      {picked && (
        <p className={`text-sm ${picked.house_result < 0 ? 'text-danger' : 'text-success'}`}>
          {t('events.settle_result', { amount: formatBaht(picked.house_result, lang), label: picked.label })}
        </p>
      )}
    </>
  );
}
