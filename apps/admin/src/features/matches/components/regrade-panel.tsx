import { reasonText } from '@sanam/contract/operator-inputs.ts';
import { MATCH_RESULTS, type Match, type MatchResult, type RegradeResult } from '@sanam/contract/matches.ts';
import { formatBaht } from '@sanam/contract/money.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@sanam/ui/button.tsx';
import { ConfirmDialog } from '@sanam/ui/confirm-dialog.tsx';
import { TextAreaField } from '@sanam/ui/field.tsx';
import { useRegradeMatch } from '../api/regrade-match.ts';
import type { DeskReport } from './desk-report.ts';
import { resultLabel } from './match-text.ts';
import { Panel } from './panel.tsx';

type Props = { match: Match; isBusy: boolean; report: DeskReport };

/**
 * DESIGN §4: a regrade reverses the settlement with new entries and settles again; history stays.
 * It always says why (kept in the audit log), and shows what the correction moved.
 */
export function RegradePanel({ match, isBusy, report }: Props) {
  const { t } = useTranslation();
  const regrade = useRegradeMatch(match.id);
  const [target, setTarget] = useState<MatchResult | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [done, setDone] = useState<RegradeResult['correction'] | null>(null);
  const from = match.result;
  if (from === null) return null;

  const choose = (to: MatchResult) => {
    const checked = reasonText.safeParse(reason);
    if (!checked.success) {
      setReasonError(checked.error.issues[0]?.message);
      return;
    }
    setReasonError(undefined);
    setTarget(to);
  };

  const onConfirm = (to: MatchResult) =>
    regrade.mutate(
      { result: to, reason: reason.trim() },
      {
        onSuccess: (result) => {
          report.handlers('match.regraded').onSuccess();
          setDone(result.correction);
          setReason('');
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
      <TextAreaField
        id="regrade-reason"
        label={t('matches.regrade.reason')}
        rows={2}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        {...(reasonError ? { error: reasonError } : {})}
        className="mb-3"
      />
      <div className="flex flex-wrap gap-2">
        {MATCH_RESULTS.filter((r) => r !== from).map((r) => (
          <Button key={r} disabled={isBusy} onClick={() => choose(r)}>
            {t('matches.regrade.to', { result: resultLabel(t, r) })}
          </Button>
        ))}
      </div>
      {done && (
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg border border-ink-700 p-3 text-sm">
          <dt className="col-span-2 mb-1 font-medium text-ink-100">
            {t('matches.regrade.done', { from: resultLabel(t, done.from), to: resultLabel(t, done.to) })}
          </dt>
          <dt className="text-ink-300">{t('matches.regrade.reversed_paid')}</dt>
          <dd className="tabular text-right text-ink-100">{formatBaht(done.reversed.paid)}</dd>
          <dt className="text-ink-300">{t('matches.regrade.new_paid')}</dt>
          <dd className="tabular text-right text-ink-100">{formatBaht(done.paid)}</dd>
          <dt className="text-ink-300">{t('matches.regrade.house_change')}</dt>
          <dd className="tabular text-right text-ink-100">
            {formatBaht(done.house_before)} → {formatBaht(done.house_after)}
          </dd>
          <dt className="text-ink-300">{t('matches.regrade.reason')}</dt>
          <dd className="text-right text-ink-200">{done.reason}</dd>
        </dl>
      )}
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
