// Spec §2 live tab: a collapsible card per displayed stadium, those with an open rate first and marked
// by a pulsing dot; a card opens onto its running rounds.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../ui/badge.tsx';
import { Collapsible } from '../../../ui/collapsible.tsx';
import { EmptyState } from '@sanam/ui/empty-state.tsx';
import { LiveIcon } from '../../../ui/icons.tsx';
import { LiveDot } from '../../../ui/live-dot.tsx';
import { useOpenMatches } from '../api/get-open-matches.ts';
import { useStadiums } from '../api/get-stadiums.ts';
import { ErrorState } from '@sanam/ui/error-state.tsx';
import { StadiumListSkeleton } from './list-states.tsx';
import { MatchCard } from './match-card.tsx';
import { groupOpenMatches, type StadiumGroup } from './match-grouping.ts';

function StadiumCard({
  group,
  isOpen,
  onOpenChange,
}: {
  group: StadiumGroup;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation();
  const name = group.name ?? t('home.stadium.other');
  const count = group.matches.length;
  return (
    <Collapsible
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className={`rounded-[var(--radius-card)] bg-ink-800 shadow-[var(--shadow-card)] ring-1 ${
        group.hasOpenRate ? 'ring-gold-500/40' : 'ring-ink-600/60'
      }`}
      buttonClassName="min-h-16 px-3.5 py-3 sm:px-4"
      panelClassName="border-t border-ink-700/80 px-3 pt-3 pb-3.5 sm:px-4"
      title={
        <>
          <span
            className={`relative flex size-11 shrink-0 items-center justify-center rounded-xl text-xl ring-1 ${
              group.hasOpenRate
                ? 'bg-gradient-to-b from-gold-400 to-gold-600 text-ink-950 ring-gold-300/40'
                : 'bg-ink-700 text-ink-200 ring-ink-500/50'
            }`}
            aria-hidden="true"
          >
            <LiveIcon />
            {group.hasOpenRate ? <LiveDot className="absolute -top-0.5 -right-0.5" /> : null}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-base break-words text-ink-100">{name}</span>
            <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-normal text-ink-300">
              {group.type ? <span>{t(`home.types.${group.type}`)}</span> : null}
              {group.type ? <span aria-hidden="true">·</span> : null}
              <span>{t('home.stadium.rounds', { count })}</span>
            </span>
          </span>
          {group.hasOpenRate ? (
            <Badge tone="success" className="hidden min-[380px]:inline-flex">
              {t('home.stadium.open_now')}
            </Badge>
          ) : null}
        </>
      }
    >
      {count === 0 ? (
        <p className="py-3 text-center text-sm text-ink-300">{t('home.stadium.no_rounds')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-2.5 sm:grid-cols-2">
          {group.matches.map((m) => (
            <li key={m.id}>
              <MatchCard match={m} />
            </li>
          ))}
        </ul>
      )}
    </Collapsible>
  );
}

export function LiveTab() {
  const { t } = useTranslation();
  const stadiums = useStadiums();
  const matches = useOpenMatches();
  // Which cards the member opened, by key, so a poll that reorders the cards keeps them open.
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(() => new Set());

  const groups = useMemo(
    () => (stadiums.data && matches.data ? groupOpenMatches(stadiums.data, matches.data) : null),
    [stadiums.data, matches.data],
  );

  if (!groups) {
    if (stadiums.isError || matches.isError) {
      const retry = () => {
        if (stadiums.isError) void stadiums.refetch();
        if (matches.isError) void matches.refetch();
      };
      return <ErrorState onRetry={retry} isRetrying={stadiums.isFetching || matches.isFetching} />;
    }
    return <StadiumListSkeleton label={t('home.loading_live')} />;
  }

  // Quiet stadiums alone make no list: with no round running anywhere, say so plainly.
  if (groups.every((g) => g.matches.length === 0)) {
    return (
      <EmptyState icon={<LiveIcon />} title={t('home.live_empty_title')} text={t('home.live_empty_text')} />
    );
  }

  const setOpen = (key: string, isOpen: boolean) =>
    setOpenKeys((prev) => {
      const next = new Set(prev);
      if (isOpen) next.add(key);
      else next.delete(key);
      return next;
    });

  return (
    <div className="space-y-3">
      {groups.map((g) => (
        <StadiumCard
          key={g.key}
          group={g}
          isOpen={openKeys.has(g.key)}
          onOpenChange={(o) => setOpen(g.key, o)}
        />
      ))}
    </div>
  );
}
