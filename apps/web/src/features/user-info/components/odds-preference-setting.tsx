// The account dialog's betting setting: what the member takes when the price moves before a bet is
// taken (the contract's ODDS_ACCEPT), the same choice the bet dialog offers. Shown as the server has
// it (none for a member who never chose); a pick is saved at once and said to be saved.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useOddsPreference, useSetOddsPreference } from '../../../lib/odds-preference.ts';
import { OddsAcceptControl } from '../../../ui/odds-accept-control.tsx';

export function OddsPreferenceSetting() {
  const { t } = useTranslation();
  const preference = useOddsPreference();
  const save = useSetOddsPreference();
  const titleId = useId();
  // the pick being saved shows as made; a refusal puts back the one in force
  const shown = save.isPending ? save.variables : (preference.data?.accept ?? null);
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-2 rounded-xl bg-ink-900/70 p-3 ring-1 ring-ink-600/60"
    >
      <h3 id={titleId} className="text-sm font-medium text-ink-100">
        {t('odds_accept.settings_title')}
      </h3>
      <OddsAcceptControl value={shown} onChange={(accept) => save.mutate(accept)} />
      {save.isSuccess ? (
        <p role="status" className="text-xs text-success">
          {t('odds_accept.saved')}
        </p>
      ) : null}
      {save.isError ? (
        <p role="alert" className="text-xs text-danger">
          {t('odds_accept.save_failed')}
        </p>
      ) : null}
    </section>
  );
}
