import { zodResolver } from '@hookform/resolvers/zod';
import type { Match } from '@sanam/contract/matches.ts';
import { LAST_CALL_SECONDS, lastCallRequest, type LastCallRequest } from '@sanam/contract/risk.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@sanam/ui/button.tsx';
import { TextField } from '@sanam/ui/field.tsx';
import { matchKeys } from '../api/keys.ts';
import { useCancelLastCall, useStartLastCall } from '../api/last-call.ts';
import type { DeskReport } from './desk-report.ts';
import { formatCountdown, useSecondsUntil } from '@sanam/ui/countdown.ts';

/** What the operator picks most: half a minute. */
const DEFAULT_SECONDS = 30;
/** At zero the server closes betting; if its RATE 'closed' is late, the desk reads the round again. */
const REFETCH_AFTER_ZERO_MS = 1_500;

type Form = z.input<typeof lastCallRequest>;

/** A typed number of seconds: anything but whole digits fails the contract rule (NaN). */
function parseSeconds(text: unknown): number {
  if (typeof text === 'number') return text;
  const value = typeof text === 'string' ? text.trim() : '';
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * The last call: the operator picks 10 to 120 seconds and starts it; the desk counts down
 * from the server's last_call_at and may cancel; at zero the server closes betting by itself.
 */
export function LastCallSection({
  match,
  isBusy,
  report,
}: {
  match: Match;
  isBusy: boolean;
  report: DeskReport;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const start = useStartLastCall(match.id);
  const cancel = useCancelLastCall(match.id);
  const seconds = useSecondsUntil(match.last_call_at);
  const isOpen = match.is_open === 1;
  const isOver = seconds === 0;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Form, unknown, LastCallRequest>({
    resolver: zodResolver(lastCallRequest),
    defaultValues: { seconds: DEFAULT_SECONDS },
  });

  useEffect(() => {
    if (!isOver) return;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: matchKeys.detail(match.id) });
    const timer = setTimeout(refetch, REFETCH_AFTER_ZERO_MS);
    return () => clearTimeout(timer);
  }, [isOver, match.id, queryClient]);

  const onStart = handleSubmit((body) =>
    start.mutate(body.seconds, report.handlers('match.last_call_started')),
  );

  return (
    <div className="mt-3 border-t border-ink-700 pt-3">
      <h3 className="mb-2 text-sm font-semibold text-ink-100">{t('risk.last_call.title')}</h3>
      {seconds !== null && isOpen ? (
        <div className="flex flex-wrap items-center gap-3">
          <p
            role="timer"
            aria-live="off"
            aria-label={t('risk.last_call.timer')}
            className={`tabular rounded-lg px-3 py-2 text-2xl font-semibold ${isOver ? 'bg-danger/15 text-danger' : seconds <= 10 ? 'bg-warning/15 text-warning' : 'bg-ink-900/60 text-gold-300'}`}
          >
            {formatCountdown(seconds)}
          </p>
          <p className="min-w-0 flex-1 text-sm text-ink-200">
            {isOver ? t('risk.last_call.over') : t('risk.last_call.counting')}
          </p>
          {!isOver && (
            <Button
              isLoading={cancel.isPending}
              disabled={isBusy}
              onClick={() => cancel.mutate(undefined, report.handlers('match.last_call_cancelled'))}
            >
              {t('risk.last_call.cancel')}
            </Button>
          )}
        </div>
      ) : !isOpen ? (
        <p className="text-sm text-ink-300">
          {match.last_call_at !== null || seconds !== null
            ? t('risk.last_call.over')
            : t('risk.last_call.needs_open')}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void onStart(event)}
          className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3"
        >
          <TextField
            label={t('risk.last_call.seconds', LAST_CALL_SECONDS)}
            inputMode="numeric"
            autoComplete="off"
            error={errors.seconds?.message}
            {...register('seconds', { setValueAs: parseSeconds })}
          />
          <Button
            type="submit"
            variant="danger"
            className="mt-5"
            isLoading={start.isPending}
            disabled={isBusy}
          >
            {t('risk.last_call.start')}
          </Button>
        </form>
      )}
    </div>
  );
}
