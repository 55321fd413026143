import type { TotpEnrolment } from '@sanam/contract/totp.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { CopyButton } from '@sanam/ui/copy-button.tsx';
import { FormError } from '@sanam/ui/form-error.tsx';
import { ErrorState } from '@sanam/ui/error-state.tsx';
import { LoadingState } from '@sanam/ui/loading-state.tsx';
import { CodeForm } from './code-form.tsx';

/**
 * Enrolment: the QR for the app, the secret as text to type, then a first code to confirm. The
 * secret is asked for once per `enrolmentKey` (a second mount, or React's strict double render,
 * must not make a second secret the first screen no longer shows).
 */
export function EnrolmentPanel({
  enrolmentKey,
  start,
  onCode,
  isConfirming,
  confirmError,
}: {
  enrolmentKey: string;
  start: () => Promise<TotpEnrolment>;
  onCode: (code: string) => Promise<unknown>;
  isConfirming: boolean;
  confirmError: unknown;
}) {
  const { t } = useTranslation();
  const enrolment = useQuery({
    queryKey: ['totp-enrolment', enrolmentKey],
    queryFn: start,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (enrolment.isPending) return <LoadingState label={t('totp.enrol.loading')} />;
  if (enrolment.isError) return <ErrorState message={errorMessage(enrolment.error)} />;
  const { secret, qr_data_url } = enrolment.data;
  const grouped = secret.replace(/(.{4})/g, '$1 ').trim();
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-200">{t('totp.enrol.scan')}</p>
      <div className="flex justify-center">
        <img
          src={qr_data_url}
          alt={t('totp.enrol.qr_alt')}
          width={200}
          height={200}
          className="rounded-lg bg-white p-2"
        />
      </div>
      <div>
        <p className="mb-1 text-xs text-ink-300">{t('totp.enrol.type_secret')}</p>
        <div className="flex items-center gap-2 rounded-lg border border-ink-600 bg-ink-950/60 px-3 py-2">
          <code
            aria-label={t('totp.enrol.secret')}
            className="min-w-0 flex-1 font-mono text-sm text-gold-300"
          >
            {grouped}
          </code>
          <CopyButton text={secret} label={t('totp.enrol.copy_secret')} />
        </div>
      </div>
      <p className="text-sm text-ink-200">{t('totp.enrol.confirm_hint')}</p>
      {confirmError ? <FormError>{errorMessage(confirmError)}</FormError> : null}
      <CodeForm submitLabel={t('totp.enrol.confirm')} onCode={onCode} isPending={isConfirming} />
    </div>
  );
}
