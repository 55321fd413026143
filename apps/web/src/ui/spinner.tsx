import { useTranslation } from 'react-i18next';

export function Spinner({ className = 'size-5', label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" aria-label={label ?? t('common.loading')} className="inline-flex">
      <svg className={`${className} animate-spin`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </span>
  );
}

/** Spec §2: while authentication is loading the whole screen shows a spinner. */
export function FullScreenSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-ink-900 text-gold-500">
      <Spinner className="size-10" />
    </div>
  );
}

/** While a page's chunk loads inside the signed-in shell (header and bottom bar stay). */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50dvh] items-center justify-center text-gold-500">
      <Spinner className="size-10" />
    </div>
  );
}
