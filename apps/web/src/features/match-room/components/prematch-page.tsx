// Spec §2 /prematch/{id}: a pre-fight match, linked from the match lists. The match header, its odds
// (current rate and tie multiplier), the same bet panel and dialogs posting to /user/bet/prefight/{id}
// (spec §7), and the member's bet history. A match that is not a pre-fight belongs in the live room.
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type Match } from '@sanam/contract/matches.ts';
import { rateNameIn } from '@sanam/contract/odds.ts';
import { CalendarIcon, HistoryIcon } from '../../../ui/icons.tsx';
import { useMatch } from '../api/get-match.ts';
import { BetDialog } from './bet-dialog.tsx';
import { BetHistoryList } from './bet-history.tsx';
import { BetPanel } from './bet-panel.tsx';
import { formatMultiplier, parseMatchId, shownRateText } from './match-view.ts';
import { NoticeBanner } from './notice-banner.tsx';
import { PreviousRates } from './previous-rates.tsx';
import { ReferralBanner } from './referral-banner.tsx';
import { RoomHeader } from './room-header.tsx';
import { isNotFound, RoomLoadError, RoomLoading, RoomNotFound } from './room-state.tsx';
import { useLang } from '../../../lib/use-lang.ts';
import { useRoom } from './use-room.ts';

export function PrematchPage() {
  const { id } = useParams();
  const matchId = parseMatchId(id);
  if (matchId === null) return <RoomNotFound />;
  return <Prematch key={matchId} matchId={matchId} />;
}

function Prematch({ matchId }: { matchId: number }) {
  const { t } = useTranslation();
  const matchQuery = useMatch(matchId);
  const match = matchQuery.data;
  if (matchQuery.isPending) return <RoomLoading label={t('room.loading')} />;
  // a failed background refetch (e.g. on a socket reconnect) keeps the room it already shows
  if (!match) {
    if (isNotFound(matchQuery.error)) return <RoomNotFound />;
    return <RoomLoadError onRetry={() => void matchQuery.refetch()} />;
  }
  if (!match.is_prefight) return <Navigate to={`/match/${match.id}`} replace />;
  return <PrematchRoom match={match} />;
}

function PrematchRoom({ match }: { match: Match }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { running, betSide, setBetSide, rates, history, referrals, notice, rate } = useRoom(match);
  const text = shownRateText(match, rate, lang);

  return (
    <div>
      <RoomHeader match={match} isPrefight />
      <NoticeBanner notice={notice} />
      <ReferralBanner match={match} referrals={referrals} isHidden={running && betSide !== null} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-4">
          <section
            aria-labelledby="prematch-odds"
            className="rounded-[var(--radius-card)] bg-gradient-to-br from-ink-700 to-ink-800 p-4 ring-1 ring-gold-500/30"
          >
            <h2 id="prematch-odds" className="flex items-center gap-2 font-medium text-ink-100">
              <CalendarIcon className="text-gold-400" />
              {t('room.prematch.odds_title')}
            </h2>
            <dl className="mt-3 grid grid-cols-2 gap-3">
              <div className="rounded-xl bg-ink-900/60 p-3 ring-1 ring-ink-600/60">
                <dt className="text-sm text-ink-300">{t('room.current_rate')}</dt>
                <dd className="mt-0.5 text-xl font-semibold text-gold-400 tabular-nums">
                  {text ?? t('room.rate_waiting')}
                </dd>
                {text && rate?.name && rateNameIn(rate.name, lang) !== text ? (
                  <dd className="text-xs text-ink-300">{rateNameIn(rate.name, lang)}</dd>
                ) : null}
              </div>
              <div className="rounded-xl bg-ink-900/60 p-3 ring-1 ring-ink-600/60">
                <dt className="text-sm text-ink-300">{t('room.prematch.tie_multiplier')}</dt>
                <dd className="mt-0.5 text-xl font-semibold text-tie tabular-nums">
                  x{formatMultiplier(match.tie_multiplier)}
                </dd>
                {match.is_open_tie === 1 ? null : (
                  <dd className="text-xs text-ink-300">{t('room.prematch.tie_closed')}</dd>
                )}
              </div>
            </dl>
            <p className="mt-3 text-sm text-ink-300">{t('room.prematch.intro')}</p>
          </section>
          <section aria-label={t('room.prematch.bet_title')}>
            <BetPanel match={match} rate={rate} onBet={setBetSide} />
          </section>
          <PreviousRates rates={rates.data ?? []} />
        </div>
        <aside className="min-w-0">
          <section
            aria-labelledby="prematch-history"
            className="rounded-[var(--radius-card)] bg-ink-800 p-3 ring-1 ring-ink-700"
          >
            <h2 id="prematch-history" className="mb-3 flex items-center gap-2 px-1 font-medium text-ink-100">
              <HistoryIcon className="text-gold-400" />
              {t('room.tabs.history')}
            </h2>
            <BetHistoryList entries={history.data} isLoading={history.isPending} />
          </section>
        </aside>
      </div>
      <BetDialog
        match={match}
        side={running ? betSide : null}
        rate={rate}
        referrals={referrals}
        isPrefight
        onClose={() => setBetSide(null)}
      />
    </div>
  );
}
