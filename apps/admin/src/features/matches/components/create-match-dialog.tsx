import { zodResolver } from '@hookform/resolvers/zod';
import {
  MATCH_TYPES,
  matchCreateRequest,
  type Match,
  type MatchCreateRequest,
  type Stadium,
} from '@sanam/contract/matches.ts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/api-client.ts';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { FormActions } from '@sanam/ui/form-actions.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';
import { CheckboxField, SelectField, TextField } from '@sanam/ui/field.tsx';
import { useCreateMatch } from '../api/create-match.ts';

type FormInput = z.input<typeof matchCreateRequest>;
const fields = [
  'stadium_id',
  'round_name',
  'round_type',
  'red_cow_name',
  'blue_cow_name',
  'is_prefight',
  'streaming_url',
] as const;

const toStadiumId = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** A new round: running, betting closed. The form rule is the server's (matchCreateRequest). */
export function CreateMatchDialog({
  stadiums,
  defaultStadiumId,
  onCreated,
  onClose,
}: {
  stadiums: Stadium[];
  defaultStadiumId: number | null;
  onCreated: (match: Match) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateMatch();
  const initialStadium = stadiums.find((s) => s.id === defaultStadiumId) ?? stadiums[0] ?? null;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, MatchCreateRequest>({
    resolver: zodResolver(matchCreateRequest),
    defaultValues: {
      stadium_id: initialStadium?.id ?? null,
      round_name: '',
      round_type: initialStadium?.type ?? 'bull',
      red_cow_name: '',
      blue_cow_name: '',
      is_prefight: false,
      streaming_url: null,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      onCreated(await create.mutateAsync(values));
    } catch (error) {
      showServerFieldErrors(error, fields, setError);
    }
  });

  const stadiumField = register('stadium_id', { setValueAs: toStadiumId });

  return (
    <Dialog title={t('matches.create.title')} onClose={onClose} isDismissable={!isSubmitting}>
      {create.error && <FormError>{errorMessage(create.error)}</FormError>}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            label={t('matches.form.stadium')}
            error={errors.stadium_id?.message}
            {...stadiumField}
            onChange={(event) => {
              // a stadium has one kind of fight: follow it, the operator may still change it
              const stadium = stadiums.find((s) => String(s.id) === event.target.value);
              if (stadium) setValue('round_type', stadium.type);
              return stadiumField.onChange(event);
            }}
          >
            <option value="">{t('matches.no_stadium')}</option>
            {stadiums.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('matches.form.round_type')}
            error={errors.round_type?.message}
            {...register('round_type')}
          >
            {MATCH_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`match_type.${type}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          label={t('matches.form.round_name')}
          autoComplete="off"
          error={errors.round_name?.message}
          {...register('round_name')}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t('matches.form.red_cow_name')}
            autoComplete="off"
            error={errors.red_cow_name?.message}
            {...register('red_cow_name')}
          />
          <TextField
            label={t('matches.form.blue_cow_name')}
            autoComplete="off"
            error={errors.blue_cow_name?.message}
            {...register('blue_cow_name')}
          />
        </div>
        <TextField
          label={t('matches.form.streaming_url')}
          autoComplete="off"
          hint={t('matches.form.streaming_url_hint')}
          error={errors.streaming_url?.message}
          {...register('streaming_url', { setValueAs: blankToNull })}
        />
        <CheckboxField label={t('matches.form.is_prefight')} {...register('is_prefight')} />
        <FormActions
          onCancel={onClose}
          isSubmitting={isSubmitting}
          submitLabel={t('matches.create.submit')}
        />
      </form>
    </Dialog>
  );
}
