// Spec §2/§5/§8 slip upload: choose an image, its QR is decoded here, the member confirms, the text is
// sent; success reloads the page (spec §4). An image without a readable QR may go to a cashier
// instead, with the amount the member transferred (UnreadSlipForm). Every attempt ends with the file input cleared, so the
// same file can be chosen again after a fix on the server side or a mistaken cancel.
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SUCCESS_POPUP_MS } from '@sanam/contract/constants.ts';
import { useFormatBaht } from '../../../lib/format.ts';
import { pageReload } from '../../../lib/page-reload.ts';
import { QrIcon, UploadIcon } from '../../../ui/icons.tsx';
import { usePopup, type PopupOptions } from '../../../ui/popup.tsx';
import { Spinner } from '@sanam/ui/spinner.tsx';
import { useSendSlip, type SlipResult } from '../api/send-slip.ts';
import { decodeSlipQr, type SlipQrResult } from './decode-slip-qr.ts';
import { UnreadSlipForm } from './unread-slip-form.tsx';

type Step = 'idle' | 'reading' | 'confirming' | 'sending' | 'done';

export function SlipUpload() {
  const { t } = useTranslation();
  const popup = usePopup();
  const formatBaht = useFormatBaht();
  const sendSlip = useSendSlip();
  const inputId = useId();
  const hintId = useId();
  const [step, setStep] = useState<Step>('idle');
  // the picture of a slip whose QR could not be read, offered to a cashier instead
  const [unreadImage, setUnreadImage] = useState<string | null>(null);
  const isBusy = step !== 'idle' || unreadImage !== null;

  const decodeError = (result: Exclude<SlipQrResult, { kind: 'ok' }>): PopupOptions => {
    if (result.kind === 'no_qr') {
      return { kind: 'error', title: t('wallet.slip.no_qr_title'), text: t('wallet.slip.failed_title') };
    }
    return {
      kind: 'error',
      title: t('wallet.slip.image_error_title'),
      text: t('wallet.slip.image_error_text'),
    };
  };

  const successPopup = ({ data, message }: SlipResult): PopupOptions => {
    const deposit = data?.deposit;
    if (deposit?.status === 'approved') {
      return {
        kind: 'success',
        title: message || t('wallet.slip.credited_title'),
        text:
          deposit.amount === null
            ? undefined
            : t('wallet.slip.credited_amount', { amount: formatBaht(deposit.amount) }),
        timerMs: SUCCESS_POPUP_MS,
      };
    }
    return {
      kind: 'success',
      title: t('wallet.slip.received_title'),
      text: message,
      timerMs: SUCCESS_POPUP_MS,
    };
  };

  const submit = async (file: File) => {
    setStep('reading');
    const decoded = await decodeSlipQr(file);
    if (decoded.kind === 'no_qr' && decoded.image) {
      setStep('idle');
      setUnreadImage(decoded.image);
      return;
    }
    if (decoded.kind !== 'ok') {
      setStep('idle');
      await popup(decodeError(decoded));
      return;
    }
    setStep('confirming');
    const isConfirmed = await popup({
      kind: 'question',
      title: t('wallet.slip.confirm_title'),
      text: t('wallet.slip.confirm_text', { name: file.name }),
      confirmLabel: t('wallet.slip.confirm_send'),
      cancelLabel: t('common.cancel'),
    });
    if (!isConfirmed) {
      setStep('idle');
      return;
    }

    setStep('sending');
    let result: SlipResult;
    try {
      result = await sendSlip.mutateAsync({
        payload: decoded.payload,
        ...(decoded.image ? { image: decoded.image } : {}),
      });
    } catch (error) {
      setStep('idle');
      // the server's reason ("this slip was used before"), or why it could not be reached
      const title = t('wallet.slip.failed_title');
      const reason = error instanceof Error ? error.message : '';
      await popup({
        kind: 'error',
        title,
        text: reason && reason !== title ? reason : t('wallet.slip.failed_hint'),
      });
      return;
    }
    setStep('done');
    await popup(successPopup(result));
    pageReload.reload();
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // cleared at once: choosing the same file again must fire a change
    event.target.value = '';
    if (!file) return;
    submit(file).catch((error: unknown) => {
      console.error('slip upload failed', error);
      setStep('idle');
      void popup({
        kind: 'error',
        title: t('wallet.slip.image_error_title'),
        text: t('wallet.slip.image_error_text'),
      });
    });
  };

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="rounded-xl bg-ink-900/70 p-4 ring-1 ring-ink-600/60"
    >
      <h3 id={`${inputId}-title`} className="flex items-center gap-2 font-medium text-ink-100">
        <QrIcon className="text-gold-400" />
        {t('wallet.slip.title')}
      </h3>
      <p id={hintId} className="mt-1 text-sm text-ink-300">
        {t('wallet.slip.text')}
      </p>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        className="peer sr-only"
        disabled={isBusy}
        aria-label={t('wallet.slip.input_label')}
        aria-describedby={hintId}
        onChange={onChange}
      />
      {unreadImage ? (
        <UnreadSlipForm image={unreadImage} onCancel={() => setUnreadImage(null)} />
      ) : (
        <label
          htmlFor={inputId}
          aria-disabled={isBusy || undefined}
          className={`mt-3 flex min-h-14 items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 font-medium transition peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-400 ${
            isBusy
              ? 'cursor-wait border-ink-600 text-ink-300'
              : 'cursor-pointer border-gold-500/60 bg-gold-500/5 text-gold-400 hover:bg-gold-500/10'
          }`}
        >
          {step !== 'idle' ? (
            <>
              <Spinner className="size-5" label={t(`wallet.slip.busy_${step}`)} />
              <span aria-hidden="true">{t(`wallet.slip.busy_${step}`)}</span>
            </>
          ) : (
            <>
              <UploadIcon />
              {t('wallet.slip.input_label')}
            </>
          )}
        </label>
      )}
    </section>
  );
}
