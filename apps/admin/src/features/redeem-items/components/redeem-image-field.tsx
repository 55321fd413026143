import { REDEEM_IMAGE_MAX_BYTES, REDEEM_IMAGE_TYPES } from '@sanam/contract/rewards.ts';
import type { MessageKey } from '@sanam/contract/messages.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@sanam/ui/button.tsx';
import { Spinner } from '@sanam/ui/spinner.tsx';
import { RedeemItemPicture } from './redeem-item-picture.tsx';

/** The server's limits on a picture, checked before the file is read so a wrong file is never sent. */
export function imageFileRefusal(file: File): MessageKey | null {
  if (!(REDEEM_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'redeem_item.image_invalid';
  if (file.size > REDEEM_IMAGE_MAX_BYTES) return 'redeem_item.image_too_large';
  return null;
}

export function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable'));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

type Props = {
  imageName: string | null;
  isUploading: boolean;
  /** said once the picture is stored: it is on the item only after Save */
  isUploaded: boolean;
  error: string | undefined;
  onPick: (file: File) => void;
  onRemove: () => void;
};

/** The item's picture: a preview of what members will see, a file to replace it, and a way to drop it. */
export function RedeemImageField({ imageName, isUploading, isUploaded, error, onPick, onRemove }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const showsHint = !isUploading && !error && !isUploaded;

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium tracking-wide text-ink-300 uppercase">
        {t('redeem_items.image')}
      </label>
      <div className="flex items-start gap-3">
        <RedeemItemPicture imageName={imageName} alt={t('redeem_items.preview_alt')} size="lg" />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            {/* the browser's own file button speaks the browser's language: ours speaks the operator's */}
            <input
              id={id}
              type="file"
              accept={REDEEM_IMAGE_TYPES.join(',')}
              disabled={isUploading}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : showsHint ? hintId : undefined}
              onChange={(event) => {
                const file = event.target.files?.[0];
                // cleared so that picking the same file again after a refusal is seen as a change
                event.target.value = '';
                if (file) onPick(file);
              }}
              className="peer sr-only"
            />
            <label
              htmlFor={id}
              aria-hidden="true"
              className="inline-flex h-8 cursor-pointer items-center rounded-lg border border-ink-600 bg-ink-700 px-3 text-sm font-medium text-ink-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-400 peer-disabled:cursor-not-allowed peer-disabled:opacity-50 hover:bg-ink-600"
            >
              {t(imageName ? 'redeem_items.image_replace' : 'redeem_items.image_choose')}
            </label>
            {imageName && !isUploading && (
              <Button size="sm" variant="ghost" onClick={onRemove}>
                {t('redeem_items.image_remove')}
              </Button>
            )}
          </div>
          {isUploading ? (
            <p className="flex items-center gap-2 text-xs text-ink-300">
              <Spinner className="size-3.5 text-gold-500" />
              {t('redeem_items.uploading')}
            </p>
          ) : error ? (
            <p id={errorId} role="alert" className="text-xs text-danger">
              {error}
            </p>
          ) : isUploaded ? (
            <p role="status" className="text-xs text-success">
              {t('redeem_item.image_saved')} · {t('redeem_items.image_save_hint')}
            </p>
          ) : (
            <p id={hintId} className="text-xs text-ink-300">
              {t('redeem_items.image_hint')}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
