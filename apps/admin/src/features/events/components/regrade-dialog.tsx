import { reasonText } from '@sanam/contract/operator-inputs.ts';
import type { EventRegradeResult } from '@sanam/contract/events.ts';
import { formatBaht } from '@sanam/contract/money.ts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatCount } from '../../../lib/format-count.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { Button } from '@sanam/ui/button.tsx';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { TextAreaField } from '@sanam/ui/field.tsx';
import { FormActions } from '@sanam/ui/form-actions.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';
import { useRegradeEvent } from '../api/regrade-event.ts';
import { WinnerField, type EventDialogProps } from './winner-field.tsx';

type Correction = EventRegradeResult['correction'];

/**
 * The correction panel of a settled event, the way a match is regraded: the result
 * in force, the new winner with what the house would keep under it, and the reason (required, kept in
 * the audit log). Once done it shows what the correction moved: the first grading reversed, the new
 * one paid, the house before and after.
 */
export function RegradeDialog({ event, onDone, onClose }: EventDialogProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const regrade = useRegradeEvent(event.id);
  const [winner, setWinner] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ winner?: string; reason?: string }>({});
  const [done, setDone] = useState<Correction | null>(null);
  const labelOf = (key: string) => event.options.find((o) => o.key === key)?.label ?? key;
  const current = event.winner;
  const picked = event.options.find((o) => o.key === winner);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = reasonText.safeParse(reason);
    const found = {
      ...(picked ? {} : { winner: t('events.regrade.pick') }),
      ...(checked.success
        ? {}
        : { reason: t(checked.error.issues[0]?.message ?? 'validation.reason_required') }),
    };
    setErrors(found);
    if (!picked || !checked.success) return;
    try {
      const result = await regrade.mutateAsync({ winner: picked.key, reason: checked.data });
      setDone(result.correction);
      onDone(t('event.regraded'));
    } catch {
      // shown above the form
    }
  };

  const baht = (n: number) => formatBaht(n, lang);

  return (
    <Dialog title={t('events.regrade.title')} onClose={onClose} isDismissable={!regrade.isPending} size="sm">
      {regrade.error && <FormError>{errorMessage(regrade.error)}</FormError>}
      <p className="mb-1 text-sm text-ink-200">{event.question}</p>
      {done ? (
        <>
          <dl
            aria-label={t('events.regrade.done_title')}
            className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-lg border border-ink-700 p-3 text-sm"
          >
            <dt className="col-span-2 mb-1 font-medium text-ink-100">
              {t('events.regrade.done', { from: labelOf(done.from), to: labelOf(done.to) })}
            </dt>
            <dt className="text-ink-300">{t('events.regrade.reversed_stakes')}</dt>
            <dd className="text-right text-ink-100 tabular-nums">{baht(done.reversed.stakes)}</dd>
            <dt className="text-ink-300">{t('events.regrade.reversed_paid')}</dt>
            <dd className="text-right text-ink-100 tabular-nums">{baht(done.reversed.paid)}</dd>
            <dt className="text-ink-300">{t('events.regrade.new_paid')}</dt>
            <dd className="text-right text-ink-100 tabular-nums">{baht(done.paid)}</dd>
            <dt className="text-ink-300">{t('events.regrade.house_change')}</dt>
            <dd className="text-right text-ink-100 tabular-nums">
              {baht(done.house_before)} → {baht(done.house_after)}
            </dd>
            <dt className="text-ink-300">{t('events.regrade.members')}</dt>
            <dd className="text-right text-ink-100 tabular-nums">{formatCount(done.members, lang)}</dd>
            <dt className="text-ink-300">{t('events.regrade.reason')}</dt>
            <dd className="text-right break-words text-ink-200">{done.reason}</dd>
          </dl>
          <div className="mt-4 flex justify-end">
            <Button onClick={onClose}>{t('events.regrade.close')}</Button>
          </div>
        </>
      ) : (
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-3 space-y-3">
          <p className="text-sm text-gold-300">
            {t('events.regrade.current', { label: current === null ? '—' : labelOf(current) })}
          </p>
          <WinnerField
            label={t('events.regrade.winner')}
            pickText={t('events.regrade.pick')}
            options={event.options.filter((o) => o.key !== current)}
            value={winner}
            onPick={(key) => {
              setWinner(key);
              setErrors((x) => ({ ...x, winner: undefined }));
            }}
            error={errors.winner}
          />
          <TextAreaField
            label={t('events.regrade.reason')}
            rows={2}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setErrors((x) => ({ ...x, reason: undefined }));
            }}
            {...(errors.reason ? { error: errors.reason } : {})}
          />
          <p className="text-xs text-ink-300">{t('events.regrade.hint')}</p>
          <FormActions
            onCancel={onClose}
            isSubmitting={regrade.isPending}
            submitLabel={t('events.regrade.submit')}
          />
        </form>
      )}
    </Dialog>
  );
}
