// The member's choice when the price moves before their bet is taken (the contract's ODDS_ACCEPT):
// don't accept, better odds only, any change. Three buttons under one label and a line on what the
// chosen one does; the bet dialog shows it on its confirm step, the account dialog as a setting.
import { useTranslation } from 'react-i18next';
import { ODDS_ACCEPT, type OddsAccept } from '@sanam/contract/matches.ts';
import { SegmentedControl } from '@sanam/ui/segmented-control.tsx';
import './odds-accept-words.ts';

export function OddsAcceptControl({
  value,
  onChange,
  isDisabled = false,
}: {
  /** null: not known yet (the member's setting is on its way), nothing shows as chosen */
  value: OddsAccept | null;
  onChange: (accept: OddsAccept) => void;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  const label = t('odds_accept.label');
  return (
    <div className="space-y-1.5">
      <p aria-hidden="true" className="text-sm text-ink-300">
        {label}
      </p>
      <SegmentedControl
        label={label}
        options={ODDS_ACCEPT.map((accept) => ({
          value: accept,
          label: t(`odds_accept.choice.${accept}`),
          isDisabled,
        }))}
        value={value}
        onChange={onChange}
        styles={{
          group: 'grid grid-cols-3 gap-1 rounded-xl bg-ink-900 p-1 ring-1 ring-ink-600/60',
          item: 'min-h-10 rounded-lg px-1.5 py-1 text-xs leading-tight font-medium transition focus-visible:outline-2 focus-visible:outline-gold-400 disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm',
        }}
      />
      {value !== null ? <p className="text-xs text-ink-300">{t(`odds_accept.hint.${value}`)}</p> : null}
    </div>
  );
}
