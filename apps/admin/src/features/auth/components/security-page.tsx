import type { OperatorSecurityRow } from '@sanam/contract/totp.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { hasDemoExemptNotice } from '../../../lib/auth-token.ts';
import { useOperator } from '../../../lib/operator-session.ts';
import { useIsDesktop } from '../../../lib/use-media-query.ts';
import { Button } from '@sanam/ui/button.tsx';
import { Badge, Card, PageHeader } from '../../../ui/card.tsx';
import { ConfirmDialog } from '@sanam/ui/confirm-dialog.tsx';
import { DataTable } from '@sanam/ui/data-table.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';
import { PageNotice, type NoticeValue } from '../../../ui/notice.tsx';
import { ErrorState } from '@sanam/ui/error-state.tsx';
import { LoadingState } from '@sanam/ui/loading-state.tsx';
import {
  startEnrolment,
  useConfirmEnrolment,
  useOperatorsSecurity,
  useRenewRecoveryCodes,
  useResetOperatorTotp,
  useTotpStatus,
} from '../api/totp.ts';
import { CodeForm } from './code-form.tsx';
import { EnrolmentPanel } from './enrolment-panel.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

/** The operator's own second factor and, for an admin, every account's, with resets. */
export function SecurityPage() {
  const { t } = useTranslation();
  const operator = useOperator();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t('totp.security.title')} />
      <OwnSecondFactor />
      {/* the server allows the list and the resets to admins only (403 otherwise) */}
      {operator?.role === 'admin' && <StaffSecondFactors selfId={operator.id} />}
    </div>
  );
}

function OwnSecondFactor() {
  const { t } = useTranslation();
  const status = useTotpStatus();
  const confirm = useConfirmEnrolment();
  const renew = useRenewRecoveryCodes();
  const [isEnrolling, setEnrolling] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);

  let body;
  if (status.isPending) body = <LoadingState />;
  else if (status.isError)
    body = <ErrorState message={errorMessage(status.error)} onRetry={() => void status.refetch()} />;
  else if (codes) body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  else if (isEnrolling)
    body = (
      <EnrolmentPanel
        enrolmentKey="self"
        start={startEnrolment}
        onCode={async (code) => {
          const reply = await confirm.mutateAsync(code);
          setEnrolling(false);
          setCodes(reply.recovery_codes);
        }}
        isConfirming={confirm.isPending}
        confirmError={confirm.error}
      />
    );
  else if (status.data.enrolled)
    body = (
      <div className="space-y-4">
        <p className="text-sm text-success">{t('totp.security.on')}</p>
        <p className="text-sm text-ink-300">
          {t('totp.security.codes_left', { count: status.data.recovery_codes_left })}
        </p>
        <div className="rounded-lg border border-ink-700 p-4">
          <h3 className="text-sm font-semibold text-ink-100">{t('totp.security.renew')}</h3>
          <p className="mb-3 text-xs text-ink-300">{t('totp.security.renew_hint')}</p>
          {renew.error ? <FormError>{errorMessage(renew.error)}</FormError> : null}
          <div className="max-w-xs">
            <CodeForm
              submitLabel={t('totp.security.renew')}
              isPending={renew.isPending}
              onCode={async (code) => setCodes((await renew.mutateAsync(code)).recovery_codes)}
            />
          </div>
        </div>
      </div>
    );
  else
    body = (
      <div className="space-y-3">
        {status.data.demo_exempt || hasDemoExemptNotice() ? (
          <p
            role="status"
            className="rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-warning"
          >
            {t('totp.demo_exempt_notice')}
          </p>
        ) : null}
        <p className="text-sm text-ink-200">{t('totp.security.off')}</p>
        <p className="text-xs text-ink-300">{t('totp.security.optional_hint')}</p>
        <Button variant="primary" onClick={() => setEnrolling(true)}>
          {t('totp.enrol.start')}
        </Button>
      </div>
    );

  return (
    <Card className="p-5">
      <h2 className="mb-3 text-base font-semibold text-ink-100">{t('totp.security.heading')}</h2>
      {body}
    </Card>
  );
}

function StaffSecondFactors({ selfId }: { selfId: number }) {
  const { t } = useTranslation();
  const list = useOperatorsSecurity(true);
  const reset = useResetOperatorTotp();
  const [asking, setAsking] = useState<OperatorSecurityRow | null>(null);
  const [notice, setNotice] = useState<NoticeValue | null>(null);

  const isDesktop = useIsDesktop();
  const statusBadges = (o: OperatorSecurityRow) => (
    <>
      <Badge tone={o.totp_enrolled ? 'success' : 'muted'}>
        {o.totp_enrolled ? t('totp.operators.on') : t('totp.operators.off')}
      </Badge>
      {o.demo_exempt && <Badge tone="gold">{t('totp.operators.demo')}</Badge>}
    </>
  );
  const resetButton = (o: OperatorSecurityRow) =>
    o.totp_enrolled &&
    o.id !== selfId && (
      <Button
        size="sm"
        variant="danger"
        aria-label={t('totp.operators.reset_label', { username: o.username })}
        onClick={() => setAsking(o)}
      >
        {t('totp.operators.reset')}
      </Button>
    );

  const onConfirm = () => {
    if (!asking) return;
    reset.mutate(asking.id, {
      onSuccess: () => setNotice({ tone: 'ok', text: t('totp.reset_done') }),
      onError: (error) => setNotice({ tone: 'error', text: errorMessage(error) }),
      onSettled: () => setAsking(null),
    });
  };

  return (
    <Card className="p-5">
      <h2 className="mb-3 text-base font-semibold text-ink-100">{t('totp.operators.title')}</h2>
      <PageNotice notice={notice} onDismiss={() => setNotice(null)} />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : !isDesktop ? (
        // a phone: one card per account, nothing behind a sideways scroll
        <ul className="divide-y divide-ink-700 rounded-xl border border-ink-700">
          {list.data.operators.map((o) => (
            <li
              key={o.id}
              className="flex flex-wrap items-center justify-between gap-2 bg-ink-800 px-3 py-2.5"
            >
              <div className="min-w-0 space-y-1">
                <p className="text-sm font-medium text-ink-100">
                  {o.username}
                  {o.id === selfId && (
                    <span className="ml-2 text-xs font-normal text-ink-300">({t('totp.operators.you')})</span>
                  )}
                </p>
                <p className="flex flex-wrap items-center gap-1.5 text-xs text-ink-200">
                  {t(`role.${o.role}`)}
                  {statusBadges(o)}
                </p>
              </div>
              {resetButton(o)}
            </li>
          ))}
        </ul>
      ) : (
        <DataTable
          minWidthClass="min-w-[520px]"
          columns={[
            { key: 'username', label: t('totp.operators.username') },
            { key: 'role', label: t('totp.operators.role') },
            { key: 'status', label: t('totp.operators.status') },
            { key: 'actions', label: t('totp.operators.reset'), srOnly: true },
          ]}
        >
          <tbody className="divide-y divide-ink-700">
            {list.data.operators.map((o) => (
              <tr key={o.id} className="bg-ink-800">
                <td className="px-3 py-2 font-medium text-ink-100">
                  {o.username}
                  {o.id === selfId && (
                    <span className="ml-2 text-xs text-ink-300">({t('totp.operators.you')})</span>
                  )}
                </td>
                <td className="px-3 py-2 text-ink-200">{t(`role.${o.role}`)}</td>
                <td className="px-3 py-2">
                  <span className="flex flex-wrap gap-1">{statusBadges(o)}</span>
                </td>
                <td className="px-3 py-2 text-right">{resetButton(o)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {asking && (
        <ConfirmDialog
          title={t('totp.operators.reset_title', { username: asking.username })}
          body={t('totp.operators.reset_body')}
          confirmLabel={t('totp.operators.reset')}
          tone="danger"
          isPending={reset.isPending}
          onConfirm={onConfirm}
          onCancel={() => setAsking(null)}
        />
      )}
    </Card>
  );
}
