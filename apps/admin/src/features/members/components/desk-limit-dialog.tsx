// The desk's limit of one key: a new or lower one protects the member at once; an admin may also
// raise it or (left blank) remove it. The lower of the member's own and the desk's holds, so nothing
// here loosens the member's own choice. The form rule is the server's (deskLimitRequest).
import { zodResolver } from '@hookform/resolvers/zod';
import { deskLimitRequest, type DeskLimitRequest, type MemberPlay } from '@sanam/contract/play-desk.ts';
import { PLAY_LIMIT_KEYS } from '@sanam/contract/play-limits.ts';
import { SelectField, TextAreaField, TextField } from '@sanam/ui/field.tsx';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { currentLanguage } from '../../../lib/i18n.ts';
import { showServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useSetDeskLimit } from '../api/member-play.ts';
import { DoneNotice, MemberActionDialog } from './member-action-dialog.tsx';
import { bahtOrNone } from './play-amount.ts';

type FormInput = z.input<typeof deskLimitRequest>;

/** A typed amount: blank is null (the desk's removed), a plain decimal its number, anything else NaN (refused). */
function parseAmount(text: unknown): number | null {
  if (typeof text === 'number') return text;
  const value = typeof text === 'string' ? text.trim().replace(/,/g, '') : '';
  if (value === '') return null;
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
}

const formFields = ['key', 'amount', 'reason'] as const;

type Props = { memberId: number; play: MemberPlay; canLoosen: boolean; onClose: () => void };

export function DeskLimitDialog({ memberId, play, canLoosen, onClose }: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const save = useSetDeskLimit(memberId);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, DeskLimitRequest>({
    resolver: zodResolver(deskLimitRequest),
    defaultValues: { key: 'loss_day', amount: null, reason: '' },
  });
  const key = useWatch({ control, name: 'key' });
  const limitOf = (p: MemberPlay) => p.limits.find((l) => l.key === key);
  const now = limitOf(play);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      showServerFieldErrors(error, formFields, setError);
    }
  });
  const saved = save.data && limitOf(save.data);

  return (
    <MemberActionDialog
      title={t('play_desk.set_limit.title')}
      onClose={onClose}
      done={
        save.isSuccess &&
        saved && (
          <DoneNotice title={t('play_desk.set_limit.done')}>
            {t('play_desk.set_limit.done_body', {
              limit: t(`play_desk.limit.${saved.key}`),
              in_force: bahtOrNone(t, saved.in_force, lang),
            })}
          </DoneNotice>
        )
      }
      summary={
        now && (
          <p className="mb-4 rounded-lg bg-ink-900/60 p-3 text-sm text-ink-200" data-testid="limit-now">
            {t('play_desk.set_limit.now_line', {
              own: bahtOrNone(t, now.own, lang),
              desk: bahtOrNone(t, now.desk, lang),
              in_force: bahtOrNone(t, now.in_force, lang),
            })}
          </p>
        )
      }
      error={save.error}
      onSubmit={(event) => void onSubmit(event)}
      isSubmitting={isSubmitting}
      submitLabel={t('play_desk.set_limit.submit')}
    >
      <SelectField label={t('play_desk.set_limit.key')} error={errors.key?.message} {...register('key')}>
        {PLAY_LIMIT_KEYS.map((k) => (
          <option key={k} value={k}>
            {t(`play_desk.limit.${k}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('play_desk.set_limit.amount')}
        inputMode="decimal"
        autoComplete="off"
        hint={t(canLoosen ? 'play_desk.set_limit.amount_hint_admin' : 'play_desk.set_limit.amount_hint')}
        error={errors.amount?.message}
        {...register('amount', { setValueAs: parseAmount })}
      />
      <TextAreaField
        label={t('play_desk.reason')}
        rows={2}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </MemberActionDialog>
  );
}
