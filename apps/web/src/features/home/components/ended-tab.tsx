// Spec §2 ended tab: the results grouped by stadium, with a switch between the kinds of round (bull and
// cock as the spec names them, muay, and other when there are such results) that follows the
// address hash (#bull, #cock, #muay, #other). Each result leads to its match and says who won.
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Match } from '@sanam/contract/matches.ts';
import { Badge, type BadgeTone } from '../../../ui/badge.tsx';
import { EmptyState } from '@sanam/ui/empty-state.tsx';
import { TrophyIcon } from '../../../ui/icons.tsx';
import { useEndedMatches } from '../api/get-ended-matches.ts';
import { ErrorState } from '@sanam/ui/error-state.tsx';
import { HashTabs } from './hash-tabs.tsx';
import { StadiumListSkeleton } from './list-states.tsx';
import { endedKindsShown, groupEndedMatches, type ResultGroup, type ResultKind } from './match-grouping.ts';
import { useRoundTime } from '../../../lib/time-format.ts';

const RESULT_TONE: Record<NonNullable<Match['result']>, BadgeTone> = {
  red: 'red',
  blue: 'blue',
  green: 'tie',
  other: 'neutral',
};

function Corner({ side, name, isWinner }: { side: 'red' | 'blue'; name: string; isWinner: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`flex min-w-0 items-center gap-1.5 ${side === 'blue' ? 'justify-end text-right' : ''} ${
        isWinner ? 'font-semibold text-ink-100' : 'text-ink-300'
      }`}
    >
      {side === 'red' ? (
        <span className="size-2 shrink-0 rounded-full bg-red-side" aria-hidden="true" />
      ) : null}
      <span className="min-w-0 break-words">{name}</span>
      {isWinner ? (
        <>
          <span className="sr-only"> ({t('home.result.winner')})</span>
          <TrophyIcon className="shrink-0 text-gold-400" />
        </>
      ) : null}
      {side === 'blue' ? (
        <span className="size-2 shrink-0 rounded-full bg-blue-side" aria-hidden="true" />
      ) : null}
    </span>
  );
}

function ResultRow({ match }: { match: Match }) {
  const { t } = useTranslation();
  const roundTime = useRoundTime();
  const result = match.result;
  const label =
    result === 'red'
      ? t('home.result.red')
      : result === 'blue'
        ? t('home.result.blue')
        : result === 'green'
          ? t('home.result.green')
          : result === 'other'
            ? t('home.result.other')
            : t('home.result.pending');
  const time = roundTime(match.ended_at ?? match.created_at);
  return (
    <Link
      to={`/match/${match.id}`}
      className="block rounded-xl px-3 py-2.5 transition hover:bg-ink-700/50 focus-visible:outline-2 focus-visible:outline-gold-400"
    >
      <span className="flex items-center gap-2">
        <span className="min-w-0 flex-1 font-medium break-words text-ink-100">{match.round_name}</span>
        {time ? <span className="text-xs text-ink-300 tabular-nums">{time}</span> : null}
        <Badge tone={result ? RESULT_TONE[result] : 'warning'}>{label}</Badge>
      </span>
      <span className="mt-1.5 grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2 text-sm">
        <Corner side="red" name={match.red_cow_name} isWinner={result === 'red'} />
        <span className="text-xs text-ink-500" aria-hidden="true">
          VS
        </span>
        <Corner side="blue" name={match.blue_cow_name} isWinner={result === 'blue'} />
      </span>
    </Link>
  );
}

function StadiumResults({ group }: { group: ResultGroup }) {
  const { t } = useTranslation();
  const name = group.name ?? t('home.stadium.other');
  return (
    <section
      aria-label={name}
      className="rounded-[var(--radius-card)] bg-ink-800 shadow-[var(--shadow-card)] ring-1 ring-ink-600/60"
    >
      <h2 className="flex items-center gap-2 border-b border-ink-700/80 px-4 py-3 text-base font-medium text-ink-100">
        <TrophyIcon className="text-gold-400" />
        <span className="min-w-0 flex-1 break-words">{name}</span>
        <span className="text-xs font-normal text-ink-300">
          {t('home.stadium.results', { count: group.matches.length })}
        </span>
      </h2>
      <ul className="divide-y divide-ink-700/60 p-1.5">
        {group.matches.map((m) => (
          <li key={m.id}>
            <ResultRow match={m} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function EndedTab({ kind }: { kind: ResultKind }) {
  const { t } = useTranslation();
  const ended = useEndedMatches();
  const groups = useMemo(() => (ended.data ? groupEndedMatches(ended.data, kind) : null), [ended.data, kind]);
  const kinds = useMemo(() => endedKindsShown(ended.data, kind), [ended.data, kind]);

  let body;
  if (!groups) {
    if (ended.isError) {
      body = <ErrorState onRetry={() => void ended.refetch()} isRetrying={ended.isFetching} />;
    } else {
      body = <StadiumListSkeleton label={t('home.loading_ended')} />;
    }
  } else if (groups.length === 0) {
    body = (
      <EmptyState
        icon={<TrophyIcon />}
        title={t('home.ended_empty_title', { kind: t(`home.kinds.${kind}`) })}
        text={t('home.ended_empty_text')}
      />
    );
  } else {
    body = (
      <div className="space-y-3">
        {groups.map((g) => (
          <StadiumResults key={g.key} group={g} />
        ))}
      </div>
    );
  }

  return (
    <div>
      <HashTabs
        idBase="home-kind"
        label={t('home.kind_switch')}
        tabs={kinds}
        selected={kind}
        replace
        className="mb-3 inline-flex max-w-full flex-wrap gap-1 rounded-3xl bg-ink-800 p-1 ring-1 ring-ink-600/60"
        tabClassName="flex min-h-10 items-center rounded-full px-4 text-sm font-medium sm:px-5"
        selectedClassName="bg-ink-600 text-gold-400 ring-1 ring-gold-500/40"
        renderTab={(k) => t(`home.kinds.${k}`)}
      >
        {body}
      </HashTabs>
    </div>
  );
}
