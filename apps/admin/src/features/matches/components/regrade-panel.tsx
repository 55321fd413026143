import { MATCH_RESULTS, type Match, type MatchResult } from '@sanam/contract/matches.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@sanam/ui/button.tsx';
import { ConfirmDialog } from '@sanam/ui/confirm-dialog.tsx';
import { useRegradeMatch } from '../api/regrade-match.ts';
import type { DeskReport } from './desk-report.ts';
import { resultLabel } from './match-text.ts';
import { Panel } from './panel.tsx';

type Props = { match: Match; isBusy: boolean; report: DeskReport };

/** DESIGN §4: a regrade reverses the settlement with new entries and settles again; history stays. */
export function RegradePanel({ match, isBusy, report }: Props) {
  const { t } = useTranslation();
  const regrade = useRegradeMatch(match.id);
  const [target, setTarget] = useState<MatchResult | null>(null);
  const from = match.result;
  if (from === null) return null;

  const onConfirm = (to: MatchResult) =>
    regrade.mutate(
      { result: to },
      {
        onSuccess: () => {
          report.handlers('match.regraded').onSuccess();
          setTarget(null);
        },
        onError: (error) => {
          report.handlers('match.regraded').onError(error);
          setTarget(null);
        },
      },
    );

  return (
    <Panel title={t('matches.regrade.title')}>
      <p className="mb-3 text-sm text-ink-200">
        {t('matches.regrade.current', { result: resultLabel(t, from) })}
      </p>
      <div className="flex flex-wrap gap-2">
        {MATCH_RESULTS.filter((r) => r !== from).map((r) => (
          <Button key={r} disabled={isBusy} onClick={() => setTarget(r)}>
            {t('matches.regrade.to', { result: resultLabel(t, r) })}
          </Button>
        ))}
      </div>
      {target && (
        <ConfirmDialog
          title={t('matches.regrade.confirm_title', { round: match.round_name })}
          body={t('matches.regrade.confirm_body', {
            from: resultLabel(t, from),
            to: resultLabel(t, target),
          })}
          confirmLabel={t('matches.regrade.confirm', { result: resultLabel(t, target) })}
          tone="danger"
          isPending={regrade.isPending}
          onConfirm={() => onConfirm(target)}
          onCancel={() => setTarget(null)}
        />
      )}
    </Panel>
  );
}
