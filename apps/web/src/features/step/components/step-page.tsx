// Step bets (/step, DESIGN §4): the pre-fight rounds open for steps, a slip that builds a ticket of
// 2 to 10 sides on different rounds at their current prices, and the member's tickets. Reached from
// /play/step with ?token=… (the launch page): the app already holds the session, so the token is
// dropped from the address bar at once (a replaced history entry, never a new one).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { STEP_MAX_LEGS } from '@sanam/contract/steps.ts';
import { TrophyIcon } from '../../../ui/icons.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useStepMatches } from '../api/step-api.ts';
import { RoundList } from './round-list.tsx';
import { slipLegs, togglePick, type Pick } from './step-slip.ts';
import { StepSlip } from './step-slip-panel.tsx';
import { StepTickets } from './step-tickets.tsx';

/** Drops ?token= from the address: the launch page passes it, the session already holds it. */
function useDropTokenFromAddress() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has('token')) return;
    params.delete('token');
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [location.search, location.pathname, location.hash, navigate]);
}

export function StepPage() {
  const { t } = useTranslation();
  useDropTokenFromAddress();
  const matches = useStepMatches();
  const [picks, setPicks] = useState<Pick[]>([]);
  const { legs, dropped } = slipLegs(picks, matches.data ?? []);
  // while the list has not loaded, nothing is dropped yet
  const shownDropped = matches.data ? dropped : 0;
  const isFull = legs.length >= STEP_MAX_LEGS;

  const onPick = (pick: Pick) =>
    setPicks((current) =>
      togglePick(
        current.filter((p) => legs.some((l) => l.match.id === p.matchId)),
        pick,
      ),
    );

  return (
    <div className="mx-auto w-full max-w-6xl">
      <PageHeader icon={<TrophyIcon />} title={t('step_page.title')} subtitle={t('step_page.subtitle')} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,1fr)_380px] lg:items-start">
        <section aria-labelledby="step-rounds-title">
          <h2 id="step-rounds-title" className="mb-3 text-lg font-semibold text-ink-100">
            {t('step_page.rounds_title')}
          </h2>
          <RoundList
            matches={matches.data}
            isError={matches.isError}
            isRetrying={matches.isFetching}
            onRetry={() => void matches.refetch()}
            picks={picks}
            isFull={isFull}
            onPick={onPick}
          />
        </section>
        <div className="lg:sticky lg:top-20">
          <StepSlip
            legs={legs}
            dropped={shownDropped}
            onRemove={(pick) => setPicks((current) => current.filter((p) => p.matchId !== pick.matchId))}
            onClear={() => setPicks([])}
          />
        </div>
      </div>
      <StepTickets />
    </div>
  );
}
