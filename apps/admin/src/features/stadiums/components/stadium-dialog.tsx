import { zodResolver } from '@hookform/resolvers/zod';
import {
  MATCH_TYPES,
  stadiumCreateRequest,
  type DeskStadium,
  type StadiumCreateRequest,
} from '@sanam/contract/matches.ts';
import { BET_DELAY_SECONDS } from '@sanam/contract/risk.ts';
import { MIN_BET_BAHT_DEFAULT } from '@sanam/contract/stakes.ts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/api-client.ts';
import { betDelayError, parseBetDelay } from '../../../lib/bet-delay.ts';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { FormActions } from '@sanam/ui/form-actions.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';
import { CheckboxField, SelectField, TextField } from '@sanam/ui/field.tsx';
import { useCreateStadium } from '../api/create-stadium.ts';
import { useUpdateStadium } from '../api/update-stadium.ts';

type FormInput = z.input<typeof stadiumCreateRequest>;

/** the limits a stadium gives its rounds (a round may set its own on its desk). */
const LIMITS = ['max_bet', 'max_payout', 'member_side_cap', 'liability_cap'] as const;
/** what an edit sends only when it changed: the limits, its live rounds' bet delay, the referral threshold */
const ROUND_DEFAULTS = [...LIMITS, 'bet_delay', 'refer_above'] as const;

/** A typed amount: blank is null (no limit), a plain decimal its number, anything else NaN (refused). */
function parseLimit(text: unknown): number | null {
  if (typeof text === 'number') return text;
  const value = typeof text === 'string' ? text.trim().replace(/,/g, '') : '';
  if (value === '') return null;
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

/** Adds a stadium (stadium null) or edits one; the form rule is the server's (stadiumCreateRequest). */
export function StadiumDialog({
  stadium,
  onSaved,
  onClose,
}: {
  stadium: DeskStadium | null;
  onSaved: (text: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateStadium();
  const update = useUpdateStadium();
  const mutation = stadium ? update : create;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, StadiumCreateRequest>({
    resolver: zodResolver(stadiumCreateRequest),
    defaultValues: stadium
      ? {
          name: stadium.name,
          type: stadium.type,
          is_display: stadium.is_display,
          min_bet: stadium.min_bet,
          max_bet: stadium.max_bet,
          max_payout: stadium.max_payout,
          member_side_cap: stadium.member_side_cap,
          liability_cap: stadium.liability_cap,
          bet_delay: stadium.bet_delay,
          refer_above: stadium.refer_above,
        }
      : { name: '', type: 'bull', is_display: true, min_bet: MIN_BET_BAHT_DEFAULT },
  });

  const onSubmit = handleSubmit(async (form) => {
    // a limit is sent when it changes (a new stadium: when set), so an edit of the name leaves them be
    const values = { ...form };
    for (const name of ROUND_DEFAULTS)
      if ((form[name] ?? null) === (stadium?.[name] ?? null)) delete values[name];
    try {
      if (stadium) await update.mutateAsync({ id: stadium.id, patch: values });
      else await create.mutateAsync(values);
      onSaved(t(stadium ? 'stadium.updated' : 'stadium.created'));
    } catch (error) {
      showServerFieldErrors(error, ['name', 'type', 'min_bet', ...ROUND_DEFAULTS] as const, setError);
    }
  });

  return (
    <Dialog
      title={t(stadium ? 'stadiums.edit_title' : 'stadiums.new_title')}
      onClose={onClose}
      isDismissable={!isSubmitting}
    >
      {mutation.error && <FormError>{errorMessage(mutation.error)}</FormError>}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <TextField
          label={t('stadiums.name')}
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <SelectField label={t('stadiums.type')} error={errors.type?.message} {...register('type')}>
          {MATCH_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`match_type.${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('stadiums.min_bet')}
          type="number"
          inputMode="decimal"
          step="any"
          error={errors.min_bet?.message}
          {...register('min_bet', { valueAsNumber: true })}
        />
        <fieldset className="rounded-lg border border-ink-700 p-3">
          <legend className="px-1 text-sm font-semibold text-ink-100">{t('stadiums.limits')}</legend>
          <p className="mb-3 text-xs text-ink-300">{t('stadiums.limits_hint')}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            {LIMITS.map((name) => (
              <TextField
                key={name}
                label={t(`stadiums.limit.${name}`)}
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('risk.limits.none')}
                error={errors[name]?.message}
                {...register(name, { setValueAs: parseLimit })}
              />
            ))}
          </div>
          <TextField
            className="mt-3"
            label={t('stadiums.bet_delay')}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('risk.bet_delay.default', { seconds: BET_DELAY_SECONDS.liveDefault })}
            hint={t('stadiums.bet_delay_hint', { seconds: BET_DELAY_SECONDS.liveDefault })}
            error={betDelayError(errors.bet_delay?.message)}
            {...register('bet_delay', { setValueAs: parseBetDelay })}
          />
          <TextField
            className="mt-3"
            label={t('stadiums.refer_above')}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('risk.limits.none')}
            hint={t('stadiums.refer_above_hint')}
            error={errors.refer_above?.message}
            {...register('refer_above', { setValueAs: parseLimit })}
          />
        </fieldset>
        <CheckboxField label={t('stadiums.is_display')} {...register('is_display')} />
        <FormActions onCancel={onClose} isSubmitting={isSubmitting} submitLabel={t('common.save')} />
      </form>
    </Dialog>
  );
}
