// An admin lifts a member's self-exclusion whose term has ended: with a reason, and the account
// stays closed 24 hours more (the server refuses an exclusion that still runs).
import { zodResolver } from '@hookform/resolvers/zod';
import { deskLiftRequest, type DeskBreak, type DeskLiftRequest } from '@sanam/contract/play-desk.ts';
import { TextAreaField } from '@sanam/ui/field.tsx';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useLiftExclusion } from '../api/member-play.ts';
import { DoneNotice, MemberActionDialog } from './member-action-dialog.tsx';

type Props = { memberId: number; brk: DeskBreak; onClose: () => void };

export function LiftExclusionDialog({ memberId, brk, onClose }: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const lift = useLiftExclusion(memberId);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DeskLiftRequest>({ resolver: zodResolver(deskLiftRequest), defaultValues: { reason: '' } });

  const onSubmit = handleSubmit(async (values) => {
    await lift.mutateAsync(values).catch(() => undefined);
  });
  const reopens = lift.data?.break?.reopens_at;

  return (
    <MemberActionDialog
      title={t('play_desk.lift.title')}
      onClose={onClose}
      done={
        lift.isSuccess && (
          <DoneNotice title={t('play_desk.lift.done')}>
            {t('play_desk.lift.done_body', { at: reopens ? formatDateTime(reopens, lang) : '—' })}
          </DoneNotice>
        )
      }
      summary={
        <p className="mb-4 text-sm text-ink-200">
          {t('play_desk.lift.body', {
            length: t(`play_desk.length.${brk.length}`),
            ends: formatDateTime(brk.ends_at, lang),
          })}
        </p>
      }
      error={lift.error}
      onSubmit={(event) => void onSubmit(event)}
      isSubmitting={isSubmitting}
      submitLabel={t('play_desk.lift.submit')}
    >
      <TextAreaField
        label={t('play_desk.reason')}
        rows={2}
        error={errors.reason?.message}
        {...register('reason')}
      />
    </MemberActionDialog>
  );
}
