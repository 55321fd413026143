import { zodResolver } from '@hookform/resolvers/zod';
import {
  MATCH_TYPES,
  stadiumCreateRequest,
  type Stadium,
  type StadiumCreateRequest,
} from '@sanam/contract/matches.ts';
import { MIN_BET_BAHT_DEFAULT } from '@sanam/contract/stakes.ts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { FormActions } from '@sanam/ui/form-actions.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';
import { CheckboxField, SelectField, TextField } from '@sanam/ui/field.tsx';
import { useCreateStadium } from '../api/create-stadium.ts';
import { useUpdateStadium } from '../api/update-stadium.ts';

type FormInput = z.input<typeof stadiumCreateRequest>;

/** Adds a stadium (stadium null) or edits one; the form rule is the server's (stadiumCreateRequest). */
export function StadiumDialog({
  stadium,
  onSaved,
  onClose,
}: {
  stadium: Stadium | null;
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
      ? { name: stadium.name, type: stadium.type, is_display: stadium.is_display, min_bet: stadium.min_bet }
      : { name: '', type: 'bull', is_display: true, min_bet: MIN_BET_BAHT_DEFAULT },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (stadium) await update.mutateAsync({ id: stadium.id, patch: values });
      else await create.mutateAsync(values);
      onSaved(t(stadium ? 'stadium.updated' : 'stadium.created'));
    } catch (error) {
      if (error instanceof ApiError) {
        for (const field of ['name', 'type', 'min_bet'] as const) {
          const text = error.fields[field];
          if (text) setError(field, { type: 'server', message: text });
        }
      }
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
        <CheckboxField label={t('stadiums.is_display')} {...register('is_display')} />
        <FormActions onCancel={onClose} isSubmitting={isSubmitting} submitLabel={t('common.save')} />
      </form>
    </Dialog>
  );
}
