// The reality check (contract play-limits.ts): every 30, 60 or 120 minutes of a sign-in, unless the
// member turned it off, a dialog stops play with the time played since signing in and what the
// sign-in staked and won or lost, and asks whether to go on or leave. The next check is timed here
// from the sign-in's start and the interval (nextRealityCheck), on the device's clock; when it is due,
// the figures are read again from the server.
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { nextRealityCheck } from '@sanam/contract/play-limits.ts';
import type { RealityCheck as RealityFigures } from '@sanam/contract/play.ts';
import { Button } from '@sanam/ui/button.tsx';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { useAuth } from '../../../lib/auth.tsx';
import { useFormatBaht } from '../../../lib/format.ts';
import { clock } from '../../../lib/time-format.ts';
import { ClockIcon, LogoutIcon } from '../../../ui/icons.tsx';
import { useRealityCheck } from '../api/reality-check.ts';
import './break-words.ts';

/** Whole minutes from the sign-in's start to `now`. */
const minutesSince = (startedAt: string, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - new Date(startedAt).getTime()) / 60_000));

function Played({ startedAt, minutes }: { startedAt: string; minutes: number }) {
  const { t } = useTranslation();
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return (
    <div className="rounded-2xl bg-ink-900/70 p-4 text-center ring-1 ring-ink-600/60">
      <p className="text-sm text-ink-300">{t('reality_check.played')}</p>
      <p className="mt-1 text-2xl font-semibold text-gold-400 tabular-nums">
        {hours > 0
          ? t('reality_check.hours_minutes', { hours, minutes: rest })
          : t('reality_check.minutes', { minutes: rest })}
      </p>
      <p className="mt-0.5 text-xs text-ink-400">
        {t('reality_check.since', { at: clock(new Date(startedAt)) })}
      </p>
    </div>
  );
}

function Figures({ figures }: { figures: RealityFigures }) {
  const { t } = useTranslation();
  const formatBaht = useFormatBaht();
  const { net } = figures;
  const result =
    net > 0
      ? { text: t('reality_check.won', { amount: formatBaht(net) }), tone: 'text-success' }
      : net < 0
        ? { text: t('reality_check.lost', { amount: formatBaht(-net) }), tone: 'text-danger' }
        : { text: t('reality_check.even'), tone: 'text-ink-100' };
  return (
    <dl className="divide-y divide-ink-700/70 rounded-2xl bg-ink-900/70 px-4 ring-1 ring-ink-600/60">
      <div className="flex items-baseline justify-between gap-3 py-3">
        <dt className="text-ink-200">{t('reality_check.net')}</dt>
        <dd className={`font-semibold tabular-nums ${result.tone}`}>{result.text}</dd>
      </div>
      <div className="flex items-baseline justify-between gap-3 py-3">
        <dt className="text-ink-200">{t('reality_check.staked')}</dt>
        <dd className="font-semibold text-ink-100 tabular-nums">฿{formatBaht(figures.staked)}</dd>
      </div>
    </dl>
  );
}

/** The check that came due: the server's figures, and the minutes played as the device counted them. */
export interface DueCheck {
  figures: RealityFigures;
  playedMinutes: number;
}

export function RealityCheckDialog({
  check: { figures, playedMinutes },
  onContinue,
  onLeave,
}: {
  check: DueCheck;
  onContinue: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('reality_check.title')} icon={<ClockIcon />} onClose={onContinue} topMargin="12vh">
      <div className="space-y-4">
        <Played startedAt={figures.started_at} minutes={playedMinutes} />
        <Figures figures={figures} />
        <p className="text-center text-sm text-ink-300">
          <Link to="/play" onClick={onContinue} className="text-gold-400 underline-offset-2 hover:underline">
            {t('reality_check.limits_link')}
          </Link>
        </p>
        <div className="grid grid-cols-2 gap-3">
          <Button variant="danger-outline" icon={<LogoutIcon />} onClick={onLeave}>
            {t('reality_check.leave')}
          </Button>
          <Button onClick={onContinue}>{t('reality_check.continue')}</Button>
        </div>
      </div>
    </Dialog>
  );
}

/** Times the sign-in's next check and shows it when due; renders nothing in between. */
export function RealityCheck() {
  const { logout } = useAuth();
  const reality = useRealityCheck();
  const { refetch } = reality;
  const [shown, setShown] = useState<DueCheck | null>(null);
  // a check whose figures could not be read is skipped: this moves the timer on to the next one
  const [skipped, setSkipped] = useState(0);
  const timing = reality.data;

  const showDue = useCallback(async () => {
    const read = await refetch();
    if (!read.isSuccess) setSkipped((n) => n + 1);
    // turned off meanwhile (on another device): no dialog, and no timer after it
    else if (read.data.minutes !== null)
      setShown({ figures: read.data, playedMinutes: minutesSince(read.data.started_at, new Date()) });
  }, [refetch]);

  useEffect(() => {
    if (!timing || timing.minutes === null || shown) return;
    const now = new Date();
    const dueAt = nextRealityCheck(new Date(timing.started_at), timing.minutes, now);
    const id = setTimeout(() => void showDue(), dueAt.getTime() - now.getTime());
    return () => clearTimeout(id);
  }, [timing, shown, showDue, skipped]);

  if (!shown) return null;
  return <RealityCheckDialog check={shown} onContinue={() => setShown(null)} onLeave={() => void logout()} />;
}
