import { useTranslation } from 'react-i18next';
import { redeemImageUrl } from '../api/upload-redeem-image.ts';

/** The item's picture, or a gift outline where it has none (members then see the app's own picture). */
export function RedeemItemPicture({
  imageName,
  alt,
  size = 'sm',
}: {
  imageName: string | null;
  alt: string;
  size?: 'sm' | 'lg';
}) {
  const { t } = useTranslation();
  const box = size === 'sm' ? 'size-12' : 'size-20';
  if (imageName) {
    return (
      <img
        src={redeemImageUrl(imageName)}
        alt={alt}
        className={`${box} shrink-0 rounded-lg border border-ink-700 bg-ink-950/60 object-cover`}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={t('redeem_items.no_picture')}
      className={`${box} grid shrink-0 place-items-center rounded-lg border border-dashed border-ink-600 bg-ink-950/40 text-ink-500`}
    >
      <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.6">
        <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3-5-1s3 1 5 1c2 0 5 1 5-1s-3.5-2-5 1" />
      </svg>
    </span>
  );
}
