// The pre-fight rounds open for steps: each round's teams with a button per side showing its rate and
// odds; a picked side is pressed. Loading, empty and error states.
import { useTranslation } from 'react-i18next';
import { rateNameIn, rateText } from '@sanam/contract/odds.ts';
import type { StepMatch, StepSide } from '@sanam/contract/steps.ts';
import { EmptyState } from '@sanam/ui/empty-state.tsx';
import { CalendarIcon } from '../../../ui/icons.tsx';
import { ErrorState } from '@sanam/ui/error-state.tsx';
import { Skeleton, SkeletonCards } from '@sanam/ui/skeleton.tsx';
import { useLang } from '../../../lib/use-lang.ts';
import { isSideOffered, type Pick } from './step-slip.ts';

const tone: Record<StepSide, { on: string; off: string; dot: string }> = {
  red: {
    on: 'bg-red-side/25 ring-2 ring-red-side text-ink-100',
    off: 'bg-red-side/10 ring-1 ring-red-side/40 hover:bg-red-side/20',
    dot: 'bg-red-side',
  },
  blue: {
    on: 'bg-blue-side/30 ring-2 ring-blue-side text-ink-100',
    off: 'bg-blue-side/10 ring-1 ring-blue-side/45 hover:bg-blue-side/20',
    dot: 'bg-blue-side',
  },
};

export const formatOdds = (odds: number) => odds.toFixed(2);

export function rateNameOf(m: StepMatch, lang: 'th' | 'en'): string {
  const { now_red_rate_1: r1, now_red_rate_2: r2, now_blue_rate_1: b1, now_blue_rate_2: b2 } = m;
  if (r1 === null || r2 === null || b1 === null || b2 === null)
    return m.now_rate_name ? rateNameIn(m.now_rate_name, lang) : '-';
  return rateText({ red_rate_1: r1, red_rate_2: r2, blue_rate_1: b1, blue_rate_2: b2 }, lang);
}

function SideButton({
  match,
  side,
  picked,
  disabled,
  onPick,
}: {
  match: StepMatch;
  side: StepSide;
  picked: boolean;
  disabled: boolean;
  onPick: () => void;
}) {
  const { t } = useTranslation();
  const team = (side === 'red' ? match.red_cow_name : match.blue_cow_name) || t(`step_page.side.${side}`);
  const odds = formatOdds(side === 'red' ? match.red_odds : match.blue_odds);
  const isClosed = !isSideOffered(match, side);
  return (
    <button
      type="button"
      aria-pressed={picked}
      disabled={disabled || isClosed}
      onClick={onPick}
      aria-label={t('step_page.pick_label', { side: t(`step_page.side.${side}`), team, odds })}
      className={`flex min-h-14 min-w-0 flex-1 items-center justify-between gap-2 rounded-xl px-3 py-2 text-left transition focus-visible:outline-2 focus-visible:outline-gold-400 disabled:cursor-not-allowed disabled:opacity-45 ${picked ? tone[side].on : tone[side].off}`}
    >
      <span className="flex min-w-0 items-center gap-2">
        <span aria-hidden="true" className={`size-2.5 shrink-0 rounded-full ${tone[side].dot}`} />
        <span className="min-w-0 font-medium leading-snug break-words text-ink-100">{team}</span>
      </span>
      {isClosed ? (
        <span className="shrink-0 font-semibold text-ink-200">{t('betting.side_closed')}</span>
      ) : (
        <span className="shrink-0 font-semibold text-gold-400 tabular-nums">x{odds}</span>
      )}
    </button>
  );
}

function RoundCard({
  match,
  pick,
  isFull,
  onPick,
}: {
  match: StepMatch;
  pick: Pick | undefined;
  isFull: boolean;
  onPick: (pick: Pick) => void;
}) {
  const lang = useLang();
  const title = match.stadium_name ? `${match.stadium_name} · ${match.round_name}` : match.round_name;
  return (
    <li
      aria-label={match.round_name}
      className={`rounded-[var(--radius-card)] bg-ink-800 p-3.5 shadow-[var(--shadow-card)] ring-1 ${pick ? 'ring-gold-500/60' : 'ring-ink-600/60'}`}
    >
      <div className="mb-2.5 flex items-center justify-between gap-3">
        <p className="min-w-0 text-sm font-medium break-words text-ink-200">{title}</p>
        <span className="shrink-0 rounded-md bg-ink-900/70 px-2 py-0.5 text-sm font-semibold text-gold-400 ring-1 ring-ink-600/60">
          {rateNameOf(match, lang)}
        </span>
      </div>
      <div className="flex gap-2">
        {(['red', 'blue'] as const).map((side) => (
          <SideButton
            key={side}
            match={match}
            side={side}
            picked={pick?.side === side}
            // a full slip takes no new round; a picked round may still switch side
            disabled={isFull && !pick}
            onPick={() => onPick({ matchId: match.id, side })}
          />
        ))}
      </div>
    </li>
  );
}

export function RoundList({
  matches,
  isError,
  isRetrying,
  onRetry,
  picks,
  isFull,
  onPick,
}: {
  matches: StepMatch[] | undefined;
  isError: boolean;
  isRetrying: boolean;
  onRetry: () => void;
  picks: readonly Pick[];
  isFull: boolean;
  onPick: (pick: Pick) => void;
}) {
  const { t } = useTranslation();
  if (!matches) {
    return isError ? (
      <ErrorState message={t('step_page.rounds_failed')} onRetry={onRetry} isRetrying={isRetrying} />
    ) : (
      <SkeletonCards label={t('step_page.rounds_loading')} count={3}>
        <Skeleton className="h-4 w-1/2" />
        <div className="flex gap-2">
          <Skeleton className="h-12 flex-1" />
          <Skeleton className="h-12 flex-1" />
        </div>
      </SkeletonCards>
    );
  }
  if (matches.length === 0) {
    return (
      <EmptyState
        icon={<CalendarIcon />}
        title={t('step_page.rounds_empty_title')}
        text={t('step_page.rounds_empty_text')}
      />
    );
  }
  return (
    <ul aria-label={t('step_page.rounds_title')} className="space-y-2.5">
      {matches.map((m) => (
        <RoundCard
          key={m.id}
          match={m}
          pick={picks.find((p) => p.matchId === m.id)}
          isFull={isFull}
          onPick={onPick}
        />
      ))}
    </ul>
  );
}
