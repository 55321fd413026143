// In-play betting's notice (UKGC RTS 15): the stream runs behind the ring, and others may know what
// the member cannot see yet. Said prominently once per browser session, with an acknowledgement,
// and then kept as a line of the room's information under the stream.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@sanam/ui/button.tsx';
import { InfoIcon } from '../../../ui/icons.tsx';

/** The sessionStorage key of the acknowledgement (a new browser session shows the notice again). */
export const IN_PLAY_NOTICE_SEEN = 'sanam.in-play-notice-seen';

function seenThisSession(): boolean {
  try {
    return sessionStorage.getItem(IN_PLAY_NOTICE_SEEN) === '1';
  } catch {
    // storage refused (a private window's policy): the notice shows, which is the safe side
    return false;
  }
}

export function InPlayNotice() {
  const { t } = useTranslation();
  const [isSeen, setIsSeen] = useState(seenThisSession);

  const acknowledge = () => {
    try {
      sessionStorage.setItem(IN_PLAY_NOTICE_SEEN, '1');
    } catch {
      // nothing kept: it shows again in the next room, which is the safe side
    }
    setIsSeen(true);
  };

  if (isSeen)
    return (
      <p className="flex items-start gap-2 text-xs text-ink-300">
        <InfoIcon className="mt-0.5 shrink-0" />
        {t('room.in_play.line')}
      </p>
    );
  return (
    <section
      aria-labelledby="in-play-notice"
      className="space-y-2 rounded-[var(--radius-card)] bg-warning/10 p-3 text-sm text-ink-100 ring-1 ring-warning/40"
    >
      <h2 id="in-play-notice" className="flex items-center gap-2 font-semibold">
        <InfoIcon className="text-warning" />
        {t('room.in_play.title')}
      </h2>
      <p>{t('room.in_play.text')}</p>
      <Button size="sm" variant="secondary" onClick={acknowledge}>
        {t('room.in_play.ok')}
      </Button>
    </section>
  );
}
