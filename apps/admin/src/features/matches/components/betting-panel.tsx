import type { Match } from '@sanam/contract/matches.ts';
import type { RoundRisk } from '@sanam/contract/risk.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@sanam/ui/button.tsx';
import { Spinner } from '@sanam/ui/spinner.tsx';
import { useSetBetting } from '../api/set-betting.ts';
import type { DeskReport } from './desk-report.ts';
import { LastCallSection } from './last-call-section.tsx';
import { bettingState } from './match-text.ts';
import { Panel } from './panel.tsx';
import { SideSwitches } from './risk-panel.tsx';

type Props = {
  match: Match;
  hasRate: boolean;
  risk: RoundRisk | undefined;
  isRiskFetching: boolean;
  isBusy: boolean;
  report: DeskReport;
};

/**
 * Whether the round takes bets, all in one place of the desk's first screen: the round's open / close,
 * each side's own switch with its book, and the last call.
 */
export function BettingPanel({ match, hasRate, risk, isRiskFetching, isBusy, report }: Props) {
  const { t } = useTranslation();
  const betting = useSetBetting(match.id);
  const isOpen = match.is_open === 1;
  const isTieOpen = match.is_open_tie === 1;
  const state = bettingState(match);
  const closeNoteId = useId();

  // closing closes tie and no-tie too (DESIGN §4): the notice says so when they were open
  const setBetting = (next: boolean) =>
    betting.mutate(
      next,
      report.handlers(next ? 'match.opened' : isTieOpen ? 'matches.betting.closed_with_tie' : 'match.closed'),
    );

  return (
    <Panel
      title={t('matches.betting.title')}
      actions={
        <span className="flex items-center gap-2">
          {isRiskFetching && <Spinner className="size-3.5 text-gold-500" label={t('common.loading')} />}
          {/* the delay in force (the round's, its stadium's or the platform's): a live bet waits this long */}
          <span className="tabular rounded-full border border-ink-600 bg-ink-900/60 px-2 py-0.5 text-xs font-medium text-ink-200">
            {match.bet_delay > 0
              ? t('matches.bet_delay.in_force', { seconds: match.bet_delay })
              : t('matches.bet_delay.none')}
          </span>
        </span>
      }
    >
      {state === 'tie_only' && (
        <p className="mb-3 rounded-lg border border-tie/50 bg-tie/10 px-3 py-2 text-sm font-medium text-tie">
          {t('matches.betting.tie_only_line')}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {isOpen ? (
          <>
            <Button
              variant="danger"
              className="h-12 min-w-48 text-base"
              isLoading={betting.isPending}
              disabled={isBusy}
              aria-describedby={isTieOpen ? closeNoteId : undefined}
              onClick={() => setBetting(false)}
            >
              {t('matches.betting.close_action')}
            </Button>
            {isTieOpen && (
              <p id={closeNoteId} className="min-w-0 flex-1 basis-48 text-sm text-ink-200">
                {t('matches.betting.close_closes_tie')}
              </p>
            )}
          </>
        ) : (
          <Button
            variant="primary"
            className="h-12 min-w-48 text-base"
            isLoading={betting.isPending}
            disabled={isBusy || !hasRate}
            onClick={() => setBetting(true)}
          >
            {t('matches.betting.open_action')}
          </Button>
        )}
        {!isOpen && !hasRate && <p className="text-sm text-warning">{t('match.no_rate')}</p>}
      </div>

      <div className="mt-3 border-t border-ink-700 pt-3">
        {state !== 'open' && (
          <p className="mb-2 text-xs text-ink-300">
            {t(state === 'tie_only' ? 'risk.sides.tie_only' : 'risk.sides.round_closed')}
          </p>
        )}
        <SideSwitches match={match} risk={risk} isBusy={isBusy} report={report} />
      </div>
      <LastCallSection match={match} isBusy={isBusy} report={report} />
    </Panel>
  );
}
