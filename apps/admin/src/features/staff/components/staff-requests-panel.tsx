// The four-eyes staff requests: a new admin, an account made an admin, an admin's password
// or second factor reset wait here for a second admin. Each admin sees them all; approve shows only
// where the server says this admin may (not their own, not about them, not an account either made or
// reset for the other), reject everywhere (the requester withdraws with it). Both take a reason.
import { zodResolver } from '@hookform/resolvers/zod';
import { staffDecision, type StaffDecision, type StaffRequest } from '@sanam/contract/staff.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@sanam/ui/button.tsx';
import { Dialog } from '@sanam/ui/dialog.tsx';
import { TextAreaField } from '@sanam/ui/field.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format-time.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useStaffRequests } from '../../../lib/staff-requests.ts';
import { Badge } from '../../../ui/card.tsx';
import { useDecideStaffRequest } from '../api/decide-staff-request.ts';

type Deciding = { request: StaffRequest; decision: 'approve' | 'reject' } | null;

function DecisionDialog({
  deciding,
  onClose,
}: {
  deciding: NonNullable<Deciding>;
  onClose: (doneText?: string) => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideStaffRequest();
  const { request, decision } = deciding;
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<StaffDecision>({ resolver: zodResolver(staffDecision), defaultValues: { reason: '' } });
  const submit = handleSubmit(async ({ reason }) => {
    try {
      await decide.mutateAsync({ id: request.id, decision, reason });
      onClose(t(decision === 'approve' ? 'staff.requests.approved' : 'staff.requests.rejected'));
    } catch {
      // shown from decide.error; the dialog stays open
    }
  });
  return (
    <Dialog
      title={t(decision === 'approve' ? 'staff.requests.approve_title' : 'staff.requests.reject_title')}
      onClose={() => onClose()}
      isDismissable={!isSubmitting}
    >
      <form noValidate className="space-y-4 p-4" onSubmit={(e) => void submit(e)}>
        <p className="rounded-lg bg-ink-900/60 p-3 text-sm text-ink-100">
          {t(`staff.requests.kind.${request.kind}`, { username: request.target_username })}
          <span className="block text-xs text-ink-300">
            {t('staff.requests.asked_by', { username: request.requested_by_username })}
          </span>
        </p>
        {decision === 'approve' && <p className="text-sm text-ink-200">{t('staff.requests.approve_hint')}</p>}
        {decide.error ? <FormError>{errorMessage(decide.error)}</FormError> : null}
        <TextAreaField
          label={t('staff.requests.reason')}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <div className="flex justify-end gap-2 pt-1">
          <Button onClick={() => onClose()} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button
            type="submit"
            variant={decision === 'approve' ? 'primary' : 'danger'}
            isLoading={isSubmitting}
          >
            {t(decision === 'approve' ? 'staff.requests.approve' : 'staff.requests.reject')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The waiting requests, above the staff list; nothing when none waits. */
export function StaffRequestsPanel({ onDone }: { onDone: (text: string) => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const requests = useStaffRequests();
  const [deciding, setDeciding] = useState<Deciding>(null);
  const pending = (requests.data ?? []).filter((r) => r.status === 'pending');
  if (pending.length === 0) return null;
  return (
    <section
      aria-labelledby="staff-requests-title"
      className="rounded-xl border border-gold-500/40 bg-gold-500/5 p-3"
    >
      <h2 id="staff-requests-title" className="mb-1 text-sm font-semibold text-gold-300">
        {t('staff.requests.title')}
      </h2>
      <p className="mb-3 text-xs text-ink-300">{t('staff.requests.hint')}</p>
      <ul className="divide-y divide-ink-700">
        {pending.map((r) => (
          <li
            key={r.id}
            aria-label={t(`staff.requests.kind.${r.kind}`, { username: r.target_username })}
            className="flex flex-wrap items-center justify-between gap-2 py-2"
          >
            <div className="min-w-0 text-sm">
              <p className="font-medium text-ink-100">
                {t(`staff.requests.kind.${r.kind}`, { username: r.target_username })}
              </p>
              <p className="text-xs text-ink-300">
                {t('staff.requests.asked_by', { username: r.requested_by_username })} ·{' '}
                {formatDateTime(r.requested_at, lang)}
              </p>
              {!r.can_approve && (
                <p className="mt-1">
                  <Badge>{t('staff.requests.not_yours')}</Badge>
                </p>
              )}
            </div>
            <div className="flex gap-1.5">
              {r.can_approve && (
                <Button
                  size="sm"
                  variant="primary"
                  aria-label={t('staff.requests.approve_label', { username: r.target_username })}
                  onClick={() => setDeciding({ request: r, decision: 'approve' })}
                >
                  {t('staff.requests.approve')}
                </Button>
              )}
              <Button
                size="sm"
                variant="outline"
                aria-label={t('staff.requests.reject_label', { username: r.target_username })}
                onClick={() => setDeciding({ request: r, decision: 'reject' })}
              >
                {t('staff.requests.reject')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {deciding && (
        <DecisionDialog
          deciding={deciding}
          onClose={(text) => {
            setDeciding(null);
            if (text) onDone(text);
          }}
        />
      )}
    </section>
  );
}
