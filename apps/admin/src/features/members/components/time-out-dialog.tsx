// A time-out the desk sets on a member: the length and a reason, then a second step that says what it
// does and that nothing shortens it, before it starts. It ends every sign-in of the member at once.
import { zodResolver } from '@hookform/resolvers/zod';
import { DESK_TIME_OUTS, deskTimeOutRequest, type DeskTimeOutRequest } from '@sanam/contract/play-desk.ts';
import { TIME_OUTS } from '@sanam/contract/play-limits.ts';
import { SelectField, TextAreaField } from '@sanam/ui/field.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useDeskTimeOut } from '../api/member-play.ts';
import { DoneNotice, MemberActionDialog } from './member-action-dialog.tsx';

/** The time-out as asked, stamped with when (the form's submit, not a render). */
const askedNow = (values: DeskTimeOutRequest) => ({ ...values, at: Date.now() });

type Props = { memberId: number; username: string; onClose: () => void };

export function TimeOutDialog({ memberId, username, onClose }: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const start = useDeskTimeOut(memberId);
  // what was asked, and when: the confirmation says until when the time-out would run
  const [asked, setAsked] = useState<(DeskTimeOutRequest & { at: number }) | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DeskTimeOutRequest>({
    resolver: zodResolver(deskTimeOutRequest),
    defaultValues: { length: '24h', reason: '' },
  });

  const onContinue = handleSubmit((values) => setAsked(askedNow(values)));
  const onStart = () => {
    if (asked) start.mutate({ length: asked.length, reason: asked.reason });
  };
  const closedUntil = start.data?.break?.ends_at;

  return (
    <MemberActionDialog
      title={t('play_desk.time_out.title', { username })}
      onClose={onClose}
      done={
        start.isSuccess && (
          <DoneNotice title={t('play_desk.time_out.done')}>
            {t('play_desk.time_out.done_body', {
              until: closedUntil ? formatDateTime(closedUntil, lang) : '—',
            })}
          </DoneNotice>
        )
      }
      summary={<p className="mb-4 text-sm text-ink-200">{t('play_desk.time_out.intro')}</p>}
      error={start.error}
      onSubmit={(event) => {
        if (asked) {
          event.preventDefault();
          onStart();
        } else void onContinue(event);
      }}
      isSubmitting={start.isPending}
      submitLabel={t(asked ? 'play_desk.time_out.submit' : 'play_desk.time_out.continue')}
    >
      {asked ? (
        <div role="alert" className="space-y-2 rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm">
          <p className="font-medium text-ink-100">
            {t('play_desk.time_out.confirm', {
              length: t(`play_desk.length.${asked.length}`),
              until: formatDateTime(asked.at + TIME_OUTS[asked.length], lang),
            })}
          </p>
          <p className="text-xs text-ink-300">
            {t('play_desk.reason')}: <span translate="no">{asked.reason}</span>
          </p>
          <button
            type="button"
            className="text-xs text-gold-300 hover:underline"
            onClick={() => setAsked(null)}
            disabled={start.isPending}
          >
            {t('play_desk.time_out.back')}
          </button>
        </div>
      ) : (
        <>
          <SelectField
            label={t('play_desk.time_out.length')}
            error={errors.length?.message}
            {...register('length')}
          >
            {DESK_TIME_OUTS.map((length) => (
              <option key={length} value={length}>
                {t(`play_desk.length.${length}`)}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            label={t('play_desk.reason')}
            rows={2}
            error={errors.reason?.message}
            {...register('reason')}
          />
        </>
      )}
    </MemberActionDialog>
  );
}
