import { CrownIcon } from './icons.tsx';

export function VipBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-gradient-to-r from-gold-300 to-gold-600 px-2 py-0.5 text-xs font-semibold text-ink-950">
      <CrownIcon className="size-3.5" />
      VIP
    </span>
  );
}
