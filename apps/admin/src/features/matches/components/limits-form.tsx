import { zodResolver } from '@hookform/resolvers/zod';
import { formatBaht } from '@sanam/contract/money.ts';
import {
  LIMIT_NAMES,
  roundLimitsRequest,
  type LimitName,
  type RiskLimits,
  type RoundLimitsRequest,
} from '@sanam/contract/risk.ts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
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

const toForm = (own: RiskLimits): Form => Object.fromEntries(LIMIT_NAMES.map((name) => [name, own[name]]));

type Props = {
  matchId: number;
  own: RiskLimits;
  stadium: RiskLimits;
  effective: RiskLimits;
  isBusy: boolean;
  report: DeskReport;
};

/**
 * The round's limits: each field holds the round's own value; blank follows the stadium's,
 * shown under it with the one in force. The rule is the server's (roundLimitsRequest).
 */
export function LimitsForm({ matchId, own, stadium, effective, isBusy, report }: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const save = useSetLimits(matchId);
  const values = useMemo(() => toForm(own), [own]);
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

  const onSubmit = handleSubmit((body) =>
    save.mutate(body, {
      ...report.handlers('match.limits_saved'),
      onError: (error) => {
        report.handlers('match.limits_saved').onError(error);
        showServerFieldErrors(error, LIMIT_NAMES, setError);
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
      </div>
      <div className="mt-3 flex justify-end">
        <Button type="submit" isLoading={save.isPending} disabled={isBusy}>
          {t('risk.limits.save')}
        </Button>
      </div>
    </form>
  );
}
