import { zodResolver } from '@hookform/resolvers/zod';
import { TIE_MULTIPLIER_DEFAULT } from '@sanam/contract/constants.ts';
import { tieOpenRequest, type Match, type TieOpenRequest } from '@sanam/contract/matches.ts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@sanam/ui/button.tsx';
import { TextField } from '@sanam/ui/field.tsx';
import { useCloseTie, useOpenTie } from '../api/set-tie.ts';
import type { DeskReport } from './desk-report.ts';
import { Panel } from './panel.tsx';

/** A typed multiplier: blank is "not given"; anything but a plain decimal fails the contract rule. */
function parseMultiplier(text: unknown): number | undefined {
  if (typeof text === 'number') return text;
  const value = typeof text === 'string' ? text.trim() : '';
  if (value === '') return undefined;
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

type TieForm = z.input<typeof tieOpenRequest>;

type Props = { match: Match; isBusy: boolean; report: DeskReport };

/** Tie and no-tie betting: opened with their multipliers, closed on their own or with the round. */
export function TiePanel({ match, isBusy, report }: Props) {
  const { t } = useTranslation();
  const openTie = useOpenTie(match.id);
  const closeTie = useCloseTie(match.id);
  const isOpen = match.is_open === 1;
  const isTieOpen = match.is_open_tie === 1;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TieForm, unknown, TieOpenRequest>({
    resolver: zodResolver(tieOpenRequest),
    defaultValues: { tie_multiplier: TIE_MULTIPLIER_DEFAULT },
  });

  const onOpenTie = handleSubmit((body) => openTie.mutate(body, report.handlers('match.tie_opened')));

  return (
    <Panel title={t('matches.tie.title')}>
      {isTieOpen ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="min-w-0 flex-1 text-sm text-tie">
            {t('matches.tie.open_at', { multiplier: match.tie_multiplier })}
            {match.notie_multiplier !== null &&
              ` · ${t('matches.tie.notie_at', { multiplier: match.notie_multiplier })}`}
          </p>
          <Button
            isLoading={closeTie.isPending}
            disabled={isBusy}
            onClick={() => closeTie.mutate(undefined, report.handlers('match.tie_closed'))}
          >
            {t('matches.tie.close_action')}
          </Button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) => void onOpenTie(event)}
          className="grid grid-cols-2 items-start gap-3 sm:grid-cols-[1fr_1fr_auto]"
        >
          <TextField
            label={t('matches.tie.multiplier')}
            inputMode="decimal"
            autoComplete="off"
            error={errors.tie_multiplier?.message}
            {...register('tie_multiplier', { setValueAs: parseMultiplier })}
          />
          <TextField
            label={t('matches.tie.notie_multiplier')}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('matches.tie.notie_none')}
            error={errors.notie_multiplier?.message}
            {...register('notie_multiplier', { setValueAs: parseMultiplier })}
          />
          <Button
            type="submit"
            className="col-span-2 sm:col-span-1 sm:mt-5"
            isLoading={openTie.isPending}
            disabled={isBusy}
          >
            {t('matches.tie.open_action')}
          </Button>
          {!isOpen && (
            <p className="col-span-2 text-xs text-ink-300 sm:col-span-3">{t('matches.tie.opens_alone')}</p>
          )}
        </form>
      )}
    </Panel>
  );
}
