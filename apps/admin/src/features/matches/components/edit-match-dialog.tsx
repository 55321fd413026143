import { zodResolver } from '@hookform/resolvers/zod';
import { matchPatchRequest, type Match, type MatchPatchRequest } from '@sanam/contract/matches.ts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/api-client.ts';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { FormActions } from '@sanam/ui/form-actions.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';
import { TextField } from '@sanam/ui/field.tsx';
import { useUpdateMatch } from '../api/update-match.ts';

type FormInput = z.input<typeof matchPatchRequest>;
const fields = ['round_name', 'red_cow_name', 'blue_cow_name', 'streaming_url'] as const;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

export function EditMatchDialog({
  match,
  onSaved,
  onClose,
}: {
  match: Match;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateMatch(match.id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, MatchPatchRequest>({
    resolver: zodResolver(matchPatchRequest),
    defaultValues: {
      round_name: match.round_name,
      red_cow_name: match.red_cow_name,
      blue_cow_name: match.blue_cow_name,
      streaming_url: match.streaming_url,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      onSaved();
    } catch (error) {
      showServerFieldErrors(error, fields, setError);
    }
  });

  return (
    <Dialog title={t('matches.edit.title')} onClose={onClose} isDismissable={!isSubmitting}>
      {update.error && <FormError>{errorMessage(update.error)}</FormError>}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        {fields.map((field) => (
          <TextField
            key={field}
            label={t(`matches.form.${field}`)}
            autoComplete="off"
            error={errors[field]?.message}
            {...register(field, field === 'streaming_url' ? { setValueAs: blankToNull } : {})}
          />
        ))}
        <FormActions onCancel={onClose} isSubmitting={isSubmitting} submitLabel={t('common.save')} />
      </form>
    </Dialog>
  );
}
