import {
  MATCH_RESULTS,
  matchCreateRequest,
  type Match,
  type MatchCreateRequest,
  type MatchResult,
} from '@sanam/contract/matches.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { Button } from '@sanam/ui/button.tsx';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { SelectField, TextField } from '@sanam/ui/field.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';
import { useCreateMatch } from '../api/create-match.ts';
import { useEndMatch } from '../api/end-match.ts';
import { useMatches } from '../api/list-matches.ts';
import type { DeskReport } from './desk-report.ts';
import { nextRoundName, resultLabel, resultTone } from './match-text.ts';
import { Panel } from './panel.tsx';

type Props = { match: Match; isBusy: boolean; report: DeskReport };

/** Ending settles every bet, so each result button leads to a confirmation that names the result. */
export function EndPanel({ match, isBusy, report }: Props) {
  const { t } = useTranslation();
  const [result, setResult] = useState<MatchResult | null>(null);
  return (
    <Panel title={t('matches.end.title')}>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {MATCH_RESULTS.map((r) => (
          <button
            key={r}
            type="button"
            disabled={isBusy}
            onClick={() => setResult(r)}
            className={`h-12 rounded-lg text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400 disabled:cursor-not-allowed disabled:opacity-50 ${resultTone[r]}`}
          >
            {resultLabel(t, r)}
          </button>
        ))}
      </div>
      <p className="mt-2 text-xs text-ink-300">{t('matches.end.hint')}</p>
      {result && <EndDialog match={match} result={result} report={report} onClose={() => setResult(null)} />}
    </Panel>
  );
}

const NEW_ROUND = 'new';

function EndDialog({
  match,
  result,
  report,
  onClose,
}: {
  match: Match;
  result: MatchResult;
  report: DeskReport;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const end = useEndMatch(match.id);
  const create = useCreateMatch();
  const running = useMatches({
    status: 'running',
    stadium_id: match.stadium_id ?? undefined,
    limit: 50,
  });
  const candidates = (running.data ?? []).filter(
    (m) => m.id !== match.id && m.stadium_id === match.stadium_id,
  );
  const [choice, setChoice] = useState<string>('');
  const [draft, setDraft] = useState({
    round_name: nextRoundName(match.round_name),
    red_cow_name: '',
    blue_cow_name: '',
  });
  const [draftErrors, setDraftErrors] = useState<Partial<Record<keyof typeof draft, string>>>({});
  const isPending = end.isPending || create.isPending;
  const error = create.error ?? end.error;
  const label = resultLabel(t, result);

  const onConfirm = async () => {
    let nextId: number | null = choice === '' || choice === NEW_ROUND ? null : Number(choice);
    try {
      if (choice === NEW_ROUND) {
        const parsed = matchCreateRequest.safeParse({
          ...draft,
          stadium_id: match.stadium_id,
          round_type: match.round_type,
          is_prefight: false,
          streaming_url: match.streaming_url,
        } satisfies MatchCreateRequest);
        if (!parsed.success) {
          const fields: Partial<Record<keyof typeof draft, string>> = {};
          for (const issue of parsed.error.issues) {
            const key = issue.path[0];
            if (key === 'round_name' || key === 'red_cow_name' || key === 'blue_cow_name')
              fields[key] = issue.message;
          }
          setDraftErrors(fields);
          return;
        }
        nextId = (await create.mutateAsync(parsed.data)).id;
        setChoice(String(nextId));
      }
      await end.mutateAsync({ result, next_match_id: nextId });
      report.handlers('match.ended').onSuccess();
      onClose();
    } catch {
      // shown in the dialog; a round created before a refused end stays selectable as the next round
      void running.refetch();
    }
  };

  const outcome =
    result === 'red' || result === 'blue'
      ? t('matches.end.outcome_side', { side: t(`matches.side.${result}`) })
      : t(`matches.end.outcome_${result}`);

  return (
    <Dialog
      title={t('matches.end.confirm_title', { round: match.round_name })}
      onClose={onClose}
      isDismissable={!isPending}
    >
      <div className={`mb-3 rounded-lg px-3 py-3 text-center text-lg font-bold ${resultTone[result]}`}>
        {label}
        {(result === 'red' || result === 'blue') && (
          <span className="block text-sm font-medium opacity-90">
            {result === 'red' ? match.red_cow_name : match.blue_cow_name}
          </span>
        )}
      </div>
      <p className="mb-4 text-sm text-ink-200">{outcome}</p>
      {error && <FormError>{errorMessage(error)}</FormError>}
      <SelectField
        label={t('matches.end.next')}
        value={choice}
        disabled={isPending}
        onChange={(event) => setChoice(event.target.value)}
      >
        <option value="">{t('matches.end.next_none')}</option>
        {candidates.map((m) => (
          <option key={m.id} value={String(m.id)}>
            {`${m.round_name} · ${m.red_cow_name} ${t('matches.vs')} ${m.blue_cow_name}`}
          </option>
        ))}
        <option value={NEW_ROUND}>{t('matches.end.next_create')}</option>
      </SelectField>
      {choice === NEW_ROUND && (
        <div className="mt-3 space-y-3 rounded-lg border border-ink-700 bg-ink-900/50 p-3">
          {(['round_name', 'red_cow_name', 'blue_cow_name'] as const).map((field) => (
            <TextField
              key={field}
              label={t(`matches.form.${field}`)}
              autoComplete="off"
              value={draft[field]}
              disabled={isPending}
              error={draftErrors[field]}
              onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
            />
          ))}
        </div>
      )}
      <div className="mt-5 flex justify-end gap-2">
        <Button onClick={onClose} disabled={isPending}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" isLoading={isPending} onClick={() => void onConfirm()}>
          {t('matches.end.confirm', { result: label })}
        </Button>
      </div>
    </Dialog>
  );
}
