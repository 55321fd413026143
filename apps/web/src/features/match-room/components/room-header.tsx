// Spec §2 match room header: the round name, with its stadium and a live / ended / pre-fight badge.
import { useTranslation } from 'react-i18next';
import type { Match } from '@sanam/contract/matches.ts';
import { isRunning } from './match-view.ts';

export function RoomHeader({ match, isPrefight = false }: { match: Match; isPrefight?: boolean }) {
  const { t } = useTranslation();
  const running = isRunning(match);
  return (
    <header className="mb-4 flex items-start justify-between gap-3">
      <div className="min-w-0">
        <p className="text-sm break-words text-ink-300">
          {match.stadium_name ?? t(`room.round_type.${match.round_type}`)}
        </p>
        <h1 className="text-xl font-semibold break-words text-ink-100 sm:text-2xl">{match.round_name}</h1>
      </div>
      {isPrefight && running ? (
        <span className="shrink-0 rounded-full bg-gold-500/15 px-3 py-1 text-sm font-medium text-gold-400 ring-1 ring-gold-500/40">
          {t('room.prefight_badge')}
        </span>
      ) : running ? (
        <span className="flex shrink-0 items-center gap-2 rounded-full bg-red-side px-3 py-1 text-sm font-semibold tracking-wide text-white shadow-[0_0_18px_-4px_var(--color-red-side)]">
          <span className="relative flex size-2" aria-hidden="true">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-white opacity-75" />
            <span className="relative inline-flex size-2 rounded-full bg-white" />
          </span>
          {t('room.live')}
        </span>
      ) : (
        <span className="shrink-0 rounded-full bg-ink-700 px-3 py-1 text-sm font-medium text-ink-200 ring-1 ring-ink-500/60">
          {t('room.ended_badge')}
        </span>
      )}
    </header>
  );
}
