import { useIsMutating } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client.ts';
import { useOperator } from '../../../lib/operator-session.ts';
import { can } from '../../../lib/permissions.ts';
import { PageNotice, type NoticeValue } from '../../../ui/notice.tsx';
import { ErrorState } from '@sanam/ui/error-state.tsx';
import { LoadingState } from '@sanam/ui/loading-state.tsx';
import { useExposure } from '../api/get-exposure.ts';
import { useMatch } from '../api/get-match.ts';
import { deskMutationKey } from '../api/keys.ts';
import { useRates } from '../api/list-rates.ts';
import { useRisk } from '../api/get-risk.ts';
import { useDeskSocket } from '../api/use-desk-socket.ts';
import { BettingPanel } from './betting-panel.tsx';
import type { DeskReport } from './desk-report.ts';
import { EditMatchDialog } from './edit-match-dialog.tsx';
import { EndPanel } from './end-panel.tsx';
import { ExposurePanel } from './exposure-panel.tsx';
import { MatchHeader } from './match-header.tsx';
import { LimitsPanel } from './limits-panel.tsx';
import { RatePanel, type RateOutcome } from './rate-panel.tsx';
import { RatesList } from './rates-list.tsx';
import { RegradePanel } from './regrade-panel.tsx';
import { TiePanel } from './tie-panel.tsx';

/** /matches/:id: the desk an operator runs a live round from. */
export function MatchDeskPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const matchId = Number(id);
  if (!Number.isSafeInteger(matchId) || matchId <= 0) return <ErrorState message={t('match.not_found')} />;
  // a new desk (socket, forms) per match, so nothing of the previous round lingers
  return <MatchDesk key={matchId} matchId={matchId} />;
}

function MatchDesk({ matchId }: { matchId: number }) {
  const { t } = useTranslation();
  const operator = useOperator();
  const canControl = can(operator?.role, 'matches.control');
  const match = useMatch(matchId);
  const rates = useRates(matchId);
  const { isConnected } = useDeskSocket(matchId, { enabled: canControl });
  const exposure = useExposure(matchId, { isLive: match.data?.is_end === 0 });
  const risk = useRisk(matchId, { isLive: match.data?.is_end === 0 });
  const isBusy = useIsMutating({ mutationKey: deskMutationKey(matchId) }) > 0;
  const [notice, setNotice] = useState<NoticeValue | null>(null);
  // the desk shows one outcome at a time: the page's notice, or the rate's line with its undo
  const [rateOutcome, setRateOutcome] = useState<RateOutcome | null>(null);
  const [isEditing, setEditing] = useState(false);

  const report = useMemo<DeskReport>(
    () => ({
      handlers: (successKey) => ({
        onSuccess: () => {
          setRateOutcome(null);
          setNotice({ tone: 'ok', text: t(successKey) });
        },
        onError: (error) => {
          setRateOutcome(null);
          setNotice({ tone: 'error', text: errorMessage(error) });
        },
      }),
      clear: () => setNotice(null),
    }),
    [t],
  );
  const onRateOutcome = (outcome: RateOutcome) => {
    setNotice(null);
    setRateOutcome(outcome);
  };

  const backLink = (
    <Link to="/matches" className="text-ink-300 hover:text-ink-100">
      ← {t('nav.matches')}
    </Link>
  );
  const back = <p className="mb-3 text-sm">{backLink}</p>;

  if (match.isPending) return <LoadingState />;
  if (match.isError && !match.data) {
    return (
      <>
        {back}
        <ErrorState message={errorMessage(match.error)} onRetry={() => void match.refetch()} />
      </>
    );
  }

  const m = match.data;
  const isEnded = m.is_end === 1;
  const hasRate = m.now_red_rate_1 !== null || (rates.data?.length ?? 0) > 0;

  const riskProps = { risk: risk.data, isPending: risk.isPending, error: risk.error };
  const sidePanels = (
    <>
      <ExposurePanel
        exposure={exposure.data}
        isPending={exposure.isPending}
        isFetching={exposure.isFetching}
        error={exposure.error}
        updatedAt={exposure.dataUpdatedAt}
      />
      <RatesList rates={rates.data ?? []} />
    </>
  );

  return (
    <>
      <MatchHeader
        match={m}
        isConnected={isConnected}
        canEdit={canControl}
        onEdit={() => setEditing(true)}
        back={<span className="mr-2">{backLink}</span>}
      />
      {/* over the page, never in its flow: a notice that pushed the desk down would move the buttons
          under the operator's pointer during a live round */}
      <PageNotice
        notice={notice}
        onDismiss={() => setNotice(null)}
        className="fixed inset-x-3 top-16 z-40 mx-auto max-w-md lg:left-56"
      />
      {!canControl && (
        <p className="mb-3 rounded-lg border border-ink-600 bg-ink-800 px-3 py-2 text-sm text-ink-200">
          {t('matches.read_only')}
        </p>
      )}
      {isEnded ? (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(300px,380px)]">
          <fieldset disabled={!canControl} className="min-w-0 space-y-4">
            <legend className="sr-only">{t('matches.controls')}</legend>
            <RegradePanel match={m} isBusy={isBusy} report={report} />
          </fieldset>
          <div className="min-w-0 space-y-4">{sidePanels}</div>
        </div>
      ) : (
        <>
          {/* The live controls fill the first screen (1280×800 without scrolling; first on a phone):
              who takes bets on the left; the price, tie and the result on the right. What is set
              before the round or between rates (its limits) and what is read (the book, the rates
              so far) come after. */}
          <fieldset
            disabled={!canControl}
            className="grid min-w-0 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
          >
            <legend className="sr-only">{t('matches.controls')}</legend>
            <div className="min-w-0 space-y-4">
              <BettingPanel
                match={m}
                hasRate={hasRate}
                risk={risk.data}
                isRiskFetching={risk.isFetching}
                isBusy={isBusy}
                report={report}
              />
            </div>
            <div className="min-w-0 space-y-4">
              <RatePanel
                match={m}
                isBusy={isBusy}
                report={report}
                outcome={rateOutcome}
                onOutcome={onRateOutcome}
              />
              <TiePanel match={m} isBusy={isBusy} report={report} />
              <EndPanel match={m} isBusy={isBusy} report={report} />
            </div>
          </fieldset>
          <div className="mt-4 grid min-w-0 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
            <fieldset disabled={!canControl} className="min-w-0">
              <legend className="sr-only">{t('risk.limits.title')}</legend>
              <LimitsPanel matchId={m.id} {...riskProps} isBusy={isBusy} report={report} />
            </fieldset>
            <div className="min-w-0 space-y-4">{sidePanels}</div>
          </div>
        </>
      )}
      {isEditing && (
        <EditMatchDialog
          match={m}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setNotice({ tone: 'ok', text: t('match.updated') });
          }}
        />
      )}
    </>
  );
}
