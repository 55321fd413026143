// The turning ring of a wait. The member app's ring is thinner and always announces itself ("loading"
// unless told); the console's is silent unless given a label, since its buttons say aria-busy.
import { useTranslation } from 'react-i18next';
import { useLook } from './look.tsx';

const rings = {
  member: { r: '9', path: 'M21 12a9 9 0 0 0-9-9', width: '3', size: 'size-5' },
  console: { r: '10', path: 'M22 12a10 10 0 0 0-10-10', width: '4', size: 'size-4' },
} as const;

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  const look = useLook();
  const ring = rings[look];
  const name = look === 'member' ? (label ?? t('common.loading')) : label;
  const svgClass =
    look === 'member' ? `${className ?? ring.size} animate-spin` : `animate-spin ${className ?? ring.size}`;
  return (
    <span role={name ? 'status' : undefined} aria-label={name} className="inline-flex">
      <svg className={svgClass} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle
          cx="12"
          cy="12"
          r={ring.r}
          stroke="currentColor"
          strokeOpacity="0.25"
          strokeWidth={ring.width}
        />
        <path d={ring.path} stroke="currentColor" strokeWidth={ring.width} strokeLinecap="round" />
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
