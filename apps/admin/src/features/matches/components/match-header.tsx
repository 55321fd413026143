import type { Match } from '@sanam/contract/matches.ts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n.ts';
import { Button } from '@sanam/ui/button.tsx';
import { Badge } from '../../../ui/card.tsx';
import { bettingState, currentRateText, resultLabel, type BettingState } from './match-text.ts';

type Props = {
  match: Match;
  isConnected: boolean;
  canEdit: boolean;
  onEdit: () => void;
  /** the way back to the list, first on the header's line so the desk spends no row on it */
  back: ReactNode;
};

const bettingTone: Record<BettingState, string> = {
  open: 'text-success',
  tie_only: 'text-tie',
  closed: 'text-danger',
};

function Status({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg bg-ink-900/60 px-3 py-1.5">
      <dt className="text-[11px] font-medium tracking-wide text-ink-300 uppercase">{label}</dt>
      <dd className="text-base font-semibold break-words">{children}</dd>
    </div>
  );
}

/** What the operator must see at a glance: who fights, running or ended, betting and tie, the rate. */
export function MatchHeader({ match, isConnected, canEdit, onEdit, back }: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const isEnded = match.is_end === 1;
  const betting = bettingState(match);
  const isTieOpen = match.is_open_tie === 1;
  const rate = currentRateText(match, lang);

  return (
    <div className="mb-3 rounded-card border border-ink-700 bg-ink-800 px-4 py-3 shadow-card">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <p className="text-xs text-ink-300">
            {back}
            {[
              match.stadium_name ?? t('matches.no_stadium'),
              t(`match_type.${match.round_type}`),
              `#${match.id}`,
            ].join(' · ')}
          </p>
          <div className="flex flex-wrap items-baseline gap-x-4 gap-y-0.5">
            <h1 className="flex flex-wrap items-center gap-2 text-xl font-semibold text-ink-100">
              {match.round_name}
              {match.is_prefight && <Badge tone="gold">{t('matches.prefight')}</Badge>}
            </h1>
            <p className="text-base font-medium">
              <span className="text-red-side">{match.red_cow_name}</span>
              <span className="mx-2 text-ink-300">{t('matches.vs')}</span>
              <span className="text-blue-side">{match.blue_cow_name}</span>
            </p>
          </div>
        </div>
        <div className="flex items-center gap-2">
          <span
            className={`inline-flex items-center gap-1.5 text-xs ${isConnected ? 'text-success' : 'text-warning'}`}
          >
            <span
              className={`size-2 rounded-full ${isConnected ? 'bg-success' : 'animate-pulse bg-warning'}`}
              aria-hidden="true"
            />
            {isConnected ? t('matches.live') : t('matches.polling')}
          </span>
          {canEdit && !isEnded && (
            <Button size="sm" onClick={onEdit}>
              {t('matches.edit.open')}
            </Button>
          )}
        </div>
      </div>
      <dl className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
        <Status label={t('matches.status.label')}>
          <span className={isEnded ? 'text-ink-200' : 'text-success'}>
            {isEnded ? t('matches.status.ended') : t('matches.status.running')}
          </span>
        </Status>
        <Status label={t('matches.betting.label')}>
          <span className={bettingTone[betting]}>{t(`matches.betting.state.${betting}`)}</span>
        </Status>
        <Status label={t('matches.tie.label')}>
          <span className={isTieOpen ? 'text-tie' : 'text-ink-300'}>
            {isTieOpen
              ? t('matches.tie.open_at', { multiplier: match.tie_multiplier })
              : t('matches.tie.closed')}
          </span>
        </Status>
        <Status label={t('matches.rate.current')}>
          <span className="text-gold-300">{rate ?? t('matches.rate.none')}</span>
        </Status>
        <Status label={isEnded ? t('matches.result.label') : t('matches.version')}>
          {isEnded && match.result ? (
            <span className="text-gold-300">{resultLabel(t, match.result)}</span>
          ) : (
            <span className="tabular text-ink-200">v{match.version}</span>
          )}
        </Status>
      </dl>
      {isEnded && (
        <p className="mt-3 flex flex-wrap items-center gap-3 text-sm text-ink-300">
          <span className="tabular">
            {t('matches.version')} v{match.version}
          </span>
          {match.next_match_id !== null && (
            <Link
              to={`/matches/${match.next_match_id}`}
              className="font-medium text-gold-300 hover:underline"
            >
              {t('matches.end.go_next', { id: match.next_match_id })}
            </Link>
          )}
        </p>
      )}
    </div>
  );
}
