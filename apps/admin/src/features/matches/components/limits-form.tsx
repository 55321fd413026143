import { zodResolver } from '@hookform/resolvers/zod';
import { formatBaht } from '@sanam/contract/money.ts';
import {
  BET_DELAY_SECONDS,
  LIMIT_NAMES,
  roundLimitsRequest,
  type LimitName,
  type RiskLimits,
  type RoundLimitsRequest,
  type RoundRisk,
} from '@sanam/contract/risk.ts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { betDelayError, parseBetDelay } from '../../../lib/bet-delay.ts';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { Button } from '@sanam/ui/button.tsx';
import { TextField } from '@sanam/ui/field.tsx';
import { useSetLimits } from '../api/set-limits.ts';
import type { DeskReport } from './desk-report.ts';

type Form = z.input<typeof roundLimitsRequest>;

/** A typed amount: blank is null (the stadium's), a plain decimal its number, anything else NaN (refused). */
export function parseLimit(text: unknown): number | null {
  if (typeof text === 'number') return text;
  const value = typeof text === 'string' ? text.trim().replace(/,/g, '') : '';
  if (value === '') return null;
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

const toForm = (own: RiskLimits, betDelay: number | null): Form => ({
  ...Object.fromEntries(LIMIT_NAMES.map((name) => [name, own[name]])),
  bet_delay: betDelay,
});

/** The fields the server may refuse by name. */
const FIELDS = [...LIMIT_NAMES, 'bet_delay'] as const;

type Props = {
  matchId: number;
  own: RiskLimits;
  stadium: RiskLimits;
  effective: RiskLimits;
  /** the bet delay in seconds: the round's own, its stadium's, the one in force */
  betDelay: RoundRisk['bet_delay'];
  isBusy: boolean;
  report: DeskReport;
};

/**
 * The round's limits and its bet delay: each field holds the round's own value; blank follows the
 * stadium's, shown under it with the one in force. The rule is the server's (roundLimitsRequest).
 */
export function LimitsForm({ matchId, own, stadium, effective, betDelay, isBusy, report }: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const save = useSetLimits(matchId);
  const values = useMemo(() => toForm(own, betDelay.own), [own, betDelay.own]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Form, unknown, RoundLimitsRequest>({
    resolver: zodResolver(roundLimitsRequest),
    // the round's own limits as the server has them; what the operator is typing stays
    values,
    resetOptions: { keepDirtyValues: true },
  });

  const amount = (baht: number | null) =>
    baht === null ? t('risk.limits.none') : `฿${formatBaht(baht, lang)}`;
  const seconds = (n: number) => t('risk.bet_delay.seconds', { seconds: n });
  // a stadium without one: its live rounds hold for the platform's default
  const stadiumDelay =
    betDelay.stadium === null
      ? t('risk.bet_delay.default', { seconds: BET_DELAY_SECONDS.liveDefault })
      : seconds(betDelay.stadium);

  const onSubmit = handleSubmit((body) =>
    save.mutate(body, {
      ...report.handlers('match.limits_saved'),
      onError: (error) => {
        report.handlers('match.limits_saved').onError(error);
        showServerFieldErrors(error, FIELDS, setError);
      },
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="mb-1 text-xs text-ink-300">{t('risk.limits.hint')}</p>
      <p className="mb-3 text-xs text-ink-300">{t('risk.limits.cap_rule')}</p>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {LIMIT_NAMES.map((name: LimitName) => (
          <TextField
            key={name}
            label={t(`risk.limit.${name}`)}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('risk.limits.follows_stadium')}
            error={errors[name]?.message}
            hint={
              <span className="tabular">
                {t('risk.limits.stadium_value', { value: amount(stadium[name]) })} ·{' '}
                <span className="text-ink-100">
                  {t('risk.limits.in_force', { value: amount(effective[name]) })}
                </span>
              </span>
            }
            {...register(name, { setValueAs: parseLimit })}
          />
        ))}
        <TextField
          label={t('risk.bet_delay.label')}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('risk.limits.follows_stadium')}
          error={betDelayError(errors.bet_delay?.message)}
          hint={
            <span className="tabular">
              {t('risk.limits.stadium_value', { value: stadiumDelay })} ·{' '}
              <span className="text-ink-100">
                {t('risk.limits.in_force', { value: seconds(betDelay.effective) })}
              </span>
            </span>
          }
          {...register('bet_delay', { setValueAs: parseBetDelay })}
        />
      </div>
      <div className="mt-3 flex justify-end">
        <Button type="submit" isLoading={save.isPending} disabled={isBusy}>
          {t('risk.limits.save')}
        </Button>
      </div>
    </form>
  );
}
