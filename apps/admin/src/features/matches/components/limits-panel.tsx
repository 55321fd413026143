import type { RoundRisk } from '@sanam/contract/risk.ts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { ErrorState } from '@sanam/ui/error-state.tsx';
import { LoadingState } from '@sanam/ui/loading-state.tsx';
import type { DeskReport } from './desk-report.ts';
import { LimitsForm } from './limits-form.tsx';
import { Panel } from './panel.tsx';

type Props = {
  matchId: number;
  risk: RoundRisk | undefined;
  isPending: boolean;
  error: Error | null;
  isBusy: boolean;
  report: DeskReport;
};

/** The round's limits over its stadium's: set before the round or between rates, below the live controls. */
export function LimitsPanel({ matchId, risk, isPending, error, isBusy, report }: Props) {
  const { t } = useTranslation();
  return (
    <Panel title={t('risk.limits.title')}>
      {isPending ? (
        <LoadingState />
      ) : risk ? (
        <LimitsForm
          key={matchId}
          matchId={matchId}
          own={risk.own}
          stadium={risk.stadium}
          effective={risk.effective}
          betDelay={risk.bet_delay}
          isBusy={isBusy}
          report={report}
        />
      ) : (
        <ErrorState message={errorMessage(error)} />
      )}
    </Panel>
  );
}
