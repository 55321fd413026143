// "Reality check" on the responsible-play page: how often, while signed in, the app stops to show the
// time played and what the sign-in won or lost (every 30, 60 or 120 minutes, or off; the server's
// default is 60). A choice is saved at once, and the shell's timer follows it.
import { useTranslation } from 'react-i18next';
import { SUCCESS_POPUP_MS } from '@sanam/contract/constants.ts';
import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from '@sanam/contract/play-limits.ts';
import { SegmentedControl } from '@sanam/ui/segmented-control.tsx';
import { usePopup } from '../../../ui/popup.tsx';
import { useSetRealityCheck } from '../api/reality-check.ts';
import { refusalText } from './refusal-text.ts';
import './break-words.ts';

type Choice = `${RealityCheckMinutes}` | 'off';

const choiceOf = (minutes: RealityCheckMinutes | null): Choice => (minutes === null ? 'off' : `${minutes}`);
const minutesOf = (choice: Choice): RealityCheckMinutes | null =>
  choice === 'off' ? null : (Number(choice) as RealityCheckMinutes);

export function RealitySetting({ minutes }: { minutes: RealityCheckMinutes | null }) {
  const { t } = useTranslation();
  const popup = usePopup();
  const setReality = useSetRealityCheck();
  // the choice being saved shows as made; a refusal puts back the one in force
  const shown = setReality.isPending ? setReality.variables : minutes;

  const choose = async (choice: Choice) => {
    try {
      const message = await setReality.mutateAsync(minutesOf(choice));
      await popup({ kind: 'success', title: message, timerMs: SUCCESS_POPUP_MS });
    } catch (err) {
      await popup({ kind: 'warning', title: refusalText(err, t('play_page.failed')) });
    }
  };

  const options = [
    ...REALITY_CHECK_MINUTES.map((m) => ({
      value: `${m}` as Choice,
      label: t('play_page.reality.every', { minutes: m }),
    })),
    { value: 'off' as Choice, label: t('play_page.reality.off') },
  ];

  return (
    <div className="space-y-3 rounded-2xl bg-ink-900/70 p-4 ring-1 ring-ink-600/60">
      <p className="text-sm text-ink-200">{t('play_page.reality.text')}</p>
      <SegmentedControl
        label={t('play_page.reality.title')}
        options={options}
        value={choiceOf(shown ?? null)}
        onChange={(choice) => void choose(choice)}
        styles={{
          group:
            'grid grid-cols-2 gap-1 rounded-xl bg-ink-800 p-1 ring-1 ring-ink-600/60 sm:max-w-xl sm:grid-cols-4',
        }}
      />
    </div>
  );
}
